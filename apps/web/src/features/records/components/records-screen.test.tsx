import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const round = (i: number) => ({
  roundId: `r-${i}`,
  vassalage: 'INHOUSE',
  gameCode: 'inhouse_rng_002',
  status: 'settled',
  bet: 1,
  payout: i % 2 ? 1.94 : 0,
  net: i % 2 ? 0.94 : -1,
  currency: 'PHP',
  createdAt: Date.UTC(2026, 10, 25, 12, i),
  closedAt: Date.UTC(2026, 10, 25, 12, i),
})

describe('records screens', { timeout: 20_000 }, () => {
  it('lists the betting record for the last 7 days, and filters by game', async () => {
    const calls: URLSearchParams[] = []
    renderApp('/m/gameRecord', {
      session: memberSession,
      handlers: {
        '/wps/game/records': (r: RecordedRequest) => {
          calls.push(r.url.searchParams)
          return jsonResponse(ok({ list: [round(1), round(2)], pageNum: 1, totalPages: 1, totalCount: 2 }))
        },
      },
    })
    expect(await screen.findByText('+0.94', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getAllByText(/Hi-Lo Dice · Bet 1.00/)).toHaveLength(2)
    expect(screen.getByText('-1.00')).toBeInTheDocument()
    const first = calls[0] as URLSearchParams
    expect(first.get('pageNo')).toBe('1')
    expect(first.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    screen.getByText('Rocket Crash').click()
    await waitFor(() => expect(calls.some((c) => c.get('gameCode') === 'inhouse_rng_003')).toBe(true))
  })

  it('lists the account record with types and balances', async () => {
    renderApp('/m/transaction/record', {
      session: memberSession,
      handlers: {
        '/wps/wallets/records': () =>
          jsonResponse(
            ok({
              list: [
                {
                  id: '9',
                  type: 'win',
                  amount: 1.94,
                  balanceAfter: 1000.94,
                  currency: 'PHP',
                  reason: null,
                  createdAt: Date.now(),
                },
                {
                  id: '8',
                  type: 'adjustment',
                  amount: 100,
                  balanceAfter: 999,
                  currency: 'PHP',
                  reason: 'goodwill',
                  createdAt: Date.now(),
                },
              ],
              pageNum: 1,
              totalPages: 1,
              totalCount: 2,
            }),
          ),
      },
    })
    expect(await screen.findByText('+1.94', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByText(/Adjustment · goodwill/)).toBeInTheDocument()
  })

  it.each([
    ['/m/gameRecord', '/wps/game/records'],
    ['/m/transaction/record', '/wps/wallets/records'],
  ])('tells a guest on %s to log in first, asks the server nothing and comes back after login', async (url, call) => {
    // What the server answers a call without a session.
    const refuse = () =>
      jsonResponse({ success: false, value: null, errorCode: 'customer.not.login', message: 'Not logged in' }, 401)
    const { router, api } = renderApp(url, { handlers: { [call]: refuse } })
    expect(await screen.findByText('Please login first', {}, { timeout: 8000 })).toBeInTheDocument()
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'))
    expect(router.state.location.state).toEqual({ from: url })
    expect(screen.queryByText('The account has been logged out, please log in again')).not.toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname === call)).toBe(false)
  })
})
