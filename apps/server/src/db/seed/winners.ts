/**
 * Winner-board demo data: four regular players of the demo merchant play real in-house rounds
 * through the game server (provably fair, settled in the ledger), so the home's winner board
 * shows wins that actually happened. The outcomes are random like any play; each player keeps
 * playing (up to a cap) until one round pays more than its stake, so the board is never empty.
 * Separate accounts from the documented ones, so their balances stay at 1,000.00.
 */
import { eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../client.ts'
import { members } from '../schema.ts'
import { systemClock } from '../../lib/clock.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import type { Params } from '../../modules/inhouse/games.ts'
import { createInhouseService, type GameSession } from '../../modules/inhouse/inhouse-service.ts'
import { createProviderService } from '../../modules/inhouse/provider-service.ts'
import { createSessionRepository } from '../../modules/session/session-repository.ts'
import { fundMembers } from '../../modules/wallet/wallet-service.ts'

export const WINNER_PLAYERS = ['dexter', 'bella', 'carlo', 'mika'] as const

const STAKES: { game: GameSession['gameCode']; params: Params; betMinor: bigint }[] = [
  { game: 'inhouse_rng_003', params: { game: 'inhouse_rng_003', target: 350 }, betMinor: 1_000n },
  { game: 'inhouse_rng_002', params: { game: 'inhouse_rng_002', side: 'hi', chance: 25 }, betMinor: 1_200n },
  { game: 'inhouse_rng_001', params: { game: 'inhouse_rng_001' }, betMinor: 500n },
]
// Stakes × MAX_ROUNDS stays under the 1,000.00 each player is given.
const MAX_ROUNDS = 60

export async function seedWinnerRounds(
  db: Db,
  merchant: { id: number; currency: string },
  passwordHash: string,
): Promise<void> {
  // Registered before the welcome broadcast (seed/inbox.ts), so each has that one unread message.
  const regDate = new Date('2026-01-20T08:00:00Z')
  for (const username of WINNER_PLAYERS) {
    await db.insert(members).values({
      merchantId: merchant.id,
      username,
      usernameKey: username,
      passwordHash,
      firstTimeLogin: false,
      regDate,
      registerMethod: 'H5',
      type: 0,
    })
  }
  await inTransaction(db, (tx) => fundMembers(tx, merchant.id, merchant.currency, [...WINNER_PLAYERS], 100_000n))

  const provider = createProviderService(db, systemClock)
  const signIns = createSessionRepository(db)
  const inhouse = createInhouseService({ db, clock: systemClock, provider, sessions: signIns, idleMs: 60_000 })
  for (const [i, username] of WINNER_PLAYERS.entries()) {
    const [m] = await db.select({ id: members.id }).from(members).where(eq(members.usernameKey, username))
    if (!m) throw new Error(`seed member ${username} missing`)
    const stake = STAKES[i % STAKES.length] as (typeof STAKES)[number]
    // A game plays only under a live sign-in session, so the seed signs the player in briefly.
    const now = systemClock.now()
    const signIn = await signIns.create({
      tokenHash: sha256Hex(randomSecret(32)),
      memberId: m.id,
      merchantId: merchant.id,
      loginType: 'seed',
      changePassword: false,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + 600_000),
      expiresAt: new Date(now.getTime() + 600_000),
      ip: null,
      device: null,
      loginDeviceId: null,
    })
    const path = await inhouse.issueLaunch({
      merchantId: merchant.id,
      memberId: m.id,
      memberType: 0,
      merchantCurrency: merchant.currency,
      gameCode: stake.game,
      backUrl: '/m/home',
      language: 'EN',
      sessionId: signIn.id,
    })
    const token = new URL(path, 'http://seed').searchParams.get('t') ?? ''
    const session = await inhouse.session((await inhouse.exchange(token, stake.game)).sessionToken)
    for (let round = 0; round < MAX_ROUNDS; round++) {
      const r = await inhouse.play(session, stake.betMinor, stake.params)
      if (BigInt(r.payout) > stake.betMinor) break
    }
    await signIns.revoke(signIn.id, 'logout', systemClock.now())
  }
}
