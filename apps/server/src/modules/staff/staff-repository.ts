/**
 * SQL of back-office staff: accounts, sign-in tickets, recovery codes, sessions and API keys.
 * Every secret is stored as its SHA-256 (tokens, codes, keys) or Argon2id hash (passwords);
 * conditional updates make one-use things (tickets, codes, TOTP steps) hold under races.
 */
import { and, asc, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { staff, staffApiKeys, staffRecoveryCodes, staffSessions, staffTickets } from '../../db/schema.ts'

// A scope of every merchant, stored as SQL NULL or as JSON null alike.
const allMerchants = sql`(${staff.merchantIds} is null or ${staff.merchantIds} = 'null'::jsonb)`

export type StaffRecord = typeof staff.$inferSelect
export type StaffInsert = typeof staff.$inferInsert
export type ApiKeyRecord = typeof staffApiKeys.$inferSelect
export type TicketRecord = typeof staffTickets.$inferSelect
type Conn = Db | Tx

export function createStaffRepository(db: Db) {
  return {
    async byUsername(username: string, c: Conn = db): Promise<StaffRecord | null> {
      return (await c.select().from(staff).where(eq(staff.username, username)))[0] ?? null
    },
    async byId(id: number, c: Conn = db): Promise<StaffRecord | null> {
      return (await c.select().from(staff).where(eq(staff.id, id)))[0] ?? null
    },
    list(): Promise<StaffRecord[]> {
      return db.select().from(staff).orderBy(asc(staff.id))
    },
    /** Active owners of every merchant (those who can manage all staff). */
    async activeOwners(c: Conn = db): Promise<number> {
      const rows = await c
        .select({ n: count() })
        .from(staff)
        .where(and(eq(staff.role, 'owner'), eq(staff.status, 'active'), allMerchants))
      return rows[0]?.n ?? 0
    },
    /** Serialises changes to owners: two concurrent demotions cannot both see "another owner left". */
    async lockOwners(tx: Tx): Promise<void> {
      await tx.execute(sql`select id from staff where role = 'owner' for update`)
    },
    async insert(c: Conn, row: StaffInsert): Promise<StaffRecord> {
      const [r] = await c.insert(staff).values(row).returning()
      if (!r) throw new Error('staff insert returned nothing')
      return r
    },
    async update(c: Conn, id: number, patch: Partial<StaffInsert>): Promise<StaffRecord | null> {
      return (await c.update(staff).set(patch).where(eq(staff.id, id)).returning())[0] ?? null
    },
    /** Records `step` as used; false when it (or a later one) was already accepted. */
    async acceptStep(c: Conn, id: number, step: number): Promise<boolean> {
      const rows = await c
        .update(staff)
        .set({ totpLastStep: step })
        .where(and(eq(staff.id, id), or(isNull(staff.totpLastStep), lt(staff.totpLastStep, step))))
        .returning({ id: staff.id })
      return rows.length === 1
    },

    /**
     * Stores the first authenticator; false when one is enrolled already, so a second enrolment
     * ticket (issued before the first was used) cannot replace it.
     */
    async enrolTotp(c: Conn, id: number, secret: string, step: number): Promise<boolean> {
      const rows = await c
        .update(staff)
        .set({ totpSecret: secret, totpLastStep: step })
        .where(and(eq(staff.id, id), isNull(staff.totpSecret)))
        .returning({ id: staff.id })
      return rows.length === 1
    },

    // --- tickets between the password and the second factor ---
    async insertTicket(row: typeof staffTickets.$inferInsert): Promise<void> {
      await db.insert(staffTickets).values(row)
    },
    /** A live, unused ticket of this address. */
    async liveTicket(tokenHash: string, ip: string, now: Date): Promise<TicketRecord | null> {
      const rows = await db
        .select()
        .from(staffTickets)
        .where(
          and(
            eq(staffTickets.tokenHash, tokenHash),
            eq(staffTickets.ip, ip),
            isNull(staffTickets.usedAt),
            gt(staffTickets.expiresAt, now),
          ),
        )
      return rows[0] ?? null
    },
    async useTicket(c: Conn, tokenHash: string, now: Date): Promise<boolean> {
      const rows = await c
        .update(staffTickets)
        // A spent enrolment ticket keeps no copy of the authenticator's secret.
        .set({ usedAt: now, secret: null })
        .where(and(eq(staffTickets.tokenHash, tokenHash), isNull(staffTickets.usedAt), gt(staffTickets.expiresAt, now)))
        .returning({ t: staffTickets.tokenHash })
      return rows.length === 1
    },

    /** Ends every open ticket of a staff member (disabled, new password, new authenticator). */
    async revokeStaffTickets(c: Conn, staffId: number, now: Date): Promise<void> {
      await c
        .update(staffTickets)
        .set({ usedAt: now, secret: null })
        .where(and(eq(staffTickets.staffId, staffId), isNull(staffTickets.usedAt)))
    },

    // --- recovery codes ---
    async replaceCodes(c: Conn, staffId: number, hashes: readonly string[]): Promise<void> {
      await c.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId))
      if (hashes.length) await c.insert(staffRecoveryCodes).values(hashes.map((codeHash) => ({ staffId, codeHash })))
    },
    async useCode(c: Conn, staffId: number, codeHash: string, now: Date): Promise<boolean> {
      const rows = await c
        .update(staffRecoveryCodes)
        .set({ usedAt: now })
        .where(
          and(
            eq(staffRecoveryCodes.staffId, staffId),
            eq(staffRecoveryCodes.codeHash, codeHash),
            isNull(staffRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: staffRecoveryCodes.id })
      return rows.length === 1
    },
    async codesLeft(staffId: number): Promise<number> {
      const rows = await db
        .select({ n: count() })
        .from(staffRecoveryCodes)
        .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)))
      return rows[0]?.n ?? 0
    },

    // --- sessions ---
    async insertSession(c: Conn, row: typeof staffSessions.$inferInsert): Promise<number> {
      const [r] = await c.insert(staffSessions).values(row).returning({ id: staffSessions.id })
      if (!r) throw new Error('session insert returned nothing')
      return r.id
    },
    /** A live session with its staff member (active), or null. */
    async liveSession(tokenHash: string, now: Date) {
      const rows = await db
        .select({ session: staffSessions, staff })
        .from(staffSessions)
        .innerJoin(staff, eq(staff.id, staffSessions.staffId))
        .where(
          and(
            eq(staffSessions.tokenHash, tokenHash),
            isNull(staffSessions.revokedAt),
            gt(staffSessions.idleExpiresAt, now),
            gt(staffSessions.expiresAt, now),
            eq(staff.status, 'active'),
          ),
        )
      return rows[0] ?? null
    },
    async touchSession(id: number, now: Date, idleExpiresAt: Date): Promise<void> {
      await db.update(staffSessions).set({ lastSeenAt: now, idleExpiresAt }).where(eq(staffSessions.id, id))
    },
    async revokeSession(id: number, now: Date): Promise<void> {
      await db
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)))
    },
    async revokeStaffSessions(c: Conn, staffId: number, now: Date): Promise<number> {
      const rows = await c
        .update(staffSessions)
        .set({ revokedAt: now })
        .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)))
        .returning({ id: staffSessions.id })
      return rows.length
    },

    // --- API keys ---
    listKeys(): Promise<ApiKeyRecord[]> {
      return db.select().from(staffApiKeys).orderBy(asc(staffApiKeys.id))
    },
    async keyById(id: number, c: Conn = db): Promise<ApiKeyRecord | null> {
      return (await c.select().from(staffApiKeys).where(eq(staffApiKeys.id, id)))[0] ?? null
    },
    async liveKey(keyHash: string): Promise<ApiKeyRecord | null> {
      const rows = await db
        .select()
        .from(staffApiKeys)
        .where(and(eq(staffApiKeys.keyHash, keyHash), isNull(staffApiKeys.revokedAt)))
      return rows[0] ?? null
    },
    async insertKey(c: Conn, row: typeof staffApiKeys.$inferInsert): Promise<ApiKeyRecord> {
      const [r] = await c.insert(staffApiKeys).values(row).returning()
      if (!r) throw new Error('api key insert returned nothing')
      return r
    },
    async revokeKey(c: Conn, id: number, now: Date): Promise<ApiKeyRecord | null> {
      const rows = await c
        .update(staffApiKeys)
        .set({ revokedAt: now })
        .where(and(eq(staffApiKeys.id, id), isNull(staffApiKeys.revokedAt)))
        .returning()
      return rows[0] ?? null
    },
    async touchKey(id: number, now: Date): Promise<void> {
      await db.update(staffApiKeys).set({ lastUsedAt: now }).where(eq(staffApiKeys.id, id))
    },
  }
}
export type StaffRepository = ReturnType<typeof createStaffRepository>
