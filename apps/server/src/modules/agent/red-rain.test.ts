import { randomBytes } from 'node:crypto'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { staffHeaders, staffSession } from '../../../test/staff.ts'
import { HOUR, MINUTE, testClock } from '../../../test/clock.ts'
import type { Db } from '../../db/client.ts'
import { members, merchants, redEnvelopeRains, redEnvelopes, walletAccounts, walletEntries } from '../../db/schema.ts'
import { ensureAccount, memberBalance, post } from '../wallet/ledger.ts'
import { createAgentRepository } from './agent-repository.ts'
import { createRedRainService, splitTotal } from './red-rain-service.ts'

let t: TestContext
let db: Db
const clock = testClock(new Date())
let merchant: { id: number; currency: string }

beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchant = { id: m.id, currency: m.currency }
})
afterAll(() => t.close())

type Json = Record<string, unknown>
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: Json) =>
  t.app.inject({
    method,
    url,
    headers: { language: 'EN', authorization: token },
    ...(payload ? { payload } : {}),
  })

let serial = 0
async function addMember(parentId: number | null, type = 0) {
  serial += 1
  const username = `rr${serial}${randomBytes(3).toString('hex')}`
  const [row] = await db
    .insert(members)
    .values({ merchantId: merchant.id, username, usernameKey: username, passwordHash: 'x', type, parentId })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}
/** A fresh session at the clock's time (sessions expire while the clock moves). */
const tokenOf = (memberId: number) => sessionTokenFor(db, memberId, merchant.id, clock.now())
const balanceOf = async (memberId: number) => (await memberBalance(db, memberId, merchant.currency)) ?? 0n

async function fund(memberId: number, minor: bigint) {
  await post(db, {
    merchantId: merchant.id,
    key: `test-fund:${randomBytes(8).toString('hex')}`,
    kind: 'adjustment',
    memberId,
    legs: [
      {
        accountId: await ensureAccount(db, {
          merchantId: merchant.id,
          kind: 'adjustments',
          currency: merchant.currency,
        }),
        amount: -minor,
      },
      {
        accountId: await ensureAccount(db, {
          merchantId: merchant.id,
          kind: 'member',
          memberId,
          currency: merchant.currency,
        }),
        amount: minor,
      },
    ],
  })
}

/** An agent with `n` funded-agent downlines (one grandchild among them), funded with `minor`. */
async function team(n: number, minor = 100_000n) {
  const agent = await addMember(null, 1)
  await fund(agent.id, minor)
  const downlines: (typeof agent)[] = []
  for (let i = 0; i < n; i++)
    downlines.push(await addMember(i === n - 1 && n > 1 ? (downlines[0]?.id ?? agent.id) : agent.id))
  return { agent, downlines, token: await tokenOf(agent.id) }
}

const key = () => `rain-${randomBytes(6).toString('hex')}`
async function startRain(token: string, body: Json) {
  const res = await call('POST', '/wps/agent/redRain', token, { durationMinutes: 30, requestKey: key(), ...body })
  return { res, json: res.json() }
}
const envelopesOf = (rainId: number) => db.select().from(redEnvelopes).where(eq(redEnvelopes.rainId, rainId))
const escrowBalance = async () => {
  const [row] = await db
    .select({ balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(
      and(
        eq(walletAccounts.merchantId, merchant.id),
        eq(walletAccounts.kind, 'red_envelopes'),
        eq(walletAccounts.currency, merchant.currency),
      ),
    )
  return row?.balance ?? 0n
}
async function expectLedgerSound() {
  expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
}

describe('splitting a total', () => {
  it('gives equal and random envelopes of at least 0.01 that sum to the total exactly', () => {
    for (let i = 0; i < 500; i++) {
      const count = 1 + Math.floor(Math.random() * 60)
      const total = BigInt(count + Math.floor(Math.random() * 1_000_000))
      for (const mode of ['equal', 'random'] as const) {
        const shares = splitTotal(total, count, mode)
        expect(shares).toHaveLength(count)
        expect(shares.reduce((s, x) => s + x, 0n)).toBe(total)
        expect(shares.every((x) => x >= 1n)).toBe(true)
      }
    }
    expect(splitTotal(1000n, 3, 'equal')).toEqual([334n, 333n, 333n])
    expect(splitTotal(3n, 3, 'random')).toEqual([1n, 1n, 1n])
    // Extreme draws: every cut at 0 or every cut at the top still gives each at least one unit.
    expect(splitTotal(10n, 3, 'random', () => 0)).toEqual([1n, 1n, 8n])
    expect(splitTotal(10n, 3, 'random', (max) => max - 1)).toEqual([8n, 1n, 1n])
  })
})

describe('an agent starts a rain', { timeout: 60_000 }, () => {
  it('holds the total from its cash in escrow in one posting; the envelopes sum to it, equal or random', async () => {
    for (const mode of ['equal', 'random'] as const) {
      const { agent, downlines, token } = await team(3)
      const escrowBefore = await escrowBalance()
      const { res, json } = await startRain(token, {
        total: '100.01',
        mode,
        downlineIds: downlines.map((d) => d.id),
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(json.value.rain).toMatchObject({ status: 'open', mode, total: 100.01, envelopeCount: 3, claimedCount: 0 })
      expect(json.value.balance).toBe(1000 - 100.01)
      expect(await balanceOf(agent.id)).toBe(100_000n - 10_001n)
      expect((await escrowBalance()) - escrowBefore).toBe(10_001n)
      const envelopes = await envelopesOf(json.value.rain.id)
      expect(envelopes.map((e) => e.memberId).sort()).toEqual(downlines.map((d) => d.id).sort())
      expect(envelopes.reduce((s, e) => s + e.amountMinor, 0n)).toBe(10_001n)
      expect(envelopes.every((e) => e.amountMinor >= 1n)).toBe(true)
      if (mode === 'equal') expect(envelopes.map((e) => e.amountMinor)).toEqual([3334n, 3334n, 3333n])
      const [rain] = await db.select().from(redEnvelopeRains).where(eq(redEnvelopeRains.id, json.value.rain.id))
      const legs = await db
        .select()
        .from(walletEntries)
        .where(eq(walletEntries.transactionId, rain?.fundTransactionId ?? -1))
      expect(legs.map((l) => l.amount).sort()).toEqual([-10_001n, 10_001n])
    }
    await expectLedgerSound()
  })

  it('answers a retry with the first rain and holds once; another body under the key is refused', async () => {
    const { agent, downlines, token } = await team(2)
    const body = { total: 10, mode: 'random', downlineIds: downlines.map((d) => d.id), durationMinutes: 30 }
    const requestKey = key()
    const [a, b] = await Promise.all([
      call('POST', '/wps/agent/redRain', token, { ...body, requestKey }),
      call('POST', '/wps/agent/redRain', token, { ...body, requestKey }),
    ])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().value.rain.id).toBe(b.json().value.rain.id)
    expect([a.json().value.replayed, b.json().value.replayed].sort()).toEqual([false, true])
    expect(await balanceOf(agent.id)).toBe(100_000n - 1000n)
    const other = await call('POST', '/wps/agent/redRain', token, { ...body, total: 11, requestKey })
    expect(other.statusCode).toBe(409)
    expect(other.json().errorCode).toBe('idempotency.conflict')
  })

  it('refuses members outside its team, trial members, too small a total, a bad window and a short balance', async () => {
    const { agent, downlines, token } = await team(2, 500n)
    const stranger = await addMember(null)
    const trial = await addMember(agent.id, 4)
    const ids = downlines.map((d) => d.id)
    const cases: [Json, number, string][] = [
      [{ total: 1, mode: 'equal', downlineIds: [...ids, stranger.id] }, 404, 'agent.member.not.in.team'],
      [{ total: 1, mode: 'equal', downlineIds: [agent.id] }, 404, 'agent.member.not.in.team'],
      [{ total: 1, mode: 'equal', downlineIds: [...ids, trial.id] }, 409, 'redrain.trial.member'],
      [{ total: 0.01, mode: 'random', downlineIds: ids }, 400, 'redrain.total.too.small'],
      [{ total: 1, mode: 'equal', downlineIds: [ids[0], ids[0]] }, 400, 'agent.transfer.duplicate'],
      [
        { total: 1, mode: 'equal', downlineIds: ids, startAt: clock.now().getTime() - HOUR },
        400,
        'redrain.window.invalid',
      ],
      [
        { total: 1, mode: 'equal', downlineIds: ids, startAt: clock.now().getTime() + 8 * 24 * HOUR },
        400,
        'redrain.window.invalid',
      ],
      [{ total: 1, mode: 'equal', downlineIds: ids, durationMinutes: 5 }, 400, 'request_param_err'],
      [{ total: 5.01, mode: 'equal', downlineIds: ids }, 409, 'wallet.insufficient.balance'],
    ]
    for (const [body, status, code] of cases) {
      const { res, json } = await startRain(token, body)
      expect(res.statusCode, `${code}: ${res.body}`).toBe(status)
      expect(json.errorCode).toBe(code)
      expect(json.message).not.toBe(code)
    }
    expect(await balanceOf(agent.id)).toBe(500n)
    const cn = await t.app.inject({
      method: 'POST',
      url: '/wps/agent/redRain',
      headers: { language: 'CN', authorization: token },
      payload: { total: 1, mode: 'equal', downlineIds: [...ids, trial.id], durationMinutes: 30, requestKey: key() },
    })
    expect(cn.json().message).toContain(trial.username)
    expect(cn.json().message).toContain('试玩')
    const player = await addMember(null, 0)
    const { res } = await startRain(await tokenOf(player.id), { total: 1, mode: 'equal', downlineIds: ids })
    expect(res.json().errorCode).toBe('agent.permission.denied')
  })
})

describe('downlines claim their envelopes', { timeout: 60_000 }, () => {
  it('pays an envelope once however many claims arrive at the same time', async () => {
    const { downlines, token } = await team(2)
    const { json } = await startRain(token, { total: 20, mode: 'random', downlineIds: downlines.map((d) => d.id) })
    const member = downlines[0] as { id: number }
    const memberToken = await tokenOf(member.id)
    const open = await call('GET', '/wps/member/redEnvelopes', memberToken)
    expect(open.json().value.list).toHaveLength(1)
    const envelope = open.json().value.list[0]
    expect(envelope).toMatchObject({ status: 'open' })
    expect(envelope.amount).toBeUndefined()
    const before = await balanceOf(member.id)
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('POST', '/wps/member/redEnvelopes/claim', memberToken, { id: envelope.id }),
      ),
    )
    const paid = answers.filter((a) => a.statusCode === 200)
    expect(paid).toHaveLength(1)
    for (const a of answers.filter((x) => x.statusCode !== 200)) {
      expect(a.statusCode).toBe(409)
      expect(a.json().errorCode).toBe('redenvelope.already.claimed')
    }
    const [row] = await db.select().from(redEnvelopes).where(eq(redEnvelopes.id, envelope.id))
    expect(await balanceOf(member.id)).toBe(before + (row?.amountMinor ?? 0n))
    expect(paid[0]?.json().value.amount).toBe(Number(row?.amountMinor) / 100)
    expect(paid[0]?.json().value.balance).toBe(Number(before + (row?.amountMinor ?? 0n)) / 100)
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(walletEntries)
      .where(eq(walletEntries.transactionId, row?.transactionId ?? -1))
    expect(count?.n).toBe(2)
    expect((await call('GET', '/wps/member/redEnvelopes', memberToken)).json().value.list).toHaveLength(0)
    const list = await call('GET', '/wps/agent/redRains', token)
    const rain = list.json().value.list.find((r: { id: number }) => r.id === json.value.rain.id)
    expect(rain).toMatchObject({ claimedCount: 1, claimedAmount: Number(row?.amountMinor) / 100, returnedAmount: null })
    await expectLedgerSound()
  })

  it('refuses claims before the window, after it, and by a member the envelope is not for', async () => {
    const { downlines, token } = await team(2)
    const later = clock.now().getTime() + 2 * HOUR
    const { json } = await startRain(token, {
      total: 2,
      mode: 'equal',
      downlineIds: [downlines[0]?.id],
      startAt: later,
      durationMinutes: 10,
    })
    expect(json.value.rain.status).toBe('scheduled')
    const [envelope] = await envelopesOf(json.value.rain.id)
    const claim = async (memberId: number) =>
      call('POST', '/wps/member/redEnvelopes/claim', await tokenOf(memberId), { id: envelope?.id })
    const owner = downlines[0]?.id as number
    const listed = await call('GET', '/wps/member/redEnvelopes', await tokenOf(owner))
    expect(listed.json().value.list).toMatchObject([{ id: envelope?.id, status: 'scheduled' }])
    expect((await claim(owner)).json().errorCode).toBe('redenvelope.not.open')
    expect((await claim(downlines[1]?.id as number)).json().errorCode).toBe('redenvelope.not.found')
    const outsider = await addMember(null)
    const res = await claim(outsider.id)
    expect(res.statusCode).toBe(404)
    expect(res.json().message).toBe('This red envelope was not found.')
    clock.set(new Date(later + 10 * MINUTE))
    const ended = await claim(owner)
    expect(ended.statusCode).toBe(409)
    expect(ended.json().errorCode).toBe('redenvelope.ended')
  })

  it('keeps trial members out', async () => {
    const trial = await addMember(null, 4)
    const tt = await tokenOf(trial.id)
    expect((await call('GET', '/wps/member/redEnvelopes', tt)).json().value.list).toEqual([])
    const res = await call('POST', '/wps/member/redEnvelopes/claim', tt, { id: 1 })
    expect(res.json().errorCode).toBe('in_need_true_account')
  })
})

describe('after the window', { timeout: 60_000 }, () => {
  it('gives the agent back exactly what was not claimed, once, with two jobs running at the same time', async () => {
    const { agent, downlines, token } = await team(4)
    const { json } = await startRain(token, {
      total: 40.03,
      mode: 'random',
      downlineIds: downlines.map((d) => d.id),
      durationMinutes: 10,
    })
    const rainId = json.value.rain.id as number
    const envelopes = await envelopesOf(rainId)
    let claimed = 0n
    for (const e of envelopes.slice(0, 2)) {
      const res = await call('POST', '/wps/member/redEnvelopes/claim', await tokenOf(e.memberId), { id: e.id })
      expect(res.statusCode, res.body).toBe(200)
      claimed += e.amountMinor
    }
    const afterHold = await balanceOf(agent.id)
    clock.advance(10 * MINUTE)
    // Two instances' jobs at once (each its own service, as on two servers).
    const job = () => createRedRainService({ db, repo: createAgentRepository(db), clock }).settleDue()
    const [one, two] = await Promise.all([job(), job()])
    expect(one + two).toBeGreaterThanOrEqual(1)
    const unclaimed = 4003n - claimed
    expect(await balanceOf(agent.id)).toBe(afterHold + unclaimed)
    const [rain] = await db.select().from(redEnvelopeRains).where(eq(redEnvelopeRains.id, rainId))
    expect(rain?.returnedMinor).toBe(unclaimed)
    expect(rain?.settledAt).not.toBeNull()
    // Run again: nothing more is returned.
    await job()
    expect(await balanceOf(agent.id)).toBe(afterHold + unclaimed)
    const late = envelopes[3]
    const res = await call('POST', '/wps/member/redEnvelopes/claim', await tokenOf(late?.memberId ?? 0), {
      id: late?.id,
    })
    expect(res.json().errorCode).toBe('redenvelope.ended')
    const list = await call('GET', '/wps/agent/redRains', await tokenOf(agent.id))
    expect(list.json().value.list.find((r: { id: number }) => r.id === rainId)).toMatchObject({
      status: 'ended',
      claimedCount: 2,
      claimedAmount: Number(claimed) / 100,
      returnedAmount: Number(unclaimed) / 100,
    })
    await expectLedgerSound()
  })

  it('pays each envelope once when claims race the return job (a claim just before the end, the job on a clock just after)', async () => {
    const { agent, downlines, token } = await team(8)
    const { json } = await startRain(token, {
      total: 80,
      mode: 'random',
      downlineIds: downlines.map((d) => d.id),
      durationMinutes: 10,
    })
    const rainId = json.value.rain.id as number
    const envelopes = await envelopesOf(rainId)
    const tokens = await Promise.all(envelopes.map((e) => tokenOf(e.memberId)))
    const afterHold = await balanceOf(agent.id)
    clock.advance(10 * MINUTE - 1)
    const jobClock = testClock(new Date(clock.now().getTime() + 1))
    const job = createRedRainService({ db, repo: createAgentRepository(db), clock: jobClock }).settleDue()
    const claims = envelopes.map((e, i) =>
      call('POST', '/wps/member/redEnvelopes/claim', tokens[i] as string, { id: e.id }),
    )
    await Promise.all([job, ...claims])
    const rows = await envelopesOf(rainId)
    for (const r of rows) expect(Number(r.claimedAt !== null) + Number(r.returnedAt !== null)).toBe(1)
    const claimed = rows.filter((r) => r.claimedAt).reduce((s, r) => s + r.amountMinor, 0n)
    const paidToMembers = (await Promise.all(rows.filter((r) => r.claimedAt).map((r) => balanceOf(r.memberId)))).reduce(
      (s, b) => s + b,
      0n,
    )
    expect(paidToMembers).toBe(claimed)
    expect(await balanceOf(agent.id)).toBe(afterHold + (8000n - claimed))
    clock.advance(1)
    await expectLedgerSound()
  })

  it('lets the agent cancel before the start and refunds at once; not after the start', async () => {
    const { agent, downlines, token } = await team(2)
    const ids = downlines.map((d) => d.id)
    const { json } = await startRain(token, {
      total: 30,
      mode: 'equal',
      downlineIds: ids,
      startAt: clock.now().getTime() + HOUR,
    })
    expect(await balanceOf(agent.id)).toBe(97_000n)
    const cancel = await call('POST', '/wps/agent/redRain/cancel', token, { id: json.value.rain.id })
    expect(cancel.statusCode, cancel.body).toBe(200)
    expect(cancel.json().value).toMatchObject({ balance: 1000, rain: { status: 'cancelled', returnedAmount: 30 } })
    expect(await balanceOf(agent.id)).toBe(100_000n)
    const again = await call('POST', '/wps/agent/redRain/cancel', token, { id: json.value.rain.id })
    expect(again.json().errorCode).toBe('redrain.not.cancellable')

    const open = await startRain(token, { total: 30, mode: 'equal', downlineIds: ids })
    const refused = await call('POST', '/wps/agent/redRain/cancel', token, { id: open.json.value.rain.id })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errorCode).toBe('redrain.not.cancellable')
    const other = await team(1)
    const foreign = await call('POST', '/wps/agent/redRain/cancel', other.token, { id: open.json.value.rain.id })
    expect(foreign.json().errorCode).toBe('redrain.not.found')
    await expectLedgerSound()
  })
})

describe('the back office', { timeout: 60_000 }, () => {
  it('lists an agent’s rains newest first with what was opened, filtered by status', async () => {
    const { agent, downlines, token } = await team(2)
    const open = await startRain(token, { total: 10, mode: 'equal', downlineIds: downlines.map((d) => d.id) })
    const [envelope] = await envelopesOf(open.json.value.rain.id)
    const claimed = await call('POST', '/wps/member/redEnvelopes/claim', await tokenOf(envelope?.memberId ?? 0), {
      id: envelope?.id,
    })
    expect(claimed.statusCode, claimed.body).toBe(200)
    const later = await startRain(token, {
      total: 4,
      mode: 'random',
      downlineIds: [downlines[0]?.id],
      startAt: clock.now().getTime() + 2 * HOUR,
    })
    expect(later.json.value.rain.status).toBe('scheduled')

    const headers = staffHeaders(await staffSession(t.app, 'viewer', { clock }))
    const list = async (query: string) => {
      const res = await t.app.inject({ url: `/admin/red-rains?merchant=demo&agent=${agent.username}${query}`, headers })
      expect(res.statusCode, res.body).toBe(200)
      return res.json().value as { rows: Json[]; total: number }
    }
    const all = await list('')
    expect(all.total).toBe(2)
    expect(all.rows).toMatchObject([
      { id: later.json.value.rain.id, agent: agent.username, mode: 'random', status: 'scheduled', total: '4.00' },
      {
        id: open.json.value.rain.id,
        status: 'open',
        total: '10.00',
        envelopes: 2,
        opened: 1,
        openedAmount: '5.00',
        returned: null,
      },
    ])
    expect((await list('&status=open')).rows.map((r) => r.id)).toEqual([open.json.value.rain.id])
    expect((await list('&status=ended')).total).toBe(0)
    const other = await t.app.inject({ url: '/admin/red-rains?merchant=nope', headers })
    expect(other.statusCode).toBe(404)
    expect((await t.app.inject({ url: '/admin/red-rains?merchant=demo' })).statusCode).toBe(401)
  })
})
