import type { Permission } from '@parlor/contract'

/**
 * Every URL of the back office, the one place screens link from. Add a screen here first, then its
 * lazy import in app/router.tsx and, for a menu entry, an item in app/layout/menu.tsx.
 * `permission` is what the screen needs to be shown in the menu (the server checks it anyway).
 */
interface PathDef {
  path: string
  permission?: Permission
}

export const paths = {
  login: { path: '/bo/login' },
  dashboard: { path: '/bo/', permission: 'merchants.read' },
  staff: { path: '/bo/staff', permission: 'staff.read' },
  apiKeys: { path: '/bo/api-keys', permission: 'staff.read' },
  audit: { path: '/bo/audit', permission: 'audit.read' },
  merchants: { path: '/bo/merchants', permission: 'merchants.read' },
  merchant: { path: '/bo/merchants/:code', permission: 'merchants.read' },
  games: { path: '/bo/games', permission: 'games.read' },
  vendors: { path: '/bo/vendors', permission: 'games.read' },
  announcements: { path: '/bo/content/announcements', permission: 'content.read' },
  help: { path: '/bo/content/help', permission: 'content.read' },
  promotions: { path: '/bo/promotions', permission: 'promotions.read' },
  vipRebates: { path: '/bo/vip-rebates', permission: 'promotions.read' },
  members: { path: '/bo/members', permission: 'members.read' },
  member: { path: '/bo/members/:id', permission: 'members.read' },
  adjustments: { path: '/bo/adjustments', permission: 'members.read' },
  deposits: { path: '/bo/cashier/deposits', permission: 'cashier.read' },
  withdrawals: { path: '/bo/cashier/withdrawals', permission: 'cashier.read' },
  cashierSettings: { path: '/bo/cashier/settings', permission: 'cashier.read' },
  agents: { path: '/bo/agents', permission: 'agents.read' },
  redRains: { path: '/bo/agents/red-rains', permission: 'agents.read' },
  reports: { path: '/bo/reports', permission: 'reports.read' },
  messages: { path: '/bo/messages', permission: 'messages.read' },
  feedback: { path: '/bo/feedback', permission: 'messages.read' },
} as const satisfies Record<string, PathDef>

export type ScreenId = keyof typeof paths

/**
 * A screen's URL with its `:name` segments filled in and the query appended (empty values left
 * out). Pass `merchant` in the query to keep the picker's choice: `href('member', {id: 7}, {merchant})`.
 */
export function href(
  screen: ScreenId,
  params: Record<string, string | number> = {},
  query: Record<string, string | number | undefined | null> = {},
): string {
  const path = paths[screen].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined) throw new Error(`missing path parameter ${name} for ${screen}`)
    return encodeURIComponent(String(value))
  })
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return qs ? `${path}?${qs}` : path
}

/** Where the sign-in screen sends the staff member afterwards: only a back-office path. */
export function safeReturnPath(next: string | null | undefined): string {
  if (!next?.startsWith('/bo/') || next.startsWith('//') || next.startsWith(paths.login.path))
    return paths.dashboard.path
  return next
}
