/**
 * Agent-team demo data (decision 013): four more members in the demo agent's tree with
 * real activity, so the agent home shows non-zero figures for today and the past week. Money goes
 * through the ledger (deposits as operator adjustments, rounds through the provider wallet), sign-ins
 * are session rows, and one session is live. The documented downlines (lina, marco, jun, rico) are
 * left untouched, so their balances and records stay as documented. Plus two contract offers from
 * the house waiting for the demo agent (daily salary and dividend), and rebate rates for agent and subagent.
 *
 * Times are relative to the seeding moment: "today" is the merchant's day at that moment, and
 * today's events lie between its midnight and now, so they count as today whatever the hour.
 */
import { randomBytes } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../client.ts'
import { agentContracts, agentRebateRates, members, sessions } from '../schema.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { localDay, localMidnight } from '../../lib/local-day.ts'
import { createProviderService } from '../../modules/inhouse/provider-service.ts'
import { ensureAccount, postTransaction } from '../../modules/wallet/ledger.ts'

const DAY = 86_400_000
const INHOUSE = 'INHOUSE'

/** New team members: who, under whom, registered how many days ago (0 = today). */
export const AGENT_TEAM_SEED = [
  { username: 'andrea', parent: 'subagent', daysAgo: 20 },
  { username: 'benito', parent: 'subagent', daysAgo: 5 },
  { username: 'carla', parent: 'lina', daysAgo: 0 },
  { username: 'dante', parent: 'marco', daysAgo: 9 },
] as const

/** Deposits made today (minor units). */
const DEPOSITS: Record<string, bigint> = { andrea: 250_000n, benito: 80_000n, carla: 100_000n, dante: 120_000n }

/** Rounds: player, days ago, stake, payout (minor units). */
const ROUNDS: [string, number, bigint, bigint][] = [
  ['andrea', 0, 5_000n, 0n],
  ['andrea', 0, 5_000n, 12_000n],
  ['andrea', 0, 5_000n, 3_000n],
  ['benito', 0, 10_000n, 0n],
  ['benito', 0, 10_000n, 25_000n],
  ['dante', 0, 2_000n, 0n],
  ['andrea', 1, 4_000n, 0n],
  ['dante', 1, 6_000n, 9_000n],
  ['benito', 2, 3_000n, 0n],
  ['andrea', 3, 7_000n, 14_000n],
  ['dante', 4, 2_500n, 0n],
  ['andrea', 6, 1_500n, 0n],
]

/** Rebate rates in basis points of turnover (150 = 1.50%). */
export const AGENT_REBATE_BP: Record<string, number> = {
  RNG: 150,
  LIVE: 100,
  FISH: 120,
  PVP: 100,
  SPORTS: 80,
  ESPORTS: 80,
  ELOTT: 100,
  LOTT: 100,
  COCKFIGHT: 50,
}
export const SUBAGENT_REBATE_BP: Record<string, number> = { RNG: 100, LIVE: 60, SPORTS: 50, LOTT: 70 }

/** Sign-ins: member, days ago, still live. */
const LOGINS: [string, number, boolean][] = [
  ['andrea', 0, true],
  ['benito', 0, false],
  ['carla', 0, false],
  ['dante', 0, false],
  ['andrea', 1, false],
  ['dante', 1, false],
  ['benito', 2, false],
]

export async function seedAgentTeam(
  db: Db,
  merchant: { id: number; currency: string; timeZone: string },
  passwordHash: string,
  now = new Date(),
): Promise<void> {
  const todayStart = localMidnight(localDay(now, merchant.timeZone), merchant.timeZone)
  const elapsed = now.getTime() - todayStart.getTime()
  // A moment on the day `daysAgo` before today; `share` (0..1) spreads events over the day,
  // and today's moments never lie in the future.
  const at = (daysAgo: number, share: number) =>
    new Date(
      daysAgo === 0
        ? todayStart.getTime() + Math.floor(elapsed * share)
        : todayStart.getTime() - daysAgo * DAY + Math.floor(DAY * share),
    )
  const idOf = async (username: string) => {
    const [m] = await db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.merchantId, merchant.id), eq(members.usernameKey, username)))
    if (!m) throw new Error(`seed member ${username} missing`)
    return m.id
  }

  for (const [i, s] of AGENT_TEAM_SEED.entries()) {
    await db.insert(members).values({
      merchantId: merchant.id,
      username: s.username,
      usernameKey: s.username,
      passwordHash,
      type: 0,
      parentId: await idOf(s.parent),
      firstTimeLogin: false,
      registerMethod: 'H5',
      regDate: at(s.daysAgo, 0.1 + i * 0.05),
    })
  }

  const depositors = await Promise.all(
    Object.entries(DEPOSITS).map(async ([username, amount]) => ({ memberId: await idOf(username), amount })),
  )
  // Only `tx` inside: PGlite has one connection, which the open transaction holds.
  await inTransaction(db, async (tx) => {
    const from = await ensureAccount(tx, { merchantId: merchant.id, kind: 'adjustments', currency: merchant.currency })
    for (const { memberId, amount } of depositors) {
      const to = await ensureAccount(tx, {
        merchantId: merchant.id,
        kind: 'member',
        memberId,
        currency: merchant.currency,
      })
      await postTransaction(tx, {
        merchantId: merchant.id,
        key: `seed:agent-team:deposit:${memberId}`,
        kind: 'adjustment',
        reason: 'Deposit',
        memberId,
        legs: [
          { accountId: from, amount: -amount },
          { accountId: to, amount },
        ],
        meta: { operator: 'seed' },
      })
    }
  })

  // Rounds through the provider wallet, each stamped at its own moment.
  let moment = now
  const provider = createProviderService(db, { now: () => moment })
  for (const [i, [username, daysAgo, stake, payout]] of ROUNDS.entries()) {
    const playerId = await idOf(username)
    moment = at(daysAgo, 0.3 + (i % 5) * 0.1)
    const roundId = `seed-agent-${i}`
    await provider.bet(INHOUSE, {
      transactionId: `${roundId}-bet`,
      roundId,
      playerId,
      currency: merchant.currency,
      gameCode: 'inhouse_rng_001',
      amount: stake,
    })
    await provider.win(INHOUSE, { transactionId: `${roundId}-win`, roundId, playerId, amount: payout })
  }

  for (const [i, [username, daysAgo, live]] of LOGINS.entries()) {
    const createdAt = at(daysAgo, 0.2 + i * 0.05)
    const end = live ? new Date(now.getTime() + 2 * 3_600_000) : new Date(createdAt.getTime() + 1_800_000)
    await db.insert(sessions).values({
      // Nobody holds the token: these stand for sign-ins that happened on other devices.
      tokenHash: sha256Hex(randomBytes(32).toString('hex')),
      memberId: await idOf(username),
      merchantId: merchant.id,
      loginType: 'username',
      createdAt,
      lastSeenAt: live ? now : createdAt,
      idleExpiresAt: end,
      expiresAt: live ? new Date(now.getTime() + 12 * 3_600_000) : end,
      revokedAt: live ? null : end,
      revokedReason: live ? null : 'logout',
    })
  }

  const agent = await idOf('agent')
  // Rebates (basis points): the house gave the agent its rates; the agent gave subagent less.
  const rates = (memberId: number, bp: Record<string, number>) =>
    Object.entries(bp).map(([productType, rateBp]) => ({ memberId, productType, rateBp, updatedAt: now }))
  await db
    .insert(agentRebateRates)
    .values([...rates(agent, AGENT_REBATE_BP), ...rates(await idOf('subagent'), SUBAGENT_REBATE_BP)])
  const tiers = (steps: [number, number, number][]) =>
    steps.map(([minTurnover, minActiveMembers, reward]) => ({ minTurnover, minActiveMembers, reward }))
  await db.insert(agentContracts).values([
    {
      merchantId: merchant.id,
      kind: 'dailySalary',
      toMemberId: agent,
      period: 'day',
      rewardUnit: 'amount',
      tiers: tiers([
        [10_000, 3, 100],
        [50_000, 5, 600],
        [200_000, 10, 3_000],
      ]),
      remark: 'Daily salary from the house',
      currency: merchant.currency,
      createdAt: now,
    },
    {
      merchantId: merchant.id,
      kind: 'dividend',
      toMemberId: agent,
      period: 'halfMonth',
      rewardUnit: 'percent',
      tiers: tiers([
        [100_000, 5, 10],
        [500_000, 10, 20],
        [2_000_000, 20, 35],
      ]),
      remark: 'Half-monthly dividend from the house',
      currency: merchant.currency,
      createdAt: now,
    },
  ])
}
