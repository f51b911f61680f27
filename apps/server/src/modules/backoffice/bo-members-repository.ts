/**
 * SQL of the back office's member screens: the search, the detail page's recent activity and the
 * state changes. Balances are read from the wallet account of the member's currency (demo money
 * for trial members), never computed.
 */
import { DEMO_CURRENCY } from '@parlor/contract'
import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { type Db, type Tx, rows } from '../../db/client.ts'
import { memberPasskeys, memberRecoveryCodes, members, memberTotp, sessions } from '../../db/schema.ts'

export type BoMemberRow = typeof members.$inferSelect

/** What the list shows of a member besides the row itself. */
export interface BoMemberListRow {
  member: BoMemberRow
  balance: bigint
  lastLoginAt: Date | null
  lastLoginIp: string | null
}

/** `like` pattern of a prefix, its wildcards taken literally. */
const prefixPattern = (s: string) => `${s.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`

const date = (v: unknown): Date | null => (v === null || v === undefined ? null : new Date(v as string))

export function createBoMembersRepository(db: Db) {
  return {
    /**
     * One page of a merchant's members matching `q`: account prefix, email prefix (any case),
     * the national mobile number exactly, or an address a session came from.
     */
    async search(q: {
      merchantId: number
      currency: string
      text: string | null
      mobile: string | null
      limit: number
      offset: number
    }): Promise<{ rows: BoMemberListRow[]; total: number }> {
      const match = q.text
        ? sql`and (m.username_key like ${prefixPattern(q.text)}
            or lower(m.email) like ${prefixPattern(q.text)}
            ${q.mobile ? sql`or m.mobile = ${q.mobile}` : sql``}
            or exists (select 1 from sessions s where s.member_id = m.id and s.ip = ${q.text}))`
        : sql``
      const found = await rows<{ id: string; balance: string; last_at: string | null; last_ip: string | null }>(
        db,
        sql`select m.id::text as id,
            coalesce((select a.balance from wallet_accounts a where a.member_id = m.id and a.kind = 'member'
              and a.currency = case when m.type = 4 then ${DEMO_CURRENCY} else ${q.currency} end), 0)::text as balance,
            l.created_at as last_at, l.ip as last_ip
          from members m
          left join lateral (select s.created_at, s.ip from sessions s where s.member_id = m.id
            order by s.created_at desc, s.id desc limit 1) l on true
          where m.merchant_id = ${q.merchantId} ${match}
          order by m.reg_date desc, m.id desc limit ${q.limit} offset ${q.offset}`,
      )
      const [count] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from members m where m.merchant_id = ${q.merchantId} ${match}`,
      )
      const ids = found.map((r) => Number(r.id))
      const full = ids.length
        ? await db
            .select()
            .from(members)
            .where(
              sql`${members.id} in (${sql.join(
                ids.map((i) => sql`${i}`),
                sql`, `,
              )})`,
            )
        : []
      const byId = new Map(full.map((m) => [m.id, m]))
      return {
        rows: found.flatMap((r) => {
          const member = byId.get(Number(r.id))
          return member
            ? [{ member, balance: BigInt(r.balance), lastLoginAt: date(r.last_at), lastLoginIp: r.last_ip }]
            : []
        }),
        total: Number(count?.n ?? 0),
      }
    },

    async byId(db2: Db | Tx, id: number): Promise<BoMemberRow | null> {
      const [row] = await db2.select().from(members).where(eq(members.id, id))
      return row ?? null
    },

    async username(id: number | null): Promise<string | null> {
      if (id === null) return null
      const [row] = await db.select({ u: members.username }).from(members).where(eq(members.id, id))
      return row?.u ?? null
    },

    /** The member's cash (`member`) or locked bonus (`bonus`) account balance. */
    async balance(memberId: number, currency: string, kind: 'member' | 'bonus' = 'member'): Promise<bigint> {
      const [row] = await rows<{ b: string }>(
        db,
        sql`select balance::text as b from wallet_accounts where member_id = ${memberId} and kind = ${kind} and currency = ${currency}`,
      )
      return row ? BigInt(row.b) : 0n
    },

    /** The VIP level the member holds, null before the VIP job first placed them. */
    async vipLevel(memberId: number): Promise<number | null> {
      const [row] = await rows<{ level: number }>(db, sql`select level from member_vip where member_id = ${memberId}`)
      return row?.level ?? null
    },

    /** Sessions that still let the member in at `now`. */
    liveSessions(memberId: number, now: Date) {
      return db
        .select()
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            isNull(sessions.revokedAt),
            sql`${sessions.expiresAt} > ${now.toISOString()}::timestamptz`,
            sql`${sessions.idleExpiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        )
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(50)
    },

    /** Every sign-in opens a session row: the newest are the login history. */
    recentLogins(memberId: number, limit: number) {
      return db
        .select()
        .from(sessions)
        .where(eq(sessions.memberId, memberId))
        .orderBy(desc(sessions.createdAt), desc(sessions.id))
        .limit(limit)
    },

    async recentLedger(memberId: number, limit: number) {
      const found = await rows<{
        tid: string
        kind: string
        amount: string
        after: string
        key: string
        at: string
      }>(
        db,
        sql`select x.id::text as tid, x.kind, e.amount::text as amount, e.balance_after::text as after,
            x.idempotency_key as key, x.created_at as at
          from wallet_entries e
          join wallet_accounts a on a.id = e.account_id
          join wallet_transactions x on x.id = e.transaction_id
          where a.member_id = ${memberId} and a.kind = 'member'
          order by e.id desc limit ${limit}`,
      )
      return found.map((r) => ({
        transactionId: Number(r.tid),
        kind: r.kind,
        amount: BigInt(r.amount),
        balanceAfter: BigInt(r.after),
        reference: r.key,
        at: new Date(r.at),
      }))
    },

    async recentRounds(memberId: number, limit: number) {
      const found = await rows<{
        id: string
        provider: string
        game: string
        bet: string
        win: string
        status: string
        at: string
      }>(
        db,
        sql`select id::text as id, provider, game_code as game, bet_minor::text as bet, win_minor::text as win,
            status, created_at as at
          from game_rounds where member_id = ${memberId}
          order by created_at desc, id desc limit ${limit}`,
      )
      return found.map((r) => ({ ...r, id: Number(r.id), bet: BigInt(r.bet), win: BigInt(r.win), at: new Date(r.at) }))
    },

    /** The member's own messages and the merchant's broadcasts, newest first. */
    async recentInbox(merchantId: number, memberId: number, limit: number) {
      const found = await rows<{ id: string; titles: Record<string, string>; read: boolean | string; at: string }>(
        db,
        sql`select i.id::text as id, i.titles,
            exists (select 1 from inbox_reads r where r.member_id = ${memberId} and r.message_id = i.id) as read,
            i.created_at as at
          from inbox_messages i
          where i.merchant_id = ${merchantId} and (i.member_id = ${memberId} or i.member_id is null)
          order by i.created_at desc, i.id desc limit ${limit}`,
      )
      return found.map((r) => ({
        id: Number(r.id),
        titles: r.titles,
        read: r.read === true || r.read === 't',
        at: new Date(r.at),
      }))
    },

    async setState(tx: Tx, id: number, patch: { status?: number; testAccount?: boolean; birthDate?: string | null }) {
      const [row] = await tx.update(members).set(patch).where(eq(members.id, id)).returning()
      return row ?? null
    },

    /** A new password the member must replace at the next sign-in (`firstTimeLogin` forces it). */
    async setTemporaryPassword(tx: Tx, id: number, passwordHash: string, now: Date) {
      await tx
        .update(members)
        .set({ passwordHash, passwordChangedAt: now, firstTimeLogin: true })
        .where(eq(members.id, id))
    },

    async revokeSessions(tx: Tx, memberId: number, reason: string, now: Date): Promise<number> {
      const revoked = await tx
        .update(sessions)
        .set({ revokedAt: now, revokedReason: reason })
        .where(and(eq(sessions.memberId, memberId), isNull(sessions.revokedAt)))
        .returning({ id: sessions.id })
      return revoked.length
    },
    /** Whether a second step is asked at sign-in: a confirmed authenticator (041) or a passkey (043). */
    async twoStepOn(memberId: number): Promise<boolean> {
      const [totp, passkey] = await Promise.all([
        db
          .select({ id: memberTotp.memberId })
          .from(memberTotp)
          .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.confirmedAt)))
          .limit(1),
        db.select({ id: memberPasskeys.id }).from(memberPasskeys).where(eq(memberPasskeys.memberId, memberId)).limit(1),
      ])
      return totp.length > 0 || passkey.length > 0
    },
    /**
     * Removes every second factor: the authenticator with its recovery codes and the passkeys (a
     * lost phone usually held both). Null when there was none.
     */
    async removeTwoStep(tx: Tx, memberId: number): Promise<{ authenticator: boolean; passkeys: number } | null> {
      const totp = await tx
        .delete(memberTotp)
        .where(and(eq(memberTotp.memberId, memberId), isNotNull(memberTotp.confirmedAt)))
        .returning({ id: memberTotp.memberId })
      if (totp.length) await tx.delete(memberRecoveryCodes).where(eq(memberRecoveryCodes.memberId, memberId))
      const passkeys = await tx
        .delete(memberPasskeys)
        .where(eq(memberPasskeys.memberId, memberId))
        .returning({ id: memberPasskeys.id })
      if (!totp.length && !passkeys.length) return null
      return { authenticator: totp.length > 0, passkeys: passkeys.length }
    },
  }
}
export type BoMembersRepository = ReturnType<typeof createBoMembersRepository>
