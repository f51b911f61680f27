/**
 * `npm run bench:login`: logins per second and p95 latency with Argon2id (19 MiB, t=2, p=1),
 * beside a plain request, in one run on this machine.
 *
 * The real app runs in a child process (embedded PGlite in a temp folder, demo data) so that
 * the load generator (autocannon, in this process) does not share the server's event loop.
 * Each case runs for a fixed time at a fixed concurrency; latencies of every response are kept
 * to compute the percentiles. Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8).
 */
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const CREDS = { type: 'username', username: 'demo', password: 'demo1234' }

if (process.argv.includes('--serve')) {
  // Child: the real app on a free loopback port.
  const { buildApp } = await import('../apps/server/src/app.ts')
  const { loadConfig } = await import('../apps/server/src/config.ts')
  const { openDatabase } = await import('../apps/server/src/db/client.ts')
  const { seedDemo } = await import('../apps/server/src/db/seed/index.ts')
  const dataDir = process.env.BENCH_DATA_DIR as string
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PARLOR_DATA_DIR: dataDir,
    PARLOR_ALLOW_PLAIN_AUTH: '1',
    // Successful logins are never counted; these only keep a stray failure from interfering.
    PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
  })
  const database = await openDatabase({ dataDir })
  await database.migrate()
  await seedDemo(database.db)
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0 })
  process.on('message', async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
} else {
  const autocannon = (await import('autocannon')).default
  const { encryptBody, oaepKeySchema, routes } = await import('@parlor/contract')
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-bench-'))
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
  })
  const port = await new Promise<number>((ok, fail) => {
    child.once('message', (m) => ok((m as { port: number }).port))
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)))
  })
  const base = `http://127.0.0.1:${port}`

  const keyRes = await fetch(`${base}/wps/session/key/rsa?scheme=oaep`)
  const key = oaepKeySchema.parse(((await keyRes.json()) as { value: unknown }).value)
  // The same encrypted body every time: the server still does the RSA-OAEP and AES-GCM work.
  const enc = await encryptBody(key, routes.sessionLogin, CREDS)

  interface Case {
    name: string
    method: 'GET' | 'POST'
    path: string
    headers?: Record<string, string>
    body?: string
  }
  const cases: Case[] = [
    { name: 'GET /wps/system/test/ping (plain request)', method: 'GET', path: '/wps/system/test/ping' },
    {
      name: 'POST /wps/session/login, plain JSON',
      method: 'POST',
      path: '/wps/session/login',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(CREDS),
    },
    {
      name: 'POST /wps/session/login, RSA-OAEP + AES-GCM body',
      method: 'POST',
      path: '/wps/session/login',
      headers: enc.headers,
      body: JSON.stringify(enc.body),
    },
  ]

  const percentile = (sorted: number[], p: number) =>
    sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0

  async function run(c: Case, seconds: number) {
    const latencies: number[] = []
    let non2xx = 0
    const instance = autocannon({
      url: `${base}${c.path}`,
      method: c.method,
      headers: c.headers ?? {},
      body: c.body,
      connections: CONNECTIONS,
      duration: seconds,
    })
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms)
      if (status < 200 || status >= 300) non2xx++
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    return {
      name: c.name,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      requests: latencies.length,
      errors: result.errors + result.timeouts + non2xx,
    }
  }

  const rows = []
  try {
    for (const c of cases) {
      await run(c, 2) // warm-up
      rows.push(await run(c, SECONDS))
    }
  } finally {
    child.send('stop')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(`\nParlor login benchmark, ${new Date().toISOString().slice(0, 10)}`)
  console.log(`${cpus().length} × ${cpu}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per case\n`)
  console.log('| case | req/s | p50 ms | p95 ms | p99 ms | requests | errors |')
  console.log('|---|---:|---:|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.requests} | ${r.errors} |`,
    )
}
