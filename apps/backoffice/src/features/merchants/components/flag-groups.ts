import { MODULE_IDS, type ModuleId } from '@parlor/contract'

/**
 * The flags screen's sections follow the groups of MODULE_IDS (contract flags.ts), marked by the
 * first id of each group; an id added later lands in its group by position.
 */
const GROUP_STARTS: Array<[group: FlagGroup, first: ModuleId]> = [
  ['access', 'USERNAMEREG3'],
  ['memberCentre', 'CBS3'],
  ['agent', 'AGEPAG'],
  ['modules', 'COMM3'],
]
export type FlagGroup = 'access' | 'memberCentre' | 'agent' | 'modules'

export function flagGroups(): Array<{ group: FlagGroup; ids: ModuleId[] }> {
  const starts = GROUP_STARTS.map(([group, first]) => ({ group, at: MODULE_IDS.indexOf(first) }))
  return starts.map(({ group, at }, i) => ({
    group,
    ids: MODULE_IDS.slice(at, starts[i + 1]?.at ?? MODULE_IDS.length) as ModuleId[],
  }))
}
