import type { AvailablePromotion, Leaderboard } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const promotion: AvailablePromotion = {
  id: 7,
  kind: 'LEADERBOARD',
  promotionType: 'LEADERBOARD',
  category: 'SLOTS',
  title: 'Weekly slots leaderboard',
  content: '<p>Top bets win.</p>',
  imageUrl: null,
  enabled: true,
  startTime: 0,
  endTime: null,
  status: 'Join',
  reward: 600,
  currency: 'PHP',
  target: null,
  progress: null,
  gameType: 'RNG',
}
const board: Leaderboard = {
  promotionId: 7,
  title: 'Weekly slots leaderboard',
  currency: 'PHP',
  gameType: 'RNG',
  periodKey: 'week:2026-11-23',
  periodEnd: Date.now() + 2 * 86_400_000,
  prizes: [300, 200, 100],
  minTurnover: 10,
  top: [
    { rank: 1, name: 'ju***n', turnover: 80, prize: 300 },
    { rank: 2, name: 'ma***a', turnover: 50, prize: 200 },
  ],
  me: { joined: false, rank: null, turnover: 0 },
}

function screenWith() {
  let joined = false
  return renderApp('/m/leaderBoard', {
    session: memberSession,
    handlers: {
      '/wps/relay/MCSFE_getAvailablePromotions': () =>
        jsonResponse(ok([{ ...promotion, status: joined ? 'Joined' : 'Join' }])),
      '/wps/relay/MCSFE_getPromotionLeaderboards': () =>
        jsonResponse(ok([joined ? { ...board, me: { joined: true, rank: 2, turnover: 50 } } : board])),
      '/wps/relay/MCS2_getPromotionClaimList': () => jsonResponse(ok({ list: [] })),
      '/wps/relay/PROMOFE_joinPromotion': () => {
        joined = true
        return jsonResponse(ok({ ...promotion, status: 'Joined' }))
      },
    },
  })
}

describe('leaderboards', { timeout: 20_000 }, () => {
  it('shows the top ranks and open prizes, lets the member join, then its rank and turnover', async () => {
    const { user } = screenWith()
    const card = await screen.findByTestId('leaderboard', {}, FIRST_LOAD)
    expect(within(card).getByRole('heading', { name: 'Weekly slots leaderboard' })).toBeInTheDocument()
    expect(within(card).getByText(/The top 3 win prizes/)).toBeInTheDocument()
    expect(within(card).getByText(/Ends in 1d|Ends in 2d/)).toBeInTheDocument()
    const rows = within(card).getAllByRole('row')
    // Header, two ranked members, rank 3's prize still open.
    expect(rows).toHaveLength(4)
    expect(rows[1]).toHaveTextContent('ju***n')
    expect(rows[3]).toHaveTextContent('100.00')
    await user.click(within(card).getByRole('button', { name: 'Join' }))
    const me = await screen.findByTestId('leaderboard-me')
    await waitFor(() => expect(me).toHaveTextContent('#2'))
    expect(me).toHaveTextContent('50.00')
    expect(within(card).getByText('ma***a (you)')).toBeInTheDocument()
  })
})
