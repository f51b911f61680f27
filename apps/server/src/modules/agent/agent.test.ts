import { randomBytes } from 'node:crypto'
import {
  contractInfoSchema,
  downlineListSchema,
  fundsConsolidatedSchema,
  rebateIncomeSchema,
  rebateRatesSchema,
  teamKpiASchema,
  teamKpiBSchema,
  teamKpiCSchema,
  type TeamKpiFooter,
} from '@parlor/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { testClock } from '../../../test/clock.ts'
import type { Db } from '../../db/client.ts'
import {
  agentRebateRates,
  agentTransfers,
  gameRounds,
  games,
  members,
  merchants,
  sessions,
  walletAccounts,
  walletEntries,
  walletTransactions,
} from '../../db/schema.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { ensureAccount, memberBalance } from '../wallet/ledger.ts'

let t: TestContext
let db: Db
// The seed stamps its activity with the real time; the app's clock starts there too.
const clock = testClock(new Date())
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  db = t.database.db
})
afterAll(() => t.close())

// ---------- helpers ----------

type Json = Record<string, unknown>
const call = (method: 'GET' | 'POST', url: string, token: string | null, payload?: Json, merchant?: string) =>
  t.app.inject({
    method,
    url,
    headers: {
      language: 'EN',
      ...(token ? { authorization: token } : {}),
      ...(merchant ? { merchant } : {}),
    },
    ...(payload ? { payload } : {}),
  })
const get = (url: string, token: string | null, merchant?: string) => call('GET', url, token, undefined, merchant)
const post = (url: string, token: string | null, payload: Json, merchant?: string) =>
  call('POST', url, token, payload, merchant)

async function merchantOf(code: string) {
  const [m] = await db.select().from(merchants).where(eq(merchants.code, code))
  if (!m) throw new Error(`no merchant ${code}`)
  return m
}
async function memberNamed(username: string, merchantCode = 'demo') {
  const m = await merchantOf(merchantCode)
  const [row] = await db
    .select()
    .from(members)
    .where(and(eq(members.merchantId, m.id), eq(members.usernameKey, username.toLowerCase())))
  if (!row) throw new Error(`no member ${username}`)
  return row
}
/** A session token for a member, as the login would hand out (without spending an Argon2 check). */
const tokenFor = (memberId: number, merchantId: number) => sessionTokenFor(db, memberId, merchantId, clock.now())
async function tokenOf(username: string, merchantCode = 'demo') {
  const m = await memberNamed(username, merchantCode)
  return tokenFor(m.id, m.merchantId)
}
async function balanceOf(username: string, merchantCode = 'demo') {
  const m = await memberNamed(username, merchantCode)
  const mer = await merchantOf(merchantCode)
  return (await memberBalance(db, m.id, mer.currency)) ?? 0n
}
let serial = 0
async function addMember(
  merchantId: number,
  parentId: number | null,
  type = 0,
  regDate = new Date('2026-01-01T00:00:00Z'),
) {
  serial += 1
  const username = `t${serial}${randomBytes(3).toString('hex')}`
  const [row] = await db
    .insert(members)
    .values({
      merchantId,
      username,
      usernameKey: username,
      passwordHash: 'x',
      type,
      parentId,
      regDate,
      firstTimeLogin: false,
    })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}
/** Money for a test member from the adjustments account, posted now (not a KPI range under test). */
async function fund(memberId: number, merchantId: number, currency: string, minor: bigint, at = clock.now()) {
  await postedAt({ memberId, merchantId, currency, minor, kind: 'seed', at })
}
/**
 * A balanced ledger posting with a chosen time. Postings made through the ledger carry the
 * database's clock, so KPI fixtures on past days are written as the ledger would have written them.
 */
async function postedAt(p: {
  memberId: number
  merchantId: number
  currency: string
  minor: bigint
  kind: string
  at: Date
}) {
  await db.transaction(async (tx) => {
    const member = await ensureAccount(tx, {
      merchantId: p.merchantId,
      kind: 'member',
      memberId: p.memberId,
      currency: p.currency,
    })
    const other = await ensureAccount(tx, { merchantId: p.merchantId, kind: 'adjustments', currency: p.currency })
    const [x] = await tx
      .insert(walletTransactions)
      .values({
        merchantId: p.merchantId,
        idempotencyKey: `test:${randomBytes(8).toString('hex')}`,
        kind: p.kind,
        requestHash: 'test',
        memberId: p.memberId,
        createdAt: p.at,
      })
      .returning({ id: walletTransactions.id })
    const id = x?.id as number
    await tx.insert(walletEntries).values([
      { transactionId: id, accountId: member, amount: p.minor, balanceAfter: 0n },
      { transactionId: id, accountId: other, amount: -p.minor, balanceAfter: 0n },
    ])
    // Keep the wallet balance in step with the entries, as the ledger does.
    await tx
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} + ${p.minor.toString()}::bigint` })
      .where(eq(walletAccounts.id, member))
    await tx
      .update(walletAccounts)
      .set({ balance: sql`${walletAccounts.balance} - ${p.minor.toString()}::bigint` })
      .where(eq(walletAccounts.id, other))
  })
}

// ---------- the independent KPI computation ----------

/** YYYY-MM-DD of an instant in a time zone, by the JavaScript runtime's own tz data. */
const localDay = (d: Date, tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d)
/** The first millisecond of `day` in `tz`, found by bisection over localDay (no offset arithmetic). */
function midnight(day: string, tz: string): Date {
  let lo = Date.parse(`${day}T00:00:00Z`) - 20 * 3_600_000
  let hi = Date.parse(`${day}T00:00:00Z`) + 20 * 3_600_000
  while (hi - lo > 1) {
    const mid = Math.floor((lo + hi) / 2)
    if (localDay(new Date(mid), tz) >= day) hi = mid
    else lo = mid
  }
  return new Date(hi)
}
const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10)

interface Expected {
  logins: Set<number>
  bettors: Set<number>
  regs: number
  deposit: bigint
  withdraw: bigint
  bet: bigint
  win: bigint
}
const empty = (): Expected => ({
  logins: new Set(),
  bettors: new Set(),
  regs: 0,
  deposit: 0n,
  withdraw: 0n,
  bet: 0n,
  win: 0n,
})
const major = (minor: bigint) => Number(minor) / 100

/** Reads raw rows and sums them per member in JavaScript: no SQL aggregation, no AT TIME ZONE. */
async function expectedKpis(agentId: number, merchantId: number, start: string, end: string) {
  const m = (await db.select().from(merchants).where(eq(merchants.id, merchantId)))[0]
  if (!m) throw new Error('merchant')
  const tz = m.timeZone
  const all = await db
    .select({ id: members.id, parentId: members.parentId, regDate: members.regDate })
    .from(members)
    .where(eq(members.merchantId, merchantId))
  const children = new Map<number, number[]>()
  for (const r of all) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id])
  const branchOf = new Map<number, number>()
  const walk = (id: number, branch: number) => {
    for (const c of children.get(id) ?? []) {
      branchOf.set(c, branch)
      walk(c, branch)
    }
  }
  for (const direct of children.get(agentId) ?? []) {
    branchOf.set(direct, direct)
    walk(direct, direct)
  }
  const inRange = (d: Date) => {
    const day = localDay(d, tz)
    return day >= start && day <= end ? day : null
  }
  const total = empty()
  const byDay = new Map<string, Expected>()
  const byBranch = new Map<number, Expected>()
  const groups = (memberId: number, day: string) => {
    const b = branchOf.get(memberId) as number
    if (!byDay.has(day)) byDay.set(day, empty())
    if (!byBranch.has(b)) byBranch.set(b, empty())
    return [total, byDay.get(day) as Expected, byBranch.get(b) as Expected]
  }
  for (const r of all) {
    const day = inRange(r.regDate)
    if (branchOf.has(r.id) && day) for (const g of groups(r.id, day)) g.regs += 1
  }
  for (const s of await db.select().from(sessions)) {
    const day = inRange(s.createdAt)
    if (branchOf.has(s.memberId) && day) for (const g of groups(s.memberId, day)) g.logins.add(s.memberId)
  }
  for (const r of await db.select().from(gameRounds)) {
    const day = inRange(r.createdAt)
    if (!branchOf.has(r.memberId) || !day || r.status === 'rolled_back' || r.currency !== m.currency) continue
    for (const g of groups(r.memberId, day)) {
      g.bettors.add(r.memberId)
      g.bet += r.betMinor
      g.win += r.winMinor
    }
  }
  const entries = await db
    .select({
      memberId: walletAccounts.memberId,
      currency: walletAccounts.currency,
      amount: walletEntries.amount,
      kind: walletTransactions.kind,
      at: walletTransactions.createdAt,
    })
    .from(walletEntries)
    .innerJoin(walletAccounts, eq(walletAccounts.id, walletEntries.accountId))
    .innerJoin(walletTransactions, eq(walletTransactions.id, walletEntries.transactionId))
  for (const e of entries) {
    const day = inRange(e.at)
    if (!e.memberId || !branchOf.has(e.memberId) || !day || e.currency !== m.currency) continue
    if (e.amount > 0n && (e.kind === 'adjustment' || e.kind === 'deposit'))
      for (const g of groups(e.memberId, day)) g.deposit += e.amount
    if (e.amount < 0n && (e.kind === 'adjustment' || e.kind === 'withdraw'))
      for (const g of groups(e.memberId, day)) g.withdraw -= e.amount
  }
  const now = clock.now()
  const online = new Set(
    (await db.select().from(sessions))
      .filter((s) => branchOf.has(s.memberId) && !s.revokedAt && s.expiresAt > now && s.idleExpiresAt > now)
      .map((s) => s.memberId),
  )
  return { total, byDay, byBranch, teamSize: branchOf.size, online: online.size }
}

const row = (e: Expected) => ({
  loginMemberCount: e.logins.size,
  betMemberCount: e.bettors.size,
  registerMemberCount: e.regs,
  deposit: major(e.deposit),
  withdraw: major(e.withdraw),
  bet: major(e.bet),
  win: major(e.win),
  profit: major(e.win - e.bet),
})

async function checkKpis(agentId: number, merchantCode: string, token: string, start: string, end: string) {
  const mer = await merchantOf(merchantCode)
  const exp = await expectedKpis(agentId, mer.id, start, end)
  const q = `startDate=${start}&endDate=${end}&size=100`
  const a = await get(`/wps/relay/ODSFE2_TeamKPIA?${q}`, token, merchantCode)
  expect(a.statusCode, a.body).toBe(200)
  const footer = teamKpiASchema.parse(a.json().value).footer
  const e = row(exp.total)
  expect(footer).toMatchObject<Partial<TeamKpiFooter>>({
    teamMemberCount: exp.teamSize,
    teamLoginMemberCount: e.loginMemberCount,
    teamBetMemberCount: e.betMemberCount,
    teamRegisterMemberCount: e.registerMemberCount,
    teamOnlineCount: exp.online,
    teamDeposit: e.deposit,
    teamWithdraw: e.withdraw,
    teamBet: e.bet,
    teamWin: e.win,
    teamProfit: e.profit,
    timeZone: mer.timeZone,
  })
  const b = teamKpiBSchema.parse((await get(`/wps/relay/ODSFE2_TeamKPIB?${q}`, token, merchantCode)).json().value)
  expect(b.footer).toEqual(footer)
  const days: string[] = []
  for (let d = end; d >= start; d = addDays(d, -1)) days.push(d)
  expect(b.list.map((r) => r.date)).toEqual(days)
  for (const r of b.list) expect(r).toEqual({ date: r.date, ...row(exp.byDay.get(r.date) ?? empty()) })
  const c = teamKpiCSchema.parse((await get(`/wps/relay/ODSFE2_teamKPIC?${q}`, token, merchantCode)).json().value)
  expect(c.footer).toEqual(footer)
  for (const r of c.list) {
    const { memberId, account: _a, type: _t, teamSize: _s, ...figures } = r
    expect(figures).toEqual(row(exp.byBranch.get(memberId) ?? empty()))
  }
  return { footer, exp }
}

/** Small deterministic PRNG, so a failing case can be replayed from its seed. */
function prng(seed: number) {
  let a = seed
  const next = () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296
  }
  return { next, int: (lo: number, hi: number) => lo + Math.floor(next() * (hi - lo + 1)) }
}

/** A random tree under a new agent with activity around the range, including on its day boundaries. */
async function randomTeam(seed: number, merchantCode: string, start: string, end: string) {
  const r = prng(seed)
  const mer = await merchantOf(merchantCode)
  const tz = mer.timeZone
  const agent = await addMember(mer.id, null, 1)
  const nodes = [agent]
  const size = r.int(3, 12)
  for (let i = 0; i < size; i++) {
    const parent = nodes[r.int(0, nodes.length - 1)] as typeof agent
    const from = midnight(addDays(start, -3), tz).getTime()
    const to = midnight(addDays(end, 3), tz).getTime()
    nodes.push(await addMember(mer.id, parent.id, r.int(0, 3) === 0 ? 2 : 0, new Date(r.int(from, to))))
  }
  const team = nodes.slice(1)
  // Moments: random ones around the range plus each boundary's last and first millisecond.
  const first = midnight(start, tz).getTime()
  const after = midnight(addDays(end, 1), tz).getTime()
  const moments = [first, first - 1, after, after - 1]
  const randomMoment = () =>
    r.next() < 0.3
      ? (moments[r.int(0, moments.length - 1)] as number)
      : r.int(first - 2 * 86_400_000, after + 2 * 86_400_000)
  // The agent's own activity never counts.
  for (const who of [agent, ...team]) {
    await fund(who.id, mer.id, mer.currency, 10_000_000n, new Date('2026-01-02T00:00:00Z'))
    for (let k = r.int(0, 4); k > 0; k--) {
      const at = new Date(randomMoment())
      await db.insert(sessions).values({
        tokenHash: sha256Hex(randomBytes(16).toString('hex')),
        memberId: who.id,
        merchantId: mer.id,
        loginType: 'username',
        createdAt: at,
        lastSeenAt: at,
        idleExpiresAt: new Date(at.getTime() + 600_000),
        expiresAt: new Date(at.getTime() + 600_000),
      })
    }
    for (let k = r.int(0, 4); k > 0; k--) {
      const status = (['settled', 'settled', 'open', 'rolled_back'] as const)[r.int(0, 3)]
      const bet = BigInt(r.int(1, 50_000))
      await db.insert(gameRounds).values({
        provider: 'TEST',
        roundId: `kpi-${randomBytes(8).toString('hex')}`,
        merchantId: mer.id,
        memberId: who.id,
        gameCode: 'test_game',
        // Now and then a round in another currency, which the team's figures leave out.
        currency: r.next() < 0.1 ? 'DEMO' : mer.currency,
        status,
        betMinor: bet,
        winMinor: status === 'settled' ? BigInt(r.int(0, 90_000)) : 0n,
        createdAt: new Date(randomMoment()),
      })
    }
    for (let k = r.int(0, 3); k > 0; k--) {
      const kind =
        (['adjustment', 'adjustment', 'deposit', 'withdraw', 'transfer', 'seed'] as const)[r.int(0, 5)] ?? 'seed'
      const sign = kind === 'withdraw' || (kind === 'adjustment' && r.next() < 0.3) ? -1n : 1n
      await postedAt({
        memberId: who.id,
        merchantId: mer.id,
        currency: mer.currency,
        minor: sign * BigInt(r.int(1, 200_000)),
        kind,
        at: new Date(randomMoment()),
      })
    }
  }
  // One team member is online right now.
  if (team[0]) await tokenFor(team[0].id, mer.id)
  return { agent, team, token: await tokenFor(agent.id, mer.id) }
}

// ---------- tests ----------

describe('team KPIs', () => {
  it('match an independent per-member computation for random teams and ranges (merchant time zone)', async () => {
    const cases: [number, string, string, string][] = [
      [1, 'demo', '2026-10-05', '2026-10-05'],
      [2, 'demo', '2026-10-10', '2026-10-16'],
      [3, 'demo', '2026-09-28', '2026-10-03'],
      // New York leaves daylight saving time on 2026-11-01: that day has 25 hours.
      [4, 'demo2', '2026-10-30', '2026-11-02'],
      [5, 'demo2', '2026-11-01', '2026-11-01'],
      [6, 'demo', '2026-10-20', '2026-10-21'],
    ]
    for (const [seed, merchant, start, end] of cases) {
      const team = await randomTeam(seed, merchant, start, end)
      const { footer } = await checkKpis(team.agent.id, merchant, team.token, start, end)
      expect(footer.teamMemberCount).toBe(team.team.length)
      expect(footer.teamOnlineCount).toBe(1)
    }
  })

  it('counts an event at local midnight for the new day, one millisecond earlier for the old one', async () => {
    const mer = await merchantOf('demo')
    const agent = await addMember(mer.id, null, 1)
    const kid = await addMember(mer.id, agent.id, 0)
    const token = await tokenFor(agent.id, mer.id)
    // Manila midnight of 2026-10-08 is 2026-10-07T16:00:00Z.
    await postedAt({
      memberId: kid.id,
      merchantId: mer.id,
      currency: mer.currency,
      minor: 1_000n,
      kind: 'adjustment',
      at: new Date('2026-10-07T16:00:00.000Z'),
    })
    await postedAt({
      memberId: kid.id,
      merchantId: mer.id,
      currency: mer.currency,
      minor: 2_000n,
      kind: 'adjustment',
      at: new Date('2026-10-07T15:59:59.999Z'),
    })
    const day = async (d: string) =>
      teamKpiASchema.parse(
        (await get(`/wps/relay/ODSFE2_TeamKPIA?startDate=${d}&endDate=${d}&size=0`, token)).json().value,
      ).footer.teamDeposit
    expect(await day('2026-10-08')).toBe(10)
    expect(await day('2026-10-07')).toBe(20)
  })

  it("shows the seeded team's activity today on the demo agent's home", async () => {
    const agent = await memberNamed('agent')
    const token = await tokenOf('agent')
    const today = localDay(clock.now(), 'Asia/Manila')
    const { footer } = await checkKpis(agent.id, 'demo', token, today, today)
    // The seed's documented figures (db/seed/agent.ts, /tmp/helpers/agent-api.md).
    expect(footer).toMatchObject({
      teamMemberCount: 9,
      teamRegisterMemberCount: 1,
      teamLoginMemberCount: 4,
      teamBetMemberCount: 3,
      teamOnlineCount: 1,
      teamDeposit: 5500,
      teamWithdraw: 0,
      teamBet: 370,
      teamWin: 400,
      teamProfit: 30,
      currency: 'PHP',
    })
    const week = await checkKpis(agent.id, 'demo', token, addDays(today, -6), today)
    expect(week.footer.teamBet).toBeGreaterThan(footer.teamBet)
  })

  it('refuses impossible, reversed and too long ranges', async () => {
    const token = await tokenOf('agent')
    const kpi = (s: string, e: string) => get(`/wps/relay/ODSFE2_TeamKPIA?startDate=${s}&endDate=${e}&size=0`, token)
    expect((await kpi('2026-02-30', '2026-03-01')).json()).toMatchObject({
      success: false,
      errorCode: 'agent.date.invalid',
    })
    expect((await kpi('2026-03-02', '2026-03-01')).json()).toMatchObject({ errorCode: 'agent.date.order' })
    const long = (await kpi('2026-01-01', '2026-06-01')).json()
    expect(long).toMatchObject({ errorCode: 'agent.date.span' })
    expect(long.message).toContain('92')
    expect((await kpi('2026-01-01', '2026-04-02')).statusCode).toBe(200)
    expect((await kpi('26-01-01', '2026-01-02')).json()).toMatchObject({
      success: false,
      errorCode: 'request_param_err',
    })
  })
})

describe('who may use the agent calls', () => {
  it('refuses players, trial members and anonymous callers', async () => {
    const today = localDay(clock.now(), 'Asia/Manila')
    const url = `/wps/relay/ODSFE2_TeamKPIA?startDate=${today}&endDate=${today}&size=0`
    const player = await get(url, await tokenOf('demo'))
    expect(player.statusCode).toBe(403)
    expect(player.json()).toMatchObject({ success: false, errorCode: 'agent.permission.denied' })
    expect(player.json().message).toContain('does not have permission')
    expect((await get('/wps/agent/downlines', await tokenOf('lina'))).json().errorCode).toBe('agent.permission.denied')
    const trial = await get(url, await tokenOf('trial_demo'))
    expect(trial.json().errorCode).toBe('in_need_true_account')
    expect((await get(url, null)).statusCode).toBe(401)
    const mer = await merchantOf('demo')
    const forty = await addMember(mer.id, null, 40)
    expect((await get(url, await tokenFor(forty.id, mer.id))).json().errorCode).toBe('agent.permission.denied')
    const fortyOne = await addMember(mer.id, null, 41)
    expect((await get(url, await tokenFor(fortyOne.id, mer.id))).statusCode).toBe(200)
  })
})

describe('downlines', () => {
  it('lists the whole team with balances, levels and search; direct only on request', async () => {
    const token = await tokenOf('agent')
    const all = downlineListSchema.parse((await get('/wps/agent/downlines?pageSize=100', token)).json().value)
    const names = all.list.map((d) => d.account)
    for (const n of ['lina', 'marco', 'jun', 'subagent', 'rico', 'andrea', 'carla']) expect(names).toContain(n)
    expect(names).not.toContain('agent')
    expect(names).not.toContain('demo')
    const rico = all.list.find((d) => d.account === 'rico')
    expect(rico).toMatchObject({ level: 2, direct: false, parentAccount: 'subagent', currency: 'PHP' })
    expect(rico?.balance).toBe(Number(await balanceOf('rico')) / 100)
    const andrea = all.list.find((d) => d.account === 'andrea')
    expect(andrea?.online).toBe(true)
    expect(andrea?.lastLoginDate).toBeGreaterThan(0)
    const direct = downlineListSchema.parse(
      (await get('/wps/relay/ODSFE2_Subordinate?direct=1&pageSize=100', token)).json().value,
    )
    expect(direct.list.every((d) => d.direct && d.level === 1)).toBe(true)
    expect(direct.list.map((d) => d.account)).toContain('subagent')
    const search = downlineListSchema.parse((await get('/wps/agent/downlines?account=RIC', token)).json().value)
    expect(search.list.map((d) => d.account)).toEqual(['rico'])
    // LIKE wildcards are searched for literally.
    expect(
      downlineListSchema.parse((await get('/wps/agent/downlines?account=%25', token)).json().value).totalCount,
    ).toBe(0)
    const page = downlineListSchema.parse((await get('/wps/agent/downlines?pageSize=2&pageNo=2', token)).json().value)
    expect(page).toMatchObject({ pageNum: 2, totalCount: all.totalCount, totalPages: Math.ceil(all.totalCount / 2) })
    expect(page.list.map((d) => d.account)).toEqual(all.list.slice(2, 4).map((d) => d.account))
  })

  it('shows a sub-agent only its own branch', async () => {
    const sub = downlineListSchema.parse(
      (await get('/wps/agent/downlines?pageSize=100', await tokenOf('subagent'))).json().value,
    )
    const names = sub.list.map((d) => d.account).sort()
    expect(names).toEqual(expect.arrayContaining(['rico', 'andrea', 'benito']))
    for (const n of ['lina', 'marco', 'jun', 'agent', 'carla', 'dante']) expect(names).not.toContain(n)
  })
})

describe('opening an account for a downline', () => {
  it('applies the merchant rules, hashes with Argon2 and puts the member under the agent', async () => {
    const token = await tokenOf('agent')
    const open = (body: Json) => post('/wps/agent/downline', token, body)
    const bad = await open({ username: '1x', password: 'goodpass99', confirmPassword: 'goodpass99' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } })
    const short = await open({ username: 'newkid1', password: 'short', confirmPassword: 'short' })
    expect(short.json()).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'password' } })
    const mismatch = await open({ username: 'newkid1', password: 'goodpass99', confirmPassword: 'goodpass98' })
    expect(mismatch.json()).toMatchObject({ value: { field: 'confirmPassword' } })
    expect(
      (await open({ username: 'LINA', password: 'goodpass99', confirmPassword: 'goodpass99' })).json(),
    ).toMatchObject({
      errorCode: 'username.exists',
    })
    const made = await open({ username: 'newkid1', password: 'goodpass99', confirmPassword: 'goodpass99' })
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().value).toMatchObject({ account: 'newkid1', type: 0, affiliateCode: null })
    const row = await memberNamed('newkid1')
    expect(row.parentId).toBe((await memberNamed('agent')).id)
    expect(row.passwordHash).toMatch(/^\$argon2id\$/)
    const login = await t.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: 'newkid1', password: 'goodpass99', type: 'username' },
    })
    expect(login.json().value).toMatchObject({ customerType: 0, firstTimeLogin: true })
    const agentKid = await open({
      username: 'newagent1',
      password: 'goodpass99',
      confirmPassword: 'goodpass99',
      accountType: 'agent',
    })
    expect(agentKid.json().value).toMatchObject({ type: 1, affiliateCode: expect.stringMatching(/^[A-Z2-9]{8}$/) })
    expect(
      (
        await post('/wps/agent/downline', await tokenOf('demo'), {
          username: 'nope1',
          password: 'goodpass99',
          confirmPassword: 'goodpass99',
        })
      ).statusCode,
    ).toBe(403)
  })
})

describe('transfers to downlines', () => {
  it('moves money from the agent to a downline at any depth through the ledger', async () => {
    const token = await tokenOf('agent')
    const rico = await memberNamed('rico')
    const [a0, r0] = [await balanceOf('agent'), await balanceOf('rico')]
    const res = await post('/wps/agent/transferDownline', token, {
      downlineId: rico.id,
      amount: '12.34',
      requestKey: 'tr-depth-0001',
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({
      amount: 12.34,
      account: 'rico',
      replayed: false,
      balance: Number(a0 - 1234n) / 100,
      downlineBalance: Number(r0 + 1234n) / 100,
    })
    expect(await balanceOf('agent')).toBe(a0 - 1234n)
    expect(await balanceOf('rico')).toBe(r0 + 1234n)
    const [x] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, res.json().value.transactionId))
    expect(x?.kind).toBe('transfer')
  })

  it('refuses members outside the tree: sibling branch, upline, strangers, other merchants', async () => {
    const sub = await tokenOf('subagent')
    const before = await balanceOf('subagent')
    const targets = [
      await memberNamed('lina'),
      await memberNamed('agent'),
      await memberNamed('demo'),
      await memberNamed('mia', 'demo2'),
      await memberNamed('subagent'),
    ]
    for (const [i, m] of targets.entries()) {
      const res = await post('/wps/agent/transferDownline', sub, {
        downlineId: m.id,
        amount: 1,
        requestKey: `tr-out-000${i}`,
      })
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe('agent.member.not.in.team')
    }
    const multi = await post('/wps/agent/transferMultipleDownline', sub, {
      transfers: [
        { downlineId: (await memberNamed('rico')).id, amount: 1 },
        { downlineId: (await memberNamed('lina')).id, amount: 1 },
      ],
      requestKey: 'tr-out-multi',
    })
    expect(multi.json().errorCode).toBe('agent.member.not.in.team')
    expect(await balanceOf('subagent')).toBe(before)
    // Nor can it read them.
    const list = downlineListSchema.parse((await get('/wps/agent/downlines?account=lina', sub)).json().value)
    expect(list.totalCount).toBe(0)
  })

  it('validates amounts', async () => {
    const token = await tokenOf('agent')
    const lina = await memberNamed('lina')
    for (const amount of [0, -5, '1.234', 'abc', 0.1 + 0.2]) {
      const res = await post('/wps/agent/transferDownline', token, {
        downlineId: lina.id,
        amount,
        requestKey: `tr-amt-${String(amount).replace(/[^0-9a-z]/g, '')}x`,
      })
      expect(res.statusCode).toBe(400)
      expect(['agent.amount.invalid', 'request_param_err']).toContain(res.json().errorCode)
    }
  })

  it('is idempotent by request key, also when the same call arrives twice at once', async () => {
    const token = await tokenOf('agent')
    const marco = await memberNamed('marco')
    const before = await balanceOf('marco')
    const body = { downlineId: marco.id, amount: 5, requestKey: 'tr-idem-00001' }
    const [one, two] = await Promise.all([
      post('/wps/agent/transferDownline', token, body),
      post('/wps/agent/transferDownline', token, body),
    ])
    expect([one.statusCode, two.statusCode]).toEqual([200, 200])
    expect(one.json().value.transactionId).toBe(two.json().value.transactionId)
    expect([one.json().value.replayed, two.json().value.replayed].sort()).toEqual([false, true])
    expect(await balanceOf('marco')).toBe(before + 500n)
    const again = await post('/wps/agent/transferDownline', token, body)
    expect(again.json().value).toMatchObject({ replayed: true, transactionId: one.json().value.transactionId })
    const other = await post('/wps/agent/transferDownline', token, { ...body, amount: 6 })
    expect(other.statusCode).toBe(409)
    expect(other.json().errorCode).toBe('idempotency.conflict')
    expect(await balanceOf('marco')).toBe(before + 500n)
    const rows = await db.select().from(agentTransfers).where(eq(agentTransfers.requestKey, 'tr-idem-00001'))
    expect(rows).toHaveLength(1)
  })

  it('never overspends when transfers race', async () => {
    const mer = await merchantOf('demo')
    const agent = await addMember(mer.id, null, 1)
    const kids = [await addMember(mer.id, agent.id), await addMember(mer.id, agent.id)]
    await fund(agent.id, mer.id, mer.currency, 100_000n)
    const token = await tokenFor(agent.id, mer.id)
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        post('/wps/agent/transferDownline', token, {
          downlineId: (kids[i % 2] as typeof agent).id,
          amount: 300,
          requestKey: `race-${agent.id}-${i}`,
        }),
      ),
    )
    const okCount = results.filter((r) => r.statusCode === 200).length
    expect(okCount).toBe(3)
    for (const r of results.filter((x) => x.statusCode !== 200))
      expect(r.json().errorCode).toBe('wallet.insufficient.balance')
    expect(await memberBalance(db, agent.id, mer.currency)).toBe(10_000n)
    const got =
      ((await memberBalance(db, (kids[0] as typeof agent).id, mer.currency)) ?? 0n) +
      ((await memberBalance(db, (kids[1] as typeof agent).id, mer.currency)) ?? 0n)
    expect(got).toBe(90_000n)
  })

  it('sends to several downlines in one all-or-nothing call', async () => {
    const mer = await merchantOf('demo')
    const agent = await addMember(mer.id, null, 1)
    const a = await addMember(mer.id, agent.id)
    const b = await addMember(mer.id, a.id)
    await fund(agent.id, mer.id, mer.currency, 50_000n)
    const token = await tokenFor(agent.id, mer.id)
    const send = (transfers: Json[], requestKey: string) =>
      post('/wps/agent/transferMultipleDownline', token, { transfers, requestKey })
    const dup = await send(
      [
        { downlineId: a.id, amount: 1 },
        { downlineId: a.id, amount: 2 },
      ],
      'multi-dup-01',
    )
    expect(dup.json().errorCode).toBe('agent.transfer.duplicate')
    const tooMuch = await send(
      [
        { downlineId: a.id, amount: 300 },
        { downlineId: b.id, amount: 300 },
      ],
      'multi-much-01',
    )
    expect(tooMuch.json().errorCode).toBe('wallet.insufficient.balance')
    expect(await memberBalance(db, a.id, mer.currency)).toBeNull()
    expect(await memberBalance(db, agent.id, mer.currency)).toBe(50_000n)
    // The refused call left no trace of its key: it can be reused.
    const good = await send(
      [
        { downlineId: a.id, amount: '100.50' },
        { downlineId: b.id, amount: 99.5 },
      ],
      'multi-much-01',
    )
    expect(good.statusCode, good.body).toBe(200)
    expect(good.json().value).toMatchObject({ totalAmount: 200, balance: 300, replayed: false })
    expect(good.json().value.list).toMatchObject([
      { downlineId: a.id, amount: 100.5, downlineBalance: 100.5 },
      { downlineId: b.id, amount: 99.5, downlineBalance: 99.5 },
    ])
    const replay = await send(
      [
        { downlineId: a.id, amount: '100.50' },
        { downlineId: b.id, amount: 99.5 },
      ],
      'multi-much-01',
    )
    expect(replay.json().value).toMatchObject({ replayed: true, balance: 300 })
    expect(await memberBalance(db, agent.id, mer.currency)).toBe(30_000n)
  })
})

describe('transfer to upline', () => {
  it('lets a member with an upline send money up, but not type 2, members without upline or where the flag is off', async () => {
    const rico = await tokenOf('rico')
    const [r0, s0] = [await balanceOf('rico'), await balanceOf('subagent')]
    const res = await post('/wps/agent/transferUpline', rico, { amount: 2.5, requestKey: 'up-rico-0001' })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toMatchObject({ uplineAccount: 'subagent', amount: 2.5 })
    expect(await balanceOf('rico')).toBe(r0 - 250n)
    expect(await balanceOf('subagent')).toBe(s0 + 250n)
    expect(
      (
        await post('/wps/agent/transferUpline', await tokenOf('subagent'), { amount: 1, requestKey: 'up-sub-00001' })
      ).json().errorCode,
    ).toBe('agent.upline.not.allowed')
    expect(
      (await post('/wps/agent/transferUpline', await tokenOf('demo'), { amount: 1, requestKey: 'up-demo-0001' })).json()
        .errorCode,
    ).toBe('agent.upline.not.allowed')
    const tooMuch = await post('/wps/agent/transferUpline', rico, { amount: 1_000_000, requestKey: 'up-rico-0002' })
    expect(tooMuch.json().errorCode).toBe('wallet.insufficient.balance')
    const off = await post(
      '/wps/agent/transferUpline',
      await tokenOf('mia', 'demo2'),
      { amount: 1, requestKey: 'up-mia-00001' },
      'demo2',
    )
    expect(off.json().errorCode).toBe('function.not.available')
  })
})

describe('affiliate links', () => {
  it('creates, lists and deletes links; registering with one puts the member under the agent', async () => {
    const token = await tokenOf('agent')
    const made = await post('/wps/relay/MCS2_wpsCreateAffUrl', token, { remark: 'facebook' })
    expect(made.statusCode, made.body).toBe(200)
    const link = made.json().value
    expect(link.url).toMatch(new RegExp(`/m/register\\?affiliateCode=${link.code}$`))
    const list = (await get('/wps/relay/MCS2_wpsViewAffUrls', token)).json().value.list
    expect(list[0]).toMatchObject({ id: link.id, code: link.code, remark: 'facebook' })
    // Someone else's token cannot see or delete it.
    const sub = await tokenOf('subagent')
    expect(
      (await get('/wps/relay/MCS2_wpsViewAffUrls', sub)).json().value.list.map((l: { id: number }) => l.id),
    ).not.toContain(link.id)
    expect((await post('/wps/relay/MCS2_wpsDeleteAffUrl', sub, { id: link.id })).json().errorCode).toBe(
      'agent.afflink.not.found',
    )

    const check = await get(`/wps/agent/affiliate?code=${link.code.toLowerCase()}`, null)
    expect(check.statusCode).toBe(200)
    const { cookie, answer } = await newCaptcha(t, { merchant: 'demo' })
    const reg = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: 'demo', language: 'EN', cookie: `parlor_captcha=${cookie}` },
      remoteAddress: '198.51.100.201',
      payload: {
        username: 'linkedkid',
        password: 'Sampaguita-2026',
        confirmPassword: 'Sampaguita-2026',
        affiliateCode: link.code.toLowerCase(),
        captcha: answer,
      },
    })
    expect(reg.statusCode, reg.body).toBe(200)
    expect((await memberNamed('linkedkid')).parentId).toBe((await memberNamed('agent')).id)

    expect((await post('/wps/relay/MCS2_wpsDeleteAffUrl', token, { id: link.id })).statusCode).toBe(200)
    expect(
      (await get('/wps/relay/MCS2_wpsViewAffUrls', token)).json().value.list.map((l: { id: number }) => l.id),
    ).not.toContain(link.id)
    expect((await get(`/wps/agent/affiliate?code=${link.code}`, null)).json().errorCode).toBe('invitation_code_error')
  })

  it('keeps at most 20 links', async () => {
    const mer = await merchantOf('demo')
    const agent = await addMember(mer.id, null, 1)
    const token = await tokenFor(agent.id, mer.id)
    for (let i = 0; i < 20; i++) expect((await post('/wps/relay/MCS2_wpsCreateAffUrl', token, {})).statusCode).toBe(200)
    const refused = await post('/wps/relay/MCS2_wpsCreateAffUrl', token, {})
    expect(refused.json()).toMatchObject({ errorCode: 'agent.afflink.limit' })
    expect(refused.json().message).toContain('20')
  })
})

describe('contracts', () => {
  it('shows the seeded offers as pending flags, and accepting or rejecting clears them', async () => {
    const token = await tokenOf('agent')
    const flags = () =>
      get('/wps/member/info/funds/consolidated', token).then((r) => fundsConsolidatedSchema.parse(r.json().value))
    expect(await flags()).toMatchObject({
      dailysalreqtype: true,
      divtypereq: true,
      divtypecompperiodreq: true,
      contracthoursalreq: false,
      divtypeinfo: false,
    })
    const div = contractInfoSchema.parse((await get('/wps/relay/MCS2_getContractDividendInfo', token)).json().value)
    expect(div.pending).toMatchObject({
      kind: 'dividend',
      status: 'pending',
      fromAccount: null,
      toAccount: 'agent',
      rewardUnit: 'percent',
      period: 'halfMonth',
    })
    expect(div.current).toBeNull()
    const id = div.pending?.id as number
    // Another member cannot answer it, nor through another kind's call.
    expect(
      (
        await post('/wps/relay/MCSFE_processContractDividend', await tokenOf('subagent'), { id, action: 'accept' })
      ).json().errorCode,
    ).toBe('agent.contract.not.found')
    expect(
      (await post('/wps/relay/MCS2_processContractHourSalary', token, { id, action: 'accept' })).json().errorCode,
    ).toBe('agent.contract.not.found')
    const accepted = await post('/wps/relay/MCSFE_processContractDividend', token, { id, action: 'accept' })
    expect(accepted.json().value).toMatchObject({ id, status: 'accepted' })
    expect((await post('/wps/relay/MCS2_processDividendReq', token, { id, action: 'reject' })).json().errorCode).toBe(
      'agent.contract.not.pending',
    )
    expect(await flags()).toMatchObject({
      divtypereq: false,
      divtypecompperiodreq: false,
      divtypeinfo: true,
      dailysalreqtype: true,
    })

    const daily = contractInfoSchema.parse((await get('/wps/relay/MCS2_getContracDailySalReq', token)).json().value)
    const rejected = await get(`/wps/relay/MCS2_processDailySalContract?id=${daily.pending?.id}&action=reject`, token)
    expect(rejected.json().value).toMatchObject({ status: 'rejected' })
    expect(await flags()).toMatchObject({ dailysalreqtype: false, dailysalinfotype: false })
  })

  it('lets an agent offer contracts to its direct downline agents only, one pending per kind', async () => {
    const agent = await tokenOf('agent')
    const sub = await memberNamed('subagent')
    const tiers = [
      { minTurnover: 1000, minActiveMembers: 2, reward: 50 },
      { minTurnover: 5000, minActiveMembers: 4, reward: 300 },
    ]
    const offer = await post('/wps/relay/MCS2_applyContractHourSal', agent, { downlineId: sub.id, tiers })
    expect(offer.statusCode, offer.body).toBe(200)
    expect(offer.json().value).toMatchObject({
      kind: 'hourlySalary',
      fromAccount: 'agent',
      toAccount: 'subagent',
      period: 'hour',
      status: 'pending',
    })
    expect(
      (await post('/wps/relay/MCS2_applyContractHourSal', agent, { downlineId: sub.id, tiers })).json().errorCode,
    ).toBe('agent.contract.pending.exists')
    expect(
      (
        await post('/wps/relay/MCS2_applyContractDailySal', agent, {
          downlineId: (await memberNamed('lina')).id,
          tiers,
        })
      ).json().errorCode,
    ).toBe('agent.contract.target')
    expect(
      (
        await post('/wps/relay/MCS2_applyContractDailySal', agent, {
          downlineId: (await memberNamed('rico')).id,
          tiers,
        })
      ).json().errorCode,
    ).toBe('agent.contract.target')
    expect(
      (
        await post('/wps/relay/MCS2_applyContractDividend', agent, {
          downlineId: sub.id,
          tiers: [{ minTurnover: 1, minActiveMembers: 1, reward: 150 }],
        })
      ).json().errorCode,
    ).toBe('agent.contract.tiers')
    expect(
      (
        await post('/wps/relay/MCS2_applyContractDailySal', agent, { downlineId: sub.id, tiers: [...tiers].reverse() })
      ).json().errorCode,
    ).toBe('agent.contract.tiers')

    const subToken = await tokenOf('subagent')
    const f = fundsConsolidatedSchema.parse((await get('/wps/member/info/funds/consolidated', subToken)).json().value)
    expect(f).toMatchObject({ contracthoursalreq: true, dailysalreqtype: false })
    const hour = contractInfoSchema.parse((await get('/wps/relay/MCS2_getContractHourSalInfo', subToken)).json().value)
    expect(
      (
        await post('/wps/relay/MCS2_processContractHourSalary', subToken, {
          id: hour.pending?.id as number,
          action: 'accept',
        })
      ).json().value.status,
    ).toBe('accepted')
    // A newer accepted offer ends the one in force.
    await post('/wps/relay/MCS2_applyContractHourSal', agent, { downlineId: sub.id, tiers: tiers.slice(0, 1) })
    const next = contractInfoSchema.parse((await get('/wps/relay/MCS2_getContractHourSalInfo', subToken)).json().value)
    await post('/wps/relay/MCS2_processContractHourSalary', subToken, {
      id: next.pending?.id as number,
      action: 'accept',
    })
    const after = contractInfoSchema.parse((await get('/wps/relay/MCS2_getContractHourSalInfo', subToken)).json().value)
    expect(after).toMatchObject({ pending: null, current: { id: next.pending?.id, status: 'accepted' } })
  })

  it('gives no contract calls to types 0, 4, 40, 41, 42 (flags answer all false)', async () => {
    const mer = await merchantOf('demo')
    for (const type of [0, 40, 41, 42]) {
      const m = await addMember(mer.id, null, type)
      const token = await tokenFor(m.id, mer.id)
      expect((await get('/wps/relay/MCS2_getContractDividendInfo', token)).json().errorCode).toBe(
        'agent.permission.denied',
      )
      const f = fundsConsolidatedSchema.parse((await get('/wps/member/info/funds/consolidated', token)).json().value)
      expect(Object.values(f).every((v) => v === false)).toBe(true)
    }
  })
})

describe('agent announcements', () => {
  it('answer types A for m_home with an unread count that drops when one is read', async () => {
    const token = await tokenOf('agent')
    const url = '/wps/relay/MCSFE_getListAnnouncements?types=A&groupName=m_home&platform=M'
    const first = (await get(url, token)).json().value
    expect(first.footer.unreadCount).toBeGreaterThan(0)
    const one = first.agent[0]
    expect(one).toBeDefined()
    await post('/wps/relay/MCSFE_markAnnouncementAsRead', token, { announcementId: one.id, read: true })
    expect((await get(url, token)).json().value.footer.unreadCount).toBe(first.footer.unreadCount - 1)
  })
})

describe('rebates', () => {
  /** Income recomputed from raw rows: today's rates, the branch head's rate, floored per product type. */
  async function expectedIncome(agentId: number, start: string, end: string) {
    const mer = await merchantOf('demo')
    const all = await db
      .select({ id: members.id, parentId: members.parentId })
      .from(members)
      .where(eq(members.merchantId, mer.id))
    const parent = new Map(all.map((m) => [m.id, m.parentId]))
    const branchOf = (id: number): number | null => {
      let cur: number | null = id
      while (cur !== null) {
        const up: number | null = parent.get(cur) ?? null
        if (up === agentId) return cur
        cur = up
      }
      return null
    }
    const rates = new Map<string, number>()
    for (const r of await db.select().from(agentRebateRates)) rates.set(`${r.memberId}:${r.productType}`, r.rateBp)
    const types = new Map((await db.select().from(games)).map((g) => [`${g.vendorCode}:${g.gameCode}`, g.gameType]))
    const sums = new Map<string, { bet: bigint; weighted: bigint }>()
    for (const r of await db.select().from(gameRounds)) {
      const day = localDay(r.createdAt, mer.timeZone)
      const branch = branchOf(r.memberId)
      const type = types.get(`${r.provider}:${r.gameCode}`)
      if (
        branch === null ||
        !type ||
        day < start ||
        day > end ||
        r.status === 'rolled_back' ||
        r.currency !== mer.currency
      )
        continue
      const diff = Math.max((rates.get(`${agentId}:${type}`) ?? 0) - (rates.get(`${branch}:${type}`) ?? 0), 0)
      const s = sums.get(type) ?? { bet: 0n, weighted: 0n }
      s.bet += r.betMinor
      s.weighted += r.betMinor * BigInt(diff)
      sums.set(type, s)
    }
    let bet = 0n
    let income = 0n
    for (const s of sums.values()) {
      bet += s.bet
      income += s.weighted / 10_000n
    }
    return { bet: major(bet), income: major(income) }
  }

  it("pays the agent the difference to each branch's rate on its team's bets", async () => {
    const agent = await memberNamed('agent')
    const token = await tokenOf('agent')
    const today = localDay(clock.now(), 'Asia/Manila')
    const res = await get(`/wps/relay/ODS2_AgentPrevAndCurrIncome?startDate=${today}&endDate=${today}`, token)
    expect(res.statusCode, res.body).toBe(200)
    const v = rebateIncomeSchema.parse(res.json().value)
    // Seeded: andrea 150.00 + benito 200.00 under subagent (1.50% − 1.00%), dante 20.00 under marco (1.50% − 0).
    expect(v.footer).toMatchObject({ bet: 370, income: 2.05, currency: 'PHP' })
    expect(v.list.find((r) => r.productType === 'RNG')).toMatchObject({ rate: 1.5, bet: 370, income: 2.05 })
    expect(v.footer).toMatchObject(await expectedIncome(agent.id, today, today))
    const weekStart = addDays(today, -6)
    const week = rebateIncomeSchema.parse(
      (await get(`/wps/relay/ODS2_AgentPrevAndCurrIncome?startDate=${weekStart}&endDate=${today}`, token)).json().value,
    )
    expect(week.footer).toMatchObject(await expectedIncome(agent.id, weekStart, today))
    expect(week.footer.income).toBeGreaterThan(v.footer.income)
    expect(
      (await get(`/wps/relay/ODS2_AgentPrevAndCurrIncome?startDate=${today}&endDate=${weekStart}`, token)).json()
        .errorCode,
    ).toBe('agent.date.order')
  })

  it('lets an agent set direct downlines between their own downlines and itself', async () => {
    const agent = await tokenOf('agent')
    const sub = await memberNamed('subagent')
    const rico = await memberNamed('rico')
    const own = rebateRatesSchema.parse(
      (await get('/wps/relay/MCS2_getCustomerRebateSettingByProductType', agent)).json().value,
    )
    expect(own.rates.find((r) => r.productType === 'RNG')).toEqual({
      productType: 'RNG',
      rate: 1.5,
      maxRate: 1.5,
      minRate: 1,
    })
    const subView = rebateRatesSchema.parse(
      (await get(`/wps/relay/MCS2_getCustomerRebateSettingByProductType?downlineId=${sub.id}`, agent)).json().value,
    )
    expect(subView).toMatchObject({ account: 'subagent' })
    expect(subView.rates.find((r) => r.productType === 'RNG')).toEqual({
      productType: 'RNG',
      rate: 1,
      maxRate: 1.5,
      minRate: 0,
    })
    expect(
      (await get(`/wps/relay/MCS2_getCustomerRebateSettingByProductType?downlineId=${rico.id}`, agent)).json()
        .errorCode,
    ).toBe('agent.rebate.target')

    const set = (token: string, downlineId: number, rates: Json[]) =>
      post('/wps/agent/updateDownlineRebates', token, { downlineId, rates })
    const tooHigh = await set(agent, sub.id, [{ productType: 'RNG', rate: 1.6 }])
    expect(tooHigh.json()).toMatchObject({ errorCode: 'agent.rebate.range' })
    expect(tooHigh.json().message).toContain('RNG')
    const ok = await set(agent, sub.id, [
      { productType: 'RNG', rate: 1.2 },
      { productType: 'FISH', rate: 0.5 },
    ])
    expect(ok.statusCode, ok.body).toBe(200)
    expect(rebateRatesSchema.parse(ok.json().value).rates.find((r) => r.productType === 'FISH')).toMatchObject({
      rate: 0.5,
      maxRate: 1.2,
    })
    // subagent passes part of its RNG rate on to rico; the agent then cannot push subagent below it.
    const subToken = await tokenOf('subagent')
    expect((await set(subToken, rico.id, [{ productType: 'RNG', rate: 1.1 }])).statusCode).toBe(200)
    expect((await set(subToken, rico.id, [{ productType: 'LIVE', rate: 0.7 }])).json().errorCode).toBe(
      'agent.rebate.range',
    )
    expect((await set(agent, sub.id, [{ productType: 'RNG', rate: 1 }])).json().errorCode).toBe('agent.rebate.range')
    expect((await set(agent, rico.id, [{ productType: 'RNG', rate: 0.1 }])).json().errorCode).toBe(
      'agent.rebate.target',
    )
    expect((await set(agent, sub.id, [{ productType: 'RNG', rate: 1.234 }])).json().errorCode).toBe('request_param_err')
    expect(
      (await set(await tokenOf('lina'), (await memberNamed('carla')).id, [{ productType: 'RNG', rate: 0 }])).json()
        .errorCode,
    ).toBe('agent.permission.denied')
    const after = (await db.select().from(agentRebateRates).where(eq(agentRebateRates.memberId, sub.id))).find(
      (r) => r.productType === 'RNG',
    )
    expect(after?.rateBp).toBe(120)
  })
})
