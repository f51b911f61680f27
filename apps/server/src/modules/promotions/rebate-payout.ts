/**
 * The daily rebate payout (decision 042): each member is paid, per product type, the rebate its
 * stakes of a merchant-local day earned, from the merchant's house `promotions` account. A day is
 * paid once it has ended and its instant rounds have been swept (SETTLE_MS after midnight); days
 * missed while no server ran are caught up, up to CATCH_UP_DAYS back.
 *
 * Safe twice and on two instances at once: each payout row is unique per member, day and product
 * type and commits with its ledger posting (key `rebate:<member>:<day>:<product>`), so a second
 * job conflicts on the row and pays nothing.
 */
import { inTransaction, type Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { localDay, localMidnight } from '../../lib/local-day.ts'
import { hasFlag, type MerchantContext } from '../system/merchant-context.ts'
import { payFromPromotions } from './reward-payout.ts'
import { createRebateRepository, type RebateDue } from './rebate-repository.ts'

type Merchant = Pick<MerchantContext, 'id' | 'currency' | 'timeZone' | 'flags'>

/** How long after a day's midnight it is paid: in-house rounds left open are rolled back after a minute. */
export const SETTLE_MS = 60 * 60_000
/** Days back a run still pays after downtime. */
export const CATCH_UP_DAYS = 7

const DAY_MS = 86_400_000
const shiftDay = (day: string, by: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + by * DAY_MS).toISOString().slice(0, 10)

/** The days a run at `now` pays, oldest first: the CATCH_UP_DAYS before the one still settling. */
export function payableDays(now: Date, timeZone: string): string[] {
  const settling = localDay(new Date(now.getTime() - SETTLE_MS), timeZone)
  return Array.from({ length: CATCH_UP_DAYS }, (_, i) => shiftDay(settling, i - CATCH_UP_DAYS))
}

export function createRebatePayout(deps: { db: Db; clock: Clock; merchants: () => Promise<Merchant[]> }) {
  const { db, clock } = deps
  const repo = createRebateRepository(db)

  /** Pays one member's rebate of one day and product; false when it was paid before. */
  function payOne(merchant: Merchant, day: string, due: RebateDue): Promise<boolean> {
    const currency = merchant.currency
    return inTransaction(db, async (tx) => {
      const txRepo = createRebateRepository(tx)
      const id = await txRepo.insertOnce({ merchantId: merchant.id, day, currency, ...due, now: clock.now() })
      if (id === null) return false
      const transactionId = await payFromPromotions(tx, {
        merchantId: merchant.id,
        memberId: due.memberId,
        currency,
        amountMinor: due.amountMinor,
        key: `rebate:${due.memberId}:${day}:${due.productType}`,
        kind: 'rebate',
        reason: 'Rebate',
        meta: { day, productType: due.productType, rateBp: due.rateBp },
      })
      await txRepo.setTransaction(id, transactionId)
      return true
    })
  }

  /** Pays a merchant's day; answers how many rebates this call paid (0 when another job had). */
  async function payDay(merchant: Merchant, day: string): Promise<number> {
    const start = localMidnight(day, merchant.timeZone)
    const end = localMidnight(shiftDay(day, 1), merchant.timeZone)
    const due = await repo.due(merchant.id, merchant.currency, start, end)
    let paid = 0
    for (const d of due) if (await payOne(merchant, day, d)) paid++
    await repo.finishDay(merchant.id, day, due.length, clock.now())
    return paid
  }

  return {
    payDay,
    /** One run over every merchant that runs player rebates (PLYRBT); answers how many were paid. */
    async run(): Promise<number> {
      let paid = 0
      for (const merchant of await deps.merchants()) {
        if (!hasFlag(merchant, 'PLYRBT')) continue
        const days = payableDays(clock.now(), merchant.timeZone)
        const finished = await repo.finishedDays(merchant.id, days)
        for (const day of days) if (!finished.has(day)) paid += await payDay(merchant, day)
      }
      return paid
    },
  }
}
export type RebatePayout = ReturnType<typeof createRebatePayout>
