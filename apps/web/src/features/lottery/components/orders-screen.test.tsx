import type { LotteryOrder, LotteryOrderDetail } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path)

const order = (id: number, over: Partial<LotteryOrder> = {}): LotteryOrder => ({
  id,
  gameCode: 'PL_SSC1',
  numero: `20261126-${String(id).padStart(4, '0')}`,
  chase: 1,
  stopOnWin: false,
  currency: 'PHP',
  total: 10,
  win: 0,
  refunded: 0,
  status: 'settled',
  createdAt: Date.UTC(2026, 10, 26, 12, 0) - id * 60_000,
  ...over,
})

const detail = (cancelled: boolean): LotteryOrderDetail => ({
  ...order(41, { chase: 3, stopOnWin: true, total: 30, status: 'pending', win: 19.6, refunded: cancelled ? 10 : 0 }),
  subOrders: [
    {
      id: 501,
      numero: '20261126-0041',
      betType: 'P1',
      picks: ['3', '7'],
      stake: 5,
      amount: 10,
      odds: 9.8,
      status: 'won',
      win: 19.6,
      cancellable: false,
      result: ['3', '0', '9', '1', '4'],
    },
    {
      id: 502,
      numero: '20261126-0042',
      betType: 'P1',
      picks: ['3', '7'],
      stake: 5,
      amount: 10,
      odds: 9.8,
      status: cancelled ? 'cancelled' : 'pending',
      win: 0,
      cancellable: !cancelled,
      result: null,
    },
    {
      id: 503,
      numero: '20261126-0043',
      betType: 'SUM_BS',
      picks: ['B'],
      stake: 10,
      amount: 10,
      odds: 1.98,
      status: 'pending',
      win: 0,
      // Its numero is still open too; only 502 is cancelled in this test.
      cancellable: true,
      result: null,
    },
  ],
})

describe('lottery orders', { timeout: 30_000 }, () => {
  it('lists the orders page by page with numero, chase, total, win and status', async () => {
    // jsdom lays nothing out, so the list's end never looks visible; it is, on a phone with 20 rows.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body)
    const { api } = renderApp('/m/lotteryOrders', {
      session: memberSession,
      handlers: {
        '/lgw/orders': (r) => {
          const page = Number(r.url.searchParams.get('pageNo'))
          const ids = page === 1 ? Array.from({ length: 20 }, (_, i) => i + 1) : [21, 22]
          return jsonResponse(
            ok({
              list: ids.map((id) =>
                id === 2 ? order(id, { chase: 3, win: 19.6 }) : id === 1 ? order(id, { status: 'pending' }) : order(id),
              ),
              total: 22,
            }),
          )
        },
      },
    })
    await waitFor(() => expect(screen.getAllByTestId('lottery-order-row')).toHaveLength(22), FIRST_LOAD)
    const [first, second] = screen.getAllByTestId('lottery-order-row') as [HTMLElement, HTMLElement]
    expect(first).toHaveTextContent('Draw 20261126-0001')
    expect(first).toHaveTextContent('10.00 PHP')
    expect(second).toHaveTextContent('Chase 3 draws')
    expect(second).toHaveTextContent('+19.60')
    expect(screen.getByText('No more orders')).toBeInTheDocument()
    const pages = calls(api.requests, '/lgw/orders').map((r) => r.url.searchParams.get('pageNo'))
    expect(pages).toEqual(['1', '2'])
  })

  it('filters by the game in the URL and says when there is nothing', async () => {
    const { api } = renderApp('/m/lotteryOrders?gameCode=PL_D3', {
      session: memberSession,
      handlers: { '/lgw/orders': () => jsonResponse(ok({ list: [], total: 0 })) },
    })
    expect(await screen.findByText('No lottery orders yet', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(calls(api.requests, '/lgw/orders')[0]?.url.searchParams.get('gameCode')).toBe('PL_D3')
  })

  it('opens an order and cancels a pending sub-order after confirmation', async () => {
    let cancelled = false
    const { user, api, router } = renderApp('/m/lotteryOrders', {
      session: memberSession,
      handlers: {
        '/lgw/orders': () => jsonResponse(ok({ list: [order(41, { chase: 3, status: 'pending' })], total: 1 })),
        '/lgw/orders/detail': () => jsonResponse(ok(detail(cancelled))),
        '/lgw/orders/suborders/cancel': () => {
          cancelled = true
          const sub = detail(true).subOrders[1]
          return jsonResponse(ok({ subOrder: sub as LotteryOrderDetail['subOrders'][number], balance: 990 }))
        },
      },
    })
    await user.click(await screen.findByTestId('lottery-order-row', {}, FIRST_LOAD))
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/m/lotteryOrder?orderId=41'),
    )
    const subs = await screen.findAllByTestId('lottery-suborder-row', {}, FIRST_LOAD)
    expect(subs).toHaveLength(3)
    const [won, open] = subs as [HTMLElement, HTMLElement]
    expect(within(won).getByTestId('lottery-suborder-status')).toHaveTextContent('Won')
    expect(within(won).getByText('3, 7')).toBeInTheDocument()
    expect(within(won).getByText('Win 19.60')).toBeInTheDocument()
    expect(within(won).getByText('Odds 9.8')).toBeInTheDocument()
    expect(within(won).getByLabelText('3 0 9 1 4')).toBeInTheDocument()
    expect(within(won).queryByTestId('lottery-suborder-cancel')).not.toBeInTheDocument()
    expect(within(open).getByTestId('lottery-suborder-status')).toHaveTextContent('Waiting for draw')
    // The status says it waits; the row does not say it twice.
    expect(within(open).queryByText('Waiting for the draw')).not.toBeInTheDocument()

    await user.click(within(open).getByTestId('lottery-suborder-cancel'))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/Cancel this bet on draw 20261126-0042\? 10\.00 PHP goes back/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel bet' }))
    await waitFor(() => expect(calls(api.requests, '/lgw/orders/suborders/cancel')).toHaveLength(1))
    const post = calls(api.requests, '/lgw/orders/suborders/cancel')[0]
    expect(post?.method).toBe('POST')
    expect(JSON.parse(post?.body ?? '{}')).toEqual({ subOrderId: 502 })
    // The order is asked again and shows the refund.
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('lottery-suborder-row')[1] as HTMLElement).getByTestId('lottery-suborder-status'),
      ).toHaveTextContent('Cancelled'),
    )
    const ended = screen.getAllByTestId('lottery-suborder-row')[1] as HTMLElement
    expect(within(ended).queryByTestId('lottery-suborder-cancel')).not.toBeInTheDocument()
    // Ended before its draw: it no longer says it waits for one.
    expect(within(ended).queryByText('Waiting for the draw')).not.toBeInTheDocument()
    expect(within(ended).getByText('Refund 10.00')).toBeInTheDocument()
    // The pressed button is gone; its row holds the focus rather than the page.
    await waitFor(() => expect(ended).toHaveFocus())
    expect(calls(api.requests, '/lgw/orders/detail').length).toBeGreaterThanOrEqual(2)
  })

  it('keeps a sub-order when the member says no', async () => {
    const { user, api } = renderApp('/m/lotteryOrder?orderId=41', {
      session: memberSession,
      handlers: { '/lgw/orders/detail': () => jsonResponse(ok(detail(false))) },
    })
    const subs = await screen.findAllByTestId('lottery-suborder-row', {}, FIRST_LOAD)
    await user.click(within(subs[2] as HTMLElement).getByTestId('lottery-suborder-cancel'))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Keep it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(calls(api.requests, '/lgw/orders/suborders/cancel')).toHaveLength(0)
  })

  it('sends guests to log in', async () => {
    const { router } = renderApp('/m/lotteryOrders')
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), FIRST_LOAD)
  })
})
