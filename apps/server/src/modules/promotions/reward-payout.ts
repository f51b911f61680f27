/**
 * How every promotion kind pays a member (decision 048, amendment "promotion rewards as bonus
 * money"): as cash, or, when the operator set a wagering multiple on the promotion, into the
 * member's bonus account, released to cash once the member has bet the reward that many times.
 * Called inside the transaction that writes the claim, so the claim and its money commit together.
 */
import type { Tx } from '../../db/client.ts'
import { bonusExpiry, grantBonus } from '../bonus/bonus-service.ts'
import { ensureAccount, type PostInput, postTransaction } from '../wallet/ledger.ts'
import { withdrawalSettings } from '../withdrawals/withdrawal-settings.ts'
import type { PromotionRow } from './promotions-repository.ts'

export interface RewardPayment {
  merchantId: number
  memberId: number
  currency: string
  promotion: Pick<PromotionRow, 'id' | 'kind' | 'titles' | 'reward'>
  /** The claim row paid: a bonus grant is unique on it. */
  claimId: number
  amountMinor: bigint
  /** The cash posting's idempotency key: the claim's identity. */
  key: string
  meta: PostInput['meta']
  now: Date
}

/**
 * Cash the house gives a member (promotion rewards, rebates, VIP bonuses): one posting from the
 * merchant's promotions account to the member's wallet under `key`; answers its transaction.
 */
export async function payFromPromotions(
  tx: Tx,
  p: {
    merchantId: number
    memberId: number
    currency: string
    amountMinor: bigint
    key: string
    kind: string
    reason: string
    meta: PostInput['meta']
  },
): Promise<number> {
  const from = await ensureAccount(tx, { merchantId: p.merchantId, kind: 'promotions', currency: p.currency })
  const to = await ensureAccount(tx, {
    merchantId: p.merchantId,
    kind: 'member',
    memberId: p.memberId,
    currency: p.currency,
  })
  const posted = await postTransaction(tx, {
    merchantId: p.merchantId,
    key: p.key,
    kind: p.kind,
    reason: p.reason,
    memberId: p.memberId,
    legs: [
      { accountId: from, amount: -p.amountMinor },
      { accountId: to, amount: p.amountMinor },
    ],
    meta: p.meta,
  })
  return posted.transactionId
}

/** The wagering multiple of a promotion's reward; 0 pays cash. */
export const wageringMultipleOf = (p: Pick<PromotionRow, 'reward'>) => p.reward.wageringMultiple ?? 0

/** Pays one claim in `tx` and answers the ledger transaction to record on it. */
export async function payReward(tx: Tx, r: RewardPayment): Promise<number> {
  const multiple = wageringMultipleOf(r.promotion)
  if (multiple > 0) {
    const { bonusExpiryDays } = await withdrawalSettings(tx, r.merchantId)
    const grant = await grantBonus(tx, {
      merchantId: r.merchantId,
      memberId: r.memberId,
      currency: r.currency,
      sourceKind: 'promotion_claim',
      sourceId: r.claimId,
      amountMinor: r.amountMinor,
      wageringRequiredMinor: r.amountMinor * BigInt(multiple),
      now: r.now,
      expiresAt: bonusExpiry(r.now, bonusExpiryDays),
    })
    // The claim row was written once in this transaction; a grant already there means it was paid.
    if (!grant?.grantTransactionId) throw new Error(`promotion claim ${r.claimId} was granted before`)
    return grant.grantTransactionId
  }
  return payFromPromotions(tx, {
    merchantId: r.merchantId,
    memberId: r.memberId,
    currency: r.currency,
    amountMinor: r.amountMinor,
    key: r.key,
    kind: 'promotion',
    reason: r.promotion.titles.EN ?? r.promotion.kind,
    meta: { promotionId: r.promotion.id, ...r.meta },
  })
}
