import { z } from 'zod'
import { amountInputSchema, requestKeySchema } from './agent.ts'
import { calendarDaySchema, epochMsSchema } from './common.ts'

/**
 * The cashier: deposits, withdrawals, bank cards, the withdrawal password and security questions
 * (decision 023). Amounts in answers are numbers in major units computed on the server from
 * integer minor units; amounts sent are `amountInputSchema` (number or decimal text) and are
 * parsed exactly by the server.
 */

/** A row id the client sends: ids live in 32-bit columns, so a larger number is a bad request, not a database error. */
const rowId = () => z.coerce.number().int().min(1).max(2_147_483_647)

export const CashierError = {
  channelUnavailable: 'cashier.channel.unavailable',
  channelMaintenance: 'cashier.channel.maintenance',
  amountBelowMin: 'cashier.amount.below.min',
  amountAboveMax: 'cashier.amount.above.max',
  /** Not a positive amount with at most two decimals. */
  amountInvalid: 'cashier.amount.invalid',
  /** A manual transfer's time is in the future or too long ago. */
  transferTimeInvalid: 'cashier.transfer.time.invalid',
  depositNotFound: 'cashier.deposit.not.found',
  depositPendingLimit: 'cashier.deposit.pending.limit',
  promoNotEligible: 'cashier.promo.not.eligible',
  receiptInvalid: 'cashier.receipt.invalid',
  bankNotOffered: 'cashier.bank.not.offered',
  cardNameMismatch: 'cashier.card.name.mismatch',
  cardNumberInvalid: 'cashier.card.number.invalid',
  cardDuplicate: 'cashier.card.duplicate',
  cardLimit: 'cashier.card.limit',
  cardNotFound: 'cashier.card.not.found',
  /** A card an open (pending or approved) withdrawal pays out to cannot be removed. */
  cardInUse: 'cashier.card.in.use',
  payeeNameRequired: 'cashier.payee.name.required',
  withdrawPasswordNotSet: 'cashier.withdraw.password.not.set',
  withdrawPasswordAlreadySet: 'cashier.withdraw.password.already.set',
  withdrawPasswordWrong: 'cashier.withdraw.password.wrong',
  withdrawPasswordLocked: 'cashier.withdraw.password.locked',
  withdrawPasswordFormat: 'cashier.withdraw.password.format',
  /** A withdrawal password reset by a member with security questions, without answers to all of them. */
  securityAnswersRequired: 'cashier.security.answers.required',
  /** One answer or more is wrong; which one is not told. */
  securityAnswersWrong: 'cashier.security.answers.wrong',
  /** Too many wrong answers: `{minutes}` until the member may try again. */
  securityAnswersLocked: 'cashier.security.answers.locked',
  /** The reset code goes to the bound mobile: a member without one asks customer service. */
  mobileRequired: 'cashier.mobile.required',
  withdrawDailyCount: 'cashier.withdraw.daily.count',
  withdrawDailyAmount: 'cashier.withdraw.daily.amount',
  /** Over the daily count of the member's VIP level (decision 046); `params` name the level and its count. */
  withdrawVipDailyCount: 'cashier.withdraw.vip.daily.count',
  /** Over the daily amount of the member's VIP level; `value` carries `{ left }` (major units left today). */
  withdrawVipDailyAmount: 'cashier.withdraw.vip.daily.amount',
  /** `value` carries `{ remaining }` (major units still to bet). */
  withdrawTurnover: 'cashier.withdraw.turnover',
  /**
   * A bonus is still locked and the merchant's rule blocks withdrawals meanwhile (decision 048);
   * `value` carries `{ remaining }` (major units still to bet before the bonus releases).
   */
  withdrawBonusActive: 'cashier.withdraw.bonus.active',
  withdrawalNotFound: 'cashier.withdrawal.not.found',
  withdrawalNotCancellable: 'cashier.withdrawal.not.cancellable',
  withdrawalBadTransition: 'cashier.withdrawal.bad.transition',
  depositBadTransition: 'cashier.deposit.bad.transition',
  /** A provider's notification was not accepted (kept for review); `params.reason` says why. */
  notificationRefused: 'cashier.notification.refused',
} as const

/** Withdrawal password: six digits, like the registration field `paymentPassword`. */
export const WITHDRAW_PASSWORD_PATTERN = /^\d{6}$/
export const withdrawPasswordSchema = z.string().regex(WITHDRAW_PASSWORD_PATTERN)
/** Most bank cards a member may hold at once. */
export const MAX_BANK_CARDS = 5

// ---- Deposit channels ----

/** How the player pays: a hosted payment page (gateway) or a transfer to the merchant's account (manual). */
export const CHANNEL_KINDS = ['gateway', 'manual'] as const
/** What the channel looks like to the player (icon and wire variant: MCS2_DepositAlipay, …). */
export const CHANNEL_VARIANTS = ['card', 'qr', 'alipay', 'wechat', 'qq', 'bank'] as const

export const depositChannelSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  variant: z.enum(CHANNEL_VARIANTS),
  /** The display name in the caller's language. */
  name: z.string(),
  /** Provider code (`sandbox`, `manual`, …); a sandbox channel is labelled as such on screen. */
  provider: z.string(),
  sandbox: z.boolean(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Fee the player pays on top, percent (0–100, two decimals). */
  feePercent: z.number(),
  quickAmounts: z.array(z.number()),
  maintenance: z.boolean(),
})
export type DepositChannel = z.infer<typeof depositChannelSchema>

export const depositChannelsSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  channels: z.array(depositChannelSchema),
})
export type DepositChannels = z.infer<typeof depositChannelsSchema>

/** The merchant's receiving account, shown for manual transfers. */
export const receivingAccountSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNumber: z.string(),
  branch: z.string().nullable(),
})
export type ReceivingAccount = z.infer<typeof receivingAccountSchema>

// ---- Deposit promotions ----

export const depositPromoQuerySchema = z.object({ channelId: rowId().optional() })
export const depositPromoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  /** 1 = first deposit, 2 = second, …; null = any deposit. */
  depositOrdinal: z.number().int().nullable(),
  bonusPercent: z.number(),
  maxBonus: z.number(),
  minDeposit: z.number(),
  /** Bonus × this must be bet before a withdrawal (the promotions engine enforces it). */
  turnoverMultiple: z.number(),
})
export type DepositPromo = z.infer<typeof depositPromoSchema>
export const depositPromoListSchema = z.array(depositPromoSchema)

// ---- Deposits ----

export const DEPOSIT_STATUSES = ['pending', 'credited', 'declined', 'rejected', 'expired', 'review'] as const
export type DepositStatus = (typeof DEPOSIT_STATUSES)[number]

export const depositSchema = z.object({
  /** Public order number, the reference the player and the operator quote. */
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: z.enum(CHANNEL_KINDS),
  status: z.enum(DEPOSIT_STATUSES),
  amount: z.number(),
  /** What was credited (may differ from `amount` when the player paid another amount); null until credited. */
  creditedAmount: z.number().nullable(),
  fee: z.number(),
  currency: z.string(),
  promoName: z.string().nullable(),
  /** Manual transfers: what the player entered. */
  payerReference: z.string().nullable(),
  transferredAt: z.number().nullable(),
  /** Why an operator rejected it, or the gateway declined it. */
  note: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Deposit = z.infer<typeof depositSchema>

export const depositGatewayBodySchema = z.object({
  channelId: rowId(),
  amount: amountInputSchema,
  promoId: rowId().nullish(),
  requestKey: requestKeySchema,
})
export type DepositGatewayBody = z.input<typeof depositGatewayBodySchema>
export const depositGatewayAnswerSchema = z.object({
  deposit: depositSchema,
  /** Where to send the player: the provider's hosted payment page. */
  redirectUrl: z.string(),
})
export type DepositGatewayAnswer = z.infer<typeof depositGatewayAnswerSchema>

export const RECEIPT_LIMITS = { bytesMax: 5 * 1024 * 1024, mimeTypes: ['image/png', 'image/jpeg'] } as const

export const depositManualBodySchema = z.object({
  channelId: rowId(),
  amount: amountInputSchema,
  /** The bank's transfer reference or the payer's account name, as the player sees it. */
  payerReference: z.string().trim().min(1).max(64),
  /** When the player made the transfer, epoch milliseconds. */
  transferredAt: epochMsSchema,
  /** Optional receipt image, base64 (data URL or bare), png or jpeg, checked like feedback images. */
  receipt: z.string().max(7_000_000).nullish(),
  promoId: rowId().nullish(),
  requestKey: requestKeySchema,
})
export type DepositManualBody = z.input<typeof depositManualBodySchema>
/** Step one of a manual transfer: the account to pay into (before the player transfers). */
export const depositManualInfoQuerySchema = z.object({ channelId: rowId() })
export const depositManualInfoSchema = z.object({ channel: depositChannelSchema, account: receivingAccountSchema })
export const depositAnswerSchema = z.object({ deposit: depositSchema })

export const acceptPromoBodySchema = z.object({ orderNo: z.string().max(40), promoId: rowId() })

export const depositStatusQuerySchema = z.object({ orderNo: z.string().min(1).max(40) })

const blank = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), s.optional())
const dateParam = blank(z.union([calendarDaySchema, epochMsSchema]))
const page = {
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(100)),
  startDate: dateParam,
  endDate: dateParam,
}
export const depositRecordQuerySchema = z.object({ ...page, status: blank(z.enum(DEPOSIT_STATUSES)) })
export type DepositRecordQuery = z.infer<typeof depositRecordQuerySchema>
export const depositRecordListSchema = z.object({
  list: z.array(depositSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})
export type DepositRecordList = z.infer<typeof depositRecordListSchema>

// ---- Bank cards ----

export const withdrawBankSchema = z.object({ code: z.string(), name: z.string() })
export const withdrawBankListSchema = z.array(withdrawBankSchema)
export type WithdrawBank = z.infer<typeof withdrawBankSchema>

export const bankCardSchema = z.object({
  id: z.number().int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  /** Masked: only the last four digits show. */
  accountNumber: z.string(),
  createdAt: z.number(),
})
export type BankCard = z.infer<typeof bankCardSchema>
export const bankCardListSchema = z.array(bankCardSchema)

/** Account numbers: 8–24 digits (spaces and dashes as typed are dropped first). */
export const BANK_ACCOUNT_NUMBER_PATTERN = /^\d{8,24}$/
export const normaliseAccountNumber = (s: string) => s.replace(/[\s-]/g, '')

export const bindBankCardBodySchema = z.object({
  bankCode: z.string().trim().min(1).max(32),
  accountName: z.string().trim().min(1).max(64),
  accountNumber: z.string().trim().min(1).max(40),
  /** Required when the member has a withdrawal password (binding a card is a payout change). */
  withdrawPassword: z.string().max(32).optional(),
})
export type BindBankCardBody = z.input<typeof bindBankCardBodySchema>
export const bankCardParamsSchema = z.object({ id: rowId() })

// ---- Withdrawal password ----

export const hasWithdrawPasswordSchema = z.object({ hasPassword: z.boolean() })
/** Set (no `oldPassword` while none is set) or change (`oldPassword` required once one is). */
export const withdrawPasswordBodySchema = z.object({
  oldPassword: z.string().max(32).optional(),
  newPassword: z.string().max(32),
  confirmPassword: z.string().max(32),
})
export type WithdrawPasswordBody = z.input<typeof withdrawPasswordBodySchema>
/** A typed answer to one of the member's security questions. */
export const securityAnswerSchema = z.object({ questionId: rowId(), answer: z.string().trim().min(1).max(64) })
/**
 * Reset by an SMS code sent to the member's bound mobile (`POST /wps/member/password/sms` sends it).
 * A member who has set security questions also answers them (decision 045); others leave it out.
 */
export const withdrawPasswordResetBodySchema = z.object({
  verificationCode: z.string().trim().min(4).max(8),
  newPassword: z.string().max(32),
  confirmPassword: z.string().max(32),
  securityAnswers: z.array(securityAnswerSchema).max(8).optional(),
})
export type WithdrawPasswordResetBody = z.input<typeof withdrawPasswordResetBodySchema>

// ---- Withdrawals ----

export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]

export const withdrawalSchema = z.object({
  orderNo: z.string(),
  status: z.enum(WITHDRAWAL_STATUSES),
  amount: z.number(),
  currency: z.string(),
  bankName: z.string(),
  /** Masked account number. */
  accountNumber: z.string(),
  note: z.string().nullable(),
  createdAt: z.number(),
  updatedAt: z.number(),
})
export type Withdrawal = z.infer<typeof withdrawalSchema>

/** What the withdraw screen shows before the player asks. */
export const withdrawInfoSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  balance: z.number(),
  /** Sum of the member's pending and approved withdrawals. */
  onHold: z.number(),
  /** What may be withdrawn now: the balance, unless the turnover requirement is unmet (then 0). */
  withdrawable: z.number(),
  /** Amount still to bet before a withdrawal is allowed; 0 when met or not required. */
  turnoverRemaining: z.number(),
  /**
   * Locked bonus money (decision 048), when the member holds any: `remaining` is what is left to
   * bet before it releases; under `block` no withdrawal is taken meanwhile (`withdrawable` is 0),
   * under `forfeit` withdrawing gives the bonus up.
   */
  bonus: z
    .object({ balance: z.number(), remaining: z.number(), rule: z.enum(['block', 'forfeit']) })
    .nullable()
    .optional(),
  minAmount: z.number(),
  maxAmount: z.number(),
  /** Left today under the merchant's daily limits and, where lower, the member's VIP level's. */
  dailyCountLeft: z.number().int(),
  dailyAmountLeft: z.number(),
  /**
   * The daily limits of the member's VIP level and what they leave today (decision 046); null when
   * the member holds no level or its level limits nothing. A null figure: not limited by the level.
   */
  vip: z
    .object({
      level: z.string(),
      dailyCount: z.number().int().nullable(),
      countLeft: z.number().int().nullable(),
      dailyMax: z.number().nullable(),
      amountLeft: z.number().nullable(),
    })
    .nullable(),
  hasPassword: z.boolean(),
  cards: bankCardListSchema,
  /** The member's withdrawals still open (pending or approved), newest first. */
  open: z.array(withdrawalSchema),
})
export type WithdrawInfo = z.infer<typeof withdrawInfoSchema>

export const withdrawBodySchema = z.object({
  bankCardId: rowId(),
  amount: amountInputSchema,
  withdrawPassword: z.string().max(32),
  requestKey: requestKeySchema,
})
export type WithdrawBody = z.input<typeof withdrawBodySchema>
export const withdrawAnswerSchema = z.object({ withdrawal: withdrawalSchema, balance: z.number() })
export const withdrawalParamsSchema = z.object({ orderNo: z.string().min(1).max(40) })

export const withdrawalRecordQuerySchema = z.object({ ...page, status: blank(z.enum(WITHDRAWAL_STATUSES)) })
export type WithdrawalRecordQuery = z.infer<typeof withdrawalRecordQuerySchema>
export const withdrawalRecordListSchema = z.object({
  list: z.array(withdrawalSchema),
  pageNum: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
})
export type WithdrawalRecordList = z.infer<typeof withdrawalRecordListSchema>

// ---- Security questions ----

export const securityQuestionSchema = z.object({ id: z.number().int(), question: z.string() })
export const securityQuestionListSchema = z.array(securityQuestionSchema)
/** The member's chosen questions (never the answers) and whether any are set. */
export const customerSecurityQuestionsSchema = z.object({
  questions: securityQuestionListSchema,
})
export const SECURITY_QUESTION_COUNT = 2
export const setSecurityQuestionsBodySchema = z.object({
  answers: z
    .array(z.object({ questionId: rowId(), answer: z.string().trim().min(1).max(64) }))
    .length(SECURITY_QUESTION_COUNT),
  /** Required when the member already has questions set. */
  withdrawPassword: z.string().max(32).optional(),
})
export type SetSecurityQuestionsBody = z.input<typeof setSecurityQuestionsBodySchema>

// ---- Operator API (the back office builds screens on these) ----

export const adminCashierQuerySchema = z.object({
  merchant: z.string().min(1).max(64),
  status: z.string().max(20).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).optional(),
  pageSize: z.coerce.number().int().min(1).max(100).optional(),
})
export const adminOrderParamsSchema = z.object({ orderNo: z.string().min(1).max(40) })
export const adminReviewBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    /** Who decided (kept in the audit log and on the record). */
    /** Kept for scripts that name a person; the audit log records the signed-in caller. */
    operator: z.string().min(1).max(64).optional(),
    note: z.string().trim().max(200).optional(),
  })
  .strict()
export const adminDepositSchema = depositSchema.extend({ member: z.string(), receiptUrl: z.string().nullable() })
export const adminWithdrawalSchema = withdrawalSchema.extend({ member: z.string(), accountName: z.string() })
export const adminDepositListSchema = z.object({ list: z.array(adminDepositSchema), totalCount: z.number().int() })
export const adminWithdrawalListSchema = z.object({
  list: z.array(adminWithdrawalSchema),
  totalCount: z.number().int(),
})

/** A channel as the operator configures it (without a redeploy). Amounts as major-unit text. */
export const adminChannelBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    code: z.string().regex(/^[a-z0-9_]{2,32}$/),
    kind: z.enum(CHANNEL_KINDS),
    variant: z.enum(CHANNEL_VARIANTS),
    provider: z.string().regex(/^[a-z0-9_]{2,32}$/),
    names: z.record(z.string(), z.string().min(1).max(60)),
    minAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    maxAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    feePercent: z.number().min(0).max(100),
    quickAmounts: z.array(z.number().positive()).max(8).optional(),
    displayOrder: z.number().int().min(0).max(10_000),
    enabled: z.boolean(),
    maintenance: z.boolean(),
    account: receivingAccountSchema.nullish(),
    /** Kept for scripts that name a person; the audit log records the signed-in caller. */
    operator: z.string().min(1).max(64).optional(),
  })
  .strict()
export type AdminChannelBody = z.input<typeof adminChannelBodySchema>

/** Withdrawal limits per merchant; amounts major-unit text. */
export const adminCashierSettingsBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    withdrawMin: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    withdrawMax: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    dailyCount: z.number().int().min(0).max(1000),
    dailyAmount: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
    /** Turnover required since the last deposit, as a multiple of that deposit (0 = none). */
    turnoverMultiple: z.number().min(0).max(100),
    /** A withdrawal while a bonus is locked (decision 048): refused, or the bonus forfeited. Unchanged when left out. */
    bonusWithdrawRule: z.enum(['block', 'forfeit']).optional(),
    /** Days a granted bonus stays locked before it expires. Unchanged when left out. */
    bonusExpiryDays: z.number().int().min(1).max(365).optional(),
    /** Kept for scripts that name a person; the audit log records the signed-in caller. */
    operator: z.string().min(1).max(64).optional(),
  })
  .strict()
export type AdminCashierSettingsBody = z.input<typeof adminCashierSettingsBodySchema>
/** A merchant's channel as the back office lists it: what `adminChannelPut` takes, without who saves it. */
export const adminChannelSchema = adminChannelBodySchema.omit({ merchant: true, operator: true }).extend({
  quickAmounts: z.array(z.number()),
  account: receivingAccountSchema.nullable(),
})
export type AdminChannel = z.infer<typeof adminChannelSchema>
export const adminChannelListSchema = z.object({ list: z.array(adminChannelSchema) })

/** The merchant's withdrawal limits and bonus rules as they apply now (the defaults when never set). */
export const adminCashierSettingsSchema = adminCashierSettingsBodySchema
  .omit({ operator: true })
  .required({ bonusWithdrawRule: true, bonusExpiryDays: true })
export type AdminCashierSettings = z.infer<typeof adminCashierSettingsSchema>
export const adminOkSchema = z.object({ ok: z.literal(true) })
