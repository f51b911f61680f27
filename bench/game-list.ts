/**
 * `npm run bench:game-list`: the game list call (`GCSGAME_gameList`) beside a plain Fastify route
 * (`GET /wps/system/test/ping`) at the same FIXED arrival rates, in one run on this machine.
 *
 * The real app runs in a child process (embedded PGlite in a temp folder, demo data; or the
 * PostgreSQL server named by PARLOR_BENCH_DATABASE_URL) so that the load generator (autocannon, in
 * this process) does not share the server's event loop. Each rate is offered with autocannon's
 * `overallRate` over many connections, so the request schedule does not slow down when the server
 * does (open loop, as far as a connection pool allows): a server that cannot keep up shows it as
 * lower throughput and a growing p99 rather than as a politely reduced load.
 * Options: BENCH_RATES (req/s, default "1000,3000"), BENCH_SECONDS (default 10),
 * BENCH_CONNECTIONS (default 64).
 */
import { fork } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, tmpdir } from 'node:os'
import { join } from 'node:path'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const RATES = (process.env.BENCH_RATES ?? '1000,3000').split(',').map(Number)
const PG_URL = process.env.PARLOR_BENCH_DATABASE_URL || undefined

if (process.argv.includes('--serve')) {
  // Child: the real app on a free loopback port.
  const { buildApp } = await import('../apps/server/src/app.ts')
  const { loadConfig } = await import('../apps/server/src/config.ts')
  const { openDatabase } = await import('../apps/server/src/db/client.ts')
  const { seedDemo } = await import('../apps/server/src/db/seed/index.ts')
  const dataDir = process.env.BENCH_DATA_DIR as string
  const config = loadConfig({ LOG_LEVEL: 'silent', PARLOR_DATA_DIR: dataDir, DATABASE_URL: PG_URL ?? '' })
  const database = await openDatabase({ url: PG_URL, dataDir })
  await database.migrate()
  await seedDemo(database.db)
  const app = await buildApp({ config, database, serveWeb: false })
  await app.listen({ port: 0, host: '127.0.0.1' })
  const address = app.server.address()
  process.send?.({ port: typeof address === 'object' && address ? address.port : 0, kind: database.kind })
  process.on('message', async () => {
    await app.close()
    await database.close()
    process.exit(0)
  })
} else {
  const autocannon = (await import('autocannon')).default
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-bench-'))
  const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_DATA_DIR: dataDir },
  })
  const { port, kind } = await new Promise<{ port: number; kind: string }>((ok, fail) => {
    child.once('message', (m) => ok(m as { port: number; kind: string }))
    child.once('exit', (code) => fail(new Error(`server exited (${code})`)))
  })
  const base = `http://127.0.0.1:${port}`

  // What the mobile client sends (wire-contract §7.1), over several pages, types and filters so
  // the answer is not one cached body.
  const listPaths = [
    'gameType=RNG&pageNo=1',
    'gameType=RNG&pageNo=4',
    'gameType=RNG&pageNo=2&vassalage=JL',
    'gameType=RNG&pageNo=1&isNew=1',
    'gameType=RNG&pageNo=1&gameClassify=SLOT&minBet=0.5',
    'gameType=RNG&pageNo=1&gameName=fortune',
    'gameType=FISH&pageNo=1',
    'gameType=LIVE&pageNo=1',
  ].map((q) => `/wps/relay/GCSGAME_gameList?merchant=demo01&platform=html5&clientType=2&pageSize=26&language=EN&${q}`)

  interface Case {
    name: string
    paths: string[]
  }
  const cases: Case[] = [
    { name: 'GET /wps/system/test/ping (plain route)', paths: ['/wps/system/test/ping'] },
    { name: 'GET GCSGAME_gameList (26 a page, mixed filters)', paths: listPaths },
  ]

  const percentile = (sorted: number[], p: number) =>
    sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0) : 0

  async function run(c: Case, rate: number, seconds: number) {
    const latencies: number[] = []
    let non2xx = 0
    let i = 0
    const instance = autocannon({
      url: base,
      connections: CONNECTIONS,
      overallRate: rate,
      duration: seconds,
      requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: c.paths[i++ % c.paths.length] }) }],
    })
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms)
      if (status < 200 || status >= 300) non2xx++
    })
    const result = await instance
    latencies.sort((a, b) => a - b)
    return {
      name: c.name,
      rate,
      rps: latencies.length / seconds,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      errors: result.errors + result.timeouts + non2xx,
    }
  }

  const rows: Awaited<ReturnType<typeof run>>[] = []
  try {
    for (const rate of RATES) {
      for (const c of cases) {
        await run(c, rate, 2) // warm-up
        rows.push(await run(c, rate, SECONDS))
      }
    }
  } finally {
    child.send('stop')
    await new Promise((r) => child.once('exit', r))
    rmSync(dataDir, { recursive: true, force: true })
  }

  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  console.log(`\nParlor game list benchmark, ${new Date().toISOString().slice(0, 10)}, database: ${kind}`)
  console.log(
    `${cpus().length} × ${cpu}, Node ${process.version}; fixed arrival rates ${RATES.join(', ')} req/s, ` +
      `${CONNECTIONS} connections, ${SECONDS} s per case after a 2 s warm-up\n`,
  )
  console.log('| offered req/s | case | served req/s | p50 ms | p99 ms | errors |')
  console.log('|---:|---|---:|---:|---:|---:|')
  for (const r of rows)
    console.log(
      `| ${r.rate} | ${r.name} | ${r.rps.toFixed(1)} | ${r.p50.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.errors} |`,
    )
  console.log('')
  for (const rate of RATES) {
    const [ping, list] = rows.filter((r) => r.rate === rate)
    if (ping && list)
      console.log(
        `At ${rate} req/s offered: list/plain throughput ratio ${(list.rps / ping.rps).toFixed(2)}, ` +
          `p99 ${list.p99.toFixed(1)} ms vs ${ping.p99.toFixed(1)} ms`,
      )
  }
}
