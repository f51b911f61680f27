import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import { callerOf } from '../session/session-routes.ts'
import type { VerificationService } from '../verification/verification-service.ts'
import { RegisterError, type RegistrationService } from './registration-service.ts'

export async function registrationRoutes(
  fastify: FastifyInstance,
  { service, verification }: { service: RegistrationService; verification: VerificationService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  app.put(routes.register.path, { schema: { body: routes.register.body } }, async (req) =>
    ok(await service.register(callerOf(req), req.body, 'username')),
  )
  app.put(routes.registerMobile.path, { schema: { body: routes.registerMobile.body } }, async (req) =>
    ok(await service.register(callerOf(req), req.body, 'mobile')),
  )

  app.get(routes.checkUsername.path, { schema: { querystring: routes.checkUsername.query } }, async (req) => {
    // The original answers success:false for a taken name (wire-contract §4).
    if (!(await service.usernameAvailable(req.merchant.id, req.query.username, req.ip))) {
      throw new AppError(409, RegisterError.usernameExists)
    }
    return ok(null)
  })

  app.get(routes.affiliateCheck.path, { schema: { querystring: routes.affiliateCheck.query } }, async (req) =>
    ok(await service.affiliate(req.merchant.id, req.query.code, req.ip)),
  )

  app.post(routes.smsRegister.path, { schema: { body: routes.smsRegister.body } }, async (req) => {
    const f = req.merchant.flags
    if (!f.REGMOBVERF3 && !f.MOBILENUMREG3) throw new AppError(400, ErrorCode.functionNotAvailable)
    return ok(
      await verification.send(
        req.merchant,
        { mobileNum: req.body.mobileNo, countryDialingCode: req.body.countryDialingCode },
        req.ip,
        'register',
      ),
    )
  })
}
