import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { callerOf } from '../session/session-routes.ts'
import type { VerificationService } from '../verification/verification-service.ts'
import { RegisterError, type RegistrationService } from './registration-service.ts'

export async function registrationRoutes(
  app: FastifyInstance,
  { service, verification }: { service: RegistrationService; verification: VerificationService },
) {
  route(app, routes.register, async (req) => await service.register(callerOf(req), req.body, 'username'))
  route(app, routes.registerMobile, async (req) => await service.register(callerOf(req), req.body, 'mobile'))

  route(app, routes.checkUsername, async (req) => {
    // The original answers success:false for a taken name (wire-contract §4).
    if (!(await service.usernameAvailable(req.merchant.id, req.query.username, req.ip))) {
      throw new AppError(409, RegisterError.usernameExists)
    }
    return null
  })

  route(app, routes.affiliateCheck, async (req) => await service.affiliate(req.merchant.id, req.query.code, req.ip))

  route(app, routes.smsRegister, async (req) => {
    const f = req.merchant.flags
    if (!f.REGMOBVERF3 && !f.MOBILENUMREG3) throw new AppError(400, ErrorCode.functionNotAvailable)
    return await verification.send(
      req.merchant,
      { mobileNum: req.body.mobileNo, countryDialingCode: req.body.countryDialingCode },
      req.ip,
      'register',
    )
  })
}
