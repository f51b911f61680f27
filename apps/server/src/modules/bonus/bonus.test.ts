/**
 * The bonus wallet (decision 048) through the real app: a deposit bonus granted once by the
 * provider's notification however often it comes, released at exactly its wagering, expired back
 * to the house, the scheduled job run twice at once, and the withdrawal rules. Every test ends with
 * the ledger's invariants.
 */
import { randomBytes } from 'node:crypto'
import { CashierError } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundMember, insertBankCard, insertMember, plainHasher, setCashierLimits } from '../../../test/cashier.ts'
import { DAY, MINUTE, testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import { type FakeSandbox, fakeSandbox } from '../../../test/payment-sandbox-fake.ts'
import { type GameRef, gameOfType, insertRound } from '../../../test/rounds.ts'
import { type Db, inTransaction } from '../../db/client.ts'
import {
  bonusGrants,
  cashierSettings,
  depositPromotions,
  merchants,
  paymentChannels,
  promoAcceptances,
  walletTransactions,
  withdrawPasswords,
} from '../../db/schema.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { ensureAccount, memberBalance, memberBonusBalance } from '../wallet/ledger.ts'
import { createWalletRepository } from '../wallet/wallet-repository.ts'
import { createBonusJob, depositBonusMinor, depositWageringMinor, grantBonus } from './bonus-service.ts'

const clock = testClock()
let t: TestContext
let db: Db
let sandbox: FakeSandbox
let m: typeof merchants.$inferSelect
let channelId: number
let promoId: number
let game: GameRef

const LIMITS = {
  withdrawMinMinor: 100n,
  withdrawMaxMinor: 10_000_000n,
  dailyCount: 1000,
  dailyAmountMinor: 1_000_000_000n,
  turnoverPercent: 0,
  banks: [{ code: 'BDO', name: 'BDO' }],
}

beforeAll(async () => {
  sandbox = fakeSandbox(clock)
  t = await createTestApp(
    { PARLOR_DB_QUEUE_MAX: '100000' },
    { clock, passwords: plainHasher, paymentProviders: { sandbox: sandbox.provider } },
  )
  db = t.database.db
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!demo) throw new Error('no demo merchant')
  m = demo
  const [channel] = await db.select().from(paymentChannels).where(eq(paymentChannels.code, 'sandbox_card'))
  if (!channel) throw new Error('no sandbox card channel')
  channelId = channel.id
  // 50% up to 1,000.00 on any deposit from 100.00, wagered 3× (deposit + bonus).
  const [promo] = await db
    .insert(depositPromotions)
    .values({
      merchantId: m.id,
      names: { EN: 'Test bonus 50%' },
      descriptions: { EN: 'Test' },
      depositOrdinal: null,
      bonusBp: 5_000,
      maxBonusMinor: 100_000n,
      minDepositMinor: 10_000n,
      turnoverMultiple: 3,
    })
    .returning()
  if (!promo) throw new Error('insert failed')
  promoId = promo.id
  game = await gameOfType(db, 'RNG')
  await setCashierLimits(db, m.id, LIMITS)
})
afterAll(() => t.close())
afterEach(async () => {
  expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
})

async function newMember() {
  const username = `bonus${randomBytes(4).toString('hex')}`
  const member = await insertMember(db, { merchantId: m.id, username, payeeName: 'Rosa Santos' })
  return { id: member.id, token: await sessionTokenFor(db, member.id, m.id, clock.now()) }
}
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, language: 'EN' } })
const post = (token: string, url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: { authorization: token, language: 'EN' }, payload })
const deliver = (n: { body: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/payments/notify/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': n.signature },
    payload: n.body,
  })
const walletBalance = async (token: string) => {
  const res = await get(token, '/wps/v2/wallets/balance')
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value
}
const round = (memberId: number, betMinor: bigint, at = new Date(clock.now().getTime() + MINUTE)) =>
  insertRound(db, { merchantId: m.id, memberId, game, betMinor, at: at.toISOString() })
const grantsOf = (memberId: number) => db.select().from(bonusGrants).where(eq(bonusGrants.memberId, memberId))
const postingsOf = (memberId: number, kind: string) =>
  db
    .select()
    .from(walletTransactions)
    .where(and(eq(walletTransactions.memberId, memberId), eq(walletTransactions.kind, kind)))
const promotionsAccount = () => ensureAccount(db, { merchantId: m.id, kind: 'promotions', currency: m.currency })

/** A deposit of `amount` (major units) with the test promotion, paid and notified `times` at once. */
async function depositWithBonus(token: string, amount: number, times: number) {
  const res = await post(token, '/wps/relay/MCS2_depositPaymentGateway', {
    channelId,
    requestKey: `bonus-${randomBytes(4).toString('hex')}`,
    amount,
    promoId,
  })
  expect(res.statusCode, res.body).toBe(200)
  const orderNo = res.json().value.deposit.orderNo as string
  const paid = sandbox.notification(sandbox.pay(orderNo))
  const answers = await Promise.all(Array.from({ length: times }, () => deliver(paid)))
  for (const a of answers) expect(a.statusCode, a.body).toBe(200)
  return orderNo
}

/** A grant written through the service, as a promotion claim would make one. */
async function directGrant(memberId: number, amountMinor: bigint, requiredMinor: bigint, expiresAt: Date) {
  return inTransaction(db, (tx) =>
    grantBonus(tx, {
      merchantId: m.id,
      memberId,
      currency: m.currency,
      sourceKind: 'promotion_claim',
      sourceId: Number.parseInt(randomBytes(3).toString('hex'), 16),
      amountMinor,
      wageringRequiredMinor: requiredMinor,
      now: clock.now(),
      expiresAt,
    }),
  )
}

describe('deposit bonus', () => {
  it('computes the bonus with its cap and the wagering of deposit plus bonus', () => {
    expect(depositBonusMinor(50_000n, 5_000, 100_000n)).toBe(25_000n)
    expect(depositBonusMinor(500_000n, 5_000, 100_000n)).toBe(100_000n)
    // Floored to the minor unit.
    expect(depositBonusMinor(333n, 5_000, 100_000n)).toBe(166n)
    expect(depositWageringMinor(50_000n, 25_000n, 3)).toBe(225_000n)
  })

  it('grants the bonus once though 50 notifications of the payment arrive at once', async () => {
    const a = await newMember()
    const houseBefore = await createWalletRepository(db).accountBalance(await promotionsAccount())
    await depositWithBonus(a.token, 500, 50)

    const grants = await grantsOf(a.id)
    expect(grants).toHaveLength(1)
    expect(grants[0]).toMatchObject({
      sourceKind: 'deposit_promo',
      status: 'active',
      amountMinor: 25_000n,
      wageringRequiredMinor: 225_000n,
    })
    // The merchant's default: 30 days.
    expect(grants[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + 30 * DAY)
    expect(await postingsOf(a.id, 'bonus_grant')).toHaveLength(1)
    expect(await postingsOf(a.id, 'deposit')).toHaveLength(1)
    const [acceptance] = await db.select().from(promoAcceptances).where(eq(promoAcceptances.memberId, a.id))
    expect(acceptance?.status).toBe('granted')
    expect(await memberBalance(db, a.id, m.currency)).toBe(50_000n)
    expect(await memberBonusBalance(db, a.id, m.currency)).toBe(25_000n)
    expect(await createWalletRepository(db).accountBalance(await promotionsAccount())).toBe(houseBefore - 25_000n)

    // The balance answer keeps cash where it was and adds the bonus beside it.
    const v = await walletBalance(a.token)
    expect(v).toMatchObject({ sumBalance: 500, bonusBalance: 250, totalBalance: 750 })
    expect(v.balance).toEqual([{ accountTypeId: 1, availBalance: 500 }])
    expect(v.bonuses).toEqual([
      { id: grants[0]?.id, amount: 250, wagered: 0, required: 2250, expiresAt: grants[0]?.expiresAt.getTime() },
    ])
  })

  it('caps the bonus at the promotion maximum', async () => {
    const a = await newMember()
    await depositWithBonus(a.token, 5_000, 1)
    expect((await grantsOf(a.id))[0]).toMatchObject({ amountMinor: 100_000n, wageringRequiredMinor: 1_800_000n })
  })
})

describe('release', () => {
  it('releases at exactly the wagering requirement, not one minor unit below', async () => {
    const a = await newMember()
    await depositWithBonus(a.token, 500, 1)
    // A round before the grant does not count.
    await round(a.id, 1_000_000n, new Date(clock.now().getTime() - MINUTE))
    await round(a.id, 200_000n)
    await round(a.id, 24_999n)
    let v = await walletBalance(a.token)
    expect(v.bonuses).toHaveLength(1)
    expect(v.bonuses[0]).toMatchObject({ wagered: 2249.99, required: 2250 })
    expect(v).toMatchObject({ sumBalance: 500, bonusBalance: 250 })
    expect(await postingsOf(a.id, 'bonus_release')).toHaveLength(0)

    // Rolled back rounds do not count either.
    await insertRound(
      db,
      {
        merchantId: m.id,
        memberId: a.id,
        game,
        betMinor: 5n,
        at: new Date(clock.now().getTime() + MINUTE).toISOString(),
      },
      { status: 'rolled_back' },
    )
    expect((await walletBalance(a.token)).bonusBalance).toBe(250)

    await round(a.id, 1n)
    // Twenty balance reads at once settle it: one release between them.
    const reads = await Promise.all(Array.from({ length: 20 }, () => walletBalance(a.token)))
    for (const r of reads) expect(r.totalBalance).toBe(750)
    v = await walletBalance(a.token)
    expect(v).toMatchObject({ sumBalance: 750, bonusBalance: 0, totalBalance: 750, bonuses: [] })
    expect((await grantsOf(a.id))[0]?.status).toBe('released')
    expect(await postingsOf(a.id, 'bonus_release')).toHaveLength(1)
    // A second read moves nothing more.
    expect((await walletBalance(a.token)).sumBalance).toBe(750)
    expect(await postingsOf(a.id, 'bonus_release')).toHaveLength(1)
  })
})

describe('scheduled job', () => {
  it('releases and expires once though two runs go at once; expiry returns the money to the house', async () => {
    const merchantsOf = async () => (await createMerchantRepository(db).listAll()).merchants
    const job = () => createBonusJob({ db, clock, merchants: merchantsOf })
    const wagered = await newMember()
    const expiring = await newMember()
    const waiting = await newMember()
    const later = new Date(clock.now().getTime() + 10 * DAY)
    await fundMember(db, m, wagered.id, 1_000n)
    await fundMember(db, m, expiring.id, 1_000n)
    await directGrant(wagered.id, 5_000n, 10_000n, later)
    await directGrant(expiring.id, 7_000n, 10_000n, new Date(clock.now().getTime() + DAY))
    await directGrant(waiting.id, 3_000n, 10_000n, later)
    await round(wagered.id, 10_000n)
    await round(waiting.id, 9_999n)

    clock.advance(DAY)
    const house = await promotionsAccount()
    const houseBefore = await createWalletRepository(db).accountBalance(house)
    await Promise.all([job().run(), job().run()])
    await Promise.all([job().run(), job().run()])

    expect((await grantsOf(wagered.id))[0]?.status).toBe('released')
    expect((await grantsOf(expiring.id))[0]?.status).toBe('expired')
    expect((await grantsOf(waiting.id))[0]?.status).toBe('active')
    expect(await postingsOf(wagered.id, 'bonus_release')).toHaveLength(1)
    expect(await postingsOf(expiring.id, 'bonus_expiry')).toHaveLength(1)
    expect(await memberBalance(db, wagered.id, m.currency)).toBe(6_000n)
    // The expired bonus went back to the house, not to the member's cash.
    expect(await memberBalance(db, expiring.id, m.currency)).toBe(1_000n)
    expect(await memberBonusBalance(db, expiring.id, m.currency)).toBe(0n)
    expect(await createWalletRepository(db).accountBalance(house)).toBe(houseBefore + 7_000n)
    expect(await memberBonusBalance(db, waiting.id, m.currency)).toBe(3_000n)
  })
})

describe('withdrawal while a bonus is locked', () => {
  async function withdrawer() {
    const a = await newMember()
    await db.insert(withdrawPasswords).values({ memberId: a.id, hash: 'plain:246810' })
    const card = await insertBankCard(db, {
      merchantId: m.id,
      memberId: a.id,
      accountName: 'Rosa Santos',
      accountNumber: `5555${randomBytes(3).toString('hex')}`,
    })
    await fundMember(db, m, a.id, 100_000n)
    await directGrant(a.id, 20_000n, 50_000n, new Date(clock.now().getTime() + 10 * DAY))
    const withdraw = (amount: number) =>
      post(a.token, '/wps/transaction/withdraw', {
        bankCardId: card.id,
        amount,
        withdrawPassword: '246810',
        requestKey: `w-${randomBytes(4).toString('hex')}`,
      })
    return { ...a, withdraw }
  }

  it('blocks by default, naming the turnover left; lets it through once the bonus released', async () => {
    await setCashierLimits(db, m.id, { ...LIMITS, bonusWithdrawRule: 'block' })
    const a = await withdrawer()
    await round(a.id, 12_345n)
    const info = (await get(a.token, '/wps/cashier/withdraw')).json().value
    expect(info).toMatchObject({ withdrawable: 0, bonus: { balance: 200, remaining: 376.55, rule: 'block' } })

    const refused = await a.withdraw(100)
    expect(refused.statusCode, refused.body).toBe(409)
    expect(refused.json()).toMatchObject({ errorCode: CashierError.withdrawBonusActive, value: { remaining: 376.55 } })
    expect(refused.json().message).toContain('376.55')
    expect(await memberBalance(db, a.id, m.currency)).toBe(100_000n)

    await round(a.id, 37_655n)
    const ok = await a.withdraw(100)
    expect(ok.statusCode, ok.body).toBe(200)
    // Released to cash in the withdrawal's transaction, then 100.00 held.
    expect(ok.json().value.balance).toBe(1_100)
    expect((await grantsOf(a.id))[0]?.status).toBe('released')
  })

  it('forfeits the bonus to the house under the forfeit rule, only when the withdrawal is made', async () => {
    await setCashierLimits(db, m.id, { ...LIMITS, bonusWithdrawRule: 'forfeit' })
    try {
      const a = await withdrawer()
      const info = (await get(a.token, '/wps/cashier/withdraw')).json().value
      expect(info).toMatchObject({ withdrawable: 1000, bonus: { balance: 200, remaining: 500, rule: 'forfeit' } })
      // Over the balance: refused by the ledger, the bonus stays.
      expect((await a.withdraw(5_000)).statusCode).toBe(409)
      expect((await grantsOf(a.id))[0]?.status).toBe('active')

      const house = await promotionsAccount()
      const houseBefore = await createWalletRepository(db).accountBalance(house)
      const ok = await a.withdraw(100)
      expect(ok.statusCode, ok.body).toBe(200)
      expect(ok.json().value.balance).toBe(900)
      expect((await grantsOf(a.id))[0]?.status).toBe('forfeited')
      expect(await postingsOf(a.id, 'bonus_forfeit')).toHaveLength(1)
      expect(await memberBonusBalance(db, a.id, m.currency)).toBe(0n)
      expect(await createWalletRepository(db).accountBalance(house)).toBe(houseBefore + 20_000n)
    } finally {
      await setCashierLimits(db, m.id, { ...LIMITS, bonusWithdrawRule: 'block' })
    }
  })
})

describe('operator settings', () => {
  it('sets the withdrawal rule and the expiry days, and leaves them when a later call names neither', async () => {
    const put = (extra: object) =>
      t.app.inject({
        method: 'PUT',
        url: '/admin/cashier/settings',
        headers: { 'x-admin-token': ADMIN_TOKEN },
        payload: {
          merchant: 'demo',
          withdrawMin: '1',
          withdrawMax: '100000',
          dailyCount: 1000,
          dailyAmount: '10000000',
          turnoverMultiple: 0,
          ...extra,
        },
      })
    const settings = async () =>
      (await db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, m.id)))[0]
    try {
      expect((await put({ bonusWithdrawRule: 'keep' })).statusCode).toBe(400)
      const r = await put({ bonusWithdrawRule: 'forfeit', bonusExpiryDays: 7 })
      expect(r.statusCode, r.body).toBe(200)
      expect(await settings()).toMatchObject({ bonusWithdrawRule: 'forfeit', bonusExpiryDays: 7 })
      expect((await put({})).statusCode).toBe(200)
      expect(await settings()).toMatchObject({ bonusWithdrawRule: 'forfeit', bonusExpiryDays: 7 })

      // A deposit bonus granted now expires after the merchant's 7 days.
      const a = await newMember()
      await depositWithBonus(a.token, 500, 1)
      expect((await grantsOf(a.id))[0]?.expiresAt.getTime()).toBe(clock.now().getTime() + 7 * DAY)
    } finally {
      await setCashierLimits(db, m.id, { ...LIMITS, bonusWithdrawRule: 'block', bonusExpiryDays: 30 })
    }
  })
})
