/** Customer types (wire-contract §3.5, §9; storefront §6). */
export const CustomerType = {
  member: 0,
  agent: 1,
  agentNoUpline: 2,
  trial: 4,
  nonAgent40: 40,
  agent41: 41,
  agent42: 42,
} as const

export const TRIAL_TYPES: readonly number[] = [4]
/** Types kept out of the agent home (storefront §Agent home). */
export const NON_AGENT_TYPES: readonly number[] = [0, 4, 40]
/** Types that get no dividend or contract checks (storefront §4). */
export const NO_CONTRACT_TYPES: readonly number[] = [4, 40, 41, 42]

export const isTrialType = (type: number) => TRIAL_TYPES.includes(type)
export const isAgentType = (type: number) => !NON_AGENT_TYPES.includes(type)

/** What an agent's contract pays (daily salary, dividend, hourly salary); kept free of schemas for the shell's contract check. */
export const CONTRACT_KINDS = ['dailySalary', 'dividend', 'hourlySalary'] as const
export type ContractKind = (typeof CONTRACT_KINDS)[number]

/** sessionStorage record written after login or registration (wire-contract §1.3). */
export interface SessionInfo {
  id: string | number
  token: string
  merchantCode: string
  userName: string
  type: number
  firstTimeLogin: boolean
}
export const SESSION_STORAGE_KEY = 'MC_SESSION_INFO'
