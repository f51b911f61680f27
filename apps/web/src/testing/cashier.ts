/**
 * The cashier as the web tests meet it, shared by the deposit, withdrawal and records features:
 * a deposit as the server answers it, and the refusal trial members read on every cashier screen.
 */
import type { Deposit } from '@parlor/contract'
import { screen } from '@testing-library/react'

/** A pending gateway deposit of 500.00 PHP; `over` sets what a test is about. */
export const makeDeposit = (over: Partial<Deposit> = {}): Deposit => ({
  orderNo: 'D20261126000001',
  channelCode: 'sandbox_card',
  channelName: 'Sandbox Card',
  kind: 'gateway',
  status: 'pending',
  amount: 500,
  creditedAmount: null,
  fee: 0,
  currency: 'PHP',
  promoName: null,
  payerReference: null,
  transferredAt: null,
  note: null,
  createdAt: Date.UTC(2026, 10, 26, 10, 0),
  updatedAt: Date.UTC(2026, 10, 26, 10, 0),
  ...over,
})

/** The heading a trial member reads instead of a cashier screen (the server's free_reject). */
export const findTrialRefusal = () =>
  screen.findByRole(
    'heading',
    { level: 2, name: "Trial accounts can't use this feature. Please log in with a real account." },
    { timeout: 8000 },
  )
