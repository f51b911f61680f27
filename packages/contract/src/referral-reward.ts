import { z } from 'zod'
import { PROMOTION_STATUSES } from './promotions.ts'
import { def } from './route-def.ts'

/**
 * The REFERRAL promotion kind (decision 038, amendment "referral reward"): an inviter is paid once
 * per invited friend who, within `withinDays` of registering, makes a first deposit of at least
 * `firstDeposit` and/or bets at least `turnover`. Amounts are major units as the operator types them.
 */
const amount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)
/** A condition of zero would pay for every sign-up: a set condition is above zero. */
const positive = amount.refine((v) => /[1-9]/.test(v), { message: 'amount_positive' })

export const REFERRAL_MAX_DAYS = 365

export const boReferralRewardSchema = z
  .object({
    amount: positive,
    /** The friend's first credited deposit must be at least this; null: no deposit condition. */
    firstDeposit: positive.nullable().default(null),
    /** The friend's turnover (stakes of rounds not rolled back) must reach this; null: no turnover condition. */
    turnover: positive.nullable().default(null),
    withinDays: z.number().int().min(1).max(REFERRAL_MAX_DAYS).default(30),
    /** Friends rewarded per inviter in a merchant-local week; null: no cap. */
    maxFriendsPerWeek: z.number().int().min(1).max(10_000).nullable().default(null),
  })
  .strict()
  .refine((r) => r.firstDeposit !== null || r.turnover !== null, {
    message: 'referral_condition_required',
    path: ['firstDeposit'],
  })
export type BoReferralReward = z.infer<typeof boReferralRewardSchema>

/** One friend the caller invited, as the inviter sees it: masked name, progress and reward. */
export const referralFriendSchema = z.object({
  /** Masked ("ju***n"), as leaderboards show names. */
  username: z.string(),
  /** Epoch milliseconds: registered, and when the friend's window to meet the condition closes. */
  registerTime: z.number(),
  deadline: z.number(),
  /** The friend's first deposit in the window (major units); null: none yet. */
  firstDeposit: z.number().nullable(),
  turnover: z.number(),
  /** Paid to the inviter for this friend (0: not yet). */
  reward: z.number(),
  /** Issued (paid), Process (on the way), Joined (nothing yet), Close (window over or not counted). */
  status: z.enum(PROMOTION_STATUSES),
})
export type ReferralFriend = z.infer<typeof referralFriendSchema>

/** A live referral promotion, its condition, and the caller's friends. Amounts in major units. */
export const referralProgressSchema = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  currency: z.string(),
  reward: z.number(),
  /** The condition: null where the promotion does not ask it. */
  firstDeposit: z.number().nullable(),
  turnover: z.number().nullable(),
  withinDays: z.number().int(),
  maxFriendsPerWeek: z.number().int().nullable(),
  /** Rewards paid to the caller by this promotion, in all. */
  earned: z.number(),
  friends: z.array(referralFriendSchema),
})
export type ReferralProgress = z.infer<typeof referralProgressSchema>
export const referralProgressListSchema = z.array(referralProgressSchema)

export const referralRewardRoutes = {
  /** Each live referral promotion with the caller's invited friends and their progress. */
  promotionReferrals: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPromotionReferrals',
    value: referralProgressListSchema,
    auth: 'member',
  }),
} as const
