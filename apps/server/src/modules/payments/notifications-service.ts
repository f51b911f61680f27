/**
 * A provider's notification as it arrived: verified by its provider, handed to the deposit side
 * (payments) or the withdrawal side (payouts), and stored with its outcome, refused ones included
 * (what the body claims is kept for review, unverified; of a bad signature only a digest and the
 * beginning). Nothing is stored for a provider we do not know.
 */
import { createHash } from 'node:crypto'
import type { Clock } from '../../lib/clock.ts'
import type { PaymentState, PayoutState } from './payment-provider.ts'
import type { NotificationsRepository } from './notifications-repository.ts'
import type { ProviderRegistry } from './provider-registry.ts'

type Headers = Record<string, string | string[] | undefined>

/** How much of a body that failed its signature check is kept beside its digest. */
const UNVERIFIED_KEPT_BYTES = 2048

export function createNotificationsService(deps: {
  repo: NotificationsRepository
  providers: ProviderRegistry
  clock: Clock
  /** The deposit side's handler; `refused:<reason>` outcomes answer 400. */
  onPayment: (providerCode: string, state: PaymentState) => Promise<{ outcome: string; merchantId: number | null }>
  /** The withdrawal side's handler for payout notifications (same notify route). */
  onPayout: (providerCode: string, state: PayoutState) => Promise<string>
}) {
  const { repo, providers, clock } = deps

  async function notify(providerCode: string, raw: Buffer, headers: Headers) {
    const provider = providers.get(providerCode)
    // Not a provider of ours: anyone can post here, so nothing of it is kept.
    if (!provider) return { outcome: 'refused:provider', provider: null }
    const parsed = provider.parseNotification(raw, headers)
    // An unverified body is anyone's: only its digest and beginning are kept, to match it in review.
    const rawBody =
      parsed.ok || parsed.reason !== 'signature'
        ? raw.toString('utf8')
        : `sha256:${createHash('sha256').update(raw).digest('hex')} ${raw.subarray(0, UNVERIFIED_KEPT_BYTES).toString('utf8')}`
    let outcome: string
    let merchantId: number | null = null
    let orderNo: string | null = null
    let providerTxnId: string | null = null
    try {
      if (!parsed.ok) {
        outcome = `refused:${parsed.reason}`
        orderNo = claimedOrderNo(raw.toString('utf8'))
      } else if (parsed.kind === 'payment') {
        orderNo = parsed.state.orderNo
        providerTxnId = parsed.state.providerTxnId
        const r = await deps.onPayment(providerCode, parsed.state)
        outcome = r.outcome
        merchantId = r.merchantId
      } else {
        orderNo = parsed.state.payoutNo
        providerTxnId = parsed.state.providerPayoutId
        outcome = await deps.onPayout(providerCode, parsed.state)
      }
    } catch (err) {
      await repo.store({
        provider: providerCode,
        orderNo,
        providerTxnId,
        body: rawBody,
        signatureOk: parsed.ok,
        outcome: 'error',
        receivedAt: clock.now(),
      })
      throw err
    }
    await repo.store({
      provider: providerCode,
      merchantId,
      orderNo,
      providerTxnId,
      body: rawBody,
      signatureOk: parsed.ok || parsed.reason !== 'signature',
      outcome,
      receivedAt: clock.now(),
    })
    return { outcome, provider }
  }

  return { notify }
}
export type NotificationsService = ReturnType<typeof createNotificationsService>

/** The order (or payout) number an unverified body claims, kept only to find it in review. */
function claimedOrderNo(rawBody: string): string | null {
  try {
    const claimed = JSON.parse(rawBody) as Record<string, unknown>
    if (typeof claimed.orderNo === 'string') return claimed.orderNo.slice(0, 64)
    if (typeof claimed.payoutNo === 'string') return claimed.payoutNo.slice(0, 64)
  } catch {}
  return null
}
