import { routes } from '@parlor/contract'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { apiCall } from '@/lib/api-client'
import { readSession, StorageKey } from '@/lib/storage'
import { fail, jsonResponse, makeStatus, memberSession, ok, trialSession } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const header = () => screen.queryByRole('banner')
const bottomMenu = () => screen.queryByRole('navigation', { name: 'Main menu' })
const pathname = () => window.location.pathname

// Agent screens send everyone but an agent away, so their shell rules are seen by an agent.
const shellOptions = (url: string) =>
  url.startsWith('/m/agent') ? { session: { ...memberSession, type: 1 } } : undefined

async function ready(url: string, options?: Parameters<typeof renderApp>[1]) {
  const app = renderApp(url, options)
  // Every screen renders one top-level heading once its lazy module has loaded.
  await screen.findByRole('heading', { level: 1 })
  return app
}

describe('header', () => {
  it('shows the merchant word mark, login and the menu on home for a guest', async () => {
    await ready('/m/home')
    const banner = within(header() as HTMLElement)
    expect(banner.getByText('Lucky Parlor')).toBeInTheDocument()
    expect(banner.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login')
    expect(banner.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument()
    expect(banner.getByRole('button', { name: 'Menu' })).toBeInTheDocument()
    expect(banner.getByRole('button', { name: 'Language' })).toBeInTheDocument()
    expect(banner.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument()
  })

  it('offers register only when the merchant enables DIRECTREG3', async () => {
    await ready('/m/home', { status: makeStatus({ info: { whitelabelVal: { DIRECTREG3: true } } }) })
    expect(within(header() as HTMLElement).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/m/register',
    )
  })

  it('uses the logo image when the template has one', async () => {
    await ready('/m/', {
      status: makeStatus({ info: { mobileTemplate: { h5_logo: 'https://cdn.example.test/logo.png' } } }),
    })
    expect(within(header() as HTMLElement).getByRole('img', { name: 'Lucky Parlor' })).toHaveAttribute(
      'src',
      'https://cdn.example.test/logo.png',
    )
  })

  it('shows the member name and a deposit entry when logged in', async () => {
    const { user } = await ready('/m/home', { session: memberSession })
    const banner = within(header() as HTMLElement)
    expect(banner.getByText('juan88')).toBeInTheDocument()
    expect(banner.queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument()
    await user.click(banner.getByRole('button', { name: 'Deposit' }))
    await waitFor(() => expect(pathname()).toBe('/m/voucherCenter'))
  })

  it('shows a back arrow and the screen title elsewhere', async () => {
    renderApp('/m/withdraw', { session: memberSession })
    await waitFor(() => expect(header()).not.toBeNull(), { timeout: 8000 })
    const banner = within(header() as HTMLElement)
    await banner.findByRole('heading', { name: 'Withdraw' }, { timeout: 8000 })
    expect(banner.getByRole('button', { name: 'Back' })).toBeInTheDocument()
    expect(banner.getByRole('heading', { name: 'Withdraw' })).toBeInTheDocument()
    expect(banner.queryByText('Lucky Parlor')).not.toBeInTheDocument()
  })

  it.each(['/m/login', '/m/register', '/register.html', '/m/mine', '/m/agent', '/m/download', '/m/forget'])(
    'is hidden on %s',
    async (url) => {
      await ready(url, shellOptions(url))
      expect(header()).not.toBeInTheDocument()
    },
  )

  it('goes back in history from an ordinary screen', async () => {
    const { user, router } = await ready('/m/home')
    await act(() => router.navigate('/m/gameCenter'))
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    // The router takes the browser's back on its next render.
    await waitFor(() => expect(router.state.historyAction).toBe('POP'))
  })

  it('replaces with home when the app was entered on that screen', async () => {
    const { user, router } = await ready('/m/gameCenter')
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    expect(router.state.historyAction).toBe('REPLACE')
  })

  it.each(['/m/notice', '/m/trail'])('always goes home from %s', async (url) => {
    const { user, router } = await ready('/m/home')
    await act(() => router.navigate('/m/gameCenter'))
    await act(() => router.navigate(url))
    await user.click(await screen.findByRole('button', { name: 'Back' }))
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    expect(router.state.historyAction).toBe('PUSH')
  })
})

describe('header menu', () => {
  it('offers deposit and withdraw to a guest, who is sent to login', async () => {
    const { user } = await ready('/m/home')
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    expect(await screen.findByText('Withdraw')).toBeInTheDocument()
    expect(screen.queryByText('Sign out')).not.toBeInTheDocument()
    await user.click(screen.getByText('Withdraw'))
    await waitFor(() => expect(pathname()).toBe('/m/login'))
  })

  it('leads to the game centre and the slots lobby, which no other menu reaches', async () => {
    const { user, router } = await ready('/m/home')
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Game centre'))
    await waitFor(() => expect(pathname()).toBe('/m/gameCenter'))
    await act(() => router.navigate('/m/home'))
    await user.click(await screen.findByRole('button', { name: 'Menu' }))
    await screen.findByText('Game centre')
    await user.click(within(document.querySelector('.adm-action-sheet') as HTMLElement).getByText('Slots'))
    await waitFor(() => expect(pathname()).toBe('/m/slotsCenter'))
  })

  it('signs out after confirmation, keeping the merchant', async () => {
    const logout = vi.fn(() => jsonResponse(ok(null)))
    sessionStorage.setItem(StorageKey.merchant, 'demo01')
    const { user, api, router } = await ready('/m/home', {
      session: memberSession,
      handlers: { '/wps/session/logout': logout },
    })
    await act(() => router.navigate('/m/home?from=menu'))
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Sign out'))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))

    await waitFor(() => expect(readSession()).toBeNull())
    const call = api.requests.find((r) => r.url.pathname === '/wps/session/logout')
    expect(call?.method).toBe('DELETE')
    expect(call?.headers.get('Authorization')).toBe(memberSession.token)
    expect(sessionStorage.getItem(StorageKey.merchant)).toBe('demo01')
    await waitFor(() => expect(`${pathname()}${window.location.search}`).toBe('/m/home'))
    expect(await within(header() as HTMLElement).findByRole('link', { name: 'Log in' })).toBeInTheDocument()
  })

  it('signs out even when the server call fails', async () => {
    const { user } = await ready('/m/home', {
      session: memberSession,
      handlers: { '/wps/session/logout': () => jsonResponse(fail('internal_error'), 500) },
    })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Sign out'))
    await user.click(await screen.findByRole('button', { name: 'Sign out' }))
    await waitFor(() => expect(readSession()).toBeNull())
  })

  it('keeps the session when sign-out is cancelled', async () => {
    const { user, api } = await ready('/m/home', { session: memberSession })
    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Sign out'))
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument())
    expect(readSession()).toEqual(memberSession)
    expect(api.requests.some((r) => r.url.pathname === '/wps/session/logout')).toBe(false)
  })
})

describe('bottom menu', () => {
  const hiddenOn = [
    '/m/login',
    '/m/register',
    '/m/trail',
    '/m/launchGame',
    '/m/notice',
    '/m/activity',
    '/m/forget',
    '/m/service',
    '/m/moreLottery',
    '/m/useragreement',
    '/m/maintenance',
    '/m/download',
    '/m/agent',
  ]

  it.each(hiddenOn)('is hidden on %s', async (url) => {
    await ready(url, shellOptions(url))
    expect(bottomMenu()).not.toBeInTheDocument()
  })

  it.each(['/m/home', '/m/gameCenter', '/m/member/home', '/m/agent/team/overview', '/m/no-such-page'])(
    'is shown on %s',
    async (url) => {
      await ready(url, shellOptions(url))
      const menu = within(bottomMenu() as HTMLElement)
      for (const name of ['Home', 'Promotions', 'Deposit', 'Support', 'Account'])
        expect(menu.getByText(name)).toBeInTheDocument()
    },
  )

  it('sends a guest pressing deposit or member to login', async () => {
    const { user, router } = await ready('/m/home')
    await user.click(within(bottomMenu() as HTMLElement).getByText('Deposit'))
    await waitFor(() => expect(pathname()).toBe('/m/login'))
    await act(() => router.navigate('/m/home'))
    await user.click(within(bottomMenu() as HTMLElement).getByText('Account'))
    await waitFor(() => expect(pathname()).toBe('/m/login'))
  })

  it('opens public entries for a guest', async () => {
    const { user } = await ready('/m/home')
    await user.click(within(bottomMenu() as HTMLElement).getByText('Support'))
    await waitFor(() => expect(pathname()).toBe('/m/service'))
  })

  it('lets a member into member-only entries', async () => {
    const { user } = await ready('/m/home', { session: memberSession })
    await user.click(within(bottomMenu() as HTMLElement).getByText('Account'))
    await waitFor(() => expect(pathname()).toBe('/m/member/home'))
  })

  it('turns a trial account away with free_reject', async () => {
    const { user } = await ready('/m/home', { session: trialSession })
    await user.click(within(bottomMenu() as HTMLElement).getByText('Account'))
    expect(
      await screen.findByText("Trial accounts can't use this feature. Please log in with a real account."),
    ).toBeInTheDocument()
    expect(pathname()).toBe('/m/home')
  })

  it('is taller in an iPhone-like installed shell', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }))
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(844)
    await ready('/m/home')
    expect(bottomMenu()).toHaveClass('bottom-menu--tall')
  })

  it('keeps the normal height in a browser tab', async () => {
    vi.spyOn(window.screen, 'height', 'get').mockReturnValue(844)
    await ready('/m/home')
    expect(bottomMenu()).not.toHaveClass('bottom-menu--tall')
  })
})

describe('page transitions', () => {
  const page = () => document.querySelector('.page')

  it('fades a page in after navigation but not on first load', async () => {
    const { router } = await ready('/m/home')
    expect(page()).not.toHaveClass('page--fade')
    await act(() => router.navigate('/m/gameCenter'))
    await screen.findByRole('heading', { level: 1, name: 'Game centre' })
    expect(page()).toHaveClass('page--fade')
  })

  it('skips the fade right after a back swipe from the left edge', async () => {
    const { router } = await ready('/m/home')
    await act(() => router.navigate('/m/gameCenter'))
    fireEvent.touchStart(window, { touches: [{ clientX: 8, clientY: 300 }] })
    fireEvent.touchMove(window, { touches: [{ clientX: 140, clientY: 305 }] })
    await act(() => router.navigate(-1))
    await screen.findByRole('heading', { level: 1, name: /Welcome/ })
    expect(page()).not.toHaveClass('page--fade')
  })

  it('still fades after a swipe that did not start at the edge', async () => {
    const { router } = await ready('/m/home')
    await act(() => router.navigate('/m/gameCenter'))
    fireEvent.touchStart(window, { touches: [{ clientX: 60, clientY: 300 }] })
    fireEvent.touchMove(window, { touches: [{ clientX: 200, clientY: 305 }] })
    await act(() => router.navigate(-1))
    await screen.findByRole('heading', { level: 1, name: /Welcome/ })
    expect(page()).toHaveClass('page--fade')
  })
})

describe('forced logout', () => {
  it('sends the member to login with a notice when an answer revokes the session', async () => {
    await ready('/m/home', {
      session: memberSession,
      handlers: { '/wps/system/test/ping': () => jsonResponse(fail('user.or.token.invalid'), 401) },
    })
    await act(() => apiCall(routes.systemPing).catch(() => undefined))
    await waitFor(() => expect(pathname()).toBe('/m/login'))
    expect(await screen.findByText('The account has been logged out, please log in again')).toBeInTheDocument()
    expect(readSession()).toBeNull()
  })
})
