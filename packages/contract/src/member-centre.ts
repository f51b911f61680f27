// Member centre, profile. Wire shapes: wire-contract §5; accounts-and-access §Member centre, §5.
import { z } from 'zod'
import { calendarDaySchema } from './common.ts'
import { REBATE_PRODUCT_TYPES } from './agent.ts'

/** errorCodes of the member centre and profile calls (texts: server i18n member-centre-messages.ts). */
export const MemberCentreErrorCode = {
  nicknameFormat: 'nickname.format.err',
  emailFormat: 'email.format.err',
  payeeNameFormat: 'payeename.format.err',
  /** A payee name is the name withdrawals are paid to: once set, only the operator changes it. */
  payeeNameLocked: 'payeename.locked',
  /** Not a real calendar date, or in the future. */
  birthDateFormat: 'birthdate.format.err',
  /** Younger than the merchant's age limit. */
  birthDateAge: 'birthdate.age.err',
  /** The date of birth decides the birthday bonus: once set, only the operator changes it. */
  birthDateLocked: 'birthdate.locked',
  iconMissing: 'icon.missing',
  iconType: 'icon.type.err',
  iconTooLarge: 'icon.too.large',
  iconCorrupt: 'icon.corrupt',
} as const

/** Nickname bounds: wide enough for real names in any script, short enough for the member-centre block. */
export const NICKNAME_MIN = 2
export const NICKNAME_MAX = 20
/** accounts-and-access §5, §9: email shorter than 255 characters. */
export const EMAIL_MAX = 254
/** The simple address pattern of accounts-and-access §5 (word characters, @, domain with 2-3 letter suffixes), widened to dots, plus and hyphens in the local part. */
export const EMAIL_PATTERN = /^[\w.+-]+@[\w-]+(\.[\w-]+)*\.[A-Za-z]{2,3}$/
/** Uploaded head icons: decoded bytes at most this many (2 MiB). */
export const ICON_MAX_BYTES = 2 * 1024 * 1024
/** Served head icons are re-encoded to fit this square. */
export const ICON_SIZE = 256

// Bodies stay loose at the edge (strings with a hard cap) so the service can answer each rule
// with its own translated errorCode instead of a generic parameter error.
export const nicknameBodySchema = z.object({ nickname: z.string().max(200) })
export const emailBodySchema = z.object({ email: z.string().max(1000) })
export const payeeNameBodySchema = z.object({ payeeName: z.string().max(200) })
/** Oldest date of birth taken: older is a typing slip, not a player. */
const BIRTH_YEAR_MIN = 1900

/**
 * `YYYY-MM-DD` of a real calendar date on or before `today` whose holder is at least `ageLimit`
 * years old on `today` (a 29 February birthday counts from 1 March in other years); else the
 * errorCode that says why not.
 */
export function birthDateProblem(date: string, today: string, ageLimit: number): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date)
  if (!m) return MemberCentreErrorCode.birthDateFormat
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const at = new Date(Date.UTC(y, mo - 1, d))
  if (y < BIRTH_YEAR_MIN || at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || date > today)
    return MemberCentreErrorCode.birthDateFormat
  // Comparing month-day text orders dates within a year, so age is the year difference, less one before the birthday.
  const age = Number(today.slice(0, 4)) - y - (today.slice(5) < date.slice(5) ? 1 : 0)
  return age < ageLimit ? MemberCentreErrorCode.birthDateAge : null
}

/** `YYYY-MM-DD`; the service checks that it is a real past date. */
export const birthDateBodySchema = z.object({ birthDate: z.string().max(20) })
/** `POST /wps/member/info/icon` (form-encoded, wire-contract §5): the image as a base64 data URL or bare base64. */
/** Cap on the encoded field: room for a file well past ICON_MAX_BYTES, so the service can say "too large" itself. */
export const ICON_FIELD_MAX_CHARS = 4 * 1024 * 1024
export const iconUploadBodySchema = z.object({ file: z.string().max(ICON_FIELD_MAX_CHARS) })

export const iconAnswerSchema = z.object({
  /** Path of the re-encoded image (changes with every upload), or null while the member has none. */
  url: z.string().nullable(),
})
export type IconAnswer = z.infer<typeof iconAnswerSchema>

/** `GET /wps/member/securityConfig` (wire-contract §5): which protections the member has set up. */
export const securityConfigSchema = z.object({
  /** Masked, or null when not bound. */
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  payeeName: z.string().nullable(),
  nickname: z.string().nullable(),
  /** `YYYY-MM-DD`, or null when not set: the member's own, shown unmasked to the member only. */
  birthDate: z.string().nullable(),
  withdrawPassword: z.boolean(),
  /** Epoch milliseconds of the last password change. */
  passwordChangedAt: z.number(),
  /** The member's most recent sign-ins, newest first. */
  recentLogins: z.array(
    z.object({
      at: z.number(),
      loginType: z.string(),
      ip: z.string().nullable(),
      device: z.string().nullable(),
      current: z.boolean(),
    }),
  ),
})
export type SecurityConfig = z.infer<typeof securityConfigSchema>

const day = calendarDaySchema
/** Longest span one profit-and-loss request may cover. */
export const PNL_MAX_DAYS = 31
export const pnlQuerySchema = z.object({ startDate: day, endDate: day })
export type PnlQuery = z.infer<typeof pnlQuerySchema>
const pnlFigures = z.object({
  rounds: z.number().int(),
  /** Major units, like the wallet answers. */
  bet: z.number(),
  payout: z.number(),
  net: z.number(),
})
export const pnlSummarySchema = z.object({
  currency: z.string(),
  /** Only days with rounds, newest first (UTC days). */
  days: z.array(pnlFigures.extend({ date: day })),
  total: pnlFigures,
})
export type PnlSummary = z.infer<typeof pnlSummarySchema>

/**
 * `GET /wps/member/referral/members`: the members registered under this member (the agent tree's
 * direct downline, who joined with the member's affiliate code) and that code.
 */
export const referredMembersSchema = z.object({
  affiliateCode: z.string().nullable(),
  total: z.number().int(),
  /** Newest first, at most 50; account names masked. */
  members: z.array(z.object({ account: z.string(), regDate: z.number() })),
})
export type ReferredMembers = z.infer<typeof referredMembersSchema>

/**
 * `GET /wps/member/rebateReport` (PLYRBT): turnover per product type at the member's rebate rates,
 * and the rebates paid into the wallet (one a day and product type, decision 042).
 */
export const rebateReportQuerySchema = pnlQuerySchema
export const rebateReportSchema = z.object({
  currency: z.string(),
  /** Every product type, with the member's rate (percent of turnover: its agent's, else the house's; 0 when none). */
  list: z.array(
    z.object({
      productType: z.enum(REBATE_PRODUCT_TYPES),
      rate: z.number(),
      /** Stakes of rounds not rolled back, major units. */
      bet: z.number(),
      /** bet × rate, floored to minor units: what the stakes earn (paid day by day, see `paid`). */
      rebate: z.number(),
    }),
  ),
  total: z.object({ bet: z.number(), rebate: z.number() }),
  /** Rebates paid for the merchant-local days in the range, newest day first. */
  paid: z.array(
    z.object({
      /** The day the stakes were placed on, `YYYY-MM-DD` in the merchant's time zone. */
      date: z.string(),
      productType: z.enum(REBATE_PRODUCT_TYPES),
      rate: z.number(),
      bet: z.number(),
      amount: z.number(),
      /** When it was paid (epoch ms). */
      paidTime: z.number(),
    }),
  ),
  paidTotal: z.number(),
})
export type RebateReport = z.infer<typeof rebateReportSchema>
