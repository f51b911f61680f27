import { formatMinor } from '@parlor/contract'

/** One line of the bet slip: a bet type, its picks and the stake per pick (minor units). */
export interface SlipItem {
  id: string
  betType: string
  picks: readonly string[]
  stakeMinor: bigint
}

/** What one line costs on one numero: each pick is one unit staked. */
export const itemAmount = (item: SlipItem): bigint => item.stakeMinor * BigInt(item.picks.length)

/** What the whole slip costs: every line on every numero of the chase. */
export const slipTotal = (items: readonly SlipItem[], chase: number): bigint =>
  items.reduce((sum, item) => sum + itemAmount(item), 0n) * BigInt(chase)

/** A stake as the order body carries it (`amountInputSchema`: plain decimal text, no grouping). */
export const wireStake = (minor: bigint) => formatMinor(minor, { grouping: false })

/**
 * The same bet type and stake merge into one line, so the slip never holds a pick twice; a merge
 * that would pass the bet type's most picks per line (the server refuses more) stays a line of its own.
 */
export function addToSlip(items: readonly SlipItem[], next: SlipItem, maxPicks = Number.POSITIVE_INFINITY): SlipItem[] {
  const same = items.find((i) => i.betType === next.betType && i.stakeMinor === next.stakeMinor)
  if (!same) return [...items, next]
  const picks = [...same.picks, ...next.picks.filter((p) => !same.picks.includes(p))]
  if (picks.length > maxPicks) return [...items, next]
  return items.map((i) => (i === same ? { ...same, picks } : i))
}
