import { boReasonBodySchema, idParamsSchema } from './backoffice.ts'
import {
  boMemberRgSchema,
  rgBreakBodySchema,
  rgBreakSchema,
  rgHistorySchema,
  rgSetLimitAnswerSchema,
  rgSetLimitBodySchema,
  rgSetTimeLimitAnswerSchema,
  rgSetTimeLimitBodySchema,
  rgSettingsSchema,
} from './responsible-gaming.ts'
import { def } from './route-def.ts'

/** Responsible gaming (decision 040): the original has no such calls; named in its relay style. */
export const responsibleGamingRoutes = {
  rgSettings: def({
    method: 'GET',
    path: '/wps/relay/RG_getSettings',
    value: rgSettingsSchema,
    auth: 'realMember',
  }),
  /** Lowering is in force at once; raising or removing after the merchant's cooling-off. */
  rgSetLimit: def({
    method: 'POST',
    path: '/wps/relay/RG_setLimit',
    body: rgSetLimitBodySchema,
    value: rgSetLimitAnswerSchema,
    auth: 'realMember',
  }),
  /** Session-time limit (decision 044): the same cooling-off rules as the money limits. */
  rgSetTimeLimit: def({
    method: 'POST',
    path: '/wps/relay/RG_setTimeLimit',
    body: rgSetTimeLimitBodySchema,
    value: rgSetTimeLimitAnswerSchema,
    auth: 'realMember',
  }),
  /** A time-out or self-exclusion; the member's sessions end with it. */
  rgTakeBreak: def({
    method: 'POST',
    path: '/wps/relay/RG_takeBreak',
    body: rgBreakBodySchema,
    value: rgBreakSchema,
    auth: 'realMember',
  }),
  rgHistory: def({
    method: 'GET',
    path: '/wps/relay/RG_getHistory',
    value: rgHistorySchema,
    auth: 'realMember',
  }),
  /** Operators: a member's limits, last break and history. */
  boMemberRg: def({
    method: 'GET',
    path: '/admin/members/:id/responsible-gaming',
    params: idParamsSchema,
    value: boMemberRgSchema,
    auth: 'admin',
    permission: 'members.read',
  }),
  /** Operators: records that a break which has ended was reviewed and lifted; refused while in force. */
  boMemberRgLift: def({
    method: 'POST',
    path: '/admin/members/:id/responsible-gaming/lift',
    params: idParamsSchema,
    body: boReasonBodySchema,
    value: boMemberRgSchema,
    auth: 'admin',
    permission: 'members.write',
  }),
} as const
