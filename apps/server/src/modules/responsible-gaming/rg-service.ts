/**
 * Responsible gaming (decision 040): a member's limits, breaks and their history, and the checks
 * other modules call where money moves or a member signs in. Lowering a limit is in force at
 * once; raising or removing it waits for the merchant's cooling-off. Bets are checked inside the
 * wallet's bet function (migration 0023); deposits, sign-in, promotions and registration here.
 */
import {
  type RgBreak,
  type RgBreakBody,
  RgErrorCode,
  type RgHistoryEntry,
  type RgLimit,
  type RgLimitKind,
  type RgPeriod,
  type RgSettings,
  type RgTimeLimit,
  type RgTimePeriod,
  LANGUAGES,
  RG_LIMIT_KINDS,
  RG_PERIODS,
  RG_TIME_PERIODS,
  parseMajor,
  toMajor,
} from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { localMidnight } from '../../lib/local-day.ts'
import { translate } from '../../i18n/messages.ts'
import { AppError } from '../../lib/errors.ts'
import type { Refusals } from '../wallet/ledger.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { createSessionRepository } from '../session/session-repository.ts'
import { periodFirstDay, periodStart, rgDays } from './rg-periods.ts'
import { createRgRepository, type RgExclusionRow, type RgLimitRow } from './rg-repository.ts'

/** The refusals of the bet function's limit check (migration 0023), as the player's error codes. */
export const RG_REFUSALS: Refusals = {
  PW009: [409, RgErrorCode.limitReached],
  PW010: [403, RgErrorCode.excluded],
}

export interface RgMerchant {
  id: number
  currency: string
  timeZone: string
}

const HOUR = 3_600_000
const DAY = 24 * HOUR
const addMonths = (at: Date, months: number) => {
  const d = new Date(at)
  d.setUTCMonth(d.getUTCMonth() + months)
  return d
}
/** When a break taken at `at` ends; null: never. */
function breakEnd(at: Date, body: RgBreakBody): Date | null {
  switch (body.duration) {
    case '24h':
      return new Date(at.getTime() + DAY)
    case '7d':
      return new Date(at.getTime() + 7 * DAY)
    case '30d':
      return new Date(at.getTime() + 30 * DAY)
    case '6m':
      return addMonths(at, 6)
    case '1y':
      return addMonths(at, 12)
    case '5y':
      return addMonths(at, 60)
    case 'permanent':
      return null
  }
}

/** The limit in force at `now`: a raise or removal whose cooling-off has passed is. */
export function limitInForce(row: Pick<RgLimitRow, 'amountMinor' | 'pendingMinor' | 'pendingAt'> | null, now: Date) {
  if (!row) return null
  return row.pendingAt && row.pendingAt <= now ? row.pendingMinor : row.amountMinor
}

const major = (minor: bigint | null) => (minor === null ? null : toMajor(minor))
const breakToWire = (x: RgExclusionRow): RgBreak => ({
  kind: x.kind as RgBreak['kind'],
  startTime: x.startedAt.getTime(),
  endTime: x.endsAt?.getTime() ?? null,
})

/** Refuses while the member is in a time-out or self-exclusion (deposits, promotions). */
export async function refuseWhileExcluded(q: Db | Tx, memberId: number, now: Date): Promise<void> {
  if (await createRgRepository(q).activeExclusion(memberId, now)) throw new AppError(403, RgErrorCode.excluded)
}

/**
 * Refuses a deposit the member may not make: during a break, or one that would take what they
 * deposited (or may still be credited) in a period past its limit. Call inside the transaction
 * that holds the member's lock, so two deposits at once are counted one after the other.
 */
export async function checkDeposit(tx: Tx, memberId: number, amountMinor: bigint, timeZone: string, now: Date) {
  const repo = createRgRepository(tx)
  await refuseWhileExcluded(tx, memberId, now)
  for (const row of await repo.limits(memberId)) {
    if (row.kind !== 'deposit') continue
    const limit = limitInForce(row, now)
    if (limit === null) continue
    const so = await repo.deposited(memberId, periodStart(now, timeZone, row.period as RgPeriod))
    if (so + amountMinor > limit) throw new AppError(409, RgErrorCode.limitReached, {}, { field: 'amount' })
  }
}

/** A merchant-local time as notices and refusals show it (`YYYY-MM-DD HH:mm`). */
const localTime = (at: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(at)
    .replace(',', '')

/** A signed-in gap longer than this is time away, not play: only this much of it counts. */
export const ACTIVE_GAP_MS = 5 * 60_000

const dayAfter = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10)

type NoticeKind = 'rgLimitSet' | 'rgLimitPending' | 'rgLimitApplied' | 'rgBreak' | 'rgBreakPermanent'
interface NoticeLimit {
  kind: RgLimitKind | 'time'
  period: RgPeriod
  value: bigint | null
}

export function createRgService({ db, clock, log }: { db: Db; clock: Clock; log?: (err: unknown) => void }) {
  const repo = createRgRepository(db)

  /**
   * An inbox notice of a change, in every language (the inbox shows the member's). A notice that
   * cannot be written is logged: the change it tells of has already been made.
   */
  async function notice(
    merchant: RgMerchant,
    memberId: number,
    kind: NoticeKind,
    limit: NoticeLimit | null,
    when: Date | null,
  ) {
    const texts = (part: 'title' | 'body') =>
      Object.fromEntries(
        LANGUAGES.map((lang) => {
          const value =
            limit === null
              ? ''
              : limit.value === null
                ? translate('notice.rgNoLimit', lang)
                : limit.kind === 'time'
                  ? translate('notice.rgMinutes', lang, { minutes: String(limit.value) })
                  : `${toMajor(limit.value)} ${merchant.currency}`
          const params = {
            limit: limit
              ? `${translate(`notice.rgKind.${limit.kind}`, lang)} (${translate(`notice.rgPeriod.${limit.period}`, lang)})`
              : '',
            value,
            when: when ? localTime(when, merchant.timeZone) : '',
          }
          return [lang, translate(`notice.${kind}.${part}`, lang, params)]
        }),
      )
    try {
      await repo.notify(merchant.id, memberId, texts('title'), texts('body'), clock.now())
    } catch (err) {
      log?.(err)
    }
  }

  /** Raises and removals whose cooling-off has passed: written as in force, and told to the member once. */
  async function settle(merchant: RgMerchant, memberId: number) {
    const now = clock.now()
    for (const row of await repo.settleDue(memberId, now)) {
      const kind = row.kind as RgLimitKind | 'time'
      await notice(
        merchant,
        memberId,
        'rgLimitApplied',
        { kind, period: row.period as RgPeriod, value: row.amountMinor },
        now,
      )
    }
  }

  /** Active minutes in the time period holding `now`, and when that period ends. */
  async function timeUsed(memberId: number, timeZone: string, period: RgTimePeriod, now: Date) {
    const days = rgDays(now, timeZone)
    const from = periodFirstDay(days, period)
    const seconds = await repo.playSeconds(memberId, from, days[0])
    const resets = localMidnight(dayAfter(from, period === 'day' ? 1 : 7), timeZone)
    return { seconds, resets }
  }

  /** The time limits used up at `now`; the latest reset among them (null: none is). */
  async function timeUsedUp(memberId: number, timeZone: string, now: Date): Promise<Date | null> {
    let until: Date | null = null
    for (const row of await repo.limits(memberId)) {
      if (row.kind !== 'time') continue
      const minutes = limitInForce(row, now)
      if (minutes === null) continue
      const { seconds, resets } = await timeUsed(memberId, timeZone, row.period as RgTimePeriod, now)
      if (seconds >= Number(minutes) * 60 && (!until || resets > until)) until = resets
    }
    return until
  }

  /**
   * One change of a limit (money or time): a first, lower or equal limit is in force at once; a
   * raise or removal after the cooling-off. Written with its history, then told in the inbox.
   */
  async function change(
    merchant: RgMerchant,
    memberId: number,
    kind: RgLimitKind | 'time',
    period: RgPeriod,
    wanted: bigint | null,
  ) {
    // Read before the transaction: PGlite has one connection, which the transaction holds.
    const hours = await repo.coolingOffHours(merchant.id)
    const now = clock.now()
    const done = await inTransaction(db, async (tx) => {
      const r = createRgRepository(tx)
      const current = limitInForce(await r.lockLimit(memberId, kind, period), now)
      // Setting a first limit, lowering or keeping one protects the member more: in force now.
      const immediate = wanted !== null && (current === null || wanted <= current)
      const unchanged = wanted === null && current === null
      const effective = immediate || unchanged ? now : new Date(now.getTime() + hours * HOUR)
      const row = {
        memberId,
        merchantId: merchant.id,
        kind,
        period,
        amountMinor: immediate ? wanted : current,
        pendingMinor: immediate || unchanged ? null : wanted,
        pendingAt: immediate || unchanged ? null : effective,
        updatedAt: now,
      }
      await r.putLimit(row)
      await r.addHistory({
        memberId,
        merchantId: merchant.id,
        source: 'member',
        action: 'limit',
        detail: {
          kind,
          period,
          from: current?.toString() ?? null,
          to: wanted?.toString() ?? null,
          effectiveAt: effective.getTime(),
        },
        at: now,
      })
      return { row, effective, immediate: immediate || unchanged, unchanged }
    })
    if (!done.unchanged)
      await notice(
        merchant,
        memberId,
        done.immediate ? 'rgLimitSet' : 'rgLimitPending',
        { kind, period, value: wanted },
        done.effective,
      )
    return { ...done, now }
  }

  async function timeLimitView(
    merchant: RgMerchant,
    memberId: number,
    period: RgTimePeriod,
    row: RgLimitRow | null,
    now: Date,
  ): Promise<RgTimeLimit> {
    const pending = row?.pendingAt && row.pendingAt > now ? row : null
    const minutes = limitInForce(row, now)
    const { seconds } = await timeUsed(memberId, merchant.timeZone, period, now)
    return {
      period,
      minutes: minutes === null ? null : Number(minutes),
      pendingMinutes: pending?.pendingMinor == null ? null : Number(pending.pendingMinor),
      pendingTime: pending?.pendingAt?.getTime() ?? null,
      usedMinutes: Math.floor(seconds / 60),
    }
  }

  async function used(merchant: RgMerchant, memberId: number, kind: RgLimitKind, period: RgPeriod, now: Date) {
    if (kind === 'deposit') return repo.deposited(memberId, periodStart(now, merchant.timeZone, period))
    const days = rgDays(now, merchant.timeZone)
    const played = await repo.played(memberId, periodFirstDay(days, period), days[0])
    return kind === 'wager' ? played.wagered : played.lost > 0n ? played.lost : 0n
  }

  async function limitView(
    merchant: RgMerchant,
    memberId: number,
    kind: RgLimitKind,
    period: RgPeriod,
    row: RgLimitRow | null,
    now: Date,
  ): Promise<RgLimit> {
    const pending = row?.pendingAt && row.pendingAt > now ? row : null
    return {
      kind,
      period,
      amount: major(limitInForce(row, now)),
      pendingAmount: pending ? major(pending.pendingMinor) : null,
      pendingTime: pending?.pendingAt?.getTime() ?? null,
      used: toMajor(await used(merchant, memberId, kind, period, now)),
    }
  }

  return {
    async settings(merchant: RgMerchant, memberId: number): Promise<RgSettings> {
      await settle(merchant, memberId)
      const now = clock.now()
      const rowsOf = await repo.limits(memberId)
      const limits = await Promise.all(
        RG_LIMIT_KINDS.flatMap((kind) =>
          RG_PERIODS.map((period) =>
            limitView(
              merchant,
              memberId,
              kind,
              period,
              rowsOf.find((r) => r.kind === kind && r.period === period) ?? null,
              now,
            ),
          ),
        ),
      )
      const timeLimits = await Promise.all(
        RG_TIME_PERIODS.map((period) =>
          timeLimitView(
            merchant,
            memberId,
            period,
            rowsOf.find((r) => r.kind === 'time' && r.period === period) ?? null,
            now,
          ),
        ),
      )
      const exclusion = await repo.activeExclusion(memberId, now)
      return {
        currency: merchant.currency,
        coolingOffHours: await repo.coolingOffHours(merchant.id),
        limits,
        timeLimits,
        exclusion: exclusion ? breakToWire(exclusion) : null,
      }
    },

    async setLimit(
      merchant: RgMerchant,
      memberId: number,
      body: { kind: RgLimitKind; period: RgPeriod; amount: string | null },
    ) {
      const wanted = body.amount === null ? null : parseMajor(body.amount)
      if (wanted !== null && wanted <= 0n) throw new AppError(400, RgErrorCode.amountInvalid, {}, { field: 'amount' })
      const { row, effective, immediate, now } = await change(merchant, memberId, body.kind, body.period, wanted)
      return {
        limit: await limitView(merchant, memberId, body.kind, body.period, row, now),
        effectiveTime: effective.getTime(),
        immediate,
      }
    },

    async setTimeLimit(merchant: RgMerchant, memberId: number, body: { period: RgTimePeriod; minutes: number | null }) {
      const wanted = body.minutes === null ? null : BigInt(body.minutes)
      if (wanted !== null && body.period === 'day' && wanted > 1440n)
        throw new AppError(400, RgErrorCode.minutesInvalid, {}, { field: 'minutes' })
      const { row, effective, immediate, now } = await change(merchant, memberId, 'time', body.period, wanted)
      return {
        limit: await timeLimitView(merchant, memberId, body.period, row, now),
        effectiveTime: effective.getTime(),
        immediate,
      }
    },

    /**
     * Counts signed-in, active time (decision 044): called by the auth plugin when it touches a
     * session, at most once a minute per session, with the session's last-seen time. Answers false
     * when a session-time limit is used up, and the caller ends the session.
     */
    async recordActivity(member: { id: number; timeZone: string }, lastSeen: Date, now: Date): Promise<boolean> {
      const seconds = Math.floor(Math.min(Math.max(now.getTime() - lastSeen.getTime(), 0), ACTIVE_GAP_MS) / 1000)
      if (seconds > 0) await repo.addPlayTime(member.id, rgDays(now, member.timeZone)[0], seconds)
      return (await timeUsedUp(member.id, member.timeZone, now)) === null
    },

    /** Starts a time-out or self-exclusion and ends every session of the member. */
    async takeBreak(merchant: RgMerchant, memberId: number, body: RgBreakBody): Promise<RgBreak> {
      const now = clock.now()
      const endsAt = breakEnd(now, body)
      await inTransaction(db, async (tx) => {
        const r = createRgRepository(tx)
        const row = { memberId, merchantId: merchant.id, kind: body.kind, startedAt: now, endsAt }
        if (!(await r.startExclusion(row, now))) throw new AppError(409, RgErrorCode.alreadyExcluded)
        await r.addHistory({
          memberId,
          merchantId: merchant.id,
          source: 'member',
          action: body.kind,
          detail: { duration: body.duration, endsAt: endsAt?.getTime() ?? null },
          at: now,
        })
        await createSessionRepository(tx).revokeMember(tx, memberId, body.kind, now)
      })
      await notice(merchant, memberId, endsAt ? 'rgBreak' : 'rgBreakPermanent', null, endsAt)
      return { kind: body.kind, startTime: now.getTime(), endTime: endsAt?.getTime() ?? null }
    },

    async history(memberId: number): Promise<{ list: RgHistoryEntry[] }> {
      const list = await repo.history(memberId, 200)
      const minor = (v: unknown, kind: unknown) =>
        typeof v !== 'string' ? null : kind === 'time' ? Number(v) : toMajor(BigInt(v))
      const num = (v: unknown) => (typeof v === 'number' ? v : null)
      return {
        list: list.map((h) => ({
          id: h.id,
          time: h.at.getTime(),
          source: h.source as RgHistoryEntry['source'],
          action: h.action as RgHistoryEntry['action'],
          kind: (h.detail.kind as RgLimitKind | 'time' | undefined) ?? null,
          period: (h.detail.period as RgPeriod | undefined) ?? null,
          from: minor(h.detail.from, h.detail.kind),
          to: minor(h.detail.to, h.detail.kind),
          effectiveTime: num(h.detail.effectiveAt) ?? (h.action === 'limit' ? null : h.at.getTime()),
          endTime: h.action === 'limit' ? null : num(h.detail.endsAt),
        })),
      }
    },

    /**
     * Sign-in during a break or with the session time used up: refused once the password was
     * right, saying until when. Also where due raises are written and told (every sign-in passes).
     */
    async refuseSignIn(member: { id: number; merchant: RgMerchant }): Promise<void> {
      const { id: memberId, merchant } = member
      const now = clock.now()
      const x = await repo.activeExclusion(memberId, now)
      if (x) {
        if (!x.endsAt) throw new AppError(403, RgErrorCode.signInExcludedPermanent)
        throw new AppError(403, RgErrorCode.signInExcluded, { until: localTime(x.endsAt, merchant.timeZone) })
      }
      await settle(merchant, memberId)
      const until = await timeUsedUp(memberId, merchant.timeZone, now)
      if (until) throw new AppError(403, RgErrorCode.signInTimeUsed, { until: localTime(until, merchant.timeZone) })
    },

    /**
     * Refuses a new account whose mobile, email or payee name belongs to an excluded member of
     * the merchant or of its group (decision 044), and records the attempt in the operators' audit log.
     */
    async refuseExcludedDetails(
      merchantId: number,
      details: { mobile: string | null; email: string | null; payeeName: string | null; username: string },
      ip: string,
    ): Promise<void> {
      const match = await repo.excludedMatch(merchantId, details, clock.now())
      if (!match) return
      // A match at a sister brand names no member: its operators here may not see that merchant's players.
      const own = match.merchantId === merchantId
      await recordAudit(db, {
        merchantId,
        actor: 'registration',
        actorType: 'system',
        ip,
        action: 'rg.registrationRefused',
        target: own ? String(match.memberId) : null,
        detail: { username: details.username, matched: match.fields, ...(own ? {} : { group: true }) },
      })
      throw new AppError(403, RgErrorCode.registrationRefused)
    },
  }
}
export type RgService = ReturnType<typeof createRgService>
