import { createBrowserRouter, type RouteObject } from 'react-router'
import { paths, type ScreenId } from '@/config/paths'
import { AppLayout, FullPageSpin, NotFound } from './layout/app-layout'

type ScreenModule = { default: React.ComponentType }

/** A lazily loaded screen: each one is its own chunk, fetched on first visit. */
const screen = (load: () => Promise<ScreenModule>) => async () => ({ Component: (await load()).default })

/**
 * Every signed-in screen once, keyed like `paths` (the typecheck insists every key but the
 * sign-in has an entry). Each file default-exports its screen.
 */
const screens: Record<Exclude<ScreenId, 'login'>, () => Promise<ScreenModule>> = {
  dashboard: () => import('@/features/dashboard/screens/dashboard'),
  staff: () => import('@/features/staff/screens/staff-list'),
  apiKeys: () => import('@/features/staff/screens/api-keys'),
  audit: () => import('@/features/audit/screens/audit-log'),
  merchants: () => import('@/features/merchants/screens/merchant-list'),
  merchant: () => import('@/features/merchants/screens/merchant-detail'),
  games: () => import('@/features/games/screens/game-list'),
  vendors: () => import('@/features/games/screens/vendor-list'),
  announcements: () => import('@/features/content/screens/announcements'),
  help: () => import('@/features/content/screens/help-entries'),
  promotions: () => import('@/features/promotions/screens/promotions'),
  vipRebates: () => import('@/features/vip-rebates/screens/vip-rebates'),
  members: () => import('@/features/members/screens/member-list'),
  member: () => import('@/features/members/screens/member-detail'),
  adjustments: () => import('@/features/members/screens/adjustments'),
  deposits: () => import('@/features/cashier/screens/deposits'),
  withdrawals: () => import('@/features/cashier/screens/withdrawals'),
  cashierSettings: () => import('@/features/cashier/screens/cashier-settings'),
  agents: () => import('@/features/agents/screens/agent-tree'),
  redRains: () => import('@/features/agents/screens/red-rains'),
  reports: () => import('@/features/reports/screens/reports'),
  messages: () => import('@/features/messages/screens/messages'),
  feedback: () => import('@/features/messages/screens/feedback'),
}

export const appRoutes: RouteObject[] = [
  {
    HydrateFallback: FullPageSpin,
    children: [
      { path: paths.login.path, lazy: screen(() => import('@/features/auth/screens/login')) },
      {
        Component: AppLayout,
        children: [
          ...Object.entries(screens).map(([id, load]) => ({
            path: paths[id as ScreenId].path,
            lazy: screen(load),
          })),
          { path: '/bo/*', Component: NotFound },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
