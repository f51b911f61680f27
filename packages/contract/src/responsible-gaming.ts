import { z } from 'zod'

/**
 * Responsible gaming (decision 040): a member's deposit, loss and wager limits per merchant-local
 * day, week and month, time-outs and self-exclusions, and the history of every change. Amounts on
 * the wire are major units; the server keeps minor units.
 */

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'wager'] as const
export type RgLimitKind = (typeof RG_LIMIT_KINDS)[number]
export const RG_PERIODS = ['day', 'week', 'month'] as const
export type RgPeriod = (typeof RG_PERIODS)[number]
/** Session-time limits (decision 044): minutes signed in and active per merchant-local day or week. */
export const RG_TIME_PERIODS = ['day', 'week'] as const
export type RgTimePeriod = (typeof RG_TIME_PERIODS)[number]
/** A week's minutes; a day's limit is at most 1440. */
export const RG_TIME_MAX_MINUTES = 10_080

/** Time-outs are short breaks; self-exclusions long ones. Neither can be ended early by the member. */
export const RG_TIMEOUTS = ['24h', '7d', '30d'] as const
export const RG_EXCLUSIONS = ['6m', '1y', '5y', 'permanent'] as const
export type RgBreakKind = 'timeout' | 'self_exclusion'

export const RgErrorCode = {
  /** A deposit, bet or lottery order that would cross one of the member's limits. */
  limitReached: 'rg.limitReached',
  /** The member is in a time-out or self-exclusion: no sign-in, deposit, play or promotion. */
  excluded: 'rg.excluded',
  /** Sign-in refused during a break; `{until}` says when it ends (or that it does not). */
  signInExcluded: 'rg.signInExcluded',
  signInExcludedPermanent: 'rg.signInExcludedPermanent',
  /** A new account whose details match an excluded member of the merchant. */
  registrationRefused: 'rg.registrationRefused',
  /** A break is already running; it cannot be replaced or shortened. */
  alreadyExcluded: 'rg.alreadyExcluded',
  amountInvalid: 'rg.amountInvalid',
  /** Sign-in refused: today's (or this week's) session time is used up; `{until}` says when it resets. */
  signInTimeUsed: 'rg.signInTimeUsed',
  /** The session ended because the member's session-time limit was reached (a 401: the app signs out). */
  sessionTimeUsed: 'rg.sessionTimeUsed',
  minutesInvalid: 'rg.minutesInvalid',
  /** Operators: the member has no break to lift. */
  noBreak: 'rg.noBreak',
  /** Operators: a break in force cannot be lifted before its end. */
  liftTooEarly: 'rg.liftTooEarly',
} as const

export const rgLimitSchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** The limit in force; null: none. */
  amount: z.number().nullable(),
  /** A raise or removal waiting for its cooling-off: the limit from `pendingTime` on (null removes it). */
  pendingAmount: z.number().nullable(),
  /** Epoch milliseconds; null when nothing is pending. */
  pendingTime: z.number().nullable(),
  /** Deposited, wagered or lost so far in the current period. */
  used: z.number(),
})
export type RgLimit = z.infer<typeof rgLimitSchema>

export const rgBreakSchema = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  startTime: z.number(),
  /** Null: permanent. */
  endTime: z.number().nullable(),
})
export type RgBreak = z.infer<typeof rgBreakSchema>

/** A session-time limit in minutes; `used` counts signed-in, active minutes in the current period. */
export const rgTimeLimitSchema = z.object({
  period: z.enum(RG_TIME_PERIODS),
  minutes: z.number().int().nullable(),
  pendingMinutes: z.number().int().nullable(),
  pendingTime: z.number().nullable(),
  usedMinutes: z.number().int(),
})
export type RgTimeLimit = z.infer<typeof rgTimeLimitSchema>

export const rgSettingsSchema = z.object({
  currency: z.string(),
  coolingOffHours: z.number().int(),
  limits: z.array(rgLimitSchema),
  timeLimits: z.array(rgTimeLimitSchema),
  exclusion: rgBreakSchema.nullable(),
})
export type RgSettings = z.infer<typeof rgSettingsSchema>

const amountSchema = z
  .union([z.number(), z.string()])
  .transform((v) => String(v).trim())
  .pipe(z.string().regex(/^\d{1,12}(\.\d{1,2})?$/, 'amount'))

export const rgSetLimitBodySchema = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_PERIODS),
  /** Major units; null removes the limit (after the cooling-off). */
  amount: amountSchema.nullable(),
})

export const rgSetLimitAnswerSchema = z.object({
  limit: rgLimitSchema,
  /** Epoch milliseconds when the change is in force: now for a lower limit, after the cooling-off for a raise. */
  effectiveTime: z.number(),
  immediate: z.boolean(),
})

export const rgSetTimeLimitBodySchema = z.object({
  period: z.enum(RG_TIME_PERIODS),
  /** Null removes the limit (after the cooling-off). */
  minutes: z.number().int().min(1).max(RG_TIME_MAX_MINUTES).nullable(),
})

export const rgSetTimeLimitAnswerSchema = z.object({
  limit: rgTimeLimitSchema,
  effectiveTime: z.number(),
  immediate: z.boolean(),
})

export const rgBreakBodySchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('timeout'), duration: z.enum(RG_TIMEOUTS), confirm: z.literal(true) }),
  z.object({ kind: z.literal('self_exclusion'), duration: z.enum(RG_EXCLUSIONS), confirm: z.literal(true) }),
])
export type RgBreakBody = z.infer<typeof rgBreakBodySchema>

export const rgHistoryEntrySchema = z.object({
  id: z.number().int(),
  /** Epoch milliseconds. */
  time: z.number(),
  source: z.enum(['member', 'operator']),
  action: z.enum(['limit', 'timeout', 'self_exclusion', 'lift']),
  /** `time`: a session-time limit, whose `from` and `to` are minutes. */
  kind: z.enum([...RG_LIMIT_KINDS, 'time']).nullable(),
  period: z.enum(RG_PERIODS).nullable(),
  /** Limits: before and after (null: none); breaks: null. */
  from: z.number().nullable(),
  to: z.number().nullable(),
  /** When the change is (or was) in force; a break's end (null: permanent). */
  effectiveTime: z.number().nullable(),
  endTime: z.number().nullable(),
})
export type RgHistoryEntry = z.infer<typeof rgHistoryEntrySchema>
export const rgHistorySchema = z.object({ list: z.array(rgHistoryEntrySchema) })

/** The operators' view of a member (back office): the member's own view plus the full history. */
export const boMemberRgSchema = z.object({
  memberId: z.number().int(),
  settings: rgSettingsSchema,
  /** The last break, in force or ended, with when an operator lifted it. */
  lastBreak: rgBreakSchema.extend({ liftedTime: z.number().nullable() }).nullable(),
  history: z.array(rgHistoryEntrySchema),
})
