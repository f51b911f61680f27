import type { AvailablePromotion, RaffleInfo } from '@parlor/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const info: RaffleInfo = {
  ticketAmount: 1,
  maxTickets: 100,
  gameType: 'RNG',
  prizes: [500, 200],
  drawTime: Date.parse('2030-01-01T00:00:00Z'),
  tickets: 7,
  entered: false,
  drawn: false,
  entries: null,
  winners: [],
  myRank: null,
  myPrize: null,
}
const raffle: AvailablePromotion = {
  id: 9,
  kind: 'RAFFLE',
  promotionType: 'RAFFLE',
  category: 'SLOTS',
  title: 'Lucky draw',
  content: '<p>Draw.</p>',
  imageUrl: null,
  enabled: true,
  startTime: 0,
  endTime: Date.parse('2030-01-01T00:00:00Z'),
  status: 'Join',
  reward: 700,
  currency: 'PHP',
  target: null,
  progress: null,
  gameType: 'RNG',
  raffle: info,
}

function detail(promotion: AvailablePromotion, onEnter?: () => void) {
  let list = [promotion]
  return renderApp('/m/activityInfo?id=9', {
    session: memberSession,
    handlers: {
      '/wps/relay/MCSFE_getAvailablePromotions': () => jsonResponse(ok(list)),
      '/wps/relay/MCSFE_claimRafflePromotion': () => {
        onEnter?.()
        const entered = { ...promotion, status: 'Joined' as const, raffle: { ...info, entered: true } }
        list = [entered]
        return jsonResponse(ok(entered))
      },
    },
  })
}

describe('raffle details', { timeout: 20_000 }, () => {
  it('shows the tickets and prizes, and Join enters through MCSFE_claimRafflePromotion', async () => {
    let entered = 0
    const { user } = detail(raffle, () => entered++)
    await user.click(await screen.findByRole('button', { name: 'Join' }, FIRST_LOAD))
    expect(await screen.findByRole('button', { name: 'Joined' })).toBeDisabled()
    expect(entered).toBe(1)
    expect(screen.getByText('7 tickets')).toBeInTheDocument()
    expect(screen.getByText('You are in the draw')).toBeInTheDocument()
    expect(screen.getByText('500.00')).toBeInTheDocument()
  })

  it('after the draw shows the member’s prize and the masked winners', async () => {
    detail({
      ...raffle,
      status: 'Claimed',
      raffle: {
        ...info,
        entered: true,
        drawn: true,
        entries: 12,
        winners: [
          { rank: 1, username: 'ju***n', tickets: 7, prize: 500 },
          { rank: 2, username: 'ma***o', tickets: 3, prize: 200 },
        ],
        myRank: 1,
        myPrize: 500,
      },
    })
    expect(await screen.findByText('You won prize no. 1: 500.00', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Winners' })).toBeInTheDocument()
    expect(screen.getByText('ju***n')).toBeInTheDocument()
    expect(screen.getByText('ma***o')).toBeInTheDocument()
  })

  it('tells an entered member who did not win', async () => {
    detail({
      ...raffle,
      status: 'Close',
      raffle: { ...info, entered: true, drawn: true, entries: 1, winners: [], myRank: null, myPrize: null },
    })
    expect(await screen.findByText('Not this time — good luck in the next draw!', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('No winners: nobody entered with tickets.')).toBeInTheDocument()
  })
})
