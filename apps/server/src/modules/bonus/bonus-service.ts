/**
 * The bonus wallet (decision 048). A bonus is locked money in the member's `bonus` ledger account:
 * bets never touch it, so the bet path stays cash only. It turns into cash once the member's stakes
 * since the grant reach the wagering requirement, and goes back to the merchant's `promotions`
 * account when it expires or the member forfeits it by withdrawing.
 *
 * Every change is one ledger posting keyed `bonus:<grant|release|forfeit|expire>:<grant id>`,
 * committed with the grant row's insert or its conditional status UPDATE (… WHERE status =
 * 'active'): a duplicate or concurrent call finds the row taken and moves nothing.
 *
 * Lock order: a transaction that moves bonus money row-locks the member's cash and bonus accounts
 * and the `promotions` account in ascending id order before its first posting, as every money path
 * does (ledger.ts `lockAccounts`), so it never waits on a row it would itself hold up.
 */
import { type BonusGrant, toMajor } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { ensureAccount, lockAccounts, postTransaction } from '../wallet/ledger.ts'
import { type BonusEnd, type BonusGrantRow, createBonusRepository } from './bonus-repository.ts'

export type BonusSourceKind = 'deposit_promo' | 'promotion_claim'

export interface BonusOwner {
  merchantId: number
  memberId: number
  currency: string
}

/** An active grant with the stakes counted towards it so far. */
export interface ActiveBonus {
  grant: BonusGrantRow
  wageredMinor: bigint
}

const DAY_MS = 86_400_000

/** Deposit bonus: the deposit times the rate, floored to the minor unit, at most the cap. */
export function depositBonusMinor(depositMinor: bigint, bonusBp: number, maxBonusMinor: bigint): bigint {
  const raw = (depositMinor * BigInt(bonusBp)) / 10_000n
  return raw < maxBonusMinor ? raw : maxBonusMinor
}

/** Wagering a deposit bonus asks: deposit plus bonus, times the promotion's multiple. */
export const depositWageringMinor = (depositMinor: bigint, bonusMinor: bigint, turnoverMultiple: number) =>
  (depositMinor + bonusMinor) * BigInt(Math.max(0, turnoverMultiple))

export const bonusExpiry = (now: Date, days: number) => new Date(now.getTime() + days * DAY_MS)

/** The three accounts bonus money moves between, locked in id order (see the note at the top). */
async function bonusAccounts(tx: Tx, o: BonusOwner) {
  const bonus = await ensureAccount(tx, {
    merchantId: o.merchantId,
    kind: 'bonus',
    memberId: o.memberId,
    currency: o.currency,
  })
  const cash = await ensureAccount(tx, {
    merchantId: o.merchantId,
    kind: 'member',
    memberId: o.memberId,
    currency: o.currency,
  })
  const house = await ensureAccount(tx, { merchantId: o.merchantId, kind: 'promotions', currency: o.currency })
  await lockAccounts(tx, o.merchantId, [bonus, cash, house])
  return { bonus, cash, house }
}

/**
 * Grants a bonus into the member's bonus account, in `tx`; null when the source granted before
 * (nothing moves). The caller's transaction holds what made the grant due (a credited deposit).
 */
export async function grantBonus(
  tx: Tx,
  g: BonusOwner & {
    sourceKind: BonusSourceKind
    sourceId: number
    amountMinor: bigint
    wageringRequiredMinor: bigint
    now: Date
    expiresAt: Date
  },
): Promise<BonusGrantRow | null> {
  const repo = createBonusRepository(tx)
  const { bonus, house } = await bonusAccounts(tx, g)
  const row = await repo.insertOnce({
    merchantId: g.merchantId,
    memberId: g.memberId,
    sourceKind: g.sourceKind,
    sourceId: g.sourceId,
    currency: g.currency,
    amountMinor: g.amountMinor,
    wageringRequiredMinor: g.wageringRequiredMinor,
    wageredFrom: g.now,
    status: 'active',
    expiresAt: g.expiresAt,
    createdAt: g.now,
  })
  if (!row) return null
  const posted = await postTransaction(tx, {
    merchantId: g.merchantId,
    key: `bonus:grant:${row.id}`,
    kind: 'bonus_grant',
    reason: 'Bonus',
    memberId: g.memberId,
    legs: [
      { accountId: house, amount: -g.amountMinor },
      { accountId: bonus, amount: g.amountMinor },
    ],
    meta: { source: `${g.sourceKind}:${g.sourceId}`, wagering: g.wageringRequiredMinor.toString() },
  })
  await repo.setGrantTransaction(row.id, posted.transactionId)
  return { ...row, grantTransactionId: posted.transactionId }
}

const END_POSTING: Record<BonusEnd, { key: string; kind: string }> = {
  released: { key: 'release', kind: 'bonus_release' },
  forfeited: { key: 'forfeit', kind: 'bonus_forfeit' },
  expired: { key: 'expire', kind: 'bonus_expiry' },
}

/**
 * Ends an active grant in `tx`: released money goes to the member's cash, forfeited and expired
 * money back to the house. false when the grant had ended already (nothing moves).
 */
export async function endBonus(tx: Tx, grant: BonusGrantRow, status: BonusEnd, now: Date): Promise<boolean> {
  const repo = createBonusRepository(tx)
  const accounts = await bonusAccounts(tx, grant)
  const ended = await repo.end(grant.id, status, now)
  if (!ended) return false
  const posting = END_POSTING[status]
  const to = status === 'released' ? accounts.cash : accounts.house
  const posted = await postTransaction(tx, {
    merchantId: grant.merchantId,
    key: `bonus:${posting.key}:${grant.id}`,
    kind: posting.kind,
    reason: 'Bonus',
    memberId: grant.memberId,
    legs: [
      { accountId: accounts.bonus, amount: -grant.amountMinor },
      { accountId: to, amount: grant.amountMinor },
    ],
    meta: { grant: grant.id },
  })
  await repo.setEndTransaction(grant.id, posted.transactionId)
  return true
}

/** Stakes counted towards a grant: rounds from the grant until it expires. */
const wageredOf = (q: Db | Tx, g: BonusGrantRow) =>
  createBonusRepository(q).turnover(g.memberId, g.currency, g.wageredFrom, g.expiresAt)

/**
 * Settles the member's grants in `tx`: releases those wagered in full (exactly the requirement
 * releases), expires those past their time; answers the grants still active.
 */
export async function settleBonusesIn(tx: Tx, memberId: number, now: Date): Promise<ActiveBonus[]> {
  const left: ActiveBonus[] = []
  for (const grant of await createBonusRepository(tx).active(memberId)) {
    const wageredMinor = await wageredOf(tx, grant)
    if (wageredMinor >= grant.wageringRequiredMinor) await endBonus(tx, grant, 'released', now)
    else if (grant.expiresAt <= now) await endBonus(tx, grant, 'expired', now)
    else left.push({ grant, wageredMinor })
  }
  return left
}

/**
 * The member's active grants after settling them. A member without grants costs one indexed read
 * and no transaction: this runs on every balance read.
 */
export async function settleBonuses(db: Db, memberId: number, now: Date): Promise<ActiveBonus[]> {
  const active = await createBonusRepository(db).active(memberId)
  if (active.length === 0) return []
  const due: BonusGrantRow[] = []
  const left: ActiveBonus[] = []
  for (const grant of active) {
    const wageredMinor = await wageredOf(db, grant)
    if (wageredMinor >= grant.wageringRequiredMinor || grant.expiresAt <= now) due.push(grant)
    else left.push({ grant, wageredMinor })
  }
  if (due.length === 0) return left
  // Something is due: settle again under the locks (another reader may have settled meanwhile).
  return inTransaction(db, (tx) => settleBonusesIn(tx, memberId, now))
}

/** What is left to bet before every active grant releases (the largest shortfall). */
export function remainingWagering(active: ActiveBonus[]): bigint {
  let most = 0n
  for (const a of active) {
    const left = a.grant.wageringRequiredMinor - a.wageredMinor
    if (left > most) most = left
  }
  return most
}

export function bonusToWire(a: ActiveBonus): BonusGrant {
  const required = a.grant.wageringRequiredMinor
  // An active grant is below its requirement; the cap only guards the progress bar.
  let wagered = a.wageredMinor
  if (wagered > required) wagered = required
  return {
    id: a.grant.id,
    amount: toMajor(a.grant.amountMinor),
    wagered: toMajor(wagered),
    required: toMajor(required),
    expiresAt: a.grant.expiresAt.getTime(),
  }
}

/**
 * The scheduled job: settles every member holding an active grant, releasing and expiring what is
 * due. Safe twice and on two instances at once: each grant ends by a conditional UPDATE committed
 * with its posting, so a second run finds it ended and moves nothing.
 */
export function createBonusJob(deps: { db: Db; clock: Clock; merchants: () => Promise<{ id: number }[]> }) {
  const { db, clock } = deps
  const repo = createBonusRepository(db)
  return {
    /** Answers how many grants were still active after the run. */
    async run(): Promise<number> {
      let active = 0
      for (const merchant of await deps.merchants()) {
        for (const memberId of await repo.membersWithActive(merchant.id)) {
          active += (await inTransaction(db, (tx) => settleBonusesIn(tx, memberId, clock.now()))).length
        }
      }
      return active
    },
  }
}
export type BonusJob = ReturnType<typeof createBonusJob>
