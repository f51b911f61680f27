import { INBOX_PAGE_SIZE, type InboxMessage, LANGUAGES, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { ok } from '../../lib/envelope.ts'
import { AppError } from '../../lib/errors.ts'
import type { AuthMember } from '../../plugins/auth.ts'
import { adminTokenCheck } from '../admin/admin-routes.ts'
import type { InboxRepository, InboxRow } from './inbox-repository.ts'

/** Text in the caller's language, else the merchant default, else English, else any. */
export function pickText(text: Record<string, string>, req: FastifyRequest): string {
  return text[req.language ?? ''] ?? text[req.merchant.defaultLanguage] ?? text.EN ?? Object.values(text)[0] ?? ''
}

const localized = z
  .partialRecord(z.enum(LANGUAGES), z.string().trim().min(1).max(20_000))
  .refine((v) => Object.keys(v).length > 0, 'needs at least one language')

const sendSchema = z
  .object({
    merchant: z.string().min(1).max(64),
    /** One member; absent: every member of the merchant (decision 014). */
    username: z.string().min(1).max(64).optional(),
    titles: localized,
    contents: localized,
  })
  .strict()

export const NOT_FOUND_MEMBER = 'member_not_found'

/**
 * The message centre (wire-contract §8 inbox; storefront §Content and inbox calls): member-only
 * reads and read marks, plus the operator's send and list under `/admin`, behind the admin token.
 */
export async function inboxRoutes(
  fastify: FastifyInstance,
  { repo, clock, adminToken }: { repo: InboxRepository; clock: Clock; adminToken?: string | undefined },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  const reader = (req: FastifyRequest) => {
    const m = req.member as AuthMember
    return { id: m.id, merchantId: m.merchantId }
  }
  const toWire = (row: InboxRow, req: FastifyRequest): InboxMessage => ({
    id: row.id,
    title: pickText(row.titles, req),
    // Stored as the operator wrote it; the web sanitises with DOMPurify before display.
    content: pickText(row.contents, req),
    read: row.read,
    broadcast: row.memberId === null,
    createdTime: row.createdAt.getTime(),
  })

  for (const route of [routes.inbox, routes.inboxV2]) {
    app.get(route.path, { onRequest: fastify.requireMember, schema: { querystring: route.query } }, async (req) => {
      const pageNo = req.query.pageNo ?? req.query.page ?? 1
      const pageSize = req.query.pageSize ?? req.query.size ?? INBOX_PAGE_SIZE
      const { rows, totalCount, unreadCount } = await repo.page(reader(req), pageNo, pageSize)
      return ok({
        list: rows.map((r) => toWire(r, req)),
        pageNum: pageNo,
        pageSize,
        totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
        totalCount,
        unreadCount,
      })
    })
  }

  for (const route of [routes.inboxUnreadCount, routes.inboxUnreadCountV2]) {
    app.get(route.path, { onRequest: fastify.requireMember }, async (req) => ok(await repo.unreadCount(reader(req))))
  }

  app.get(
    routes.inboxMessage.path,
    { onRequest: fastify.requireMember, schema: { querystring: routes.inboxMessage.query } },
    async (req) => {
      // Another member's message answers exactly like a missing one.
      const row = await repo.find(reader(req), req.query.id)
      if (!row) throw new AppError(404, 'not_found')
      return ok(toWire(row, req))
    },
  )

  app.post(
    routes.inboxMarkRead.path,
    { onRequest: fastify.requireMember, schema: { body: routes.inboxMarkRead.body } },
    async (req) => {
      await repo.markRead(reader(req), req.body.ids, clock.now())
      return ok(await repo.unreadCount(reader(req)))
    },
  )

  if (!adminToken) return
  await fastify.register(async (scope) => {
    const admin = scope.withTypeProvider<ZodTypeProvider>()
    admin.addHook('onRequest', adminTokenCheck(adminToken))

    admin.post('/admin/inbox/messages', { schema: { body: sendSchema } }, async (req) => {
      const merchantId = await repo.merchantIdByCode(req.body.merchant)
      if (merchantId === null) throw new AppError(404, 'merchant_not_found')
      let memberId: number | null = null
      if (req.body.username !== undefined) {
        memberId = await repo.memberIdByUsername(merchantId, req.body.username)
        if (memberId === null) throw new AppError(404, NOT_FOUND_MEMBER)
      }
      const id = await repo.insert({
        merchantId,
        memberId,
        titles: req.body.titles as Record<string, string>,
        contents: req.body.contents as Record<string, string>,
        createdAt: clock.now(),
      })
      return ok({ id, broadcast: memberId === null })
    })

    admin.get(
      '/admin/inbox/messages',
      {
        schema: {
          querystring: z.object({
            merchant: z.string().min(1).max(64),
            limit: z.coerce.number().int().min(1).max(200).default(50),
          }),
        },
      },
      async (req) => {
        const merchantId = await repo.merchantIdByCode(req.query.merchant)
        if (merchantId === null) throw new AppError(404, 'merchant_not_found')
        const rows = await repo.recent(merchantId, req.query.limit)
        return ok(rows.map((r) => ({ ...r, broadcast: r.memberId === null, createdAt: r.createdAt.getTime() })))
      },
    )
  })
}
