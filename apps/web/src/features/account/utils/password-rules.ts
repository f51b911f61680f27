import { checkField, DEFAULT_PASSWORD, type RegisterField, type RegisterSettings } from '@parlor/contract'

/** The rule the server applies when no merchant rule exists (member-service `passwordAcceptable`). */
const FALLBACK_RULE: RegisterField = {
  enabled: true,
  required: true,
  acceptedPattern: '^[\\x21-\\x7e]+$',
  patternId: 4,
  minLength: 8,
  maxLength: 64,
}

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
  const rule = { ...(settings.password ?? FALLBACK_RULE), required: true }
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
