import { z } from 'zod'

/**
 * The form's email rule (accounts-and-access §5): word characters, @, a domain whose suffix
 * groups have 2-3 letters. The server accepts any well-formed address (`.info`, `.test`, …), so
 * a stricter client never locks an existing account out of recovery.
 */
export const RECOVERY_EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[A-Za-z]{2,3})+$/
const ANY_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/

export const passwordEmailBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  email: z.string().trim().max(254).regex(ANY_EMAIL),
})

/** Ours: completes a reset link from the email (decision 009). Travels encrypted. */
export const passwordResetBodySchema = z.object({
  token: z.string().min(20).max(100),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
})

export const passwordSmsBodySchema = z.object({
  countryDialingCode: z.string().max(8).nullish(),
  mobileNum: z.string().trim().min(5).max(20),
})

export const passwordVerificationBodySchema = z.object({
  newPassword: z.string().min(1).max(128),
  mobileNum: z.string().trim().min(5).max(20),
  verificationCode: z.string().trim().min(4).max(10),
})
