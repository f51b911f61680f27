import type { ContractKind, FundsConsolidated } from '@parlor/contract'

/** The pending flag of each kind in funds/consolidated, in the order the agent is asked about them. */
const PENDING_FLAG: readonly (readonly [ContractKind, keyof FundsConsolidated])[] = [
  ['dailySalary', 'dailysalreqtype'],
  ['dividend', 'divtypecompperiodreq'],
  ['hourlySalary', 'contracthoursalreq'],
]

/** The kinds with an offer waiting for the agent's answer (storefront §4 Contract requests). */
export function pendingContractKinds(flags: FundsConsolidated): ContractKind[] {
  return PENDING_FLAG.filter(([, flag]) => flags[flag] === true).map(([kind]) => kind)
}
