import type { BoPromotionApplication } from '@parlor/contract'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { type StubRequest, stubApi } from '@/testing/render-app'
import { ApplicationsCard } from './applications-card'

const waiting = (id: number, username: string): BoPromotionApplication => ({
  id,
  promotionId: 7,
  titles: { TY: 'May pag-apruba', EN: 'Approved bonus' },
  kind: 'DAILY_CHECKIN',
  memberId: id + 100,
  username,
  periodKey: 'day:2026-11-29',
  amount: '3.00',
  status: 'applying',
  appliedAt: '2026-11-29T02:00:00Z',
  decidedAt: null,
})

function renderCard(canWrite = true) {
  const decided: { id: string | undefined; body: unknown }[] = []
  let list = [waiting(1, 'ana'), waiting(2, 'ben')]
  stubApi({
    boPromotionApplications: (req: StubRequest) => (req.url.searchParams.get('status') === 'applying' ? list : []),
    boPromotionApprove: (req: StubRequest) => {
      decided.push({ id: req.params.id, body: req.body })
      list = list.filter((a) => a.id !== 1)
      return { ...waiting(1, 'ana'), status: 'claimed', decidedAt: '2026-11-29T03:00:00Z' }
    },
    boPromotionReject: (req: StubRequest) => {
      decided.push({ id: req.params.id, body: req.body })
      return {
        error: 'bo_application_decided',
        status: 409,
        message: 'This claim has already been approved or rejected.',
      }
    },
  })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter>
        <ApplicationsCard merchant="demo" languages={['EN', 'TY']} canWrite={canWrite} />
      </MemoryRouter>
    </AppProvider>,
  )
  return { decided }
}

describe('claims waiting for approval', { timeout: 60_000 }, () => {
  it('approves one after confirming what it pays, and shows the refusal of one decided meanwhile', async () => {
    const user = userEvent.setup()
    const { decided } = renderCard()
    const card = await screen.findByTestId('promotion-applications')
    await within(card).findByText('ana')
    // The promotion in the staff member's language, not the merchant's default.
    expect(within(card).getAllByText('Approved bonus')).toHaveLength(2)
    await user.click(within(card).getByRole('button', { name: 'Approve the claim of ana' }))
    expect(await screen.findByText('Pay 3.00 to ana?')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await waitFor(() => expect(within(card).queryByText('ana')).toBeNull())
    expect(decided[0]?.id).toBe('1')
    expect(decided[0]?.body).toEqual({ merchant: 'demo' })

    await user.click(within(card).getByRole('button', { name: 'Reject the claim of ben' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('Give a reason of at least 3 characters.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText(/Reason/), 'duplicate household')
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }))
    expect(await within(dialog).findByText('This claim has already been approved or rejected.')).toBeInTheDocument()
    expect(decided[1]?.body).toEqual({ merchant: 'demo', reason: 'duplicate household' })
  })

  it('offers no decision to a role that cannot change promotions', async () => {
    renderCard(false)
    const card = await screen.findByTestId('promotion-applications')
    await within(card).findByText('ana')
    expect(within(card).queryByRole('button', { name: /Approve/ })).toBeNull()
  })
})
