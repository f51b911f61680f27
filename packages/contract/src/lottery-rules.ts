import { utf8 } from './crypto.ts'
import { LOTTERY_BET_TYPES, type LotteryFamily, type LotteryGameDef } from './lottery.ts'

/**
 * The lottery engine's pure rules (decision 026): when numeros open, close and draw, how a seed
 * commits to and derives a result, and what a bet wins. The server draws and settles with these
 * functions and the browser's verify page runs the same ones, so a published seed can be checked
 * by anyone: change nothing here without changing the published protocol.
 *
 * Works in browsers and in Node ≥ 20 through WebCrypto (`globalThis.crypto.subtle`).
 */

/** One numero's times, epoch milliseconds. */
export interface LotterySlot {
  numero: string
  opensAt: number
  closesAt: number
  drawsAt: number
}

const DAY_MS = 86_400_000

const pad = (n: number, width: number) => String(n).padStart(width, '0')

function ymd(dayMs: number): string {
  const d = new Date(dayMs)
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1, 2)}${pad(d.getUTCDate(), 2)}`
}

const isDaily = (game: LotteryGameDef) => game.intervalSeconds >= 86_400

function slotsPerDay(game: LotteryGameDef): number {
  const interval = game.intervalSeconds
  // A slot number must restart at each UTC midnight, so the interval has to divide the day.
  if (!Number.isInteger(interval) || interval <= 0 || 86_400 % interval !== 0) {
    throw new Error(`lottery game ${game.code}: interval ${interval} s does not divide a day`)
  }
  return 86_400 / interval
}

function drawOffsetMs(game: LotteryGameDef): number {
  const offset = game.drawOffsetSeconds
  if (offset === undefined || !Number.isInteger(offset) || offset < 0 || offset >= 86_400) {
    throw new Error(`lottery game ${game.code}: daily game without a draw time of day`)
  }
  return offset * 1000
}

function fastSlot(game: LotteryGameDef, dayMs: number, k: number): LotterySlot {
  const intervalMs = game.intervalSeconds * 1000
  const drawsAt = dayMs + k * intervalMs
  return {
    numero: `${ymd(dayMs)}-${pad(k, 4)}`,
    opensAt: drawsAt - intervalMs,
    closesAt: drawsAt - game.closeSeconds * 1000,
    drawsAt,
  }
}

function dailySlot(game: LotteryGameDef, dayMs: number): LotterySlot {
  const drawsAt = dayMs + drawOffsetMs(game)
  return { numero: ymd(dayMs), opensAt: drawsAt - DAY_MS, closesAt: drawsAt - game.closeSeconds * 1000, drawsAt }
}

function checkTime(atMs: number) {
  if (!Number.isFinite(atMs)) throw new Error('lottery: time is not a finite number')
}

/** The slot on sale or waiting for its draw at `atMs`: opensAt <= atMs < drawsAt. */
export function slotAt(game: LotteryGameDef, atMs: number): LotterySlot {
  checkTime(atMs)
  const dayMs = Math.floor(atMs / DAY_MS) * DAY_MS
  if (isDaily(game)) {
    const today = dailySlot(game, dayMs)
    return today.drawsAt > atMs ? today : dailySlot(game, dayMs + DAY_MS)
  }
  slotsPerDay(game)
  const k = Math.floor((atMs - dayMs) / (game.intervalSeconds * 1000)) + 1
  return fastSlot(game, dayMs, k)
}

/** The slot right after `slot` (chase). */
export function nextSlot(game: LotteryGameDef, slot: LotterySlot): LotterySlot {
  return slotAt(game, slot.drawsAt)
}

/** The slot a numero names, or null when the text does not name one of this game's slots. */
export function slotOfNumero(game: LotteryGameDef, numero: string): LotterySlot | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:-(\d{4}))?$/.exec(numero)
  if (!match) return null
  const [, y, m, d, k] = match
  const dayMs = Date.UTC(Number(y), Number(m) - 1, Number(d))
  // Date.UTC rolls 20260230 over to March 2nd: only a date that formats back to itself is real.
  if (!Number.isFinite(dayMs) || ymd(dayMs) !== `${y}${m}${d}`) return null
  if (isDaily(game)) return k === undefined ? dailySlot(game, dayMs) : null
  if (k === undefined) return null
  const index = Number(k)
  if (index < 1 || index > slotsPerDay(game)) return null
  return fastSlot(game, dayMs, index)
}

// Minimal structural types, so this file needs neither the DOM library nor @types/node.
type Bytes = Uint8Array<ArrayBuffer>
interface Subtle {
  importKey(format: 'raw', key: Bytes, alg: unknown, extractable: boolean, usages: string[]): Promise<unknown>
  sign(alg: 'HMAC', key: unknown, data: Bytes): Promise<ArrayBuffer>
  digest(alg: 'SHA-256', data: Bytes): Promise<ArrayBuffer>
}
interface WebCrypto {
  subtle: Subtle
  getRandomValues(array: Bytes): Bytes
}
const webCrypto = () => (globalThis as unknown as { crypto: WebCrypto }).crypto

const toHex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')

/** A seed as published: 32 bytes as 64 lowercase hex digits. */
export const LOTTERY_SEED_PATTERN = /^[0-9a-f]{64}$/

function seedBytes(seedHex: string): Bytes {
  if (typeof seedHex !== 'string' || !LOTTERY_SEED_PATTERN.test(seedHex)) {
    throw new Error('lottery: a seed is 64 lowercase hex digits')
  }
  const out = new Uint8Array(new ArrayBuffer(32))
  for (let i = 0; i < 32; i++) out[i] = Number.parseInt(seedHex.slice(2 * i, 2 * i + 2), 16)
  return out
}

/** A fresh secret seed for a numero (32 random bytes, hex). */
export function newSeedHex(): string {
  return toHex(webCrypto().getRandomValues(new Uint8Array(new ArrayBuffer(32))))
}

/** SHA-256 hex of the seed's bytes (seed = 64 hex chars = 32 bytes). */
export async function commitOf(seedHex: string): Promise<string> {
  const bytes = seedBytes(seedHex)
  return toHex(new Uint8Array(await webCrypto().subtle.digest('SHA-256', bytes)))
}

/**
 * The derivation's byte stream: HMAC-SHA256(seed, `${gameCode}:${numero}:${counter}`) for counter
 * 0, 1, 2, … concatenated, read one byte at a time.
 */
function byteStream(seedHex: string, gameCode: string, numero: string) {
  const subtle = webCrypto().subtle
  const keyPromise = subtle.importKey('raw', seedBytes(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  let block = new Uint8Array(0)
  let at = 0
  let counter = 0
  const nextByte = async (): Promise<number> => {
    if (at >= block.length) {
      const key = await keyPromise
      block = new Uint8Array(await subtle.sign('HMAC', key, utf8(`${gameCode}:${numero}:${counter}`)))
      counter++
      at = 0
    }
    return block[at++] as number
  }
  /** A uniform integer in [0, n): bytes at or above the largest multiple of n are skipped (no modulo bias). */
  const uniform = async (n: number): Promise<number> => {
    const limit = 256 - (256 % n)
    for (;;) {
      const b = await nextByte()
      if (b < limit) return b % n
    }
  }
  return { uniform }
}

/** Digits of the 27 Vietnamese prizes, special first: special, 1st, 2nd ×2, 3rd ×6, 4th ×4, 5th ×6, 6th ×3, 7th ×4. */
export const VN_PRIZE_DIGITS: readonly number[] = [
  5,
  5,
  ...Array<number>(2).fill(5),
  ...Array<number>(6).fill(5),
  ...Array<number>(4).fill(4),
  ...Array<number>(6).fill(4),
  ...Array<number>(3).fill(3),
  ...Array<number>(4).fill(2),
]

/** How many numbers a result of the family holds. */
export const resultLengthOf = (family: LotteryFamily): number =>
  ({ SSC: 5, D3: 3, PK10: 10, VN: VN_PRIZE_DIGITS.length })[family]

/** The numbers a seed draws for a game and numero (see derivation). */
export async function deriveResult(
  family: LotteryFamily,
  seedHex: string,
  gameCode: string,
  numero: string,
): Promise<string[]> {
  const { uniform } = byteStream(seedHex, gameCode, numero)
  const digits = async (count: number) => {
    let out = ''
    for (let i = 0; i < count; i++) out += String(await uniform(10))
    return out
  }
  switch (family) {
    case 'SSC':
    case 'D3': {
      const out: string[] = []
      for (let i = 0; i < resultLengthOf(family); i++) out.push(await digits(1))
      return out
    }
    case 'PK10': {
      const cars = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
      for (let i = 9; i >= 1; i--) {
        const j = await uniform(i + 1)
        const swap = cars[i] as number
        cars[i] = cars[j] as number
        cars[j] = swap
      }
      return cars.map(String)
    }
    case 'VN': {
      const out: string[] = []
      for (const count of VN_PRIZE_DIGITS) out.push(await digits(count))
      return out
    }
    default:
      throw new Error(`lottery: unknown family ${String(family)}`)
  }
}

const DIGIT = /^[0-9]$/
const TWO = /^[0-9]{2}$/
const THREE = /^[0-9]{3}$/
const CAR = /^(?:[1-9]|10)$/
const oneOf = (...options: string[]) => new RegExp(`^(?:${options.join('|')})$`)

/** The text a pick of each bet type must be (see the comment above LOTTERY_BET_TYPES). */
const PICK_FORMATS: Record<LotteryFamily, Record<string, RegExp>> = {
  SSC: {
    P1: DIGIT,
    P2: DIGIT,
    P3: DIGIT,
    P4: DIGIT,
    P5: DIGIT,
    SUM_BS: oneOf('B', 'S'),
    SUM_OE: oneOf('O', 'E'),
    FRONT3: THREE,
  },
  D3: { STRAIGHT: THREE, BOX: THREE, LAST2: TWO, SUM_BS: oneOf('B', 'S'), SUM_OE: oneOf('O', 'E') },
  PK10: {
    CHAMPION: CAR,
    RUNNER: CAR,
    THIRD: CAR,
    CH_BS: oneOf('B', 'S'),
    CH_OE: oneOf('O', 'E'),
    DT: oneOf('D', 'T'),
  },
  VN: { DE: TWO, LO: TWO, BA_CANG: THREE },
}

const betTypeDef = (family: LotteryFamily, betType: string) =>
  LOTTERY_BET_TYPES.find((b) => b.family === family && b.code === betType)

const threeDifferent = (pick: string) => new Set(pick).size === 3

/** null when picks are valid for the bet type of the family; else a short reason ('betType','picks','duplicate'). */
export function checkPicks(family: LotteryFamily, betType: string, picks: readonly string[]): string | null {
  const def = betTypeDef(family, betType)
  const format = PICK_FORMATS[family]?.[betType]
  if (!def || !format) return 'betType'
  if (!Array.isArray(picks) || picks.length === 0 || picks.length > def.maxPicks) return 'picks'
  for (const pick of picks) {
    if (typeof pick !== 'string' || !format.test(pick)) return 'picks'
    // A box of a repeated digit has fewer orderings, so its fixed odds would pay the wrong price.
    if (betType === 'BOX' && !threeDifferent(pick)) return 'picks'
  }
  // A box is a set of digits: 123 and 321 are the same bet, so the second is a duplicate.
  const keys = betType === 'BOX' ? picks.map((p) => [...p].sort().join('')) : picks
  if (new Set(keys).size !== keys.length) return 'duplicate'
  return null
}

const digitSum = (r: readonly string[]) => r.reduce((sum, d) => sum + Number(d), 0)
const bigSmall = (big: boolean) => (big ? 'B' : 'S')
const oddEven = (n: number) => (n % 2 === 1 ? 'O' : 'E')
const lastOf = (text: string, n: number) => text.slice(-n)

/** What one pick wins against a result: the number of units (0 when it loses). */
function pickHits(family: LotteryFamily, betType: string, pick: string, r: readonly string[]): number {
  const at = (i: number) => r[i] ?? ''
  switch (`${family}:${betType}`) {
    case 'SSC:P1':
    case 'SSC:P2':
    case 'SSC:P3':
    case 'SSC:P4':
    case 'SSC:P5':
      return at(Number(betType.slice(1)) - 1) === pick ? 1 : 0
    case 'SSC:SUM_BS':
      return bigSmall(digitSum(r) >= 23) === pick ? 1 : 0
    case 'D3:SUM_BS':
      return bigSmall(digitSum(r) >= 14) === pick ? 1 : 0
    case 'SSC:SUM_OE':
    case 'D3:SUM_OE':
      return oddEven(digitSum(r)) === pick ? 1 : 0
    case 'SSC:FRONT3':
    case 'D3:STRAIGHT':
      return r.slice(0, 3).join('') === pick ? 1 : 0
    case 'D3:BOX':
      return THREE.test(pick) && threeDifferent(pick) && [...pick].sort().join('') === [...r].sort().join('') ? 1 : 0
    case 'D3:LAST2':
      return at(1) + at(2) === pick ? 1 : 0
    case 'PK10:CHAMPION':
      return at(0) === pick ? 1 : 0
    case 'PK10:RUNNER':
      return at(1) === pick ? 1 : 0
    case 'PK10:THIRD':
      return at(2) === pick ? 1 : 0
    case 'PK10:CH_BS':
      return bigSmall(Number(at(0)) >= 6) === pick ? 1 : 0
    case 'PK10:CH_OE':
      return oddEven(Number(at(0))) === pick ? 1 : 0
    case 'PK10:DT':
      return (Number(at(0)) > Number(at(9)) ? 'D' : 'T') === pick ? 1 : 0
    case 'VN:DE':
      return lastOf(at(0), 2) === pick ? 1 : 0
    case 'VN:LO':
      return r.filter((prize) => lastOf(prize, 2) === pick).length
    case 'VN:BA_CANG':
      return lastOf(at(0), 3) === pick ? 1 : 0
    default:
      throw new Error(`lottery: no bet type ${betType} in family ${family}`)
  }
}

/** Winning units of an item against a result (LO counts each prize ending in the pick). */
export function hitsOf(
  family: LotteryFamily,
  betType: string,
  picks: readonly string[],
  result: readonly string[],
): number {
  if (!betTypeDef(family, betType)) throw new Error(`lottery: no bet type ${betType} in family ${family}`)
  if (result.length !== resultLengthOf(family)) {
    throw new Error(`lottery: a ${family} result has ${resultLengthOf(family)} numbers, not ${result.length}`)
  }
  let hits = 0
  for (const pick of picks) hits += pickHits(family, betType, pick, result)
  return hits
}

/** stake × odds × hits in minor units, odds given as cents (odds × 100), rounded down. */
export function winMinor(stakeMinor: bigint, oddsCents: number, hits: number): bigint {
  if (stakeMinor < 0n) throw new Error('lottery: negative stake')
  if (!Number.isSafeInteger(oddsCents) || oddsCents < 0)
    throw new Error('lottery: odds cents must be a whole number ≥ 0')
  if (!Number.isSafeInteger(hits) || hits < 0) throw new Error('lottery: hits must be a whole number ≥ 0')
  // Non-negative operands: bigint division truncates, which is rounding down.
  return (stakeMinor * BigInt(oddsCents) * BigInt(hits)) / 100n
}
