import { WalletErrorCode } from '@parlor/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { ledgerFaults } from '../../../test/ledger-checks.ts'
import type { Db } from '../../db/client.ts'
import { members, merchants } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { ensureAccount, post } from './ledger.ts'

/**
 * Property: many concurrent random transfers between member wallets keep the total, keep every
 * transaction balanced and never take a wallet below zero. On PGlite (one connection) the
 * workers interleave; on PostgreSQL (pool of 10) they really run at once.
 */
const ACCOUNTS = 100
const TRANSFERS = 10_000
const WORKERS = 50
const START = 1_000n

let t: TestContext
let db: Db
beforeAll(async () => {
  t = await createTestApp({}, { seed: true })
  db = t.database.db
})
afterAll(() => t.close())

/** mulberry32: a fixed seed makes a failure reproducible. */
function rng(seed: number) {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}

it(`${TRANSFERS} random transfers among ${ACCOUNTS} wallets by ${WORKERS} workers keep the books`, {
  timeout: 600_000,
}, async () => {
  const [m] = await db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'))
  const merchantId = m?.id as number
  const rows = await db
    .insert(members)
    .values(
      Array.from({ length: ACCOUNTS }, (_, i) => ({
        merchantId,
        username: `prop_${i}`,
        usernameKey: `prop_${i}`,
        passwordHash: '!',
      })),
    )
    .returning({ id: members.id })
  const house = await ensureAccount(db, { merchantId, kind: 'house', currency: 'PHP' })
  const accounts: number[] = []
  for (const r of rows) {
    const acc = await ensureAccount(db, { merchantId, kind: 'member', memberId: r.id, currency: 'PHP' })
    accounts.push(acc)
    await post(db, {
      merchantId,
      key: `prop-fund:${acc}`,
      kind: 'transfer',
      legs: [
        { accountId: house, amount: -START },
        { accountId: acc, amount: START },
      ],
    })
  }

  const next = rng(20261125)
  const plan = Array.from({ length: TRANSFERS }, (_, i) => {
    const from = accounts[Math.floor(next() * ACCOUNTS)] as number
    let to = accounts[Math.floor(next() * ACCOUNTS)] as number
    if (to === from) to = accounts[(accounts.indexOf(from) + 1) % ACCOUNTS] as number
    // Up to 600 against balances averaging 1000: plenty of transfers are refused for cover.
    return { key: `prop:${i}`, from, to, amount: BigInt(1 + Math.floor(next() * 600)) }
  })
  let cursor = 0
  let applied = 0
  let refused = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (cursor < plan.length) {
        const p = plan[cursor++] as (typeof plan)[number]
        try {
          await post(db, {
            merchantId,
            key: p.key,
            kind: 'transfer',
            legs: [
              { accountId: p.from, amount: -p.amount },
              { accountId: p.to, amount: p.amount },
            ],
          })
          applied++
        } catch (e) {
          if (!(e instanceof AppError) || e.errorCode !== WalletErrorCode.insufficientBalance) throw e
          refused++
        }
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  console.log(
    `[ledger property] ${t.database.kind}: ${applied} applied, ${refused} refused for cover, ${(TRANSFERS / seconds).toFixed(0)} postings/s`,
  )
  expect(applied + refused).toBe(TRANSFERS)
  expect(applied).toBeGreaterThan(TRANSFERS / 2)

  const ids = sql.join(
    accounts.map((a) => sql`${a}`),
    sql`, `,
  )
  const one = async <T>(q: ReturnType<typeof sql>) => ((await db.execute(q)) as unknown as { rows: T[] }).rows[0] as T
  const totals = await one<{ total: string; min: string; negatives: string }>(
    sql`select sum(balance)::text as total, min(balance)::text as min,
          (select count(*) from wallet_entries where account_id in (${ids}) and balance_after < 0)::text as negatives
        from wallet_accounts where id in (${ids})`,
  )
  expect(BigInt(totals.total)).toBe(START * BigInt(ACCOUNTS))
  expect(BigInt(totals.min)).toBeGreaterThanOrEqual(0n)
  expect(totals.negatives).toBe('0')
  // Every transaction sums to zero, every stored balance equals the sum of its entries, and the
  // applied count matches the ledger.
  expect(await ledgerFaults(db)).toEqual({ unbalancedTransactions: 0, driftedAccounts: 0 })
  const stored = await one<{ n: string }>(
    sql`select count(*)::text as n from wallet_transactions where idempotency_key like 'prop:%'`,
  )
  expect(Number(stored.n)).toBe(applied)
})
