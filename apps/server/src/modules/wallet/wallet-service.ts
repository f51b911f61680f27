/**
 * Wallet operations above the ledger: balances for the wire, operator adjustments, seed funding,
 * the demo-money grant of trial members, and the account history.
 */
import {
  AccountTypeId,
  DEMO_CURRENCY,
  type Balance,
  type TransactionRecordList,
  type TransactionRecordQuery,
  toMajor,
} from '@parlor/contract'
import { and, eq, gte, lt } from 'drizzle-orm'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { walletAccounts, walletTransactions } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditEntry, recordAudit } from '../audit/audit-log.ts'
import { ensureAccount, memberBalance, postTransaction, walletCurrency, type Posted } from './ledger.ts'
import { createMemberRepository } from '../member/member-repository.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { bonusToWire, settleBonuses } from '../bonus/bonus-service.ts'
import { createWalletHistoryRepository, type LedgerEntryPage } from './wallet-history-repository.ts'

/** What a trial member starts with: 1,000.00 in demo money, once per member. */
export const TRIAL_GRANT_MINOR = 100_000n

export interface WalletMember {
  id: number
  merchantId: number
  type: number
}

export interface WalletMerchant {
  id: number
  currency: string
  currencySymbol: string
}

/**
 * Gives a trial member their demo money, once (idempotency key per member). Called on the first
 * wallet read of a trial member: the session module creates trial members without a hook here.
 */
export async function grantTrialFunds(db: Db, member: WalletMember): Promise<void> {
  await inTransaction(db, async (tx) => {
    const from = await ensureAccount(tx, {
      merchantId: member.merchantId,
      kind: 'trial_funds',
      currency: DEMO_CURRENCY,
    })
    const to = await ensureAccount(tx, {
      merchantId: member.merchantId,
      kind: 'member',
      memberId: member.id,
      currency: DEMO_CURRENCY,
    })
    await postTransaction(tx, {
      merchantId: member.merchantId,
      key: `trial-grant:${member.id}`,
      kind: 'trial_grant',
      reason: 'Free-play money',
      memberId: member.id,
      legs: [
        { accountId: from, amount: -TRIAL_GRANT_MINOR },
        { accountId: to, amount: TRIAL_GRANT_MINOR },
      ],
    })
  })
}

/** The member's wallet balance in minor units (granting trial money on first sight). */
export async function balanceMinor(db: Db, merchant: WalletMerchant, member: WalletMember): Promise<bigint> {
  const currency = walletCurrency(merchant.currency, member.type)
  let minor = await memberBalance(db, member.id, currency)
  if (minor === null && currency === DEMO_CURRENCY) {
    await grantTrialFunds(db, member)
    minor = await memberBalance(db, member.id, currency)
  }
  return minor ?? 0n
}

/**
 * The balance answer: `sumBalance` stays the cash games bet with and the cashier pays out; the
 * locked bonus comes beside it (decision 048), settled first so a bonus just wagered in full
 * shows as cash.
 */
export async function balanceAnswer(
  db: Db,
  merchant: WalletMerchant,
  member: WalletMember,
  now: Date = new Date(),
): Promise<Balance> {
  const trial = member.type === 4
  const bonuses = trial ? [] : await settleBonuses(db, member.id, now)
  const cash = await balanceMinor(db, merchant, member)
  const bonusMinor = bonuses.reduce((sum, b) => sum + b.grant.amountMinor, 0n)
  const value = toMajor(cash)
  return {
    sumBalance: value,
    balance: [{ accountTypeId: trial ? AccountTypeId.freePlay : AccountTypeId.real, availBalance: value }],
    currency: trial ? DEMO_CURRENCY : merchant.currency,
    currencySymbol: trial ? DEMO_CURRENCY : merchant.currencySymbol,
    bonusBalance: toMajor(bonusMinor),
    totalBalance: toMajor(cash + bonusMinor),
    bonuses: bonuses.map(bonusToWire),
  }
}

/**
 * Moves `amountMinor` between the merchant's adjustments account and the member's wallet
 * (negative takes money away, never below zero). `key` makes a retried command harmless.
 * An unknown merchant or member is AppError 404 `merchant_not_found` / `member_not_found`.
 */
export async function adjust(db: Db, a: AdjustInput): Promise<Adjusted> {
  return inTransaction(db, (tx) => adjustIn(tx, a))
}

export interface AdjustInput {
  merchantCode: string
  username: string
  amountMinor: bigint
  reason: string
  key: string
  operator?: string
}

/** `adjust` inside the caller's transaction, for callers that change their own rows with it. */
export async function adjustIn(tx: Tx, a: AdjustInput): Promise<Adjusted> {
  const merchant = await createMerchantRepository(tx).findByCode(a.merchantCode)
  if (!merchant) throw new AppError(404, 'merchant_not_found', { merchant: a.merchantCode })
  const m = await createMemberRepository(tx).findByUsername(merchant.id, a.username)
  if (!m) throw new AppError(404, 'member_not_found', { merchant: a.merchantCode, user: a.username })
  const currency = walletCurrency(merchant.currency, m.type)
  const from = await ensureAccount(tx, { merchantId: merchant.id, kind: 'adjustments', currency })
  const to = await ensureAccount(tx, { merchantId: merchant.id, kind: 'member', memberId: m.id, currency })
  const posted = await postTransaction(tx, {
    merchantId: merchant.id,
    key: a.key,
    kind: 'adjustment',
    reason: a.reason,
    memberId: m.id,
    legs: [
      { accountId: from, amount: -a.amountMinor },
      { accountId: to, amount: a.amountMinor },
    ],
    meta: a.operator ? { operator: a.operator } : {},
  })
  return { ...posted, memberId: m.id, merchantId: merchant.id, currency }
}

export type Adjusted = Posted & { memberId: number; merchantId: number; currency: string }

/** The member's balance after an adjustment (its wallet leg). */
export const adjustedBalance = (r: Adjusted, amountMinor: bigint) =>
  r.entries.find((e) => e.amount === amountMinor)?.balanceAfter ?? 0n

/**
 * An operator's adjustment (the operator API or the command-line tool on the database) with its
 * audit row in the same transaction; the ledger's entry names the actor. `onBehalfOf` is a name a
 * script passes for the person behind a shared key: audit detail only. A replay records nothing.
 */
export async function adjustAudited(
  tx: Tx,
  a: Omit<AdjustInput, 'operator'>,
  who: Pick<AuditEntry, 'actor' | 'actorType' | 'actorId' | 'ip'>,
  onBehalfOf?: string,
): Promise<Adjusted> {
  const posted = await adjustIn(tx, { ...a, operator: who.actor })
  if (!posted.replayed)
    await recordAudit(tx, {
      merchantId: posted.merchantId,
      ...who,
      action: 'wallet.adjust',
      target: String(posted.memberId),
      before: null,
      after: {
        amount: toMajor(a.amountMinor),
        currency: posted.currency,
        balance: toMajor(adjustedBalance(posted, a.amountMinor)),
      },
      detail: { transactionId: posted.transactionId, key: a.key, reason: a.reason, onBehalfOf: onBehalfOf ?? null },
    })
  return posted
}

/** Seed: credits each named member with `amountMinor` from the promotions account (idempotent). */
export async function fundMembers(
  tx: Tx,
  merchantId: number,
  currency: string,
  usernames: string[],
  amountMinor: bigint,
) {
  const promotions = await ensureAccount(tx, { merchantId, kind: 'promotions', currency })
  for (const username of usernames) {
    const m = await createMemberRepository(tx).findByUsername(merchantId, username)
    if (!m) throw new Error(`seed member ${username} missing`)
    const cur = walletCurrency(currency, m.type)
    const from =
      cur === currency ? promotions : await ensureAccount(tx, { merchantId, kind: 'trial_funds', currency: cur })
    const to = await ensureAccount(tx, { merchantId, kind: 'member', memberId: m.id, currency: cur })
    await postTransaction(tx, {
      merchantId,
      key: `seed:${m.id}`,
      kind: 'seed',
      reason: 'Demo funds',
      memberId: m.id,
      legs: [
        { accountId: from, amount: -amountMinor },
        { accountId: to, amount: amountMinor },
      ],
    })
  }
}

function dayStart(v: string | number | undefined): Date | null {
  if (v === undefined) return null
  return typeof v === 'number' ? new Date(v) : new Date(`${v}T00:00:00Z`)
}

/** A records query's window: `startDate` on, before `endDate` (a day as `endDate` includes that whole day). */
export function recordWindow(q: { startDate?: string | number | undefined; endDate?: string | number | undefined }) {
  const from = dayStart(q.startDate)
  let to = dayStart(q.endDate)
  if (to && typeof q.endDate === 'string') to = new Date(to.getTime() + 86_400_000)
  return { from, to }
}

/** The member's ledger transactions, newest first; `endDate` as a day includes that whole day. */
export async function transactionRecords(
  db: Db,
  merchant: WalletMerchant,
  member: WalletMember,
  q: TransactionRecordQuery,
): Promise<TransactionRecordList> {
  const currency = walletCurrency(merchant.currency, member.type)
  const pageNo = q.pageNo ?? 1
  const pageSize = q.pageSize ?? 20
  const { from, to } = recordWindow(q)
  const where = and(
    eq(walletAccounts.memberId, member.id),
    // The cash account's history: locked bonus money shows in the bonus panel, not here.
    eq(walletAccounts.kind, 'member'),
    eq(walletAccounts.currency, currency),
    from ? gte(walletTransactions.createdAt, from) : undefined,
    to ? lt(walletTransactions.createdAt, to) : undefined,
    q.type ? eq(walletTransactions.kind, q.type) : undefined,
  )
  const found = await createWalletHistoryRepository(db).entriesPage(where, { pageNo, pageSize })
  return transactionRecordPage(found, currency, { pageNo, pageSize })
}

/** One page of ledger entries on the wire, as the account history lists them. */
function transactionRecordPage(
  found: LedgerEntryPage,
  currency: string,
  { pageNo, pageSize }: { pageNo: number; pageSize: number },
): TransactionRecordList {
  return {
    list: found.rows.map((r) => ({
      id: String(r.id),
      type: r.kind,
      amount: toMajor(r.amount),
      balanceAfter: toMajor(r.balanceAfter),
      currency,
      reason: r.reason,
      createdAt: r.createdAt.getTime(),
    })),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(found.total / pageSize)),
    totalCount: found.total,
  }
}
