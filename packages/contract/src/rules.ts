import { z } from 'zod'

/**
 * Shared field rules (accounts-and-access §5: loginUsername, loginPassword, loginMobileNum,
 * verificationCode, and the login captcha). Every screen that asks for one of these values
 * validates it with the schema here, so login, set-password-by-phone and registration agree.
 *
 * A failed rule's message is a key, not text: clients translate it (the web app under
 * `rules.<key>`, interpolating `RULE_LIMITS` where a text names a bound). The server checks its
 * own, looser, request schemas (session.ts); these rules are what a person is asked to type.
 */

export const RuleMessage = {
  usernameRequired: 'in_enter_username',
  usernameFormat: 'in_username_error',
  passwordRequired: 'in_enter_password',
  passwordFormat: 'in_password_error',
  mobileRequired: 'in_enter_mobileNum',
  /** Interpolates `min` (RULE_LIMITS.mobileMin). */
  mobileFormat: 'in_mobileNum_error',
  codeRequired: 'in_enter_verification_code',
  codeFormat: 'in_verification_code_error',
  captchaRequired: 'in_enter_captcha',
  captchaFormat: 'in_captcha_error',
} as const
export type RuleMessageKey = (typeof RuleMessage)[keyof typeof RuleMessage]

export const RULE_LIMITS = {
  /** Existing accounts include three-letter names; the field also takes a mobile number. */
  usernameMin: 2,
  usernameMax: 64,
  /** 123456, the default password of mobile registrations, must still get through to the forced change. */
  passwordMin: 6,
  passwordMax: 128,
  mobileMin: 7,
  mobileMax: 20,
  codeMin: 4,
  codeMax: 10,
  captchaMax: 6,
} as const

const DIGITS = /^\d+$/
// Letters, digits and the few marks usernames, trial names (trial_xxxx) and emails-as-names use.
const USERNAME = /^[A-Za-z0-9_.@+-]+$/

const L = RULE_LIMITS
const M = RuleMessage

export const loginUsername = z
  .string()
  .trim()
  .min(1, { error: M.usernameRequired })
  .min(L.usernameMin, { error: M.usernameFormat })
  .max(L.usernameMax, { error: M.usernameFormat })
  .regex(USERNAME, { error: M.usernameFormat })

/** Not trimmed: spaces may be part of a password. */
export const loginPassword = z
  .string()
  .min(1, { error: M.passwordRequired })
  .min(L.passwordMin, { error: M.passwordFormat })
  .max(L.passwordMax, { error: M.passwordFormat })
  .refine((v) => v.trim() !== '', { error: M.passwordFormat })

/** The national number without the dialling code, digits only. */
export const loginMobileNum = z
  .string()
  .trim()
  .min(1, { error: M.mobileRequired })
  .regex(DIGITS, { error: M.mobileFormat })
  .min(L.mobileMin, { error: M.mobileFormat })
  .max(L.mobileMax, { error: M.mobileFormat })

/** An SMS code: digits only, at most 10. */
export const verificationCode = z
  .string()
  .trim()
  .min(1, { error: M.codeRequired })
  .regex(DIGITS, { error: M.codeFormat })
  .min(L.codeMin, { error: M.codeFormat })
  .max(L.codeMax, { error: M.codeFormat })

/** The image captcha's answer (digits, or the result of a small sum); asked for only when shown. */
export const captchaCode = z
  .string()
  .trim()
  .min(1, { error: M.captchaRequired })
  .regex(DIGITS, { error: M.captchaFormat })
  .max(L.captchaMax, { error: M.captchaFormat })
