import type { AvailablePromotion } from '@parlor/contract'
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const checkin: AvailablePromotion = {
  id: 3,
  kind: 'DAILY_CHECKIN',
  promotionType: 'DAILY_CHECKIN',
  category: 'DAILY',
  title: 'Daily check-in',
  content: '<p>Once a day.</p>',
  imageUrl: null,
  enabled: true,
  startTime: 0,
  endTime: null,
  status: 'Claim',
  reward: 5,
  currency: 'PHP',
  target: null,
  progress: null,
  gameType: null,
}
const mission: AvailablePromotion = {
  ...checkin,
  id: 4,
  kind: 'MISSION',
  promotionType: 'MISSION',
  category: 'SLOTS',
  title: 'Weekly slots mission',
  status: 'Process',
  reward: 10,
  target: 100,
  progress: 40,
  gameType: 'RNG',
  wagering: 3,
}

function detail(id: number, claim: () => Response) {
  let balance = 100
  let list = [checkin, mission]
  return renderApp(`/m/activityInfo?id=${id}`, {
    session: memberSession,
    handlers: {
      '/wps/relay/MCSFE_getAvailablePromotions': () => jsonResponse(ok(list)),
      '/wps/relay/PROMOFE_claimPromotion': () => {
        const answer = claim()
        if (answer.ok) {
          balance += 5
          list = [{ ...checkin, status: 'Claimed' }, mission]
        }
        return answer
      },
      '/wps/v2/wallets/balance': () =>
        jsonResponse(
          ok({
            sumBalance: balance,
            balance: [{ accountTypeId: 1, availBalance: balance }],
            currency: 'PHP',
            currencySymbol: '₱',
          }),
        ),
    },
  })
}

describe('promotion details', { timeout: 20_000 }, () => {
  it('claims, then shows Claimed and the balance the claim raised', async () => {
    const { user } = detail(3, () => jsonResponse(ok({ ...checkin, status: 'Claimed' })))
    const claim = await screen.findByRole('button', { name: 'Claim' }, FIRST_LOAD)
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱100.00'))
    // Paid as cash: nothing about wagering.
    expect(screen.queryByText(/bonus money/)).toBeNull()
    await user.click(claim)
    expect(await screen.findByRole('button', { name: 'Claimed' })).toBeDisabled()
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱105.00'))
  })

  it('says a claim waiting for the operator is sent, not paid', async () => {
    const { user } = detail(3, () => jsonResponse(ok({ ...checkin, status: 'Applying' })))
    await user.click(await screen.findByRole('button', { name: 'Claim' }, FIRST_LOAD))
    expect(await screen.findByText('Claim sent: it is paid once the operator approves it.')).toBeInTheDocument()
    expect(screen.queryByText(/added to your balance/)).toBeNull()
  })

  it('shows the server’s translated refusal and keeps the button', async () => {
    const { user } = detail(3, () =>
      jsonResponse(fail('promotion.alreadyClaimed', 'You have already claimed this reward for this period.'), 409),
    )
    await user.click(await screen.findByRole('button', { name: 'Claim' }, FIRST_LOAD))
    expect(await screen.findByText('You have already claimed this reward for this period.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Claim' })).toBeEnabled()
  })

  it('shows a mission’s progress toward its target, its button disabled while in progress', async () => {
    detail(4, () => jsonResponse(ok(mission)))
    expect(await screen.findByRole('button', { name: 'In progress' }, FIRST_LOAD)).toBeDisabled()
    expect(screen.getByText('40.00 of 100.00 bet')).toBeInTheDocument()
    expect(screen.getByText('Paid as bonus money: bet 3× the reward and it turns into cash.')).toBeInTheDocument()
  })

  it('leads a joined mission to the games that count for it', async () => {
    const { user } = detail(4, () => jsonResponse(ok(mission)))
    await user.click(await screen.findByRole('link', { name: 'Play now' }, FIRST_LOAD))
    await screen.findByRole('heading', { level: 1, name: 'Slots' }, FIRST_LOAD)
  })

  it('offers no way to the games before joining or once claimed', async () => {
    detail(3, () => jsonResponse(ok(checkin)))
    await screen.findByRole('button', { name: 'Claim' }, FIRST_LOAD)
    expect(screen.queryByRole('link', { name: 'Play now' })).toBeNull()
  })
})
