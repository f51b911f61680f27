import { z } from 'zod'
import { raffleInfoSchema } from './raffle.ts'

/**
 * Promotions a member joins and claims (decision 038; wire-contract §8). Amounts on the wire are
 * major units computed on the server from minor units.
 */

/** The kinds this engine grants today; more kinds add entries here and a status rule each. */
export const PROMOTION_KINDS = ['DAILY_CHECKIN', 'MISSION', 'LEADERBOARD', 'RAFFLE', 'REFERRAL'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

/**
 * The tabs of `/m/activity`: a day-by-day group and the game types (SLOTS stands for RNG, the name
 * players know). The player app names each in its language.
 */
export const PROMOTION_CATEGORIES = [
  'DAILY',
  'SLOTS',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'COCKFIGHT',
] as const
export type PromotionCategory = (typeof PROMOTION_CATEGORIES)[number]

/** The spec's promotion statuses (storefront §3), spelt as the original shows them. */
export const PROMOTION_STATUSES = [
  'Join',
  'Claim',
  'Applying',
  'Close',
  'Rejected',
  'Issued',
  'Claimed',
  'Process',
  'Joined',
  'coming soon',
] as const
export type PromotionStatus = (typeof PROMOTION_STATUSES)[number]

/** Who a promotion is for: every member, some VIP levels, new members, or some agents' teams. */
export const PROMOTION_AUDIENCES = ['ALL', 'VIP', 'NEW', 'TEAM'] as const
export type PromotionAudienceKind = (typeof PROMOTION_AUDIENCES)[number]

/** The highest wagering multiple an operator may set on a promotion's reward. */
export const PROMOTION_MAX_WAGERING = 100

export const PromotionErrorCode = {
  notFound: 'promotion.notFound',
  closed: 'promotion.closed',
  alreadyClaimed: 'promotion.alreadyClaimed',
  alreadyJoined: 'promotion.alreadyJoined',
  notJoined: 'promotion.notJoined',
  notMet: 'promotion.notMet',
  trialNotAllowed: 'promotion.trialNotAllowed',
  /** Too many accounts claimed this period from the same address or device. */
  sourceCapped: 'promotion.sourceCapped',
  /** A leaderboard's prizes are paid by rank when its period ends, never claimed. */
  paidByRank: 'promotion.paidByRank',
  /** A raffle's prizes are drawn at its end, never claimed. */
  drawnAtEnd: 'promotion.drawnAtEnd',
  /** A referral reward is paid per friend who meets the condition, never claimed. */
  paidPerFriend: 'promotion.paidPerFriend',
  /** Joining a promotion that is claimed straight away. */
  noJoin: 'promotion.noJoin',
  /** The promotion is for other members (VIP levels, new members, an agent's team). */
  notEligible: 'promotion.notEligible',
} as const

export const availablePromotionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  /** The same as `kind`, under the name announcement promotions use. */
  promotionType: z.string(),
  category: z.string(),
  title: z.string(),
  /** Operator HTML: sanitise before display. */
  content: z.string(),
  imageUrl: z.string().nullable(),
  enabled: z.boolean(),
  /** Epoch milliseconds. */
  startTime: z.number(),
  endTime: z.number().nullable(),
  status: z.enum(PROMOTION_STATUSES),
  reward: z.number(),
  currency: z.string(),
  /** Missions: what to bet (major units) and, for a member who joined, how much is bet so far. */
  target: z.number().nullable(),
  progress: z.number().nullable(),
  /** Missions: the game type whose bets count (RNG, LIVE…). */
  gameType: z.string().nullable(),
  /** The reward comes as bonus money to bet this many times before it is cash; 0 or absent: cash. */
  wagering: z.number().int().optional(),
  /** Raffles: tickets, entry and, once drawn, the winners. */
  raffle: raffleInfoSchema.nullable().optional(),
})
export type AvailablePromotion = z.infer<typeof availablePromotionSchema>
export const availablePromotionsSchema = z.array(availablePromotionSchema)

export const promotionActionBodySchema = z.object({
  promotionId: z.coerce.number().int().min(1).max(2_147_483_647),
})

export const promotionClaimSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  periodKey: z.string(),
  /** Joined (a mission in progress) or Claimed (paid). */
  status: z.enum(PROMOTION_STATUSES),
  amount: z.number(),
  currency: z.string(),
  /** Epoch milliseconds. */
  joinTime: z.number(),
  claimTime: z.number().nullable(),
})
export type PromotionClaim = z.infer<typeof promotionClaimSchema>
export const promotionClaimListSchema = z.object({ list: z.array(promotionClaimSchema) })

/** One VIP level of the merchant and what it brings (decision 042); amounts in major units. */
export const vipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Lifetime turnover and deposits that reach the level. */
  turnover: z.number(),
  deposit: z.number(),
  /** Turnover of the last 30 days needed to hold it (0: kept without). */
  keepTurnover: z.number(),
  /** Paid once, the first time the level is reached. */
  upgradeBonus: z.number(),
  /** Paid each year on the member's birthday (a date of birth set in the profile); 0: none. */
  birthdayBonus: z.number(),
  /** Percentage points added to the member's rebate rates. */
  rebateBonus: z.number(),
  /** Withdrawal limits a day; null: the cashier's own. */
  withdrawDailyMax: z.number().nullable(),
  withdrawDailyCount: z.number().int().nullable(),
})
export type VipLevel = z.infer<typeof vipLevelSchema>

/** `MCSFE_getPlayerRankProgress` (wire-contract §5): the member's level and the way to the next. */
export const playerRankProgressSchema = z.object({
  currency: z.string(),
  /** The level's name ("VIP 2"); empty when the merchant has no levels. */
  playerRankName: z.string(),
  level: z.number().int().nullable(),
  /** The member's lifetime turnover and deposits, and turnover of the last 30 days. */
  turnover: z.number(),
  deposit: z.number(),
  recentTurnover: z.number(),
  /** The next level up, null at the top. */
  next: vipLevelSchema.nullable(),
  /** Percent of the way to the next level (the lower of its turnover and deposit shares); 100 at the top. */
  progress: z.number(),
  /** Every level, lowest first. */
  levels: z.array(vipLevelSchema),
})
export type PlayerRankProgress = z.infer<typeof playerRankProgressSchema>
