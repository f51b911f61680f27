import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderApp } from '@/testing/render-app'

describe('dashboard', () => {
  it("shows the picked merchant's figures and links each queue to its pending rows", async () => {
    const { fetch } = renderApp('/bo/?merchant=demo', {
      boDashboard: {
        pendingDeposits: 4,
        pendingWithdrawals: 2,
        pendingAdjustments: 1,
        todayGgr: '-48.56',
        todayNewPlayers: 3,
        todayDeposits: '1250.00',
      },
    })
    await screen.findByText('1,250.00 PHP')
    const deposits = screen.getByTestId('queue-pendingDeposits')
    expect(deposits).toHaveTextContent('Deposits to confirm4')
    expect(within(deposits).getByRole('link')).toHaveAttribute(
      'href',
      '/bo/cashier/deposits?merchant=demo&status=pending',
    )
    expect(within(screen.getByTestId('queue-pendingAdjustments')).getByRole('link')).toHaveAttribute(
      'href',
      '/bo/adjustments?merchant=demo&state=pending',
    )
    expect(screen.getByText('-48.56 PHP')).toBeInTheDocument()
    expect(screen.getByText('1,250.00 PHP')).toBeInTheDocument()
    expect(fetch.mock.calls.map(([url]) => String(url))).toContain('/admin/dashboard?merchant=demo')
  })
})
