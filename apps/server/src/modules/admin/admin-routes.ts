/**
 * Operator API. Off unless PARLOR_ADMIN_TOKEN is set; every call must carry that token in
 * `X-Admin-Token`. Compared in constant time so the token cannot be guessed byte by byte.
 */
import { timingSafeEqual, createHash } from 'node:crypto'
import { LANGUAGES, MODULE_IDS } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError } from '../../lib/errors.ts'
import { ok } from '../../lib/envelope.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { MerchantRepository } from '../system/merchant-repository.ts'
import type { Clock } from '../../lib/clock.ts'
import type { MemberRepository } from '../member/member-repository.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import type { OutboxRepository } from '../verification/outbox-repository.ts'

const digest = (s: string) => createHash('sha256').update(s).digest()

const patchSchema = z
  .object({
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    allowedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
    flags: z.partialRecord(z.enum(MODULE_IDS), z.boolean()),
    languages: z.array(z.enum(LANGUAGES)).min(1),
    defaultLanguage: z.enum(LANGUAGES),
    legacyEncryption: z.boolean(),
    authSettings: z
      .object({
        captchaType: z.enum(['numeric', 'arithmetic']),
        passwordMaxAgeDays: z.number().int().min(0).max(3650),
        socialSignUp: z.boolean(),
      })
      .partial()
      .strict(),
  })
  .partial()
  .strict()

/** Status 0 disables the member: every session ends at once and login fails. */
const memberPatchSchema = z.object({ status: z.union([z.literal(0), z.literal(1)]) }).strict()

/** The `X-Admin-Token` check; operator routes of other modules (inbox, feedback) use it too. */
export function adminTokenCheck(token: string) {
  const expected = digest(token)
  return async (req: FastifyRequest) => {
    const given = req.headers['x-admin-token']
    if (typeof given !== 'string' || !timingSafeEqual(digest(given), expected)) {
      throw new AppError(401, 'admin_unauthorized')
    }
  }
}

export async function adminRoutes(
  fastify: FastifyInstance,
  opts: {
    token: string
    repo: MerchantRepository
    registry: MerchantRegistry
    members: MemberRepository
    sessions: SessionRepository
    clock: Clock
    outbox: OutboxRepository
    /** The development mail outbox, for `npm run mail:outbox` while the server runs. */
    mailOutbox?: (limit: number) => Promise<unknown[]>
  },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  app.addHook('onRequest', adminTokenCheck(opts.token))

  app.patch(
    '/admin/merchants/:code',
    { schema: { params: z.object({ code: z.string().min(1).max(64) }), body: patchSchema } },
    async (req) => {
      const current = (await opts.registry.current()).byCode.get(req.params.code.toLowerCase())
      if (!current) throw new AppError(404, 'merchant_not_found')
      const { flags, authSettings, ...rest } = req.body
      const lang = rest.defaultLanguage ?? current.defaultLanguage
      const langs = rest.languages ?? current.languages
      if (!langs.includes(lang))
        throw new AppError(400, 'request_param_err', { detail: 'defaultLanguage must be one of languages' })
      const row = await opts.repo.update(current.code, {
        ...rest,
        ...(flags ? { flags: { ...current.flags, ...flags } } : {}),
        ...(authSettings ? { authSettings: { ...current.authSettings, ...authSettings } } : {}),
      })
      opts.registry.invalidate()
      return ok({ code: row?.code, maintenance: row?.maintenance, regionRestriction: row?.regionRestriction })
    },
  )

  app.patch(
    '/admin/members/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }), body: memberPatchSchema } },
    async (req) => {
      const row = await opts.members.setStatus(req.params.id, req.body.status)
      if (!row) throw new AppError(404, 'member_not_found')
      const revoked = row.status === 1 ? 0 : await opts.sessions.revokeMember(row.id, 'disabled', opts.clock.now())
      return ok({ id: row.id, status: row.status, revokedSessions: revoked })
    },
  )

  // The development SMS outbox, for `npm run sms:outbox` and browser journeys while the server runs.
  app.get(
    '/admin/sms-outbox',
    {
      schema: {
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(200).default(10),
          to: z.string().max(32).optional(),
        }),
      },
    },
    async (req) => ok(await opts.outbox.latest(req.query.limit, req.query.to)),
  )

  const mailOutbox = opts.mailOutbox
  if (mailOutbox) {
    app.get(
      '/admin/mail-outbox',
      { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(200).default(10) }) } },
      async (req) => ok(await mailOutbox(req.query.limit)),
    )
  }
}
