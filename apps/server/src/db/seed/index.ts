/**
 * Loads the deterministic demo data. Runs on the first start of an empty embedded
 * database and through `npm run db:seed`; the README documents the accounts it creates.
 */
import { and, eq, sql } from 'drizzle-orm'
import { type Db, inTransaction } from '../client.ts'
import {
  announcements,
  countries,
  games,
  helpEntries,
  merchantDomains,
  merchants,
  members,
  promotions,
  rebateRates,
  vipLevels,
  vendors,
} from '../schema.ts'
import { hashPassword } from '../../lib/password.ts'
import { buildCatalogue, VENDORS } from './catalogue.ts'
import { demo2Announcements, demoAnnouncements, demoHelp } from './content.ts'
import { COUNTRIES, DEAD_DEMO_DOWNLOADS, MERCHANTS } from './merchants.ts'
import { fundMembers } from '../../modules/wallet/wallet-service.ts'
import { seedInboxAndAgreements } from './inbox.ts'
import { seedWinnerRounds } from './winners.ts'
import { seedAgentTeam } from './agent.ts'
import { DEMO2_AGENT, DEMO2_PLAYER, demo2AgentRow, seedMemberCentre } from './member-centre.ts'
import { seedCashier } from './cashier.ts'
import { seedMerchantVendors } from './vendors.ts'
import { seedDemoStaff } from './staff.ts'
import { demoLeaderboard } from './leaderboard.ts'
import { demoReferral } from './referral.ts'
import { demoPromotions, demoRebateRates, demoVipLevels } from './promotions.ts'
import { demoRaffle } from './raffle.ts'
import { lotteryGame } from '@parlor/contract'
import { createCatalogueRepository } from '../../modules/games/catalogue-repository.ts'

export const DEMO_PASSWORD = 'demo1234'
/**
 * The demo member's email: one the forgot-password form's rule accepts (RECOVERY_EMAIL_PATTERN:
 * a 2-3-letter suffix), so recovery by email can be tried with the demo account.
 */
export const DEMO_EMAIL = 'demo@example.com'
/** What databases seeded before had; `.test` is refused by the form. */
const OLD_DEMO_EMAIL = 'demo@parlor.test'
/** Demo accounts the seed puts money in (README). */
export const DEMO_FUNDED = ['demo', 'newbie', 'agent', 'lina', 'marco', 'jun', 'subagent', 'rico', 'trial_demo']

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ n: sql<number>`count(*)::int` }).from(merchants)
  return (rows[0]?.n ?? 0) === 0
}

/** The advisory lock seeding runs under ("SEED" in ASCII), apart from the migrations' one. */
export const SEED_LOCK_KEY = 0x53454544

/**
 * Loads the demo data into an empty database; answers false, loading nothing, when the database
 * turned out to have merchants. Replicas starting together with PARLOR_SEED=always all find the
 * database empty before any of them commits, so the emptiness that counts is read again under a
 * lock held to the end of the transaction: the others wait for it and find merchants.
 */
export async function seedDemo(db: Db): Promise<boolean> {
  // One hash for every demo account: they share a published password anyway.
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const seeded = await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
    if (!(await isEmpty(tx))) return false
    await tx
      .insert(countries)
      .values(COUNTRIES.map(([code, dialingCode, name], sort) => ({ code, dialingCode, name, sort })))
    await tx.insert(vendors).values(VENDORS.map((v, sort) => ({ ...v, sort })))
    const catalogue = buildCatalogue()
    for (let i = 0; i < catalogue.length; i += 200) await tx.insert(games).values(catalogue.slice(i, i + 200))

    for (const { domains, ...m } of MERCHANTS) {
      const [row] = await tx.insert(merchants).values(m).returning({ id: merchants.id })
      if (!row) throw new Error('merchant insert returned nothing')
      await tx.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId: row.id })))
      await seedMerchantVendors(tx, { id: row.id, code: m.code })
      const content = m.code === 'demo' ? demoAnnouncements() : demo2Announcements()
      await tx.insert(announcements).values(content.map((a) => ({ ...a, merchantId: row.id })))
      if (m.code === 'demo') {
        await tx.insert(helpEntries).values(demoHelp().map((h) => ({ ...h, merchantId: row.id })))
        await tx.insert(promotions).values(demoPromotions().map((p) => ({ ...p, merchantId: row.id })))
        await tx.insert(rebateRates).values(demoRebateRates(row.id))
        await tx.insert(vipLevels).values(demoVipLevels(row.id))
        await seedDemoMembers(tx, row.id, passwordHash)
        // 1,000.00 each in the merchant's currency (trial_demo: in demo money).
        await fundMembers(tx, row.id, m.currency, DEMO_FUNDED, 100_000n)
        await seedCashier(tx, row.id)
      }
      await seedInboxAndAgreements(tx, row.id, m.languages)
      if (m.code === 'demo2') await seedMemberCentre(tx, { id: row.id, currency: m.currency }, passwordHash)
    }
    // Back-office staff (their hashes are constants: no hashing here).
    await seedDemoStaff(tx)
    return true
  })
  if (!seeded) return false
  // Rounds go through the game server, which opens its own transactions.
  const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
  if (demo) await seedWinnerRounds(db, demo, passwordHash)
  // Agent team activity and contract offers.
  if (demo) await seedAgentTeam(db, demo, passwordHash)
  return true
}

/**
 * Catalogue rows the demo gained after databases were seeded (the lottery engine's games): added
 * where missing, so a demo database seeded earlier offers them from its next start. Rows an
 * operator changed are left as they are (a deleted one comes back: disable it instead); answers
 * how many were added.
 */
export async function addMissingDemoGames(db: Db): Promise<number> {
  const [inhouse] = await db.select({ code: vendors.code }).from(vendors).where(eq(vendors.code, 'INHOUSE'))
  if (!inhouse) return 0
  const rows = buildCatalogue().filter((g) => g.vendorCode === 'INHOUSE' && lotteryGame(g.gameCode))
  return inTransaction(db, async (tx) => {
    const added = await tx
      .insert(games)
      .values(rows)
      .onConflictDoNothing({ target: [games.vendorCode, games.gameCode] })
      .returning({ id: games.id })
    if (added.length) await createCatalogueRepository(tx).bumpVersion(tx)
    return added.length
  })
}

/**
 * The demo promotions (decision 038) for a demo database seeded before they existed: added to the
 * demo merchant when it has no promotion at all, so an operator's own set is never touched; the
 * same for its house rebate rates and VIP levels (decision 042). A demo merchant with promotions but
 * no leaderboard, raffle or referral promotion gets the demo one of each. Answers how many
 * promotions were added.
 */
export async function addMissingDemoPromotions(db: Db): Promise<number> {
  return inTransaction(db, async (tx) => {
    const [demo] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo'))
    if (!demo) return 0
    const [anyRate] = await tx
      .select({ id: rebateRates.merchantId })
      .from(rebateRates)
      .where(eq(rebateRates.merchantId, demo.id))
      .limit(1)
    if (!anyRate) await tx.insert(rebateRates).values(demoRebateRates(demo.id))
    const [anyLevel] = await tx
      .select({ id: vipLevels.merchantId })
      .from(vipLevels)
      .where(eq(vipLevels.merchantId, demo.id))
      .limit(1)
    if (!anyLevel) await tx.insert(vipLevels).values(demoVipLevels(demo.id))
    const [any] = await tx
      .select({ id: promotions.id })
      .from(promotions)
      .where(eq(promotions.merchantId, demo.id))
      .limit(1)
    if (any) {
      // Kinds that came later: a demo seeded before gets the demo promotion of each, once (no
      // operator had one of those kinds then).
      let added = 0
      for (const later of [demoLeaderboard(), demoRaffle(), demoReferral()]) {
        const [found] = await tx
          .select({ id: promotions.id })
          .from(promotions)
          .where(and(eq(promotions.merchantId, demo.id), eq(promotions.kind, later.kind)))
          .limit(1)
        if (found) continue
        await tx.insert(promotions).values({ ...later, merchantId: demo.id })
        added += 1
      }
      return added
    }
    const rows = demoPromotions().map((p) => ({ ...p, merchantId: demo.id }))
    await tx.insert(promotions).values(rows)
    return rows.length
  })
}

/**
 * Fixes a demo database seeded by an older build: adds demo2's agent, without which demo2 (whose
 * rules require an affiliate code) could register nobody, and drops the download links the demo
 * once listed with no file behind them. Only a database holding the demo's own demo2 (its player
 * `mia`) gets the agent. The demo member's old email, which the forgot-password form's rule refuses,
 * becomes the new one (an address an operator set is left alone). Answers what it changed.
 */
export async function updateSeededDemo(
  db: Db,
): Promise<{ agentAdded: boolean; deadLinksRemoved: number; emailMoved: boolean }> {
  return inTransaction(db, async (tx) => {
    let agentAdded = false
    const [demo2] = await tx.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, 'demo2'))
    const member = async (merchantId: number, username: string) =>
      (
        await tx
          .select({ id: members.id })
          .from(members)
          .where(and(eq(members.merchantId, merchantId), eq(members.usernameKey, username)))
      )[0]
    if (demo2 && (await member(demo2.id, DEMO2_PLAYER)) && !(await member(demo2.id, DEMO2_AGENT.username))) {
      const added = await tx
        .insert(members)
        .values(demo2AgentRow(demo2.id, await hashPassword(DEMO_PASSWORD)))
        .onConflictDoNothing()
        .returning({ id: members.id })
      agentAdded = added.length > 0
    }
    let deadLinksRemoved = 0
    for (const m of await tx.select({ id: merchants.id, resources: merchants.resources }).from(merchants)) {
      const kept = m.resources.filter((r) => !DEAD_DEMO_DOWNLOADS.includes(r.url))
      if (kept.length === m.resources.length) continue
      deadLinksRemoved += m.resources.length - kept.length
      await tx.update(merchants).set({ resources: kept }).where(eq(merchants.id, m.id))
    }
    const moved = await tx
      .update(members)
      .set({ email: DEMO_EMAIL })
      .where(and(eq(members.usernameKey, 'demo'), eq(members.email, OLD_DEMO_EMAIL)))
      .returning({ id: members.id })
    return { agentAdded, deadLinksRemoved, emailMoved: moved.length > 0 }
  })
}

async function seedDemoMembers(db: Db, merchantId: number, passwordHash: string) {
  const regDate = new Date('2026-01-15T08:00:00Z')
  const base = { merchantId, passwordHash, firstTimeLogin: false, regDate, registerMethod: 'H5' }
  const add = async (v: Partial<typeof members.$inferInsert> & { username: string }) => {
    const [row] = await db
      .insert(members)
      .values({ ...base, ...v, usernameKey: v.username.toLowerCase() })
      .returning({ id: members.id })
    if (!row) throw new Error('member insert returned nothing')
    return row.id
  }
  await add({
    username: 'demo',
    nickname: 'Demo Player',
    type: 0,
    clubLabel: 'VIP 1',
    email: DEMO_EMAIL,
    // SMS login: the code lands in the outbox (`npm run sms:outbox`).
    mobile: '9171234567',
    dialingCode: '63',
  })
  // Signs in to the forced password change (first login).
  await add({ username: 'newbie', nickname: 'New Player', type: 0, firstTimeLogin: true })
  const agent = await add({
    username: 'agent',
    nickname: 'Demo Agent',
    type: 1,
    affiliateCode: 'AGENT01',
    clubLabel: 'VIP 3',
  })
  for (const name of ['lina', 'marco', 'jun']) await add({ username: name, type: 0, parentId: agent })
  const sub = await add({ username: 'subagent', type: 2, parentId: agent, affiliateCode: 'SUBAG01' })
  await add({ username: 'rico', type: 0, parentId: sub })
  await add({ username: 'trial_demo', type: 4, nickname: 'Trial' })
}
