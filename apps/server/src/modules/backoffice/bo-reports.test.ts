/**
 * Report figures against independent SQL on random data: random members (test accounts, trial
 * members, agents with teams), rounds across days, vendors, games and states, deposits and
 * withdrawals in every state, some just outside the range and around the merchant's midnight.
 * The checks below are written apart from bo-reports-repository.ts: days by converting each row's
 * time to the merchant's calendar date, sums per row in plain GROUP BY queries.
 */
import { formatMinor } from '@parlor/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { apiKeyFor, staffHeaders, staffSession } from '../../../test/staff.ts'
import {
  bankCards,
  deposits,
  gameRounds,
  games,
  members,
  merchants,
  paymentChannels,
  withdrawals,
} from '../../db/schema.ts'

const TZ = 'Asia/Manila'
const FROM = '2026-03-01'
const TO = '2026-03-20'
const SEED = Number(process.env.REPORT_SEED ?? Date.now() % 1_000_000)

/** mulberry32: reproducible from SEED, printed with every failure. */
function prng(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}
const rnd = prng(SEED)
const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1))
const pick = <T>(xs: readonly T[]): T => xs[int(0, xs.length - 1)] as T
/** A time from two days before the range to two days after, often near a Manila midnight. */
function randomTime(): Date {
  const day = Date.parse('2026-02-27T00:00:00+08:00') + int(0, 25) * 86_400_000
  const nearMidnight = rnd() < 0.3
  const offset = nearMidnight ? pick([0, 1, 59_999, 86_400_000 - 1, 86_400_000 - 60_000]) : int(0, 86_399_999)
  return new Date(day + offset)
}

const major = (minor: bigint | string | number) => formatMinor(BigInt(minor), { grouping: false })

let t: TestContext
let headers: Record<string, string>
let merchantId: number

type Rows<T> = { rows: T[] }
const q = async <T>(query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as Rows<T>).rows
const inRange = (col: string) => sql.raw(`(${col} at time zone '${TZ}')::date between date '${FROM}' and date '${TO}'`)
const dayOf = (col: string) => sql.raw(`to_char((${col} at time zone '${TZ}')::date, 'YYYY-MM-DD')`)

async function report(path: string, extra = '') {
  const res = await t.app.inject({ url: `/admin/reports/${path}?merchant=demo&from=${FROM}&to=${TO}${extra}`, headers })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}

async function seedRandom() {
  const db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchantId = m.id
  const hash = 'x'
  const made: { id: number; type: number }[] = []
  const agents: number[] = []
  for (let i = 0; i < 40; i++) {
    const type = i < 4 ? 1 : pick([0, 0, 0, 0, 2, 4])
    const parentId = i < 4 ? null : rnd() < 0.6 && agents.length ? pick(agents) : null
    const name = `r${SEED}_${i}`
    const [row] = await db
      .insert(members)
      .values({
        merchantId,
        username: name,
        usernameKey: name,
        passwordHash: hash,
        type,
        parentId,
        // The first top agent is a test account (left out with its whole team), the second is not.
        testAccount: i === 0 ? true : i === 1 ? false : rnd() < 0.2,
        regDate: randomTime(),
      })
      .returning({ id: members.id })
    if (!row) throw new Error('member insert')
    made.push({ id: row.id, type })
    if (type !== 0 && type !== 4) agents.push(row.id)
  }
  const players = made.filter((x) => x.type !== 4)
  const gameRows = await db.select({ vendor: games.vendorCode, code: games.gameCode }).from(games)
  const someGames = Array.from({ length: 12 }, () => pick(gameRows))
  someGames.push({ vendor: 'NO_SUCH_VENDOR', code: 'ghost' })
  for (let i = 0; i < 400; i++) {
    const who = pick(made)
    const g = pick(someGames)
    const bet = BigInt(int(0, 50_000))
    await db.insert(gameRounds).values({
      provider: g.vendor,
      roundId: `r${SEED}-${i}`,
      merchantId,
      memberId: who.id,
      gameCode: g.code,
      currency: who.type === 4 ? 'DEMO' : 'PHP',
      status: pick(['settled', 'settled', 'settled', 'open', 'rolled_back']),
      betMinor: bet,
      winMinor: BigInt(int(0, 2)) * BigInt(int(0, Number(bet))),
      createdAt: randomTime(),
    })
  }
  const channels = await db.select().from(paymentChannels).where(eq(paymentChannels.merchantId, merchantId))
  if (channels.length === 0) throw new Error('no payment channels')
  for (let i = 0; i < 150; i++) {
    const who = pick(players)
    const status = pick(['credited', 'credited', 'pending', 'declined', 'rejected', 'expired', 'review'])
    const amount = BigInt(int(100, 500_000))
    const channel = pick(channels)
    await db.insert(deposits).values({
      merchantId,
      memberId: who.id,
      channelId: channel.id,
      orderNo: `D${SEED}-${i}`,
      requestKey: `d${SEED}-${i}`,
      provider: channel.provider,
      status,
      amountMinor: amount,
      creditedMinor: status === 'credited' ? amount - BigInt(int(0, 50)) : null,
      currency: 'PHP',
      createdAt: randomTime(),
    })
  }
  for (let i = 0; i < 100; i++) {
    const who = pick(players)
    const [card] = await db
      .insert(bankCards)
      .values({
        merchantId,
        memberId: who.id,
        bankCode: 'BDO',
        bankName: 'BDO',
        accountName: 'x',
        accountNumber: `${SEED}${i}`,
      })
      .returning({ id: bankCards.id })
    if (!card) throw new Error('card insert')
    await db.insert(withdrawals).values({
      merchantId,
      memberId: who.id,
      orderNo: `W${SEED}-${i}`,
      requestKey: `w${SEED}-${i}`,
      bankCardId: card.id,
      status: pick(['paid', 'paid', 'pending', 'approved', 'rejected', 'cancelled', 'failed']),
      amountMinor: BigInt(int(100, 300_000)),
      currency: 'PHP',
      provider: pick([null, 'sandbox', 'manualpay']),
      createdAt: randomTime(),
    })
  }
}

beforeAll(async () => {
  t = await createTestApp()
  headers = staffHeaders(await staffSession(t.app, 'viewer'))
  await seedRandom()
}, 180_000)
afterAll(async () => t.close())

describe(`reports equal direct SQL sums (seed ${SEED})`, () => {
  it('GGR by day, vendor and game', async () => {
    // Rounds that count, as the check reads them: real players' money, not rolled back.
    const rounds = sql`(select g.* from game_rounds g join members m on m.id = g.member_id
      where g.merchant_id = ${merchantId} and m.test_account = false and g.currency = 'PHP'
        and g.status in ('settled', 'open')) r`
    for (const by of ['day', 'vendor', 'game'] as const) {
      const key =
        by === 'day'
          ? dayOf('r.created_at')
          : by === 'vendor'
            ? sql.raw('r.provider')
            : sql.raw("r.provider || ':' || r.game_code")
      const expected = await q<{ key: string; rounds: number; bets: string; wins: string }>(
        sql`select ${key} as key, count(*)::int as rounds, sum(r.bet_minor)::text as bets, sum(r.win_minor)::text as wins
          from ${rounds} where ${inRange('r.created_at')} group by 1 order by 1`,
      )
      const got = await report('ggr', `&by=${by}`)
      expect(expected.length).toBeGreaterThan(by === 'day' ? 10 : 1)
      expect(got.rows.map((r: { key: string; rounds: number; bets: string; wins: string; ggr: string }) => r)).toEqual(
        expected.map((e) => ({
          key: e.key,
          label: expect.any(String),
          rounds: Number(e.rounds),
          bets: major(e.bets),
          wins: major(e.wins),
          ggr: major(BigInt(e.bets) - BigInt(e.wins)),
        })),
      )
      const bets = expected.reduce((s, e) => s + BigInt(e.bets), 0n)
      const wins = expected.reduce((s, e) => s + BigInt(e.wins), 0n)
      expect(got.total).toEqual({
        rounds: expected.reduce((s, e) => s + Number(e.rounds), 0),
        bets: major(bets),
        wins: major(wins),
        ggr: major(bets - wins),
      })
    }
    const vendors = await report('ggr', '&by=vendor')
    expect(vendors.rows.find((r: { key: string }) => r.key === 'NO_SUCH_VENDOR')?.label).toBe('NO_SUCH_VENDOR')
  })

  it('deposits and withdrawals per day and channel', async () => {
    const expected = await q<{ day: string; channel: string; dn: number; da: string; wn: number; wa: string }>(
      sql`select day, channel, sum(dn)::int as dn, sum(da)::text as da, sum(wn)::int as wn, sum(wa)::text as wa from (
          select ${dayOf('d.created_at')} as day, c.code as channel, 1 as dn, d.credited_minor as da, 0 as wn, 0 as wa
          from deposits d join payment_channels c on c.id = d.channel_id join members m on m.id = d.member_id
          where d.merchant_id = ${merchantId} and d.status = 'credited' and m.test_account = false and ${inRange('d.created_at')}
          union all
          select ${dayOf('w.created_at')}, coalesce(w.provider, 'manual'), 0, 0, 1, w.amount_minor
          from withdrawals w join members m on m.id = w.member_id
          where w.merchant_id = ${merchantId} and w.status = 'paid' and m.test_account = false and ${inRange('w.created_at')}
        ) x group by day, channel order by day, channel`,
    )
    expect(expected.length).toBeGreaterThan(5)
    const got = await report('cashier')
    expect(got.rows).toEqual(
      expected.map((e) => ({
        day: e.day,
        channel: e.channel,
        deposits: Number(e.dn),
        depositAmount: major(e.da),
        withdrawals: Number(e.wn),
        withdrawalAmount: major(e.wa),
      })),
    )
  })

  it('new, active and depositing players per day', async () => {
    const count = async (query: ReturnType<typeof sql>) =>
      new Map((await q<{ day: string; n: number }>(query)).map((r) => [r.day, Number(r.n)]))
    const fresh = await count(
      sql`select ${dayOf('reg_date')} as day, count(*) as n from members
        where merchant_id = ${merchantId} and test_account = false and type <> 4 and ${inRange('reg_date')} group by 1`,
    )
    const active = await count(
      sql`select ${dayOf('g.created_at')} as day, count(distinct g.member_id) as n from game_rounds g
        join members m on m.id = g.member_id
        where g.merchant_id = ${merchantId} and m.test_account = false and g.currency = 'PHP'
          and g.status in ('settled', 'open') and ${inRange('g.created_at')} group by 1`,
    )
    const depositing = await count(
      sql`select ${dayOf('d.created_at')} as day, count(distinct d.member_id) as n from deposits d
        join members m on m.id = d.member_id
        where d.merchant_id = ${merchantId} and m.test_account = false and d.status = 'credited'
          and ${inRange('d.created_at')} group by 1`,
    )
    const got = await report('players')
    expect(got.rows).toHaveLength(20)
    expect(got.rows[0].day).toBe(FROM)
    expect(got.rows[19].day).toBe(TO)
    for (const r of got.rows)
      expect(r, r.day).toEqual({
        day: r.day,
        newPlayers: fresh.get(r.day) ?? 0,
        activePlayers: active.get(r.day) ?? 0,
        depositingPlayers: depositing.get(r.day) ?? 0,
      })
    expect([...active.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(0)
  })

  it('team figures per top agent', async () => {
    const tops = await q<{ id: string; username: string }>(
      sql`select id::text as id, username from members where merchant_id = ${merchantId} and parent_id is null
        and type not in (0, 4, 40) and test_account = false order by username_key, id`,
    )
    const all = await q<{ id: string; parent_id: string | null; test_account: boolean }>(
      sql`select id::text as id, parent_id::text as parent_id, test_account from members where merchant_id = ${merchantId}`,
    )
    // The team walked in JavaScript, not with a recursive query.
    const children = new Map<string, string[]>()
    for (const m of all) if (m.parent_id) children.set(m.parent_id, [...(children.get(m.parent_id) ?? []), m.id])
    const real = new Set(all.filter((m) => !m.test_account).map((m) => m.id))
    const got = await report('agents')
    expect(got.rows.map((r: { agent: string }) => r.agent)).toEqual(tops.map((a) => a.username))
    for (const top of tops) {
      const team: string[] = []
      const stack = [...(children.get(top.id) ?? [])]
      while (stack.length) {
        const id = stack.pop() as string
        if (real.has(id)) team.push(id)
        stack.push(...(children.get(id) ?? []))
      }
      const ids = team.length ? sql.raw(team.join(', ')) : sql.raw('null')
      const [dep] = await q<{ s: string }>(
        sql`select coalesce(sum(credited_minor), 0)::text as s from deposits
          where member_id in (${ids}) and status = 'credited' and ${inRange('created_at')}`,
      )
      const [bet] = await q<{ b: string; w: string }>(
        sql`select coalesce(sum(bet_minor), 0)::text as b, coalesce(sum(win_minor), 0)::text as w from game_rounds
          where member_id in (${ids}) and currency = 'PHP' and status in ('settled', 'open') and ${inRange('created_at')}`,
      )
      expect(got.rows.find((r: { agent: string }) => r.agent === top.username)).toEqual({
        agent: top.username,
        teamMembers: team.length,
        deposits: major(dep?.s ?? 0),
        bets: major(bet?.b ?? 0),
        ggr: major(BigInt(bet?.b ?? 0) - BigInt(bet?.w ?? 0)),
      })
    }
  })
})

describe('report ranges and access', () => {
  it('refuses a reversed range, a day that does not exist and more than 366 days', async () => {
    const ask = (from: string, to: string) =>
      t.app.inject({ url: `/admin/reports/ggr?merchant=demo&from=${from}&to=${to}`, headers })
    expect((await ask('2026-03-02', '2026-03-01')).json().errorCode).toBe('report_range_invalid')
    expect((await ask('2026-02-30', '2026-03-01')).json().errorCode).toBe('report_range_invalid')
    const long = await ask('2025-01-01', '2026-01-02')
    expect(long.statusCode).toBe(400)
    expect(long.json().errorCode).toBe('report_range_too_long')
    expect((await ask('2025-01-01', '2026-01-01')).statusCode).toBe(200)
  })

  it('needs reports.read and a merchant in scope', async () => {
    const url = `/admin/reports/players?merchant=demo&from=${FROM}&to=${TO}`
    expect((await t.app.inject({ url })).statusCode).toBe(401)
    const demo2 = await apiKeyFor(t.app, 'readOnly', ['demo2'])
    const res = await t.app.inject({ url, headers: { 'x-admin-token': demo2 } })
    expect(res.statusCode).toBe(404)
    expect(res.json().errorCode).toBe('merchant_not_found')
  })
})
