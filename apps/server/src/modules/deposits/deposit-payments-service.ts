/**
 * The provider's word on a gateway deposit, from a notification or from reconciliation asking
 * about deposits never notified, and the expiry of those never paid.
 */
import { toMajor } from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { isUniqueViolation } from '../../db/errors.ts'
import { createNotificationsRepository } from '../payments/notifications-repository.ts'
import type { PaymentState } from '../payments/payment-provider.ts'
import type { DepositCore, DepositDeps } from './deposit-core.ts'

/** Reconciliation asks about gateway deposits pending longer than this… */
export const RECONCILE_AFTER_MS = 2 * 60_000
/** …and closes those still unpaid after this. */
export const EXPIRE_AFTER_MS = 24 * 3_600_000
/** A deposit reconciliation looked at is left alone this long (another server's run). */
const RECONCILE_LEASE_MS = 30_000
const RECONCILE_BATCH = 100
/** One run keeps claiming batches this long (wall time), then leaves the rest to the next run. */
const RECONCILE_BUDGET_MS = 20_000

/** What became of a provider's word on a payment; `refused:<reason>` ones answer 400. */
export type PaymentOutcome =
  | 'credited'
  | 'declined'
  | 'review'
  | 'duplicate'
  | 'ignored'
  | 'refused:unknown_order'
  | 'refused:merchant'
  | 'refused:currency'
  | 'refused:amount'
  | 'refused:txn'

const mismatchValue = (what: 'merchant' | 'currency' | 'transaction id', s: PaymentState) =>
  (what === 'merchant' ? s.merchantCode : what === 'currency' ? s.currency : s.providerTxnId).slice(0, 64)

/** A provider's answer as stored beside its notifications (amounts as strings). */
const answerBody = (s: PaymentState) =>
  JSON.stringify(s, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))

export function createDepositPaymentsService(deps: DepositDeps, core: DepositCore) {
  const { db, repo, providers, clock } = deps
  const notifications = createNotificationsRepository(db)

  /**
   * The provider's word on a payment, from a notification or a status query: safe to apply any
   * number of times, in any order, concurrently (the row lock orders them, the status only moves
   * forward, the ledger key and the unique provider transaction id stop a second credit).
   */
  async function applyPaymentState(
    providerCode: string,
    s: PaymentState,
  ): Promise<{ outcome: PaymentOutcome; merchantId: number | null }> {
    // Filled once the credit is written; what waits on it runs after the commit.
    const credited: { merchantId: number; memberId: number }[] = []
    try {
      const r = await inTransaction(db, async (tx): Promise<{ outcome: PaymentOutcome; merchantId: number | null }> => {
        const d = await repo.lock(tx, s.orderNo)
        if (!d || d.provider !== providerCode) return { outcome: 'refused:unknown_order', merchantId: null }
        const result = (outcome: PaymentOutcome) => ({ outcome, merchantId: d.merchantId })
        const mismatch =
          (await repo.merchantCodeOf(tx, d.merchantId)) !== s.merchantCode
            ? (['refused:merchant', 'merchant'] as const)
            : s.currency !== d.currency
              ? (['refused:currency', 'currency'] as const)
              : d.providerTxnId !== null && d.providerTxnId !== s.providerTxnId
                ? (['refused:txn', 'transaction id'] as const)
                : null
        if (mismatch) {
          // The provider vouches for a word about our order that does not fit it: left pending,
          // reconciliation would ask forever; an operator looks instead.
          if (d.status === 'pending' && s.status !== 'pending')
            await repo.update(tx, d.id, {
              status: 'review',
              paidMinor: s.status === 'paid' ? s.amountMinor : null,
              note: `The provider reported ${s.status} with another ${mismatch[1]} (${mismatchValue(mismatch[1], s)})`,
              updatedAt: clock.now(),
            })
          return result(mismatch[0])
        }
        const txn = { providerTxnId: s.providerTxnId }

        if (s.status === 'pending') return result('ignored')
        if (s.status === 'declined') {
          if (d.status !== 'pending') return result('ignored')
          await core.close(tx, d, 'declined', { ...txn, note: 'Declined by the payment provider' })
          return result('declined')
        }
        // Paid.
        const asked = d.amountMinor + d.feeMinor
        if (d.status === 'credited') return result('duplicate')
        if (d.status === 'review' || d.status === 'rejected')
          return result(s.amountMinor === asked || s.amountMinor === d.paidMinor ? 'duplicate' : 'refused:amount')
        if (s.amountMinor !== asked) {
          await repo.update(tx, d.id, {
            ...txn,
            status: 'review',
            paidMinor: s.amountMinor,
            note: `Paid ${toMajor(s.amountMinor).toFixed(2)} instead of ${toMajor(asked).toFixed(2)}`,
            updatedAt: clock.now(),
          })
          // Recorded for an operator, never credited: answered OK so the provider stops retrying.
          return result('review')
        }
        if (d.status !== 'pending') {
          // Money arrived after we gave up on it (expired, or declined before): an operator decides.
          await repo.update(tx, d.id, {
            ...txn,
            status: 'review',
            paidMinor: s.amountMinor,
            note: `Paid after the deposit was ${d.status}`,
            updatedAt: clock.now(),
          })
          return result('review')
        }
        await core.credit(tx, d, d.amountMinor, { ...txn, paidMinor: s.amountMinor })
        credited.push({ merchantId: d.merchantId, memberId: d.memberId })
        return result('credited')
      })
      for (const c of credited) await core.afterCredit(c.merchantId, c.memberId)
      return r
    } catch (err) {
      // The provider's transaction id already belongs to another deposit.
      if (isUniqueViolation(err)) return { outcome: 'refused:txn', merchantId: null }
      throw err
    }
  }

  async function expire(orderNo: string): Promise<boolean> {
    return inTransaction(db, async (tx) => {
      const d = await repo.lock(tx, orderNo)
      if (d?.status !== 'pending') return false
      await core.close(tx, d, 'expired', { note: 'Not paid in time' })
      return true
    })
  }

  /** Pending gateway deposits whose notification never came: asked about, credited or closed. */
  async function reconcile(merchantId?: number) {
    const now = clock.now()
    const started = performance.now()
    let checked = 0
    let credited = 0
    let closed = 0
    while (performance.now() - started < RECONCILE_BUDGET_MS) {
      const claimed = await repo.claimForReconcile({
        now,
        createdBefore: new Date(now.getTime() - RECONCILE_AFTER_MS),
        leaseBefore: new Date(now.getTime() - RECONCILE_LEASE_MS),
        merchantId,
        limit: RECONCILE_BATCH,
      })
      if (!claimed.length) break
      const r = await reconcileBatch(now, claimed)
      checked += r.checked
      credited += r.credited
      closed += r.closed
    }
    return { checked, credited, closed }
  }

  async function reconcileBatch(now: Date, claimed: Awaited<ReturnType<typeof repo.claimForReconcile>>) {
    let checked = 0
    let credited = 0
    let closed = 0
    for (const d of claimed) {
      const provider = providers.get(d.provider)
      if (!provider) continue
      let state: PaymentState | null
      try {
        state = await provider.query(d.merchantCode, d.orderNo)
      } catch {
        continue // the provider is unreachable: ask again next run
      }
      checked++
      if (state && state.status !== 'pending') {
        const { outcome, merchantId } = await applyPaymentState(provider.code, state)
        // Kept like a notification: what the provider said and what became of it.
        await notifications.store({
          provider: provider.code,
          merchantId,
          orderNo: d.orderNo,
          providerTxnId: state.providerTxnId,
          body: answerBody(state),
          signatureOk: true,
          outcome: `reconcile:${outcome}`,
          receivedAt: clock.now(),
        })
        if (outcome === 'credited') credited++
        else if (outcome === 'declined') closed++
      } else if (now.getTime() - d.createdAt.getTime() > EXPIRE_AFTER_MS && (await expire(d.orderNo))) closed++
    }
    return { checked, credited, closed }
  }

  return { applyPaymentState, reconcile }
}
export type DepositPaymentsService = ReturnType<typeof createDepositPaymentsService>
