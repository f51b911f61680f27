import type { z } from 'zod'
import { accountProtectionRoutes } from './account-protection-routes.ts'
import { adminRoutes } from './admin-routes.ts'
import { agentRoutes } from './agent-routes.ts'
import { backofficeRoutes } from './backoffice-routes.ts'
import { cashierRoutes } from './cashier-routes.ts'
import { contentRoutes } from './content-routes.ts'
import { gamesRoutes } from './games-routes.ts'
import { inhouseRoutes } from './inhouse-routes.ts'
import { leaderboardRoutes } from './leaderboard.ts'
import { referralRewardRoutes } from './referral-reward.ts'
import { lotteryRoutes } from './lottery-routes.ts'
import { mediaRoutes } from './media-routes.ts'
import { memberCentreRoutes } from './member-centre-routes.ts'
import { pagesRoutes } from './pages-routes.ts'
import { promotionsRoutes } from './promotions-routes.ts'
import { recoveryRoutes } from './recovery-routes.ts'
import { registerRoutes } from './register-routes.ts'
import { responsibleGamingRoutes } from './responsible-gaming-routes.ts'
import type { RouteDef } from './route-def.ts'
import { sessionRoutes } from './session-routes.ts'
import { systemRoutes } from './system-routes.ts'
import { vendorsRoutes } from './vendors-routes.ts'
import { walletRoutes } from './wallet-routes.ts'

/**
 * The HTTP contract as data: every call the server answers, one entry each (route-def.ts). Entries
 * live in their area's file (`<area>-routes.ts`, next to the area's shapes) and are composed
 * here, so `routes` is the one table both apps use. Entry names are unique across areas.
 */
export const routes = {
  ...systemRoutes,
  ...sessionRoutes,
  ...gamesRoutes,
  ...walletRoutes,
  ...contentRoutes,
  ...registerRoutes,
  ...recoveryRoutes,
  ...agentRoutes,
  ...memberCentreRoutes,
  ...pagesRoutes,
  ...adminRoutes,
  ...backofficeRoutes,
  ...inhouseRoutes,
  ...mediaRoutes,
  ...cashierRoutes,
  ...vendorsRoutes,
  ...lotteryRoutes,
  ...promotionsRoutes,
  ...leaderboardRoutes,
  ...referralRewardRoutes,
  ...accountProtectionRoutes,
  ...responsibleGamingRoutes,
} as const

export type Routes = typeof routes
export type RouteValue<R extends RouteDef> = z.output<R['value']>
