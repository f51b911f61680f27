import type { BankCard, Withdrawal, WithdrawInfo } from '@parlor/contract'
import { jsonResponse, ok } from '@/testing/fixtures'

/** Answers of the withdrawal calls, kept inside the contract by the stubbed API's own check. */
export const card: BankCard = {
  id: 3,
  bankCode: 'BDO',
  bankName: 'BDO Unibank',
  accountName: 'Juan Dela Cruz',
  accountNumber: '**** **** 4321',
  createdAt: Date.UTC(2026, 10, 1),
}

export const pending: Withdrawal = {
  orderNo: 'WD20261126000001',
  status: 'pending',
  amount: 500,
  currency: 'PHP',
  bankName: 'BDO Unibank',
  accountNumber: '**** **** 4321',
  note: null,
  createdAt: Date.UTC(2026, 10, 26, 9),
  updatedAt: Date.UTC(2026, 10, 26, 9),
}

export function makeInfo(overrides: Partial<WithdrawInfo> = {}): WithdrawInfo {
  return {
    currency: 'PHP',
    currencySymbol: '₱',
    balance: 2500,
    onHold: 0,
    withdrawable: 2500,
    turnoverRemaining: 0,
    minAmount: 100,
    maxAmount: 50_000,
    dailyCountLeft: 5,
    dailyAmountLeft: 100_000,
    vip: null,
    hasPassword: true,
    cards: [card],
    open: [],
    ...overrides,
  }
}

export const balanceAnswer = () =>
  jsonResponse(
    ok({ sumBalance: 2500, balance: [{ accountTypeId: 1, availBalance: 2500 }], currency: 'PHP', currencySymbol: '₱' }),
  )

export const emptyRecords = () => jsonResponse(ok({ list: [], pageNum: 1, totalPages: 0, totalCount: 0 }))

export const securityConfig = (overrides: { payeeName?: string | null; mobile?: string | null } = {}) =>
  jsonResponse(
    ok({
      mobile: '*******4567',
      email: null,
      payeeName: 'Juan Dela Cruz',
      nickname: null,
      birthDate: null,
      withdrawPassword: true,
      passwordChangedAt: Date.UTC(2026, 9, 1),
      recentLogins: [],
      ...overrides,
    }),
  )

/** The JSON body a recorded request sent. */
export const bodyOf = (request: { body: string | null }) =>
  JSON.parse(request.body ?? 'null') as Record<string, unknown>
