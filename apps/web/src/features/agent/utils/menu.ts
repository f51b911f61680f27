import type { ModuleId } from '@parlor/contract'
import { paths, type ScreenId } from '@/config/paths'

type MenuScreen = Extract<
  ScreenId,
  | 'agentTeamOverview'
  | 'transactionRecord'
  | 'memberTeam'
  | 'redRain'
  | 'agentTeamPnl'
  | 'teamBetting'
  | 'agentRebate'
  | 'teamRebate'
  | 'securityCenter'
  | 'webEmail'
>

export interface AgentMenuEntry {
  id: string
  /** The white-label key that switches the entry on; online service has none (always shown). */
  flag: ModuleId | null
  /** In-app destination; null for online service, which opens the customer-service link. */
  to: string | null
  /** Title key: the screen's own title for routes, else the agent namespace's. */
  title: `screens.${MenuScreen}` | 'agent.menu.service'
}

const entry = (id: MenuScreen, flag: ModuleId, to: string = paths[id].path): AgentMenuEntry => ({
  id,
  flag,
  to,
  title: `screens.${id}` as const,
})

/**
 * Storefront §Agent home menu, in the specification's order. The spec flags the pairing of red
 * envelope rain with AGENTRANSMULTDOWN3 and rebate settings with GAMSER as uncertain; we keep the
 * order in which it lists them, and AGENTRANSMULTDOWN3 is also the multi-downline transfer module.
 */
export const AGENT_MENU: readonly AgentMenuEntry[] = [
  entry('agentTeamOverview', 'AGEPAG'),
  entry('transactionRecord', 'TRANSREC3', `${paths.transactionRecord.path}?types=A`),
  entry('memberTeam', 'DOWNMAN'),
  entry('redRain', 'AGENTRANSMULTDOWN3'),
  entry('agentTeamPnl', 'AGETEAMPNL3'),
  entry('teamBetting', 'TEAMBETTING3'),
  entry('agentRebate', 'GAMSER'),
  entry('teamRebate', 'AGEREBINC3'),
  entry('securityCenter', 'SECPRIV'),
  entry('webEmail', 'MAILCEN'),
  { id: 'service', flag: null, to: null, title: 'agent.menu.service' },
]

export function visibleMenu(whitelabel: Readonly<Record<string, boolean>>): AgentMenuEntry[] {
  return AGENT_MENU.filter((e) => e.flag === null || whitelabel[e.flag] === true)
}
