import {
  checkField,
  DEFAULT_PASSWORD,
  effectiveRule,
  FALLBACK_PASSWORD_RULE,
  type RegisterSettings,
  RuleMessage,
  RULE_LIMITS,
} from '@parlor/contract'
import type { MessageText } from '@/components/form/form'
import { z } from 'zod'
import type { Translate } from './translate'

export interface PasswordProblem {
  messageKey: string
  min?: number
  max?: number
}

/**
 * A new password (change, reset link, set by phone) under the merchant's password rule and our
 * floor, exactly as the server checks it: required, the rule, no common password, never the
 * default password, no surrounding spaces.
 */
export function newPasswordProblem(settings: RegisterSettings, password: string): PasswordProblem | null {
  if (!password) return { messageKey: 'newRequired' }
  const rule = { ...(settings.password ?? FALLBACK_PASSWORD_RULE), required: true }
  const failure = checkField('password', rule, password)
  if (failure) return failure
  if (password === DEFAULT_PASSWORD || password.trim() !== password) return { messageKey: 'passwordFormatErr' }
  return null
}

/** Confirmation of a new password (accounts-and-access §5). */
export function confirmProblem(password: string, confirm: string): PasswordProblem | null {
  if (!confirm) return { messageKey: 'confirmRequired' }
  if (confirm !== password) return { messageKey: 'in_confirmation_correct' }
  return null
}

/** The bounds a password message's `(min)` and `(max)` stand for: the merchant's rule with our floor. */
export function passwordBounds(settings: RegisterSettings) {
  const rule = effectiveRule('password', settings.password ?? FALLBACK_PASSWORD_RULE)
  return { min: rule.minLength, max: rule.maxLength }
}

/** `newPasswordProblem` as a form rule; the message is the problem's key under `account.`. */
export const newPasswordRule = (settings: RegisterSettings) =>
  z.string().superRefine((password, ctx) => {
    const problem = newPasswordProblem(settings, password)
    if (problem) ctx.addIssue({ code: 'custom', message: problem.messageKey })
  })

/**
 * A new password and its confirmation (accounts-and-access §5), checked together even while
 * another field is wrong, so every message shows at once.
 */
export function withConfirmation<T extends z.ZodRawShape>(settings: RegisterSettings, shape: T) {
  return z
    .object({ ...shape, newPassword: newPasswordRule(settings), confirmNewPassword: z.string() })
    .superRefine((v, ctx) => {
      const { newPassword, confirmNewPassword } = v as { newPassword: string; confirmNewPassword: string }
      const problem = confirmProblem(newPassword, confirmNewPassword)
      if (problem) ctx.addIssue({ code: 'custom', path: ['confirmNewPassword'], message: problem.messageKey })
    })
}

const RULE_KEYS = new Set<string>(Object.values(RuleMessage))

/**
 * Messages of the account forms: a shared login rule's key (`rules.`), an account key
 * (`account.`, its `(min)`/`(max)` taking the password bounds), or a server refusal as is.
 */
export function accountMessageText(t: Translate, bounds?: { min: number; max: number }): MessageText {
  return ({ type, message = '' }) => {
    if (type === 'server') return message
    if (RULE_KEYS.has(message)) return t(`rules.${message}`, { min: RULE_LIMITS.mobileMin })
    return t(`account.${message}`)
      .replaceAll('(min)', String(bounds?.min ?? ''))
      .replaceAll('(max)', String(bounds?.max ?? ''))
  }
}
