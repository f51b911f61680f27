/**
 * Operator API (`/admin/*`, contract admin-routes.ts): cross-area tools for staff (a back-office
 * session or an API key), the deprecated PARLOR_ADMIN_TOKEN and this machine's command-line tools
 * (modules/staff/staff-auth-plugin.ts). Each call needs its permission and a merchant in scope;
 * each change commits in one transaction with its audit row. What a change needs from the
 * registry or the database is read before that transaction opens: PGlite has one connection, so
 * a read on `db` inside it would wait for itself.
 */
import { ErrorCode, parseMajor, routes, toMajor } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sendImageDownload } from '../../lib/image-upload.ts'
import { route } from '../../lib/route.ts'
import type { FeedbackRepository } from '../feedback/feedback-repository.ts'
import type { InboxRepository } from '../inbox/inbox-repository.ts'
import type { MemberRepository } from '../member/member-repository.ts'
import type { MailOutboxRow } from '../recovery/mailer.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { MerchantRepository } from '../system/merchant-repository.ts'
import type { OutboxRepository } from '../verification/outbox-repository.ts'
import { adjustAudited, adjustedBalance } from '../wallet/wallet-service.ts'
import { eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { feedback as feedbackTable } from '../../db/schema.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { assertInScope, auditActor, inScope, scopedMerchant } from '../staff/staff-principal.ts'

export const NOT_FOUND_MEMBER = 'member_not_found'

export interface AdminOptions {
  db: Db
  repo: MerchantRepository
  registry: MerchantRegistry
  members: MemberRepository
  sessions: SessionRepository
  clock: Clock
  outbox: OutboxRepository
  /** The development mail outbox, for `npm run mail:outbox` while the server runs. */
  mailOutbox?: (limit: number) => Promise<MailOutboxRow[]>
  inbox: InboxRepository
  feedback: FeedbackRepository
}

export async function adminRoutes(app: FastifyInstance, opts: AdminOptions) {
  operatorTools(app, opts)
  contentTools(app, opts)
}

const withIsoDate = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() })

/** The id of a merchant in the caller's scope; unknown and out-of-scope codes answer alike. */
const scopedMerchantId = (registry: MerchantRegistry) => async (req: FastifyRequest, code: string) =>
  (await scopedMerchant(req, registry, code)).id

/** Merchants, members, the wallet and the development outboxes. */
function operatorTools(app: FastifyInstance, opts: AdminOptions) {
  const merchantId = scopedMerchantId(opts.registry)
  route(app, routes.adminMerchantPatch, async (req) => {
    const current = await scopedMerchant(req, opts.registry, req.params.code)
    const { flags, authSettings, ...rest } = req.body
    const lang = rest.defaultLanguage ?? current.defaultLanguage
    const langs = rest.languages ?? current.languages
    if (!langs.includes(lang))
      throw new AppError(400, ErrorCode.requestParam, { detail: 'defaultLanguage must be one of languages' })
    const changed = Object.keys(req.body) as (keyof typeof current)[]
    const row = await inTransaction(opts.db, async (tx) => {
      const updated = await opts.repo.update(tx, current.code, {
        ...rest,
        ...(flags ? { flags: { ...current.flags, ...flags } } : {}),
        ...(authSettings ? { authSettings: { ...current.authSettings, ...authSettings } } : {}),
      })
      await recordAudit(tx, {
        merchantId: current.id,
        ...auditActor(req),
        action: 'merchant.patch',
        target: current.code,
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: req.body,
      })
      return updated
    })
    // Committed: this instance rereads the merchant at once, the others at their next check.
    opts.registry.invalidate()
    return { code: row?.code, maintenance: row?.maintenance, regionRestriction: row?.regionRestriction }
  })

  route(app, routes.adminMemberPatch, async (req) => {
    const found = await opts.members.findById(req.params.id)
    if (!found || !inScope(req.staff, found.merchantId)) throw new AppError(404, NOT_FOUND_MEMBER)
    const now = opts.clock.now()
    return inTransaction(opts.db, async (tx) => {
      const row = await opts.members.setStatus(tx, req.params.id, req.body.status)
      if (!row) throw new AppError(404, NOT_FOUND_MEMBER)
      const revoked = row.status === 1 ? 0 : await opts.sessions.revokeMember(tx, row.id, 'disabled', now)
      await recordAudit(tx, {
        merchantId: row.merchantId,
        ...auditActor(req),
        action: 'member.status',
        target: String(row.id),
        before: { status: found.status },
        after: { status: row.status },
        detail: { revokedSessions: revoked },
      })
      return { id: row.id, status: row.status, revokedSessions: revoked }
    })
  })

  // The same ledger door as the tool's direct path, idempotent by the tool's key.
  route(app, routes.adminWalletAdjustment, async (req) => {
    const b = req.body
    await merchantId(req, b.merchant)
    const amountMinor = parseMajor(b.amount)
    if (amountMinor === null || amountMinor === 0n)
      throw new AppError(400, ErrorCode.requestParam, {
        detail: 'amount must be a non-zero amount with up to 2 decimals',
      })
    // The ledger's entry names the authenticated caller, never a name from the body.
    const r = await inTransaction(opts.db, (tx) =>
      adjustAudited(
        tx,
        { merchantCode: b.merchant, username: b.user, amountMinor, reason: b.reason, key: b.key },
        auditActor(req),
        b.operator,
      ),
    )
    return {
      transactionId: r.transactionId,
      replayed: r.replayed,
      key: b.key,
      currency: r.currency,
      balance: toMajor(adjustedBalance(r, amountMinor)),
    }
  })

  // The development outboxes hold every merchant's codes and links: all-merchant staff only.
  route(app, routes.adminSmsOutbox, async (req) => {
    assertInScope(req.staff, null)
    return (await opts.outbox.latest(req.query.limit, req.query.to)).map(withIsoDate)
  })

  const mailOutbox = opts.mailOutbox
  if (mailOutbox)
    route(app, routes.adminMailOutbox, async (req) => {
      assertInScope(req.staff, null)
      return (await mailOutbox(req.query.limit)).map(withIsoDate)
    })
}

/** The message centre's send and list, and members' feedback with its images. */
function contentTools(app: FastifyInstance, { db, registry, inbox, feedback, clock }: AdminOptions) {
  const merchantId = scopedMerchantId(registry)

  route(app, routes.adminInboxSend, async (req) => {
    const merchant = await merchantId(req, req.body.merchant)
    let memberId: number | null = null
    if (req.body.username !== undefined) {
      memberId = await inbox.memberIdByUsername(merchant, req.body.username)
      if (memberId === null) throw new AppError(404, NOT_FOUND_MEMBER)
    }
    const createdAt = clock.now()
    const id = await inTransaction(db, async (tx) => {
      const made = await inbox.insert(tx, {
        merchantId: merchant,
        memberId,
        titles: req.body.titles as Record<string, string>,
        contents: req.body.contents as Record<string, string>,
        createdAt,
      })
      await recordAudit(tx, {
        merchantId: merchant,
        ...auditActor(req),
        action: 'inbox.send',
        // A message to one member joins that member's trail; a broadcast is its own record.
        target: memberId === null ? `inbox:${made}` : String(memberId),
        after: { username: req.body.username ?? null, titles: req.body.titles },
        detail: { messageId: made },
      })
      return made
    })
    return { id, broadcast: memberId === null }
  })

  route(app, routes.adminInboxList, async (req) => {
    const rows = await inbox.recent(await merchantId(req, req.query.merchant), req.query.limit)
    return rows.map((r) => ({ ...r, broadcast: r.memberId === null, createdAt: r.createdAt.getTime() }))
  })

  route(app, routes.adminFeedbackList, async (req) => {
    const rows = await feedback.recent(await merchantId(req, req.query.merchant), req.query.limit)
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }))
  })

  route(app, routes.adminFeedbackImage, async (req, reply) => {
    const [owner] = await db
      .select({ merchantId: feedbackTable.merchantId })
      .from(feedbackTable)
      .where(eq(feedbackTable.id, req.params.id))
    const img =
      owner && inScope(req.staff, owner.merchantId) ? await feedback.image(req.params.id, req.params.position) : null
    return sendImageDownload(reply, img, `feedback-${req.params.id}-${req.params.position}`)
  })
}
