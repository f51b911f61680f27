import { lazy, type ReactNode } from 'react'
import { createBrowserRouter, type RouteObject } from 'react-router'
import { AppShell } from '@/components/layout/app-shell'
import { RouteErrorFallback } from '@/components/layout/route-error-fallback'
import type { ScreenHandle } from '@/components/layout/shell-rules'
import { paths, type ScreenId, screenUrls } from '@/config/paths'
import { AppRoot } from './app-root'

const HomeRoute = lazy(() => import('./routes/home'))
const LoginRoute = lazy(() => import('./routes/login'))
const SettingsRoute = lazy(() => import('./routes/settings'))
const MaintenanceRoute = lazy(() => import('./routes/maintenance'))
const GameListRoute = lazy(() => import('./routes/game-list'))
const LaunchGameRoute = lazy(() => import('./routes/launch-game'))
const LotteryRoute = lazy(() => import('./routes/lottery'))
const GameRecordRoute = lazy(() => import('./routes/game-record'))
const TransactionRecordRoute = lazy(() => import('./routes/transaction-record'))
const ComingSoonRoute = lazy(() => import('./routes/coming-soon'))
const NotFoundRoute = lazy(() => import('./routes/not-found'))
const NoticeRoute = lazy(() => import('./routes/notice'))
const RegisterRoute = lazy(() => import('./routes/register'))
const ForgetRoute = lazy(() => import('./routes/forget'))
const ChangePasswordRoute = lazy(() => import('./routes/change-password'))
// Member centre screens (issue 8)

// Message centre, help and pages (issue 8)

// Agent screens (issue 9)


// Screens built by later issues show the shared coming-soon page until their module exists.
function screenElement(screen: ScreenId): ReactNode {
  switch (screen) {
    case 'home':
      return <HomeRoute />
    case 'login':
      return <LoginRoute />
    case 'set':
      return <SettingsRoute />
    case 'maintenance':
      return <MaintenanceRoute />
    case 'gameList':
    case 'gameLobby':
      return <GameListRoute />
    case 'launchGame':
      return <LaunchGameRoute />
    case 'notice':
      return <NoticeRoute />
    case 'register':
      return <RegisterRoute />
    case 'forget':
      return <ForgetRoute />
    case 'changePsw':
      return <ChangePasswordRoute />
    case 'moreLottery':
    case 'lottery':
    case 'startLottery':
      return <LotteryRoute />
    case 'gameRecord':
      return <GameRecordRoute />
    case 'transactionRecord':
      return <TransactionRecordRoute />
    // Member centre screens (issue 8)

    // Message centre, help and pages (issue 8)

    // Agent screens (issue 9)

    default:
      return <ComingSoonRoute screen={screen} />
  }
}

const screenRoutes: RouteObject[] = (Object.keys(paths) as ScreenId[]).flatMap((screen) =>
  screenUrls(screen).map((path) => ({
    path,
    element: screenElement(screen),
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
              { path: '*', element: <NotFoundRoute />, handle: { screen: 'notFound' } satisfies ScreenHandle },
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
