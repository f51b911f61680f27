/**
 * The cashier as its tests meet it: a merchant's withdrawal limits, a member with a payee name and
 * a bank card, money put into the wallet from the adjustments account, and a password hasher that
 * costs nothing (these tests count guesses and races, not hashing speed).
 */
import { randomBytes } from 'node:crypto'
import type { Db } from '../src/db/client.ts'
import { bankCards, cashierSettings, members } from '../src/db/schema.ts'
import type { PasswordHasher } from '../src/lib/password.ts'
import { ensureAccount, type Posted, post } from '../src/modules/wallet/ledger.ts'

/** Stores `plain:<password>`: cheap and exact. */
export const plainHasher: PasswordHasher = {
  hash: async (p) => `plain:${p}`,
  verify: async (s, p) => s === `plain:${p}`,
}

/** Sets the merchant's withdrawal limits and banks, replacing what the seed put there. */
export async function setCashierLimits(
  db: Db,
  merchantId: number,
  limits: Omit<typeof cashierSettings.$inferInsert, 'merchantId'>,
) {
  await db
    .insert(cashierSettings)
    .values({ merchantId, ...limits })
    .onConflictDoUpdate({ target: cashierSettings.merchantId, set: limits })
}

/** A member written straight to the table (no sign-up, no password that works). */
export async function insertMember(
  db: Db,
  values: Omit<typeof members.$inferInsert, 'usernameKey' | 'passwordHash'>,
): Promise<typeof members.$inferSelect> {
  const [row] = await db
    .insert(members)
    .values({ usernameKey: values.username, passwordHash: 'x', firstTimeLogin: false, ...values })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}

/** A bank card written straight to the table, at BDO unless told. */
export async function insertBankCard(
  db: Db,
  card: { merchantId: number; memberId: number; accountName: string; accountNumber: string },
): Promise<typeof bankCards.$inferSelect> {
  const [row] = await db
    .insert(bankCards)
    .values({ bankCode: 'BDO', bankName: 'BDO', ...card })
    .returning()
  if (!row) throw new Error('insert failed')
  return row
}

/** Moves `minor` from the merchant's adjustments account into the member's wallet. */
export async function fundMember(
  db: Db,
  merchant: { id: number; currency: string },
  memberId: number,
  minor: bigint,
  kind = 'adjustment',
): Promise<Posted> {
  const from = await ensureAccount(db, { merchantId: merchant.id, kind: 'adjustments', currency: merchant.currency })
  const to = await ensureAccount(db, { merchantId: merchant.id, kind: 'member', memberId, currency: merchant.currency })
  return post(db, {
    merchantId: merchant.id,
    key: `fund:${memberId}:${randomBytes(4).toString('hex')}`,
    kind,
    memberId,
    legs: [
      { accountId: from, amount: -minor },
      { accountId: to, amount: minor },
    ],
  })
}
