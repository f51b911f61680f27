import { parseMajor } from '@parlor/contract'

/** A signed major-unit amount with at most two decimals, never zero (what the contract accepts). */
export const ADJUSTMENT_AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/

export function isAdjustmentAmount(text: string): boolean {
  if (!ADJUSTMENT_AMOUNT.test(text.trim())) return false
  const minor = parseMajor(text)
  return minor !== null && minor !== 0n
}

/**
 * Whether an adjustment of `amount` waits for a second approver under the merchant's threshold
 * (both major-unit text): above it in either direction does, and a threshold of 0 means every one
 * does. Null when either is unknown, so the form says nothing rather than guess.
 */
export function needsSecondApprover(amount: string, threshold: string | undefined): boolean | null {
  if (threshold === undefined) return null
  const limit = parseMajor(threshold)
  const minor = parseMajor(amount.trim())
  if (limit === null || minor === null || minor === 0n) return null
  if (limit === 0n) return true
  return (minor < 0n ? -minor : minor) > limit
}
