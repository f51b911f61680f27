import { GameErrorCode, LOTTERY_GAMES } from '@parlor/contract'
import { describe, expect, it } from 'vitest'
import type { LaunchRequest, VendorAdapter } from '../games/vendor-adapters.ts'
import {
  type CatalogueRowRef,
  createLotteryAdapter,
  LOTTERY_VENDORS,
  lotteryAdapters,
  lotteryCodeOf,
} from './lottery-catalogue.ts'

const FAST = LOTTERY_GAMES.filter((g) => g.classify === 'FAST').map((g) => g.code)
const row = (id: number, vendorCode: string, gameCode: string, classify: string): CatalogueRowRef => ({
  id,
  vendorCode,
  gameCode,
  classify,
})

describe('lotteryCodeOf', () => {
  it('opens an engine row as itself and leaves Pick 3 and other in-house games to their own pages', () => {
    for (const g of LOTTERY_GAMES) expect(lotteryCodeOf(row(700, 'INHOUSE', g.code, g.classify))).toBe(g.code)
    expect(lotteryCodeOf(row(615, 'INHOUSE', 'inhouse_lott_001', 'QUICK'))).toBeNull()
    expect(lotteryCodeOf(row(1, 'INHOUSE', 'inhouse_rng_001', 'SLOT'))).toBeNull()
  })

  it('maps Vietnamese rows by region and the other lottery rows onto the fast games by id', () => {
    expect(lotteryCodeOf(row(9, 'TCG_LOTTO_VN', 'x', 'VN_NORTH'))).toBe('PL_VN_NORTH')
    expect(lotteryCodeOf(row(9, 'TCG_LOTTO_VN', 'x', 'VN_SOUTH'))).toBe('PL_VN_SOUTH')
    expect(lotteryCodeOf(row(9, 'TCG_LOTTO_VN', 'x', 'VN_CENTRAL'))).toBe('PL_VN_CENTRAL')
    expect(lotteryCodeOf(row(9, 'TCG_LOTTO_VN', 'x', 'OTHER'))).toBeNull()
    const sea = Array.from({ length: 12 }, (_, i) => lotteryCodeOf(row(500 + i, 'TCG_SEA', 'x', 'SEA')))
    expect(sea.slice(0, 6)).toEqual(sea.slice(6))
    expect(new Set(sea)).toEqual(new Set(FAST))
    expect(lotteryCodeOf(row(500, 'ELOTT', 'x', 'KENO'))).toBe(lotteryCodeOf(row(500, 'TCG_SEA', 'x', 'SEA')))
    expect(lotteryCodeOf(row(500, 'JL', 'x', 'SLOT'))).toBeNull()
  })
})

describe('the lottery adapter', () => {
  const rows = new Map<number, CatalogueRowRef>([
    [1, row(1, 'INHOUSE', 'PL_SSC1', 'FAST')],
    [2, row(2, 'INHOUSE', 'inhouse_lott_001', 'QUICK')],
    [3, row(3, 'TCG_LOTTO_VN', 'tcg_lotto_vn_lott_001', 'VN_SOUTH')],
  ])
  const rowOf = async (id: number) => rows.get(id)
  const calls: string[] = []
  const inhouse: VendorAdapter = {
    async launch(req) {
      calls.push(`launch:${req.game.gameCode}`)
      return { url: `/games/inhouse/${req.game.gameCode}` }
    },
    async launchTrial(req) {
      return { url: `/games/inhouse/${req.game.gameCode}?trial` }
    },
    async hasOpenRound() {
      return true
    },
  }
  const request = (nodeId: number, vendorCode = 'INHOUSE'): LaunchRequest => ({
    member: { id: 5, username: 'demo', type: 0 },
    sessionId: 1,
    merchantCode: 'demo',
    game: { nodeId, gameCode: rows.get(nodeId)?.gameCode ?? 'gone', vendorCode, gameType: 'LOTT' },
    language: 'EN',
    accountType: 1,
    backUrl: null,
  })

  it('answers the lottery screen for mapped rows and hands the rest to the in-house adapter', async () => {
    const adapters = lotteryAdapters(rowOf, inhouse)
    expect(Object.keys(adapters).sort()).toEqual(['INHOUSE', ...LOTTERY_VENDORS].sort())
    const house = adapters.INHOUSE as VendorAdapter
    expect(await house.launch(request(1))).toEqual({ url: '/m/startLottery?gameCode=PL_SSC1' })
    expect(await house.launch(request(2))).toEqual({ url: '/games/inhouse/inhouse_lott_001' })
    expect(calls).toEqual(['launch:inhouse_lott_001'])
    const { member: _m, sessionId: _s, accountType: _a, ...guest } = request(1)
    expect(await house.launchTrial?.({ ...guest, ip: '10.0.0.1' })).toEqual({ url: '/m/startLottery?gameCode=PL_SSC1' })
    // The lottery screen is no vendor session: an in-house round open elsewhere does not block it.
    expect(await house.hasOpenRound?.(5, request(1).game)).toBe(false)
    expect(await house.hasOpenRound?.(5, request(2).game)).toBe(true)
    const vn = adapters.TCG_LOTTO_VN as VendorAdapter
    expect(await vn.launch(request(3, 'TCG_LOTTO_VN'))).toEqual({ url: '/m/startLottery?gameCode=PL_VN_SOUTH' })
    expect(vn.hasOpenRound).toBeUndefined()
  })

  it('answers "vendor not available" for a row it cannot map and nobody else launches', async () => {
    const lone = createLotteryAdapter(rowOf)
    await expect(lone.launch(request(99, 'TCG_SEA'))).rejects.toMatchObject({
      statusCode: 503,
      errorCode: GameErrorCode.vendorNotAvailable,
    })
  })
})
