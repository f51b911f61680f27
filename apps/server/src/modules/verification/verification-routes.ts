import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { VerificationService } from './verification-service.ts'

export async function verificationRoutes(
  app: FastifyInstance,
  { verification }: { verification: VerificationService },
) {
  route(app, routes.smsNoLogin, async (req) => {
    // SMS login and set-password-by-phone are the only users of these codes.
    const { MOBILEVERCODELOGIN3, CHNGPASSVERIF3 } = req.merchant.flags
    if (!MOBILEVERCODELOGIN3 && !CHNGPASSVERIF3) throw new AppError(400, ErrorCode.functionNotAvailable)
    return await verification.send(req.merchant, req.body, req.ip, 'noLogin')
  })
}
