/** The cashier's offer: the channels a member may pay through and the promotions a deposit may take. */
import { CashierError, toMajor } from '@parlor/contract'
import { inTransaction } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import type { PromoRow } from './deposit-channels-repository.ts'
import {
  channelToWire,
  type DepositCore,
  type DepositDeps,
  type DepositMember,
  type DepositMerchant,
  depositToWire,
  pickName,
} from './deposit-core.ts'

export function createDepositChannelsService(deps: DepositDeps, core: DepositCore) {
  const { db, repo, channelRepo, providers, clock } = deps
  return {
    async channels(merchant: DepositMerchant, lang: string) {
      const rows = await channelRepo.channelsOf(merchant.id)
      return {
        currency: merchant.currency,
        currencySymbol: merchant.currencySymbol,
        channels: rows.map((c) => channelToWire(c, lang, providers)),
      }
    },

    async promos(merchant: DepositMerchant, member: DepositMember, lang: string) {
      const ordinal = (await channelRepo.creditedCount(db, member.id)) + 1
      const rows = await channelRepo.promotionsOf(merchant.id)
      return rows
        .filter((p) => p.depositOrdinal === null || p.depositOrdinal === ordinal)
        .map((p: PromoRow) => ({
          id: p.id,
          name: pickName(p.names, lang),
          description: pickName(p.descriptions, lang),
          depositOrdinal: p.depositOrdinal,
          bonusPercent: p.bonusBp / 100,
          maxBonus: toMajor(p.maxBonusMinor),
          minDeposit: toMajor(p.minDepositMinor),
          turnoverMultiple: p.turnoverMultiple,
        }))
    },

    async manualInfo(merchant: DepositMerchant, lang: string, channelId: number) {
      const c = await channelRepo.channel(merchant.id, channelId)
      if (!c?.enabled || c.kind !== 'manual' || !c.account) throw new AppError(400, CashierError.channelUnavailable)
      if (c.maintenance) throw new AppError(400, CashierError.channelMaintenance)
      return { channel: channelToWire(c, lang, providers), account: c.account }
    },

    /** Attaches (or changes) the promotion of a deposit still pending. */
    async acceptPromo(
      merchant: DepositMerchant,
      member: DepositMember,
      lang: string,
      orderNo: string,
      promoId: number,
    ) {
      await inTransaction(db, async (tx) => {
        const d = await repo.lock(tx, orderNo)
        if (!d || d.memberId !== member.id) throw new AppError(404, CashierError.depositNotFound)
        if (d.status !== 'pending') throw new AppError(409, CashierError.depositBadTransition)
        const p = await core.eligiblePromo(tx, merchant.id, member.id, promoId, d.amountMinor)
        await channelRepo.accept(tx, { depositId: d.id, promoId: p.id, memberId: member.id, createdAt: clock.now() })
      })
      return { deposit: depositToWire(await core.viewOf(orderNo, member.id), lang) }
    },
  }
}
export type DepositChannelsService = ReturnType<typeof createDepositChannelsService>
