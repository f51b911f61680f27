import { act, render, screen, waitFor } from '@testing-library/react'
import { lazy, Suspense } from 'react'
import { matchRoutes } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { isScreenHandle } from './layout/shell-rules'
import { renderApp } from '@/testing/render-app'
import { AppProvider } from './provider'
import { appRoutes } from './router'
import { screenAt as screenOf } from './screen-at'
import { RouteErrorBoundary } from '@/components/layout/route-error-fallback'
import { createQueryClient } from '@/lib/query-client'
import { jsonResponse, ok } from '@/testing/fixtures'

// Written out from both specifications (§2) rather than read from paths.ts, so a typo there fails.
const SPEC_URLS = [
  '/',
  '/m',
  '/m/',
  '/m/index',
  '/m/index.html',
  '/m/home',
  '/m/login',
  '/m/register',
  '/register.html',
  '/m/register.html',
  '/m/forget',
  '/m/changePsw',
  '/m/agent',
  '/m/member/home',
  '/m/mine',
  '/m/notice',
  '/m/moreLottery',
  '/m/service',
  '/m/activity',
  '/m/activityInfo',
  '/m/startLottery',
  '/m/gameLobby',
  '/m/useragreement',
  '/m/download',
  '/m/set',
  '/m/help',
  '/m/helpDetail',
  '/m/voucherCenter',
  '/m/withdraw',
  '/m/inviteFriends',
  '/m/launchGame',
  '/m/lottery',
  '/m/gameList',
  '/m/trail',
  '/m/maintenance',
  '/m/webEmail',
  '/m/gameCenter',
  '/m/slotsCenter',
  '/m/message',
  '/m/member/benefits',
  '/m/gameRecord',
  '/m/transaction/record',
  '/m/securityCenter',
  '/m/vouReport',
  '/m/withdrawReport',
  '/m/profitandloss',
  '/m/upLine/transfer',
  '/m/rewardCenter',
  '/m/leaderBoard',
  '/m/member/rebateReport',
  '/m/feedback',
  '/m/agent/team/overview',
  '/m/member/team',
  '/m/redRain',
  '/m/agent/team/pnl',
  '/m/teamBetting',
  '/m/member/agent/agentRebeat',
  '/m/member/teamRebate',
  '/m/agentRegister',
  '/m/member/agent/agentDivident',
  '/m/member/notice',
  '/m/member/agent/getSalaryContract',
  '/m/member/agent/getDevidendContract',
  '/m/member/agent/getHourContract',
]

function screenAt(url: string) {
  const matches = matchRoutes(appRoutes, url) ?? []
  const handle = matches.at(-1)?.route.handle
  return isScreenHandle(handle) ? handle.screen : undefined
}

describe('route table', () => {
  it.each(SPEC_URLS)('registers %s', (url) => {
    const screen = screenAt(url)
    expect(screen).toBeDefined()
    expect(screen).not.toBe('notFound')
  })

  it('finds the same screen for a URL in the shell as the router shows', () => {
    for (const url of [...SPEC_URLS, '/', '/m', '/m/index.html', '/register.html', '/m/nowhere', '/m/agent/nowhere'])
      expect(screenOf(new URL(url, 'http://x').pathname), url).toBe(screenAt(url) ?? 'notFound')
  })

  it('sends every home alias to home and the register aliases to register', () => {
    for (const url of ['/', '/m', '/m/', '/m/index', '/m/index.html', '/m/home']) expect(screenAt(url)).toBe('home')
    for (const url of ['/m/register', '/register.html', '/m/register.html']) expect(screenAt(url)).toBe('register')
    expect(screenAt('/m/gameList?gameType=RNG')).toBe('gameList')
  })

  it('leaves anything else to the not-found page', () => {
    expect(screenAt('/m/nope')).toBe('notFound')
    expect(screenAt('/m/member/nope')).toBe('notFound')
  })
})

describe('screens', () => {
  it('lists promotions on the Promo tab and asks a guest to log in to join one', async () => {
    const checkin = {
      id: 7,
      kind: 'DAILY_CHECKIN',
      promotionType: 'DAILY_CHECKIN',
      category: 'DAILY',
      title: 'Daily check-in',
      content: '<p>Check in once a day.</p><img src=x onerror="alert(1)">',
      imageUrl: null,
      enabled: true,
      startTime: 0,
      endTime: null,
      status: 'Join',
      reward: 5,
      currency: 'PHP',
      target: null,
      progress: null,
      gameType: null,
    }
    const { user } = renderApp('/m/activity', {
      handlers: { '/wps/relay/MCSFE_getMerchantAvailablePromotions': () => jsonResponse(ok([checkin])) },
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: /Daily check-in/ }))
    await waitFor(() => expect(window.location.search).toBe('?id=7'))
    expect(await screen.findByText('Check in once a day.')).toBeInTheDocument()
    expect(document.querySelector('[onerror]')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Log in to join' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
  })

  it('shows the coming-soon page without a header on an old register URL', async () => {
    renderApp('/register.html')
    expect(await screen.findByRole('heading', { level: 1, name: 'Register' })).toBeInTheDocument()
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
  })

  it('shows a translated not-found page for an unknown /m path', async () => {
    const { user } = renderApp('/m/definitely/not/here')
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument()
    expect(screen.getAllByText('Page not found')).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Back to home' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
  })

  it('shows the maintenance page at /m/maintenance while the platform is up', async () => {
    renderApp('/m/maintenance')
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The platform is under maintenance' }),
    ).toBeInTheDocument()
    expect(screen.getByRole('banner')).toBeInTheDocument()
  })
})

describe('a screen that fails', () => {
  function renderFailing(error: Error) {
    const Broken = lazy(() => Promise.reject(error))
    render(
      <AppProvider queryClient={createQueryClient()}>
        <RouteErrorBoundary>
          <Suspense>
            <Broken />
          </Suspense>
        </RouteErrorBoundary>
      </AppProvider>,
    )
  }

  it('logs a chunk that will not load and shows the loading screen', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailing(new TypeError('Failed to fetch dynamically imported module: /m/assets/home-x.js'))
    expect(await screen.findByRole('status')).toBeInTheDocument()
    expect(screen.queryByRole('heading')).not.toBeInTheDocument()
    await waitFor(() => expect(logged).toHaveBeenCalledWith('[router] screen failed', expect.any(TypeError)))
  })

  it('offers a way home after any other crash', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    renderFailing(new Error('boom'))
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back to home' })).toBeInTheDocument()
  })
})

function Crashing(): never {
  throw new Error('boom')
}

describe('a screen that failed, then another screen', () => {
  it('starts the next screen without the error', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const view = render(
      <AppProvider queryClient={createQueryClient()}>
        <RouteErrorBoundary resetKey="/m/broken">
          <Crashing />
        </RouteErrorBoundary>
      </AppProvider>,
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument()
    view.rerender(
      <AppProvider queryClient={createQueryClient()}>
        <RouteErrorBoundary resetKey="/m/fine">
          <p>fine</p>
        </RouteErrorBoundary>
      </AppProvider>,
    )
    expect(await screen.findByText('fine')).toBeInTheDocument()
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument()
  })
})

describe('scroll position across screens', () => {
  // Not from the home: entering it always starts at the top (storefront spec), back included.
  it('starts a new screen at the top and returns to where the page was on back', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo')
    const { router } = renderApp('/m/gameCenter')
    // Every screen renders one top-level heading once its lazy module has loaded.
    await screen.findByRole('heading', { level: 1 })
    Object.defineProperty(window, 'scrollY', { value: 420, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    scrollTo.mockClear()
    await act(() => router.navigate('/m/slotsCenter'))
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 0))
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
    window.dispatchEvent(new Event('scroll'))
    await act(() => router.navigate(-1))
    await screen.findByRole('heading', { level: 1 })
    await waitFor(() => expect(scrollTo).toHaveBeenLastCalledWith(0, 420))
    // Still there once the screen has settled: nothing drawn after it scrolls back to the top.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 420)
  })
})
