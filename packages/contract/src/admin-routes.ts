import { z } from 'zod'
import {
  adminAdjustmentAnswerSchema,
  adminAdjustmentBodySchema,
  adminFeedbackImageParamsSchema,
  adminFeedbackRowSchema,
  adminInboxRowSchema,
  adminInboxSendAnswerSchema,
  adminInboxSendBodySchema,
  adminMailOutboxQuerySchema,
  adminMailOutboxRowSchema,
  adminMemberAnswerSchema,
  adminMemberParamsSchema,
  adminMemberPatchSchema,
  adminMerchantAnswerSchema,
  adminMerchantListQuerySchema,
  adminMerchantParamsSchema,
  adminMerchantPatchSchema,
  adminSmsOutboxQuerySchema,
  adminSmsOutboxRowSchema,
} from './admin.ts'
import { def } from './route-def.ts'

/**
 * The operator API: the server's operator tools (`npm run wallet:adjust`, `sms:outbox`, …) and
 * back-office scripts call it with `X-Admin-Token`; the web app never does.
 */
export const adminRoutes = {
  adminMerchantPatch: def({
    method: 'PATCH',
    path: '/admin/merchants/:code',
    params: adminMerchantParamsSchema,
    body: adminMerchantPatchSchema,
    value: adminMerchantAnswerSchema,
    auth: 'admin',
    permission: 'merchants.write',
  }),
  adminMemberPatch: def({
    method: 'PATCH',
    path: '/admin/members/:id',
    params: adminMemberParamsSchema,
    body: adminMemberPatchSchema,
    value: adminMemberAnswerSchema,
    auth: 'admin',
    permission: 'members.write',
  }),
  /** `npm run wallet:adjust` while the server owns the embedded database; idempotent by `key`. */
  adminWalletAdjustment: def({
    method: 'POST',
    path: '/admin/wallet/adjustments',
    body: adminAdjustmentBodySchema,
    value: adminAdjustmentAnswerSchema,
    auth: 'admin',
    permission: 'members.approve',
  }),
  /** The development SMS outbox, for `npm run sms:outbox` and browser journeys. */
  adminSmsOutbox: def({
    method: 'GET',
    path: '/admin/sms-outbox',
    query: adminSmsOutboxQuerySchema,
    value: z.array(adminSmsOutboxRowSchema),
    auth: 'admin',
    permission: 'system.outbox',
  }),
  /** The development mail outbox, for `npm run mail:outbox`; only when the outbox mailer is in use. */
  adminMailOutbox: def({
    method: 'GET',
    path: '/admin/mail-outbox',
    query: adminMailOutboxQuerySchema,
    value: z.array(adminMailOutboxRowSchema),
    auth: 'admin',
    permission: 'system.outbox',
  }),
  adminInboxSend: def({
    method: 'POST',
    path: '/admin/inbox/messages',
    body: adminInboxSendBodySchema,
    value: adminInboxSendAnswerSchema,
    auth: 'admin',
    permission: 'messages.write',
  }),
  adminInboxList: def({
    method: 'GET',
    path: '/admin/inbox/messages',
    query: adminMerchantListQuerySchema,
    value: z.array(adminInboxRowSchema),
    auth: 'admin',
    permission: 'messages.read',
  }),
  adminFeedbackList: def({
    method: 'GET',
    path: '/admin/feedback',
    query: adminMerchantListQuerySchema,
    value: z.array(adminFeedbackRowSchema),
    auth: 'admin',
    permission: 'messages.read',
  }),
  /** An image of a feedback, as a download with its sniffed type (no envelope). */
  adminFeedbackImage: def({
    method: 'GET',
    path: '/admin/feedback/:id/images/:position',
    params: adminFeedbackImageParamsSchema,
    value: z.unknown(),
    raw: true,
    auth: 'admin',
    permission: 'messages.read',
  }),
} as const
