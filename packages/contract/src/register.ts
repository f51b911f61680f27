/**
 * Registration rules shared by the web form and the server (accounts-and-access §5,
 * wire-contract §6.2): each field is checked against the merchant's register settings
 * (enabled, required, pattern, length) and the first failing field is reported, so the
 * browser and the server cannot disagree about what is acceptable.
 */
import { z } from 'zod'
import { isCommonPassword } from './common-passwords.ts'
import type { RegisterField, RegisterFieldName, RegisterSettings } from './system.ts'

/** Order in which fields are checked (and the first failure is focused), as the form shows them. */
export const REGISTER_CHECK_ORDER = [
  'username',
  'mobileNum',
  'password',
  'paymentPassword',
  'payeeName',
  'email',
  'qqNum',
  'recommenderId',
  'affiliateCode',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'captcha',
] as const satisfies readonly RegisterFieldName[]

/** Our own floor, whatever the merchant sets (accounts and access): at least 8 unless explicitly less, never capped below 64. */
export const PASSWORD_FLOOR = { min: 8, maxAtLeast: 64 } as const

/** The rule of a field the merchant's register settings leave out: anything up to 64 characters. */
export const OPEN_FIELD_RULE: RegisterField = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 0,
  minLength: 0,
  maxLength: 64,
}

/**
 * The password rule when the merchant sets none (new passwords on the server and in the web's
 * password forms): printable ASCII, 8 to 64 characters.
 */
export const FALLBACK_PASSWORD_RULE: RegisterField = {
  enabled: true,
  required: true,
  acceptedPattern: '^[\\x21-\\x7e]+$',
  patternId: 4,
  minLength: 8,
  maxLength: 64,
}

export type RegisterFailureCode =
  | 'required'
  | 'pattern'
  | 'too_short'
  | 'too_long'
  | 'common_password'
  | 'confirm_mismatch'
  | 'confirm_required'
  | 'agree_required'

export interface RegisterFailure {
  field: RegisterFieldName | 'confirmPassword' | 'verificationCode' | 'agree'
  code: RegisterFailureCode
  /** i18n key of the message, e.g. `reg_pattern_4`; `(min)`/`(max)` in it take `min`/`max`. */
  messageKey: string
  min?: number
  max?: number
}

export type RegisterMode = 'username' | 'mobile'

export type RegisterValues = Partial<Record<RegisterFieldName | 'confirmPassword' | 'verificationCode', string>> & {
  agree?: boolean
}

function compile(pattern: string): RegExp | null {
  if (!pattern || pattern === '*') return null
  try {
    return new RegExp(pattern)
  } catch {
    return null
  }
}

/** The effective rule of a field: the merchant's, with our password floor applied. */
export function effectiveRule(name: RegisterFieldName, rule: RegisterField): RegisterField {
  if (name !== 'password') return rule
  const min = rule.minLength > 0 ? rule.minLength : PASSWORD_FLOOR.min
  return { ...rule, minLength: min, maxLength: Math.max(rule.maxLength, PASSWORD_FLOOR.maxAtLeast) }
}

/** Which fields the form shows for a mode (the mobile tab always asks for the number). */
export function fieldsFor(
  settings: RegisterSettings,
  mode: RegisterMode,
  mobilePassword: boolean,
): RegisterFieldName[] {
  return REGISTER_CHECK_ORDER.filter((name) => {
    if (mode === 'mobile') {
      if (name === 'username') return false
      if (name === 'mobileNum') return true
      if (name === 'password') return mobilePassword
    }
    return settings[name]?.enabled === true
  })
}

export function checkField(
  name: RegisterFieldName,
  rule: RegisterField,
  raw: string | undefined,
): RegisterFailure | null {
  const value = (raw ?? '').trim()
  const r = effectiveRule(name, rule)
  if (!value) return r.required ? { field: name, code: 'required', messageKey: `reg_required_${name}` } : null
  const bounds = { min: r.minLength, max: r.maxLength }
  const patternKey = `reg_pattern_${r.patternId}`
  if (r.minLength && value.length < r.minLength)
    return { field: name, code: 'too_short', messageKey: patternKey, ...bounds }
  if (r.maxLength && value.length > r.maxLength)
    return { field: name, code: 'too_long', messageKey: patternKey, ...bounds }
  const re = compile(r.acceptedPattern)
  if (re && !re.test(value)) return { field: name, code: 'pattern', messageKey: patternKey, ...bounds }
  if ((name === 'password' || name === 'paymentPassword') && isCommonPassword(value)) {
    return { field: name, code: 'common_password', messageKey: 'reg_common_password' }
  }
  return null
}

/**
 * The first failing field of a registration, or null. `mobilePassword` is the merchant's
 * MOBILENUMPASSREG3: without it mobile registrations carry no password.
 */
export function firstRegisterFailure(
  settings: RegisterSettings,
  values: RegisterValues,
  mode: RegisterMode,
  opts: { mobilePassword: boolean; smsCode: boolean },
): RegisterFailure | null {
  if (values.agree === false) return { field: 'agree', code: 'agree_required', messageKey: 'reg_agree_required' }
  for (const name of fieldsFor(settings, mode, opts.mobilePassword)) {
    const rule = settings[name] ?? OPEN_FIELD_RULE
    const required =
      mode === 'mobile' && (name === 'mobileNum' || name === 'password') ? { ...rule, required: true } : rule
    const failure = checkField(name, required, values[name])
    if (failure) return failure
    if (name === 'password' && (values.password ?? '') !== '') {
      if (!values.confirmPassword)
        return { field: 'confirmPassword', code: 'confirm_required', messageKey: 'in_incorrect_password' }
      if (values.confirmPassword !== values.password) {
        return { field: 'confirmPassword', code: 'confirm_mismatch', messageKey: 'in_confirmation_correct' }
      }
    }
    if (name === 'mobileNum' && opts.smsCode && !/^\d{4,10}$/.test((values.verificationCode ?? '').trim())) {
      return { field: 'verificationCode', code: 'required', messageKey: 'in_verification_code_error' }
    }
  }
  return null
}

const text = (max: number) =>
  z
    .string()
    .max(max)
    .nullish()
    .transform((v) => v ?? undefined)

/** Plaintext of `PUT /wps/member/register` and `/register/mobile` (wire-contract §4.1); unknown fields are dropped. */
export const registerBodySchema = z.object({
  username: text(64),
  password: text(128),
  confirmPassword: text(128),
  payeeName: text(100),
  nickname: text(50),
  email: text(254),
  qqNum: text(20),
  mobileNum: text(20),
  recommenderId: text(40),
  captcha: text(16),
  verificationCode: text(10),
  affiliateCode: text(40),
  referralCode: text(40),
  paymentPassword: text(20),
  line: text(100),
  whatsapp: text(30),
  facebook: text(100),
  wechat: text(100),
  zalo: text(100),
  idNumber: text(40),
  domain: text(255),
  countryDialingCode: text(8),
  login: z.boolean().nullish(),
  registerMethod: z.enum(['APP', 'H5', 'PWA', 'WEBCLIP', 'WEB']).nullish(),
  registerUrl: text(500),
  loginDeviceId: text(64),
  agree: z.boolean().nullish(),
})
export type RegisterBody = z.input<typeof registerBodySchema>

export const registerAnswerSchema = z.object({
  id: z.number(),
  customerId: z.number(),
  userName: z.string(),
  customerName: z.string(),
  token: z.string().optional(),
  customerType: z.number(),
  firstTimeLogin: z.boolean(),
  changePassword: z.boolean(),
})

export const usernameCheckQuerySchema = z.object({ username: z.string().trim().min(1).max(64) })
export const affiliateQuerySchema = z.object({
  code: z.string().trim().min(1).max(40),
  domain: z.string().max(255).optional(),
})
export const registerSmsBodySchema = z.object({
  countryDialingCode: text(8),
  mobileNo: z.string().trim().min(5).max(20),
})
