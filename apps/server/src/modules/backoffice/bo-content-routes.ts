/**
 * The back office's content calls (announcements of every type, help entries, image uploads) and
 * the public address uploaded images are served from (contract backoffice-routes.ts, media-routes.ts).
 */
import { ErrorCode, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { auditActor, inScope, scopedMerchant } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { BoContentService, MerchantOfId } from './bo-content-service.ts'
import { UPLOAD_BODY_TYPES, UPLOAD_MAX_BYTES } from './bo-content-uploads.ts'

export async function boContentRoutes(
  app: FastifyInstance,
  { service, registry }: { service: BoContentService; registry: MerchantRegistry },
) {
  /** A stored record's merchant, or null when the caller may not act on it. */
  const merchantOf =
    (req: FastifyRequest): MerchantOfId =>
    async (merchantId) => {
      if (!inScope(req.staff, merchantId)) return null
      for (const m of (await registry.current()).byCode.values()) if (m.id === merchantId) return m
      return null
    }

  route(app, routes.boAnnouncementList, async (req) => {
    const { merchant, ...q } = req.query
    return service.listAnnouncements(await scopedMerchant(req, registry, merchant), q)
  })
  route(app, routes.boAnnouncementCreate, async (req) =>
    service.createAnnouncement(await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
  route(app, routes.boAnnouncementUpdate, async (req) =>
    service.updateAnnouncement(
      req.params.id,
      await scopedMerchant(req, registry, req.body.merchant),
      req.body,
      auditActor(req),
    ),
  )
  route(app, routes.boAnnouncementDelete, async (req) =>
    service.deleteAnnouncement(req.params.id, merchantOf(req), auditActor(req)),
  )

  route(app, routes.boHelpList, async (req) =>
    service.listHelp(await scopedMerchant(req, registry, req.query.merchant)),
  )
  route(app, routes.boHelpCreate, async (req) =>
    service.createHelp(await scopedMerchant(req, registry, req.body.merchant), req.body, auditActor(req)),
  )
  route(app, routes.boHelpUpdate, async (req) =>
    service.updateHelp(
      req.params.id,
      await scopedMerchant(req, registry, req.body.merchant),
      req.body,
      auditActor(req),
    ),
  )
  route(app, routes.boHelpDelete, async (req) => service.deleteHelp(req.params.id, merchantOf(req), auditActor(req)))

  // Raw image bytes: this scope alone reads image bodies, as a Buffer of at most 2 MiB.
  await app.register(async (scope) => {
    scope.addContentTypeParser(UPLOAD_BODY_TYPES, { parseAs: 'buffer' }, (_req, body, done) => done(null, body))
    route(
      scope,
      routes.boUpload,
      async (req) => {
        const merchant = await scopedMerchant(req, registry, req.query.merchant)
        const bytes = Buffer.isBuffer(req.body) ? req.body : null
        if (req.body !== undefined && !bytes) throw new AppError(415, BoContentErrorCode.uploadType)
        return service.upload(merchant, bytes, auditActor(req))
      },
      {
        // One byte over the cap still reaches the handler, which names the limit in its answer.
        bodyLimit: UPLOAD_MAX_BYTES + 1,
        preParsing: async (req) => {
          if (Number(req.headers['content-length'] ?? 0) > UPLOAD_MAX_BYTES)
            throw new AppError(413, BoContentErrorCode.uploadTooLarge, { max: '2 MiB' })
        },
      },
    )
  })

  route(app, routes.cdnUpload, async (req, reply) => {
    const image = await service.image(req.params.merchant, req.params.file)
    if (!image) throw new AppError(404, ErrorCode.notFound)
    return (
      reply
        .header('content-type', image.contentType)
        .header('x-content-type-options', 'nosniff')
        // A new image is a new name, so the bytes behind a name never change.
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(image.bytes)
    )
  })
}
