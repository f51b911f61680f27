import { ErrorCode, ICON_FIELD_MAX_CHARS, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { MemberCentreService } from './member-centre-service.ts'

/** Room for the base64 field and the form's own overhead. */
const ICON_BODY_LIMIT = ICON_FIELD_MAX_CHARS + 64 * 1024

/** Member centre and profile (decision 012). Every call but the icon image needs a session. */
export async function memberCentreRoutes(app: FastifyInstance, { service }: { service: MemberCentreService }) {
  route(app, routes.memberNickname, async (req) => {
    await service.setNickname(req.member, req.body.nickname)
    return null
  })

  route(app, routes.memberEmail, async (req) => {
    await service.setEmail(req.member, req.body.email)
    return null
  })

  route(app, routes.memberPayeeName, async (req) => {
    await service.setPayeeName(req.merchant, req.member, req.body.payeeName)
    return null
  })

  route(app, routes.memberBirthDate, async (req) => {
    await service.setBirthDate(req.merchant, req.member, req.body.birthDate)
    return null
  })

  route(app, routes.memberIcon, async (req) => await service.icon(req.member))

  // The original clients post the icon form-encoded (wire-contract §5); the parser lives in this scope only.
  await app.register(async (form: FastifyInstance) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ICON_BODY_LIMIT },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )
    route(form, routes.memberIconUpload, async (req) => service.uploadIcon(req.member, req.body.file), {
      bodyLimit: ICON_BODY_LIMIT,
    })
  })

  route(app, routes.memberIconImage, async (req, reply) => {
    const icon = await service.iconImage(req.params.key)
    if (!icon) throw new AppError(404, ErrorCode.notFound)
    return (
      reply
        .header('content-type', icon.contentType)
        .header('x-content-type-options', 'nosniff')
        // A new upload gets a new key, so one key's bytes never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-disposition', 'inline')
        .send(icon.bytes)
    )
  })

  route(app, routes.securityConfig, async (req) => await service.securityConfig(req.member, req.session.id))

  route(app, routes.memberPnl, async (req) => await service.pnl(req.merchant, req.member, req.query))

  route(app, routes.memberRebateReport, async (req) => await service.rebateReport(req.merchant, req.member, req.query))

  route(app, routes.memberReferredMembers, async (req) => await service.referredMembers(req.merchant, req.member))
}
