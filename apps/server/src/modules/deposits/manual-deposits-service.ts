/**
 * Manual bank transfers: the member tells us what they sent (reference, time, receipt) and an
 * operator confirms or rejects it (deposit-review-service.ts).
 */
import { CashierError, type DepositManualBody, RECEIPT_LIMITS } from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { decodeImage } from '../../lib/image-upload.ts'
import { MANUAL_PROVIDER } from '../payments/provider-registry.ts'
import {
  type DepositCore,
  type DepositDeps,
  type DepositMember,
  type DepositMerchant,
  depositToWire,
  parseAmount,
  sameRequest,
} from './deposit-core.ts'

/** Open manual transfers a member may have waiting for an operator at once. */
export const MAX_OPEN_MANUAL_DEPOSITS = 3
/** A manual transfer's time: at most this far ahead (clock skew) and this far back. */
export const TRANSFER_FUTURE_MS = 5 * 60_000
export const TRANSFER_PAST_DAYS = 7
const DAY_MS = 86_400_000

function transferTime(transferredAt: number, now: Date) {
  if (transferredAt > now.getTime() + TRANSFER_FUTURE_MS || transferredAt < now.getTime() - TRANSFER_PAST_DAYS * DAY_MS)
    throw new AppError(
      400,
      CashierError.transferTimeInvalid,
      { days: String(TRANSFER_PAST_DAYS) },
      { field: 'transferredAt' },
    )
  return new Date(transferredAt)
}

function receiptOf(body: DepositManualBody): { mime: string; bytes: Buffer } | null {
  if (!body.receipt) return null
  const image = decodeImage(body.receipt, RECEIPT_LIMITS.bytesMax)
  if (!image.ok) throw new AppError(400, CashierError.receiptInvalid, { max: '5 MB' }, { field: 'receipt' })
  return { mime: image.mime, bytes: image.bytes }
}

export function createManualDepositsService(deps: DepositDeps, core: DepositCore) {
  const { db, repo, clock } = deps
  return {
    async manual(merchant: DepositMerchant, member: DepositMember, lang: string, body: DepositManualBody) {
      const amountMinor = parseAmount(body.amount)
      const channelId = Number(body.channelId)
      const earlier = await repo.byRequestKey(member.id, body.requestKey)
      if (earlier) {
        sameRequest(earlier, channelId, amountMinor)
        return { deposit: depositToWire(await core.viewOf(earlier.orderNo), lang) }
      }
      const c = await core.usableChannel(merchant.id, channelId, 'manual', amountMinor)
      const now = clock.now()
      const transferredAt = transferTime(Number(body.transferredAt), now)
      const receipt = receiptOf(body)
      const made = await inTransaction(db, async (tx) => {
        await repo.lockMember(tx, member.id)
        if ((await repo.openCount(tx, member.id, 'manual')) >= MAX_OPEN_MANUAL_DEPOSITS)
          throw new AppError(409, CashierError.depositPendingLimit, { max: String(MAX_OPEN_MANUAL_DEPOSITS) })
        const { requestKey, promoId } = body
        const pending = {
          merchant,
          member,
          channel: c,
          provider: MANUAL_PROVIDER,
          requestKey,
          promoId,
          amountMinor,
          now,
        }
        return core.insertPending(tx, pending, {
          payerReference: body.payerReference.trim(),
          transferredAt,
          receiptMime: receipt?.mime ?? null,
          receipt: receipt?.bytes ?? null,
        })
      })
      const d = await core.madeOrRetried(made, member.id, body.requestKey, channelId, amountMinor)
      return { deposit: depositToWire(await core.viewOf(d.orderNo), lang) }
    },
  }
}
export type ManualDepositsService = ReturnType<typeof createManualDepositsService>
