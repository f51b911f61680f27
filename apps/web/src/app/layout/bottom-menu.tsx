import { TabBar } from 'antd-mobile'
import { AppOutline, BankcardOutline, GiftOutline, MessageOutline, UserOutline } from 'antd-mobile-icons'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useMemberNavigation } from '@/lib/session/use-member-navigation'
import { isTallStandaloneShell } from '@/lib/device'
import type { TabKey } from '../screens'
import './bottom-menu.css'

const TABS: readonly { key: TabKey; to: string; icon: ReactNode; memberOnly: boolean }[] = [
  { key: 'home', to: paths.home.path, icon: <AppOutline />, memberOnly: false },
  { key: 'activity', to: paths.activity.path, icon: <GiftOutline />, memberOnly: false },
  { key: 'deposit', to: paths.voucherCenter.path, icon: <BankcardOutline />, memberOnly: true },
  { key: 'service', to: paths.service.path, icon: <MessageOutline />, memberOnly: false },
  { key: 'member', to: paths.memberHome.path, icon: <UserOutline />, memberOnly: true },
]

/** `activeTab`: the entry lit for the current screen (its `tab` in app/screens.tsx). */
export function BottomMenu({ activeTab }: { activeTab: TabKey | null }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const goMember = useMemberNavigation()

  const open = (key: string) => {
    const tab = TABS.find((item) => item.key === key)
    if (!tab) return
    if (tab.memberOnly) goMember(tab.to)
    else navigate(tab.to)
  }

  return (
    <nav
      className={isTallStandaloneShell() ? 'bottom-bar bottom-menu bottom-menu--tall' : 'bottom-bar bottom-menu'}
      aria-label={t('shell.bottomMenu')}
    >
      <TabBar activeKey={activeTab} onChange={open} safeArea={false}>
        {TABS.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={t(`tabs.${tab.key}`)} />
        ))}
      </TabBar>
    </nav>
  )
}
