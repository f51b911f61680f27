import { z } from 'zod'
import {
  acceptPromoBodySchema,
  adminCashierQuerySchema,
  adminCashierSettingsBodySchema,
  adminChannelBodySchema,
  adminDepositListSchema,
  adminDepositSchema,
  adminOkSchema,
  adminOrderParamsSchema,
  adminReviewBodySchema,
  adminWithdrawalListSchema,
  adminWithdrawalSchema,
  bankCardListSchema,
  bankCardParamsSchema,
  bankCardSchema,
  bindBankCardBodySchema,
  customerSecurityQuestionsSchema,
  depositAnswerSchema,
  depositChannelsSchema,
  depositGatewayAnswerSchema,
  depositGatewayBodySchema,
  depositManualBodySchema,
  depositManualInfoQuerySchema,
  depositManualInfoSchema,
  depositPromoListSchema,
  depositPromoQuerySchema,
  depositRecordListSchema,
  depositRecordQuerySchema,
  depositStatusQuerySchema,
  hasWithdrawPasswordSchema,
  securityQuestionListSchema,
  setSecurityQuestionsBodySchema,
  withdrawAnswerSchema,
  withdrawBankListSchema,
  withdrawBodySchema,
  withdrawInfoSchema,
  withdrawPasswordBodySchema,
  withdrawPasswordResetBodySchema,
  withdrawalParamsSchema,
  withdrawalRecordListSchema,
  withdrawalRecordQuerySchema,
} from './cashier.ts'
import { def } from './route-def.ts'

const ok = adminOkSchema
const providerParams = z.object({ provider: z.string().regex(/^[a-z0-9_]{2,32}$/) })

/** A gateway deposit; the Alipay, QQ and WeChat paths are the same call for their channel variant. */
const gatewayDeposit = <P extends string>(path: P) =>
  def({
    method: 'POST',
    path,
    body: depositGatewayBodySchema,
    value: depositGatewayAnswerSchema,
    auth: 'realMember',
  })

/**
 * The cashier (decision 023): the original app's paths where it had one, ours (`/wps/cashier/…`)
 * for what it did not name. Trial members are refused everything (`realMember`).
 */
export const cashierRoutes = {
  depositChannels: def({
    method: 'GET',
    path: '/wps/relay/MCS2_depositBanksByVendor',
    value: depositChannelsSchema,
    auth: 'realMember',
  }),
  depositPromos: def({
    method: 'GET',
    path: '/wps/relay/MCS2_depositPromoList',
    query: depositPromoQuerySchema,
    value: depositPromoListSchema,
    auth: 'realMember',
  }),
  depositGateway: gatewayDeposit('/wps/relay/MCS2_depositPaymentGateway'),
  depositAlipay: gatewayDeposit('/wps/relay/MCS2_DepositAlipay'),
  depositQq: gatewayDeposit('/wps/relay/MCS2_DepositQQ'),
  depositWechat: gatewayDeposit('/wps/relay/MCS2_depositWechat'),
  /** The receiving account of a manual-transfer channel. */
  depositManualInfo: def({
    method: 'GET',
    path: '/wps/relay/MCS2_depositManualTransfer',
    query: depositManualInfoQuerySchema,
    value: depositManualInfoSchema,
    auth: 'realMember',
  }),
  depositManual: def({
    method: 'POST',
    path: '/wps/relay/MCS2_depositManualTransfer',
    body: depositManualBodySchema,
    value: depositAnswerSchema,
    auth: 'realMember',
  }),
  acceptPromo: def({
    method: 'POST',
    path: '/wps/relay/MCS2_acceptPromo',
    body: acceptPromoBodySchema,
    value: depositAnswerSchema,
    auth: 'realMember',
  }),
  /** The pending screen polls this until the deposit leaves `pending`. */
  depositStatus: def({
    method: 'GET',
    path: '/wps/cashier/deposit',
    query: depositStatusQuerySchema,
    value: depositAnswerSchema,
    auth: 'realMember',
  }),
  depositRecords: def({
    method: 'GET',
    path: '/wps/relay/MCS2_depositTransactioNReport',
    moduleId: 'DEPRECM3',
    flag: 'DEPRECM3',
    query: depositRecordQuerySchema,
    value: depositRecordListSchema,
    auth: 'realMember',
  }),
  /** A payment provider's signed asynchronous notification (server to server; answer is the provider's). */
  paymentNotify: def({
    method: 'POST',
    path: '/payments/notify/:provider',
    params: providerParams,
    value: z.string(),
    raw: true,
  }),
  /** Where a hosted payment page sends the player back: redirects to the deposit's pending screen. */
  paymentReturn: def({
    method: 'GET',
    path: '/payments/return/:provider',
    params: providerParams,
    query: z.object({ orderNo: z.string().max(40).optional() }),
    value: z.string(),
    raw: true,
  }),

  withdrawInfo: def({ method: 'GET', path: '/wps/cashier/withdraw', value: withdrawInfoSchema, auth: 'realMember' }),
  withdraw: def({
    method: 'POST',
    path: '/wps/transaction/withdraw',
    body: withdrawBodySchema,
    value: withdrawAnswerSchema,
    auth: 'realMember',
  }),
  withdrawCancel: def({
    method: 'POST',
    path: '/wps/cashier/withdrawals/:orderNo/cancel',
    params: withdrawalParamsSchema,
    value: withdrawAnswerSchema,
    auth: 'realMember',
  }),
  withdrawalRecords: def({
    method: 'GET',
    path: '/wps/relay/MCS2_WithdrawTransactionReport',
    moduleId: 'WITHREC3',
    flag: 'WITHREC3',
    query: withdrawalRecordQuerySchema,
    value: withdrawalRecordListSchema,
    auth: 'realMember',
  }),
  bankCards: def({ method: 'GET', path: '/wps/relay/MCS2_bankCards', value: bankCardListSchema, auth: 'realMember' }),
  withdrawBanks: def({
    method: 'GET',
    path: '/wps/relay/MCS2_withdrawBanks',
    value: withdrawBankListSchema,
    auth: 'realMember',
  }),
  bindBankCard: def({
    method: 'POST',
    path: '/wps/member/bankCard',
    body: bindBankCardBodySchema,
    value: bankCardSchema,
    auth: 'realMember',
  }),
  removeBankCard: def({
    method: 'DELETE',
    path: '/wps/member/bankCard/:id',
    params: bankCardParamsSchema,
    value: ok,
    auth: 'realMember',
  }),
  hasWithdrawPassword: def({
    method: 'GET',
    path: '/wps/member/hasWithdrawalPassword',
    value: hasWithdrawPasswordSchema,
    auth: 'realMember',
  }),
  setWithdrawPassword: def({
    method: 'POST',
    path: '/wps/member/paymentPassword',
    body: withdrawPasswordBodySchema,
    value: ok,
    auth: 'realMember',
  }),
  /** Sends the reset code to the member's bound mobile (same code rules as sign-in). */
  withdrawPasswordResetSms: def({
    method: 'POST',
    path: '/wps/member/paymentPassword/sms',
    value: z.object({ mobile: z.string() }),
    auth: 'realMember',
  }),
  resetWithdrawPassword: def({
    method: 'POST',
    path: '/wps/member/paymentPassword/reset',
    body: withdrawPasswordResetBodySchema,
    value: ok,
    auth: 'realMember',
  }),
  securityQuestions: def({
    method: 'GET',
    path: '/wps/member/securityQuestions',
    value: securityQuestionListSchema,
    auth: 'realMember',
  }),
  customerSecurityQuestions: def({
    method: 'GET',
    path: '/wps/member/customerSecurityQuestions',
    value: customerSecurityQuestionsSchema,
    auth: 'realMember',
  }),
  setCustomerSecurityQuestions: def({
    method: 'PUT',
    path: '/wps/member/customerSecurityQuestions',
    body: setSecurityQuestionsBodySchema,
    value: ok,
    auth: 'realMember',
  }),

  // ---- operator API ----
  adminDeposits: def({
    method: 'GET',
    path: '/admin/cashier/deposits',
    query: adminCashierQuerySchema,
    value: adminDepositListSchema,
    auth: 'admin',
  }),
  adminDepositConfirm: def({
    method: 'POST',
    path: '/admin/cashier/deposits/:orderNo/confirm',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminDepositSchema,
    auth: 'admin',
  }),
  adminDepositReject: def({
    method: 'POST',
    path: '/admin/cashier/deposits/:orderNo/reject',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminDepositSchema,
    auth: 'admin',
  }),
  /** A manual transfer's receipt image, as a download (the type is the sniffed one). */
  adminDepositReceipt: def({
    method: 'GET',
    path: '/admin/cashier/deposits/:orderNo/receipt',
    params: adminOrderParamsSchema,
    query: z.object({ merchant: z.string().min(1).max(64) }),
    value: z.string(),
    raw: true,
    auth: 'admin',
  }),
  adminWithdrawals: def({
    method: 'GET',
    path: '/admin/cashier/withdrawals',
    query: adminCashierQuerySchema,
    value: adminWithdrawalListSchema,
    auth: 'admin',
  }),
  adminWithdrawalApprove: def({
    method: 'POST',
    path: '/admin/cashier/withdrawals/:orderNo/approve',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminWithdrawalSchema,
    auth: 'admin',
  }),
  adminWithdrawalReject: def({
    method: 'POST',
    path: '/admin/cashier/withdrawals/:orderNo/reject',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminWithdrawalSchema,
    auth: 'admin',
  }),
  /** Manual payout (no payout provider configured): the operator says an approved withdrawal was paid. */
  adminWithdrawalPaid: def({
    method: 'POST',
    path: '/admin/cashier/withdrawals/:orderNo/paid',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminWithdrawalSchema,
    auth: 'admin',
  }),
  /** Manual payout: the transfer of an approved withdrawal failed; the hold goes back to the member. */
  adminWithdrawalFailed: def({
    method: 'POST',
    path: '/admin/cashier/withdrawals/:orderNo/failed',
    params: adminOrderParamsSchema,
    body: adminReviewBodySchema,
    value: adminWithdrawalSchema,
    auth: 'admin',
  }),
  adminChannelPut: def({
    method: 'PUT',
    path: '/admin/cashier/channels',
    body: adminChannelBodySchema,
    value: adminOkSchema,
    auth: 'admin',
  }),
  adminCashierSettingsPut: def({
    method: 'PUT',
    path: '/admin/cashier/settings',
    body: adminCashierSettingsBodySchema,
    value: adminOkSchema,
    auth: 'admin',
  }),
  /** Asks the providers about deposits still pending (the scheduled job does the same). */
  adminReconcile: def({
    method: 'POST',
    path: '/admin/cashier/reconcile',
    body: z.object({ merchant: z.string().min(1).max(64) }).strict(),
    value: z.object({ checked: z.number().int(), credited: z.number().int(), closed: z.number().int() }),
    auth: 'admin',
  }),
} as const
