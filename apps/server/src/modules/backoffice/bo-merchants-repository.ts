/** SQL of the back office's merchant settings, maintenance windows and dashboard. */
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import {
  balanceAdjustments,
  deposits,
  gameRounds,
  maintenanceWindows,
  merchantAgreements,
  merchantDomains,
  members,
  merchants,
  withdrawals,
} from '../../db/schema.ts'
import type { Merchant } from '../system/merchant-repository.ts'

export type MerchantRowPatch = Partial<
  Pick<
    Merchant,
    | 'name'
    | 'flags'
    | 'registerSettings'
    | 'mobileTemplate'
    | 'primaryColor'
    | 'logoUrl'
    | 'languages'
    | 'defaultLanguage'
    | 'customerService'
    | 'imageCdns'
    | 'ageLimit'
    | 'maintenance'
    | 'regionRestriction'
    | 'allowedCountries'
    | 'adjustmentThresholdMinor'
    | 'rgGroup'
    | 'promoClaimsPerSource'
  >
>

export type WindowRow = typeof maintenanceWindows.$inferSelect

/** The start of the calendar day `now` falls in, in time zone `tz`, as a timestamptz. */
const startOfDay = (now: Date, tz: string) =>
  sql`(date_trunc('day', ${now.toISOString()}::timestamptz AT TIME ZONE ${tz}) AT TIME ZONE ${tz})`

export function createBoMerchantsRepository(db: Db) {
  return {
    /** The merchant row read inside the change's transaction, locked against a concurrent change. */
    async lockMerchant(tx: Tx, id: number): Promise<Merchant | null> {
      const [row] = await tx.select().from(merchants).where(eq(merchants.id, id)).for('update')
      return row ?? null
    },
    async findMerchant(id: number): Promise<Merchant | null> {
      const [row] = await db.select().from(merchants).where(eq(merchants.id, id))
      return row ?? null
    },
    async domainsOf(q: Db | Tx, merchantId: number): Promise<string[]> {
      const rows = await q
        .select({ domain: merchantDomains.domain })
        .from(merchantDomains)
        .where(eq(merchantDomains.merchantId, merchantId))
        .orderBy(asc(merchantDomains.domain))
      return rows.map((r) => r.domain)
    },
    /** Domains among `domains` that another merchant already serves. */
    async domainsTaken(tx: Tx, merchantId: number, domains: string[]): Promise<string[]> {
      if (domains.length === 0) return []
      const rows = await tx
        .select({ domain: merchantDomains.domain })
        .from(merchantDomains)
        .where(and(inArray(merchantDomains.domain, domains), ne(merchantDomains.merchantId, merchantId)))
      return rows.map((r) => r.domain)
    },
    async agreementsOf(q: Db | Tx, merchantId: number): Promise<Record<string, string>> {
      const rows = await q.select().from(merchantAgreements).where(eq(merchantAgreements.merchantId, merchantId))
      return Object.fromEntries(rows.map((r) => [r.language, r.content]))
    },
    async updateMerchant(tx: Tx, id: number, patch: MerchantRowPatch, at: Date): Promise<void> {
      await tx
        .update(merchants)
        .set({ ...patch, updatedAt: at })
        .where(eq(merchants.id, id))
    },
    async replaceDomains(tx: Tx, merchantId: number, domains: string[]): Promise<void> {
      await tx.delete(merchantDomains).where(eq(merchantDomains.merchantId, merchantId))
      if (domains.length) await tx.insert(merchantDomains).values(domains.map((domain) => ({ domain, merchantId })))
    },
    /** One agreement per language; a language left empty has none. */
    async replaceAgreements(tx: Tx, merchantId: number, byLanguage: Record<string, string>): Promise<void> {
      await tx.delete(merchantAgreements).where(eq(merchantAgreements.merchantId, merchantId))
      const rows = Object.entries(byLanguage)
        .filter(([, content]) => content.trim() !== '')
        .map(([language, content]) => ({ merchantId, language, content }))
      if (rows.length) await tx.insert(merchantAgreements).values(rows)
    },
    async memberCounts(): Promise<Map<number, number>> {
      const rows = await db
        .select({ merchantId: members.merchantId, n: count() })
        .from(members)
        .groupBy(members.merchantId)
      return new Map(rows.map((r) => [r.merchantId, Number(r.n)]))
    },

    // --- maintenance windows ---
    async listWindows(merchantId: number): Promise<WindowRow[]> {
      return db
        .select()
        .from(maintenanceWindows)
        .where(eq(maintenanceWindows.merchantId, merchantId))
        .orderBy(asc(maintenanceWindows.startsAt), asc(maintenanceWindows.id))
    },
    async findWindow(tx: Tx, id: number): Promise<WindowRow | null> {
      const [row] = await tx.select().from(maintenanceWindows).where(eq(maintenanceWindows.id, id)).for('update')
      return row ?? null
    },
    async insertWindow(tx: Tx, row: Omit<WindowRow, 'id' | 'createdAt'>): Promise<WindowRow> {
      const [created] = await tx.insert(maintenanceWindows).values(row).returning()
      return created as WindowRow
    },
    async deleteWindow(tx: Tx, id: number): Promise<void> {
      await tx.delete(maintenanceWindows).where(eq(maintenanceWindows.id, id))
    },

    // --- dashboard ---
    /**
     * Queues waiting on staff and today's figures, "today" being the merchant's calendar day.
     * GGR counts settled rounds (bets minus wins) opened today; deposits count credited ones.
     */
    async dashboard(merchantId: number, timeZone: string, now: Date) {
      const today = startOfDay(now, timeZone)
      const [dep, wd, adj, ggr, players, depToday] = await Promise.all([
        db
          .select({ n: count() })
          .from(deposits)
          .where(and(eq(deposits.merchantId, merchantId), inArray(deposits.status, ['pending', 'review']))),
        db
          .select({ n: count() })
          .from(withdrawals)
          .where(and(eq(withdrawals.merchantId, merchantId), eq(withdrawals.status, 'pending'))),
        db
          .select({ n: count() })
          .from(balanceAdjustments)
          .where(and(eq(balanceAdjustments.merchantId, merchantId), eq(balanceAdjustments.state, 'pending'))),
        db
          .select({ v: sql<string>`coalesce(sum(${gameRounds.betMinor} - ${gameRounds.winMinor}), 0)` })
          .from(gameRounds)
          .where(
            and(
              eq(gameRounds.merchantId, merchantId),
              eq(gameRounds.status, 'settled'),
              sql`${gameRounds.createdAt} >= ${today}`,
            ),
          ),
        db
          .select({ n: count() })
          .from(members)
          .where(and(eq(members.merchantId, merchantId), sql`${members.regDate} >= ${today}`)),
        db
          .select({ v: sql<string>`coalesce(sum(${deposits.amountMinor}), 0)` })
          .from(deposits)
          .where(
            and(
              eq(deposits.merchantId, merchantId),
              eq(deposits.status, 'credited'),
              sql`${deposits.createdAt} >= ${today}`,
            ),
          ),
      ])
      return {
        pendingDeposits: Number(dep[0]?.n ?? 0),
        pendingWithdrawals: Number(wd[0]?.n ?? 0),
        pendingAdjustments: Number(adj[0]?.n ?? 0),
        ggrMinor: BigInt(ggr[0]?.v ?? 0),
        newPlayers: Number(players[0]?.n ?? 0),
        depositsMinor: BigInt(depToday[0]?.v ?? 0),
      }
    },
  }
}
export type BoMerchantsRepository = ReturnType<typeof createBoMerchantsRepository>
