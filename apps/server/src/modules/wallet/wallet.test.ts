import { DEMO_CURRENCY, WalletErrorCode, parseMajor } from '@parlor/contract'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { type Db, rows } from '../../db/client.ts'
import { members, merchants, walletEntries, walletTransactions } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { ensureAccount, memberBalance, post, postTransaction } from './ledger.ts'
import { adjust } from './wallet-service.ts'

let t: TestContext
let db: Db
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
  db = t.database.db
})
afterAll(() => t.close())

const get = (token: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { authorization: token, language: 'EN' } : { language: 'EN' } })

async function memberId(username: string) {
  const [m] = await db.select({ id: members.id }).from(members).where(eq(members.usernameKey, username))
  return m?.id as number
}
async function demoMerchantId() {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'))
  return m?.id as number
}

describe('wallet reads', () => {
  it('answers the seeded balance in major units, in the shape of wire-contract §5', async () => {
    const token = await loginAs(t.app, 'demo')
    const res = await get(token, '/wps/v2/wallets/balance?typeId=0')
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().value).toEqual({
      sumBalance: 1000,
      balance: [{ accountTypeId: 1, availBalance: 1000 }],
      currency: 'PHP',
      currencySymbol: '₱',
      // Decision 048: the locked bonus beside the cash, none here.
      bonusBalance: 0,
      totalBalance: 1000,
      bonuses: [],
    })
    expect((await get(token, '/wps/wallets/gcs')).json().value).toEqual({ sumBalance: 1000 })
    expect(res.headers['cache-control']).toBe('no-store')
  })

  it('refuses anonymous balance reads and answers the merchant wallet mode', async () => {
    expect((await get(null, '/wps/v2/wallets/balance')).statusCode).toBe(401)
    expect((await get(null, '/wps/relay/GCS_merchantWallet')).json().value).toEqual({ isSingle: true })
  })

  it('gives a new trial member demo money once, never real money', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
    expect(res.statusCode, res.body).toBe(200)
    const token = res.json().value.token as string
    const reads = await Promise.all([1, 2, 3].map(() => get(token, '/wps/v2/wallets/balance')))
    for (const r of reads)
      expect(r.json().value).toMatchObject({
        sumBalance: 1000,
        currency: DEMO_CURRENCY,
        balance: [{ accountTypeId: 0 }],
      })
    const records = (await get(token, '/wps/wallets/records')).json().value
    expect(records.totalCount).toBe(1)
    expect(records.list[0]).toMatchObject({ type: 'trial_grant', amount: 1000, currency: DEMO_CURRENCY })
  })
})

describe('ledger', () => {
  it('replays the same key and body, and refuses the key with another body', async () => {
    const merchantId = await demoMerchantId()
    const a = await ensureAccount(db, { merchantId, kind: 'house', currency: 'PHP' })
    const b = await ensureAccount(db, { merchantId, kind: 'member', memberId: await memberId('lina'), currency: 'PHP' })
    const input = {
      merchantId,
      key: 'test-replay-1',
      kind: 'transfer',
      legs: [
        { accountId: a, amount: -150n },
        { accountId: b, amount: 150n },
      ],
    }
    const before = await memberBalance(db, await memberId('lina'), 'PHP')
    // Concurrent duplicates: any one of them may post first (the database decides), so what is
    // guaranteed is one posting, answered identically to every caller.
    const answers = await Promise.all([post(db, input), post(db, input), post(db, input)])
    expect(answers.filter((a) => !a.replayed)).toHaveLength(1)
    const original = answers.find((a) => !a.replayed) as (typeof answers)[number]
    for (const a of answers) {
      expect(a.transactionId).toBe(original.transactionId)
      expect(a.entries).toEqual(original.entries)
    }
    const rows = await db
      .select({ id: walletTransactions.id })
      .from(walletTransactions)
      .where(and(eq(walletTransactions.merchantId, merchantId), eq(walletTransactions.idempotencyKey, input.key)))
    expect(rows).toHaveLength(1)
    expect(await memberBalance(db, await memberId('lina'), 'PHP')).toBe((before ?? 0n) + 150n)
    // A later retry answers the same posting again.
    expect(await post(db, input)).toMatchObject({ replayed: true, transactionId: original.transactionId })
    await expect(
      post(db, {
        ...input,
        legs: [
          { accountId: a, amount: -151n },
          { accountId: b, amount: 151n },
        ],
      }),
    ).rejects.toMatchObject({
      errorCode: WalletErrorCode.idempotencyConflict,
    })
  })

  it('never takes a member wallet below zero, and rolls the whole posting back', async () => {
    const merchantId = await demoMerchantId()
    const house = await ensureAccount(db, { merchantId, kind: 'house', currency: 'PHP' })
    const jun = await ensureAccount(db, {
      merchantId,
      kind: 'member',
      memberId: await memberId('jun'),
      currency: 'PHP',
    })
    const err = await post(db, {
      merchantId,
      key: 'test-overdraw',
      kind: 'bet',
      legs: [
        { accountId: jun, amount: -100_001n },
        { accountId: house, amount: 100_001n },
      ],
    }).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(AppError)
    expect((err as AppError).errorCode).toBe(WalletErrorCode.insufficientBalance)
    // The key is free again: the failed posting left nothing behind.
    const ok = await post(db, {
      merchantId,
      key: 'test-overdraw',
      kind: 'bet',
      legs: [
        { accountId: jun, amount: -100_000n },
        { accountId: house, amount: 100_000n },
      ],
    })
    expect(ok.entries.find((e) => e.accountId === jun)?.balanceAfter).toBe(0n)
  })

  it('refuses unbalanced legs in code and in the database, mixed currencies, and changes to entries', async () => {
    const merchantId = await demoMerchantId()
    const house = await ensureAccount(db, { merchantId, kind: 'house', currency: 'PHP' })
    const demoHouse = await ensureAccount(db, { merchantId, kind: 'house', currency: DEMO_CURRENCY })
    const promo = await ensureAccount(db, { merchantId, kind: 'promotions', currency: 'PHP' })
    await expect(
      post(db, {
        merchantId,
        key: 'x1',
        kind: 'transfer',
        legs: [
          { accountId: house, amount: -1n },
          { accountId: promo, amount: 2n },
        ],
      }),
    ).rejects.toThrow(/sum to zero/)
    await expect(
      post(db, {
        merchantId,
        key: 'x2',
        kind: 'transfer',
        legs: [
          { accountId: house, amount: -1n },
          { accountId: demoHouse, amount: 1n },
        ],
      }),
    ).rejects.toThrow(/currencies/)
    // Bypassing the code: entries appended to a posted transaction in the same database transaction.
    const appendAfterPosting = (key: string, extra: { accountId: number; amount: bigint }[]) =>
      db.transaction(async (tx) => {
        const posted = await postTransaction(tx, {
          merchantId,
          key,
          kind: 'transfer',
          legs: [
            { accountId: house, amount: -5n },
            { accountId: promo, amount: 5n },
          ],
        })
        await tx
          .insert(walletEntries)
          .values(extra.map((e) => ({ ...e, transactionId: posted.transactionId, balanceAfter: 0n })))
      })
    const refusedAsUnbalanced = { cause: { message: expect.stringMatching(/unbalanced/) } }
    // The trigger refuses a transaction that no longer sums to zero…
    await expect(appendAfterPosting('x3', [{ accountId: house, amount: 7n }])).rejects.toMatchObject(
      refusedAsUnbalanced,
    )
    // …and one that does, but in two currencies.
    await expect(
      appendAfterPosting('x4', [
        { accountId: house, amount: 3n },
        { accountId: demoHouse, amount: -3n },
      ]),
    ).rejects.toMatchObject(refusedAsUnbalanced)
    await expect(db.execute(sql`update wallet_entries set amount = amount + 1`)).rejects.toThrow()
    await expect(db.execute(sql`delete from wallet_transactions`)).rejects.toThrow()
  })

  it('keeps the ledger functions on index lookups, however small the tables were when first planned', async () => {
    // A redefinition without the setting would bring back plans that scan whole tables (migration 0035).
    const fns = await rows<{ name: string; config: string[] | null }>(
      db,
      sql`select proname as name, proconfig as config from pg_proc
        where proname in ('wallet_entries_balanced', 'wallet_account', 'wallet_post', 'wallet_provider_post',
          'wallet_provider_legs', 'wallet_provider_bet', 'wallet_provider_bet_existing', 'wallet_provider_win',
          'wallet_provider_settle', 'rg_charge_bet', 'rg_record')
        order by proname`,
    )
    expect(fns).toHaveLength(11)
    for (const f of fns) expect([f.name, f.config]).toEqual([f.name, ['enable_seqscan=off']])
  })

  it('adjusts through the operator path as its own transaction, with a reason', async () => {
    const r = await adjust(db, {
      merchantCode: 'demo',
      username: 'marco',
      amountMinor: 2_550n,
      reason: 'goodwill',
      key: 'adj-1',
    })
    expect(r.replayed).toBe(false)
    const token = await loginAs(t.app, 'marco')
    expect((await get(token, '/wps/v2/wallets/balance')).json().value.sumBalance).toBe(1025.5)
    await expect(
      adjust(db, { merchantCode: 'demo', username: 'marco', amountMinor: -200_000n, reason: 'too much', key: 'adj-2' }),
    ).rejects.toMatchObject({ errorCode: WalletErrorCode.insufficientBalance })
    const rec = (await get(token, '/wps/wallets/records?type=adjustment')).json().value
    expect(rec.list).toHaveLength(1)
    expect(rec.list[0]).toMatchObject({ type: 'adjustment', amount: 25.5, balanceAfter: 1025.5, reason: 'goodwill' })
    const all = (await get(token, '/wps/wallets/records?pageSize=1&startDate=2000-01-01')).json().value
    expect(all).toMatchObject({ totalCount: 2, totalPages: 2, pageNum: 1 })
    expect((await get(token, '/wps/wallets/records?endDate=2000-01-01')).json().value.totalCount).toBe(0)
    expect((await get(token, '/wps/wallets/records?type=nope')).statusCode).toBe(400)
  })

  it('parses operator amounts exactly', () => {
    expect(parseMajor('100.00')).toBe(10_000n)
    expect(parseMajor('0.5')).toBe(50n)
    expect(parseMajor('-3')).toBe(-300n)
    expect(parseMajor('1.005')).toBeNull()
    expect(parseMajor('1e3')).toBeNull()
  })
})
