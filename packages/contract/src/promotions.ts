import { z } from 'zod'

/**
 * Promotions a member joins and claims (decision 038; wire-contract §8). Amounts on the wire are
 * major units computed on the server from minor units.
 */

/** The kinds this engine grants today; more kinds add entries here and a status rule each. */
export const PROMOTION_KINDS = ['DAILY_CHECKIN', 'MISSION'] as const
export type PromotionKind = (typeof PROMOTION_KINDS)[number]

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

export const PromotionErrorCode = {
  notFound: 'promotion.notFound',
  closed: 'promotion.closed',
  alreadyClaimed: 'promotion.alreadyClaimed',
  alreadyJoined: 'promotion.alreadyJoined',
  notJoined: 'promotion.notJoined',
  notMet: 'promotion.notMet',
  trialNotAllowed: 'promotion.trialNotAllowed',
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
