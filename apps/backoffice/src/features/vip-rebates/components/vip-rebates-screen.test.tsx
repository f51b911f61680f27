import type { BoRebateSettings } from '@parlor/contract'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { AppProvider } from '@/app/provider'
import { createQueryClient } from '@/lib/query-client'
import { type StubRequest, stubApi } from '@/testing/render-app'
import { VipRebatesScreen } from './vip-rebates-screen'

const level = (n: number, turnover: string) => ({
  level: n,
  name: `VIP ${n}`,
  turnover,
  deposit: '0.00',
  keepTurnover: '0.00',
  upgradeBonus: '8.00',
  birthdayBonus: '18.00',
  rebateBonusBp: 10 * n,
  withdrawDailyMax: '20000.00',
  withdrawDailyCount: 3,
})

const SETTINGS: BoRebateSettings = {
  merchant: 'demo',
  rates: [
    { productType: 'RNG', rateBp: 100 },
    { productType: 'LIVE', rateBp: 60 },
  ],
  levels: [level(1, '0.00'), level(2, '200.00')],
  holders: { '2': 4 },
}

function renderScreen(canWrite = true, levelsAnswer?: (req: StubRequest) => unknown) {
  const rates: unknown[] = []
  const levels: unknown[] = []
  stubApi({
    boRebateSettings: SETTINGS,
    boRebateRatesPut: (req: StubRequest) => {
      rates.push(req.body)
      return { ...SETTINGS, rates: (req.body as { rates: unknown }).rates }
    },
    boVipLevelsPut:
      levelsAnswer ??
      ((req: StubRequest) => {
        levels.push(req.body)
        return { ...SETTINGS, levels: (req.body as { levels: unknown }).levels }
      }),
  })
  render(
    <AppProvider queryClient={createQueryClient()}>
      <MemoryRouter initialEntries={['/bo/vip-rebates?merchant=demo']}>
        <VipRebatesScreen merchant="demo" canWrite={canWrite} />
      </MemoryRouter>
    </AppProvider>,
  )
  return { rates, levels }
}

describe('rebate rates and VIP levels in the back office', { timeout: 60_000 }, () => {
  it('shows rates as percentages and saves them as basis points, refusing a rate above 100% first', async () => {
    const user = userEvent.setup()
    const { rates } = renderScreen()
    const card = await screen.findByTestId('rebate-rates')
    expect(within(card).getByLabelText('Rebate rate of Slots')).toHaveValue('1')
    expect(within(card).getByLabelText('Rebate rate of Live casino')).toHaveValue('0.6')
    fireEvent.change(within(card).getByLabelText('Rebate rate of Fishing'), { target: { value: '100.5' } })
    await user.click(within(card).getByRole('button', { name: 'Save rates' }))
    expect(await within(card).findByText(/Enter a percentage from 0 to 100/)).toBeInTheDocument()
    expect(rates).toHaveLength(0)

    fireEvent.change(within(card).getByLabelText('Rebate rate of Fishing'), { target: { value: '1.25' } })
    fireEvent.change(within(card).getByLabelText('Rebate rate of Live casino'), { target: { value: '' } })
    await user.click(within(card).getByRole('button', { name: 'Save rates' }))
    await waitFor(() => expect(rates).toHaveLength(1))
    expect(rates[0]).toEqual({
      merchant: 'demo',
      rates: [
        { productType: 'RNG', rateBp: 100 },
        { productType: 'FISH', rateBp: 125 },
      ],
    })
  })

  it('adds and edits levels, refuses thresholds that go down before sending, and saves', async () => {
    const user = userEvent.setup()
    const { levels } = renderScreen()
    const card = await screen.findByTestId('vip-levels')
    await user.click(within(card).getByRole('button', { name: /Add level/ }))
    fireEvent.change(within(card).getByLabelText('Turnover 3'), { target: { value: '50' } })
    await user.click(within(card).getByRole('button', { name: 'Save levels' }))
    expect(await within(card).findByText('Turnover and deposits cannot be lower than the level before')).toBeVisible()
    expect(levels).toHaveLength(0)

    fireEvent.change(within(card).getByLabelText('Turnover 3'), { target: { value: '2000' } })
    expect(within(card).getByLabelText('Birthday bonus 2')).toHaveValue('18.00')
    fireEvent.change(within(card).getByLabelText('Birthday bonus 2'), { target: { value: '25' } })
    fireEvent.change(within(card).getByLabelText('Rebate bonus 3'), { target: { value: '0.3' } })
    fireEvent.change(within(card).getByLabelText('Daily withdrawal max 3'), { target: { value: '' } })
    await user.click(within(card).getByRole('button', { name: 'Save levels' }))
    await waitFor(() => expect(levels).toHaveLength(1))
    const sent = (levels[0] as { levels: object[] }).levels
    expect(sent).toHaveLength(3)
    expect(sent[1]).toMatchObject({ level: 2, birthdayBonus: '25' })
    expect(sent[2]).toEqual({
      level: 3,
      name: 'VIP 3',
      turnover: '2000',
      deposit: '0.00',
      keepTurnover: '0',
      upgradeBonus: '0',
      birthdayBonus: '0',
      rebateBonusBp: 30,
      withdrawDailyMax: null,
      withdrawDailyCount: null,
    })
  })

  it('shows how many members hold a level and the server’s refusal to remove one they hold', async () => {
    const user = userEvent.setup()
    renderScreen(true, () => ({
      error: 'bo_vip_level_held',
      status: 409,
      message: 'VIP level 2 cannot be removed: 4 members hold it now.',
    }))
    const card = await screen.findByTestId('vip-levels')
    const row = within(card).getByLabelText('Name 2').closest('tr') as HTMLElement
    expect(row).toHaveTextContent('4')
    await user.click(within(card).getByRole('button', { name: 'Remove level 2' }))
    await user.click(within(card).getByRole('button', { name: 'Save levels' }))
    expect(await within(card).findByText('VIP level 2 cannot be removed: 4 members hold it now.')).toBeVisible()
  })

  it('is read-only without the write permission', async () => {
    renderScreen(false)
    const card = await screen.findByTestId('vip-levels')
    expect(within(card).getByLabelText('Turnover 2')).toBeDisabled()
    expect(screen.getByLabelText('Rebate rate of Slots')).toBeDisabled()
    expect(screen.queryByRole('button', { name: /Save/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Add level/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /Remove level/ })).toBeNull()
  })
})
