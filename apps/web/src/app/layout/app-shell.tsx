import { Suspense } from 'react'
import { Outlet, useLocation, useMatches } from 'react-router'
import { ContractOfferCheck } from '@/features/agent/components/contract-offer-check'
import { useMemberInfo } from '@/features/auth/api/get-member-info'
import { DownloadBar } from '@/features/download/components/download-bar'
import { useFlag } from '@/lib/merchant/use-merchant-info'
import { AppHeader } from './app-header'
import { BottomMenu } from './bottom-menu'
import { LoadingScreen } from '@/components/layout/loading-screen'
import type { ShellScreen } from '../screens'
import { isScreenHandle, shellLayout } from './shell-rules'
import { usePageTransition } from './use-page-transition'
import './app-shell.css'

function useCurrentScreen(): ShellScreen {
  const matches = useMatches()
  for (let i = matches.length - 1; i >= 0; i--) {
    const handle = matches[i]?.handle
    if (isScreenHandle(handle)) return handle.screen
  }
  return 'notFound'
}

/** Header, page and bottom menu around every screen, per storefront §Shell behaviour. */
export function AppShell() {
  const screen = useCurrentScreen()
  const { pathname } = useLocation()
  const fade = usePageTransition(pathname)
  const layout = shellLayout(screen)

  return (
    <>
      {layout.home && <DownloadBar />}
      {layout.header && <AppHeader screen={screen} />}
      <main className={layout.bottomMenu ? 'app-main app-main--with-menu' : 'app-main'}>
        {/* In the page, not over it: the header and the bottom menu stay usable while it asks. */}
        <ContractOffers />
        <div key={pathname} className={fade ? 'page page--fade' : 'page'}>
          <Suspense fallback={<LoadingScreen />}>
            <Outlet />
          </Suspense>
        </div>
      </main>
      {layout.bottomMenu && <BottomMenu activeTab={layout.tab} />}
    </>
  )
}

/** Storefront §4: member info renewals check an agent for pending contract offers, once a session each. */
function ContractOffers() {
  const memberInfo = useMemberInfo()
  const agentPolicy = useFlag('AGENTPOLICY3')
  return (
    <ContractOfferCheck renewedAt={memberInfo.dataUpdatedAt} memberType={memberInfo.data?.type} enabled={agentPolicy} />
  )
}
