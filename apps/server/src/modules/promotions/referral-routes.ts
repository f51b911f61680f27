import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { ReferralService } from './referral-reward.ts'

/** Referral promotions (decision 038, amendment "referral reward"): the caller's invited friends and rewards. */
export async function referralRoutes(app: FastifyInstance, { service }: { service: ReferralService }) {
  route(app, routes.promotionReferrals, async (req) => service.progress(req.merchant, req.member, req.language))
}
