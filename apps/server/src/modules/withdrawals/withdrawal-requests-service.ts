/**
 * A member asking for a withdrawal and cancelling one still pending. The request is checked
 * against the limits under the member's wallet lock and holds its amount in the same transaction.
 */
import { randomBytes } from 'node:crypto'
import { CashierError, formatMinor, toMajor, WalletErrorCode, type withdrawBodySchema } from '@parlor/contract'
import type { z } from 'zod'
import { inTransaction, type Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { ensureAccount, lockAccounts, memberBalance, postTransaction, walletCurrency } from '../wallet/ledger.ts'
import { endBonus, remainingWagering, settleBonusesIn } from '../bonus/bonus-service.ts'
import { createWalletRepository } from '../wallet/wallet-repository.ts'
import { createBankCardsRepository } from './bank-cards-repository.ts'
import { moveWithdrawal } from './payout-state.ts'
import {
  amountMinor,
  turnoverRemaining,
  usedToday,
  vipAllowance,
  type WithdrawalDeps,
  type WithdrawalMember,
  type WithdrawalMerchant,
  withdrawalAnswer,
  withdrawalView,
} from './withdrawal-core.ts'
import { type WithdrawalSettings, withdrawalSettings } from './withdrawal-settings.ts'
import { createWithdrawalsRepository } from './withdrawals-repository.ts'

/** Refuses an amount outside the merchant's limits, over today's, or before the turnover is met. */
async function checkLimits(
  tx: Tx,
  s: WithdrawalSettings,
  a: { merchant: WithdrawalMerchant; member: WithdrawalMember; currency: string; amount: bigint; now: Date },
) {
  const { amount } = a
  if (amount < s.withdrawMinMinor)
    throw new AppError(400, CashierError.amountBelowMin, { min: formatMinor(s.withdrawMinMinor) })
  if (amount > s.withdrawMaxMinor)
    throw new AppError(400, CashierError.amountAboveMax, { max: formatMinor(s.withdrawMaxMinor) })
  const used = await usedToday(tx, a.merchant, a.member.id, a.now)
  if (used.count >= s.dailyCount)
    throw new AppError(409, CashierError.withdrawDailyCount, { count: String(s.dailyCount) })
  if (used.minor + amount > s.dailyAmountMinor) {
    const left = s.dailyAmountMinor > used.minor ? s.dailyAmountMinor - used.minor : 0n
    throw new AppError(409, CashierError.withdrawDailyAmount, { left: formatMinor(left) }, { left: toMajor(left) })
  }
  // The level's limits come on top of the merchant's: the stricter one refuses (decision 046).
  const vip = await vipAllowance(tx, a.member, used)
  if (vip?.count != null && vip.countLeft === 0)
    throw new AppError(409, CashierError.withdrawVipDailyCount, { level: vip.level, count: String(vip.count) })
  if (vip?.maxMinor != null && vip.minorLeft != null && amount > vip.minorLeft)
    throw new AppError(
      409,
      CashierError.withdrawVipDailyAmount,
      { level: vip.level, max: formatMinor(vip.maxMinor), left: formatMinor(vip.minorLeft) },
      { left: toMajor(vip.minorLeft) },
    )
  const remaining = await turnoverRemaining(tx, s, a.member.id, a.currency)
  if (remaining > 0n)
    throw new AppError(
      409,
      CashierError.withdrawTurnover,
      { remaining: formatMinor(remaining) },
      { remaining: toMajor(remaining) },
    )
}

/**
 * A locked bonus and a withdrawal (decision 048): bonuses wagered in full release to cash first;
 * any still locked block the withdrawal, or under the merchant's `forfeit` rule go back to the
 * house in this transaction, so they are given up only when the withdrawal is made.
 */
async function bonusRule(tx: Tx, s: WithdrawalSettings, memberId: number, now: Date) {
  const active = await settleBonusesIn(tx, memberId, now)
  if (active.length === 0) return
  if (s.bonusWithdrawRule === 'forfeit') {
    for (const a of active) await endBonus(tx, a.grant, 'forfeited', now)
    return
  }
  const remaining = remainingWagering(active)
  throw new AppError(
    409,
    CashierError.withdrawBonusActive,
    { remaining: formatMinor(remaining) },
    { remaining: toMajor(remaining) },
  )
}

export function createWithdrawalRequestsService({ db, clock, withdrawPassword }: WithdrawalDeps) {
  return {
    async withdraw(merchant: WithdrawalMerchant, member: WithdrawalMember, body: z.output<typeof withdrawBodySchema>) {
      const amount = amountMinor(body.amount)
      await withdrawPassword.verify(member.id, body.withdrawPassword)
      const s = await withdrawalSettings(db, merchant.id)
      const currency = walletCurrency(merchant.currency, member.type)
      return inTransaction(db, async (tx) => {
        const repo = createWithdrawalsRepository(tx)
        const wallet = await ensureAccount(tx, {
          merchantId: merchant.id,
          kind: 'member',
          memberId: member.id,
          currency,
        })
        const holds = await ensureAccount(tx, { merchantId: merchant.id, kind: 'withdrawal_holds', currency })
        // The wallet lock orders this member's requests: limits and the request key are read under it.
        // A member who ever held a bonus may move bonus money here too: its accounts join the one ordered lock.
        const bonus = await createWalletRepository(tx).findAccountId({
          merchantId: merchant.id,
          kind: 'bonus',
          memberId: member.id,
          currency,
        })
        const bonusHouse =
          bonus === null
            ? []
            : [bonus, await ensureAccount(tx, { merchantId: merchant.id, kind: 'promotions', currency })]
        await lockAccounts(tx, merchant.id, [wallet, holds, ...bonusHouse])

        const earlier = await repo.byRequestKey(member.id, body.requestKey)
        if (earlier) {
          if (earlier.amountMinor !== amount || earlier.bankCardId !== body.bankCardId)
            throw new AppError(409, WalletErrorCode.idempotencyConflict)
          return {
            withdrawal: withdrawalAnswer(earlier),
            balance: toMajor((await memberBalance(tx, member.id, currency)) ?? 0n),
          }
        }

        const card = await createBankCardsRepository(tx).lockLive(member.id, body.bankCardId)
        if (!card) throw new AppError(404, CashierError.cardNotFound)
        await checkLimits(tx, s, { merchant, member, currency, amount, now: clock.now() })
        if (bonus !== null) await bonusRule(tx, s, member.id, clock.now())

        const now = clock.now()
        const row = await repo.insert({
          merchantId: merchant.id,
          memberId: member.id,
          orderNo: `W${randomBytes(8).toString('hex').toUpperCase()}`,
          requestKey: body.requestKey,
          bankCardId: card.id,
          status: 'pending',
          amountMinor: amount,
          currency,
          createdAt: now,
          updatedAt: now,
        })
        // Refused by the ledger when the balance does not cover it; the row rolls back with it.
        const posted = await postTransaction(tx, {
          merchantId: merchant.id,
          key: `withdrawal:${row.id}:hold`,
          kind: 'withdrawal',
          reason: row.orderNo,
          memberId: member.id,
          legs: [
            { accountId: wallet, amount: -amount },
            { accountId: holds, amount },
          ],
          meta: { orderNo: row.orderNo },
        })
        const after = posted.entries.find((e) => e.accountId === wallet)?.balanceAfter ?? 0n
        const { bankCode, bankName, accountName, accountNumber } = card
        return {
          withdrawal: withdrawalAnswer({ ...row, bankCode, bankName, accountName, accountNumber, username: '' }),
          balance: toMajor(after),
        }
      })
    },

    async cancel(merchant: WithdrawalMerchant, member: WithdrawalMember, orderNo: string) {
      const currency = walletCurrency(merchant.currency, member.type)
      await inTransaction(db, async (tx) => {
        const w = await createWithdrawalsRepository(tx).lockByOrderNo(merchant.id, orderNo)
        if (!w || w.memberId !== member.id) throw new AppError(404, CashierError.withdrawalNotFound)
        if (w.status !== 'pending') throw new AppError(409, CashierError.withdrawalNotCancellable)
        await moveWithdrawal(tx, w, 'cancelled', { now: clock.now() })
      })
      return {
        withdrawal: withdrawalAnswer(await withdrawalView(db, merchant.id, orderNo)),
        balance: toMajor((await memberBalance(db, member.id, currency)) ?? 0n),
      }
    },
  }
}
export type WithdrawalRequestsService = ReturnType<typeof createWithdrawalRequestsService>
