import { z } from 'zod'
import {
  birthDateBodySchema,
  emailBodySchema,
  iconAnswerSchema,
  iconUploadBodySchema,
  nicknameBodySchema,
  payeeNameBodySchema,
  pnlQuerySchema,
  pnlSummarySchema,
  rebateReportQuerySchema,
  rebateReportSchema,
  referredMembersSchema,
  securityConfigSchema,
} from './member-centre.ts'
import { def } from './route-def.ts'

/** Member centre and profile; composed into `routes` in routes.ts. */
export const memberCentreRoutes = {
  memberNickname: def({
    method: 'PUT',
    path: '/wps/member/info/nickname',
    moduleId: 'COMM3',
    body: nicknameBodySchema,
    value: z.null(),
    auth: 'realMember',
  }),
  memberEmail: def({
    method: 'PUT',
    path: '/wps/member/info/email',
    moduleId: 'COMM3',
    body: emailBodySchema,
    value: z.null(),
    auth: 'realMember',
  }),
  memberPayeeName: def({
    method: 'PUT',
    path: '/wps/member/info/payeename',
    moduleId: 'COMM3',
    body: payeeNameBodySchema,
    value: z.null(),
    auth: 'realMember',
  }),
  /** Ours: the date of birth for the VIP birthday bonus, set once like the payee name. */
  memberBirthDate: def({
    method: 'PUT',
    path: '/wps/member/info/birthdate',
    moduleId: 'COMM3',
    body: birthDateBodySchema,
    value: z.null(),
    auth: 'realMember',
  }),
  memberIcon: def({
    method: 'GET',
    path: '/wps/member/info/icon',
    moduleId: 'PROFPIC3',
    value: iconAnswerSchema,
    auth: 'member',
  }),
  /** Sent form-encoded, as the original clients post it (wire-contract §5). */
  memberIconUpload: def({
    method: 'POST',
    path: '/wps/member/info/icon',
    moduleId: 'PROFPIC3',
    body: iconUploadBodySchema,
    value: iconAnswerSchema,
    auth: 'realMember',
  }),
  /** The re-encoded image bytes, outside /wps so it may be cached; `key` comes from `memberIcon.url`. */
  memberIconImage: def({
    method: 'GET',
    path: '/cdn/member-icons/:key',
    params: z.object({ key: z.string() }),
    value: z.unknown(),
    raw: true,
  }),
  securityConfig: def({
    method: 'GET',
    path: '/wps/member/securityConfig',
    moduleId: 'COMM3',
    value: securityConfigSchema,
    auth: 'realMember',
  }),
  /** Profit and loss per day from the member's game rounds (PERSREP). */
  memberPnl: def({
    method: 'GET',
    path: '/wps/member/pnl',
    moduleId: 'PERSPNL3',
    query: pnlQuerySchema,
    value: pnlSummarySchema,
    auth: 'realMember',
  }),
  /** Rebate report (PLYRBT): the member's turnover per product type at its own rebate rates. */
  memberRebateReport: def({
    method: 'GET',
    path: '/wps/member/rebateReport',
    moduleId: 'PERSPNL3',
    query: rebateReportQuerySchema,
    value: rebateReportSchema,
    auth: 'realMember',
  }),
  /** Referral management (when a REFERRAL promotion is live); the code itself: pages' memberReferral. */
  memberReferredMembers: def({
    method: 'GET',
    path: '/wps/member/referral/members',
    moduleId: 'AFFMAN3',
    value: referredMembersSchema,
    auth: 'realMember',
  }),
} as const
