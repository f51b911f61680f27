/**
 * Withdrawals through the real routes: bank cards, the withdrawal password and its guess limit,
 * limits and turnover, every change of status with the money it moves, payouts reported by a
 * provider (duplicated and out of order), and security questions. After each scenario the
 * merchant's holds account must equal the sum of its pending and approved withdrawals.
 */
import { randomBytes } from 'node:crypto'
import { CashierError, ErrorCode, WalletErrorCode } from '@parlor/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { fundMember, insertMember, plainHasher, setCashierLimits } from '../../../test/cashier.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { MINUTE, testClock } from '../../../test/clock.ts'
import { newCaptcha } from '../../../test/captcha-solver.ts'
import { memberIdOf, sessionTokenFor } from '../../../test/members.ts'
import type { Db } from '../../db/client.ts'
import {
  auditLog,
  cashierSettings,
  deposits,
  members,
  merchants,
  paymentChannels,
  withdrawals,
  withdrawPasswords,
} from '../../db/schema.ts'
import type { PaymentProvider, PayoutRequest, PayoutState } from '../payments/payment-provider.ts'
import { ensureAccount, memberBalance, post } from '../wallet/ledger.ts'
import type { SmsProvider } from '../verification/sms-provider.ts'
import { applyPayoutState } from './payout-state.ts'
import { createWithdrawPasswordRepository } from './withdraw-password-repository.ts'
import { createWithdrawalsRepository } from './withdrawals-repository.ts'

const payoutCalls: PayoutRequest[] = []
const fakeSandbox: PaymentProvider = {
  code: 'sandbox',
  sandbox: true,
  initiate: async () => {
    throw new Error('not used')
  },
  parseNotification: () => ({ ok: false, reason: 'malformed' }),
  query: async () => null,
  payout: async (p) => {
    payoutCalls.push(p)
    return {
      merchantCode: p.merchantCode,
      payoutNo: p.payoutNo,
      providerPayoutId: `po-${p.payoutNo}`,
      status: 'processing',
      amountMinor: p.amountMinor,
      currency: p.currency,
    }
  },
  acknowledgement: { status: 200, contentType: 'text/plain', body: 'OK' },
}

const sms: { to: string; text: string }[] = []
const smsProvider: SmsProvider = {
  name: 'capture',
  send: async (to, text) => {
    sms.push({ to, text })
  },
}

const clock = testClock()
let t: TestContext
let db: Db
let merchant: typeof merchants.$inferSelect
beforeAll(async () => {
  // The test helper's options list predates payment providers; buildApp takes them all the same.
  const opts = { passwords: plainHasher, clock, smsProvider, paymentProviders: { sandbox: fakeSandbox } }
  t = await createTestApp(
    { PARLOR_DB_QUEUE_MAX: '100000', PARLOR_ALLOW_PLAIN_AUTH: '1' },
    opts as Parameters<typeof createTestApp>[1],
  )
  db = t.database.db
  const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (!m) throw new Error('no demo merchant')
  merchant = m
  await setCashierLimits(db, m.id, {
    withdrawMinMinor: 10_000n,
    withdrawMaxMinor: 5_000_000n,
    dailyCount: 5,
    dailyAmountMinor: 10_000_000n,
    turnoverPercent: 0,
    banks: [
      { code: 'BDO', name: 'BDO Unibank' },
      { code: 'BPI', name: 'Bank of the Philippine Islands' },
    ],
  })
})
afterAll(() => t.close())

/** The holds account always holds exactly what pending and approved withdrawals ask for. */
afterEach(async () => {
  const holds = await ensureAccount(db, {
    merchantId: merchant.id,
    kind: 'withdrawal_holds',
    currency: merchant.currency,
  })
  const open = await createWithdrawalsRepository(db).openSum(merchant.id, merchant.currency)
  expect(await accountBalance(holds)).toBe(open)
})

interface Player {
  id: number
  h: Record<string, string>
}

async function player(
  o: { payee?: string | null; type?: number; mobile?: string; funds?: bigint } = {},
): Promise<Player> {
  const username = `w${randomBytes(5).toString('hex')}`
  const row = await insertMember(db, {
    merchantId: merchant.id,
    username,
    type: o.type ?? 0,
    payeeName: o.payee === undefined ? 'Juan  Dela Cruz' : o.payee,
    mobile: o.mobile ?? `917${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`,
    dialingCode: '63',
  })
  if (o.funds) await fund(row.id, o.funds)
  const token = await sessionTokenFor(db, row.id, merchant.id, clock.now())
  return { id: row.id, h: { authorization: token, language: 'EN' } }
}

const fund = (memberId: number, minor: bigint, kind?: string) => fundMember(db, merchant, memberId, minor, kind)

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, h: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers: h, ...(payload ? { payload } : {}) })
const admin = { 'x-admin-token': ADMIN_TOKEN }
const review = (orderNo: string, action: string, note?: string) =>
  call('POST', `/admin/cashier/withdrawals/${orderNo}/${action}`, admin, {
    merchant: 'demo',
    operator: 'ops-ann',
    ...(note ? { note } : {}),
  })
const balanceOf = async (p: Player) => (await memberBalance(db, p.id, merchant.currency)) ?? 0n
const rowOf = async (orderNo: string) => {
  const [w] = await db.select().from(withdrawals).where(eq(withdrawals.orderNo, orderNo))
  if (!w) throw new Error(`no withdrawal ${orderNo}`)
  return w
}

/** A member ready to withdraw: password 123456 and one card. */
async function ready(funds = 1_000_000n) {
  const p = await player({ funds })
  expect(
    (await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '123456', confirmPassword: '123456' }))
      .statusCode,
  ).toBe(200)
  const card = await call('POST', '/wps/member/bankCard', p.h, {
    bankCode: 'BDO',
    accountName: 'juan dela cruz',
    accountNumber: '1234-5678-9012',
    withdrawPassword: '123456',
  })
  expect(card.statusCode, card.body).toBe(200)
  return { ...p, cardId: card.json().value.id as number }
}

let keyN = 0
const withdraw = (p: Player & { cardId: number }, amount: number | string, extra: Record<string, unknown> = {}) =>
  call('POST', '/wps/transaction/withdraw', p.h, {
    bankCardId: p.cardId,
    amount,
    withdrawPassword: '123456',
    requestKey: `wkey-${randomBytes(4).toString('hex')}-${keyN++}`,
    ...extra,
  })

describe('bank cards', () => {
  it('binds a card of an offered bank in the payee name, lists it masked, refuses duplicates and removes it softly', async () => {
    const p = await player()
    const bind = (body: object) => call('POST', '/wps/member/bankCard', p.h, body)
    const ok = { bankCode: 'BPI', accountName: '  JUAN dela   cruz ', accountNumber: '0012 3456 7890' }
    expect((await bind({ ...ok, bankCode: 'XXX' })).json().errorCode).toBe(CashierError.bankNotOffered)
    expect((await bind({ ...ok, accountName: 'Maria Clara' })).json().errorCode).toBe(CashierError.cardNameMismatch)
    expect((await bind({ ...ok, accountNumber: '12ab5678' })).json().errorCode).toBe(CashierError.cardNumberInvalid)
    expect((await bind({ ...ok, accountNumber: '1234567' })).json().errorCode).toBe(CashierError.cardNumberInvalid)
    const made = await bind(ok)
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().value).toMatchObject({
      bankCode: 'BPI',
      bankName: 'Bank of the Philippine Islands',
      accountNumber: '****7890',
    })
    expect((await bind(ok)).json().errorCode).toBe(CashierError.cardDuplicate)

    const list = (await call('GET', '/wps/relay/MCS2_bankCards', p.h)).json().value
    expect(list).toHaveLength(1)
    expect(JSON.stringify(list)).not.toContain('001234567890')
    const banks = (await call('GET', '/wps/relay/MCS2_withdrawBanks', p.h)).json().value
    expect(banks.map((b: { code: string }) => b.code)).toEqual(['BDO', 'BPI'])

    expect((await call('DELETE', `/wps/member/bankCard/${made.json().value.id}`, p.h)).statusCode).toBe(200)
    expect((await call('GET', '/wps/relay/MCS2_bankCards', p.h)).json().value).toEqual([])
    expect((await call('DELETE', `/wps/member/bankCard/${made.json().value.id}`, p.h)).json().errorCode).toBe(
      CashierError.cardNotFound,
    )
    // The same number may be bound again once the first card is gone.
    expect((await bind(ok)).statusCode).toBe(200)
  })

  it('caps live cards, needs a payee name, and asks for the withdrawal password once one is set', async () => {
    const none = await player({ payee: null })
    const r = await call('POST', '/wps/member/bankCard', none.h, {
      bankCode: 'BDO',
      accountName: 'X Y',
      accountNumber: '12345678',
    })
    expect(r.json().errorCode).toBe(CashierError.payeeNameRequired)

    const p = await player()
    for (let i = 0; i < 5; i++) {
      const made = await call('POST', '/wps/member/bankCard', p.h, {
        bankCode: 'BDO',
        accountName: 'Juan Dela Cruz',
        accountNumber: `1000000${i}`,
      })
      expect(made.statusCode, made.body).toBe(200)
    }
    const sixth = await call('POST', '/wps/member/bankCard', p.h, {
      bankCode: 'BDO',
      accountName: 'Juan Dela Cruz',
      accountNumber: '10000009',
    })
    expect(sixth.json().errorCode).toBe(CashierError.cardLimit)

    const q = await player()
    await call('POST', '/wps/member/paymentPassword', q.h, { newPassword: '654321', confirmPassword: '654321' })
    const body = { bankCode: 'BDO', accountName: 'Juan Dela Cruz', accountNumber: '22223333' }
    expect((await call('POST', '/wps/member/bankCard', q.h, body)).json().errorCode).toBe(
      CashierError.withdrawPasswordWrong,
    )
    expect((await call('POST', '/wps/member/bankCard', q.h, { ...body, withdrawPassword: '654321' })).statusCode).toBe(
      200,
    )
  })

  it('refuses to remove a card an open withdrawal pays out to', async () => {
    const p = await ready()
    const w = (await withdraw(p, 200)).json().value.withdrawal
    const r = await call('DELETE', `/wps/member/bankCard/${p.cardId}`, p.h)
    expect(r.statusCode).toBe(409)
    expect(r.json().errorCode).toBe(CashierError.cardInUse)
    await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, p.h)
    expect((await call('DELETE', `/wps/member/bankCard/${p.cardId}`, p.h)).statusCode).toBe(200)
  })
})

describe('withdrawal password', () => {
  it('sets, refuses a second set without the old one, changes with it, and shows in the security overview', async () => {
    const p = await player()
    const has = async () => (await call('GET', '/wps/member/hasWithdrawalPassword', p.h)).json().value.hasPassword
    expect(await has()).toBe(false)
    expect(
      (
        await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '12345', confirmPassword: '12345' })
      ).json().errorCode,
    ).toBe(CashierError.withdrawPasswordFormat)
    expect(
      (
        await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '123456', confirmPassword: '123457' })
      ).json().errorCode,
    ).toBe(ErrorCode.passwordConfirmMismatch)
    expect(
      (await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '123456', confirmPassword: '123456' }))
        .statusCode,
    ).toBe(200)
    expect(await has()).toBe(true)
    expect((await call('GET', '/wps/member/securityConfig', p.h)).json().value.withdrawPassword).toBe(true)
    expect(
      (
        await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '222222', confirmPassword: '222222' })
      ).json().errorCode,
    ).toBe(CashierError.withdrawPasswordAlreadySet)
    const change = await call('POST', '/wps/member/paymentPassword', p.h, {
      oldPassword: '123456',
      newPassword: '222222',
      confirmPassword: '222222',
    })
    expect(change.statusCode, change.body).toBe(200)
    const [row] = await db.select().from(withdrawPasswords).where(eq(withdrawPasswords.memberId, p.id))
    expect(row?.hash).toBe('plain:222222')
  })

  it('locks for 15 minutes after 5 wrong guesses in a row, even against the right one, and a right guess resets the count', async () => {
    const p = await ready()
    for (const remaining of ['4', '3']) {
      const r = await withdraw(p, 200, { withdrawPassword: '000000' })
      expect(r.json().errorCode).toBe(CashierError.withdrawPasswordWrong)
      expect(r.json().message).toContain(remaining)
    }
    expect((await withdraw(p, 200)).statusCode).toBe(200)
    for (let i = 0; i < 4; i++)
      expect((await withdraw(p, 200, { withdrawPassword: '000000' })).json().errorCode).toBe(
        CashierError.withdrawPasswordWrong,
      )
    const fifth = await withdraw(p, 200, { withdrawPassword: '000000' })
    expect(fifth.json().errorCode).toBe(CashierError.withdrawPasswordLocked)
    expect(fifth.json().message).toContain('15')
    const right = await withdraw(p, 200)
    expect(right.json().errorCode).toBe(CashierError.withdrawPasswordLocked)
    clock.advance(14 * MINUTE)
    expect((await withdraw(p, 200)).json().errorCode).toBe(CashierError.withdrawPasswordLocked)
    clock.advance(2 * MINUTE)
    expect((await withdraw(p, 200)).statusCode).toBe(200)
  })

  it('counts guesses before checking them: parallel guesses never get past the limit', async () => {
    const p = await player()
    await call('POST', '/wps/member/paymentPassword', p.h, { newPassword: '123456', confirmPassword: '123456' })
    const repo = createWithdrawPasswordRepository(db)
    const claims = await Promise.all(Array.from({ length: 12 }, () => repo.claimGuess(p.id, 5, clock.now())))
    expect(claims.filter((c) => c !== null)).toHaveLength(5)
  })

  it('registration stores the payment password typed on the form as the withdrawal password', async () => {
    const { cookie, answer } = await newCaptcha(t, { merchant: 'demo' })
    const username = `pay${randomBytes(3).toString('hex')}`
    const res = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { merchant: 'demo', language: 'EN', cookie: `parlor_captcha=${cookie}` },
      remoteAddress: '198.51.100.77',
      payload: {
        username,
        password: 'Sampaguita-2026',
        confirmPassword: 'Sampaguita-2026',
        paymentPassword: '482913',
        captcha: answer,
      },
    })
    expect(res.statusCode, res.body).toBe(200)
    const [row] = await db
      .select()
      .from(withdrawPasswords)
      .where(eq(withdrawPasswords.memberId, await memberIdOf(db, username)))
    expect(row?.hash).toBe('plain:482913')
  })

  it('resets by an SMS code sent to the bound mobile', async () => {
    const p = await ready()
    const sent = await call('POST', '/wps/member/paymentPassword/sms', p.h)
    expect(sent.statusCode, sent.body).toBe(200)
    const [row] = await db.select({ mobile: members.mobile }).from(members).where(eq(members.id, p.id))
    const msg = sms.find((m) => m.to === `+63${row?.mobile}`)
    const code = /(\d{6})/.exec(msg?.text ?? '')?.[1]
    expect(code).toBeDefined()
    const bad = await call('POST', '/wps/member/paymentPassword/reset', p.h, {
      verificationCode: code === '000000' ? '111111' : '000000',
      newPassword: '777777',
      confirmPassword: '777777',
    })
    expect(bad.statusCode).toBe(400)
    const ok = await call('POST', '/wps/member/paymentPassword/reset', p.h, {
      verificationCode: code,
      newPassword: '777777',
      confirmPassword: '777777',
    })
    expect(ok.statusCode, ok.body).toBe(200)
    expect((await withdraw(p, 200, { withdrawPassword: '777777' })).statusCode).toBe(200)
  })

  describe('with security questions set', () => {
    /** A fresh bound number each time, so the SMS limits per number never get in the way. */
    async function smsCode(p: Player) {
      const mobile = `918${String(randomBytes(3).readUIntBE(0, 3) % 10_000_000).padStart(7, '0')}`
      await db.update(members).set({ mobile }).where(eq(members.id, p.id))
      const sent = await call('POST', '/wps/member/paymentPassword/sms', p.h)
      expect(sent.statusCode, sent.body).toBe(200)
      return /(\d{6})/.exec(sms.findLast((m) => m.to === `+63${mobile}`)?.text ?? '')?.[1] ?? ''
    }
    async function withQuestions() {
      const p = await ready()
      const set = await call('PUT', '/wps/member/customerSecurityQuestions', p.h, {
        answers: [
          { questionId: 2, answer: 'San  Pablo' },
          { questionId: 5, answer: 'Rex' },
        ],
      })
      expect(set.statusCode, set.body).toBe(200)
      return p
    }
    const reset = async (p: Player, securityAnswers?: { questionId: number; answer: string }[]) =>
      call('POST', '/wps/member/paymentPassword/reset', p.h, {
        verificationCode: await smsCode(p),
        newPassword: '777777',
        confirmPassword: '777777',
        ...(securityAnswers ? { securityAnswers } : {}),
      })
    const right = [
      { questionId: 2, answer: ' san pablo ' },
      { questionId: 5, answer: 'REX' },
    ]
    const wrong = [
      { questionId: 2, answer: 'san pablo' },
      { questionId: 5, answer: 'Max' },
    ]

    it('refuses a reset without the answers or with a wrong one, and takes the right ones as typed', async () => {
      const p = await withQuestions()
      const none = await reset(p)
      expect([none.statusCode, none.json().errorCode]).toEqual([400, CashierError.securityAnswersRequired])
      expect(none.json().message).toMatch(/security questions/)
      const half = await reset(p, right.slice(0, 1))
      expect(half.json().errorCode).toBe(CashierError.securityAnswersRequired)
      const bad = await reset(p, wrong)
      expect([bad.statusCode, bad.json().errorCode]).toEqual([400, CashierError.securityAnswersWrong])
      expect((await withdraw(p, 200, { withdrawPassword: '777777' })).statusCode).not.toBe(200)
      const ok = await reset(p, right)
      expect(ok.statusCode, ok.body).toBe(200)
      expect((await withdraw(p, 200, { withdrawPassword: '777777' })).statusCode).toBe(200)
    })

    it('counts wrong answers per member before hashing: the sixth try in the window is refused, right or not', async () => {
      const p = await withQuestions()
      for (let i = 0; i < 5; i++)
        expect((await reset(p, wrong)).json().errorCode).toBe(CashierError.securityAnswersWrong)
      const locked = await reset(p, right)
      expect([locked.statusCode, locked.json().errorCode]).toEqual([423, CashierError.securityAnswersLocked])
      expect(locked.json().message).toMatch(/15 minutes/)
      clock.advance(15 * MINUTE + 1)
      expect((await reset(p, right)).statusCode).toBe(200)
    })

    it('leaves members without questions to the SMS code alone', async () => {
      const p = await ready()
      expect((await reset(p)).statusCode).toBe(200)
    })
  })
})

describe('withdraw', () => {
  it('moves the amount to the hold in one step, answers the new balance, and is idempotent by request key', async () => {
    const p = await ready(50_000n)
    const body = {
      bankCardId: p.cardId,
      amount: '150.50',
      withdrawPassword: '123456',
      requestKey: `once-${randomBytes(4).toString('hex')}`,
    }
    const first = await call('POST', '/wps/transaction/withdraw', p.h, body)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json().value).toMatchObject({
      balance: 349.5,
      withdrawal: { status: 'pending', amount: 150.5, accountNumber: '****9012' },
    })
    expect(first.json().value.withdrawal.orderNo).toMatch(/^W[0-9A-F]{16}$/)
    const again = await call('POST', '/wps/transaction/withdraw', p.h, body)
    expect(again.json().value.withdrawal.orderNo).toBe(first.json().value.withdrawal.orderNo)
    expect(await balanceOf(p)).toBe(34_950n)
    expect((await call('POST', '/wps/transaction/withdraw', p.h, { ...body, amount: 151 })).json().errorCode).toBe(
      WalletErrorCode.idempotencyConflict,
    )

    const info = (await call('GET', '/wps/cashier/withdraw', p.h)).json().value
    expect(info).toMatchObject({
      balance: 349.5,
      onHold: 150.5,
      withdrawable: 349.5,
      hasPassword: true,
      dailyCountLeft: 4,
    })
    expect(info.open).toHaveLength(1)
    expect(info.cards).toHaveLength(1)

    const over = await withdraw(p, 400)
    expect(over.statusCode).toBe(409)
    expect(over.json().errorCode).toBe(WalletErrorCode.insufficientBalance)
    expect(await balanceOf(p)).toBe(34_950n)
  })

  it('applies min, max, the daily count and the daily amount in the merchant day', async () => {
    const p = await ready(20_000_000n)
    expect((await withdraw(p, 99.99)).json().errorCode).toBe(CashierError.amountBelowMin)
    expect((await withdraw(p, 50_000.01)).json().errorCode).toBe(CashierError.amountAboveMax)
    expect((await withdraw(p, '1.234')).json().errorCode).toBe(ErrorCode.requestParam)
    for (const a of [50_000, 40_000]) expect((await withdraw(p, a)).statusCode).toBe(200)
    const amount = await withdraw(p, 10_000.01)
    expect(amount.json().errorCode).toBe(CashierError.withdrawDailyAmount)
    expect(amount.json().value).toEqual({ left: 10_000 })
    // A cancelled request gives its share of the day back.
    const small = (await withdraw(p, 100)).json().value.withdrawal.orderNo
    await call('POST', `/wps/cashier/withdrawals/${small}/cancel`, p.h)
    for (const a of [100, 100, 100]) expect((await withdraw(p, a)).statusCode).toBe(200)
    const count = await withdraw(p, 100)
    expect(count.json().errorCode).toBe(CashierError.withdrawDailyCount)
    // Next merchant day (Manila midnight is 16:00 UTC), with a fresh session.
    clock.advance(24 * 60 * MINUTE)
    const next = { ...p, h: { ...p.h, authorization: await sessionTokenFor(db, p.id, merchant.id, clock.now()) } }
    expect((await withdraw(next, 100)).statusCode).toBe(200)
  })

  it('counts every deposit since the last paid withdrawal towards the turnover, and bets net of rollbacks', async () => {
    await db.update(cashierSettings).set({ turnoverPercent: 100 }).where(eq(cashierSettings.merchantId, merchant.id))
    try {
      const p = await ready(0n)
      const [channel] = await db
        .insert(paymentChannels)
        .values({
          merchantId: merchant.id,
          code: `t${randomBytes(3).toString('hex')}`,
          kind: 'manual',
          variant: 'bank',
          provider: 'manual',
          names: { EN: 'Test' },
          minMinor: 100n,
          maxMinor: 10_000_000n,
        })
        .returning()
      const deposit = async (minor: bigint) => {
        const credit = await fund(p.id, minor, 'deposit')
        await db.insert(deposits).values({
          merchantId: merchant.id,
          memberId: p.id,
          channelId: channel?.id as number,
          orderNo: `D${randomBytes(6).toString('hex')}`,
          requestKey: `dep-${randomBytes(4).toString('hex')}`,
          provider: 'manual',
          status: 'credited',
          amountMinor: minor,
          creditedMinor: minor,
          currency: merchant.currency,
          ledgerTransactionId: credit.transactionId,
        })
      }
      const house = await ensureAccount(db, { merchantId: merchant.id, kind: 'house', currency: merchant.currency })
      const wallet = await ensureAccount(db, {
        merchantId: merchant.id,
        kind: 'member',
        memberId: p.id,
        currency: merchant.currency,
      })
      const move = (kind: string, minor: bigint) =>
        post(db, {
          merchantId: merchant.id,
          key: `${kind}:${randomBytes(5).toString('hex')}`,
          kind,
          memberId: p.id,
          legs: [
            { accountId: wallet, amount: -minor },
            { accountId: house, amount: minor },
          ],
        })
      await deposit(1_000_000n)
      await deposit(10_000n)
      await move('bet', 10_000n)
      const blocked = await withdraw(p, 100)
      expect(blocked.json().errorCode).toBe(CashierError.withdrawTurnover)
      // (10,000.00 + 100.00) × 100% less 100.00 bet.
      expect(blocked.json().value).toEqual({ remaining: 10_000 })
      // A rolled-back bet gave its stake back: it counts for nothing.
      await move('bet', 500_000n)
      await move('rollback', -500_000n)
      expect((await withdraw(p, 100)).json().value).toEqual({ remaining: 10_000 })
      // A paid withdrawal closes the count: only deposits after it need turning over.
      await db.insert(withdrawals).values({
        merchantId: merchant.id,
        memberId: p.id,
        orderNo: `W${randomBytes(6).toString('hex')}`,
        requestKey: `paid-${randomBytes(4).toString('hex')}`,
        bankCardId: p.cardId,
        status: 'paid',
        amountMinor: 100n,
        currency: merchant.currency,
      })
      await deposit(5_000n)
      expect((await withdraw(p, 100)).json().value).toEqual({ remaining: 50 })
    } finally {
      await db.update(cashierSettings).set({ turnoverPercent: 0 }).where(eq(cashierSettings.merchantId, merchant.id))
    }
  })

  it('blocks until the turnover of the last deposit is bet, saying how much is left', async () => {
    await db.update(cashierSettings).set({ turnoverPercent: 150 }).where(eq(cashierSettings.merchantId, merchant.id))
    try {
      const p = await ready(0n)
      const [channel] = await db
        .insert(paymentChannels)
        .values({
          merchantId: merchant.id,
          code: `t${randomBytes(3).toString('hex')}`,
          kind: 'manual',
          variant: 'bank',
          provider: 'manual',
          names: { EN: 'Test' },
          minMinor: 100n,
          maxMinor: 10_000_000n,
        })
        .returning()
      const credit = await fund(p.id, 100_000n, 'deposit')
      await db.insert(deposits).values({
        merchantId: merchant.id,
        memberId: p.id,
        channelId: channel?.id as number,
        orderNo: `D${randomBytes(6).toString('hex')}`,
        requestKey: `dep-${randomBytes(4).toString('hex')}`,
        provider: 'manual',
        status: 'credited',
        amountMinor: 100_000n,
        creditedMinor: 100_000n,
        currency: merchant.currency,
        ledgerTransactionId: credit.transactionId,
      })
      const house = await ensureAccount(db, { merchantId: merchant.id, kind: 'house', currency: merchant.currency })
      const wallet = await ensureAccount(db, {
        merchantId: merchant.id,
        kind: 'member',
        memberId: p.id,
        currency: merchant.currency,
      })
      const bet = (minor: bigint) =>
        post(db, {
          merchantId: merchant.id,
          key: `bet:${randomBytes(5).toString('hex')}`,
          kind: 'bet',
          memberId: p.id,
          legs: [
            { accountId: wallet, amount: -minor },
            { accountId: house, amount: minor },
          ],
        })
      await bet(40_000n)
      const blocked = await withdraw(p, 100)
      expect(blocked.statusCode).toBe(409)
      expect(blocked.json().errorCode).toBe(CashierError.withdrawTurnover)
      // 1,000.00 deposited × 150% = 1,500.00; 400.00 bet.
      expect(blocked.json().value).toEqual({ remaining: 1100 })
      expect(blocked.json().message).toContain('1,100.00')
      const info = (await call('GET', '/wps/cashier/withdraw', p.h)).json().value
      expect(info).toMatchObject({ turnoverRemaining: 1100, withdrawable: 0 })
      await fund(p.id, 200_000n)
      await bet(110_000n)
      expect((await withdraw(p, 100)).statusCode).toBe(200)
    } finally {
      await db.update(cashierSettings).set({ turnoverPercent: 0 }).where(eq(cashierSettings.merchantId, merchant.id))
    }
  })

  it('refuses trial members every cashier call', async () => {
    const trial = await player({ type: 4 })
    for (const [method, url] of [
      ['GET', '/wps/cashier/withdraw'],
      ['GET', '/wps/relay/MCS2_bankCards'],
      ['GET', '/wps/member/hasWithdrawalPassword'],
    ] as const) {
      const r = await call(method, url, trial.h)
      expect(r.statusCode).toBe(403)
      expect(r.json().errorCode).toBe(ErrorCode.inNeedTrueAccount)
    }
    const r = await call('POST', '/wps/transaction/withdraw', trial.h, {
      bankCardId: 1,
      amount: 100,
      withdrawPassword: '123456',
      requestKey: 'trial-key-123',
    })
    expect(r.json().errorCode).toBe(ErrorCode.inNeedTrueAccount)
  })
})

describe('status changes', () => {
  it('cancel by the member returns the hold; only a pending withdrawal can be cancelled', async () => {
    const p = await ready(100_000n)
    const w = (await withdraw(p, 300)).json().value.withdrawal
    expect(await balanceOf(p)).toBe(70_000n)
    const c = await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, p.h)
    expect(c.json().value).toMatchObject({ balance: 1000, withdrawal: { status: 'cancelled' } })
    expect(await balanceOf(p)).toBe(100_000n)
    expect((await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, p.h)).json().errorCode).toBe(
      CashierError.withdrawalNotCancellable,
    )
    const other = await player()
    expect((await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, other.h)).json().errorCode).toBe(
      CashierError.withdrawalNotFound,
    )
  })

  it('reject by the operator returns the hold, with the note and an audit row', async () => {
    const p = await ready(100_000n)
    const w = (await withdraw(p, 300)).json().value.withdrawal
    const r = await review(w.orderNo, 'reject', 'name on card unclear')
    expect(r.statusCode, r.body).toBe(200)
    expect(r.json().value).toMatchObject({
      status: 'rejected',
      note: 'name on card unclear',
      accountName: 'Juan Dela Cruz',
    })
    expect(await balanceOf(p)).toBe(100_000n)
    expect((await review(w.orderNo, 'approve')).json().errorCode).toBe(CashierError.withdrawalBadTransition)
    expect((await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, p.h)).json().errorCode).toBe(
      CashierError.withdrawalNotCancellable,
    )
    const audit = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.target, w.orderNo), eq(auditLog.action, 'withdrawal.reject')))
    expect(audit).toHaveLength(1)
    expect(audit[0]?.actor).toBe('operator-token')
    expect(audit[0]?.detail.operator).toBe('ops-ann')
  })

  it('approve sends the payout; the provider says paid, many times and out of order, and the hold moves once', async () => {
    const p = await ready(100_000n)
    const w = (await withdraw(p, 250)).json().value.withdrawal
    payoutCalls.length = 0
    const a = await review(w.orderNo, 'approve')
    expect(a.statusCode, a.body).toBe(200)
    expect(a.json().value.status).toBe('approved')
    expect(payoutCalls).toHaveLength(1)
    expect(payoutCalls[0]).toMatchObject({
      merchantCode: 'demo',
      payoutNo: w.orderNo,
      amountMinor: 25_000n,
      accountNumber: '123456789012',
      accountName: 'Juan Dela Cruz',
      bankCode: 'BDO',
    })
    expect(payoutCalls[0]?.notifyUrl).toMatch(/\/payments\/notify\/sandbox$/)
    // Cancelling is over once an operator approved it.
    expect((await call('POST', `/wps/cashier/withdrawals/${w.orderNo}/cancel`, p.h)).json().errorCode).toBe(
      CashierError.withdrawalNotCancellable,
    )
    // An operator cannot settle a provider's payout by hand.
    expect((await review(w.orderNo, 'paid')).json().errorCode).toBe(CashierError.withdrawalBadTransition)

    const state = (status: PayoutState['status']): PayoutState => ({
      merchantCode: 'demo',
      payoutNo: w.orderNo,
      providerPayoutId: `po-${w.orderNo}`,
      status,
      amountMinor: 25_000n,
      currency: merchant.currency,
    })
    const payouts = await ensureAccount(db, { merchantId: merchant.id, kind: 'payouts', currency: merchant.currency })
    const payoutsBefore = await accountBalance(payouts)
    const answers = await Promise.all(
      [state('paid'), state('paid'), state('processing'), state('paid')].map((s) => applyPayoutState(db, 'sandbox', s)),
    )
    expect(answers.filter((x) => x === 'applied')).toHaveLength(1)
    expect(await applyPayoutState(db, 'sandbox', state('processing'))).toBe('duplicate')
    expect(await applyPayoutState(db, 'sandbox', state('failed'))).toBe('duplicate')
    expect((await rowOf(w.orderNo)).status).toBe('paid')
    expect((await rowOf(w.orderNo)).providerPayoutId).toBe(`po-${w.orderNo}`)
    expect(await accountBalance(payouts)).toBe(payoutsBefore + 25_000n)
    expect(await balanceOf(p)).toBe(75_000n)
    expect(await applyPayoutState(db, 'sandbox', { ...state('paid'), amountMinor: 1n })).toBe('unknown')
    expect(await applyPayoutState(db, 'sandbox', { ...state('paid'), payoutNo: 'WNOPE' })).toBe('unknown')
    expect(await applyPayoutState(db, 'other', state('paid'))).toBe('unknown')
    expect(await applyPayoutState(db, 'sandbox', { ...state('paid'), providerPayoutId: 'po-other' })).toBe('unknown')
  })

  it('a failed payout returns the hold once, whatever the duplicates', async () => {
    const p = await ready(100_000n)
    const w = (await withdraw(p, 250)).json().value.withdrawal
    await review(w.orderNo, 'approve')
    const failed: PayoutState = {
      merchantCode: 'demo',
      payoutNo: w.orderNo,
      providerPayoutId: `po-${w.orderNo}`,
      status: 'failed',
      amountMinor: 25_000n,
      currency: merchant.currency,
    }
    const answers = await Promise.all([failed, failed, failed].map((s) => applyPayoutState(db, 'sandbox', s)))
    expect(answers.sort()).toEqual(['applied', 'duplicate', 'duplicate'])
    expect(await applyPayoutState(db, 'sandbox', { ...failed, status: 'paid' })).toBe('duplicate')
    expect((await rowOf(w.orderNo)).status).toBe('failed')
    expect(await balanceOf(p)).toBe(100_000n)
    const records = (await call('GET', '/wps/relay/MCS2_WithdrawTransactionReport?status=failed', p.h)).json().value
    expect(records).toMatchObject({ totalCount: 1, list: [{ orderNo: w.orderNo, status: 'failed' }] })
  })
})

describe('manual payout and the operator API', () => {
  it('without a payout provider an approved withdrawal waits for the operator to mark it paid or failed', async () => {
    const manual = await createTestApp({}, { passwords: plainHasher, clock })
    try {
      const mdb = manual.database.db
      const [m] = await mdb.select().from(merchants).where(eq(merchants.code, 'demo'))
      if (!m) throw new Error('no demo merchant')
      await setCashierLimits(mdb, m.id, {
        withdrawMinMinor: 100n,
        withdrawMaxMinor: 1_000_000n,
        dailyCount: 10,
        dailyAmountMinor: 10_000_000n,
        turnoverPercent: 0,
        banks: [{ code: 'BDO', name: 'BDO' }],
      })
      const username = `m${randomBytes(4).toString('hex')}`
      const { id } = await insertMember(mdb, { merchantId: m.id, username, payeeName: 'Ana Reyes' })
      await fundMember(mdb, m, id, 50_000n)
      const h = { authorization: await sessionTokenFor(mdb, id, m.id, clock.now()), language: 'EN' }
      const go = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
        manual.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
      await go('POST', '/wps/member/paymentPassword', h, { newPassword: '135790', confirmPassword: '135790' })
      const card = (
        await go('POST', '/wps/member/bankCard', h, {
          bankCode: 'BDO',
          accountName: 'ana reyes',
          accountNumber: '99998888',
          withdrawPassword: '135790',
        })
      ).json().value
      const ask = async () =>
        (
          await go('POST', '/wps/transaction/withdraw', h, {
            bankCardId: card.id,
            amount: 100,
            withdrawPassword: '135790',
            requestKey: `k-${randomBytes(4).toString('hex')}`,
          })
        ).json().value.withdrawal.orderNo as string
      const act = (orderNo: string, action: string) =>
        go('POST', `/admin/cashier/withdrawals/${orderNo}/${action}`, admin, { merchant: 'demo', operator: 'ops-bo' })
      const one = await ask()
      const two = await ask()
      expect((await act(one, 'paid')).json().errorCode).toBe(CashierError.withdrawalBadTransition)
      for (const o of [one, two]) expect((await act(o, 'approve')).json().value.status).toBe('approved')
      // A provider's word on a payout it was never asked to make changes nothing.
      const foreign: PayoutState = {
        merchantCode: 'demo',
        payoutNo: two,
        providerPayoutId: 'po-forged',
        status: 'failed',
        amountMinor: 10_000n,
        currency: m.currency,
      }
      expect(await applyPayoutState(mdb, 'sandbox', foreign)).toBe('unknown')
      expect((await mdb.select().from(withdrawals).where(eq(withdrawals.orderNo, two)))[0]?.status).toBe('approved')
      expect((await act(one, 'paid')).json().value.status).toBe('paid')
      expect((await act(two, 'failed')).json().value.status).toBe('failed')
      expect((await act(two, 'paid')).json().errorCode).toBe(CashierError.withdrawalBadTransition)
      const list = (await go('GET', '/admin/cashier/withdrawals?merchant=demo', admin)).json().value
      expect(list.totalCount).toBe(2)
      expect(list.list.map((w: { status: string }) => w.status).sort()).toEqual(['failed', 'paid'])
      expect(
        (await go('GET', '/admin/cashier/withdrawals?merchant=demo&status=paid', admin)).json().value.totalCount,
      ).toBe(1)
      expect((await memberBalance(mdb, id, m.currency)) ?? 0n).toBe(40_000n)
    } finally {
      await manual.close()
    }
  })

  it('puts the limits with an audit row, keeps the banks, and refuses calls without the token', async () => {
    const body = {
      merchant: 'demo',
      withdrawMin: '100',
      withdrawMax: '50000',
      dailyCount: 5,
      dailyAmount: '100000.00',
      turnoverMultiple: 0,
      operator: 'ops-ann',
    }
    expect((await call('PUT', '/admin/cashier/settings', {}, body)).statusCode).toBe(401)
    const read = async () => {
      const r = await call('GET', '/admin/cashier/settings?merchant=demo', admin)
      expect(r.statusCode, r.body).toBe(200)
      return r.json().value
    }
    const before = await read()
    expect(before).toMatchObject({ merchant: 'demo', bonusWithdrawRule: expect.stringMatching(/^(block|forfeit)$/) })
    expect((await call('PUT', '/admin/cashier/settings', admin, { ...body, withdrawMin: '60000' })).statusCode).toBe(
      400,
    )
    const r = await call('PUT', '/admin/cashier/settings', admin, body)
    expect(r.statusCode, r.body).toBe(200)
    const [s] = await db.select().from(cashierSettings).where(eq(cashierSettings.merchantId, merchant.id))
    expect(s).toMatchObject({ withdrawMinMinor: 10_000n, dailyAmountMinor: 10_000_000n, turnoverPercent: 0 })
    expect(s?.banks).toHaveLength(2)
    // Read back in the form the put takes, amounts as plain text; the bonus rules left out stay as they were.
    expect(await read()).toEqual({
      merchant: 'demo',
      withdrawMin: '100.00',
      withdrawMax: '50000.00',
      dailyCount: 5,
      dailyAmount: '100000.00',
      turnoverMultiple: 0,
      bonusWithdrawRule: before.bonusWithdrawRule,
      bonusExpiryDays: before.bonusExpiryDays,
    })
    expect((await call('GET', '/admin/cashier/settings?merchant=nope', admin)).statusCode).toBe(404)
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'cashier.settings.put'))
    expect(audit.length).toBeGreaterThan(0)
    expect((await call('GET', '/admin/cashier/withdrawals?merchant=nope', admin)).statusCode).toBe(404)
  })
})

describe('security questions', () => {
  it('lists the catalogue, sets exactly two answers hashed, and changing them asks for the withdrawal password', async () => {
    const p = await ready()
    const cat = (await call('GET', '/wps/member/securityQuestions', { ...p.h, language: 'TY' })).json().value
    expect(cat).toHaveLength(8)
    expect(cat[0].question).toMatch(/paaralan/)
    const put = (body: object) => call('PUT', '/wps/member/customerSecurityQuestions', p.h, body)
    expect((await put({ answers: [{ questionId: 1, answer: 'a' }] })).statusCode).toBe(400)
    expect(
      (
        await put({
          answers: [
            { questionId: 1, answer: 'a' },
            { questionId: 1, answer: 'b' },
          ],
        })
      ).statusCode,
    ).toBe(400)
    expect(
      (
        await put({
          answers: [
            { questionId: 1, answer: 'a' },
            { questionId: 99, answer: 'b' },
          ],
        })
      ).statusCode,
    ).toBe(400)
    const big = 2_147_483_648
    const tooBig = await put({
      answers: [
        { questionId: big, answer: 'a' },
        { questionId: 2, answer: 'b' },
      ],
    })
    expect(tooBig.statusCode, tooBig.body).toBe(400)
    expect(tooBig.json().errorCode).toBe(ErrorCode.requestParam)
    const noCard = await call('DELETE', `/wps/member/bankCard/${big}`, p.h)
    expect(noCard.statusCode, noCard.body).toBe(400)
    expect(noCard.json().errorCode).toBe(ErrorCode.requestParam)
    const noCardWithdraw = await withdraw({ ...p, cardId: big }, 100)
    expect(noCardWithdraw.statusCode, noCardWithdraw.body).toBe(400)
    expect(noCardWithdraw.json().errorCode).toBe(ErrorCode.requestParam)
    const first = await put({
      answers: [
        { questionId: 2, answer: '  Bantay  Dog ' },
        { questionId: 5, answer: 'Pedro' },
      ],
    })
    expect(first.statusCode, first.body).toBe(200)
    const mine = (await call('GET', '/wps/member/customerSecurityQuestions', p.h)).json().value
    expect(mine.questions.map((q: { id: number }) => q.id)).toEqual([2, 5])
    const stored = await db.execute(
      sql`select answer_hash from security_answers where member_id = ${p.id} order by question_id`,
    )
    expect((stored as unknown as { rows: { answer_hash: string }[] }).rows[0]?.answer_hash).toBe('plain:bantay dog')

    const change = {
      answers: [
        { questionId: 3, answer: 'Cebu' },
        { questionId: 4, answer: 'Santos' },
      ],
    }
    expect((await put(change)).json().errorCode).toBe(CashierError.withdrawPasswordWrong)
    expect((await put({ ...change, withdrawPassword: '123456' })).statusCode).toBe(200)
    const now = (await call('GET', '/wps/member/customerSecurityQuestions', p.h)).json().value
    expect(now.questions.map((q: { id: number }) => q.id)).toEqual([3, 4])
  })
})

async function accountBalance(id: number): Promise<bigint> {
  const r = await db.execute(sql`select balance::text as b from wallet_accounts where id = ${id}`)
  return BigInt((r as unknown as { rows: { b: string }[] }).rows[0]?.b ?? '0')
}
