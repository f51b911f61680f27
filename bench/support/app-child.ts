/**
 * The real app in a child process for the HTTP benchmarks, so the load generator (autocannon, in
 * the parent) never shares the server's event loop. A benchmark script runs itself twice: as the
 * parent it calls `startApp(import.meta.url)`, which forks the same script with `--serve`; as the
 * child it calls `serveApp(config)`.
 */
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export const isChild = process.argv.includes('--serve')

/**
 * Child side: migrate and seed a fresh database (PGlite in a temp folder, or BENCH_DB_URL), listen
 * on a free loopback port. With BENCH_DB_READY the database is taken as it is: another instance
 * already migrated and seeded it.
 */
export async function serveApp(configEnv: Record<string, string> = {}) {
  const { buildApp } = await import('../../apps/server/src/app.ts')
  const { loadConfig } = await import('../../apps/server/src/config.ts')
  const { openDatabase } = await import('../../apps/server/src/db/client.ts')
  const { seedDemo } = await import('../../apps/server/src/db/seed/index.ts')
  const url = process.env.BENCH_DB_URL || undefined
  const dataDir = process.env.BENCH_DATA_DIR as string
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PARLOR_DATA_DIR: dataDir,
    DATABASE_URL: url ?? '',
    // The lottery draws would add their statements to every figure.
    PARLOR_LOTTERY_TICK_MS: '0',
    // So would the promotions' jobs (VIP levels, rebate payouts) adding up every round.
    PARLOR_PROMOTION_JOBS_MIN: '0',
    PARLOR_RED_ENVELOPE_JOB_SECONDS: '0',
    // Every benchmark request comes from one loopback address, thousands a second.
    PARLOR_RATE_LIMIT_MAX: '0',
    ...configEnv,
  })
  const database = await openDatabase(url ? { url } : { dataDir })
  if (!process.env.BENCH_DB_READY) {
    await database.migrate()
    await seedDemo(database.db)
  }
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, kind: database.kind })
  process.on('message', async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
}

export interface RunningApp {
  base: string
  kind: string
  stop(): Promise<void>
}

/**
 * Parent side: fork `script` as the server (on `dbUrl` when given) and wait until it listens.
 * `ready`: the database at `dbUrl` is already migrated and seeded (a second instance beside a first).
 */
export async function startApp(script: string, dbUrl?: string, opts: { ready?: boolean } = {}): Promise<RunningApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-bench-'))
  const child = fork(new URL(script).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DB_URL: dbUrl ?? '', BENCH_DB_READY: opts.ready ? '1' : '' },
  })
  const { port, kind } = await new Promise<{ port: number; kind: string }>((ok, fail) => {
    child.once('message', (m) => ok(m as { port: number; kind: string }))
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)))
  })
  return {
    base: `http://127.0.0.1:${port}`,
    kind,
    async stop() {
      child.send('stop')
      await new Promise((r) => child.once('exit', r))
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0

interface Instance extends PromiseLike<{ errors: number; timeouts: number }> {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): unknown
}

/**
 * Every response's latency (sorted, ms) and the failures of one autocannon run: `errors` counts
 * them all, `non2xx` the answers among them.
 */
export async function measure(instance: Instance) {
  const latencies: number[] = []
  let non2xx = 0
  instance.on('response', (_client, status, _bytes, ms) => {
    latencies.push(ms)
    if (status < 200 || status >= 300) non2xx++
  })
  const result = await instance
  latencies.sort((a, b) => a - b)
  return {
    latencies,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    non2xx,
    errors: result.errors + result.timeouts + non2xx,
  }
}
