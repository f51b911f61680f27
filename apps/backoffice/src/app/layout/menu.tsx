import {
  AuditOutlined,
  DashboardOutlined,
  FileTextOutlined,
  LineChartOutlined,
  MessageOutlined,
  ShopOutlined,
  TeamOutlined,
  UserOutlined,
  WalletOutlined,
} from '@ant-design/icons'
import type { Permission } from '@parlor/contract'
import type { ReactNode } from 'react'
import { paths, type ScreenId } from '@/config/paths'

export interface MenuGroup {
  key: string
  icon: ReactNode
  /** A group of one screen shows as a single entry. */
  screens: readonly ScreenId[]
}

/** The side menu, top to bottom. Entries a role cannot use are left out (menuFor). */
export const MENU: readonly MenuGroup[] = [
  { key: 'dashboard', icon: <DashboardOutlined />, screens: ['dashboard'] },
  { key: 'merchants', icon: <ShopOutlined />, screens: ['merchants', 'games', 'vendors'] },
  { key: 'content', icon: <FileTextOutlined />, screens: ['announcements', 'promotions', 'vipRebates', 'help'] },
  { key: 'players', icon: <UserOutlined />, screens: ['members', 'adjustments'] },
  { key: 'cashier', icon: <WalletOutlined />, screens: ['deposits', 'withdrawals', 'cashierSettings'] },
  { key: 'agents', icon: <TeamOutlined />, screens: ['agents', 'redRains'] },
  { key: 'reports', icon: <LineChartOutlined />, screens: ['reports'] },
  { key: 'messages', icon: <MessageOutlined />, screens: ['messages', 'feedback'] },
  { key: 'admin', icon: <AuditOutlined />, screens: ['staff', 'apiKeys', 'audit'] },
]

/** The menu with only the screens `permissions` allow; empty groups drop out. */
export function menuFor(permissions: readonly Permission[]): MenuGroup[] {
  const allowed = (id: ScreenId) => {
    const needed = (paths[id] as { permission?: Permission }).permission
    return !needed || permissions.includes(needed)
  }
  return MENU.map((g) => ({ ...g, screens: g.screens.filter(allowed) })).filter((g) => g.screens.length > 0)
}

/** Which menu screen a URL belongs to (a detail page lights its list's entry). */
export function screenOfPath(pathname: string): ScreenId | undefined {
  if (pathname === paths.dashboard.path || pathname === '/bo') return 'dashboard'
  let best: { id: ScreenId; length: number } | undefined
  for (const group of MENU) {
    for (const id of group.screens) {
      const path = paths[id].path
      if (path === paths.dashboard.path) continue
      if ((pathname === path || pathname.startsWith(`${path}/`)) && path.length > (best?.length ?? 0))
        best = { id, length: path.length }
    }
  }
  return best?.id
}
