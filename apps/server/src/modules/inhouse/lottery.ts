/**
 * Parlor Pick 3: the in-house lottery, a quick draw per ticket. A ticket is three digits and a
 * play (straight: the exact order; box: any order); the draw is three digits taken from the
 * same provably-fair floats as the other in-house games, so the verify page recomputes it.
 * Pure functions only: the service buys the ticket (provider bet) and pays it (provider win).
 *
 * Pay table (times the stake, stake included) and the return it gives:
 * straight 1 in 1000 × 950 = 95.0%; box with three different digits 6 in 1000 × 158 = 94.8%;
 * box with a pair 3 in 1000 × 316 = 94.8%. A box on three equal digits is a straight: refused.
 */
export const LOTTERY_CODE = 'inhouse_lott_001'
export type LotteryCode = typeof LOTTERY_CODE

export const PICK3 = {
  digits: 3,
  straightPays: 950,
  boxDistinctPays: 158,
  boxPairPays: 316,
  rtp: 0.95,
} as const

export type Pick3Kind = 'straight' | 'box'
export interface Pick3Ticket {
  game: LotteryCode
  kind: Pick3Kind
  picks: number[]
}

const isDigit = (n: unknown) => Number.isInteger(n) && (n as number) >= 0 && (n as number) <= 9
const sorted = (d: readonly number[]) => [...d].sort((a, b) => a - b).join('')

export function checkTicket(t: Pick3Ticket): string | null {
  if (t.picks.length !== PICK3.digits || !t.picks.every(isDigit)) return 'pick three digits from 0 to 9'
  if (t.kind === 'box' && new Set(t.picks).size === 1) return 'a box needs at least two different digits'
  return null
}

/** The three drawn digits, one per float. */
export const drawDigits = (floats: readonly number[]) =>
  [0, 1, 2].map((i) => Math.min(9, Math.floor((floats[i] ?? 0) * 10)))

/** Times the stake a ticket pays for a draw (0 when it loses). */
export function ticketMultiplier(t: Pick3Ticket, draw: readonly number[]): number {
  if (t.kind === 'straight') return t.picks.join('') === draw.join('') ? PICK3.straightPays : 0
  if (sorted(t.picks) !== sorted(draw)) return 0
  return new Set(t.picks).size === 3 ? PICK3.boxDistinctPays : PICK3.boxPairPays
}

export function playTicket(t: Pick3Ticket, stake: bigint, floats: readonly number[]) {
  const draw = drawDigits(floats)
  const multiplier = ticketMultiplier(t, draw)
  return { payout: stake * BigInt(multiplier), detail: { draw, picks: t.picks, kind: t.kind, multiplier } }
}
