import { screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const info = {
  id: 7,
  account: 'juan88',
  nickname: 'Juan',
  type: 0,
  regDate: Date.now() - 3 * 86_400_000,
  toUpline: true,
  clubLabel: { labelName: 'VIP 2', type: 'AUTO', rankLevel: 2 },
  email: null,
  mobile: null,
}
const level = (n: number, turnover: number, deposit: number, keepTurnover = 0) => ({
  level: n,
  name: `VIP ${n}`,
  turnover,
  deposit,
  keepTurnover,
  upgradeBonus: n * 10,
  birthdayBonus: n === 1 ? 0 : n * 20,
  rebateBonus: n / 10,
  withdrawDailyMax: n * 10_000,
  withdrawDailyCount: n + 2,
})
const levels = [level(1, 0, 0), level(2, 200, 0), level(3, 2000, 1000, 500)]
const progress = {
  currency: 'PHP',
  playerRankName: 'VIP 2',
  level: 2,
  turnover: 275,
  deposit: 400,
  recentTurnover: 275,
  next: levels[2],
  progress: 13,
  levels,
}

function benefits(value: object) {
  return renderApp('/m/member/benefits', {
    session: memberSession,
    handlers: {
      '/wps/member/info': () => jsonResponse(ok(info)),
      '/wps/relay/MCSFE_getPlayerRankProgress': () => jsonResponse(ok(value)),
    },
  })
}

describe('the VIP benefits page', { timeout: 20_000 }, () => {
  it('shows the level held, the way to the next and the level table with the member’s row marked', async () => {
    benefits(progress)
    expect(await screen.findByText('Progress to VIP 3', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('vip-label')).toHaveTextContent('VIP 2')
    expect(screen.getByRole('progressbar', { name: 'Progress to VIP 3' })).toHaveAttribute('aria-valuenow', '13')
    expect(screen.getByText('13%')).toBeInTheDocument()
    expect(screen.getByTestId('vip-turnover')).toHaveTextContent('Turnover 275.00 of 2,000.00')
    expect(screen.getByText('Deposits 400.00 of 1,000.00')).toBeInTheDocument()
    expect(screen.getByText('Last 30 days 275.00 of 500.00 to keep it')).toBeInTheDocument()
    const table = within(screen.getByTestId('vip-levels'))
    const rows = [...screen.getByTestId('vip-levels').querySelectorAll('.adm-list-item')]
    expect(rows.map((r) => r.textContent?.slice(0, 5))).toEqual(['VIP 1', 'VIP 2', 'VIP 3'])
    expect(table.getByText('Your level').closest('.mc-vip-current')).toHaveTextContent('VIP 2')
    expect(table.getByText('Withdraw up to 30,000.00, 5 times a day')).toBeInTheDocument()
    expect(table.getByText(/Upgrade bonus 30.00 · Rebate \+0.30%/)).toBeInTheDocument()
    // VIP 1 pays no birthday bonus; the others say theirs, and the page says where the date is set.
    expect(table.getAllByText(/^Birthday bonus/).map((e) => e.textContent)).toEqual([
      'Birthday bonus 40.00',
      'Birthday bonus 60.00',
    ])
    expect(screen.getByRole('link', { name: 'Set your date of birth' })).toHaveAttribute('href', '/m/member/profile')
    expect(screen.queryByText('No benefit table published')).not.toBeInTheDocument()
  })

  it('says so at the top level', async () => {
    benefits({ ...progress, playerRankName: 'VIP 3', level: 3, next: null, progress: 100 })
    expect(await screen.findByText('You hold the top level.', {}, FIRST_LOAD)).toBeInTheDocument()
  })

  it('falls back to the club label and the note where the merchant publishes no levels', async () => {
    benefits({ ...progress, playerRankName: '', level: null, next: null, progress: 100, levels: [] })
    expect(await screen.findByText('No benefit table published', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('vip-label')).toHaveTextContent('VIP 2')
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument()
  })
})
