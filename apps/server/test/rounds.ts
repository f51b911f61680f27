/**
 * Game rounds written straight into the table, stamped when a test says: for what counts rounds
 * (rebates, VIP turnover) without playing them through a provider.
 */
import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { Db } from '../src/db/client.ts'
import { gameRounds, games } from '../src/db/schema.ts'

export interface GameRef {
  vendorCode: string
  gameCode: string
}

/** A catalogue game of this type; throws when the catalogue has none. */
export async function gameOfType(db: Db, gameType: string): Promise<GameRef> {
  const [g] = await db.select().from(games).where(eq(games.gameType, gameType)).limit(1)
  if (!g) throw new Error(`catalogue lacks ${gameType} games`)
  return g
}

export async function insertRound(
  db: Db,
  r: { merchantId: number; memberId: number; game: GameRef; betMinor: bigint; at: string },
  opts: { status?: string; currency?: string } = {},
): Promise<void> {
  await db.insert(gameRounds).values({
    provider: r.game.vendorCode,
    roundId: `t${randomBytes(6).toString('hex')}`,
    merchantId: r.merchantId,
    memberId: r.memberId,
    gameCode: r.game.gameCode,
    currency: opts.currency ?? 'PHP',
    status: opts.status ?? 'settled',
    betMinor: r.betMinor,
    createdAt: new Date(r.at),
  })
}
