/**
 * `npm run bench:wallet`: bets per second and latency percentiles through the wallet, beside a
 * plain route, in one run. The real app runs in a child process (embedded PGlite in a temp folder,
 * or a fresh database on the PostgreSQL server named by PARLOR_BENCH_DATABASE_URL) so that the
 * load generator (autocannon, in this process) does not share the server's event loop.
 *
 * Cases: the plain ping; a full in-house round (`POST /games/inhouse/api/play`: nonce, bet and win,
 * three database transactions); a signed provider bet (`POST /provider/inhouse/bet`, one ledger
 * posting). Requests rotate over seven demo players. Options: BENCH_SECONDS (default 10),
 * BENCH_CONNECTIONS (default 8).
 */
import { fork } from 'node:child_process'
import { createHmac, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const SECRET = 'bench-inhouse-secret-0123456789abcdef'
const PLAYERS = ['demo', 'agent', 'lina', 'marco', 'jun', 'subagent', 'rico']

if (process.argv.includes('--serve')) {
  const { buildApp } = await import('../apps/server/src/app.ts')
  const { loadConfig } = await import('../apps/server/src/config.ts')
  const { openDatabase } = await import('../apps/server/src/db/client.ts')
  const { seedDemo } = await import('../apps/server/src/db/seed/index.ts')
  const url = process.env.BENCH_DB_URL || undefined
  const dataDir = process.env.BENCH_DATA_DIR as string
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PARLOR_DATA_DIR: dataDir,
    PARLOR_ALLOW_PLAIN_AUTH: '1',
    PARLOR_INHOUSE_SECRET: SECRET,
    PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
  })
  const database = await openDatabase(url ? { url } : { dataDir })
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
  const pg = (await import('pg')).default
  const adminUrl = process.env.PARLOR_BENCH_DATABASE_URL
  const targets: { label: string; url?: string }[] = [{ label: 'PGlite (embedded)' }]
  if (adminUrl) targets.push({ label: 'PostgreSQL', url: adminUrl })
  const out: string[] = []

  for (const target of targets) {
    let dbUrl: string | undefined
    let dbName: string | undefined
    if (target.url) {
      dbName = `parlor_bench_${randomBytes(4).toString('hex')}`
      const admin = new pg.Client({ connectionString: target.url })
      await admin.connect()
      await admin.query(`CREATE DATABASE ${dbName}`)
      await admin.end()
      const u = new URL(target.url)
      u.pathname = `/${dbName}`
      dbUrl = u.toString()
    }
    const dataDir = mkdtempSync(join(tmpdir(), 'parlor-bench-'))
    const child = fork(new URL(import.meta.url).pathname, ['--serve'], {
      execArgv: ['--import', 'tsx'],
      env: { ...process.env, BENCH_DATA_DIR: dataDir, BENCH_DB_URL: dbUrl ?? '' },
    })
    const port = await new Promise<number>((ok, fail) => {
      child.once('message', (m) => ok((m as { port: number }).port))
      child.once('exit', (code) => fail(new Error(`server exited (${code})`)))
    })
    const base = `http://127.0.0.1:${port}`
    const json = async (path: string, init: RequestInit = {}) => {
      const res = await fetch(base + path, {
        ...init,
        headers: { 'content-type': 'application/json', ...init.headers },
      })
      const body = (await res.json()) as { success: boolean; value: Record<string, unknown> }
      if (!body.success) throw new Error(`${path}: ${JSON.stringify(body)}`)
      return body.value
    }

    // One game session and member id per player.
    const list = await json('/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=50')
    const dice = (list.games as { gameCode: string; nodeId: number }[]).find((g) => g.gameCode === 'inhouse_rng_002')
    const players: { session: string; id: number }[] = []
    for (const username of PLAYERS) {
      const login = await json('/wps/session/login', {
        method: 'POST',
        body: JSON.stringify({ type: 'username', username, password: 'demo1234' }),
      })
      const auth = { authorization: login.token as string }
      const info = await json('/wps/member/info', { headers: auth })
      const launch = await json(`/wps/game/launchGame?launchMode=GLS&nodeId=${dice?.nodeId}`, { headers: auth })
      const gameUrl = (launch.content as { game_url: string }).game_url
      const token = new URL(gameUrl, base).searchParams.get('t')
      const s = await json('/games/inhouse/api/session', {
        method: 'POST',
        body: JSON.stringify({ token, game: 'inhouse_rng_002' }),
      })
      players.push({ session: s.sessionToken as string, id: info.id as number })
    }

    let n = 0
    const playBody = JSON.stringify({ bet: '0.01', params: { game: 'inhouse_rng_002', side: 'lo', chance: 50 } })
    // autocannon 9 takes the path from the URL, and setupRequest only inside `requests`.
    const post = (setupRequest: (req: Record<string, unknown>) => Record<string, unknown>) => ({
      requests: [{ method: 'POST', setupRequest }],
    })
    const cases: { name: string; path: string; opts: Record<string, unknown> }[] = [
      { name: 'GET /wps/system/test/ping (plain route)', path: '/wps/system/test/ping', opts: { method: 'GET' } },
      {
        name: 'POST /games/inhouse/api/play (full round: bet + win)',
        path: '/games/inhouse/api/play',
        opts: post((req) => ({
          ...req,
          headers: {
            'content-type': 'application/json',
            'x-game-session': (players[n++ % players.length] as { session: string }).session,
          },
          body: playBody,
        })),
      },
      {
        name: 'POST /provider/inhouse/bet (signed, one ledger posting)',
        path: '/provider/inhouse/bet',
        opts: post((req) => {
          const i = n++
          const body = JSON.stringify({
            transactionId: `bench-${i}`,
            roundId: `bench-r-${i}`,
            playerId: (players[i % players.length] as { id: number }).id,
            currency: 'PHP',
            gameCode: 'inhouse_rng_002',
            amount: 1,
          })
          const signature = createHmac('sha256', SECRET).update(body).digest('hex')
          return { ...req, headers: { 'content-type': 'application/json', 'x-parlor-signature': signature }, body }
        }),
      },
    ]

    out.push(`\n${target.label}, ${CONNECTIONS} connections, ${SECONDS} s per case:\n`)
    out.push('| case | req/s | p50 ms | p99 ms | requests | non-2xx |')
    out.push('|---|---:|---:|---:|---:|---:|')
    for (const c of cases) {
      // Warm-up, then the measured run.
      await autocannon({ url: base + c.path, connections: CONNECTIONS, duration: 2, ...c.opts })
      const r = await autocannon({ url: base + c.path, connections: CONNECTIONS, duration: SECONDS, ...c.opts })
      const line = `| ${c.name} | ${r.requests.average.toFixed(1)} | ${r.latency.p50} | ${r.latency.p99} | ${r.requests.total} | ${r.non2xx} |`
      out.push(line)
      console.log(`${target.label}: ${line}`)
    }

    child.send('close')
    await new Promise((ok) => child.once('exit', ok))
    rmSync(dataDir, { recursive: true, force: true })
    if (dbName && target.url) {
      const admin = new pg.Client({ connectionString: target.url })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.end()
    }
  }
  console.log(out.join('\n'))
}
