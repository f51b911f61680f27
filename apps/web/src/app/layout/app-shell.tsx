import { Suspense } from 'react'
import { Outlet, useLocation } from 'react-router'
import { ContractOfferCheck } from '@/features/agent/components/contract-offer-check'
import { useMemberInfo } from '@/features/auth/api/get-member-info'
import { DownloadBar } from '@/features/download/components/download-bar'
import { useFlag } from '@/lib/merchant/use-merchant-info'
import { AppHeader } from './app-header'
import { BottomMenu } from './bottom-menu'
import { LoadingScreen } from '@/components/layout/loading-screen'
import { RouteErrorBoundary } from '@/components/layout/route-error-fallback'
import { screenAt } from '../screen-at'
import { shellLayout } from './shell-rules'
import { usePageTransition } from './use-page-transition'
import './app-shell.css'

/** Header, page and bottom menu around every screen, per storefront §Shell behaviour. */
export function AppShell() {
  const { pathname } = useLocation()
  const screen = screenAt(pathname)
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
          {/* Inside the shell, so a failing screen keeps the header and bottom menu. */}
          <RouteErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </RouteErrorBoundary>
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
