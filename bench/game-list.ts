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
import { cpus } from 'node:os'
import { isChild, measure, serveApp, startApp } from './support/app-child.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 64)
const RATES = (process.env.BENCH_RATES ?? '1000,3000').split(',').map(Number)
const PG_URL = process.env.PARLOR_BENCH_DATABASE_URL || undefined

if (isChild) {
  await serveApp()
} else {
  const autocannon = (await import('autocannon')).default
  const app = await startApp(import.meta.url, PG_URL)
  const { base, kind } = app

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

  async function run(c: Case, rate: number, seconds: number) {
    let i = 0
    const m = await measure(
      autocannon({
        url: base,
        connections: CONNECTIONS,
        overallRate: rate,
        duration: seconds,
        requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: c.paths[i++ % c.paths.length] }) }],
      }),
    )
    return { name: c.name, rate, rps: m.latencies.length / seconds, p50: m.p50, p99: m.p99, errors: m.errors }
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
    await app.stop()
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
