/**
 * The lucky draw (promotion kind RAFFLE; decision 038, amendment raffle). A raffle's period is its
 * own: from its start to its end, which is also the draw time. Members earn one ticket per
 * `ticketMinor` of valid bets in that period (the rounds missions count, optionally of one game
 * type), at most `maxTickets`; they enter once (`MCSFE_claimRafflePromotion`), and after the end a
 * job draws the winners, weighted by tickets, one prize per member, and pays them.
 *
 * The draw runs safely twice and on two instances at once: its `raffle_draws` row is written first,
 * in the transaction that pays every winner (ledger key `raffle:<promotion>:<member>`), so a second
 * job waits on the key, then conflicts and draws nothing. What was drawn is stored and only shown
 * again, never re-drawn.
 */
import { randomInt } from 'node:crypto'
import { formatMinor, isTrialType, LANGUAGES, PromotionErrorCode, type RaffleInfo, toMajor } from '@parlor/contract'
import { and, eq, isNull, lte, sql } from 'drizzle-orm'
import { type Db, inTransaction, rows, type Tx } from '../../db/client.ts'
import { inboxMessages, members, promotionClaims, promotions, raffleDraws } from '../../db/schema.ts'
import { translate } from '../../i18n/messages.ts'
import type { Clock } from '../../lib/clock.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import { AppError } from '../../lib/errors.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import type { Period } from './promotion-status.ts'
import type { PromotionRow } from './promotions-repository.ts'
import { payReward } from './reward-payout.ts'

/** Every entry of a raffle is in this one period: the raffle's own. */
export const RAFFLE_PERIOD_KEY = 'raffle'
/** After the end, before drawing: in-house rounds left open are rolled back within a minute. */
export const RAFFLE_SETTLE_MS = 2 * 60_000

const FAR = new Date('9999-01-01T00:00:00Z')

export const rafflePeriod = (p: Pick<PromotionRow, 'startAt' | 'endAt'>): Period => ({
  key: RAFFLE_PERIOD_KEY,
  start: p.startAt,
  end: p.endAt ?? FAR,
})

export interface RaffleSettings {
  ticketMinor: bigint
  maxTickets: number
  gameType: string | null
  prizesMinor: bigint[]
}

export const raffleSettings = (p: Pick<PromotionRow, 'reward'>): RaffleSettings => ({
  ticketMinor: BigInt(p.reward.ticketMinor ?? '1'),
  maxTickets: p.reward.maxTickets ?? 0,
  gameType: p.reward.gameType ?? null,
  prizesMinor: (p.reward.prizesMinor ?? []).map((v) => BigInt(v)),
})

export const ticketsFor = (turnover: bigint, s: RaffleSettings): number =>
  s.ticketMinor <= 0n ? 0 : Math.min(s.maxTickets, Number(turnover / s.ticketMinor))

/** Stakes of the member's rounds in the period (optionally of one game type), rolled-back rounds left out. */
async function turnover(
  db: Db | Tx,
  memberId: number,
  currency: string,
  gameType: string | null,
  period: Period,
): Promise<bigint> {
  const [row] = await rows<{ bet: string | null }>(
    db,
    sql`select coalesce(sum(g.bet_minor), 0)::text as bet
      from game_rounds g
      join games gm on gm.vendor_code = g.provider and gm.game_code = g.game_code
      where g.member_id = ${memberId} and g.currency = ${currency} and g.status <> 'rolled_back'
        and (${gameType}::text is null or gm.game_type = ${gameType})
        and g.created_at >= ${period.start.toISOString()}::timestamptz
        and g.created_at < ${period.end.toISOString()}::timestamptz`,
  )
  return BigInt(row?.bet ?? '0')
}

export interface RaffleEntry {
  memberId: number
  tickets: number
}

/**
 * Winners by rank: each pick weighted by the tickets still in the drum, a member's tickets leaving
 * it once they win (one prize per member). `random(n)` answers an integer in [0, n).
 */
export function drawWinners(entries: RaffleEntry[], prizes: number, random: (n: number) => number): RaffleEntry[] {
  const drum = entries.filter((e) => e.tickets > 0)
  const won: RaffleEntry[] = []
  while (won.length < prizes && drum.length > 0) {
    const total = drum.reduce((s, e) => s + e.tickets, 0)
    let ticket = random(total)
    const at = drum.findIndex((e) => {
      ticket -= e.tickets
      return ticket < 0
    })
    const [winner] = drum.splice(at, 1)
    if (winner) won.push(winner)
  }
  return won
}

type Merchant = Pick<MerchantContext, 'id' | 'currency'> & Partial<Pick<MerchantContext, 'defaultLanguage'>>

export function createRaffle({ db, clock }: { db: Db; clock: Clock }) {
  /** The raffle part of a promotion's view for this member (null: a guest). */
  async function info(p: PromotionRow, memberId: number | null, currency: string): Promise<RaffleInfo> {
    const s = raffleSettings(p)
    const period = rafflePeriod(p)
    const [claim] = memberId
      ? await db
          .select({ id: promotionClaims.id })
          .from(promotionClaims)
          .where(
            and(
              eq(promotionClaims.promotionId, p.id),
              eq(promotionClaims.memberId, memberId),
              eq(promotionClaims.periodKey, RAFFLE_PERIOD_KEY),
            ),
          )
      : []
    const [draw] = await db.select().from(raffleDraws).where(eq(raffleDraws.promotionId, p.id))
    const drawn = draw !== undefined
    const mine = drawn ? draw.winners.find((w) => w.memberId === memberId) : undefined
    const stored = drawn ? draw.entries.find((e) => e.memberId === memberId) : undefined
    const tickets = stored
      ? stored.tickets
      : memberId
        ? ticketsFor(await turnover(db, memberId, currency, s.gameType, period), s)
        : 0
    return {
      ticketAmount: toMajor(s.ticketMinor),
      maxTickets: s.maxTickets,
      gameType: s.gameType,
      prizes: s.prizesMinor.map((v) => toMajor(v)),
      drawTime: period.end.getTime(),
      tickets,
      entered: claim !== undefined,
      drawn,
      entries: drawn ? draw.entries.length : null,
      winners: drawn
        ? draw.winners.map((w) => ({
            rank: w.rank,
            username: maskUsername(w.username),
            tickets: w.tickets,
            prize: toMajor(BigInt(w.prizeMinor)),
          }))
        : [],
      myRank: mine?.rank ?? null,
      myPrize: mine ? toMajor(BigInt(mine.prizeMinor)) : null,
    }
  }

  /**
   * Enters the member once: the claim row's unique index decides between concurrent calls. The
   * caller checked the member (no trial, no break) and that the raffle runs.
   */
  async function enter(p: PromotionRow, memberId: number): Promise<void> {
    const [row] = await db
      .insert(promotionClaims)
      .values({
        promotionId: p.id,
        memberId,
        periodKey: RAFFLE_PERIOD_KEY,
        status: 'joined',
        amountMinor: 0n,
        joinedAt: clock.now(),
      })
      .onConflictDoNothing()
      .returning({ id: promotionClaims.id })
    if (!row) throw new AppError(409, PromotionErrorCode.alreadyJoined)
  }

  /** Draws one raffle and pays its winners; false when it was drawn before (by this or another job). */
  function draw(merchant: Merchant, p: PromotionRow): Promise<boolean> {
    const now = clock.now()
    const s = raffleSettings(p)
    const period = rafflePeriod(p)
    const currency = merchant.currency
    return inTransaction(db, async (tx) => {
      // First: the key. A concurrent job waits here until this commits, then conflicts.
      const [taken] = await tx
        .insert(raffleDraws)
        .values({ promotionId: p.id, drawnAt: now, entries: [], winners: [] })
        .onConflictDoNothing()
        .returning({ id: raffleDraws.promotionId })
      if (!taken) return false
      const entrants = await tx
        .select({ memberId: promotionClaims.memberId, username: members.username, type: members.type })
        .from(promotionClaims)
        .innerJoin(members, eq(members.id, promotionClaims.memberId))
        .where(and(eq(promotionClaims.promotionId, p.id), eq(promotionClaims.periodKey, RAFFLE_PERIOD_KEY)))
        .orderBy(promotionClaims.id)
      const entries: RaffleEntry[] = []
      for (const e of entrants) {
        // Entry refuses trial members; one changed since (or written around the API) still draws nothing.
        if (isTrialType(e.type)) continue
        const tickets = ticketsFor(await turnover(tx, e.memberId, currency, s.gameType, period), s)
        if (tickets > 0) entries.push({ memberId: e.memberId, tickets })
      }
      const names = new Map(entrants.map((e) => [e.memberId, e.username]))
      const won = drawWinners(entries, s.prizesMinor.length, randomInt)
      const winners = won.map((w, i) => ({
        rank: i + 1,
        memberId: w.memberId,
        username: names.get(w.memberId) ?? '',
        tickets: w.tickets,
        prizeMinor: (s.prizesMinor[i] ?? 0n).toString(),
      }))
      for (const w of winners) {
        const prize = BigInt(w.prizeMinor)
        const [claim] = await tx
          .update(promotionClaims)
          .set({ status: 'claimed', amountMinor: prize, claimedAt: now })
          .where(
            and(
              eq(promotionClaims.promotionId, p.id),
              eq(promotionClaims.memberId, w.memberId),
              eq(promotionClaims.periodKey, RAFFLE_PERIOD_KEY),
            ),
          )
          .returning({ id: promotionClaims.id })
        // Winners are drawn from the entries read in this transaction: each has its row.
        if (!claim) throw new Error(`raffle ${p.id}: no entry of member ${w.memberId}`)
        const transactionId = await payReward(tx, {
          merchantId: merchant.id,
          memberId: w.memberId,
          currency,
          promotion: p,
          claimId: claim.id,
          amountMinor: prize,
          key: `raffle:${p.id}:${w.memberId}`,
          meta: { period: RAFFLE_PERIOD_KEY, rank: w.rank, tickets: w.tickets },
          now,
        })
        await tx.update(promotionClaims).set({ transactionId }).where(eq(promotionClaims.id, claim.id))
        // A language without its own title reads the merchant's default one, as the lists do.
        const title = (lang: string) =>
          p.titles[lang] ??
          p.titles[merchant.defaultLanguage ?? 'EN'] ??
          p.titles.EN ??
          Object.values(p.titles)[0] ??
          ''
        const params = (lang: (typeof LANGUAGES)[number]) => ({
          title: title(lang),
          rank: String(w.rank),
          amount: formatMinor(prize),
        })
        await tx.insert(inboxMessages).values({
          merchantId: merchant.id,
          memberId: w.memberId,
          titles: Object.fromEntries(LANGUAGES.map((l) => [l, translate('notice.raffleWon.title', l, params(l))])),
          contents: Object.fromEntries(LANGUAGES.map((l) => [l, translate('notice.raffleWon.body', l, params(l))])),
          createdAt: now,
        })
      }
      await tx.update(raffleDraws).set({ entries, winners }).where(eq(raffleDraws.promotionId, p.id))
      return true
    })
  }

  return {
    info,
    enter,
    draw,
    /** One run over the merchants: every enabled raffle past its end (and settling) not drawn yet. */
    async run(merchants: Merchant[]): Promise<number> {
      let drawn = 0
      const due = new Date(clock.now().getTime() - RAFFLE_SETTLE_MS)
      for (const merchant of merchants) {
        const list = await db
          .select({ p: promotions })
          .from(promotions)
          .leftJoin(raffleDraws, eq(raffleDraws.promotionId, promotions.id))
          .where(
            and(
              eq(promotions.merchantId, merchant.id),
              eq(promotions.kind, 'RAFFLE'),
              eq(promotions.enabled, true),
              lte(promotions.endAt, due),
              isNull(raffleDraws.promotionId),
            ),
          )
        for (const { p } of list) if (await draw(merchant, p)) drawn++
      }
      return drawn
    },
  }
}
export type Raffle = ReturnType<typeof createRaffle>
