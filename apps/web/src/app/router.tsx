import { lazy } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { RouteErrorFallback } from '@/components/layout/route-error-fallback'
import { paths, type ScreenId, screenUrls } from '@/config/paths'
import { AppRoot } from './app-root'
import { AppShell } from './layout/app-shell'
import type { ScreenHandle } from './layout/shell-rules'
import { screens } from './screens'

// A screen without a page of its own shows the shared coming-soon page under its title.
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'))

/** One route per URL of every screen (config/paths.ts), showing its page from app/screens.tsx. */
const screenRoutes: RouteObject[] = (Object.keys(paths) as ScreenId[]).flatMap((screen) =>
  screenUrls(screen).map((path) => ({
    path,
    element: screens[screen].page ?? <ComingSoonRoute screen={screen} />,
    handle: { screen } satisfies ScreenHandle,
  })),
)

export const appRoutes: RouteObject[] = [
  {
    element: <AppRoot />,
    errorElement: <RouteErrorFallback fullScreen />,
    children: [
      {
        element: <AppShell />,
        children: [
          {
            // Inside the shell, so a failing screen keeps the header and bottom menu.
            errorElement: <RouteErrorFallback />,
            children: [
              ...screenRoutes,
              { path: '*', element: screens.notFound.page, handle: { screen: 'notFound' } satisfies ScreenHandle },
            ],
          },
        ],
      },
    ],
  },
]

export function createAppRouter() {
  return createBrowserRouter(appRoutes)
}
