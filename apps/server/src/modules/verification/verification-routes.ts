import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { VerificationService } from './verification-service.ts'

export async function verificationRoutes(
  fastify: FastifyInstance,
  { verification }: { verification: VerificationService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.post(routes.smsNoLogin.path, { schema: { body: routes.smsNoLogin.body } }, async (req) => {
    // SMS login and set-password-by-phone are the only users of these codes.
    const { MOBILEVERCODELOGIN3, CHNGPASSVERIF3 } = req.merchant.flags
    if (!MOBILEVERCODELOGIN3 && !CHNGPASSVERIF3) throw new AppError(400, ErrorCode.functionNotAvailable)
    return ok(await verification.send(req.merchant, req.body, req.ip, 'noLogin'))
  })
}
