import { QueryClient } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { AppProvider } from '@/app/provider'
import { AdjustBalanceModal } from './adjust-balance-modal'

const ok = (value: unknown) => new Response(JSON.stringify({ success: true, value }), { status: 200 })

/** A server for the modal: who is signed in, the merchant's threshold, and the adjustment answer. */
function stubServer(threshold: string) {
  const posted: Record<string, unknown>[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://bo.test')
    const method = init?.method ?? 'GET'
    if (url.pathname === '/admin/auth/me')
      return ok({ id: 1, username: 'finance', permissions: ['members.adjust', 'merchants.read', 'members.read'] })
    if (url.pathname === '/admin/merchants/demo')
      return ok({ code: 'demo', currency: 'PHP', adjustmentApprovalThreshold: threshold })
    if (method === 'POST' && url.pathname === '/admin/adjustments') {
      const body = JSON.parse(String(init?.body)) as { amount: string; memberId: number; reason: string; key: string }
      posted.push(body)
      // The server decides: above the threshold the adjustment waits for a second approver.
      const pending = Math.abs(Number(body.amount)) > Number(threshold)
      return ok({
        id: 9,
        merchant: 'demo',
        memberId: body.memberId,
        username: 'alice',
        amount: body.amount,
        reason: body.reason,
        state: pending ? 'pending' : 'applied',
        requestedBy: 'finance',
        decidedBy: null,
        decisionNote: null,
        transactionId: pending ? null : 77,
        createdAt: '2026-11-26T10:00:00Z',
        decidedAt: null,
      })
    }
    return new Response(JSON.stringify({ success: false, errorCode: 'not_found' }), { status: 404 })
  })
  vi.stubGlobal('fetch', fetchMock)
  return posted
}

function renderModal() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  const onClose = vi.fn()
  render(
    <AppProvider queryClient={queryClient}>
      <AdjustBalanceModal
        merchant="demo"
        member={{ id: 5, username: 'alice', balance: '200.00', currency: 'PHP' }}
        onClose={onClose}
      />
    </AppProvider>,
  )
  return onClose
}

async function fill(amount: string, reason: string) {
  const user = userEvent.setup()
  await user.type(screen.getByLabelText('Amount'), amount)
  await user.type(screen.getByLabelText('Reason'), reason)
  return user
}

// Each test renders the modal and types into it; on a shared two-core machine that can exceed the default.
describe('AdjustBalanceModal', { timeout: 45_000 }, () => {
  it('says an adjustment within the threshold applies at once, and shows it applied', async () => {
    const posted = stubServer('1000.00')
    renderModal()
    const user = await fill('50', 'goodwill credit')
    expect(await screen.findByText('Within the approval threshold: applied at once.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adjust' }))

    expect(await screen.findByText('Adjustment applied')).toBeInTheDocument()
    expect(screen.queryByText('Waiting for a second approver')).not.toBeInTheDocument()
    expect(posted).toHaveLength(1)
    expect(posted[0]).toMatchObject({ memberId: 5, amount: '50', reason: 'goodwill credit' })
    expect(posted[0]?.key).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('warns above the threshold and shows the adjustment pending a second approver', async () => {
    const posted = stubServer('1000.00')
    renderModal()
    const user = await fill('-1500.50', 'chargeback')
    expect(await screen.findByText(/Above the approval threshold of 1,000.00 PHP/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Adjust' }))

    expect(await screen.findByText('Waiting for a second approver')).toBeInTheDocument()
    expect(screen.queryByText('Adjustment applied')).not.toBeInTheDocument()
    expect(posted[0]).toMatchObject({ amount: '-1500.50', reason: 'chargeback' })
  })

  it('refuses a zero amount without calling the server', async () => {
    const posted = stubServer('1000.00')
    renderModal()
    const user = await fill('0', 'nothing')
    await user.click(screen.getByRole('button', { name: 'Adjust' }))
    expect(await screen.findByText(/Enter a non-zero amount/)).toBeInTheDocument()
    await waitFor(() => expect(posted).toHaveLength(0))
  })

  it('gives each opening its own idempotency key', async () => {
    const posted = stubServer('1000.00')
    const first = renderModal()
    let user = await fill('10', 'first one')
    await user.click(screen.getByRole('button', { name: 'Adjust' }))
    await screen.findByText('Adjustment applied')
    expect(first).not.toHaveBeenCalled()
    document.body.innerHTML = ''
    renderModal()
    user = await fill('10', 'second one')
    await user.click(screen.getByRole('button', { name: 'Adjust' }))
    await waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[0]?.key).not.toBe(posted[1]?.key)
  })
})
