/**
 * The operator's side of withdrawals: the list, approving (then asking the payout provider to
 * pay), rejecting or settling a manual payout, and the merchant's withdrawal limits. Every change
 * is audited in its own transaction.
 */
import {
  type AdminCashierSettings,
  type AdminCashierSettingsBody,
  CashierError,
  ErrorCode,
  formatMinor,
} from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { AuditActor } from '../staff/staff-principal.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { applyPayoutState, moveWithdrawal } from './payout-state.ts'
import { adminWithdrawalAnswer, operatorAmount, type WithdrawalDeps, withdrawalView } from './withdrawal-core.ts'
import { createWithdrawalLimitsRepository } from './withdrawal-limits-repository.ts'
import { withdrawalSettings } from './withdrawal-settings.ts'
import { createWithdrawalsRepository, type WithdrawalView } from './withdrawals-repository.ts'

type Review = { merchant: string; operator?: string | undefined; note?: string | undefined }
/** The name a script gave as `operator`, kept beside the caller in the audit detail. */
const named = (operator: string | undefined) => (operator ? { operator } : {})

export function createWithdrawalReviewService({ db, clock, payouts, log }: WithdrawalDeps) {
  async function merchantOf(code: string) {
    const m = await createMerchantRepository(db).findByCodeIgnoringCase(code)
    if (!m) throw new AppError(404, 'merchant_not_found', { merchant: code })
    return m
  }

  /** Asks the payout provider to pay an approved withdrawal and applies its first answer. */
  async function sendPayout(merchantCode: string, w: WithdrawalView, provider: PaymentProvider) {
    try {
      const state = await provider.payout({
        merchantCode,
        payoutNo: w.orderNo,
        amountMinor: w.amountMinor,
        currency: w.currency,
        bankCode: w.bankCode,
        accountName: w.accountName,
        accountNumber: w.accountNumber,
        notifyUrl: payouts.notifyUrl(provider.code),
      })
      await applyPayoutState(db, provider.code, state)
    } catch (err) {
      // The payout number makes a retry safe: approving again re-sends this request.
      log?.warn({ err, orderNo: w.orderNo }, 'payout request failed; the withdrawal stays approved')
    }
  }

  return {
    async adminList(q: {
      merchant: string
      status?: string | undefined
      pageNo?: number | undefined
      pageSize?: number | undefined
    }) {
      const m = await merchantOf(q.merchant)
      const found = await createWithdrawalsRepository(db).page(
        { merchantId: m.id, ...(q.status ? { status: q.status } : {}) },
        { pageNo: q.pageNo ?? 1, pageSize: q.pageSize ?? 20 },
      )
      return { list: found.rows.map(adminWithdrawalAnswer), totalCount: found.total }
    },

    /**
     * Approves a pending withdrawal, then asks the payout provider to pay it (outside the
     * transaction: no row stays locked over a network call). Approving an approved withdrawal
     * whose payout request never reached the provider sends it again.
     */
    async approve(orderNo: string, body: Review, actor: AuditActor) {
      const m = await merchantOf(body.merchant)
      const provider = payouts.provider
      const resend = await inTransaction(db, async (tx) => {
        const w = await createWithdrawalsRepository(tx).lockByOrderNo(m.id, orderNo)
        if (!w) throw new AppError(404, CashierError.withdrawalNotFound)
        const retry = w.status === 'approved' && w.provider !== null && w.providerPayoutId === null
        if (!retry)
          await moveWithdrawal(tx, w, 'approved', {
            now: clock.now(),
            reviewedBy: body.operator ?? actor.actor,
            note: body.note ?? null,
            provider: provider?.code ?? null,
          })
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: retry ? 'withdrawal.payout.resend' : 'withdrawal.approve',
          target: orderNo,
          before: { status: w.status },
          after: { status: 'approved' },
          detail: {
            amountMinor: w.amountMinor.toString(),
            provider: provider?.code ?? 'manual',
            note: body.note ?? null,
            ...named(body.operator),
          },
        })
        return retry
      })
      const w = await withdrawalView(db, m.id, orderNo)
      if (provider && w.status === 'approved' && w.provider === provider.code) await sendPayout(m.code, w, provider)
      return adminWithdrawalAnswer(resend || provider ? await withdrawalView(db, m.id, orderNo) : w)
    },

    /** Rejects a pending withdrawal (reject), or settles a manual payout (paid, failed). */
    async review(to: 'rejected' | 'paid' | 'failed', orderNo: string, body: Review, actor: AuditActor) {
      const m = await merchantOf(body.merchant)
      await inTransaction(db, async (tx) => {
        const w = await createWithdrawalsRepository(tx).lockByOrderNo(m.id, orderNo)
        if (!w) throw new AppError(404, CashierError.withdrawalNotFound)
        // A provider's payout is settled by the provider: an operator's word could pay twice.
        if (to !== 'rejected' && w.provider !== null)
          throw new AppError(409, CashierError.withdrawalBadTransition, { from: w.status, to })
        await moveWithdrawal(tx, w, to, {
          now: clock.now(),
          reviewedBy: body.operator ?? actor.actor,
          note: body.note ?? w.note,
        })
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: to === 'rejected' ? 'withdrawal.reject' : `withdrawal.${to}`,
          target: orderNo,
          before: { status: w.status },
          after: { status: to },
          detail: { amountMinor: w.amountMinor.toString(), note: body.note ?? null, ...named(body.operator) },
        })
      })
      return adminWithdrawalAnswer(await withdrawalView(db, m.id, orderNo))
    },

    /** What applies now, in the form `putSettings` takes back (amounts as plain major-unit text). */
    async getSettings(merchantCode: string): Promise<AdminCashierSettings> {
      const m = await merchantOf(merchantCode)
      const s = await withdrawalSettings(db, m.id)
      const major = (minor: bigint) => formatMinor(minor, { grouping: false })
      return {
        merchant: m.code,
        withdrawMin: major(s.withdrawMinMinor),
        withdrawMax: major(s.withdrawMaxMinor),
        dailyCount: s.dailyCount,
        dailyAmount: major(s.dailyAmountMinor),
        turnoverMultiple: s.turnoverPercent / 100,
        bonusWithdrawRule: s.bonusWithdrawRule === 'forfeit' ? 'forfeit' : 'block',
        bonusExpiryDays: s.bonusExpiryDays,
      }
    },

    async putSettings(body: AdminCashierSettingsBody, actor: AuditActor) {
      const m = await merchantOf(body.merchant)
      const min = operatorAmount(body.withdrawMin, 'withdrawMin')
      const max = operatorAmount(body.withdrawMax, 'withdrawMax')
      const daily = operatorAmount(body.dailyAmount, 'dailyAmount')
      if (min <= 0n || max < min)
        throw new AppError(400, ErrorCode.requestParam, {
          detail: 'withdrawMin must be above 0 and at most withdrawMax',
        })
      const v = {
        withdrawMinMinor: min,
        withdrawMaxMinor: max,
        dailyCount: body.dailyCount,
        dailyAmountMinor: daily,
        turnoverPercent: Math.round(body.turnoverMultiple * 100),
        ...(body.bonusWithdrawRule === undefined ? {} : { bonusWithdrawRule: body.bonusWithdrawRule }),
        ...(body.bonusExpiryDays === undefined ? {} : { bonusExpiryDays: body.bonusExpiryDays }),
      }
      await inTransaction(db, async (tx) => {
        await createWithdrawalLimitsRepository(tx).putSettings(m.id, v, clock.now())
        await recordAudit(tx, {
          merchantId: m.id,
          ...actor,
          action: 'cashier.settings.put',
          target: m.code,
          after: {
            ...v,
            withdrawMinMinor: String(min),
            withdrawMaxMinor: String(max),
            dailyAmountMinor: String(daily),
          },
          detail: {
            ...v,
            withdrawMinMinor: String(min),
            withdrawMaxMinor: String(max),
            dailyAmountMinor: String(daily),
            ...named(body.operator),
          },
        })
      })
      return { ok: true as const }
    },
  }
}
export type WithdrawalReviewService = ReturnType<typeof createWithdrawalReviewService>
