import { ErrorCode, ICON_FIELD_MAX_CHARS, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { AuthMember, AuthSession } from '../../plugins/auth.ts'
import type { MemberCentreService } from './member-centre-service.ts'

/** Room for the base64 field and the form's own overhead. */
const ICON_BODY_LIMIT = ICON_FIELD_MAX_CHARS + 64 * 1024

/** Member centre and profile (issue 8, decision 012). Every call but the icon image needs a session. */
export async function memberCentreRoutes(fastify: FastifyInstance, { service }: { service: MemberCentreService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // requireMember / requireRealMember have run, so both are set.
  const caller = (req: FastifyRequest) => req.member as AuthMember
  const session = (req: FastifyRequest) => req.session as AuthSession

  app.put(
    routes.memberNickname.path,
    { onRequest: app.requireRealMember, schema: { body: routes.memberNickname.body } },
    async (req) => {
      await service.setNickname(caller(req), req.body.nickname)
      return ok(null)
    },
  )

  app.put(
    routes.memberEmail.path,
    { onRequest: app.requireRealMember, schema: { body: routes.memberEmail.body } },
    async (req) => {
      await service.setEmail(caller(req), req.body.email)
      return ok(null)
    },
  )

  app.put(
    routes.memberPayeeName.path,
    { onRequest: app.requireRealMember, schema: { body: routes.memberPayeeName.body } },
    async (req) => {
      await service.setPayeeName(req.merchant, caller(req), req.body.payeeName)
      return ok(null)
    },
  )

  app.get(routes.memberIcon.path, { onRequest: app.requireMember }, async (req) => ok(await service.icon(caller(req))))

  // The original clients post the icon form-encoded (wire-contract §5); the parser lives in this scope only.
  await app.register(async (form) => {
    form.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: ICON_BODY_LIMIT },
      (_req, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))))
      },
    )
    form.withTypeProvider<ZodTypeProvider>().post(
      routes.memberIconUpload.path,
      {
        onRequest: form.requireRealMember,
        bodyLimit: ICON_BODY_LIMIT,
        schema: { body: routes.memberIconUpload.body },
      },
      async (req) => ok(await service.uploadIcon(caller(req), req.body.file)),
    )
  })

  app.get<{ Params: { key: string } }>(routes.memberIconImage.path, async (req, reply) => {
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

  app.get(routes.securityConfig.path, { onRequest: app.requireRealMember }, async (req) =>
    ok(await service.securityConfig(caller(req), session(req).id)),
  )

  app.get(
    routes.memberPnl.path,
    { onRequest: app.requireRealMember, schema: { querystring: routes.memberPnl.query } },
    async (req) => ok(await service.pnl(req.merchant, caller(req), req.query)),
  )

  app.get(
    routes.memberRebateReport.path,
    { onRequest: app.requireRealMember, schema: { querystring: routes.memberRebateReport.query } },
    async (req) => ok(await service.rebateReport(req.merchant, caller(req), req.query)),
  )

  app.get(
    routes.memberFundRecords.path,
    { onRequest: app.requireRealMember, schema: { querystring: routes.memberFundRecords.query } },
    async (req) => ok(await service.fundRecords(req.merchant, caller(req), req.query)),
  )

  app.get(routes.memberReferredMembers.path, { onRequest: app.requireRealMember }, async (req) =>
    ok(await service.referredMembers(req.merchant, caller(req))),
  )
}
