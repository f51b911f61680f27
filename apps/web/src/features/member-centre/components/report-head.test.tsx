import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { dayBefore } from '../utils/format'

const FIRST_LOAD = { timeout: 8000 }
const pnl = { currency: 'PHP', days: [], total: { rounds: 3, bet: 30, payout: 42.5, net: 12.5 } }
const rebates = {
  currency: 'PHP',
  list: [],
  total: { bet: 250, rebate: 1.25 },
  paid: [{ date: '2026-11-19', productType: 'LIVE', rate: 0.6, bet: 50, amount: 0.3, paidTime: 1 }],
  paidTotal: 0.3,
}

function report(url: string, apiPath: string, value: object) {
  const view = renderApp(url, { session: memberSession, handlers: { [apiPath]: () => jsonResponse(ok(value)) } })
  const asked = () =>
    view.api.requests
      .filter((r) => r.url.pathname === apiPath)
      .map((r) => [r.url.searchParams.get('startDate'), r.url.searchParams.get('endDate')])
  return { ...view, asked }
}

describe("the member's own date-range reports", { timeout: 20_000 }, () => {
  it('profit and loss asks for the last 7 days first, then the range of the chosen tab', async () => {
    const { user, asked } = report('/m/profitandloss', '/wps/member/pnl', pnl)
    expect(await screen.findByRole('heading', { name: 'Summary (PHP)' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('pnl-net')).toHaveTextContent('+12.50')
    expect(asked()).toEqual([[dayBefore(6), dayBefore(0)]])
    await user.click(screen.getByRole('tab', { name: 'Today' }))
    await waitFor(() => expect(asked()).toContainEqual([dayBefore(0), dayBefore(0)]))
    await user.click(screen.getByRole('tab', { name: '30 days' }))
    await waitFor(() => expect(asked()).toContainEqual([dayBefore(29), dayBefore(0)]))
  })

  it('the rebate report has the same ranges and its own note under its figures', async () => {
    const { user, asked } = report('/m/member/rebateReport', '/wps/member/rebateReport', rebates)
    expect(await screen.findByRole('heading', { name: 'Summary (PHP)' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('rebate-total')).toHaveTextContent('1.25')
    expect(screen.getByText(/Each day's rebate is paid into your wallet the next day/)).toBeInTheDocument()
    // What the daily payout credited, by day and game type.
    expect(screen.getByTestId('rebate-paid-total')).toHaveTextContent('0.30')
    const paid = within(screen.getByTestId('rebates-paid'))
    expect(paid.getByText('Live casino')).toBeInTheDocument()
    expect(paid.getByText('+0.30')).toBeInTheDocument()
    expect(paid.getByText(/2026-11-19 · Rate 0.60% · Turnover 50.00/)).toBeInTheDocument()
    expect(asked()).toEqual([[dayBefore(6), dayBefore(0)]])
    await user.click(screen.getByRole('tab', { name: 'Today' }))
    await waitFor(() => expect(asked()).toContainEqual([dayBefore(0), dayBefore(0)]))
  })
})
