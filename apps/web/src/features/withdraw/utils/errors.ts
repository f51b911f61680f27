import { CashierError } from '@parlor/contract'
import type { TFunction } from 'i18next'
import type { MessageText } from '@/components/form/form'
import { isApiError } from '@/lib/api-client'
import { formatMoneyMajor } from '@/lib/format'

/**
 * What a refusal says to the member. The server's message is already in the member's language;
 * the turnover refusal is told here with the amount still to bet, which the server sends as
 * `value.remaining`.
 */
export function refusalText(error: unknown, t: TFunction, symbol = ''): string {
  if (!isApiError(error)) return t('errors.unknown')
  if (error.errorCode === CashierError.withdrawTurnover) {
    const remaining = (error.value as { remaining?: unknown } | null)?.remaining
    if (typeof remaining === 'number')
      return t('withdraw.turnoverLeft', { amount: formatMoneyMajor(remaining, { symbol }) })
  }
  return error.message || t('errors.unknown')
}

/** True when the refusal concerns the withdrawal password the member typed. */
export const isPasswordRefusal = (error: unknown) =>
  isApiError(error) &&
  (error.errorCode === CashierError.withdrawPasswordWrong ||
    error.errorCode === CashierError.withdrawPasswordLocked ||
    error.errorCode === CashierError.withdrawPasswordFormat)

/** The withdrawal forms' groups of rule messages, each with the key a rule without one reads. */
const RULE_KEYS = {
  'withdraw.cards.form': 'numberFormat',
  'withdraw.questions.errors': 'answer',
  'withdraw.pw.errors': 'format',
} as const
type RuleGroup = keyof typeof RULE_KEYS
type RuleKey = { [G in RuleGroup]: `${G}.${(typeof RULE_KEYS)[G]}` }[RuleGroup]

/** A form's messages: a server refusal as the server worded it, a rule's key read in `group`. */
export const ruleMessages =
  (t: TFunction, group: RuleGroup): MessageText =>
  (e) =>
    e.type === 'server' ? (e.message ?? '') : t(`${group}.${e.message ?? RULE_KEYS[group]}` as RuleKey)
