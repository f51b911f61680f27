import {
  availablePromotionSchema,
  availablePromotionsSchema,
  playerRankProgressSchema,
  promotionActionBodySchema,
  promotionClaimListSchema,
} from './promotions.ts'
import { def } from './route-def.ts'

/** Promotions (wire-contract §8; decision 038). */
export const promotionsRoutes = {
  /** For guests: each promotion's status without member state (Join, coming soon, Close). */
  merchantAvailablePromotions: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    value: availablePromotionsSchema,
  }),
  /** The caller's view: status and progress per promotion. */
  availablePromotions: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getAvailablePromotions',
    value: availablePromotionsSchema,
    auth: 'member',
  }),
  promotionClaimList: def({
    method: 'GET',
    path: '/wps/relay/MCS2_getPromotionClaimList',
    value: promotionClaimListSchema,
    auth: 'member',
  }),
  /** Trial members are refused by the service (`promotion.trialNotAllowed`), not the guard. */
  joinPromotion: def({
    method: 'POST',
    path: '/wps/relay/PROMOFE_joinPromotion',
    body: promotionActionBodySchema,
    value: availablePromotionSchema,
    auth: 'member',
  }),
  claimPromotion: def({
    method: 'POST',
    path: '/wps/relay/PROMOFE_claimPromotion',
    body: promotionActionBodySchema,
    value: availablePromotionSchema,
    auth: 'member',
  }),
  /** Raffles: the member enters the draw with the tickets their bets earn (trial members refused). */
  enterRaffle: def({
    method: 'POST',
    path: '/wps/relay/MCSFE_claimRafflePromotion',
    body: promotionActionBodySchema,
    value: availablePromotionSchema,
    auth: 'member',
  }),
  /** The member's VIP level, the level table and progress to the next (decision 042). */
  playerRankProgress: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getPlayerRankProgress',
    value: playerRankProgressSchema,
    auth: 'realMember',
  }),
} as const
