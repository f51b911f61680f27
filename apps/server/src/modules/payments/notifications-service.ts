/**
 * A provider's notification as it arrived: verified by its provider, handed to the deposit side
 * (payments) or the withdrawal side (payouts), and stored with its outcome, refused ones included
 * (what the body claims is kept for review, unverified).
 */
import type { Clock } from '../../lib/clock.ts'
import type { PaymentState, PayoutState } from './payment-provider.ts'
import type { NotificationsRepository } from './notifications-repository.ts'
import type { ProviderRegistry } from './provider-registry.ts'

type Headers = Record<string, string | string[] | undefined>

export function createNotificationsService(deps: {
  repo: NotificationsRepository
  providers: ProviderRegistry
  clock: Clock
  /** The deposit side's handler; `refused:<reason>` outcomes answer 400. */
  onPayment: (providerCode: string, state: PaymentState) => Promise<{ outcome: string; merchantId: number | null }>
  /** The withdrawal side's handler for payout notifications (same notify route). */
  onPayout: (state: PayoutState) => Promise<string>
}) {
  const { repo, providers, clock } = deps

  async function notify(providerCode: string, rawBody: string, headers: Headers) {
    const provider = providers.get(providerCode)
    const parsed = provider
      ? provider.parseNotification(rawBody, headers)
      : ({ ok: false, reason: 'provider' } as const)
    let outcome: string
    let merchantId: number | null = null
    let orderNo: string | null = null
    let providerTxnId: string | null = null
    try {
      if (!parsed.ok) {
        outcome = `refused:${parsed.reason}`
        orderNo = claimedOrderNo(rawBody)
      } else if (parsed.kind === 'payment') {
        orderNo = parsed.state.orderNo
        providerTxnId = parsed.state.providerTxnId
        const r = await deps.onPayment(providerCode, parsed.state)
        outcome = r.outcome
        merchantId = r.merchantId
      } else {
        orderNo = parsed.state.payoutNo
        providerTxnId = parsed.state.providerPayoutId
        outcome = await deps.onPayout(parsed.state)
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
      signatureOk: parsed.ok || (parsed.reason !== 'signature' && parsed.reason !== 'provider'),
      outcome,
      receivedAt: clock.now(),
    })
    return { outcome, provider: provider ?? null }
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
