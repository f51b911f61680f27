/**
 * What a payment provider adapter implements (docs/payment-providers.md): deposits through a
 * hosted page confirmed by signed asynchronous notifications, a status query for reconciliation,
 * and payouts. The cashier services never speak a provider's wire format; an adapter does.
 * Amounts are integer minor units of `currency`.
 */

export interface InitiatePayment {
  merchantCode: string
  orderNo: string
  amountMinor: bigint
  currency: string
  /** Where the provider posts its notifications (our `/payments/notify/<provider>`). */
  notifyUrl: string
  /** Where the hosted page sends the player back (our `/payments/return/<provider>`). */
  returnUrl: string
  description: string
}

export interface InitiatedPayment {
  providerTxnId: string
  /** The hosted payment page the player is sent to. */
  redirectUrl: string
}

/** The provider's word on one payment, from a notification or a status query. */
export interface PaymentState {
  merchantCode: string
  orderNo: string
  providerTxnId: string
  /** `paid`: money received (possibly another amount than asked); `declined`: final failure. */
  status: 'pending' | 'paid' | 'declined'
  amountMinor: bigint
  currency: string
}

export interface PayoutRequest {
  merchantCode: string
  payoutNo: string
  amountMinor: bigint
  currency: string
  bankCode: string
  accountName: string
  accountNumber: string
  notifyUrl: string
}

export interface PayoutState {
  merchantCode: string
  payoutNo: string
  providerPayoutId: string
  status: 'processing' | 'paid' | 'failed'
  amountMinor: bigint
  currency: string
}

/** A verified notification, or why it was refused (kept for review, never credited). */
export type ParsedNotification =
  | { ok: true; kind: 'payment'; state: PaymentState }
  | { ok: true; kind: 'payout'; state: PayoutState }
  | { ok: false; reason: 'signature' | 'stale' | 'malformed' }

export interface PaymentProvider {
  /** The code channels name in `payment_channels.provider` and the notify path carries. */
  readonly code: string
  /** Shown on screen as a sandbox (no real money moves). */
  readonly sandbox: boolean
  initiate(input: InitiatePayment): Promise<InitiatedPayment>
  /**
   * Verifies and reads a notification from its raw body (the exact bytes the signature covers)
   * and headers. Never throws on bad input.
   */
  parseNotification(rawBody: Buffer, headers: Record<string, string | string[] | undefined>): ParsedNotification
  /** The provider's current word on a payment (reconciliation); null when it does not know the order. */
  query(merchantCode: string, orderNo: string): Promise<PaymentState | null>
  payout(input: PayoutRequest): Promise<PayoutState>
  /** The HTTP answer the provider expects once a notification is handled (or safely ignored). */
  readonly acknowledgement: { status: number; contentType: string; body: string }
}
