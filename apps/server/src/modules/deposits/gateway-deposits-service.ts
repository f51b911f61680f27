/**
 * Deposits through a provider's hosted page: the deposit is written (with its promotion), then
 * the provider is asked for the page. A retry with the same request key gets the same deposit
 * and, while it is pending, the same page.
 */
import { CashierError, type DepositGatewayBody } from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { callbackUrls } from '../payments/provider-registry.ts'
import {
  type DepositCore,
  type DepositDeps,
  type DepositMember,
  type DepositMerchant,
  depositToWire,
  parseAmount,
  pendingPath,
  sameRequest,
} from './deposit-core.ts'
import type { DepositRow } from './deposits-repository.ts'

/** Pending gateway deposits a member may have at once. */
export const MAX_OPEN_GATEWAY_DEPOSITS = 5

export function createGatewayDepositsService(deps: DepositDeps, core: DepositCore) {
  const { db, repo, providers, clock, publicUrl } = deps

  async function initiateAnswer(merchant: DepositMerchant, d: DepositRow, provider: PaymentProvider, lang: string) {
    let redirectUrl = pendingPath(d.orderNo)
    if (d.status === 'pending') {
      // Providers are idempotent by order number: a retry gets the same hosted page.
      const initiated = await provider
        .initiate({
          merchantCode: merchant.code,
          orderNo: d.orderNo,
          amountMinor: d.amountMinor + d.feeMinor,
          currency: d.currency,
          ...callbackUrls(publicUrl, provider.code),
          description: `Deposit ${d.orderNo}`,
        })
        .catch(() => {
          throw new AppError(503, CashierError.channelUnavailable)
        })
      if (d.providerTxnId === null) await repo.setProviderTxn(d.id, initiated.providerTxnId)
      redirectUrl = initiated.redirectUrl
    }
    return { deposit: depositToWire(await core.viewOf(d.orderNo), lang), redirectUrl }
  }

  async function gateway(
    merchant: DepositMerchant,
    member: DepositMember,
    lang: string,
    body: DepositGatewayBody & { requestKey: string },
    variant?: string,
  ) {
    const amountMinor = parseAmount(body.amount)
    const channelId = Number(body.channelId)
    const earlier = await repo.byRequestKey(member.id, body.requestKey)
    if (earlier) {
      sameRequest(earlier, channelId, amountMinor)
      const provider = providers.get(earlier.provider)
      if (!provider) throw new AppError(400, CashierError.channelUnavailable)
      return initiateAnswer(merchant, earlier, provider, lang)
    }
    const c = await core.usableChannel(merchant.id, channelId, 'gateway', amountMinor, variant)
    const provider = providers.get(c.provider)
    if (!provider) throw new AppError(400, CashierError.channelUnavailable)
    const now = clock.now()
    const { requestKey, promoId } = body
    const pending = { merchant, member, channel: c, provider: c.provider, requestKey, promoId, amountMinor, now }
    const made = await inTransaction(db, async (tx) => {
      await repo.lockMember(tx, member.id)
      // Unpaid hosted pages pile up for reconciliation to ask about: a member keeps a few at once.
      if ((await repo.openCount(tx, member.id, 'gateway')) >= MAX_OPEN_GATEWAY_DEPOSITS)
        throw new AppError(409, CashierError.depositPendingLimit, { max: String(MAX_OPEN_GATEWAY_DEPOSITS) })
      return core.insertPending(tx, pending)
    })
    const d = await core.madeOrRetried(made, member.id, body.requestKey, channelId, amountMinor)
    return initiateAnswer(merchant, d, provider, lang)
  }

  return { gateway }
}
export type GatewayDepositsService = ReturnType<typeof createGatewayDepositsService>
