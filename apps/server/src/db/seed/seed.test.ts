import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { verifyPassword } from '../../lib/password.ts'
import { announcements, games, members, merchants, promotions, vendors } from '../schema.ts'
import { buildCatalogue } from './catalogue.ts'
import { addMissingDemoPromotions, DEMO_PASSWORD, updateSeededDemo } from './index.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('demo data', () => {
  it('is deterministic', () => {
    expect(buildCatalogue()).toEqual(buildCatalogue())
  })

  it('has at least 600 games over at least 12 vendors covering every game type', async () => {
    const db = t.database.db
    const [{ n } = { n: 0 }] = await db.select({ n: sql<number>`count(*)::int` }).from(games)
    expect(n).toBeGreaterThanOrEqual(600)
    const [{ v } = { v: 0 }] = await db.select({ v: sql<number>`count(*)::int` }).from(vendors)
    expect(v).toBeGreaterThanOrEqual(12)
    const types = await db.selectDistinct({ t: games.gameType }).from(games)
    expect(types.map((r) => r.t).sort()).toEqual([
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ])
    const flags = await db
      .select({
        isNew: sql<number>`count(*) filter (where ${games.isNew})::int`,
        isHot: sql<number>`count(*) filter (where ${games.isHot})::int`,
        classes: sql<number>`count(distinct ${games.classify})::int`,
      })
      .from(games)
    expect(flags[0]?.isNew).toBeGreaterThan(10)
    expect(flags[0]?.isHot).toBeGreaterThan(10)
    expect(flags[0]?.classes).toBeGreaterThan(8)
  })

  it('has announcements of every type and popups of every execution', async () => {
    const rows = await t.database.db
      .select({ type: announcements.type, execution: announcements.execution })
      .from(announcements)
    expect(new Set(rows.map((r) => r.type))).toEqual(new Set(['B', 'PL', 'PU', 'PR', 'H', 'A']))
    expect(new Set(rows.filter((r) => r.type === 'PU').map((r) => r.execution))).toEqual(new Set(['A', 'B', 'F']))
  })

  it('has the documented accounts with Argon2id hashes of the demo password', async () => {
    const db = t.database.db
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    const rows = await db
      .select()
      .from(members)
      .where(eq(members.merchantId, demo?.id ?? -1))
    const byName = new Map(rows.map((r) => [r.username, r]))
    const player = byName.get('demo')
    const agent = byName.get('agent')
    expect(player?.type).toBe(0)
    expect(agent?.type).toBe(1)
    expect(rows.filter((r) => r.parentId === agent?.id).length).toBeGreaterThanOrEqual(3)
    expect(rows.some((r) => r.type === 4)).toBe(true)
    expect(player?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
    expect(await verifyPassword(player?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true)
    expect(await verifyPassword(player?.passwordHash ?? '', 'wrong-password')).toBe(false)
  })

  it('gives demo2 an agent with an affiliate code, since demo2 requires one to register', async () => {
    const db = t.database.db
    const [demo2] = await db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    expect(demo2?.registerSettings.affiliateCode).toMatchObject({ enabled: true, required: true })
    const [agent] = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, demo2?.id ?? -1), eq(members.usernameKey, 'luckyagent')))
    expect(agent).toMatchObject({ type: 1, affiliateCode: 'LUCKY01', status: 1 })
    expect(await verifyPassword(agent?.passwordHash ?? '', DEMO_PASSWORD)).toBe(true)
  })

  it('seeds no download link without a file behind it', async () => {
    for (const m of await t.database.db.select().from(merchants))
      expect(
        m.resources.map((r) => r.resourceType).filter((k) => ['Android', 'IOS', 'MOBILECONFIG'].includes(k)),
      ).toEqual([])
  })

  it('brings a demo database seeded by an older build up to date, once', async () => {
    const db = t.database.db
    const [demo2] = await db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    // As an older seed left it: no agent on demo2, dead app links on both merchants.
    await db.delete(members).where(and(eq(members.merchantId, demo2?.id ?? -1), eq(members.usernameKey, 'luckyagent')))
    const old = [
      { resourceType: 'Android', url: '/downloads/parlor-demo.apk', labelNameEn: 'Android' },
      { resourceType: 'IOS', url: '/downloads/parlor-demo.ipa', labelNameEn: 'iOS' },
      { resourceType: 'MOBILECONFIG', url: '/downloads/parlor-demo.mobileconfig', labelNameEn: 'iOS profile' },
      ...(demo?.resources ?? []),
    ]
    await db.update(merchants).set({ resources: old }).where(eq(merchants.code, 'demo'))
    await db
      .update(merchants)
      .set({ resources: [{ resourceType: 'Android', url: '/downloads/lucky-star.apk' }] })
      .where(eq(merchants.code, 'demo2'))

    expect(await updateSeededDemo(db)).toEqual({ agentAdded: true, deadLinksRemoved: 4, emailMoved: false })
    const [fixed] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    expect(fixed?.resources).toEqual(demo?.resources)
    const agents = await db
      .select()
      .from(members)
      .where(and(eq(members.merchantId, demo2?.id ?? -1), eq(members.affiliateCode, 'LUCKY01')))
    expect(agents).toHaveLength(1)
    expect(await updateSeededDemo(db)).toEqual({ agentAdded: false, deadLinksRemoved: 0, emailMoved: false })
  })

  it('gives a demo database seeded before promotions the demo promotions, once', async () => {
    const db = t.database.db
    const [demo] = await db.select().from(merchants).where(eq(merchants.code, 'demo'))
    expect(await addMissingDemoPromotions(db)).toBe(0)
    await db.delete(promotions).where(eq(promotions.merchantId, demo?.id ?? -1))
    expect(await addMissingDemoPromotions(db)).toBe(5)
    const kinds = await db
      .select({ kind: promotions.kind })
      .from(promotions)
      .where(eq(promotions.merchantId, demo?.id ?? -1))
    expect(kinds.map((k) => k.kind).sort()).toEqual(['DAILY_CHECKIN', 'LEADERBOARD', 'MISSION', 'RAFFLE', 'REFERRAL'])
    expect(await addMissingDemoPromotions(db)).toBe(0)
    // Seeded before the leaderboard and raffle kinds: the demo one of each alone is added, once.
    await db
      .delete(promotions)
      .where(and(eq(promotions.merchantId, demo?.id ?? -1), inArray(promotions.kind, ['LEADERBOARD', 'RAFFLE'])))
    expect(await addMissingDemoPromotions(db)).toBe(2)
    expect(await addMissingDemoPromotions(db)).toBe(0)
    // Seeded before the referral kind: the demo referral alone is added, once.
    await db.delete(promotions).where(and(eq(promotions.merchantId, demo?.id ?? -1), eq(promotions.kind, 'REFERRAL')))
    expect(await addMissingDemoPromotions(db)).toBe(1)
    expect(await addMissingDemoPromotions(db)).toBe(0)
  })
})
