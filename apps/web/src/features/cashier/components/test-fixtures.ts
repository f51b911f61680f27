import type { DepositChannel, DepositPromo } from '@parlor/contract'
import { jsonResponse, ok, type RecordedRequest } from '@/testing/fixtures'

/** Contract-shaped cashier answers for the deposit tests (the stub checks them against the contract). */
export const channel = (over: Partial<DepositChannel> = {}): DepositChannel => ({
  id: 1,
  code: 'sandbox_card',
  kind: 'gateway',
  variant: 'card',
  name: 'Sandbox Card',
  provider: 'sandbox',
  sandbox: true,
  minAmount: 100,
  maxAmount: 50_000,
  feePercent: 0,
  quickAmounts: [100, 500, 1000],
  maintenance: false,
  ...over,
})

export const CHANNELS: DepositChannel[] = [
  channel(),
  channel({
    id: 2,
    code: 'alipay',
    variant: 'alipay',
    name: 'Alipay',
    sandbox: false,
    provider: 'sandbox',
    feePercent: 1.5,
    minAmount: 50,
    maxAmount: 20_000,
    quickAmounts: [200],
  }),
  channel({
    id: 3,
    code: 'bank_transfer',
    kind: 'manual',
    variant: 'bank',
    name: 'Bank transfer',
    provider: 'manual',
    sandbox: false,
    minAmount: 200,
    maxAmount: 100_000,
    quickAmounts: [],
  }),
  channel({ id: 4, code: 'gcash', variant: 'qr', name: 'GCash QR', sandbox: false, maintenance: true }),
]

export const PROMOS: DepositPromo[] = [
  {
    id: 11,
    name: 'First deposit bonus',
    description: 'Double your first deposit',
    depositOrdinal: 1,
    bonusPercent: 100,
    maxBonus: 1000,
    minDeposit: 300,
    turnoverMultiple: 10,
  },
]

export const ACCOUNT = {
  bankName: 'BDO Unibank',
  accountName: 'Parlor Demo Inc.',
  accountNumber: '001234567890',
  branch: 'Makati Ayala',
}

export const balanceAnswer = (sumBalance: number) =>
  jsonResponse(
    ok({
      sumBalance,
      balance: [{ accountTypeId: 1, availBalance: sumBalance }],
      currency: 'PHP',
      currencySymbol: '₱',
    }),
  )

export const channelsAnswer = (channels: DepositChannel[] = CHANNELS) =>
  jsonResponse(ok({ currency: 'PHP', currencySymbol: '₱', channels }))

export const bodyOf = (r: RecordedRequest | undefined) => JSON.parse(r?.body ?? '{}') as Record<string, unknown>
