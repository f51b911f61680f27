/**
 * Promotions through the real routes on the demo data: the guest list, statuses, a check-in
 * claimed by 50 concurrent calls (one grant), a mission claimed at its exact target, refusals.
 */
import { randomBytes } from 'node:crypto'
import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { newSignedInMember } from '../../../test/members.ts'
import { operatorCall } from '../../../test/staff.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  gameRounds,
  games,
  memberVip,
  members,
  merchants,
  promotionClaims,
  promotions,
  sessions,
  walletTransactions,
} from '../../db/schema.ts'
import { memberBalance } from '../wallet/ledger.ts'

let t: TestContext
let db: Db
let merchantId: number
let checkinId: number
let missionId: number
let rngGame: { vendorCode: string; gameCode: string }
let liveGame: { vendorCode: string; gameCode: string }

beforeAll(async () => {
  t = await createTestApp({ PARLOR_DB_QUEUE_MAX: '100000' })
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchantId = m.id
  const list = await db.select().from(promotions).where(eq(promotions.merchantId, merchantId))
  checkinId = list.find((p) => p.kind === 'DAILY_CHECKIN')?.id ?? 0
  missionId = list.find((p) => p.kind === 'MISSION')?.id ?? 0
  const [rng] = await db.select().from(games).where(eq(games.gameType, 'RNG')).limit(1)
  const [live] = await db.select().from(games).where(eq(games.gameType, 'LIVE')).limit(1)
  if (!rng || !live) throw new Error('catalogue lacks RNG or LIVE games')
  rngGame = rng
  liveGame = live
})
afterAll(() => t.close())

const newMember = (type = 0) => newSignedInMember(db, merchantId, type)

const call = (method: 'GET' | 'POST', name: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/wps/relay/${name}`,
    headers: { ...(token ? { authorization: token } : {}), language: 'EN' },
    ...(payload ? { payload } : {}),
  })

type View = { id: number; status: string; progress: number | null; target: number | null; reward: number }
const viewOf = async (token: string, id: number): Promise<View | undefined> =>
  (await call('GET', 'MCSFE_getAvailablePromotions', token)).json().value.find((p: View) => p.id === id)

async function bet(memberId: number, game: { vendorCode: string; gameCode: string }, minor: bigint) {
  await db.insert(gameRounds).values({
    provider: game.vendorCode,
    roundId: `r${randomBytes(6).toString('hex')}`,
    merchantId,
    memberId,
    gameCode: game.gameCode,
    currency: 'PHP',
    status: 'settled',
    betMinor: minor,
  })
}

describe('promotions', () => {
  it('lists promotions to guests with member-free statuses', async () => {
    const res = await call('GET', 'MCSFE_getMerchantAvailablePromotions')
    expect(res.statusCode, res.body).toBe(200)
    const list = res.json().value as (View & { kind: string; title: string; imageUrl: string })[]
    expect(list.map((p) => p.kind)).toEqual(['DAILY_CHECKIN', 'MISSION', 'LEADERBOARD', 'RAFFLE', 'REFERRAL'])
    expect(list.every((p) => p.status === 'Join')).toBe(true)
    expect(list[0]?.title).toBe('Daily check-in')
    expect(list[0]?.reward).toBe(5)
    // The banner the promotion names is drawn by the demo image host.
    const banner = await t.app.inject({ method: 'GET', url: list[0]?.imageUrl ?? '' })
    expect(banner.statusCode).toBe(200)
    expect((await call('GET', 'MCSFE_getAvailablePromotions')).statusCode).toBe(401)
  })

  it('grants a daily check-in once to 50 concurrent claims, in one balanced transaction', async () => {
    const m = await newMember()
    expect((await viewOf(m.token, checkinId))?.status).toBe('Claim')
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: checkinId })),
    )
    const ok = answers.filter((r) => r.statusCode === 200)
    expect(ok).toHaveLength(1)
    for (const r of answers.filter((a) => a.statusCode !== 200)) {
      expect(r.statusCode).toBe(409)
      expect(r.json().errorCode).toBe('promotion.alreadyClaimed')
      expect(r.json().message).toBe('You have already claimed this reward for this period.')
    }
    expect(ok[0]?.json().value.status).toBe('Claimed')
    expect(await memberBalance(db, m.id, 'PHP')).toBe(500n)
    const txs = await db
      .select()
      .from(walletTransactions)
      .where(and(eq(walletTransactions.memberId, m.id), eq(walletTransactions.kind, 'promotion')))
    expect(txs).toHaveLength(1)
    const claims = await db.select().from(promotionClaims).where(eq(promotionClaims.memberId, m.id))
    expect(claims).toHaveLength(1)
    expect(claims[0]?.transactionId).toBe(txs[0]?.id)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
    const history = (await call('GET', 'MCS2_getPromotionClaimList', m.token)).json().value.list
    expect(history).toMatchObject([{ promotionId: checkinId, status: 'Claimed', amount: 5 }])
  })

  it('pays a mission at its exact target, counting only its game type since joining', async () => {
    const m = await newMember()
    // Bets before joining and in other game types do not count.
    await bet(m.id, rngGame, 5_000n)
    expect((await viewOf(m.token, missionId))?.status).toBe('Join')
    const early = await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: missionId })
    expect(early.json().errorCode).toBe('promotion.notJoined')
    await new Promise((r) => setTimeout(r, 5))
    const joined = await call('POST', 'PROMOFE_joinPromotion', m.token, { promotionId: missionId })
    expect(joined.statusCode, joined.body).toBe(200)
    expect(joined.json().value).toMatchObject({ status: 'Joined', progress: 0, target: 100 })
    const again = await call('POST', 'PROMOFE_joinPromotion', m.token, { promotionId: missionId })
    expect(again.json().errorCode).toBe('promotion.alreadyJoined')

    await bet(m.id, liveGame, 50_000n)
    await bet(m.id, rngGame, 9_999n)
    expect(await viewOf(m.token, missionId)).toMatchObject({ status: 'Process', progress: 99.99 })
    const short = await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: missionId })
    expect(short.statusCode).toBe(409)
    expect(short.json().errorCode).toBe('promotion.notMet')

    await bet(m.id, rngGame, 1n)
    expect(await viewOf(m.token, missionId)).toMatchObject({ status: 'Claim', progress: 100 })
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: missionId })),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(answers.filter((r) => r.json().errorCode === 'promotion.alreadyClaimed')).toHaveLength(9)
    expect(await memberBalance(db, m.id, 'PHP')).toBe(1_000n)
    expect((await viewOf(m.token, missionId))?.status).toBe('Claimed')
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('refuses trial members, and promotions outside their schedule', async () => {
    const trial = await newMember(4)
    const refused = await call('POST', 'PROMOFE_claimPromotion', trial.token, { promotionId: checkinId })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().errorCode).toBe('promotion.trialNotAllowed')

    const m = await newMember()
    const [ended] = await db
      .insert(promotions)
      .values({
        merchantId,
        kind: 'DAILY_CHECKIN',
        category: 'DAILY',
        titles: { EN: 'Ended' },
        rules: { EN: '' },
        startAt: new Date('2020-01-01T00:00:00Z'),
        endAt: new Date(Date.now() - 60_000),
        claimMode: 'claim',
        reward: { amountMinor: '100' },
      })
      .returning()
    const closed = await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: ended?.id ?? 0 })
    expect(closed.statusCode).toBe(409)
    expect(closed.json().errorCode).toBe('promotion.closed')
    expect((await viewOf(m.token, ended?.id ?? 0))?.status).toBe('Close')
    const unknown = await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: 999_999 })
    expect(unknown.json().errorCode).toBe('promotion.notFound')
  })

  it('says why a promotion is not joined or claimed that way, in the member’s language', async () => {
    const m = await newMember()
    const list = await db.select().from(promotions).where(eq(promotions.merchantId, merchantId))
    const idOf = (kind: string) => (kind === 'DAILY_CHECKIN' ? checkinId : (list.find((p) => p.kind === kind)?.id ?? 0))
    for (const [action, kind, code, text] of [
      ['PROMOFE_joinPromotion', 'DAILY_CHECKIN', 'promotion.noJoin', 'This promotion needs no joining'],
      ['PROMOFE_claimPromotion', 'RAFFLE', 'promotion.drawnAtEnd', "A lucky draw's prizes are drawn when it ends"],
      ['PROMOFE_claimPromotion', 'REFERRAL', 'promotion.paidPerFriend', 'Referral rewards are paid automatically'],
      ['PROMOFE_claimPromotion', 'LEADERBOARD', 'promotion.paidByRank', 'Leaderboard prizes are paid by rank'],
    ] as const) {
      const res = await call('POST', action, m.token, { promotionId: idOf(kind) })
      expect(res.statusCode, kind).toBe(409)
      expect(res.json().errorCode, kind).toBe(code)
      expect(res.json().message, kind).toContain(text)
    }
    // Nothing was written for any of them.
    expect(await db.select().from(promotionClaims).where(eq(promotionClaims.memberId, m.id))).toEqual([])
  })

  it('caps the members claiming one period from one address or app device, and flags the refused claim', async () => {
    // The operator sets the cap in the merchant's settings; the change is audited like any other.
    const set = await operatorCall(t.app, 'PUT', '/admin/merchants/demo/settings', { promoClaimsPerSource: 2 })
    expect(set.status, JSON.stringify(set.body)).toBe(200)
    expect(set.body.value.promoClaimsPerSource).toBe(2)
    try {
      const from = (address: string, m: { token: string }) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/relay/PROMOFE_claimPromotion',
          headers: { authorization: m.token, language: 'EN' },
          payload: { promotionId: checkinId },
          remoteAddress: address,
        })
      // Ten accounts from one address at once: the cap's count is taken under a lock, so two win.
      const farm = await Promise.all(Array.from({ length: 10 }, () => newMember()))
      const results = await Promise.all(farm.map((m) => from('203.0.113.7', m)))
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 200, ...Array(8).fill(409)])
      const refused = results.find((r) => r.statusCode === 409)
      expect(refused?.json().errorCode).toBe('promotion.sourceCapped')
      expect(refused?.json().message).toMatch(/Too many accounts/)
      const paid = await db
        .select()
        .from(promotionClaims)
        .where(and(eq(promotionClaims.promotionId, checkinId), eq(promotionClaims.address, '203.0.113.7')))
      expect(paid).toHaveLength(2)
      const flags = await db.select().from(auditLog).where(eq(auditLog.action, 'promotion.claimCapped'))
      expect(flags).toHaveLength(8)
      expect(flags[0]?.detail).toMatchObject({ promotionId: checkinId, source: 'address', otherMembers: 2, cap: 2 })
      expect(new Set(flags.map((f) => f.target))).toEqual(
        new Set(farm.filter((_, i) => results[i]?.statusCode === 409).map((m) => String(m.id))),
      )
      // The same member again is not one more account; another address is not capped.
      const winner = farm[results.findIndex((r) => r.statusCode === 200)]
      if (!winner) throw new Error('no winner')
      expect((await from('203.0.113.7', winner)).json().errorCode).toBe('promotion.alreadyClaimed')
      expect(
        (await from('198.51.100.9', farm[results.findIndex((r) => r.statusCode === 409)] ?? winner)).statusCode,
      ).toBe(200)

      // The app's device id counts across addresses.
      const phones = await Promise.all(Array.from({ length: 3 }, () => newMember()))
      await db
        .update(sessions)
        .set({ loginDeviceId: 'device-farm-1' })
        .where(
          inArray(
            sessions.memberId,
            phones.map((m) => m.id),
          ),
        )
      const byDevice = []
      for (const [i, m] of phones.entries()) {
        const r = await from(`192.0.2.${i + 1}`, m)
        byDevice.push(r.statusCode === 200 ? 'paid' : r.json().errorCode)
      }
      expect(byDevice).toEqual(['paid', 'paid', 'promotion.sourceCapped'])
      const deviceFlag = await db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'promotion.claimCapped'), eq(auditLog.target, String(phones[2]?.id))))
      expect(deviceFlag[0]?.detail).toMatchObject({ source: 'deviceKey', deviceKey: 'id:device-farm-1' })
      expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
    } finally {
      await db.update(merchants).set({ promoClaimsPerSource: 5 }).where(eq(merchants.id, merchantId))
    }
  })

  it('pays a reward with wagering set by the operator as bonus money, released to cash at the exact turnover', async () => {
    const created = await operatorCall(t.app, 'POST', '/admin/promotions', {
      merchant: 'demo',
      kind: 'DAILY_CHECKIN',
      category: 'DAILY',
      titles: { TY: 'Check-in na may taya', EN: 'Wagered check-in' },
      rules: { EN: '<p>Bet 3 times to cash it.</p>' },
      startAt: new Date(Date.now() - 3_600_000).toISOString(),
      reward: { amount: '4' },
      wagering: 3,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.value.wagering).toBe(3)
    const id = created.body.value.id as number
    const bonusView = async (token: string) =>
      (await t.app.inject({ method: 'GET', url: '/wps/v2/wallets/balance', headers: { authorization: token } })).json()
        .value as { sumBalance: number; bonusBalance: number; totalBalance: number; bonuses: { required: number }[] }

    const m = await newMember()
    expect(await viewOf(m.token, id)).toMatchObject({ status: 'Claim', reward: 4, wagering: 3 })
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: id })),
    )
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1)
    // Locked beside the cash, not in it: one grant however many claims raced.
    expect(await memberBalance(db, m.id, 'PHP')).toBe(0n)
    expect(await bonusView(m.token)).toMatchObject({
      sumBalance: 0,
      bonusBalance: 4,
      totalBalance: 4,
      bonuses: [{ required: 12 }],
    })
    const [claim] = await db.select().from(promotionClaims).where(eq(promotionClaims.memberId, m.id))
    const [grant] = await db
      .select()
      .from(walletTransactions)
      .where(eq(walletTransactions.id, claim?.transactionId ?? 0))
    expect(grant?.kind).toBe('bonus_grant')

    await bet(m.id, rngGame, 1_199n)
    expect((await bonusView(m.token)).bonusBalance).toBe(4)
    await bet(m.id, rngGame, 1n)
    expect(await bonusView(m.token)).toMatchObject({ sumBalance: 4, bonusBalance: 0, bonuses: [] })
    expect(await memberBalance(db, m.id, 'PHP')).toBe(400n)
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('shows and pays a promotion only to its audience: VIP levels, new members, an agent’s team', async () => {
    const create = async (audience: object) => {
      const res = await operatorCall(t.app, 'POST', '/admin/promotions', {
        merchant: 'demo',
        kind: 'DAILY_CHECKIN',
        category: 'DAILY',
        titles: { TY: 'Para sa iilan', EN: 'For some' },
        rules: { EN: '<p>Some members only.</p>' },
        startAt: new Date(Date.now() - 3_600_000).toISOString(),
        reward: { amount: '1' },
        audience,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      return res.body.value as { id: number; audience: object }
    }
    const claim = (token: string, id: number) => call('POST', 'PROMOFE_claimPromotion', token, { promotionId: id })
    const sees = async (token: string | undefined, id: number) =>
      (
        (
          await call('GET', token ? 'MCSFE_getAvailablePromotions' : 'MCSFE_getMerchantAvailablePromotions', token)
        ).json().value as { id: number }[]
      ).some((p) => p.id === id)

    const vip = await create({ kind: 'VIP', vipLevels: [3, 3] })
    expect(vip.audience).toEqual({ kind: 'VIP', vipLevels: [3], newWithinDays: 7, agents: [] })
    const low = await newMember()
    const high = await newMember()
    await db.insert(memberVip).values([
      { memberId: low.id, merchantId, level: 1 },
      { memberId: high.id, merchantId, level: 3 },
    ])
    expect(await sees(low.token, vip.id)).toBe(false)
    expect(await sees(undefined, vip.id)).toBe(false)
    expect(await sees(high.token, vip.id)).toBe(true)
    const refused = await claim(low.token, vip.id)
    expect(refused.statusCode).toBe(403)
    expect(refused.json()).toMatchObject({
      errorCode: 'promotion.notEligible',
      message: "This promotion is for other members (a VIP level, new members or an agent's team).",
    })
    expect((await claim(high.token, vip.id)).statusCode).toBe(200)

    const fresh = await create({ kind: 'NEW', newWithinDays: 7 })
    const old = await newMember()
    await db
      .update(members)
      .set({ regDate: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(members.id, old.id))
    expect(await sees(old.token, fresh.id)).toBe(false)
    expect((await claim((await newMember()).token, fresh.id)).statusCode).toBe(200)

    const team = await create({ kind: 'TEAM', agents: ['AGENT'] })
    expect(team.audience).toMatchObject({ kind: 'TEAM', agents: ['agent'] })
    const [agent] = await db.select().from(members).where(eq(members.usernameKey, 'agent'))
    const [sub] = await db.select().from(members).where(eq(members.usernameKey, 'subagent'))
    // Two levels down: a member of the sub-agent's, itself under the agent.
    const below = await newMember()
    await db
      .update(members)
      .set({ parentId: sub?.id ?? 0 })
      .where(eq(members.id, below.id))
    expect(sub?.parentId).toBe(agent?.id)
    expect(await sees(below.token, team.id)).toBe(true)
    expect((await claim(below.token, team.id)).statusCode).toBe(200)
    const outsider = await newMember()
    expect((await claim(outsider.token, team.id)).json().errorCode).toBe('promotion.notEligible')

    // A lucky draw entered through its own call checks the audience too.
    const raffle = (await db.select().from(promotions).where(eq(promotions.merchantId, merchantId))).find(
      (p) => p.kind === 'RAFFLE',
    )
    await db
      .update(promotions)
      .set({ audience: { kind: 'VIP', vipLevels: [3] } })
      .where(eq(promotions.id, raffle?.id ?? 0))
    try {
      const entered = await call('POST', 'MCSFE_claimRafflePromotion', low.token, { promotionId: raffle?.id })
      expect(entered.json().errorCode).toBe('promotion.notEligible')
    } finally {
      await db
        .update(promotions)
        .set({ audience: null })
        .where(eq(promotions.id, raffle?.id ?? 0))
    }

    // An account that is not one of the merchant's agents is refused by name.
    for (const agents of [['nobody_here'], ['lina']]) {
      const bad = await operatorCall(t.app, 'POST', '/admin/promotions', {
        merchant: 'demo',
        kind: 'DAILY_CHECKIN',
        category: 'DAILY',
        titles: { TY: 'Mali', EN: 'Wrong' },
        rules: {},
        startAt: new Date().toISOString(),
        reward: { amount: '1' },
        audience: { kind: 'TEAM', agents },
      })
      expect(bad.status).toBe(400)
      expect(bad.body).toMatchObject({ errorCode: 'bo_audience_agent_unknown' })
    }
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })

  it('holds a claim of an approval promotion as Applying until an operator pays it once or rejects it', async () => {
    const created = await operatorCall(t.app, 'POST', '/admin/promotions', {
      merchant: 'demo',
      kind: 'DAILY_CHECKIN',
      category: 'DAILY',
      titles: { TY: 'May pag-apruba', EN: 'Approved bonus' },
      rules: { EN: '<p>Checked by our team.</p>' },
      startAt: new Date(Date.now() - 3_600_000).toISOString(),
      reward: { amount: '3' },
      requiresApproval: true,
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    expect(created.body.value.requiresApproval).toBe(true)
    const id = created.body.value.id as number
    const decide = (claim: number, action: 'approve' | 'reject', body: object = {}) =>
      operatorCall(t.app, 'POST', `/admin/promotions/applications/${claim}/${action}`, { merchant: 'demo', ...body })

    const m = await newMember()
    const applied = await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: id })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().value.status).toBe('Applying')
    expect((await call('POST', 'PROMOFE_claimPromotion', m.token, { promotionId: id })).json().errorCode).toBe(
      'promotion.alreadyClaimed',
    )
    // Nothing paid while it waits: no wallet yet.
    expect(await memberBalance(db, m.id, 'PHP')).toBeNull()
    const waiting = await operatorCall(t.app, 'GET', '/admin/promotions/applications?merchant=demo')
    const mine = (waiting.body.value as { id: number; memberId: number; amount: string; status: string }[]).find(
      (a) => a.memberId === m.id,
    )
    expect(mine).toMatchObject({ amount: '3.00', status: 'applying', titles: { EN: 'Approved bonus' } })
    const claimId = mine?.id ?? 0

    // Another merchant's operator view cannot decide it.
    expect(
      (await operatorCall(t.app, 'POST', `/admin/promotions/applications/${claimId}/approve`, { merchant: 'demo2' }))
        .body,
    ).toMatchObject({ errorCode: 'bo_application_not_found' })
    // Ten approvals at once pay once.
    const answers = await Promise.all(Array.from({ length: 10 }, () => decide(claimId, 'approve')))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.body.errorCode === 'bo_application_decided')).toHaveLength(9)
    expect(await memberBalance(db, m.id, 'PHP')).toBe(300n)
    expect((await viewOf(m.token, id))?.status).toBe('Issued')
    const history = (await call('GET', 'MCS2_getPromotionClaimList', m.token)).json().value.list
    expect(history).toMatchObject([{ promotionId: id, status: 'Issued', amount: 3 }])

    const other = await newMember()
    await call('POST', 'PROMOFE_claimPromotion', other.token, { promotionId: id })
    const [row] = await db.select().from(promotionClaims).where(eq(promotionClaims.memberId, other.id))
    const short = await decide(row?.id ?? 0, 'reject', { reason: 'x' })
    expect(short.status).toBe(400)
    const rejected = await decide(row?.id ?? 0, 'reject', { reason: 'same household as another claimant' })
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200)
    expect(rejected.body.value.status).toBe('rejected')
    expect((await viewOf(other.token, id))?.status).toBe('Rejected')
    expect(await memberBalance(db, other.id, 'PHP')).toBeNull()
    const [audit] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'promotion.reject'), eq(auditLog.target, String(other.id))))
    expect(audit?.detail).toMatchObject({ reason: 'same household as another claimant' })
    expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  })
})
