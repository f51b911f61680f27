import { INBOX_PAGE_SIZE, type InboxMessage, routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import type { AuthMember } from '../../plugins/auth.ts'
import type { InboxRepository, InboxRow } from './inbox-repository.ts'

/** Text in the caller's language, else the merchant default, else English, else any. */
export function pickText(text: Record<string, string>, req: FastifyRequest): string {
  return text[req.language ?? ''] ?? text[req.merchant.defaultLanguage] ?? text.EN ?? Object.values(text)[0] ?? ''
}

/**
 * The message centre (wire-contract §8 inbox; storefront §Content and inbox calls): member-only
 * reads and read marks. The operator's send and list are in modules/admin.
 */
export async function inboxRoutes(app: FastifyInstance, { repo, clock }: { repo: InboxRepository; clock: Clock }) {
  const reader = (req: { member: AuthMember }) => ({ id: req.member.id, merchantId: req.member.merchantId })
  const toWire = (row: InboxRow, req: FastifyRequest): InboxMessage => ({
    id: row.id,
    title: pickText(row.titles, req),
    // Stored as the operator wrote it; the web sanitises with DOMPurify before display.
    content: pickText(row.contents, req),
    read: row.read,
    broadcast: row.memberId === null,
    createdTime: row.createdAt.getTime(),
  })

  for (const entry of [routes.inbox, routes.inboxV2]) {
    route(app, entry, async (req) => {
      const pageNo = req.query.pageNo ?? req.query.page ?? 1
      const pageSize = req.query.pageSize ?? req.query.size ?? INBOX_PAGE_SIZE
      const { rows, totalCount, unreadCount } = await repo.page(reader(req), pageNo, pageSize)
      return {
        list: rows.map((r) => toWire(r, req)),
        pageNum: pageNo,
        pageSize,
        totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
        totalCount,
        unreadCount,
      }
    })
  }

  for (const entry of [routes.inboxUnreadCount, routes.inboxUnreadCountV2])
    route(app, entry, async (req) => repo.unreadCount(reader(req)))

  route(app, routes.inboxMessage, async (req) => {
    // Another member's message answers exactly like a missing one.
    const row = await repo.find(reader(req), req.query.id)
    if (!row) throw new AppError(404, 'not_found')
    return toWire(row, req)
  })

  route(app, routes.inboxMarkRead, async (req) => {
    await repo.markRead(reader(req), req.body.ids, clock.now())
    return repo.unreadCount(reader(req))
  })
}
