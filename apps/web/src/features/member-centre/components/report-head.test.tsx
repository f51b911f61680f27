import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { dayBefore } from '../utils/format'

const FIRST_LOAD = { timeout: 8000 }
const pnl = { currency: 'PHP', days: [], total: { rounds: 3, bet: 30, payout: 42.5, net: 12.5 } }
const rebates = { currency: 'PHP', list: [], total: { bet: 250, rebate: 1.25 } }

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
    expect(screen.getByText(/Rebates are not credited to your wallet/)).toBeInTheDocument()
    expect(asked()).toEqual([[dayBefore(6), dayBefore(0)]])
    await user.click(screen.getByRole('tab', { name: 'Today' }))
    await waitFor(() => expect(asked()).toContainEqual([dayBefore(0), dayBefore(0)]))
  })
})
