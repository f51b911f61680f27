/**
 * An agent's red-envelope rain (decision 049): a total held from the agent's balance, split by the
 * server equally or at random among chosen downlines, each of whom claims its envelope within a
 * time window; what nobody claimed goes back to the agent after the window.
 */
import { z } from 'zod'
import { amountInputSchema, requestKeySchema } from './agent.ts'

export const RedEnvelopeErrorCode = {
  /** The window: start in the past or more than RED_RAIN_MAX_LEAD_DAYS ahead, or a duration out of range. */
  window: 'redrain.window.invalid',
  /** The total cannot give every envelope at least 0.01. */
  tooSmall: 'redrain.total.too.small',
  /** A trial (demo money) member cannot receive a rain. */
  trialMember: 'redrain.trial.member',
  rainNotFound: 'redrain.not.found',
  /** Cancel after the window opened, or of a rain already ended or cancelled. */
  notCancellable: 'redrain.not.cancellable',
  /** No such envelope for the caller (not a recipient, or unknown: not told apart). */
  envelopeNotFound: 'redenvelope.not.found',
  /** The window has not opened yet. */
  notOpen: 'redenvelope.not.open',
  /** The window closed, or the rain was cancelled. */
  ended: 'redenvelope.ended',
  alreadyClaimed: 'redenvelope.already.claimed',
} as const

export const RED_RAIN_MODES = ['equal', 'random'] as const
export type RedRainMode = (typeof RED_RAIN_MODES)[number]
/** Most recipients of one rain. */
export const MAX_RED_RAIN_RECIPIENTS = 200
/** Window length, minutes. */
export const RED_RAIN_MIN_MINUTES = 10
export const RED_RAIN_MAX_MINUTES = 24 * 60
/** How far ahead a rain may be scheduled, days. */
export const RED_RAIN_MAX_LEAD_DAYS = 7

export const createRedRainBodySchema = z.object({
  total: amountInputSchema,
  mode: z.enum(RED_RAIN_MODES),
  downlineIds: z.array(z.coerce.number().int().min(1)).min(1).max(MAX_RED_RAIN_RECIPIENTS),
  /** Epoch milliseconds; absent or null: the window opens now. */
  startAt: z.number().int().min(0).nullish(),
  durationMinutes: z.number().int().min(RED_RAIN_MIN_MINUTES).max(RED_RAIN_MAX_MINUTES),
  requestKey: requestKeySchema,
})
export type CreateRedRainBody = z.input<typeof createRedRainBodySchema>

export const RED_RAIN_STATUSES = ['scheduled', 'open', 'ended', 'cancelled'] as const
export type RedRainStatus = (typeof RED_RAIN_STATUSES)[number]

export const redRainSchema = z.object({
  id: z.number().int(),
  status: z.enum(RED_RAIN_STATUSES),
  mode: z.enum(RED_RAIN_MODES),
  total: z.number(),
  currency: z.string(),
  /** Epoch milliseconds. */
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  createdAt: z.number().int(),
  envelopeCount: z.number().int(),
  claimedCount: z.number().int(),
  claimedAmount: z.number(),
  /** Given back to the agent when the rain ended or was cancelled; null before. */
  returnedAmount: z.number().nullable(),
  envelopes: z.array(
    z.object({
      memberId: z.number().int(),
      account: z.string(),
      amount: z.number(),
      claimedAt: z.number().int().nullable(),
    }),
  ),
})
export type RedRain = z.infer<typeof redRainSchema>

export const createRedRainAnswerSchema = z.object({
  rain: redRainSchema,
  /** The agent's balance after the hold. */
  balance: z.number(),
  replayed: z.boolean(),
})
export const redRainListSchema = z.object({ list: z.array(redRainSchema) })
export const redRainIdBodySchema = z.object({ id: z.coerce.number().int().min(1) })
export const cancelRedRainAnswerSchema = z.object({ rain: redRainSchema, balance: z.number() })

/** An envelope waiting for the signed-in member; its amount stays hidden until it is opened. */
export const openEnvelopeSchema = z.object({
  id: z.number().int(),
  /** The agent who sent the rain. */
  from: z.string(),
  startsAt: z.number().int(),
  endsAt: z.number().int(),
  /** open: claimable now; scheduled: its window opens at startsAt. */
  status: z.enum(['open', 'scheduled']),
})
export type OpenEnvelope = z.infer<typeof openEnvelopeSchema>
export const openEnvelopesSchema = z.object({ list: z.array(openEnvelopeSchema) })
export const claimEnvelopeAnswerSchema = z.object({
  id: z.number().int(),
  amount: z.number(),
  /** The member's balance after the claim. */
  balance: z.number(),
  currency: z.string(),
  from: z.string(),
})
export type ClaimEnvelopeAnswer = z.infer<typeof claimEnvelopeAnswerSchema>
