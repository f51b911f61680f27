import { lazy } from 'react'
import { type RouteObject, useLocation, useRoutes } from 'react-router'
import { RouteErrorBoundary } from '@/components/layout/route-error-fallback'
import { AppRoot } from './app-root'
import { AppShell } from './layout/app-shell'
import type { ScreenHandle } from './layout/shell-rules'
import { SCREEN_URLS } from './screen-at'
import { screens } from './screens'

// A screen without a page of its own shows the shared coming-soon page under its title.
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'))

/** One route per URL of every screen (config/paths.ts), showing its page from app/screens.tsx. */
const screenRoutes: RouteObject[] = SCREEN_URLS.map(({ path, screen }) => ({
  path,
  element: screens[screen].page ?? <ComingSoonRoute screen={screen} />,
  handle: { screen } satisfies ScreenHandle,
}))

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <AppShell />,
        children: [
          ...screenRoutes,
          { path: '*', element: screens.notFound.page, handle: { screen: 'notFound' } satisfies ScreenHandle },
        ],
      },
    ],
  },
]

/**
 * The app's screens under the router's declarative mode (decision 051): a crash anywhere outside a
 * screen takes the whole page; one inside a screen keeps the shell (app-shell.tsx).
 */
export function AppRoutes() {
  const element = useRoutes(appRoutes)
  const { pathname } = useLocation()
  return (
    <RouteErrorBoundary fullScreen resetKey={pathname}>
      {element}
    </RouteErrorBoundary>
  )
}
