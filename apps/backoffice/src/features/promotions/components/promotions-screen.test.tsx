import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { type StubRequest, stubApi } from '@/testing/render-app'
import { PromotionsScreen } from './promotions-screen'

const SAVED = {
  id: 4,
  merchant: 'demo',
  kind: 'MISSION',
  category: 'SLOTS',
  titles: { EN: 'Weekly slots mission' },
  rules: {},
  imageUrl: null,
  startAt: '2026-01-01T00:00:00.000Z',
  endAt: null,
  sort: 2,
  enabled: true,
  wagering: 2,
  audience: { kind: 'VIP', vipLevels: [2, 3], newWithinDays: 7, agents: [] },
  requiresApproval: false,
  reward: { amount: '10.00', gameType: 'RNG', target: '100.00' },
  claims: 3,
  paid: '30.00',
  createdAt: '2026-01-01T00:00:00.000Z',
}

function renderScreen() {
  const posts: unknown[] = []
  const puts: unknown[] = []
  stubApi({
    boPromotionList: () => [SAVED],
    boPromotionCreate: (req: StubRequest) => {
      posts.push(req.body)
      return { ...SAVED, id: 9, ...(req.body as object), claims: 0, paid: '0.00' }
    },
    boPromotionUpdate: (req: StubRequest) => {
      puts.push(req.body)
      return SAVED
    },
  })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/bo/promotions?merchant=demo']}>
        <PromotionsScreen merchant="demo" languages={['EN']} canWrite />
      </MemoryRouter>
    </AppProvider>,
  )
  return { posts, puts }
}

describe('promotions in the back office', { timeout: 60_000 }, () => {
  it('lists what each promotion pays and has paid', async () => {
    renderScreen()
    const row = (await screen.findByText('Weekly slots mission')).closest('tr') as HTMLElement
    expect(row).toHaveTextContent('Weekly mission · Slots')
    expect(row).toHaveTextContent('10.00 for 100.00 bet in Slots')
    expect(row).toHaveTextContent('30.00')
    expect(row).toHaveTextContent('3 claims')
  })

  it('creates a check-in with only its reward, and refuses a reward of zero before sending', async () => {
    const user = userEvent.setup()
    const { posts } = renderScreen()
    await user.click(await screen.findByRole('button', { name: /New promotion/ }))
    const form = await screen.findByTestId('promotion-form')
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Daily bonus' } })
    fireEvent.change(within(form).getByLabelText('Reward'), { target: { value: '0' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Enter an amount above zero with at most two decimals')).toBeInTheDocument()
    expect(posts).toHaveLength(0)

    fireEvent.change(within(form).getByLabelText('Reward'), { target: { value: '2.5' } })
    fireEvent.change(within(form).getByLabelText('Wagering (× reward)'), { target: { value: '5' } })
    // For one agent's team: named before it is sent.
    await user.click(within(form).getByLabelText('Who it is for'))
    await user.click(await screen.findByTitle('Agents’ teams'))
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('Name at least one agent')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
    await user.type(within(form).getByLabelText('Agents'), 'agent7{Enter}')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      merchant: 'demo',
      kind: 'DAILY_CHECKIN',
      category: 'DAILY',
      titles: { EN: 'Daily bonus' },
      reward: { amount: '2.5' },
      enabled: true,
      wagering: 5,
      audience: { kind: 'TEAM', agents: ['agent7'] },
    })
    // A check-in has no target: nothing of a mission is sent.
    expect((posts[0] as { reward: object }).reward).toEqual({ amount: '2.5' })
  })

  it('edits a mission with its kind fixed and its target kept', async () => {
    const user = userEvent.setup()
    const { puts } = renderScreen()
    // Paid as bonus money to bet twice: the list says so beside the reward.
    expect(await screen.findByText('2× wagering')).toBeInTheDocument()
    expect(screen.getByText('VIP 2, 3')).toBeInTheDocument()
    await user.click(await screen.findByRole('button', { name: 'Edit' }))
    const form = await screen.findByTestId('promotion-form')
    expect(within(form).getByLabelText('Bet target')).toHaveValue('100.00')
    // The kind cannot change once members may have joined under it.
    expect(within(form).getByRole('radio', { name: 'Daily check-in' })).toBeDisabled()
    fireEvent.change(within(form).getByLabelText('Bet target'), { target: { value: '250' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(puts).toHaveLength(1))
    expect(puts[0]).toMatchObject({
      kind: 'MISSION',
      wagering: 2,
      audience: { kind: 'VIP', vipLevels: [2, 3] },
      reward: { amount: '10.00', gameType: 'RNG', target: '250' },
    })
  })

  it('creates a lucky draw with its ticket rule and prizes, and asks for its end first', async () => {
    const user = userEvent.setup()
    const { posts } = renderScreen()
    await user.click(await screen.findByRole('button', { name: /New promotion/ }))
    const form = await screen.findByTestId('promotion-form')
    await user.click(within(form).getByText('Lucky draw'))
    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Big draw' } })
    expect(within(form).queryByLabelText('Reward')).toBeNull()
    fireEvent.change(within(form).getByLabelText('Bets per ticket'), { target: { value: '5' } })
    fireEvent.change(within(form).getByLabelText('Prizes by rank'), { target: { value: '500, 200 100' } })
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await within(form).findByText('A lucky draw needs an end: the draw is at the end')).toBeInTheDocument()
    expect(posts).toHaveLength(0)
  })
})
