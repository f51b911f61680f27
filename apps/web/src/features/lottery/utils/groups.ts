/** The list's groups in display order; any other classify joins OTHER (never shown as a raw code). */
export const CLASSIFY_GROUPS = [
  'FAST',
  'VN',
  'VN_NORTH',
  'VN_CENTRAL',
  'VN_SOUTH',
  'SEA',
  'KENO',
  'QUICK',
  'OTHER',
] as const
export type ClassifyGroup = (typeof CLASSIFY_GROUPS)[number]

const groupOf = (classify: string): ClassifyGroup =>
  (CLASSIFY_GROUPS as readonly string[]).includes(classify) ? (classify as ClassifyGroup) : 'OTHER'

/** Lotteries grouped by classify in the groups' order, each group keeping the list's order. */
export function groupLotteries<T extends { classify: string }>(games: readonly T[]) {
  return CLASSIFY_GROUPS.map((key) => ({ key, games: games.filter((g) => groupOf(g.classify) === key) })).filter(
    (g) => g.games.length > 0,
  )
}
