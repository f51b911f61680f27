import { useBankCards } from '../api/get-bank-cards'
import { useCustomerSecurityQuestions } from '../api/get-customer-security-questions'
import { useHasWithdrawPassword } from '../api/get-has-withdraw-password'

/** What the security centre shows of the payout protections; undefined while loading (or for trial members). */
export interface WithdrawSecurityState {
  hasPassword: boolean | undefined
  cardCount: number | undefined
  questionsSet: boolean | undefined
}

export function useWithdrawSecurity(): WithdrawSecurityState {
  const password = useHasWithdrawPassword()
  const cards = useBankCards()
  const questions = useCustomerSecurityQuestions()
  return {
    hasPassword: password.data?.hasPassword,
    cardCount: cards.data?.length,
    questionsSet: questions.data ? questions.data.questions.length > 0 : undefined,
  }
}
