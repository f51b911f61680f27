/**
 * Numeros come into being and get drawn here, for the scheduler and the service alike. A numero is
 * created with its secret seed and the seed's commitment before anyone can bet on it; when two
 * servers create the same one, the unique (game, numero) index keeps the first and its commitment.
 * A draw is one conditional UPDATE from `scheduled`, so only one drawer ever reveals a result.
 */
import {
  commitOf,
  deriveResult,
  LOTTERY_GAMES,
  type LotteryGameDef,
  type LotterySlot,
  newSeedHex,
  nextSlot,
  slotAt,
} from '@parlor/contract'
import type { Db, Tx } from '../../db/client.ts'
import { createLotteryRepository, type NumeroRow } from './lottery-repository.ts'

/** Creates the slot's numero unless it exists; answers whether this call created it. */
export async function ensureNumero(q: Db | Tx, game: LotteryGameDef, slot: LotterySlot): Promise<boolean> {
  const repo = createLotteryRepository(q)
  // Looked up first: the scheduler asks every second, and an insert that conflicts still uses up an id.
  if (await repo.numero(game.code, slot.numero)) return false
  const seed = newSeedHex()
  return repo.insertNumeroIfAbsent({
    gameCode: game.code,
    numero: slot.numero,
    opensAt: new Date(slot.opensAt),
    closesAt: new Date(slot.closesAt),
    drawsAt: new Date(slot.drawsAt),
    commitHash: await commitOf(seed),
    seed,
  })
}

/**
 * The slot players can buy at `atMs` (open and not closed yet), or the next one while the current
 * slot is closed and waiting for its draw.
 */
export function currentSlot(game: LotteryGameDef, atMs: number): LotterySlot {
  const slot = slotAt(game, atMs)
  return atMs < slot.closesAt ? slot : nextSlot(game, slot)
}

/**
 * Which slots ensureCurrent last made sure of, per game. The scheduler asks every second and the
 * answer only changes when a slot turns over (numeros are never deleted), so with this memo an
 * idle tick looks nothing up.
 */
export type EnsuredSlots = Map<string, string>

/** Makes sure the slot on sale and the one after it exist, so their commitments are out before they open. */
export async function ensureCurrent(
  db: Db,
  game: LotteryGameDef,
  atMs: number,
  ensured?: EnsuredSlots,
): Promise<number> {
  const current = currentSlot(game, atMs)
  const slots = [slotAt(game, atMs), current, nextSlot(game, current)]
  const key = slots.map((s) => s.numero).join(' ')
  if (ensured?.get(game.code) === key) return 0
  const seen = new Set<string>()
  let created = 0
  for (const slot of slots) {
    if (seen.has(slot.numero)) continue
    seen.add(slot.numero)
    if (await ensureNumero(db, game, slot)) created++
  }
  ensured?.set(game.code, key)
  return created
}

/** ensureCurrent for every game. */
export async function ensureAllCurrent(db: Db, atMs: number, ensured?: EnsuredSlots): Promise<number> {
  let created = 0
  for (const game of LOTTERY_GAMES) created += await ensureCurrent(db, game, atMs, ensured)
  return created
}

/** Draws one numero from its seed; null when another drawer was first (or it is not due). */
export async function drawNumero(db: Db, numero: NumeroRow, now: Date): Promise<NumeroRow | null> {
  const game = LOTTERY_GAMES.find((g) => g.code === numero.gameCode)
  if (!game) throw new Error(`lottery numero ${numero.id} names an unknown game ${numero.gameCode}`)
  const result = await deriveResult(game.family, numero.seed, numero.gameCode, numero.numero)
  return createLotteryRepository(db).drawNumero(numero.id, result, now)
}

/**
 * Draws every numero whose time has come, the ones missed while no server ran included: their
 * commitments were published before they opened and betting stopped at their close, so drawing
 * them late changes nothing a player could have known. Answers how many this call drew.
 * With `onError`, a numero that cannot be drawn (its game left LOTTERY_GAMES) is reported and
 * stays scheduled while the others draw; without it the error is thrown.
 */
export async function drawDue(db: Db, now: Date, onError?: (err: unknown, numero: NumeroRow) => void): Promise<number> {
  let drawn = 0
  for (const numero of await createLotteryRepository(db).dueNumeros(now)) {
    try {
      if (await drawNumero(db, numero, now)) drawn++
    } catch (err) {
      if (!onError) throw err
      onError(err, numero)
    }
  }
  return drawn
}
