/**
 * SQL of third-party vendor integrations: the integration rows, which merchants offer a vendor,
 * and the launch tokens and wallet sessions of seamless vendors (the in-house game tables, told
 * apart by `provider`). Tokens are stored only as their SHA-256.
 */
import { and, asc, eq, gt, inArray } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { insertLaunchToken, useLaunchToken } from '../games/launch-tokens.ts'
import {
  type gameLaunchTokens,
  gameSessions,
  members,
  merchants,
  merchantVendors,
  sessions,
  vendorIntegrations,
  vendors,
} from '../../db/schema.ts'

export type IntegrationRow = typeof vendorIntegrations.$inferSelect

/** `q` is the database or the caller's open transaction (operator changes run in one). */
export function createVendorsRepository(q: Db | Tx) {
  return {
    async integration(vendorCode: string): Promise<IntegrationRow | null> {
      const [row] = await q.select().from(vendorIntegrations).where(eq(vendorIntegrations.vendorCode, vendorCode))
      return row ?? null
    },

    async lockIntegration(vendorCode: string): Promise<IntegrationRow | null> {
      const [row] = await q
        .select()
        .from(vendorIntegrations)
        .where(eq(vendorIntegrations.vendorCode, vendorCode))
        .for('update')
      return row ?? null
    },

    async upsertIntegration(v: typeof vendorIntegrations.$inferInsert): Promise<void> {
      const { vendorCode: _code, ...set } = v
      await q.insert(vendorIntegrations).values(v).onConflictDoUpdate({ target: vendorIntegrations.vendorCode, set })
    },

    async vendor(code: string) {
      const [row] = await q.select().from(vendors).where(eq(vendors.code, code))
      return row ?? null
    },

    /** Every vendor with its integration (or null), in catalogue order. */
    vendorsWithIntegrations() {
      return q
        .select({ vendor: vendors, integration: vendorIntegrations })
        .from(vendors)
        .leftJoin(vendorIntegrations, eq(vendorIntegrations.vendorCode, vendors.code))
        .orderBy(asc(vendors.sort))
    },

    /** (vendor, merchant code) pairs of enabled offers, for the vendors asked about. */
    offers(vendorCodes: string[]) {
      return q
        .select({ vendorCode: merchantVendors.vendorCode, merchant: merchants.code })
        .from(merchantVendors)
        .innerJoin(merchants, eq(merchants.id, merchantVendors.merchantId))
        .where(and(inArray(merchantVendors.vendorCode, vendorCodes), eq(merchantVendors.enabled, true)))
        .orderBy(asc(merchants.id))
    },

    async merchantIds(codes: string[]) {
      if (codes.length === 0) return []
      return q.select({ id: merchants.id, code: merchants.code }).from(merchants).where(inArray(merchants.code, codes))
    },

    async setOffer(merchantId: number, vendorCode: string, enabled: boolean, at: Date): Promise<void> {
      await q
        .insert(merchantVendors)
        .values({ merchantId, vendorCode, enabled, updatedAt: at })
        .onConflictDoUpdate({
          target: [merchantVendors.merchantId, merchantVendors.vendorCode],
          set: { enabled, updatedAt: at },
        })
    },

    insertLaunchToken: (v: typeof gameLaunchTokens.$inferInsert) => insertLaunchToken(q, v),

    /** Marks this vendor's token used if it is unused and unexpired; null otherwise. */
    useLaunchToken: (provider: string, tokenHash: string, now: Date) => useLaunchToken(q, { provider, tokenHash, now }),

    async insertSession(v: typeof gameSessions.$inferInsert): Promise<void> {
      await q.insert(gameSessions).values(v)
    },

    /**
     * This vendor's session with the token hash (unexpired at `now`, or any when null), with the
     * member's status and the launching sign-in session (null when it is gone).
     */
    async session(provider: string, tokenHash: string, now: Date | null) {
      const [row] = await q
        .select({
          game: gameSessions,
          member: { status: members.status, type: members.type, username: members.username },
          signIn: {
            id: sessions.id,
            revokedAt: sessions.revokedAt,
            expiresAt: sessions.expiresAt,
            idleExpiresAt: sessions.idleExpiresAt,
            lastSeenAt: sessions.lastSeenAt,
          },
        })
        .from(gameSessions)
        .innerJoin(members, eq(members.id, gameSessions.memberId))
        .leftJoin(sessions, eq(sessions.id, gameSessions.sessionId))
        .where(
          and(
            eq(gameSessions.tokenHash, tokenHash),
            eq(gameSessions.provider, provider),
            now === null ? undefined : gt(gameSessions.expiresAt, now),
          ),
        )
      return row ?? null
    },
  }
}
export type VendorsRepository = ReturnType<typeof createVendorsRepository>
