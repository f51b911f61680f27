import type { Announcements } from '@parlor/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { announcement, announcements } from '@/testing/announcements'
import { readPopupMemory } from '../utils/storefront-storage'
import { formatMatchTime } from './hot-matches'

const guestPopup = [
  announcement({
    type: 'PU',
    title: 'Welcome, guest!',
    content: '<p>Register <a href="/m/register">now</a></p>',
    execution: 'B',
  }),
  announcement({ type: 'PU', title: 'Second notice', content: '<p>More</p>', execution: 'B' }),
]

function home(answer: Announcements, extra: Parameters<typeof renderApp>[1] = {}) {
  return renderApp('/m/home', {
    ...extra,
    handlers: {
      '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(answer)),
      ...extra.handlers,
    },
  })
}

const popupTitle = () => screen.queryByRole('heading', { level: 2, name: /Welcome, guest!|Second notice|Members/ })

describe('announcement popup', { timeout: 20_000 }, () => {
  it('shows 500 ms after mount, pages, and once closed stays closed for that list', async () => {
    const { user, unmount } = home(announcements({ popup: guestPopup }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, guest!' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Next' }))
    expect(screen.getByRole('heading', { level: 2, name: 'Second notice' })).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Close' }))
    expect(readPopupMemory('B')).toEqual({
      show: false,
      list: guestPopup.map(({ title, content }) => ({ title, content })),
    })
    unmount()

    // A new browser session with the same list: still closed.
    sessionStorage.clear()
    home(announcements({ popup: guestPopup }))
    await act(() => new Promise((r) => setTimeout(r, 800)))
    expect(popupTitle()).toBeNull()
  })

  it('is shown at most once per session even when not closed', async () => {
    const first = home(announcements({ popup: guestPopup }))
    await screen.findByRole('heading', { level: 2, name: 'Welcome, guest!' }, { timeout: 8000 })
    first.unmount()
    document.body.innerHTML = ''
    home(announcements({ popup: guestPopup }))
    await act(() => new Promise((r) => setTimeout(r, 800)))
    expect(popupTitle()).toBeNull()
  })

  it('shows again when the list of title and content changes, and keeps audiences apart', async () => {
    const first = home(announcements({ popup: guestPopup }))
    await screen.findByRole('heading', { level: 2, name: 'Welcome, guest!' }, { timeout: 8000 })
    await first.user.click(screen.getByRole('button', { name: 'Close' }))
    first.unmount()
    document.body.innerHTML = ''
    sessionStorage.clear()

    const changed = [{ ...guestPopup[0], content: '<p>Changed</p>' }] as typeof guestPopup
    const second = home(announcements({ popup: changed }))
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Welcome, guest!' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    second.unmount()
    document.body.innerHTML = ''

    // Members (audience A) have their own memory: the guest's close does not hide theirs.
    const memberPopup = [announcement({ type: 'PU', title: 'Members only', content: 'x', execution: 'A' })]
    home(announcements({ popup: memberPopup }), { session: memberSession })
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Members only' }, { timeout: 8000 }),
    ).toBeInTheDocument()
    expect(readPopupMemory('A')).toBeNull()
  })
})

describe('banners, marquee and hot matches', () => {
  it('shows the single placeholder when there is no notice, and notices otherwise', async () => {
    const { unmount } = home(announcements())
    const marquee = await screen.findByTestId('notice-marquee')
    expect(marquee).toHaveTextContent('No announcement')
    expect(marquee).toHaveAttribute('href', '/m/notice')
    unmount()
    document.body.innerHTML = ''
    home(
      announcements({ player: [announcement({ type: 'PL', title: 'Maintenance Sunday', content: '<b>02:00</b>' })] }),
    )
    await waitFor(() => expect(screen.getByTestId('notice-marquee')).toHaveTextContent('Maintenance Sunday — 02:00'))
    expect(screen.getByTestId('notice-marquee')).not.toHaveTextContent('No announcement')
  })

  it('formats match time as MM/DD HH:mm in the merchant time zone', () => {
    const t = Date.UTC(2030, 0, 1, 12, 5)
    expect(formatMatchTime(t, 'Asia/Manila')).toBe('01/01 20:05')
    expect(formatMatchTime(t, 'UTC')).toBe('01/01 12:05')
  })
})

describe('home header balance', { timeout: 20_000 }, () => {
  const wallet = { sumBalance: 1234.5, balance: [], currency: 'PHP', currencySymbol: '₱' }

  it('shows the total with the symbol to 2 decimals, hides it, and hides it while refreshing', async () => {
    let release: () => void = () => {}
    let slow = false
    const { user, api } = home(announcements(), {
      session: memberSession,
      handlers: {
        '/wps/v2/wallets/balance': async () => {
          if (slow)
            await new Promise<void>((r) => {
              release = r
            })
          return jsonResponse(ok({ ...wallet, sumBalance: slow ? 0.1 + 0.2 : wallet.sumBalance }))
        },
        '/wps/relay/GCS_merchantWallet': () => jsonResponse(ok({ isSingle: true })),
      },
    })
    const balance = await screen.findByTestId('header-balance')
    await waitFor(() => expect(balance).toHaveTextContent('₱1,234.50'))
    expect(api.requests.some((r) => r.url.pathname === '/wps/relay/GCS_merchantWallet')).toBe(true)

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Hide balance'))
    expect(balance).toHaveTextContent('****')
    expect(localStorage.getItem('hideBalance')).toBe('1')

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    await user.click(await screen.findByText('Show balance'))
    expect(balance).toHaveTextContent('₱1,234.50')

    await user.click(screen.getByRole('button', { name: 'Menu' }))
    slow = true
    await user.click(await screen.findByText('Refresh balance'))
    await waitFor(() => expect(balance).toHaveTextContent('…'))
    expect(balance).not.toHaveTextContent('1,234.50')
    release()
    await waitFor(() => expect(balance).toHaveTextContent('₱0.30'))
    expect(within(balance).queryByText(/0\.3000/)).toBeNull()
  })
})
