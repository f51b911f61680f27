import { describe, expect, it } from 'vitest'
import { checkBet, fairFloats, type Params, RULES, simulateRtp } from './games.ts'

/**
 * Each game's return to player over a million simulated rounds from a fixed seed pair matches
 * the stated value. Tolerances are about five standard errors of the measured mean.
 */
const ROUNDS = 1_000_000
const cases: { params: Params; bet: bigint; tolerance: number }[] = [
  { params: { game: 'inhouse_rng_001' }, bet: 500n, tolerance: 0.01 },
  { params: { game: 'inhouse_rng_002', side: 'lo', chance: 50 }, bet: 100n, tolerance: 0.005 },
  { params: { game: 'inhouse_rng_002', side: 'hi', chance: 10 }, bet: 100n, tolerance: 0.015 },
  { params: { game: 'inhouse_rng_003', target: 200 }, bet: 100n, tolerance: 0.006 },
]

describe('return to player', () => {
  for (const c of cases)
    it(`${c.params.game} ${JSON.stringify(c.params)} within ${c.tolerance} of ${RULES[c.params.game].rtp}`, {
      timeout: 120_000,
    }, () => {
      const rtp = simulateRtp(c.params, ROUNDS, c.bet)
      expect(Math.abs(rtp - RULES[c.params.game].rtp)).toBeLessThan(c.tolerance)
    })

  it('derives the same floats from the same seeds and different ones from the next nonce', () => {
    expect(fairFloats('s', 'c', 1, 3)).toEqual(fairFloats('s', 'c', 1, 3))
    expect(fairFloats('s', 'c', 1, 3)).not.toEqual(fairFloats('s', 'c', 2, 3))
    expect(checkBet({ game: 'inhouse_rng_001' }, 101n)).not.toBeNull()
    expect(checkBet({ game: 'inhouse_rng_003', target: 100 }, 100n)).not.toBeNull()
  })
})
