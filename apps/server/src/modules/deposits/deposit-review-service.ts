/**
 * The operator's side of deposits: the list and receipts, confirming or rejecting a manual
 * transfer or a deposit kept for review, the channel settings, and reconciliation on demand.
 * Every change is audited in its own transaction.
 */
import {
  type AdminChannel,
  type AdminChannelBody,
  CHANNEL_KINDS,
  CHANNEL_VARIANTS,
  CashierError,
  formatMinor,
  parseMajor,
} from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { AuditActor } from '../staff/staff-principal.ts'
import { MANUAL_PROVIDER } from '../payments/provider-registry.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { type DepositCore, type DepositDeps, depositToWire } from './deposit-core.ts'
import type { DepositPaymentsService } from './deposit-payments-service.ts'
import type { DepositView } from './deposits-repository.ts'

type Review = { merchant: string; operator?: string | undefined; note?: string | undefined }
/** The name a script gave as `operator`, kept beside the caller in the audit detail. */
const named = (operator: string | undefined) => (operator ? { operator } : {})

function adminWire(d: DepositView, merchantCode: string) {
  const q = new URLSearchParams({ merchant: merchantCode })
  return {
    ...depositToWire(d, 'EN'),
    member: d.member,
    receiptUrl: d.receiptMime ? `/admin/cashier/deposits/${d.orderNo}/receipt?${q}` : null,
  }
}

function channelAmounts(b: AdminChannelBody) {
  const min = parseMajor(b.minAmount)
  const max = parseMajor(b.maxAmount)
  if (min === null || max === null || min <= 0n || max < min)
    throw new AppError(400, 'request_param_err', { detail: 'minAmount must be above 0 and at most maxAmount' })
  if (b.kind === 'manual' && !b.account)
    throw new AppError(400, 'request_param_err', { detail: 'a manual channel needs its receiving account' })
  if (!b.names.EN) throw new AppError(400, 'request_param_err', { detail: 'names needs at least EN' })
  return { min, max }
}

/** A stored text as one of the contract's values; the put route only ever stores those. */
function oneOf<T extends string>(values: readonly T[], v: string): T {
  if (!(values as readonly string[]).includes(v)) throw new Error(`unexpected stored value ${v}`)
  return v as T
}

export function createDepositReviewService(deps: DepositDeps, core: DepositCore, payments: DepositPaymentsService) {
  const { db, repo, channelRepo, clock } = deps
  const merchants = createMerchantRepository(db)

  async function merchantOf(code: string) {
    const m = await merchants.findByCodeIgnoringCase(code)
    if (!m) throw new AppError(404, 'merchant_not_found')
    return m
  }

  return {
    async adminList(merchantCode: string, q: { status?: string | undefined; pageNo?: number; pageSize?: number }) {
      const m = await merchantOf(merchantCode)
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const found = await repo.viewPage({ merchantId: m.id, status: q.status }, { pageNo, pageSize })
      return { list: found.rows.map((r) => adminWire(r, m.code)), totalCount: found.total }
    },

    async adminReceipt(merchantCode: string, orderNo: string) {
      const m = await merchants.findByCodeIgnoringCase(merchantCode)
      return m ? repo.receipt(m.id, orderNo) : null
    },

    /** Credits a manual transfer still pending, or a gateway deposit kept for review (the paid amount). */
    async adminConfirm(orderNo: string, b: Review, actor: AuditActor) {
      const m = await merchantOf(b.merchant)
      const memberId = await inTransaction(db, async (tx) => {
        const d = await repo.lock(tx, orderNo)
        if (!d || d.merchantId !== m.id) throw new AppError(404, CashierError.depositNotFound)
        let creditMinor: bigint
        if (d.status === 'pending' && d.provider === MANUAL_PROVIDER) creditMinor = d.amountMinor
        else if (d.status === 'review') creditMinor = (d.paidMinor ?? d.amountMinor + d.feeMinor) - d.feeMinor
        else throw new AppError(409, CashierError.depositBadTransition)
        if (creditMinor <= 0n) throw new AppError(409, CashierError.depositBadTransition)
        await core.credit(tx, d, creditMinor, {
          reviewedBy: b.operator ?? actor.actor,
          ...(b.note ? { note: b.note } : {}),
        })
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: 'deposit.confirm',
          target: orderNo,
          before: { status: d.status },
          after: { status: 'success', credited: creditMinor.toString() },
          detail: { from: d.status, credited: creditMinor.toString(), note: b.note ?? null, ...named(b.operator) },
        })
        return d.memberId
      })
      await core.afterCredit(m.id, memberId)
      return adminWire(await core.viewOf(orderNo), m.code)
    },

    async adminReject(orderNo: string, b: Review, actor: AuditActor) {
      const m = await merchantOf(b.merchant)
      await inTransaction(db, async (tx) => {
        const d = await repo.lock(tx, orderNo)
        if (!d || d.merchantId !== m.id) throw new AppError(404, CashierError.depositNotFound)
        const open = d.status === 'review' || (d.status === 'pending' && d.provider === MANUAL_PROVIDER)
        if (!open) throw new AppError(409, CashierError.depositBadTransition)
        await core.close(tx, d, 'rejected', { reviewedBy: b.operator ?? actor.actor, note: b.note ?? 'Rejected' })
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: 'deposit.reject',
          target: orderNo,
          before: { status: d.status },
          after: { status: 'rejected' },
          detail: { from: d.status, note: b.note ?? null, ...named(b.operator) },
        })
      })
      return adminWire(await core.viewOf(orderNo), m.code)
    },

    /** Every channel of the merchant in the form `adminChannelPut` takes back. */
    async adminChannels(merchantCode: string): Promise<{ list: AdminChannel[] }> {
      const m = await merchantOf(merchantCode)
      const rows = await channelRepo.allChannelsOf(m.id)
      const major = (minor: bigint) => formatMinor(minor, { grouping: false })
      return {
        list: rows.map((c) => ({
          code: c.code,
          kind: oneOf(CHANNEL_KINDS, c.kind),
          variant: oneOf(CHANNEL_VARIANTS, c.variant),
          provider: c.provider,
          names: c.names,
          minAmount: major(c.minMinor),
          maxAmount: major(c.maxMinor),
          feePercent: c.feeBp / 100,
          quickAmounts: c.quickAmounts,
          displayOrder: c.displayOrder,
          enabled: c.enabled,
          maintenance: c.maintenance,
          account: c.account ?? null,
        })),
      }
    },

    async adminChannelPut(b: AdminChannelBody, actor: AuditActor) {
      const m = await merchantOf(b.merchant)
      const { min, max } = channelAmounts(b)
      await inTransaction(db, async (tx) => {
        await channelRepo.upsertChannel(tx, {
          merchantId: m.id,
          code: b.code,
          kind: b.kind,
          variant: b.variant,
          provider: b.kind === 'manual' ? MANUAL_PROVIDER : b.provider,
          names: b.names,
          minMinor: min,
          maxMinor: max,
          feeBp: Math.round(b.feePercent * 100),
          quickAmounts: b.quickAmounts ?? [],
          displayOrder: b.displayOrder,
          enabled: b.enabled,
          maintenance: b.maintenance,
          account: b.account ?? null,
          updatedAt: clock.now(),
        })
        const { operator, merchant: _m, ...after } = b
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: 'channel.put',
          target: b.code,
          after,
          detail: { ...after, ...named(operator) },
        })
      })
      return { ok: true as const }
    },

    async adminReconcile(merchantCode: string, actor: AuditActor) {
      const m = await merchantOf(merchantCode)
      const r = await payments.reconcile(m.id)
      await recordAudit(db, { merchantId: m.id, ...actor, action: 'deposit.reconcile', detail: r })
      return r
    },
  }
}
export type DepositReviewService = ReturnType<typeof createDepositReviewService>
