import { z } from 'zod'
import {
  agreementQuerySchema,
  agreementSchema,
  feedbackAnswerSchema,
  feedbackBodySchema,
  helpListSchema,
  helpQuerySchema,
  inboxListSchema,
  inboxMarkReadBodySchema,
  inboxMessageQuerySchema,
  inboxMessageSchema,
  inboxQuerySchema,
  referralSchema,
} from './pages.ts'
import { def } from './route-def.ts'

/** Message centre, help, feedback and info pages; composed into `routes` in routes.ts. */
export const pagesRoutes = {
  /** The member's messages, newest first (wire-contract §8 inbox list). */
  inbox: def({
    method: 'GET',
    path: '/wps/relay/CSP_getInbox',
    moduleId: 'INBOX3',
    query: inboxQuerySchema,
    value: inboxListSchema,
    auth: 'member',
  }),
  inboxV2: def({
    method: 'GET',
    path: '/wps/relay/EMFE_getInbox',
    moduleId: 'INBOX3',
    query: inboxQuerySchema,
    value: inboxListSchema,
    auth: 'member',
  }),
  /** value = number of unread messages (home inbox icon, member centre and agent badges). */
  inboxUnreadCount: def({
    method: 'GET',
    path: '/wps/relay/CSP_unreadCount',
    moduleId: 'INBOX3',
    value: z.number().int(),
    auth: 'member',
  }),
  inboxUnreadCountV2: def({
    method: 'GET',
    path: '/wps/relay/EMFE_getInboxUnreadCount',
    moduleId: 'INBOX3',
    value: z.number().int(),
    auth: 'member',
  }),
  /** One message; reading it does not mark it (that is `inboxMarkRead`, so a GET changes nothing). */
  inboxMessage: def({
    method: 'GET',
    path: '/wps/relay/CSP_getInboxMessage',
    moduleId: 'INBOX3',
    query: inboxMessageQuerySchema,
    value: inboxMessageSchema,
    auth: 'member',
  }),
  /** Marks the given messages read; answers the unread count left. Ids not the caller's are ignored. */
  inboxMarkRead: def({
    method: 'POST',
    path: '/wps/relay/CSP_markInboxRead',
    moduleId: 'INBOX3',
    body: inboxMarkReadBodySchema,
    value: z.number().int(),
    auth: 'member',
  }),
  helpCenter: def({
    method: 'GET',
    path: '/wps/system/helpCenter',
    moduleId: 'COMM3',
    query: helpQuerySchema,
    value: helpListSchema,
  }),
  feedback: def({
    method: 'PUT',
    path: '/wps/feedback',
    moduleId: 'FEEDBACK3',
    flag: 'FEEDBACK3',
    body: feedbackBodySchema,
    value: feedbackAnswerSchema,
    auth: 'realMember',
  }),
  userAgreement: def({
    method: 'GET',
    path: '/wps/system/userAgreement',
    moduleId: 'COMM3',
    query: agreementQuerySchema,
    value: agreementSchema,
  }),
  /** The member's own referral code for invite friends; only while a REFERRAL promotion is live. */
  memberReferral: def({
    method: 'GET',
    path: '/wps/member/referral',
    moduleId: 'COMM3',
    value: referralSchema,
    auth: 'realMember',
  }),
} as const
