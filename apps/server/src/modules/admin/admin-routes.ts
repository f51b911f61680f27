/**
 * Operator API (`/admin/*`, contract admin-routes.ts). Off unless PARLOR_ADMIN_TOKEN is set or the
 * server owns an embedded data folder (then a local operator token, see local-operator.ts); every
 * call must carry the token in `X-Admin-Token` (admin-token.ts).
 *
 * The message-centre and feedback tools answer to PARLOR_ADMIN_TOKEN only: the local operator
 * token is for the command-line tools of an embedded database (wallet, outboxes, merchants).
 */
import { ErrorCode, parseMajor, routes, toMajor } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
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
import type { adjust } from '../wallet/wallet-service.ts'
import { operatorScope } from './admin-token.ts'

export const NOT_FOUND_MEMBER = 'member_not_found'
const NOT_FOUND_MERCHANT = 'merchant_not_found'

export interface AdminOptions {
  /** PARLOR_ADMIN_TOKEN; at least one of `token` and `localToken` is set. */
  token?: string | undefined
  localToken?: string | undefined
  repo: MerchantRepository
  registry: MerchantRegistry
  members: MemberRepository
  sessions: SessionRepository
  clock: Clock
  outbox: OutboxRepository
  /** The development mail outbox, for `npm run mail:outbox` while the server runs. */
  mailOutbox?: (limit: number) => Promise<MailOutboxRow[]>
  /** The wallet service's operator adjustment, bound to the database. */
  adjustWallet: (a: Parameters<typeof adjust>[1]) => ReturnType<typeof adjust>
  inbox: InboxRepository
  feedback: FeedbackRepository
}

export async function adminRoutes(app: FastifyInstance, opts: AdminOptions) {
  await operatorScope(app, opts, (scope) => operatorTools(scope, opts))
  const token = opts.token
  if (token) await operatorScope(app, { token }, (scope) => contentTools(scope, opts))
}

const withIsoDate = <R extends { createdAt: Date }>(r: R) => ({ ...r, createdAt: r.createdAt.toISOString() })

/** Merchants, members, the wallet and the development outboxes. */
function operatorTools(app: FastifyInstance, opts: AdminOptions) {
  route(app, routes.adminMerchantPatch, async (req) => {
    const current = (await opts.registry.current()).byCode.get(req.params.code.toLowerCase())
    if (!current) throw new AppError(404, NOT_FOUND_MERCHANT)
    const { flags, authSettings, ...rest } = req.body
    const lang = rest.defaultLanguage ?? current.defaultLanguage
    const langs = rest.languages ?? current.languages
    if (!langs.includes(lang))
      throw new AppError(400, ErrorCode.requestParam, { detail: 'defaultLanguage must be one of languages' })
    const row = await opts.repo.update(current.code, {
      ...rest,
      ...(flags ? { flags: { ...current.flags, ...flags } } : {}),
      ...(authSettings ? { authSettings: { ...current.authSettings, ...authSettings } } : {}),
    })
    opts.registry.invalidate()
    return { code: row?.code, maintenance: row?.maintenance, regionRestriction: row?.regionRestriction }
  })

  route(app, routes.adminMemberPatch, async (req) => {
    const row = await opts.members.setStatus(req.params.id, req.body.status)
    if (!row) throw new AppError(404, NOT_FOUND_MEMBER)
    const revoked = row.status === 1 ? 0 : await opts.sessions.revokeMember(row.id, 'disabled', opts.clock.now())
    return { id: row.id, status: row.status, revokedSessions: revoked }
  })

  // The same ledger door as the tool's direct path, idempotent by the tool's key.
  route(app, routes.adminWalletAdjustment, async (req) => {
    const b = req.body
    const amountMinor = parseMajor(b.amount)
    if (amountMinor === null || amountMinor === 0n)
      throw new AppError(400, ErrorCode.requestParam, {
        detail: 'amount must be a non-zero amount with up to 2 decimals',
      })
    const r = await opts.adjustWallet({
      merchantCode: b.merchant,
      username: b.user,
      amountMinor,
      reason: b.reason,
      key: b.key,
      ...(b.operator ? { operator: b.operator } : {}),
    })
    const mine = r.entries.find((e) => e.amount === amountMinor)
    return {
      transactionId: r.transactionId,
      replayed: r.replayed,
      key: b.key,
      currency: r.currency,
      balance: toMajor(mine?.balanceAfter ?? 0n),
    }
  })

  route(app, routes.adminSmsOutbox, async (req) =>
    (await opts.outbox.latest(req.query.limit, req.query.to)).map(withIsoDate),
  )

  const mailOutbox = opts.mailOutbox
  if (mailOutbox)
    route(app, routes.adminMailOutbox, async (req) => (await mailOutbox(req.query.limit)).map(withIsoDate))
}

/** The message centre's send and list, and members' feedback with its images. */
function contentTools(app: FastifyInstance, { repo, inbox, feedback, clock }: AdminOptions) {
  const merchantId = async (code: string) => {
    const merchant = await repo.findByCodeIgnoringCase(code)
    if (merchant === null) throw new AppError(404, NOT_FOUND_MERCHANT)
    return merchant.id
  }

  route(app, routes.adminInboxSend, async (req) => {
    const merchant = await merchantId(req.body.merchant)
    let memberId: number | null = null
    if (req.body.username !== undefined) {
      memberId = await inbox.memberIdByUsername(merchant, req.body.username)
      if (memberId === null) throw new AppError(404, NOT_FOUND_MEMBER)
    }
    const id = await inbox.insert({
      merchantId: merchant,
      memberId,
      titles: req.body.titles as Record<string, string>,
      contents: req.body.contents as Record<string, string>,
      createdAt: clock.now(),
    })
    return { id, broadcast: memberId === null }
  })

  route(app, routes.adminInboxList, async (req) => {
    const rows = await inbox.recent(await merchantId(req.query.merchant), req.query.limit)
    return rows.map((r) => ({ ...r, broadcast: r.memberId === null, createdAt: r.createdAt.getTime() }))
  })

  route(app, routes.adminFeedbackList, async (req) => {
    const rows = await feedback.recent(await merchantId(req.query.merchant), req.query.limit)
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.getTime() }))
  })

  route(app, routes.adminFeedbackImage, async (req, reply) => {
    const img = await feedback.image(req.params.id, req.params.position)
    return sendImageDownload(reply, img, `feedback-${req.params.id}-${req.params.position}`)
  })
}
