/**
 * Member-centre demo data: a player on the second merchant, so the member centre can be seen
 * signed in under demo2's flags and base look (demo2 has no other members). Its money is real
 * ledger money, so its deposit record shows the credit.
 */
import type { Tx } from '../client.ts'
import { members } from '../schema.ts'
import { fundMembers } from '../../modules/wallet/wallet-service.ts'

export const DEMO2_PLAYER = 'mia'

export async function seedMemberCentre(db: Tx, merchant: { id: number; currency: string }, passwordHash: string) {
  await db.insert(members).values({
    merchantId: merchant.id,
    username: DEMO2_PLAYER,
    usernameKey: DEMO2_PLAYER,
    passwordHash,
    nickname: 'Mia',
    clubLabel: 'VIP 2',
    firstTimeLogin: false,
    regDate: new Date('2026-06-01T08:00:00Z'),
    registerMethod: 'H5',
    type: 0,
  })
  // 500.00 in demo2's currency.
  await fundMembers(db, merchant.id, merchant.currency, [DEMO2_PLAYER], 50_000n)
}
