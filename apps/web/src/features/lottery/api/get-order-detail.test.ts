import { type LotteryOrderDetail, LOTTERY_GAMES, slotOfNumero } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import { detailRefreshMs } from './get-order-detail'

const game = LOTTERY_GAMES.find((g) => g.code === 'PL_SSC3')
const sub = (numero: string, cancellable: boolean): LotteryOrderDetail['subOrders'][number] => ({
  id: 1,
  numero,
  betType: 'P1',
  picks: ['1'],
  stake: 1,
  amount: 1,
  odds: 9.8,
  status: 'pending',
  win: 0,
  cancellable,
  result: null,
})
const order = (subOrders: LotteryOrderDetail['subOrders'], status: 'pending' | 'settled' = 'pending') =>
  ({
    id: 1,
    gameCode: 'PL_SSC3',
    numero: subOrders[0]?.numero ?? '20261126-0100',
    chase: subOrders.length,
    stopOnWin: false,
    currency: 'PHP',
    total: subOrders.length,
    win: 0,
    refunded: 0,
    status,
    createdAt: 0,
    subOrders,
  }) satisfies LotteryOrderDetail

describe('order detail refresh', () => {
  const closesAt = game && slotOfNumero(game, '20261126-0100')?.closesAt
  if (!closesAt) throw new Error('PL_SSC3 numero 0100 has no slot')

  it('asks again just after a cancellable sub-order closes, so its Cancel does not outlive the close', () => {
    const d = order([sub('20261126-0100', true), sub('20261126-0101', true)])
    expect(detailRefreshMs(d, closesAt - 10_000)).toBe(10_500)
    // Far from any close: the pending rhythm.
    expect(detailRefreshMs(d, closesAt - 120_000)).toBe(30_000)
    // A phone clock past the close still does not hammer the server.
    expect(detailRefreshMs(d, closesAt + 60_000)).toBe(3_000)
  })

  it('ignores sub-orders that cannot be cancelled and stops once settled', () => {
    expect(detailRefreshMs(order([sub('20261126-0100', false)]), closesAt - 10_000)).toBe(30_000)
    expect(detailRefreshMs(order([sub('20261126-0100', true)], 'settled'), closesAt - 10_000)).toBe(false)
    expect(detailRefreshMs(undefined, 0)).toBe(false)
  })
})
