import type { WinnerEntry } from '@parlor/contract'
import { encodeServicePath } from '@parlor/contract/cs-link'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, makeStatus, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { announcement, announcements } from '@/testing/announcements'
import { WINNER_ROWS_SHOWN } from './winner-board'

const winner = (customerName: string, winAmount: number, gameName = 'Rocket Crash'): WinnerEntry => ({
  vo: {
    customerName,
    winAmount,
    gameId: 'inhouse_rng_003',
    nodeId: 7,
    vendor: 'INHOUSE',
    gameType: 'RNG',
    gameName,
    winTime: Date.UTC(2026, 10, 1),
  },
})

function home(extra: Parameters<typeof renderApp>[1] & { winners?: WinnerEntry[]; unread?: number } = {}) {
  return renderApp('/m/home', {
    ...extra,
    handlers: {
      '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(announcements())),
      '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse(ok({ list: extra.winners ?? [] })),
      '/wps/relay/CSP_unreadCount': () => jsonResponse(ok(extra.unread ?? 0)),
      ...extra.handlers,
    },
  })
}

describe('winner board', { timeout: 20_000 }, () => {
  it('lists masked winners with the currency symbol to 2 decimals, asking in the page language', async () => {
    const { api } = home({ winners: [winner('de***o', 1520), winner('be***a', 58.2, 'Hi-Lo Dice')] })
    const board = await screen.findByTestId('winner-board', {}, { timeout: 8000 })
    expect(within(board).getByRole('heading', { name: /Big winners/ })).toBeInTheDocument()
    const rows = within(board).getAllByRole('listitem')
    expect(rows.map((r) => r.textContent)).toEqual(['de***oRocket Crash₱1520.00', 'be***aHi-Lo Dice₱58.20'])
    // Two rows fit in the window: nothing moves.
    expect(board.querySelector('.winner-board__list--moving')).toBeNull()
    const call = api.requests.find((r) => r.url.pathname === '/wps/relay/ODSFE2_getWinnerBoard')
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({
      gameCategory: 'ALL',
      language: 'EN',
      limitNum: '20',
    })
  })

  it('scrolls a longer list in a loop (a second copy follows the first)', async () => {
    const list = Array.from({ length: WINNER_ROWS_SHOWN + 2 }, (_, i) => winner(`p${i}***x`, 100 - i))
    home({ winners: list })
    const board = await screen.findByTestId('winner-board', {}, { timeout: 8000 })
    const moving = board.querySelector('.winner-board__list--moving')
    expect(moving).not.toBeNull()
    expect(within(board).getAllByRole('listitem')).toHaveLength(list.length * 2)
  })

  it('is not drawn when nobody has won, nor when the call fails', async () => {
    const { unmount } = home({ winners: [] })
    await screen.findByTestId('notice-marquee', {}, { timeout: 8000 })
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByTestId('winner-board')).toBeNull()
    unmount()
    document.body.innerHTML = ''
    home({ handlers: { '/wps/relay/ODSFE2_getWinnerBoard': () => jsonResponse({ success: false }, 500) } })
    await screen.findByTestId('notice-marquee', {}, { timeout: 8000 })
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(screen.queryByTestId('winner-board')).toBeNull()
  })
})

describe('inbox icon', { timeout: 20_000 }, () => {
  it('shows the member’s unread count and opens the message centre', async () => {
    const { router, user } = home({ session: memberSession, unread: 3 })
    const icon = await screen.findByRole('button', { name: 'Inbox, 3 unread' }, { timeout: 8000 })
    expect(within(icon).getByTestId('inbox-badge')).toHaveTextContent('3')
    await user.click(icon)
    expect(router.state.location.pathname).toBe('/m/webEmail')
  })

  it('caps the badge at 99+ and draws none at zero', async () => {
    const { unmount } = home({ session: memberSession, unread: 250 })
    expect(await screen.findByTestId('inbox-badge', {}, { timeout: 8000 })).toHaveTextContent('99+')
    unmount()
    document.body.innerHTML = ''
    home({ session: memberSession, unread: 0 })
    await screen.findByRole('button', { name: 'Inbox' })
    expect(screen.queryByTestId('inbox-badge')).toBeNull()
  })

  it('never asks for a guest’s count, and sends a guest to the login screen', async () => {
    const { api, router, user } = home({ unread: 5 })
    await user.click(await screen.findByRole('button', { name: 'Inbox' }, { timeout: 8000 }))
    expect(router.state.location.pathname).toBe('/m/login')
    expect(api.requests.some((r) => r.url.pathname === '/wps/relay/CSP_unreadCount')).toBe(false)
  })
})

describe('popup read marks', { timeout: 20_000 }, () => {
  it('marks each popup page a member sees as read, once', async () => {
    const popup = [
      announcement({ type: 'PU', title: 'Members one', content: 'a', execution: 'A' }),
      announcement({ type: 'PU', title: 'Members two', content: 'b', execution: 'A', read: true }),
    ]
    const { api, user } = home({
      session: memberSession,
      handlers: {
        '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(announcements({ popup }))),
        '/wps/relay/MCSFE_markAnnouncementAsRead': () => jsonResponse(ok(null)),
      },
    })
    await screen.findByRole('heading', { level: 2, name: 'Members one' }, { timeout: 8000 })
    await user.click(screen.getByRole('button', { name: 'Next' }))
    await user.click(screen.getByRole('button', { name: 'Previous' }))
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST')).toHaveLength(1))
    const [mark] = api.requests.filter((r) => r.url.pathname === '/wps/relay/MCSFE_markAnnouncementAsRead')
    expect(mark?.method).toBe('POST')
    expect(JSON.parse(mark?.body ?? '{}')).toEqual({ announcementId: popup[0]?.id, read: true })
  })

  it('marks nothing for a guest', async () => {
    const popup = [announcement({ type: 'PU', title: 'Guests', content: 'g', execution: 'B' })]
    const { api } = home({
      handlers: { '/wps/relay/MCSFE_getListAnnouncements': () => jsonResponse(ok(announcements({ popup }))) },
    })
    await screen.findByRole('heading', { level: 2, name: 'Guests' }, { timeout: 8000 })
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(api.requests.some((r) => r.url.pathname === '/wps/relay/MCSFE_markAnnouncementAsRead')).toBe(false)
  })
})

describe('loading toast', { timeout: 20_000 }, () => {
  it('shows in_please_wait while a home list loads and closes when it arrives', async () => {
    let release: () => void = () => {}
    const { api } = home({
      handlers: {
        // Any failing call would put its own error toast in place of this one (one toast at a time).
        '/wps/relay/GCSGAME_newGameVendor': () => jsonResponse(ok({ data: { lanes: [] } })),
        '/wps/relay/GCSGAME_hotGamesV2': async () => {
          await new Promise<void>((r) => {
            release = r
          })
          return jsonResponse(ok({ list: [] }))
        },
      },
    })
    expect(await screen.findByText('Please wait…', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname === '/wps/relay/GCSGAME_hotGamesV2')).toBe(true)
    release()
    await waitFor(() => expect(screen.queryByText('Please wait…')).toBeNull())
  })
})

describe('service shortcuts', { timeout: 20_000 }, () => {
  it('sit in the page after the winner board, each service named, instead of floating over it', async () => {
    const status = makeStatus({
      info: {
        customerService: [
          { title: 'WA', csType: 'WHATSAPP', path: encodeServicePath('https://wa.me/639171234567', 'wHaT5ap1') },
          { title: 'TG', csType: 'TELEGRAM', path: encodeServicePath('https://t.me/parlor', 'tElEgRm1') },
        ],
      },
    })
    home({ status, winners: [winner('de***o', 1520)] })
    const section = await screen.findByRole('region', { name: /Contact us/ }, { timeout: 8000 })
    const board = await screen.findByTestId('winner-board')
    // Document order is page order: in the flow, below the board.
    expect(board.compareDocumentPosition(section) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()
    expect(section.closest('.storefront')).not.toBeNull()
    const links = await within(section).findAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['WAWhatsApp', 'https://wa.me/639171234567'],
      ['TGTelegram', 'https://t.me/parlor'],
    ])
    expect(within(section).getByRole('button', { name: 'Invite friends' })).toBeInTheDocument()
  })
})
