/**
 * The LEADERBOARD promotion kind (decision 038, amendment "leaderboard"): members who joined rank by
 * turnover (the stakes missions and rebates count, in one game type when the promotion names one)
 * from joining to the end of the merchant-local week; when the week has ended, a job pays rank N
 * the N-th prize, as that member's claim of the period, and tells the member in the inbox.
 *
 * Ties: the member who reached the tied turnover first (the earlier last counted round) ranks
 * higher; the member id decides only if both bet at the same instant. Prizes are never split.
 *
 * Safe twice and on two instances at once: a period is ranked and paid in one transaction that
 * first inserts its `promotion_leaderboard_periods` row, so a second job waits on that row,
 * conflicts and pays nothing; each prize also moves the member's joined claim row to claimed
 * (`WHERE status = 'joined'`) and posts under the claim's ledger key, which cannot post twice.
 */
import { type Leaderboard, LEADERBOARD_SHOWN, LANGUAGES, toMajor, formatMinor } from '@parlor/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { type Db, inTransaction, rows, type Tx } from '../../db/client.ts'
import { inboxMessages, promotionClaims, promotionLeaderboardPeriods, promotions } from '../../db/schema.ts'
import { translate } from '../../i18n/messages.ts'
import type { Clock } from '../../lib/clock.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import { localMidnight } from '../../lib/local-day.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { type Period, weekPeriod } from './promotion-status.ts'
import type { PromotionRow } from './promotions-repository.ts'
import { payReward } from './reward-payout.ts'
import { visibleTo } from './audience.ts'
import { SETTLE_MS } from './rebate-payout.ts'

type Merchant = Pick<MerchantContext, 'id' | 'currency' | 'timeZone' | 'defaultLanguage'>

export interface Ranked {
  memberId: number
  username: string
  turnoverMinor: bigint
  reachedAt: Date
}

export const prizesOf = (p: PromotionRow): bigint[] => (p.reward.prizesMinor ?? []).map((v) => BigInt(v))
const minTurnoverOf = (p: PromotionRow) => BigInt(p.reward.minTurnoverMinor ?? '0')

/** A leaderboard's period is the merchant-local week, cut short by the promotion's end. */
export function boardPeriod(p: PromotionRow, at: Date, timeZone: string): Period {
  const week = weekPeriod(at, timeZone)
  return p.endAt && p.endAt < week.end ? { ...week, end: p.endAt } : week
}

/** The period of a stored key (`week:<monday>`). */
function periodOfKey(p: PromotionRow, key: string, timeZone: string): Period {
  return boardPeriod(p, localMidnight(key.slice('week:'.length), timeZone), timeZone)
}

/**
 * Every joined member of the period with its turnover since joining, best first. Only those
 * reaching the minimum (and betting at all) rank: filter with `ranks`.
 */
export async function standings(db: Db | Tx, p: PromotionRow, period: Period, currency: string): Promise<Ranked[]> {
  const gameType = p.reward.gameType ?? null
  const found = await rows<{ member_id: number; username: string; bet: string; reached_at: string | Date }>(
    db,
    sql`select c.member_id, m.username, sum(g.bet_minor)::text as bet, max(g.created_at) as reached_at
      from promotion_claims c
      join members m on m.id = c.member_id
      join game_rounds g on g.member_id = c.member_id and g.currency = ${currency} and g.status <> 'rolled_back'
        and g.created_at >= greatest(c.joined_at, ${period.start.toISOString()}::timestamptz)
        and g.created_at < ${period.end.toISOString()}::timestamptz
      where c.promotion_id = ${p.id} and c.period_key = ${period.key}
        and (${gameType}::text is null or exists (select 1 from games gm
          where gm.vendor_code = g.provider and gm.game_code = g.game_code and gm.game_type = ${gameType}::text))
      group by c.member_id, m.username
      order by sum(g.bet_minor) desc, max(g.created_at) asc, c.member_id asc`,
  )
  return found.map((r) => ({
    memberId: Number(r.member_id),
    username: r.username,
    turnoverMinor: BigInt(r.bet),
    reachedAt: new Date(r.reached_at),
  }))
}

/** Those of the standings who rank: turnover above zero and at least the promotion's minimum. */
export const ranks = (p: PromotionRow, all: Ranked[]) =>
  all.filter((r) => r.turnoverMinor > 0n && r.turnoverMinor >= minTurnoverOf(p))

const pick = (text: Record<string, string>, language: string, fallback: string) =>
  text[language] ?? text[fallback] ?? text.EN ?? Object.values(text)[0] ?? ''

export function createLeaderboardService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Each leaderboard running now, with its ranking and the caller's place (`MCSFE_getPromotionLeaderboards`). */
    async boards(
      merchant: Merchant,
      member: { id: number; type: number },
      language: string | undefined,
    ): Promise<Leaderboard[]> {
      const now = clock.now()
      const running = await db
        .select()
        .from(promotions)
        .where(
          and(
            eq(promotions.merchantId, merchant.id),
            eq(promotions.kind, 'LEADERBOARD'),
            eq(promotions.enabled, true),
            sql`${promotions.startAt} <= ${now.toISOString()}::timestamptz`,
            sql`(${promotions.endAt} is null or ${promotions.endAt} > ${now.toISOString()}::timestamptz)`,
          ),
        )
        .orderBy(promotions.sort, promotions.id)
      const live = await visibleTo(db, member.id, running, now)
      return Promise.all(
        live.map(async (p): Promise<Leaderboard> => {
          const period = boardPeriod(p, now, merchant.timeZone)
          const prizes = prizesOf(p)
          const all = await standings(db, p, period, merchant.currency)
          const ranked = ranks(p, all)
          const [joined] = await db
            .select({ id: promotionClaims.id })
            .from(promotionClaims)
            .where(
              and(
                eq(promotionClaims.promotionId, p.id),
                eq(promotionClaims.memberId, member.id),
                eq(promotionClaims.periodKey, period.key),
              ),
            )
          const place = ranked.findIndex((r) => r.memberId === member.id)
          const mine = all.find((r) => r.memberId === member.id)
          return {
            promotionId: p.id,
            title: pick(p.titles, language ?? '', merchant.defaultLanguage),
            currency: merchant.currency,
            gameType: p.reward.gameType ?? null,
            periodKey: period.key,
            periodEnd: period.end.getTime(),
            prizes: prizes.map((v) => toMajor(v)),
            minTurnover: toMajor(minTurnoverOf(p)),
            top: ranked.slice(0, Math.max(prizes.length, LEADERBOARD_SHOWN)).map((r, i) => ({
              rank: i + 1,
              name: maskUsername(r.username),
              turnover: toMajor(r.turnoverMinor),
              prize: toMajor(prizes[i] ?? 0n),
            })),
            me: {
              joined: joined !== undefined,
              rank: place < 0 ? null : place + 1,
              turnover: toMajor(mine?.turnoverMinor ?? 0n),
            },
          }
        }),
      )
    },
  }
}
export type LeaderboardService = ReturnType<typeof createLeaderboardService>

/** The inbox message of a prize, in every language (promotion titles fall back like the lists). */
function prizeNotice(p: PromotionRow, rank: number, amountMinor: bigint, fallback: string) {
  const amount = formatMinor(amountMinor)
  const text = (code: string) =>
    Object.fromEntries(
      LANGUAGES.map((lang) => [
        lang,
        translate(code, lang, { rank: String(rank), amount, title: pick(p.titles, lang, fallback) }),
      ]),
    )
  return { titles: text('notice.leaderboardPrize.title'), contents: text('notice.leaderboardPrize.body') }
}

export function createLeaderboardPayout(deps: {
  db: Db
  clock: Clock
  merchants: () => Promise<(Merchant & { code?: string })[]>
}) {
  const { db, clock } = deps

  /**
   * Ranks one ended period and pays its prizes, all in one transaction; answers how many prizes this
   * call paid (0 when another job settled the period first).
   */
  function settle(merchant: Merchant, p: PromotionRow, period: Period): Promise<number> {
    const currency = merchant.currency
    return inTransaction(db, async (tx) => {
      const now = clock.now()
      const [mark] = await tx
        .insert(promotionLeaderboardPeriods)
        .values({ promotionId: p.id, periodKey: period.key, settledAt: now })
        .onConflictDoNothing()
        .returning()
      if (!mark) return 0
      const prizes = prizesOf(p)
      const winners = ranks(p, await standings(tx, p, period, currency)).slice(0, prizes.length)
      let paid = 0
      let paidMinor = 0n
      for (const [i, w] of winners.entries()) {
        const amountMinor = prizes[i] ?? 0n
        if (amountMinor <= 0n) continue
        const [claim] = await tx
          .update(promotionClaims)
          .set({ status: 'claimed', amountMinor, claimedAt: now })
          .where(
            and(
              eq(promotionClaims.promotionId, p.id),
              eq(promotionClaims.memberId, w.memberId),
              eq(promotionClaims.periodKey, period.key),
              eq(promotionClaims.status, 'joined'),
              isNull(promotionClaims.transactionId),
            ),
          )
          .returning({ id: promotionClaims.id })
        if (!claim) continue
        const transactionId = await payReward(tx, {
          merchantId: merchant.id,
          memberId: w.memberId,
          currency,
          promotion: p,
          claimId: claim.id,
          amountMinor,
          // The claim's identity, as a claimed promotion's: one prize per member and period.
          key: `promotion:${p.id}:${w.memberId}:${period.key}`,
          meta: { period: period.key, rank: i + 1, turnover: w.turnoverMinor.toString() },
          now,
        })
        await tx.update(promotionClaims).set({ transactionId }).where(eq(promotionClaims.id, claim.id))
        await tx.insert(inboxMessages).values({
          merchantId: merchant.id,
          memberId: w.memberId,
          ...prizeNotice(p, i + 1, amountMinor, merchant.defaultLanguage),
          createdAt: now,
        })
        paid++
        paidMinor += amountMinor
      }
      await tx
        .update(promotionLeaderboardPeriods)
        .set({ winners: paid, paidMinor })
        .where(
          and(eq(promotionLeaderboardPeriods.promotionId, p.id), eq(promotionLeaderboardPeriods.periodKey, period.key)),
        )
      return paid
    })
  }

  /** The periods of a leaderboard members joined that are not settled yet. */
  async function openPeriods(promotionId: number): Promise<string[]> {
    const found = await rows<{ period_key: string }>(
      db,
      sql`select distinct c.period_key from promotion_claims c
        where c.promotion_id = ${promotionId}
          and not exists (select 1 from promotion_leaderboard_periods d
            where d.promotion_id = c.promotion_id and d.period_key = c.period_key)`,
    )
    return found.map((r) => r.period_key)
  }

  return {
    settle,
    /**
     * One run over every merchant: each enabled leaderboard's periods that ended at least SETTLE_MS
     * ago (in-house rounds left open are swept by then) are ranked and paid. Answers prizes paid.
     */
    async run(): Promise<number> {
      let paid = 0
      for (const merchant of await deps.merchants()) {
        const boards = await db
          .select()
          .from(promotions)
          .where(
            and(
              eq(promotions.merchantId, merchant.id),
              eq(promotions.kind, 'LEADERBOARD'),
              eq(promotions.enabled, true),
            ),
          )
        for (const p of boards) {
          const keys = (await openPeriods(p.id)).filter((k) => k.startsWith('week:'))
          for (const key of keys) {
            const period = periodOfKey(p, key, merchant.timeZone)
            if (clock.now().getTime() < period.end.getTime() + SETTLE_MS) continue
            paid += await settle(merchant, p, period)
          }
        }
      }
      return paid
    },
  }
}
export type LeaderboardPayout = ReturnType<typeof createLeaderboardPayout>
