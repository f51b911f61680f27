/**
 * `npm run bench:wallet`: bets per second and latency percentiles through the wallet, beside a
 * plain route, in one run. The real app runs in a child process (embedded PGlite in a temp folder,
 * or a fresh database on the PostgreSQL server named by PARLOR_BENCH_DATABASE_URL) so that the
 * load generator (autocannon, in this process) does not share the server's event loop.
 *
 * Cases: the plain ping; a full in-house round (`POST /games/inhouse/api/play`: the game session,
 * the nonce, then bet and win settled together: two database transactions); a signed provider bet
 * (`POST /provider/inhouse/bet`, one ledger posting). Requests rotate over seven demo players.
 * Options: BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 8), BENCH_PGBENCH (a pgbench
 * binary, or `none` for the stand-in).
 *
 * On PostgreSQL the server's own figure comes first, on the same server in the same run: pgbench's
 * TPC-B-like transaction at BENCH_CONNECTIONS clients and scale = BENCH_CONNECTIONS (one branch row
 * per client on average, so the branch rows are not the only contention), or the same five
 * statements through `pg` when no pgbench is installed (postgres.ts). Our cases are then printed as
 * shares of its tps. A bet case with any non-2xx answer or failed request exits 1: its rate would
 * be the rate of errors. When the role may (a superuser, or a member of pg_checkpoint), the
 * reference and every PostgreSQL case start right after a CHECKPOINT (postgres.ts `checkpoint`).
 */
import { cpus } from 'node:os'
import { SIGNATURE_HEADER, sign } from '../apps/server/src/lib/signed-body.ts'
import { isChild, measure, serveApp, startApp } from './support/app-child.ts'
import { scratchDatabase } from '../apps/server/test/databases.ts'
import { checkpoint, postgresReference, type TpcbResult } from './support/postgres.ts'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 8)
const SECRET = 'bench-inhouse-secret-0123456789abcdef'
const PLAYERS = ['demo', 'agent', 'lina', 'marco', 'jun', 'subagent', 'rico']
/** The team's targets: printed beside the figures, never enforced here. */
const TARGET = { betShare: 0.5, betP99Ms: 50, roundShare: 0.25, pgliteBetsPerSecond: 500 }

if (isChild) {
  await serveApp({
    PARLOR_ALLOW_PLAIN_AUTH: '1',
    PARLOR_INHOUSE_SECRET: SECRET,
    PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
  })
} else {
  const autocannon = (await import('autocannon')).default
  const adminUrl = process.env.PARLOR_BENCH_DATABASE_URL || undefined
  const scale = CONNECTIONS

  type CaseKey = 'ping' | 'round' | 'bet'
  interface Row {
    key: CaseKey
    name: string
    rps: number
    p50: number
    p99: number
    requests: number
    non2xx: number
    errors: number
  }
  interface TargetRun {
    label: string
    rows: Row[]
    reference: TpcbResult | null
  }
  const runs: TargetRun[] = []

  async function measureTarget(label: string, url?: string): Promise<TargetRun> {
    // The reference runs before our app exists, so the two never share the cores.
    const reference = url ? await postgresReference(url, { clients: CONNECTIONS, seconds: SECONDS, scale }) : null
    if (reference) console.log(`${label}: reference ${reference.tps.toFixed(1)} tps (${reference.tool})`)
    const scratch = url ? await scratchDatabase(url, 'parlor_bench') : null
    const app = await startApp(import.meta.url, scratch?.url)
    try {
      return { label, rows: await measureCases(app.base, label, scratch?.url), reference }
    } finally {
      await app.stop()
      await scratch?.drop()
    }
  }

  async function measureCases(base: string, label: string, url?: string): Promise<Row[]> {
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
    const cases: { key: CaseKey; name: string; path: string; opts: Record<string, unknown> }[] = [
      {
        key: 'ping',
        name: 'GET /wps/system/test/ping (plain route)',
        path: '/wps/system/test/ping',
        opts: { method: 'GET' },
      },
      {
        key: 'round',
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
        key: 'bet',
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
          return {
            ...req,
            headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(SECRET, body) },
            body,
          }
        }),
      },
    ]

    const rows: Row[] = []
    for (const c of cases) {
      const run = (duration: number) =>
        measure(autocannon({ url: base + c.path, connections: CONNECTIONS, duration, ...c.opts }))
      await run(2) // warm-up
      if (url) await checkpoint(url)
      const m = await run(SECONDS)
      const row = {
        key: c.key,
        name: c.name,
        rps: m.latencies.length / SECONDS,
        p50: m.p50,
        p99: m.p99,
        requests: m.latencies.length,
        non2xx: m.non2xx,
        errors: m.errors - m.non2xx,
      }
      rows.push(row)
      console.log(`${label}: ${c.key} ${row.rps.toFixed(1)} req/s, p99 ${row.p99.toFixed(1)} ms, non-2xx ${row.non2xx}`)
    }
    return rows
  }

  const checkpointed = adminUrl ? await checkpoint(adminUrl) : false
  runs.push(await measureTarget('PGlite (embedded)'))
  if (adminUrl) runs.push(await measureTarget('PostgreSQL', adminUrl))

  const ms = (v: number | null) => (v === null ? '—' : v.toFixed(1))
  const pct = (v: number) => `${(v * 100).toFixed(1)}%`
  // A case with failed requests measured errors: no verdict on it.
  const met = (row: Row, ok: boolean) =>
    row.non2xx + row.errors > 0 ? `**invalid: ${row.non2xx + row.errors} failed**` : ok ? 'met' : '**not met**'
  const out: string[] = []
  const cpu = cpus()[0]?.model.trim() ?? 'unknown CPU'
  out.push(`\nParlor wallet benchmark, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`)
  out.push(`${cpus().length} × ${cpu}, Node ${process.version}; ${CONNECTIONS} connections, ${SECONDS} s per case`)
  out.push('\n| database | case | req/s | p50 ms | p99 ms | requests | non-2xx | errors |')
  out.push('|---|---|---:|---:|---:|---:|---:|---:|')
  for (const r of runs)
    for (const row of r.rows)
      out.push(
        `| ${r.label} | ${row.name} | ${row.rps.toFixed(1)} | ${ms(row.p50)} | ${ms(row.p99)} | ${row.requests} | ${row.non2xx} | ${row.errors} |`,
      )

  for (const r of runs)
    if (r.reference)
      out.push(
        `\n${r.label} reference: ${r.reference.tool}; scale ${scale} (= clients), ${CONNECTIONS} clients, ${SECONDS} s, ` +
          `run before the app started; ${r.reference.transactions} transactions, ${r.reference.failed} failed, average ${r.reference.avgMs.toFixed(2)} ms. ` +
          (checkpointed
            ? 'Each measured run, the reference and every case, started right after a checkpoint.'
            : "The role may not CHECKPOINT (superuser or pg_checkpoint): a checkpoint of the server's own may fall inside one run and not another."),
      )
  out.push('\n| measure | per s | p50 ms | p99 ms | ÷ TPC-B tps | target | |')
  out.push('|---|---:|---:|---:|---:|---|---|')
  for (const r of runs) {
    const bet = r.rows.find((row) => row.key === 'bet')
    const round = r.rows.find((row) => row.key === 'round')
    const ref = r.reference
    if (!ref) {
      if (bet)
        out.push(
          `| ${r.label}: provider bet | ${bet.rps.toFixed(1)} | ${ms(bet.p50)} | ${ms(bet.p99)} | — | ≥ ${TARGET.pgliteBetsPerSecond}/s | ${met(bet, bet.rps >= TARGET.pgliteBetsPerSecond)} |`,
        )
      continue
    }
    out.push(
      `| ${r.label}: TPC-B-like (reference) | ${ref.tps.toFixed(1)} | ${ms(ref.p50Ms)} | ${ms(ref.p99Ms)} | 100% | | |`,
    )
    if (bet) {
      const share = bet.rps / ref.tps
      out.push(
        `| ${r.label}: provider bet | ${bet.rps.toFixed(1)} | ${ms(bet.p50)} | ${ms(bet.p99)} | ${pct(share)} | ≥ ${pct(TARGET.betShare)}, p99 ≤ ${TARGET.betP99Ms} ms | ${met(bet, share >= TARGET.betShare && bet.p99 <= TARGET.betP99Ms)} |`,
      )
    }
    if (round) {
      const share = round.rps / ref.tps
      out.push(
        `| ${r.label}: full in-house round | ${round.rps.toFixed(1)} | ${ms(round.p50)} | ${ms(round.p99)} | ${pct(share)} | ≥ ${pct(TARGET.roundShare)} | ${met(round, share >= TARGET.roundShare)} |`,
      )
    }
  }
  for (const r of runs)
    if (r.reference && r.reference.failed > 0)
      out.push(`\n${r.label}: the reference run had ${r.reference.failed} failed transactions.`)
  console.log(out.join('\n'))

  const failedBets = runs.flatMap((r) =>
    r.rows.filter((row) => row.key === 'bet' && row.non2xx + row.errors > 0).map((row) => ({ label: r.label, row })),
  )
  if (failedBets.length > 0) {
    for (const { label, row } of failedBets)
      console.error(
        `\nFAILED: ${label} provider bet had ${row.non2xx} non-2xx answers and ${row.errors} failed requests; its figures measure errors, not bets.`,
      )
    process.exitCode = 1
  }
}
