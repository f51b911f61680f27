/**
 * The REFERRAL promotion kind (decision 038, amendment "referral reward"): a member who invited a
 * friend (`members.referred_by`, set at registration with the member's invite code) is paid the
 * promotion's reward once per friend who, within `withinDays` of registering, makes a first
 * credited deposit of at least `firstDepositMinor` and/or bets at least `turnoverMinor`.
 *
 * Paid by the house without the inviter asking (status Issued), when the friend's deposit is
 * credited and by a job on the promotion jobs' timer, which also catches turnover. Safe twice and
 * on two instances at once: the claim row is unique per promotion, inviter and period key
 * `friend:<friend>` and commits with its posting (key `promotion:<promotion>:<inviter>:friend:<friend>`),
 * so a second payer conflicts on the row and pays nothing.
 */
import { isTrialType, type PromotionStatus, type ReferralProgress, toMajor } from '@parlor/contract'
import { and, asc, eq, lte, sql } from 'drizzle-orm'
import { type Db, inTransaction, rows, type Tx } from '../../db/client.ts'
import { promotionClaims, promotions } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { weekPeriod } from './promotion-status.ts'
import { type PromotionRow, createPromotionsRepository } from './promotions-repository.ts'
import { payReward } from './reward-payout.ts'
import { audienceStanding, forEveryone, inAudience, visibleTo } from './audience.ts'

type Merchant = Pick<MerchantContext, 'id' | 'currency' | 'timeZone'>

const DAY_MS = 86_400_000
/** Days after a friend's window closed that the job still looks at them (downtime catch-up). */
export const REFERRAL_CATCH_UP_DAYS = 7

export const friendPeriodKey = (friendId: number) => `friend:${friendId}`

export interface Friend {
  id: number
  username: string
  type: number
  inviterId: number
  inviterType: number
  registeredAt: Date
}

export interface FriendProgress {
  /** The friend's first credited deposit made within the window, minor units; null: none yet. */
  firstDepositMinor: bigint | null
  turnoverMinor: bigint
  /** The friend shares an address or an app device id with the inviter. */
  sameSource: boolean
}

const windowEnd = (p: PromotionRow, registeredAt: Date) =>
  new Date(registeredAt.getTime() + (p.reward.withinDays ?? 30) * DAY_MS)

/** Whether the promotion's condition is met; pure, so the screens and the payer agree. */
export function conditionMet(p: PromotionRow, progress: FriendProgress): boolean {
  if (progress.sameSource) return false
  const deposit = p.reward.firstDepositMinor
  const turnover = p.reward.turnoverMinor
  if (deposit === undefined && turnover === undefined) return false
  if (deposit !== undefined && (progress.firstDepositMinor ?? -1n) < BigInt(deposit)) return false
  if (turnover !== undefined && progress.turnoverMinor < BigInt(turnover)) return false
  return true
}

async function progressOf(db: Db | Tx, merchant: Merchant, p: PromotionRow, f: Friend): Promise<FriendProgress> {
  const from = f.registeredAt.toISOString()
  const to = windowEnd(p, f.registeredAt).toISOString()
  const [row] = await rows<{ deposit: string | null; bet: string; same: boolean }>(
    db,
    sql`select
      (select coalesce(d.credited_minor, d.amount_minor)::text from deposits d
        where d.member_id = ${f.id} and d.status = 'credited' and d.currency = ${merchant.currency}
          and d.created_at >= ${from}::timestamptz and d.created_at < ${to}::timestamptz
        order by d.created_at, d.id limit 1) as deposit,
      (select coalesce(sum(g.bet_minor), 0)::text from game_rounds g
        where g.member_id = ${f.id} and g.currency = ${merchant.currency} and g.status <> 'rolled_back'
          and g.created_at >= ${from}::timestamptz and g.created_at < ${to}::timestamptz) as bet,
      exists (select 1 from sessions a join sessions b
          on (a.ip is not null and a.ip = b.ip)
            or (a.login_device_id is not null and a.login_device_id = b.login_device_id)
        where a.member_id = ${f.id} and b.member_id = ${f.inviterId}) as same`,
  )
  return {
    firstDepositMinor: row?.deposit == null ? null : BigInt(row.deposit),
    turnoverMinor: BigInt(row?.bet ?? '0'),
    sameSource: row?.same === true,
  }
}

/**
 * Referral promotions of a merchant with friends still to pay or show: enabled, started, and not
 * ended longer ago than a friend's window (plus the catch-up days). A friend who registered on the
 * last day has the whole window to meet the condition, as the inviter's screen promised.
 */
async function liveReferrals(db: Db, merchantId: number, now: Date): Promise<PromotionRow[]> {
  const list = await db
    .select()
    .from(promotions)
    .where(
      and(
        eq(promotions.merchantId, merchantId),
        eq(promotions.kind, 'REFERRAL'),
        eq(promotions.enabled, true),
        lte(promotions.startAt, now),
      ),
    )
    .orderBy(asc(promotions.sort), asc(promotions.id))
  return list.filter(
    (p) =>
      !p.endAt || now.getTime() < p.endAt.getTime() + ((p.reward.withinDays ?? 30) + REFERRAL_CATCH_UP_DAYS) * DAY_MS,
  )
}

/**
 * Friends of a promotion still to be looked at: registered with an invite code while it ran,
 * whose window has not long closed, and not yet paid for. `friendId` narrows to one friend.
 */
async function pendingFriends(db: Db | Tx, merchantId: number, p: PromotionRow, now: Date, friendId?: number) {
  const since = new Date(now.getTime() - ((p.reward.withinDays ?? 30) + REFERRAL_CATCH_UP_DAYS) * DAY_MS)
  const from = new Date(Math.max(since.getTime(), p.startAt.getTime())).toISOString()
  const found = await rows<{
    id: string | number
    username: string
    type: number
    inviter_id: string | number
    inviter_type: number
    reg_date: Date | string
  }>(
    db,
    sql`select m.id, m.username, m.type, i.id as inviter_id, i.type as inviter_type, m.reg_date
      from members m join members i on i.id = m.referred_by and i.merchant_id = m.merchant_id
      where m.merchant_id = ${merchantId} and m.reg_date >= ${from}::timestamptz
        ${p.endAt ? sql`and m.reg_date < ${p.endAt.toISOString()}::timestamptz` : sql``}
        ${friendId === undefined ? sql`` : sql`and m.id = ${friendId}`}
        and not exists (select 1 from promotion_claims c
          where c.promotion_id = ${p.id} and c.member_id = i.id and c.period_key = 'friend:' || m.id::text)
      order by m.id`,
  )
  return found
    .map(
      (r): Friend => ({
        id: Number(r.id),
        username: r.username,
        type: r.type,
        inviterId: Number(r.inviter_id),
        inviterType: r.inviter_type,
        registeredAt: new Date(r.reg_date),
      }),
    )
    .filter((f) => !isTrialType(f.type) && !isTrialType(f.inviterType))
}

export function createReferralReward(deps: { db: Db; clock: Clock; merchants: () => Promise<Merchant[]> }) {
  const { db, clock } = deps

  /**
   * Pays the inviter for one friend, in one transaction; false when the condition is not met, the
   * inviter is at the weekly cap, or another payer was first.
   */
  function payFriend(merchant: Merchant, p: PromotionRow, f: Friend): Promise<boolean> {
    const currency = merchant.currency
    const amountMinor = BigInt(p.reward.amountMinor)
    return inTransaction(db, async (tx) => {
      const now = clock.now()
      // Read inside the transaction: a deposit credited a moment ago by the hook's own commit counts.
      if (!conditionMet(p, await progressOf(tx, merchant, p, f))) return false
      // An inviter outside the promotion's audience is not paid by it.
      if (!forEveryone(p.audience) && !inAudience(p.audience, await audienceStanding(tx, f.inviterId), now))
        return false
      const cap = p.reward.maxFriendsPerWeek
      if (cap !== undefined) {
        // Payers of one inviter queue here, so each counts the rewards committed before it.
        await tx.execute(sql`select pg_advisory_xact_lock(${p.id}, ${f.inviterId})`)
        const week = weekPeriod(now, merchant.timeZone)
        const [row] = await rows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from promotion_claims
            where promotion_id = ${p.id} and member_id = ${f.inviterId} and status = 'claimed'
              and claimed_at >= ${week.start.toISOString()}::timestamptz and claimed_at < ${week.end.toISOString()}::timestamptz`,
        )
        if ((row?.n ?? 0) >= cap) return false
      }
      const txRepo = createPromotionsRepository(tx)
      const periodKey = friendPeriodKey(f.id)
      const claim = await txRepo.insertOnce({
        promotionId: p.id,
        memberId: f.inviterId,
        periodKey,
        status: 'claimed',
        amountMinor,
        now,
      })
      if (!claim) return false
      const transactionId = await payReward(tx, {
        merchantId: merchant.id,
        memberId: f.inviterId,
        currency,
        promotion: p,
        claimId: claim.id,
        amountMinor,
        key: `promotion:${p.id}:${f.inviterId}:${periodKey}`,
        meta: { period: periodKey, friendId: f.id },
        now,
      })
      await txRepo.setTransaction(claim.id, transactionId, { address: null, deviceKey: null })
      return true
    })
  }

  async function runMerchant(merchant: Merchant, friendId?: number): Promise<number> {
    let paid = 0
    const now = clock.now()
    for (const p of await liveReferrals(db, merchant.id, now)) {
      for (const f of await pendingFriends(db, merchant.id, p, now, friendId))
        if (await payFriend(merchant, p, f)) paid++
    }
    return paid
  }

  return {
    /** One run over every merchant; answers how many friends' rewards this run paid. */
    async run(): Promise<number> {
      let paid = 0
      for (const merchant of await deps.merchants()) paid += await runMerchant(merchant)
      return paid
    },
    /** After a member's deposit is credited (and committed): pays their inviter if that met the condition. */
    onDepositCredited: (merchant: Merchant, memberId: number) => runMerchant(merchant, memberId),
  }
}
export type ReferralReward = ReturnType<typeof createReferralReward>

export interface ReferralFriendView {
  username: string
  registerTime: number
  /** Epoch ms the friend's window closes. */
  deadline: number
  firstDeposit: number | null
  turnover: number
  reward: number
  status: PromotionStatus
}

/**
 * The inviter's friends for one referral promotion, newest first: progress toward the condition
 * and what each paid. Status: Issued (paid), Process (on the way), Close (window over or not
 * counted), Joined (nothing yet).
 */
export async function referralFriends(
  db: Db,
  clock: Clock,
  merchant: Merchant,
  p: PromotionRow,
  inviterId: number,
): Promise<ReferralFriendView[]> {
  const now = clock.now()
  const found = await rows<{
    id: string | number
    username: string
    type: number
    reg_date: Date | string
    amount: string | null
  }>(
    db,
    sql`select m.id, m.username, m.type, m.reg_date, c.amount_minor::text as amount
      from members m
      left join promotion_claims c on c.promotion_id = ${p.id} and c.member_id = ${inviterId}
        and c.period_key = 'friend:' || m.id::text and c.status = 'claimed'
      where m.merchant_id = ${merchant.id} and m.referred_by = ${inviterId}
        and m.reg_date >= ${p.startAt.toISOString()}::timestamptz
      order by m.reg_date desc, m.id desc limit 100`,
  )
  const views: ReferralFriendView[] = []
  for (const r of found) {
    if (isTrialType(r.type)) continue
    const f: Friend = {
      id: Number(r.id),
      username: r.username,
      type: r.type,
      inviterId,
      inviterType: 0,
      registeredAt: new Date(r.reg_date),
    }
    const progress = await progressOf(db, merchant, p, f)
    const deadline = windowEnd(p, f.registeredAt)
    const started = (progress.firstDepositMinor ?? 0n) > 0n || progress.turnoverMinor > 0n
    const status: PromotionStatus =
      r.amount !== null ? 'Issued' : progress.sameSource || now >= deadline ? 'Close' : started ? 'Process' : 'Joined'
    views.push({
      username: maskUsername(f.username),
      registerTime: f.registeredAt.getTime(),
      deadline: deadline.getTime(),
      firstDeposit: progress.firstDepositMinor === null ? null : toMajor(progress.firstDepositMinor),
      turnover: toMajor(progress.turnoverMinor),
      reward: r.amount === null ? 0 : toMajor(BigInt(r.amount)),
      status,
    })
  }
  return views
}

const majorOrNull = (v: string | undefined) => (v === undefined ? null : toMajor(BigInt(v)))

/** What the inviter's screens read (`MCSFE_getPromotionReferrals`). */
export function createReferralService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async progress(
      merchant: Merchant & Pick<MerchantContext, 'defaultLanguage'>,
      member: { id: number; type: number },
      language: string | undefined,
    ): Promise<ReferralProgress[]> {
      // Trial members do not invite: nothing to show rather than an error on a shared screen.
      if (isTrialType(member.type)) return []
      const now = clock.now()
      const live = await visibleTo(db, member.id, await liveReferrals(db, merchant.id, now), now)
      return Promise.all(
        live.map(async (p): Promise<ReferralProgress> => {
          const friends = await referralFriends(db, clock, merchant, p, member.id)
          const [paid] = await db
            .select({ sum: sql<string>`coalesce(sum(${promotionClaims.amountMinor}), 0)::text` })
            .from(promotionClaims)
            .where(
              and(
                eq(promotionClaims.promotionId, p.id),
                eq(promotionClaims.memberId, member.id),
                eq(promotionClaims.status, 'claimed'),
              ),
            )
          const title =
            p.titles[language ?? ''] ?? p.titles[merchant.defaultLanguage] ?? p.titles.EN ?? Object.values(p.titles)[0]
          return {
            promotionId: p.id,
            title: title ?? '',
            currency: merchant.currency,
            reward: toMajor(BigInt(p.reward.amountMinor)),
            firstDeposit: majorOrNull(p.reward.firstDepositMinor),
            turnover: majorOrNull(p.reward.turnoverMinor),
            withinDays: p.reward.withinDays ?? 30,
            maxFriendsPerWeek: p.reward.maxFriendsPerWeek ?? null,
            earned: toMajor(BigInt(paid?.sum ?? '0')),
            friends,
          }
        }),
      )
    },
  }
}
export type ReferralService = ReturnType<typeof createReferralService>
