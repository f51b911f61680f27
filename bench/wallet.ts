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
import { createHmac, randomBytes } from 'node:crypto'
import { isChild, serveApp, startApp } from './support/app-child.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const SECRET = 'bench-inhouse-secret-0123456789abcdef'
const PLAYERS = ['demo', 'agent', 'lina', 'marco', 'jun', 'subagent', 'rico']

if (isChild) {
  await serveApp({
    PARLOR_ALLOW_PLAIN_AUTH: '1',
    PARLOR_INHOUSE_SECRET: SECRET,
    PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
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
    const app = await startApp(import.meta.url, dbUrl)
    const { base } = app
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

    await app.stop()
    if (dbName && target.url) {
      const admin = new pg.Client({ connectionString: target.url })
      await admin.connect()
      await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
      await admin.end()
    }
  }
  console.log(out.join('\n'))
}
