/**
 * Balance adjustments by staff. Up to the merchant's threshold (absolute amount) one is applied at
 * once through the wallet's operator adjustment; above it, it waits for a second staff member with
 * `members.approve`, whose approval applies it in the same transaction as the state change.
 * Idempotent by the caller's key: the same key answers the same adjustment and posts nothing new.
 */
import { ErrorCode, parseMajor, StaffErrorCode, WalletErrorCode } from '@parlor/contract'
import type { boAdjustmentSchema } from '@parlor/contract'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { auditActor, inScope, type StaffPrincipal } from '../staff/staff-principal.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { adjustIn } from '../wallet/wallet-service.ts'
import type { AdjustmentWithMember, BoAdjustmentsRepository } from './bo-adjustments-repository.ts'
import type { BoMembersRepository } from './bo-members-repository.ts'
import { major } from './bo-members-service.ts'

type Answer = z.input<typeof boAdjustmentSchema>

/** The audit's view of an adjustment: what a reader checks, no ledger internals. */
const auditView = (a: { state: string; amountMinor: bigint; transactionId: number | null }) => ({
  state: a.state,
  amount: major(a.amountMinor),
  transactionId: a.transactionId,
})

export function createBoAdjustmentsService(deps: {
  db: Db
  repo: BoAdjustmentsRepository
  members: BoMembersRepository
  registry: MerchantRegistry
  clock: Clock
}) {
  const { db, repo, members, registry, clock } = deps

  const merchantById = async (id: number) =>
    [...(await registry.current()).byCode.values()].find((m) => m.id === id) ?? null

  function answer(a: AdjustmentWithMember, merchant: Merchant): Answer {
    return {
      id: a.id,
      merchant: merchant.code,
      memberId: a.memberId,
      username: a.username,
      amount: major(a.amountMinor),
      reason: a.reason,
      state: a.state as Answer['state'],
      requestedBy: a.requestedBy,
      decidedBy: a.decidedBy,
      decisionNote: a.decisionNote,
      transactionId: a.transactionId,
      createdAt: a.createdAt.toISOString(),
      decidedAt: a.decidedAt?.toISOString() ?? null,
    }
  }

  /** Posts the adjustment in `tx`; a debit the balance does not cover is refused by name. */
  async function apply(tx: Tx, a: AdjustmentWithMember, merchant: Merchant, staff: StaffPrincipal) {
    try {
      const posted = await adjustIn(tx, {
        merchantCode: merchant.code,
        username: a.username,
        amountMinor: a.amountMinor,
        reason: a.reason,
        key: `backoffice-adjustment:${a.id}`,
        operator: staff.name,
      })
      await repo.setTransaction(tx, a.id, posted.transactionId)
      return posted.transactionId
    } catch (err) {
      if (err instanceof AppError && err.errorCode === WalletErrorCode.insufficientBalance)
        throw new AppError(409, StaffErrorCode.insufficientBalance)
      throw err
    }
  }

  /** The adjustment, refused (404) when missing or of a merchant outside the caller's scope. */
  async function scoped(req: FastifyRequest, id: number) {
    const a = await repo.byId(db, id)
    const merchant = a ? await merchantById(a.merchantId) : null
    if (!a || !merchant || !inScope(req.staff, merchant.id)) throw new AppError(404, StaffErrorCode.notFound404)
    return { a, merchant }
  }

  async function reload(id: number, merchant: Merchant) {
    const a = await repo.byId(db, id)
    if (!a) throw new AppError(404, StaffErrorCode.notFound404)
    return answer(a, merchant)
  }

  return {
    async list(
      merchant: Merchant,
      q: { state?: string | undefined; memberId?: number | undefined; page: number; pageSize: number },
    ) {
      const found = await repo.list({
        merchantId: merchant.id,
        state: q.state,
        memberId: q.memberId,
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      })
      return { rows: found.rows.map((a) => answer(a, merchant)), total: found.total }
    },

    async create(req: FastifyRequest, body: { memberId: number; amount: string; reason: string; key: string }) {
      const amountMinor = parseMajor(body.amount)
      if (amountMinor === null || amountMinor === 0n)
        throw new AppError(400, ErrorCode.requestParam, { detail: 'amount must be a non-zero amount' })
      const member = await members.byId(db, body.memberId)
      const merchant = member ? await merchantById(member.merchantId) : null
      if (!member || !merchant || !inScope(req.staff, merchant.id))
        throw new AppError(404, StaffErrorCode.memberNotFound)

      const replay = async () => {
        const found = await repo.byKey(db, merchant.id, body.key)
        if (!found) return null
        // The key names one request: another member or amount under it is a mistake, not a retry.
        if (found.memberId !== member.id || found.amountMinor !== amountMinor)
          throw new AppError(409, WalletErrorCode.idempotencyConflict)
        return answer(found, merchant)
      }
      const earlier = await replay()
      if (earlier) return earlier

      const staff = req.staff
      const id = await inTransaction(db, async (tx) => {
        const threshold = await repo.thresholdMinor(tx, merchant.id)
        const abs = amountMinor < 0n ? -amountMinor : amountMinor
        const atOnce = abs <= threshold
        const now = clock.now()
        const made = await repo.insert(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          amountMinor,
          reason: body.reason,
          state: atOnce ? 'applied' : 'pending',
          idemKey: body.key,
          requestedBy: staff.name,
          requestedById: staff.id,
          createdAt: now,
          ...(atOnce ? { decidedAt: now } : {}),
        })
        if (!made) return null
        const row = { ...made, username: member.username }
        const transactionId = atOnce ? await apply(tx, row, merchant, staff) : null
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'adjustment.create',
          target: String(member.id),
          before: null,
          after: auditView({ ...made, transactionId }),
          detail: {
            adjustmentId: made.id,
            memberId: member.id,
            username: member.username,
            reason: body.reason,
            key: body.key,
            thresholdMinor: threshold.toString(),
            person: staff.person,
          },
        })
        return made.id
      })
      if (id === null) {
        const twin = await replay()
        if (!twin) throw new Error('adjustment key taken but no row found')
        return twin
      }
      return reload(id, merchant)
    },

    /** Applies a pending adjustment; the requester cannot approve their own. */
    async approve(req: FastifyRequest, id: number, note: string | undefined) {
      const { a, merchant } = await scoped(req, id)
      if (a.state !== 'pending') throw new AppError(409, StaffErrorCode.adjustmentState)
      const staff = req.staff
      // People, not credentials: a key its requester created is the requester too.
      const requester = await repo.requester(db, merchant.id, a.memberId, id)
      if ((requester?.person ?? a.requestedBy) === staff.person) throw new AppError(403, StaffErrorCode.sameApprover)
      await inTransaction(db, async (tx) => {
        const decided = await repo.decide(tx, id, {
          state: 'applied',
          decidedBy: staff.name,
          decidedById: staff.id,
          note: note ?? null,
          at: clock.now(),
        })
        // Another approver (or a rejection) got there first: nothing is posted twice.
        if (!decided) throw new AppError(409, StaffErrorCode.adjustmentState)
        const transactionId = await apply(tx, a, merchant, staff)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'adjustment.approve',
          target: String(a.memberId),
          before: auditView(a),
          after: auditView({ ...decided, transactionId }),
          detail: { adjustmentId: id, memberId: a.memberId, username: a.username, note: note ?? null },
        })
      })
      return reload(id, merchant)
    },

    async reject(req: FastifyRequest, id: number, note: string | undefined) {
      const { a, merchant } = await scoped(req, id)
      await inTransaction(db, async (tx) => {
        const decided = await repo.decide(tx, id, {
          state: 'rejected',
          decidedBy: req.staff.name,
          decidedById: req.staff.id,
          note: note ?? null,
          at: clock.now(),
        })
        if (!decided) throw new AppError(409, StaffErrorCode.adjustmentState)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...auditActor(req),
          action: 'adjustment.reject',
          target: String(a.memberId),
          before: auditView(a),
          after: auditView(decided),
          detail: { adjustmentId: id, memberId: a.memberId, username: a.username, note: note ?? null },
        })
      })
      return reload(id, merchant)
    },
  }
}
export type BoAdjustmentsService = ReturnType<typeof createBoAdjustmentsService>
