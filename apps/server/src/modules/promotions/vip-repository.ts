/** SQL of VIP levels (decision 042): the level table, what members have done, levels held, bonuses paid. */
import { asc, eq, sql } from 'drizzle-orm'
import { type Db, rows, type Tx } from '../../db/client.ts'
import { memberVip, members, vipBirthdayBonuses, vipLevels, vipUpgradeBonuses } from '../../db/schema.ts'

export type VipLevelRow = typeof vipLevels.$inferSelect

/** A birthday bonus due: the member, the year of the birthday it is for, the level held and its bonus. */
export interface BirthdayDue {
  memberId: number
  year: number
  level: number
  levelName: string
  amountMinor: bigint
}

/** Days after a birthday it is still paid: a server down on the day pays when it is back. */
export const BIRTHDAY_CATCH_UP_DAYS = 6

export interface VipStanding {
  memberId: number
  /** Lifetime stakes of rounds not rolled back, and those of the last 30 days. */
  turnoverMinor: bigint
  recentTurnoverMinor: bigint
  /** Lifetime deposits credited by the cashier. */
  depositMinor: bigint
  /** The level the job last gave the member; null before its first run. */
  level: number | null
}

/**
 * Gives a new member the level that asks for nothing (the highest such) from the first day, so its
 * label, withdrawal limits and rebate bonus apply before the VIP job first runs for it. A level
 * with an upgrade bonus is left to the job, which pays the bonus with the level.
 */
export async function enterEntryLevel(
  db: Db | Tx,
  merchantId: number,
  memberId: number,
  now: Date,
): Promise<string | null> {
  const [row] = await rows<{ label: string }>(
    db,
    sql`
    with entry as (
      select level, name from vip_levels
      where merchant_id = ${merchantId} and turnover_minor = 0 and deposit_minor = 0
        and keep_turnover_minor = 0 and upgrade_bonus_minor = 0
      order by level desc limit 1
    ), held as (
      insert into member_vip (member_id, merchant_id, level, changed_at)
      select ${memberId}, ${merchantId}, level, ${now.toISOString()}::timestamptz from entry
      on conflict do nothing
    )
    update members set club_label = entry.name from entry where members.id = ${memberId}
    returning members.club_label as label`,
  )
  return row?.label ?? null
}

export function createVipRepository(db: Db | Tx) {
  return {
    async levels(merchantId: number): Promise<VipLevelRow[]> {
      return db.select().from(vipLevels).where(eq(vipLevels.merchantId, merchantId)).orderBy(asc(vipLevels.level))
    },

    /**
     * Turnover, deposits and level held of the merchant's real members (trial members play in demo
     * money and hold no level), or of one of them.
     */
    async standings(
      merchantId: number,
      currency: string,
      recentSince: Date,
      memberId?: number,
    ): Promise<VipStanding[]> {
      const one = memberId === undefined ? sql`` : sql`and m.id = ${memberId}`
      const found = await rows<{
        member: string
        turnover: string
        recent: string
        deposit: string
        level: number | null
      }>(
        db,
        sql`select m.id::text as member, coalesce(t.turnover, 0)::text as turnover,
              coalesce(t.recent, 0)::text as recent, coalesce(d.deposit, 0)::text as deposit, mv.level
            from members m
            left join (
              select g.member_id, sum(g.bet_minor) as turnover,
                coalesce(sum(g.bet_minor) filter (where g.created_at >= ${recentSince.toISOString()}::timestamptz), 0) as recent
              from game_rounds g
              where g.merchant_id = ${merchantId} and g.currency = ${currency} and g.status <> 'rolled_back'
              group by g.member_id
            ) t on t.member_id = m.id
            left join (
              select a.member_id, sum(e.amount) as deposit
              from wallet_entries e
              join wallet_transactions x on x.id = e.transaction_id
              join wallet_accounts a on a.id = e.account_id
              where x.kind = 'deposit' and a.kind = 'member' and a.merchant_id = ${merchantId} and a.currency = ${currency}
              group by a.member_id
            ) d on d.member_id = m.id
            left join member_vip mv on mv.member_id = m.id
            where m.merchant_id = ${merchantId} and m.type <> 4 ${one}
            order by m.id`,
      )
      return found.map((r) => ({
        memberId: Number(r.member),
        turnoverMinor: BigInt(r.turnover),
        recentTurnoverMinor: BigInt(r.recent),
        depositMinor: BigInt(r.deposit),
        level: r.level === null ? null : Number(r.level),
      }))
    },

    /**
     * Sets the member's level; answers false when it already was that level (a concurrent job
     * set it first, or nothing changed), so only one job writes the change.
     */
    async setLevel(merchantId: number, memberId: number, level: number, now: Date): Promise<boolean> {
      const changed = await db
        .insert(memberVip)
        .values({ memberId, merchantId, level, changedAt: now })
        .onConflictDoUpdate({
          target: memberVip.memberId,
          set: { level, changedAt: now },
          setWhere: sql`${memberVip.level} <> ${level}`,
        })
        .returning({ memberId: memberVip.memberId })
      return changed.length > 0
    },

    async setClubLabel(memberId: number, label: string): Promise<void> {
      await db.update(members).set({ clubLabel: label }).where(eq(members.id, memberId))
    },

    /** The bonus row, or nothing when this level's bonus was paid to the member before. */
    async insertBonusOnce(memberId: number, level: number, amountMinor: bigint, now: Date): Promise<number | null> {
      const [row] = await db
        .insert(vipUpgradeBonuses)
        .values({ memberId, level, amountMinor, paidAt: now })
        .onConflictDoNothing()
        .returning({ id: vipUpgradeBonuses.id })
      return row?.id ?? null
    },

    async setBonusTransaction(id: number, transactionId: number): Promise<void> {
      await db.update(vipUpgradeBonuses).set({ transactionId }).where(eq(vipUpgradeBonuses.id, id))
    },

    /**
     * Birthday bonuses due on merchant-local `today` (`YYYY-MM-DD`): real members whose birthday,
     * this year's or last year's, fell in the last BIRTHDAY_CATCH_UP_DAYS days or is today, holding
     * a level with a birthday bonus, not paid for that birthday yet. A 29 February birthday falls
     * on 1 March in other years.
     */
    async birthdaysDue(merchantId: number, today: string): Promise<BirthdayDue[]> {
      const year = Number(today.slice(0, 4))
      const found = await rows<{ member: string; year: number; level: number; name: string; amount: string }>(
        db,
        sql`select m.id::text as member, o.y as year, l.level, l.name, l.birthday_bonus_minor::text as amount
            from members m
            join member_vip mv on mv.member_id = m.id
            join vip_levels l on l.merchant_id = mv.merchant_id and l.level = mv.level
            cross join lateral (
              select y from (values (${year}::int), (${year - 1}::int)) v(y)
              where make_date(y, extract(month from m.birth_date)::int, 1) + (extract(day from m.birth_date)::int - 1)
                between ${today}::date - ${BIRTHDAY_CATCH_UP_DAYS}::int and ${today}::date
            ) o
            where m.merchant_id = ${merchantId} and m.birth_date is not null and m.type <> 4
              and l.birthday_bonus_minor > 0
              and not exists (select 1 from vip_birthday_bonuses b where b.member_id = m.id and b.year = o.y)
            order by m.id`,
      )
      return found.map((r) => ({
        memberId: Number(r.member),
        year: Number(r.year),
        level: Number(r.level),
        levelName: r.name,
        amountMinor: BigInt(r.amount),
      }))
    },

    /** The birthday's row, or nothing when that birthday was paid before (another run got there first). */
    async insertBirthdayOnce(due: BirthdayDue, now: Date): Promise<number | null> {
      const [row] = await db
        .insert(vipBirthdayBonuses)
        .values({ memberId: due.memberId, year: due.year, level: due.level, amountMinor: due.amountMinor, paidAt: now })
        .onConflictDoNothing()
        .returning({ id: vipBirthdayBonuses.id })
      return row?.id ?? null
    },

    async setBirthdayTransaction(id: number, transactionId: number): Promise<void> {
      await db.update(vipBirthdayBonuses).set({ transactionId }).where(eq(vipBirthdayBonuses.id, id))
    },
  }
}
export type VipRepository = ReturnType<typeof createVipRepository>
