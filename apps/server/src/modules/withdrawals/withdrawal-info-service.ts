/** What the member sees of withdrawals: the withdraw screen's figures and their records. */
import { toMajor, type WithdrawalRecordList, type WithdrawalRecordQuery, type WithdrawInfo } from '@parlor/contract'
import { remainingWagering, settleBonuses } from '../bonus/bonus-service.ts'
import { memberBalance, walletCurrency } from '../wallet/ledger.ts'
import { createBankCardsRepository } from './bank-cards-repository.ts'
import { bankCardAnswer } from './bank-cards-service.ts'
import {
  dayBound,
  turnoverRemaining,
  usedToday,
  vipAllowance,
  type WithdrawalDeps,
  type WithdrawalMember,
  type WithdrawalMerchant,
  withdrawalAnswer,
} from './withdrawal-core.ts'
import { withdrawalSettings } from './withdrawal-settings.ts'
import { createWithdrawalsRepository } from './withdrawals-repository.ts'

export function createWithdrawalInfoService({ db, clock, withdrawPassword }: WithdrawalDeps) {
  return {
    async info(merchant: WithdrawalMerchant, member: WithdrawalMember): Promise<WithdrawInfo> {
      const currency = walletCurrency(merchant.currency, member.type)
      const repo = createWithdrawalsRepository(db)
      const s = await withdrawalSettings(db, merchant.id)
      const open = await repo.open(member.id)
      const remaining = await turnoverRemaining(db, s, member.id, currency)
      // Read after settling: a bonus just wagered in full is cash now.
      const bonuses = await settleBonuses(db, member.id, clock.now())
      const bonusBlocks = bonuses.length > 0 && s.bonusWithdrawRule !== 'forfeit'
      const balance = (await memberBalance(db, member.id, currency)) ?? 0n
      const used = await usedToday(db, merchant, member.id, clock.now())
      const vip = await vipAllowance(db, member, used)
      const cashierCountLeft = Math.max(0, s.dailyCount - used.count)
      const cashierMinorLeft = s.dailyAmountMinor > used.minor ? s.dailyAmountMinor - used.minor : 0n
      const cards = await createBankCardsRepository(db).live(member.id)
      return {
        currency,
        currencySymbol: merchant.currencySymbol,
        balance: toMajor(balance),
        onHold: toMajor(open.reduce((sum, w) => sum + w.amountMinor, 0n)),
        withdrawable: remaining > 0n || bonusBlocks ? 0 : toMajor(balance),
        turnoverRemaining: toMajor(remaining),
        bonus:
          bonuses.length === 0
            ? null
            : {
                balance: toMajor(bonuses.reduce((sum, b) => sum + b.grant.amountMinor, 0n)),
                remaining: toMajor(remainingWagering(bonuses)),
                rule: s.bonusWithdrawRule === 'forfeit' ? 'forfeit' : 'block',
              },
        minAmount: toMajor(s.withdrawMinMinor),
        maxAmount: toMajor(s.withdrawMaxMinor),
        dailyCountLeft: Math.min(cashierCountLeft, vip?.countLeft ?? cashierCountLeft),
        dailyAmountLeft: toMajor(
          vip?.minorLeft != null && vip.minorLeft < cashierMinorLeft ? vip.minorLeft : cashierMinorLeft,
        ),
        vip: vip && {
          level: vip.level,
          dailyCount: vip.count,
          countLeft: vip.countLeft,
          dailyMax: vip.maxMinor === null ? null : toMajor(vip.maxMinor),
          amountLeft: vip.minorLeft === null ? null : toMajor(vip.minorLeft),
        },
        hasPassword: await withdrawPassword.has(member.id),
        cards: cards.map(bankCardAnswer),
        open: open.map(withdrawalAnswer),
      }
    },

    async records(member: WithdrawalMember, q: WithdrawalRecordQuery): Promise<WithdrawalRecordList> {
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const found = await createWithdrawalsRepository(db).page(
        {
          memberId: member.id,
          ...(q.status ? { status: q.status } : {}),
          from: dayBound(q.startDate, false),
          to: dayBound(q.endDate, true),
        },
        { pageNo, pageSize },
      )
      return {
        list: found.rows.map(withdrawalAnswer),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(found.total / pageSize)),
        totalCount: found.total,
      }
    },
  }
}
export type WithdrawalInfoService = ReturnType<typeof createWithdrawalInfoService>
