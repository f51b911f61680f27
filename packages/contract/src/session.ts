import { z } from 'zod'

/**
 * Sign-in, session and member shapes (wire-contract §3, §4.2, §5; accounts-and-access §3).
 * Request bodies accept and drop fields we do not use (geetest, firebase channel, …) because
 * existing clients send them.
 */

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .nullish()
    .transform((v) => v || undefined)

/** `""` is the auto-login after a password reset and behaves as `username`. */
export const LOGIN_TYPES = ['username', 'sms', 'firebase', ''] as const
export type LoginType = (typeof LOGIN_TYPES)[number]

/** Plaintext of `POST /wps/session/login` before encryption (wire-contract §3.1). */
export const loginBodySchema = z
  .object({
    /** Username or mobile number (type username), mobile number (type sms). */
    username: z.string().trim().min(1).max(64),
    /** Password, or the SMS code for type sms; empty (or absent) for type firebase. */
    password: z.string().max(128).default(''),
    type: z.enum(LOGIN_TYPES).default('username'),
    /** Text of the image captcha, when the last failure asked for one. */
    captcha: optionalText(16),
    loginDeviceId: optionalText(64),
    countryDialingCode: optionalText(8),
    firebaseIdToken: optionalText(4096),
    isOfficialAppLogin: z.boolean().nullish(),
  })
  .refine((b) => b.type === 'firebase' || b.password.length > 0, { path: ['password'], message: 'Required' })
export type LoginBody = z.input<typeof loginBodySchema>

/** Login (and trial) answer `value` (wire-contract §3.2, §3.3). */
export const loginAnswerSchema = z.object({
  id: z.number().int(),
  token: z.string(),
  userName: z.string(),
  customerName: z.string(),
  customerType: z.number().int(),
  type: z.number().int(),
  firstTimeLogin: z.boolean(),
  passwordExpired: z.boolean(),
  /** First login, expired password under PWDEXPFORCECHANGE3, or the password typed was `123456`. */
  changePassword: z.boolean(),
})
export type LoginAnswer = z.infer<typeof loginAnswerSchema>

/** `value` of a failed login: `captcha: true` means show the image captcha and send its text. */
export const loginFailureValueSchema = z.object({ captcha: z.boolean() }).nullable()

/** Password a client must force the member to change (wire-contract §3.3). */
export const DEFAULT_PASSWORD = '123456'

export const freeplayBodySchema = z
  .object({
    /** A name from `GET /wps/member/trialuser`; another is chosen when it is taken. */
    username: z
      .string()
      .regex(/^trial_[a-z0-9]{8}$/)
      .nullish(),
    os: z.string().max(32).nullish(),
    platform: z.string().max(8).nullish(),
  })
  .nullish()

/** `GET /wps/member/info` value (wire-contract §5). Email and mobile come masked. */
export const memberInfoSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string(),
  type: z.number().int(),
  /** Epoch milliseconds. */
  regDate: z.number().int(),
  toUpline: z.boolean(),
  clubLabel: z.object({ labelName: z.string(), type: z.string(), rankLevel: z.number().int() }),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
})
export type MemberInfo = z.infer<typeof memberInfoSchema>

/**
 * `POST /wps/member/password` plaintext (wire-contract §5). `oldPassword` may be left out (or
 * empty) only by a session held to its forced change (the login answer's `changePassword`), and
 * only for that one change: the password was proven at sign-in (accounts-and-access §Change
 * password screen: no old password is asked while one is held). Every other change needs it.
 */
export const passwordChangeBodySchema = z.object({
  oldPassword: z.string().max(128).optional(),
  newPassword: z.string().min(1).max(128),
  confirmNewPassword: z.string().min(1).max(128),
})
export type PasswordChangeBody = z.infer<typeof passwordChangeBodySchema>

/** `POST /wps/verification/sms/noLogin` (wire-contract §4.2). */
export const smsSendBodySchema = z.object({
  countryDialingCode: z
    .string()
    .trim()
    .regex(/^\+?[0-9]{1,4}$/)
    .nullish(),
  mobileNum: z
    .string()
    .trim()
    .regex(/^[0-9]{5,20}$/),
})
export type SmsSendBody = z.input<typeof smsSendBodySchema>
/** The client's resend countdown is `expiredMinutes × 60` seconds. */
export const smsSendValueSchema = z.object({ expiredMinutes: z.number().int() })

/** Modern key answer of `GET /wps/session/key/rsa?scheme=oaep` (see crypto.ts). */
export const oaepKeySchema = z.object({
  keyId: z.string(),
  /** SPKI DER, base64. */
  publicKey: z.string(),
  algorithm: z.literal('RSA-OAEP-256+A256GCM'),
})
export type OaepKey = z.infer<typeof oaepKeySchema>
export const keyQuerySchema = z.object({
  scheme: z.enum(['legacy', 'oaep']).optional(),
  _: z.string().max(20).optional(),
  t: z.string().max(20).optional(),
})
