import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import type { AuthMember } from '../../plugins/auth.ts'
import { adminTokenCheck } from '../admin/admin-routes.ts'
import type { FeedbackRepository } from './feedback-repository.ts'
import { checkFeedback } from './feedback-service.ts'

/** Accepted feedback per member and hour, and attempts (refused ones too) per member and hour. */
export const FEEDBACK_PER_HOUR = 5
export const FEEDBACK_ATTEMPTS_PER_HOUR = 30
const HOUR = 3_600_000
/** Three 5 MB images base64-encoded plus the remark; only this route takes bodies this large. */
export const FEEDBACK_BODY_LIMIT = 24 * 1024 * 1024

export async function feedbackRoutes(
  fastify: FastifyInstance,
  {
    repo,
    clock,
    limiter,
    adminToken,
  }: { repo: FeedbackRepository; clock: Clock; limiter: RateLimiter; adminToken?: string | undefined },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.put(
    routes.feedback.path,
    {
      onRequest: fastify.requireRealMember,
      bodyLimit: FEEDBACK_BODY_LIMIT,
      schema: { body: routes.feedback.body },
    },
    async (req) => {
      if (req.merchant.flags.FEEDBACK3 !== true) throw new AppError(400, ErrorCode.functionNotAvailable)
      const member = req.member as AuthMember
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
      return ok({ id })
    },
  )

  if (!adminToken) return
  await fastify.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>()
    admin.addHook('onRequest', adminTokenCheck(adminToken))

    admin.get(
      '/admin/feedback',
      {
        schema: {
          querystring: z.object({
            merchant: z.string().min(1).max(64),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
      },
      async (req) => {
        const merchantId = await repo.merchantIdByCode(req.query.merchant)
        if (merchantId === null) throw new AppError(404, 'merchant_not_found')
        const rows = await repo.recent(merchantId, req.query.limit)
        return ok(rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() })))
      },
    )

    admin.get(
      '/admin/feedback/:id/images/:position',
      {
        schema: {
          params: z.object({
            id: z.coerce.number().int().positive(),
            position: z.coerce.number().int().min(0).max(9),
          }),
        },
      },
      async (req, reply) => {
        const img = await repo.image(req.params.id, req.params.position)
        if (!img) throw new AppError(404, ErrorCode.notFound)
        // The type is the sniffed one; a download, never rendered in the operator's origin.
        return reply
          .header('content-type', img.mime)
          .header('x-content-type-options', 'nosniff')
          .header('content-disposition', `attachment; filename="feedback-${req.params.id}-${req.params.position}"`)
          .send(img.bytes)
      },
    )
  })
}
