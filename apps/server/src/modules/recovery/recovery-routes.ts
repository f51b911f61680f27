import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { RecoveryService } from './recovery-service.ts'

const phoneRecovery = (req: FastifyRequest) => {
  if (!req.merchant.flags.CHNGPASSVERIF3) throw new AppError(400, ErrorCode.functionNotAvailable)
}

export async function recoveryRoutes(fastify: FastifyInstance, { service }: { service: RecoveryService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()

  // The original clients post this one form-encoded (wire-contract §1.2); the parser lives in this scope only.
  await app.register(async (form) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })
    form
      .withTypeProvider<ZodTypeProvider>()
      .post(routes.passwordEmail.path, { schema: { body: routes.passwordEmail.body } }, async (req) => {
        const origin = `${req.protocol}://${req.host}`
        await service.requestEmail(req.merchant, req.body, req.ip, origin)
        return ok(null)
      })
  })

  app.post(routes.passwordReset.path, { schema: { body: routes.passwordReset.body } }, async (req) => {
    if (req.body.newPassword !== req.body.confirmNewPassword) throw new AppError(400, ErrorCode.passwordConfirmMismatch)
    await service.resetWithLink(req.merchant, req.body.token, req.body.newPassword)
    return ok(null)
  })

  app.post(routes.passwordSms.path, { schema: { body: routes.passwordSms.body } }, async (req) => {
    phoneRecovery(req)
    const { mobileNum, countryDialingCode } = req.body
    return ok(
      await service.sendPhoneCode(
        req.merchant,
        { mobileNum, countryDialingCode: countryDialingCode ?? undefined },
        req.ip,
      ),
    )
  })

  app.post(routes.passwordVerification.path, { schema: { body: routes.passwordVerification.body } }, async (req) => {
    phoneRecovery(req)
    const { username } = await service.resetWithPhone(req.merchant, req.body)
    return ok({ userName: username })
  })
}
