/**
 * `npm run bench:wallet-soak`: many signed provider bets through two server instances on one
 * PostgreSQL database, then a count, over an SQL connection of its own, of every way money could
 * have drifted. PostgreSQL only (PARLOR_BENCH_DATABASE_URL, an admin URL whose role may create
 * databases): the embedded database cannot be shared by two processes.
 *
 * A fresh database is migrated and seeded by the first instance; the second starts on it as it is.
 * 200 players are added to the demo merchant and funded through the operator adjustment (the
 * ledger's own posting, with its audit row), each with enough to cover every bet of the soak at
 * the largest amount, so no bet can be refused for balance whatever the draw. Then SOAK_BETS
 * (default 100000) bets of 1..100 minor units, SOAK_CONCURRENCY (default 32) at a time, alternate
 * between the instances. About 5% are delivered a second time with the same body to the other
 * instance (half of them at the same moment as the first, half after its answer) and must be
 * answered once and replayed once. Every round is then closed on the other instance: about 30% with
 * a win of 1..200, the rest with a zero win, the provider protocol's "lost". A round left open would
 * be refunded by the instances' stale-round sweep after a minute, which on a long soak would move
 * balances behind the client's back. A call that gets no answer, or a 5xx, is delivered again
 * (same body, other instance), as a provider would.
 *
 * The checks assume that a wallet account starts at 0 and moves only with an entry: migration 0003
 * creates `balance` with DEFAULT 0, the ledger's postings (the database functions `wallet_post`,
 * migration 0021, and `wallet_provider_legs`, 0036, for a provider's new round) are the only
 * statements that update it, each writing an entry for each leg it applies, and migration 0004
 * makes entries append-only. Exits 1 on any drift or unexpected answer,
 * keeping the database for a look (its name is printed).
 */
import http from 'node:http'
import { sql } from 'drizzle-orm'
import { inTransaction, openDatabase } from '../apps/server/src/db/client.ts'
import { members, merchants } from '../apps/server/src/db/schema.ts'
import { SIGNATURE_HEADER, sign } from '../apps/server/src/lib/signed-body.ts'
import { adjustAudited } from '../apps/server/src/modules/wallet/wallet-service.ts'
import { ledgerFaults } from '../apps/server/test/ledger-checks.ts'
import { inParallel, send } from '../apps/server/test/replicas.ts'
import { isChild, percentile, type RunningApp, serveApp, startApp } from './support/app-child.ts'
import { scratchDatabase } from '../apps/server/test/databases.ts'

const BETS = Number(process.env.SOAK_BETS ?? 100_000)
const CONCURRENCY = Number(process.env.SOAK_CONCURRENCY ?? 32)
const PLAYERS = 200
const DUPLICATE_SHARE = 0.05
const WIN_SHARE = 0.3
const MAX_BET = 100
const MAX_WIN = 200
const DELIVERY_TRIES = 5
const MERCHANT = 'demo'
const CURRENCY = 'PHP'
const SECRET = 'soak-inhouse-secret-0123456789abcdef'

if (isChild) {
  await serveApp({ PARLOR_INHOUSE_SECRET: SECRET })
} else {
  const adminUrl = process.env.PARLOR_BENCH_DATABASE_URL
  if (!adminUrl) {
    console.error(
      'bench:wallet-soak needs PostgreSQL: set PARLOR_BENCH_DATABASE_URL to an admin URL whose role may create databases,\n' +
        'e.g. PARLOR_BENCH_DATABASE_URL=postgres://parlor_ci:parlor_ci@127.0.0.1:5432/parlor_ci npm run bench:wallet-soak',
    )
    process.exit(1)
  }
  const scratch = await scratchDatabase(adminUrl, 'parlor_soak')
  const apps: RunningApp[] = []
  // Setup and checks: a pool of this process, apart from both instances'.
  const database = await openDatabase({ url: scratch.url, poolMax: 4 })
  const db = database.db
  const rows = async <T>(query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rows: T[] }).rows
  let passed = false

  try {
    apps.push(await startApp(import.meta.url, scratch.url))
    apps.push(await startApp(import.meta.url, scratch.url, { ready: true }))
    const bases = apps.map((a) => a.base)
    const agents = bases.map(() => new http.Agent({ keepAlive: true, maxSockets: CONCURRENCY * 2 }))

    // Players: plain members of the demo merchant, left out of reports, funded by an adjustment.
    const funding = BigInt(BETS * MAX_BET)
    const [merchant] = await rows<{ id: number }>(sql`select id from ${merchants} where code = ${MERCHANT}`)
    if (!merchant) throw new Error(`no ${MERCHANT} merchant after seeding`)
    const usernames = Array.from({ length: PLAYERS }, (_, i) => `soak${String(i).padStart(3, '0')}`)
    const inserted = await db
      .insert(members)
      .values(
        usernames.map((username) => ({
          merchantId: Number(merchant.id),
          username,
          usernameKey: username,
          passwordHash: 'x',
          firstTimeLogin: false,
          testAccount: true,
        })),
      )
      .returning({ id: members.id, username: members.username })
    for (const m of inserted)
      await inTransaction(db, (tx) =>
        adjustAudited(
          tx,
          {
            merchantCode: MERCHANT,
            username: m.username,
            amountMinor: funding,
            reason: 'Soak funds',
            key: `soak-fund:${m.id}`,
          },
          { actor: 'bench:wallet-soak', actorType: 'local', actorId: null, ip: null },
        ),
      )
    const playerIds = inserted.map((m) => m.id)
    const expected = new Map(playerIds.map((id) => [id, funding]))

    const plan = Array.from({ length: BETS }, (_, i) => {
      const wins = Math.random() < WIN_SHARE
      return {
        i,
        playerId: playerIds[Math.floor(Math.random() * PLAYERS)] as number,
        amount: 1 + Math.floor(Math.random() * MAX_BET),
        duplicate: Math.random() < DUPLICATE_SHARE,
        win: wins ? 1 + Math.floor(Math.random() * MAX_WIN) : 0,
      }
    })

    const betLatencies: number[] = []
    const winLatencies: number[] = []
    const count = { calls: 0, redelivered: 0, serverErrors: 0, noAnswer: 0, duplicates: 0, unexpected: 0 }
    // The first few unexpected answers, for the failure message.
    const problems: string[] = []
    const problem = (text: string) => {
      if (count.unexpected++ < 20) problems.push(text)
    }

    /** One call, delivered again (same body, the other instance) while it gets no answer or a 5xx. */
    async function deliver(instance: number, path: string, payload: object) {
      const body = JSON.stringify(payload)
      const headers = { [SIGNATURE_HEADER]: sign(SECRET, body) }
      let at = instance
      for (let attempt = 1; attempt <= DELIVERY_TRIES; attempt++) {
        const t0 = performance.now()
        const res = await send(bases[at] as string, { path, body, headers, agent: agents[at] })
        const ms = performance.now() - t0
        count.calls++
        if (res.kind === 'answer' && res.status < 500) {
          const answer = res.status < 300 ? (res.json() as { value: { replayed: boolean } }).value : null
          return { status: res.status, text: res.text, replayed: answer?.replayed ?? null, ms, attempt }
        }
        if (res.kind === 'answer') count.serverErrors++
        else count.noAnswer++
        count.redelivered++
        at = 1 - at
      }
      throw new Error(`${path} ${body}: no answer below 500 after ${DELIVERY_TRIES} deliveries`)
    }

    let acceptedBets = 0
    let positiveWins = 0
    let done = 0
    const started = performance.now()
    async function soakOne(p: (typeof plan)[number]) {
      const home = p.i % 2
      const other = 1 - home
      const bet = {
        transactionId: `soak-bet-${p.i}`,
        roundId: `soak-round-${p.i}`,
        playerId: p.playerId,
        currency: CURRENCY,
        gameCode: 'inhouse_rng_002',
        amount: p.amount,
      }
      const path = '/provider/inhouse/bet'
      let answers: Awaited<ReturnType<typeof deliver>>[]
      if (!p.duplicate) answers = [await deliver(home, path, bet)]
      else if (p.i % 4 < 2) answers = await Promise.all([deliver(home, path, bet), deliver(other, path, bet)])
      else answers = [await deliver(home, path, bet), await deliver(other, path, bet)]
      betLatencies.push((answers[0] as { ms: number }).ms)
      if (p.duplicate) count.duplicates++
      const ok = answers.filter((a) => a.status >= 200 && a.status < 300)
      if (ok.length !== answers.length) {
        for (const a of answers) if (a.status >= 300) problem(`bet ${p.i}: ${a.status} ${a.text}`)
        // A refused delivery of a duplicated bet still leaves the other one's answer to count.
        if (ok.length === 0) return
      }
      // Exactly-once: of all answered deliveries of one bet, one posted and the others replayed; a
      // delivery made again after no answer may find its first attempt posted, and answer replayed.
      const fresh = ok.filter((a) => a.replayed === false).length
      const redelivered = answers.some((a) => a.attempt > 1)
      if (fresh > 1 || (fresh === 0 && !redelivered)) problem(`bet ${p.i}: ${fresh} of ${ok.length} deliveries posted`)
      acceptedBets++
      expected.set(p.playerId, (expected.get(p.playerId) ?? 0n) - BigInt(p.amount))

      const win = await deliver(other, '/provider/inhouse/win', {
        transactionId: `soak-win-${p.i}`,
        roundId: bet.roundId,
        playerId: p.playerId,
        amount: p.win,
      })
      winLatencies.push(win.ms)
      if (win.status >= 300) problem(`win ${p.i}: ${win.status} ${win.text}`)
      else {
        expected.set(p.playerId, (expected.get(p.playerId) ?? 0n) + BigInt(p.win))
        if (p.win > 0) positiveWins++
      }
    }
    await inParallel(plan.length, CONCURRENCY, async (k) => {
      await soakOne(plan[k] as (typeof plan)[number])
      if (++done % Math.max(1, Math.floor(BETS / 10)) === 0)
        console.error(`${done}/${BETS} bets, ${(done / ((performance.now() - started) / 1000)).toFixed(0)}/s`)
    })
    const seconds = (performance.now() - started) / 1000
    for (const a of agents) a.destroy()
    betLatencies.sort((a, b) => a - b)
    winLatencies.sort((a, b) => a - b)

    // The checks, over this process's own connection, after both instances have answered everything.
    const faults = await ledgerFaults(db)
    const soakMembers = sql`(select id from ${members} where username_key like 'soak%' and merchant_id = ${merchant.id})`
    const [negative] = await rows<{ n: number }>(
      sql`select count(*)::int as n from wallet_accounts where kind = 'member' and balance < 0`,
    )
    const balances = await rows<{ member_id: string; balance: string }>(
      sql`select member_id, balance from wallet_accounts
          where kind = 'member' and currency = ${CURRENCY} and member_id in ${soakMembers}`,
    )
    const actual = new Map(balances.map((b) => [Number(b.member_id), BigInt(b.balance)]))
    const off = playerIds.filter((id) => actual.get(id) !== expected.get(id))
    const [tx] = await rows<{ bets: number; wins: number; rollbacks: number }>(
      sql`select count(*) filter (where kind = 'bet')::int as bets,
                 count(*) filter (where kind = 'win')::int as wins,
                 count(*) filter (where kind = 'rollback')::int as rollbacks
          from wallet_transactions where member_id in ${soakMembers}`,
    )
    const [rounds] = await rows<{ settled: number; other: number }>(
      sql`select count(*) filter (where status = 'settled')::int as settled,
                 count(*) filter (where status <> 'settled')::int as other
          from game_rounds where member_id in ${soakMembers}`,
    )

    const checks: [string, boolean, string][] = [
      [
        '(a) every wallet transaction balances',
        faults.unbalancedTransactions === 0,
        `${faults.unbalancedTransactions} unbalanced`,
      ],
      [
        '(b) every account balance = sum of its entries',
        faults.driftedAccounts === 0,
        `${faults.driftedAccounts} drifted`,
      ],
      ['(c) no member balance below zero', negative?.n === 0, `${negative?.n} negative`],
      [
        "(d) each player's balance = funding − accepted bets + wins (client's figure)",
        off.length === 0,
        `${PLAYERS - off.length} of ${PLAYERS} match`,
      ],
      [
        '(e) bet transactions = distinct accepted bets',
        tx?.bets === acceptedBets,
        `${tx?.bets} transactions, ${acceptedBets} accepted bets`,
      ],
      [
        'every round settled once; win transactions = paid wins; nothing rolled back',
        rounds?.settled === acceptedBets && rounds?.other === 0 && tx?.wins === positiveWins && tx?.rollbacks === 0,
        `${rounds?.settled} settled, ${rounds?.other} not; ${tx?.wins} win transactions for ${positiveWins} paid wins; ${tx?.rollbacks} rollbacks`,
      ],
      [
        'every bet accepted, each posted once and replayed on redelivery',
        acceptedBets === BETS && count.unexpected === 0,
        `${acceptedBets} of ${BETS} accepted, ${count.duplicates} delivered twice, ${count.unexpected} unexpected answers`,
      ],
    ]
    passed = checks.every(([, ok]) => ok)

    const ms = (v: number) => v.toFixed(1)
    console.log(
      `\nParlor wallet soak, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC: PostgreSQL, 2 instances, ` +
        `${PLAYERS} players, ${BETS} bets of 1..${MAX_BET} minor units, ${CONCURRENCY} in flight; ` +
        `${count.duplicates} delivered twice, every round closed by a win call (${positiveWins} paid, the rest zero)\n`,
    )
    console.log('| measure | value |')
    console.log('|---|---:|')
    console.log(`| bets/s, each with its win call (both instances) | ${(BETS / seconds).toFixed(1)} |`)
    console.log(`| wallet calls/s (bets, second deliveries, wins) | ${(count.calls / seconds).toFixed(1)} |`)
    console.log(`| bet p50 / p99 ms | ${ms(percentile(betLatencies, 50))} / ${ms(percentile(betLatencies, 99))} |`)
    console.log(`| win p50 / p99 ms | ${ms(percentile(winLatencies, 50))} / ${ms(percentile(winLatencies, 99))} |`)
    console.log(`| duration s | ${seconds.toFixed(1)} |`)
    console.log(
      `| calls delivered again (no answer / 5xx) | ${count.redelivered} (${count.noAnswer} / ${count.serverErrors}) |`,
    )
    console.log('\n| check | result | |')
    console.log('|---|---|---|')
    for (const [name, ok, detail] of checks) console.log(`| ${name} | ${ok ? 'pass' : '**FAIL**'} | ${detail} |`)
    if (problems.length) console.error(`\n${problems.join('\n')}`)
    for (const id of off.slice(0, 10))
      console.error(`player ${id}: balance ${actual.get(id)}, client computed ${expected.get(id)}`)
  } finally {
    await Promise.all(apps.map((a) => a.stop()))
    await database.close()
    if (passed) await scratch.drop()
    else console.error(`\nThe database ${scratch.name} is kept for a look; drop it with DROP DATABASE ${scratch.name}.`)
  }
  if (!passed) {
    console.error('\nFAILED: the wallet drifted or answered unexpectedly (above).')
    process.exitCode = 1
  }
}
