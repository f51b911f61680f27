/** The Vietnamese draw's 27 prizes in result order, special first (contract: VN family). */
const TIERS = [
  ['special', 1],
  ['first', 1],
  ['second', 2],
  ['third', 6],
  ['fourth', 4],
  ['fifth', 6],
  ['sixth', 3],
  ['seventh', 4],
] as const

export type PrizeTier = (typeof TIERS)[number][0]

/** The prizes of a drawn result grouped by tier, for the "all prizes" sheet. */
export function prizeTiers(result: readonly string[]): { tier: PrizeTier; numbers: string[] }[] {
  let at = 0
  return TIERS.map(([tier, count]) => {
    const numbers = result.slice(at, at + count)
    at += count
    return { tier, numbers }
  })
}
