/**
 * The one place a member's promotion status is decided, and the merchant-local periods a claim
 * counts in (decision 038). Pure: the service reads the rows, this turns them into a status.
 */
import type { PromotionKind, PromotionStatus } from '@parlor/contract'
import { localDay, localMidnight } from '../../lib/local-day.ts'

export interface StatusInput {
  kind: PromotionKind
  enabled: boolean
  startAt: Date
  endAt: Date | null
  now: Date
  /** false for a guest: statuses without member state. */
  member: boolean
  /** The member's claim row for the current period, if any. */
  claim: { status: ClaimRowStatus } | null
  /** Claims wait for an operator's approval (decision 038, amendment "approval"). */
  approval?: boolean
  /** Missions: bet so far this period (since joining) and the target, minor units. */
  progressMinor: bigint | null
  targetMinor: bigint | null
}

/** What a claim row may hold: joined (taking part), applying (waiting for an operator), claimed (paid), rejected. */
export type ClaimRowStatus = 'joined' | 'applying' | 'claimed' | 'rejected'

/** The status a claim row decides by itself: paid, waiting for the operator or refused; null while taking part. */
export function rowStatus(kind: PromotionKind, status: string, approval: boolean): PromotionStatus | null {
  if (status === 'claimed') return approval ? 'Issued' : claimedStatus(kind)
  if (status === 'applying') return 'Applying'
  if (status === 'rejected') return 'Rejected'
  return null
}

export function promotionStatus(i: StatusInput): PromotionStatus {
  // A reward received, waiting or refused stays visible as such, also after the promotion ends.
  const own = i.claim ? rowStatus(i.kind, i.claim.status, i.approval ?? false) : null
  if (own) return own
  if (i.now < i.startAt) return 'coming soon'
  if (!i.enabled || (i.endAt !== null && i.now >= i.endAt)) return 'Close'
  if (!i.member) return 'Join'
  if (i.kind === 'DAILY_CHECKIN') return 'Claim'
  // A raffle is entered, then drawn by the house: a winner's row turns Issued when paid.
  if (i.kind === 'RAFFLE') return i.claim ? 'Joined' : 'Join'
  // A referral is paid per friend by the house (referral-reward.ts): inviting is taking part.
  if (i.kind === 'REFERRAL') return 'Joined'
  if (!i.claim) return 'Join'
  // Never claimed: the prizes are issued by rank when the week ends.
  if (i.kind === 'LEADERBOARD') return 'Joined'
  const progress = i.progressMinor ?? 0n
  if (progress >= (i.targetMinor ?? 0n)) return 'Claim'
  return progress > 0n ? 'Process' : 'Joined'
}

/** A paid claim row: Issued where the house paid without the member asking (a leaderboard or raffle prize). */
export const claimedStatus = (kind: PromotionKind): PromotionStatus =>
  kind === 'LEADERBOARD' || kind === 'REFERRAL' || kind === 'RAFFLE' ? 'Issued' : 'Claimed'

const DAY_MS = 86_400_000

export interface Period {
  key: string
  start: Date
  end: Date
}

/** The merchant-local day holding `at`: a daily check-in's period. */
export function dayPeriod(at: Date, timeZone: string): Period {
  const day = localDay(at, timeZone)
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10)
  return { key: `day:${day}`, start: localMidnight(day, timeZone), end: localMidnight(next, timeZone) }
}

/** The merchant-local week (Monday to Sunday) holding `at`: a mission's period. */
export function weekPeriod(at: Date, timeZone: string): Period {
  const dayMs = Date.parse(`${localDay(at, timeZone)}T00:00:00Z`)
  const sinceMonday = (new Date(dayMs).getUTCDay() + 6) % 7
  const monday = new Date(dayMs - sinceMonday * DAY_MS).toISOString().slice(0, 10)
  const nextMonday = new Date(dayMs + (7 - sinceMonday) * DAY_MS).toISOString().slice(0, 10)
  return { key: `week:${monday}`, start: localMidnight(monday, timeZone), end: localMidnight(nextMonday, timeZone) }
}

export const periodOf = (kind: PromotionKind, at: Date, timeZone: string): Period =>
  kind === 'DAILY_CHECKIN' ? dayPeriod(at, timeZone) : weekPeriod(at, timeZone)
