import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderApp, staffMe } from '@/testing/render-app'

const menu = () => screen.getByTestId('side-menu')
const DASHBOARD = {
  pendingDeposits: 0,
  pendingWithdrawals: 0,
  pendingAdjustments: 0,
  todayGgr: '0',
  todayNewPlayers: 0,
  todayDeposits: '0',
}
const ADJUSTMENT = {
  id: 9,
  merchant: 'demo',
  memberId: 7,
  username: 'carla',
  amount: '5000.00',
  reason: 'goodwill',
  state: 'pending' as const,
  requestedBy: 'finance',
  decidedBy: null,
  decisionNote: null,
  transactionId: null,
  createdAt: '2026-11-26T10:00:00.000Z',
  decidedAt: null,
}

describe('back-office layout', () => {
  it('shows an owner every area of the menu', async () => {
    renderApp('/bo/staff?merchant=demo', { boStaffList: [] })
    await waitFor(() => expect(within(menu()).getByText('Administration')).toBeInTheDocument())
    expect(within(menu()).getByText('All merchants')).toBeInTheDocument()
    expect(within(menu()).getByText('Red envelope rains')).toBeInTheDocument()
    for (const group of ['Merchants', 'Content', 'Players', 'Cashier', 'Agents', 'Reports', 'Communication'])
      expect(within(menu()).getByText(group)).toBeInTheDocument()
    expect(within(menu()).getByText('Staff')).toBeInTheDocument()
    expect(within(menu()).getByText('Audit log')).toBeInTheDocument()
  })

  it('hides the entries a read-only role may not use', async () => {
    renderApp('/bo/?merchant=demo', {
      staffMe: staffMe('readOnly'),
      boDashboard: {
        pendingDeposits: 0,
        pendingWithdrawals: 0,
        pendingAdjustments: 0,
        todayGgr: '0',
        todayNewPlayers: 0,
        todayDeposits: '0',
      },
    })
    await waitFor(() => expect(within(menu()).getByText('Dashboard')).toBeInTheDocument())
    expect(within(menu()).getByText('Players')).toBeInTheDocument()
    expect(within(menu()).queryByText('Administration')).not.toBeInTheDocument()
    expect(within(menu()).queryByText('Staff')).not.toBeInTheDocument()
    expect(within(menu()).queryByText('API keys')).not.toBeInTheDocument()
    expect(within(menu()).queryByText('Audit log')).not.toBeInTheDocument()
  })

  it('shows finance the audit log but not staff management', async () => {
    renderApp('/bo/audit?merchant=demo', { staffMe: staffMe('finance'), boAuditList: { rows: [], total: 0 } })
    await waitFor(() => expect(within(menu()).getByText('Audit log')).toBeInTheDocument())
    expect(within(menu()).queryByText('Staff')).not.toBeInTheDocument()
    expect(within(menu()).queryByText('API keys')).not.toBeInTheDocument()
  })

  it('shows the pending counts beside the queues, and refreshes them after a decision', async () => {
    const user = userEvent.setup()
    let pendingAdjustments = 3
    renderApp('/bo/adjustments?merchant=demo', {
      boDashboard: () => ({ ...DASHBOARD, pendingDeposits: 2, pendingWithdrawals: 0, pendingAdjustments }),
      boAdjustmentList: () => ({ rows: pendingAdjustments ? [ADJUSTMENT] : [], total: pendingAdjustments }),
      boAdjustmentApprove: () => {
        pendingAdjustments = 2
        return { ...ADJUSTMENT, state: 'applied' }
      },
      boAuditList: { rows: [], total: 0 },
    })
    expect(within(await screen.findByTestId('side-menu')).getByText('Deposits')).toBeInTheDocument()
    expect(await screen.findByTestId('menu-count-deposits')).toHaveTextContent('2')
    expect(within(menu()).getByTestId('menu-count-adjustments')).toHaveTextContent('3')
    // Nothing waiting: no badge at all.
    expect(within(menu()).queryByTestId('menu-count-withdrawals')).not.toBeInTheDocument()
    await screen.findByText('carla')
    await user.click(await screen.findByRole('button', { name: /Approve/ }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }))
    await waitFor(() => expect(within(menu()).getByTestId('menu-count-adjustments')).toHaveTextContent('2'))
  }, 120_000)

  it('asks for no counts when the role may not read the dashboard', async () => {
    const support = staffMe('support')
    const { fetch } = renderApp('/bo/reports?merchant=demo', {
      staffMe: { ...support, permissions: support.permissions.filter((p) => p !== 'merchants.read') },
    })
    await waitFor(() => expect(within(menu()).getByText('Reports')).toBeInTheDocument())
    expect(fetch.mock.calls.map(([url]) => String(url)).some((u) => u.includes('/admin/dashboard'))).toBe(false)
  })

  it('says a screen opened by its URL is not for this role, without calling its API', async () => {
    const { fetch } = renderApp('/bo/staff?merchant=demo', { staffMe: staffMe('readOnly') })
    expect(await screen.findByText('Your role does not give access to this page.')).toBeInTheDocument()
    expect(fetch.mock.calls.map(([url]) => String(url))).not.toContain('/admin/staff')
  })

  it('puts the first merchant in the URL when none is picked', async () => {
    const { router } = renderApp('/bo/reports')
    await waitFor(() => expect(router.state.location.search).toBe('?merchant=demo'))
  })

  it('sends a signed-out visitor to the sign-in screen, keeping where they were going', async () => {
    const { router } = renderApp('/bo/members?merchant=demo', {
      staffMe: { error: 'staff_unauthorized', status: 401 },
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/login'))
    expect(router.state.location.search).toBe(`?next=${encodeURIComponent('/bo/members?merchant=demo')}`)
  })

  it('switches the language to Chinese', async () => {
    renderApp('/bo/reports?merchant=demo')
    await waitFor(() => expect(within(menu()).getByText('Reports')).toBeInTheDocument())
    await userEvent.click(screen.getByText('中文'))
    await waitFor(() => expect(within(menu()).getByText('报表')).toBeInTheDocument())
  })
})
