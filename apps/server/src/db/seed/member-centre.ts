/**
 * The second merchant's members: a player, so the member centre can be seen signed in under
 * demo2's flags and base look (its money is real ledger money, so its deposit record shows the
 * credit), and an agent whose affiliate code lets visitors register, since demo2 requires one.
 */
import type { Tx } from '../client.ts'
import { members } from '../schema.ts'
import { fundMembers } from '../../modules/wallet/wallet-service.ts'

export const DEMO2_PLAYER = 'mia'
/** demo2's register rules make the affiliate code required; this agent's code is the README's. */
export const DEMO2_AGENT = { username: 'luckyagent', affiliateCode: 'LUCKY01' } as const

/** demo2's agent (type 1), without money: it exists so players can register under it. */
export const demo2AgentRow = (merchantId: number, passwordHash: string) => ({
  merchantId,
  username: DEMO2_AGENT.username,
  usernameKey: DEMO2_AGENT.username,
  passwordHash,
  nickname: 'Lucky Agent',
  clubLabel: 'VIP 3',
  firstTimeLogin: false,
  regDate: new Date('2026-06-01T08:00:00Z'),
  registerMethod: 'H5',
  type: 1,
  affiliateCode: DEMO2_AGENT.affiliateCode,
})

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
  await db.insert(members).values(demo2AgentRow(merchant.id, passwordHash))
  // 500.00 in demo2's currency.
  await fundMembers(db, merchant.id, merchant.currency, [DEMO2_PLAYER], 50_000n)
}
