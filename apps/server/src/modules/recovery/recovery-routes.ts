import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { RecoveryService } from './recovery-service.ts'

export async function recoveryRoutes(app: FastifyInstance, { service }: { service: RecoveryService }) {
  // The original clients post this one form-encoded (wire-contract §1.2); the parser lives in this scope only.
  await app.register(async (form: FastifyInstance) => {
    form.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))))
    })
    route(form, routes.passwordEmail, async (req) => {
      const origin = `${req.protocol}://${req.host}`
      await service.requestEmail(req.merchant, req.body, req.ip, origin)
      return null
    })
  })

  route(app, routes.passwordReset, async (req) => {
    if (req.body.newPassword !== req.body.confirmNewPassword) throw new AppError(400, ErrorCode.passwordConfirmMismatch)
    await service.resetWithLink(req.merchant, req.body.token, req.body.newPassword)
    return null
  })

  route(app, routes.passwordSms, async (req) => {
    const { mobileNum, countryDialingCode } = req.body
    return await service.sendPhoneCode(
      req.merchant,
      { mobileNum, countryDialingCode: countryDialingCode ?? undefined },
      req.ip,
    )
  })

  route(app, routes.passwordVerification, async (req) => {
    const { username } = await service.resetWithPhone(req.merchant, req.body)
    return { userName: username }
  })
}
