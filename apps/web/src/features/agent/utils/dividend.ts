import type { Contract, ContractTier } from '@parlor/contract'

/** The highest tier the team reached: bets at or above its turnover with enough betting members. */
export function reachedTier(tiers: readonly ContractTier[], bet: number, betMembers: number): ContractTier | null {
  let best: ContractTier | null = null
  for (const tier of tiers)
    if (
      bet >= tier.minTurnover &&
      betMembers >= tier.minActiveMembers &&
      (!best || tier.minTurnover >= best.minTurnover)
    )
      best = tier
  return best
}

/**
 * What a dividend contract would pay on a range's figures: its tier's percentage of the team's
 * loss (profit below zero); nothing when the team won or no tier was reached. Major units, cents.
 */
export function dividendEstimate(contract: Contract, bet: number, betMembers: number, profit: number): number {
  const tier = reachedTier(contract.tiers, bet, betMembers)
  if (!tier || profit >= 0) return 0
  return Math.round(-profit * tier.reward) / 100
}
