import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import type { FeedbackRepository } from './feedback-repository.ts'
import { checkFeedback } from './feedback-service.ts'

/** Accepted feedback per member and hour, and attempts (refused ones too) per member and hour. */
export const FEEDBACK_PER_HOUR = 5
export const FEEDBACK_ATTEMPTS_PER_HOUR = 30
const HOUR = 3_600_000
/** Three 5 MB images base64-encoded plus the remark; only this route takes bodies this large. */
export const FEEDBACK_BODY_LIMIT = 24 * 1024 * 1024

/** A member's feedback with up to three images; the operator's list is in modules/admin. */
export async function feedbackRoutes(
  app: FastifyInstance,
  { repo, clock, limiter }: { repo: FeedbackRepository; clock: Clock; limiter: RateLimiter },
) {
  route(
    app,
    routes.feedback,
    async (req) => {
      const member = req.member
      const sentKey = `feedback:sent:${member.id}`
      const [attempts] = await limiter.hit([{ key: `feedback:try:${member.id}`, windowMs: HOUR }])
      const [sent] = await limiter.peek([sentKey])
      if ((attempts?.count ?? 0) > FEEDBACK_ATTEMPTS_PER_HOUR || (sent?.count ?? 0) >= FEEDBACK_PER_HOUR)
        throw new AppError(429, ErrorCode.tooManyRequests)
      const { remark, images } = checkFeedback(req.body)
      await limiter.hit([{ key: sentKey, windowMs: HOUR }])
      const id = await repo.insert({
        merchantId: member.merchantId,
        memberId: member.id,
        remark,
        images,
        createdAt: clock.now(),
      })
      return { id }
    },
    { bodyLimit: FEEDBACK_BODY_LIMIT },
  )
}
