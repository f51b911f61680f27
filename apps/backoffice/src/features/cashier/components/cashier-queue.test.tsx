import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it, vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { CashierQueue } from './cashier-queue'

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 })

const withdrawal = (status: string) => ({
  orderNo: 'W20261126001',
  status,
  amount: 1500,
  currency: 'PHP',
  bankName: 'BDO',
  accountNumber: '****4321',
  accountName: 'Alice Santos',
  note: null,
  member: 'alice',
  createdAt: Date.UTC(2026, 10, 26, 9),
  updatedAt: Date.UTC(2026, 10, 26, 9),
})

/** The cashier's list, the member's activity and the review call, as the server answers them. */
function stubServer(permissions: string[]) {
  let status = 'pending'
  const reviews: { path: string; body: unknown }[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://bo.test')
      const method = init?.method ?? 'GET'
      if (url.pathname === '/admin/auth/me') return ok({ id: 1, username: 'finance', permissions })
      if (url.pathname === '/admin/cashier/withdrawals') {
        const wanted = url.searchParams.get('status')
        return ok(
          wanted && wanted !== status ? { list: [], totalCount: 0 } : { list: [withdrawal(status)], totalCount: 1 },
        )
      }
      if (url.pathname === '/admin/members') return ok({ rows: [{ id: 5, username: 'alice' }], total: 1 })
      if (url.pathname === '/admin/members/5')
        return ok({
          id: 5,
          username: 'alice',
          status: 'active',
          testAccount: false,
          balance: '320.00',
          currency: 'PHP',
          createdAt: '2026-10-01T00:00:00Z',
          ledger: [
            {
              transactionId: 1,
              kind: 'deposit',
              amount: '2000.00',
              balanceAfter: '2000.00',
              reference: 'D1',
              at: '2026-11-25T10:00:00Z',
            },
            {
              transactionId: 2,
              kind: 'bet',
              amount: '-100.00',
              balanceAfter: '1900.00',
              reference: null,
              at: '2026-11-25T11:00:00Z',
            },
          ],
          rounds: [
            {
              id: 1,
              provider: 'inhouse',
              game: 'Dice',
              bet: '100.00',
              win: '20.00',
              status: 'settled',
              at: '2026-11-25T11:00:00Z',
            },
            {
              id: 2,
              provider: 'inhouse',
              game: 'Dice',
              bet: '80.50',
              win: '0.00',
              status: 'settled',
              at: '2026-11-25T11:05:00Z',
            },
          ],
        })
      if (method === 'POST' && url.pathname.startsWith('/admin/cashier/withdrawals/')) {
        reviews.push({ path: url.pathname, body: JSON.parse(String(init?.body)) })
        status = url.pathname.endsWith('/approve') ? 'approved' : status
        return ok(withdrawal(status))
      }
      return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 })
    }),
  )
  return reviews
}

function renderQueue() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <AppProvider queryClient={queryClient}>
      <MemoryRouter initialEntries={['/bo/cashier/withdrawals?merchant=demo']}>
        <CashierQueue kind="withdrawals" merchant="demo" memberPath={(id) => `/bo/members/${id}`} />
      </MemoryRouter>
    </AppProvider>,
  )
}

// Several antd screens render per test; on a shared two-core machine they can exceed the default.
describe('withdrawal review', { timeout: 45_000 }, () => {
  it("approves a pending withdrawal with a note, beside the member's activity", async () => {
    const reviews = stubServer(['cashier.read', 'cashier.review', 'members.read'])
    renderQueue()
    const user = userEvent.setup()

    await user.click(await screen.findByText('W20261126001'))
    // The reviewer sees the member's balance and turnover before deciding.
    const activity = (await screen.findByText("Member's recent activity")).closest('.ant-card') as HTMLElement
    expect(await within(activity).findByText('320.00 PHP')).toBeInTheDocument()
    expect(within(activity).getByText('180.50 PHP · 2 rounds')).toBeInTheDocument()
    expect(within(activity).getByText('2,000.00 PHP')).toBeInTheDocument()

    await user.type(screen.getByLabelText('Note'), 'checked turnover')
    await user.click(screen.getByRole('button', { name: 'Approve' }))
    // A popconfirm asks once more before money moves.
    expect(reviews).toHaveLength(0)
    const confirm = await screen.findByText(/Approve the withdrawal of 1,500.00 PHP/)
    await user.click(within(confirm.closest('.ant-popover') as HTMLElement).getByRole('button', { name: 'Approve' }))

    await waitFor(() => expect(reviews).toHaveLength(1))
    expect(reviews[0]).toEqual({
      path: '/admin/cashier/withdrawals/W20261126001/approve',
      body: { merchant: 'demo', note: 'checked turnover' },
    })
    expect(await screen.findByText('Withdrawal W20261126001 approved')).toBeInTheDocument()
  })

  it('shows no decisions to a role that may only read the cashier', async () => {
    const reviews = stubServer(['cashier.read', 'members.read'])
    renderQueue()
    const user = userEvent.setup()
    await user.click(await screen.findByText('W20261126001'))
    expect(await screen.findByText('Alice Santos')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument()
    expect(reviews).toHaveLength(0)
  })
})
