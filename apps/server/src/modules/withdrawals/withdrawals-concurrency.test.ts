/**
 * Withdrawals racing for one balance through the real route. On PostgreSQL (server-pg) the
 * requests run on separate pool connections at once and meet at the wallet's row lock; on PGlite
 * they interleave on one connection. Either way: never more withdrawn than the balance, every
 * refusal is the ledger's insufficient balance, and the holds account equals the open withdrawals.
 */
import { randomBytes } from 'node:crypto'
import { WalletErrorCode } from '@parlor/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { fundMember, insertBankCard, insertMember, plainHasher, setCashierLimits } from '../../../test/cashier.ts'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { sessionTokenFor } from '../../../test/members.ts'
import type { Db } from '../../db/client.ts'
import { merchants, withdrawPasswords } from '../../db/schema.ts'
import { ensureAccount, memberBalance } from '../wallet/ledger.ts'
import { createWithdrawalsRepository } from './withdrawals-repository.ts'

let t: TestContext
let db: Db
beforeAll(async () => {
  t = await createTestApp({ PARLOR_DB_QUEUE_MAX: '100000' }, { passwords: plainHasher })
  db = t.database.db
})
afterAll(() => t.close())

describe('withdrawals under concurrency', () => {
  it('200 withdrawals at once against one balance never overdraw it', async () => {
    const [m] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    if (!m) throw new Error('no demo merchant')
    await setCashierLimits(db, m.id, {
      withdrawMinMinor: 100n,
      withdrawMaxMinor: 10_000_000n,
      dailyCount: 1000,
      dailyAmountMinor: 1_000_000_000n,
      turnoverPercent: 0,
      banks: [{ code: 'BDO', name: 'BDO' }],
    })
    const username = `race${randomBytes(4).toString('hex')}`
    const member = await insertMember(db, { merchantId: m.id, username, payeeName: 'Rosa Santos' })
    await db.insert(withdrawPasswords).values({ memberId: member.id, hash: 'plain:246810' })
    const card = await insertBankCard(db, {
      merchantId: m.id,
      memberId: member.id,
      accountName: 'Rosa Santos',
      accountNumber: '55556666',
    })
    // 100 withdrawals of 1.00 fit; 200 are asked.
    await fundMember(db, m, member.id, 10_000n)
    const token = await sessionTokenFor(db, member.id, m.id)

    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        t.app.inject({
          method: 'POST',
          url: '/wps/transaction/withdraw',
          headers: { authorization: token, language: 'EN' },
          payload: {
            bankCardId: card.id,
            amount: 1,
            withdrawPassword: '246810',
            requestKey: `race-${member.id}-${i}`,
          },
        }),
      ),
    )
    const ok = answers.filter((r) => r.statusCode === 200)
    const refused = answers.filter((r) => r.statusCode !== 200)
    expect(refused.map((r) => r.json().errorCode).filter((c) => c !== WalletErrorCode.insufficientBalance)).toEqual([])
    expect(ok).toHaveLength(100)
    // Every answered balance is distinct: each request saw the one before it.
    expect(new Set(ok.map((r) => r.json().value.balance)).size).toBe(100)
    expect(await memberBalance(db, member.id, m.currency)).toBe(0n)

    const holds = await ensureAccount(db, { merchantId: m.id, kind: 'withdrawal_holds', currency: m.currency })
    const r = await db.execute(sql`select balance::text as b from wallet_accounts where id = ${holds}`)
    const held = BigInt((r as unknown as { rows: { b: string }[] }).rows[0]?.b ?? '0')
    expect(held).toBe(await createWithdrawalsRepository(db).openSum(m.id, m.currency))
    expect(await createWithdrawalsRepository(db).memberOpenSum(member.id)).toBe(10_000n)
  })
})
