import { describe, expect, it } from 'vitest'
import { fairFloats } from './games.ts'
import { checkTicket, drawDigits, LOTTERY_CODE, PICK3, type Pick3Ticket, ticketMultiplier } from './lottery.ts'

const ticket = (kind: Pick3Ticket['kind'], picks: number[]): Pick3Ticket => ({ game: LOTTERY_CODE, kind, picks })
/** Every draw once: each of the 1000 digit triples is exactly as likely as the others. */
const ALL_DRAWS = Array.from({ length: 1000 }, (_, n) => [Math.floor(n / 100), Math.floor(n / 10) % 10, n % 10])
const exactRtp = (t: Pick3Ticket) => ALL_DRAWS.reduce((sum, d) => sum + ticketMultiplier(t, d), 0) / ALL_DRAWS.length

describe('Pick 3 rules', () => {
  it('pays the stated return exactly, over every possible draw', () => {
    expect(exactRtp(ticket('straight', [3, 7, 1]))).toBeCloseTo(0.95, 10)
    expect(exactRtp(ticket('straight', [5, 5, 5]))).toBeCloseTo(0.95, 10)
    expect(exactRtp(ticket('box', [3, 7, 1]))).toBeCloseTo(0.948, 10)
    expect(exactRtp(ticket('box', [4, 4, 9]))).toBeCloseTo(0.948, 10)
    expect(PICK3.rtp).toBe(0.95)
  })

  it('straight wins only in order, box in any order, with the pay table figures', () => {
    expect(ticketMultiplier(ticket('straight', [1, 2, 3]), [1, 2, 3])).toBe(950)
    expect(ticketMultiplier(ticket('straight', [1, 2, 3]), [3, 2, 1])).toBe(0)
    expect(ticketMultiplier(ticket('box', [1, 2, 3]), [3, 1, 2])).toBe(158)
    expect(ticketMultiplier(ticket('box', [1, 1, 3]), [1, 3, 1])).toBe(316)
    expect(ticketMultiplier(ticket('box', [1, 1, 3]), [1, 3, 3])).toBe(0)
  })

  it('refuses malformed tickets and a box on three equal digits', () => {
    expect(checkTicket(ticket('straight', [1, 2]))).not.toBeNull()
    expect(checkTicket(ticket('straight', [1, 2, 10]))).not.toBeNull()
    expect(checkTicket(ticket('straight', [1, 2.5, 3]))).not.toBeNull()
    expect(checkTicket(ticket('box', [7, 7, 7]))).not.toBeNull()
    expect(checkTicket(ticket('straight', [7, 7, 7]))).toBeNull()
    expect(checkTicket(ticket('box', [0, 0, 9]))).toBeNull()
  })

  it('draws digits evenly from the provably-fair floats', () => {
    const counts = Array.from({ length: 10 }, () => 0)
    const N = 20_000
    for (let n = 0; n < N; n++)
      for (const d of drawDigits(fairFloats('draw-seed', 'c', n, 3))) counts[d] = (counts[d] ?? 0) + 1
    // Each digit's share is 0.1 ± about five standard errors (0.0011 at 60,000 digits).
    for (const c of counts) expect(Math.abs(c / (3 * N) - 0.1)).toBeLessThan(0.006)
    expect(drawDigits([0, 0.999_999_9, 0.5])).toEqual([0, 9, 5])
  })
})
