import type { LotteryNumero, LotteryOpened } from '@parlor/contract'
import { jsonResponse, ok } from '@/testing/fixtures'

/** Test data for the play screen's tests (not shipped: only test files import it). */
export function makeNumero(over: Partial<LotteryNumero> = {}): LotteryNumero {
  const now = Date.now()
  return {
    gameCode: 'PL_SSC1',
    numero: '20261126-0812',
    opensAt: now - 20_000,
    closesAt: now + 35_000,
    drawsAt: now + 40_000,
    status: 'scheduled',
    commitHash: 'a'.repeat(64),
    seed: null,
    result: null,
    ...over,
  }
}

export function makeOpened(over: Partial<LotteryOpened> = {}): LotteryOpened {
  const current = over.current ?? makeNumero()
  return {
    gameCode: 'PL_SSC1',
    family: 'SSC',
    intervalSeconds: 60,
    current,
    last: makeNumero({
      numero: '20261126-0811',
      opensAt: current.opensAt - 60_000,
      closesAt: current.opensAt - 5_000,
      drawsAt: current.opensAt,
      status: 'settled',
      seed: 'b'.repeat(64),
      result: ['3', '0', '9', '1', '4'],
    }),
    betTypes: [
      ...['P1', 'P2', 'P3', 'P4', 'P5'].map((code) => ({ code, maxPicks: 10, odds: 9.8 })),
      { code: 'SUM_BS', maxPicks: 2, odds: 1.98 },
      { code: 'SUM_OE', maxPicks: 2, odds: 1.98 },
      { code: 'FRONT3', maxPicks: 100, odds: 980 },
    ],
    currency: 'PHP',
    minStake: 1,
    maxStake: 50_000,
    maxChase: 20,
    serverTime: Date.now(),
    ...over,
  }
}

export const openedAnswer = (opened: LotteryOpened) => jsonResponse(ok(opened))

export const balanceAnswer = (sumBalance: number) =>
  jsonResponse(
    ok({ sumBalance, balance: [{ accountTypeId: 1, availBalance: sumBalance }], currency: 'PHP', currencySymbol: '₱' }),
  )
