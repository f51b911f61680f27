/**
 * The three in-house games as pure functions: provably-fair randomness in, outcome and payout
 * out. No I/O here, so the RTP test and bench/rtp.ts simulate exactly what players get, and the
 * verify page recomputes any round from its revealed seeds.
 *
 * Randomness: HMAC-SHA256(key = serverSeed, message = `${clientSeed}:${nonce}`); the n-th float is
 * the big-endian uint32 at bytes 4n..4n+3 divided by 2^32.
 * Changing a pay table or house edge changes the stated RTP: update RULES and the RTP test.
 */
import { createHash, createHmac } from 'node:crypto'
import type { InhouseOutcome } from '@parlor/contract'
import { checkTicket, LOTTERY_CODE, PICK3, type Pick3Ticket, playTicket } from './lottery.ts'

export const GAME_CODES = ['inhouse_rng_001', 'inhouse_rng_002', 'inhouse_rng_003', LOTTERY_CODE] as const
export type GameCode = (typeof GAME_CODES)[number]
export const isGameCode = (s: string): s is GameCode => (GAME_CODES as readonly string[]).includes(s)

export function fairFloats(serverSeed: string, clientSeed: string, nonce: number, count: number): number[] {
  const digest = createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}`).digest()
  const out: number[] = []
  for (let i = 0; i < count; i++) out.push(digest.readUInt32BE(i * 4) / 2 ** 32)
  return out
}
export const seedHash = (serverSeed: string) => createHash('sha256').update(serverSeed).digest('hex')

// Slot: 3 reels over one 20-symbol strip, 3 rows visible, 5 pay lines; each line stakes bet/5.
export const SLOT_STRIP = [
  'CHERRY',
  'PLUM',
  'LEMON',
  'BELL',
  'CHERRY',
  'PLUM',
  'BAR',
  'LEMON',
  'CHERRY',
  'PLUM',
  'SEVEN',
  'LEMON',
  'BELL',
  'CHERRY',
  'PLUM',
  'BAR',
  'LEMON',
  'CHERRY',
  'PLUM',
  'BELL',
] as const
export type SlotSymbol = (typeof SLOT_STRIP)[number]
/** Three of a kind on a line pays this many times the line stake. */
export const SLOT_PAYS: Record<SlotSymbol, number> = { SEVEN: 225, BAR: 50, BELL: 40, LEMON: 25, PLUM: 15, CHERRY: 20 }
/** [row of reel 1, row of reel 2, row of reel 3] */
export const SLOT_LINES: readonly (readonly [number, number, number])[] = [
  [0, 0, 0],
  [1, 1, 1],
  [2, 2, 2],
  [0, 1, 2],
  [2, 1, 0],
]
export const SLOT_LINE_COUNT = SLOT_LINES.length

/** Minimum/maximum chance (%) and the house edge of Hi-Lo dice. */
export const DICE = { minChance: 5, maxChance: 95, payoutPct: 97 } as const
/** Crash: the multiplier is 0.97 / (1 - u), floored to hundredths; the player picks a cash-out first. */
export const CRASH = { payoutPct: 97, minTarget: 101, maxTarget: 100_000 } as const

export const RULES: Record<GameCode, { name: string; rtp: number }> = {
  inhouse_rng_001: { name: 'Parlor Fortune Reels', rtp: 0.96 },
  inhouse_rng_002: { name: 'Hi-Lo Dice', rtp: 0.97 },
  inhouse_rng_003: { name: 'Rocket Crash', rtp: 0.97 },
  [LOTTERY_CODE]: { name: 'Parlor Pick 3', rtp: PICK3.rtp },
}

export type Params =
  | { game: 'inhouse_rng_001' }
  | { game: 'inhouse_rng_002'; side: 'hi' | 'lo'; chance: number }
  | { game: 'inhouse_rng_003'; target: number }
  | Pick3Ticket

export interface Outcome {
  /** Minor units paid back (0 on a loss); includes the stake when it wins. */
  payout: bigint
  /** What the pages show and the round stores; the contract's shape, as the API answers it. */
  detail: InhouseOutcome
}

/** Whether a bet (minor units) and params can be played; returns an error text or null. */
export function checkBet(p: Params, bet: bigint): string | null {
  if (bet <= 0n) return 'bet must be positive'
  if (p.game === 'inhouse_rng_001' && bet % BigInt(SLOT_LINE_COUNT) !== 0n)
    return `bet must divide into ${SLOT_LINE_COUNT} lines`
  if (
    p.game === 'inhouse_rng_002' &&
    (!Number.isInteger(p.chance) || p.chance < DICE.minChance || p.chance > DICE.maxChance)
  )
    return 'chance out of range'
  if (
    p.game === 'inhouse_rng_003' &&
    (!Number.isInteger(p.target) || p.target < CRASH.minTarget || p.target > CRASH.maxTarget)
  )
    return 'cash-out target out of range'
  if (p.game === LOTTERY_CODE) return checkTicket(p)
  return null
}

export function play(p: Params, bet: bigint, floats: number[]): Outcome {
  switch (p.game) {
    case 'inhouse_rng_001': {
      const stops = floats.slice(0, 3).map((f) => Math.floor(f * SLOT_STRIP.length))
      // grid[reel][row]
      const grid = stops.map((s) => [0, 1, 2].map((r) => SLOT_STRIP[(s + r) % SLOT_STRIP.length] as SlotSymbol))
      const lineStake = bet / BigInt(SLOT_LINE_COUNT)
      let payout = 0n
      const wins: { line: number; symbol: SlotSymbol; pays: number }[] = []
      SLOT_LINES.forEach((rows, line) => {
        const [a, b, c] = rows.map((row, reel) => grid[reel]?.[row])
        if (a && a === b && b === c) {
          payout += lineStake * BigInt(SLOT_PAYS[a])
          wins.push({ line, symbol: a, pays: SLOT_PAYS[a] })
        }
      })
      return { payout, detail: { stops, grid, wins } }
    }
    case 'inhouse_rng_002': {
      // 0..9999, shown as 0.00..99.99
      const roll = Math.floor((floats[0] ?? 0) * 10_000)
      const win = p.side === 'lo' ? roll < p.chance * 100 : roll >= 10_000 - p.chance * 100
      const payout = win ? (bet * BigInt(DICE.payoutPct)) / BigInt(p.chance) : 0n
      return {
        payout,
        detail: { roll: roll / 100, side: p.side, chance: p.chance, multiplier: DICE.payoutPct / p.chance },
      }
    }
    case 'inhouse_rng_003': {
      const u = floats[0] ?? 0
      // In hundredths: 100 = 1.00x.
      const crash = Math.max(100, Math.floor(CRASH.payoutPct / (1 - u)))
      const win = crash >= p.target
      const payout = win ? (bet * BigInt(p.target)) / 100n : 0n
      return { payout, detail: { crash: crash / 100, target: p.target / 100 } }
    }
    case LOTTERY_CODE:
      return playTicket(p, bet, floats)
  }
}

/** One round from seeds, as the verify page recomputes it. */
export const playFair = (p: Params, bet: bigint, serverSeed: string, clientSeed: string, nonce: number) =>
  play(p, bet, fairFloats(serverSeed, clientSeed, nonce, 3))

/** Simulates `rounds` rounds from a fixed seed pair and answers the measured return to player. */
export function simulateRtp(
  p: Params,
  rounds: number,
  bet: bigint,
  serverSeed = 'rtp-fixed-seed',
  clientSeed = 'sim',
): number {
  let paid = 0n
  for (let n = 0; n < rounds; n++) paid += playFair(p, bet, serverSeed, clientSeed, n).payout
  return Number(paid) / Number(bet * BigInt(rounds))
}
