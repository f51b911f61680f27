/**
 * Payout cards: a bank the merchant offers, in the member's own payee name, a well-formed
 * account number, at most MAX_BANK_CARDS live at once. Binding is a payout change, so a member
 * who has a withdrawal password gives it. Cards are listed masked and removed softly.
 */
import {
  BANK_ACCOUNT_NUMBER_PATTERN,
  type BankCard,
  type BindBankCardBody,
  CashierError,
  MAX_BANK_CARDS,
  normaliseAccountNumber,
} from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { type BankCardRow, createBankCardsRepository } from './bank-cards-repository.ts'
import type { WithdrawPasswordService } from './withdraw-password-service.ts'
import { withdrawalSettings } from './withdrawal-settings.ts'

/** Names compare as a bank clerk would: spaces trimmed and collapsed, case ignored. */
export const sameName = (a: string, b: string) => {
  const n = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
  return n(a) === n(b)
}

/** Only the last four digits show. */
export const maskAccount = (n: string) => `****${n.slice(-4)}`

export const bankCardAnswer = (c: BankCardRow): BankCard => ({
  id: c.id,
  bankCode: c.bankCode,
  bankName: c.bankName,
  accountName: c.accountName,
  accountNumber: maskAccount(c.accountNumber),
  createdAt: c.createdAt.getTime(),
})

export function createBankCardsService(deps: { db: Db; clock: Clock; withdrawPassword: WithdrawPasswordService }) {
  const { db, clock, withdrawPassword } = deps
  const repo = createBankCardsRepository(db)

  return {
    async banks(merchantId: number) {
      return (await withdrawalSettings(db, merchantId)).banks
    },

    async list(memberId: number): Promise<BankCard[]> {
      return (await repo.live(memberId)).map(bankCardAnswer)
    },

    async bind(member: { id: number; merchantId: number }, body: BindBankCardBody): Promise<BankCard> {
      const bank = (await withdrawalSettings(db, member.merchantId)).banks.find((b) => b.code === body.bankCode.trim())
      if (!bank) throw new AppError(400, CashierError.bankNotOffered)
      const accountNumber = normaliseAccountNumber(body.accountNumber)
      if (!BANK_ACCOUNT_NUMBER_PATTERN.test(accountNumber)) throw new AppError(400, CashierError.cardNumberInvalid)
      if (await withdrawPassword.has(member.id)) await withdrawPassword.verify(member.id, body.withdrawPassword)

      return inTransaction(db, async (tx) => {
        const r = createBankCardsRepository(tx)
        const me = await r.lockMember(member.id)
        const payee = me?.payeeName?.trim().replace(/\s+/g, ' ')
        if (!payee) throw new AppError(400, CashierError.payeeNameRequired)
        if (!sameName(payee, body.accountName)) throw new AppError(400, CashierError.cardNameMismatch)
        if ((await r.liveCount(member.id)) >= MAX_BANK_CARDS)
          throw new AppError(409, CashierError.cardLimit, { max: String(MAX_BANK_CARDS) })
        const card = await r.insert({
          merchantId: member.merchantId,
          memberId: member.id,
          bankCode: bank.code,
          bankName: bank.name,
          // The name as the member's payee name spells it: the payout names the account holder.
          accountName: payee,
          accountNumber,
          createdAt: clock.now(),
        })
        if (!card) throw new AppError(409, CashierError.cardDuplicate)
        return bankCardAnswer(card)
      })
    },

    async remove(memberId: number, id: number): Promise<void> {
      await inTransaction(db, async (tx) => {
        const r = createBankCardsRepository(tx)
        const card = await r.lockLive(memberId, id)
        if (!card) throw new AppError(404, CashierError.cardNotFound)
        if (await r.hasOpenWithdrawal(card.id)) throw new AppError(409, CashierError.cardInUse)
        await r.remove(card.id, clock.now())
      })
    },
  }
}
export type BankCardsService = ReturnType<typeof createBankCardsService>
