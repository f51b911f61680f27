import { CashierError, type WithdrawInfo } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { findTrialRefusal } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { balanceAnswer, bodyOf, card, emptyRecords, makeInfo, pending } from '../testing/fixtures'

const FIRST_LOAD = { timeout: 8000 }
const pathname = () => window.location.pathname

function open(info: WithdrawInfo, handlers: NonNullable<Parameters<typeof renderApp>[1]>['handlers'] = {}) {
  return renderApp('/m/withdraw', {
    session: memberSession,
    handlers: {
      '/wps/cashier/withdraw': () => jsonResponse(ok(info)),
      '/wps/v2/wallets/balance': balanceAnswer,
      '/wps/relay/MCS2_WithdrawTransactionReport': emptyRecords,
      ...handlers,
    },
  })
}

const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path)

describe('withdraw screen', { timeout: 20_000 }, () => {
  it('tells a trial member the cashier is for real accounts, without a form', async () => {
    const { api } = renderApp('/m/withdraw', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument()
    expect(calls(api.requests, '/wps/cashier/withdraw')).toHaveLength(0)
  })

  it('shows balance, hold, withdrawable, limits and how much is left to bet', async () => {
    open(makeInfo({ balance: 1200, onHold: 300, withdrawable: 0, turnoverRemaining: 850.5, dailyCountLeft: 1 }))
    expect(await screen.findByTestId('withdraw-balance', {}, FIRST_LOAD)).toHaveTextContent('₱1,200.00')
    expect(screen.getByTestId('withdraw-on-hold')).toHaveTextContent('₱300.00')
    expect(screen.getByTestId('withdraw-withdrawable')).toHaveTextContent('₱0.00')
    expect(screen.getByText('Bet ₱850.50 more to withdraw.')).toBeInTheDocument()
    expect(screen.getByText(/Each withdrawal: ₱100\.00 to ₱50,000\.00/)).toBeInTheDocument()
    expect(screen.getByText(/Left today: 1 withdrawal, up to ₱100,000\.00/)).toBeInTheDocument()
  })

  it('says why a locked bonus blocks the withdrawal, or what withdrawing forfeits (decision 048)', async () => {
    const blocked = open(makeInfo({ withdrawable: 0, bonus: { balance: 250, remaining: 1687.5, rule: 'block' } }))
    expect(await screen.findByTestId('withdraw-bonus', {}, FIRST_LOAD)).toHaveTextContent(
      'Your bonus of ₱250.00 is locked: bet ₱1,687.50 more to release it. Withdrawals wait until then.',
    )
    expect(screen.getByTestId('withdraw-withdrawable')).toHaveTextContent('₱0.00')
    blocked.unmount()
    open(makeInfo({ bonus: { balance: 250, remaining: 1687.5, rule: 'forfeit' } }))
    expect(await screen.findByTestId('withdraw-bonus', {}, FIRST_LOAD)).toHaveTextContent(
      'Withdrawing now gives up your locked bonus of ₱250.00. Bet ₱1,687.50 more first to keep it.',
    )
  })

  it("shows what the member's VIP level still allows today, and only the limits the level sets", async () => {
    const vip = { level: 'VIP 2', dailyCount: 5, countLeft: 2, dailyMax: 50_000, amountLeft: 19_700 }
    const { unmount } = open(makeInfo({ dailyCountLeft: 2, dailyAmountLeft: 19_700, vip }))
    const allowance = await screen.findByTestId('withdraw-vip-allowance', {}, FIRST_LOAD)
    expect(allowance).toHaveTextContent('VIP 2 daily limits')
    expect(allowance).toHaveTextContent('Withdrawals left today: 2 of 5')
    expect(allowance).toHaveTextContent('Amount left today: ₱19,700.00 of ₱50,000.00')
    expect(screen.getByText(/Left today: 2 withdrawals, up to ₱19,700\.00/)).toBeInTheDocument()
    unmount()

    open(makeInfo({ vip: { ...vip, dailyMax: null, amountLeft: null } }))
    const countOnly = await screen.findByTestId('withdraw-vip-allowance', {}, FIRST_LOAD)
    expect(countOnly).toHaveTextContent('Withdrawals left today: 2 of 5')
    expect(countOnly).not.toHaveTextContent('Amount left today')
  })

  it('shows no VIP allowance when no level limits the member', async () => {
    open(makeInfo())
    await screen.findByTestId('withdraw-balance', {}, FIRST_LOAD)
    expect(screen.queryByTestId('withdraw-vip-allowance')).not.toBeInTheDocument()
  })

  it('answers an amount typed while turnover is unmet with how much is left to bet', async () => {
    const { user, api } = open(makeInfo({ withdrawable: 0, turnoverRemaining: 300 }))
    await user.type(await screen.findByLabelText('Amount', {}, FIRST_LOAD), '200')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Bet ₱300.00 more to withdraw.')
    expect(calls(api.requests, '/wps/transaction/withdraw')).toHaveLength(0)
  })

  it('says nothing about turnover once it is met', async () => {
    open(makeInfo())
    await screen.findByTestId('withdraw-balance', {}, FIRST_LOAD)
    expect(screen.queryByText(/more to withdraw/)).not.toBeInTheDocument()
  })

  it('without a card, leads to binding one first and comes back afterwards', async () => {
    const { user, router } = open(makeInfo({ cards: [] }), {
      '/wps/relay/MCS2_bankCards': () => jsonResponse(ok([])),
      '/wps/relay/MCS2_withdrawBanks': () => jsonResponse(ok([{ code: 'BDO', name: 'BDO Unibank' }])),
      '/wps/member/hasWithdrawalPassword': () => jsonResponse(ok({ hasPassword: true })),
    })
    expect(await screen.findByText(/Bind a bank card first/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled()
    await user.click(screen.getByRole('button', { name: 'Bind a card' }))
    await waitFor(() => expect(pathname()).toBe('/m/bankCards'))
    expect(window.location.search).toBe('?bind=1')
    expect(router.state.location.state).toEqual({ from: '/m/withdraw' })
  })

  it('without a withdrawal password, leads to setting one first', async () => {
    const { user, router } = open(makeInfo({ hasPassword: false }), {
      '/wps/member/hasWithdrawalPassword': () => jsonResponse(ok({ hasPassword: false })),
    })
    expect(await screen.findByText(/Set a withdrawal password first/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByLabelText('Withdrawal password')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Set withdrawal password' }))
    await waitFor(() => expect(pathname()).toBe('/m/withdrawPassword'))
    expect(router.state.location.state).toEqual({ from: '/m/withdraw' })
  })

  it('checks the amount against the limits before asking the server', async () => {
    const { user, api } = open(makeInfo({ withdrawable: 900 }))
    const amount = await screen.findByLabelText('Amount', {}, FIRST_LOAD)
    await user.type(amount, '50')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('The smallest withdrawal is ₱100.00.')).toBeInTheDocument()
    await user.clear(amount)
    await user.type(amount, '901')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByText('You can withdraw at most ₱900.00 now.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'All' }))
    expect(amount).toHaveValue('900.00')
    expect(calls(api.requests, '/wps/transaction/withdraw')).toHaveLength(0)
  })

  it('withdraws with one request key, then shows the pending status and the hold', async () => {
    let info = makeInfo()
    const { user, api } = open(info, {
      '/wps/cashier/withdraw': () => jsonResponse(ok(info)),
      '/wps/transaction/withdraw': () => {
        info = makeInfo({ balance: 2000, onHold: 500, withdrawable: 2000, open: [pending] })
        return jsonResponse(ok({ withdrawal: pending, balance: 2000 }))
      },
    })
    await user.type(await screen.findByLabelText('Amount', {}, FIRST_LOAD), '500')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))

    const status = await screen.findByTestId('withdraw-status')
    expect(within(status).getByText('Pending')).toBeInTheDocument()
    expect(within(status).getByText('₱500.00')).toBeInTheDocument()
    expect(within(status).getByText('Order no. WD20261126000001')).toBeInTheDocument()
    const [sent] = calls(api.requests, '/wps/transaction/withdraw')
    expect(bodyOf(sent as RecordedRequest)).toEqual({
      bankCardId: card.id,
      amount: '500',
      withdrawPassword: '123456',
      requestKey: expect.stringMatching(/^[A-Za-z0-9_.:-]{8,64}$/),
    })
    await waitFor(() => expect(screen.getByTestId('withdraw-on-hold')).toHaveTextContent('₱500.00'))
    // Its card offers the cancel; the in-progress list does not repeat it.
    expect(within(status).getByRole('button', { name: 'Cancel withdrawal' })).toBeInTheDocument()
    expect(screen.queryByTestId('withdraw-open')).not.toBeInTheDocument()
    // The form is ready for another withdrawal, which gets its own key.
    expect(screen.getByLabelText('Amount')).toHaveValue('')
    await user.type(screen.getByLabelText('Amount'), '100')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(calls(api.requests, '/wps/transaction/withdraw')).toHaveLength(2))
    const [first, second] = calls(api.requests, '/wps/transaction/withdraw').map((r) => bodyOf(r).requestKey)
    expect(second).not.toBe(first)
  })

  it('keeps the request key when the member retries after a refusal', async () => {
    const { user, api } = open(makeInfo(), {
      '/wps/transaction/withdraw': () =>
        jsonResponse(fail(CashierError.withdrawPasswordWrong, 'Wrong withdrawal password. 4 tries left.'), 400),
    })
    await user.type(await screen.findByLabelText('Amount', {}, FIRST_LOAD), '500')
    await user.type(screen.getByLabelText('Withdrawal password'), '000000')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    const password = screen.getByLabelText('Withdrawal password')
    expect(await screen.findByText('Wrong withdrawal password. 4 tries left.')).toBeInTheDocument()
    expect(password).toHaveValue('')
    expect(password).toHaveAttribute('aria-invalid', 'true')
    await user.type(password, '111111')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    await waitFor(() => expect(calls(api.requests, '/wps/transaction/withdraw')).toHaveLength(2))
    const [first, second] = calls(api.requests, '/wps/transaction/withdraw').map((r) => bodyOf(r).requestKey)
    expect(second).toBe(first)
  })

  it('says how much is left to bet when the server refuses for turnover', async () => {
    const { user } = open(makeInfo(), {
      '/wps/transaction/withdraw': () =>
        jsonResponse(fail(CashierError.withdrawTurnover, 'Turnover not met', { remaining: 1234.5 }), 400),
    })
    await user.type(await screen.findByLabelText('Amount', {}, FIRST_LOAD), '500')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Bet ₱1,234.50 more to withdraw.')
  })

  it('shows other refusals in the server’s words above the button', async () => {
    const { user } = open(makeInfo(), {
      '/wps/transaction/withdraw': () =>
        jsonResponse(fail(CashierError.withdrawDailyCount, 'No withdrawals left today.'), 400),
    })
    await user.type(await screen.findByLabelText('Amount', {}, FIRST_LOAD), '500')
    await user.type(screen.getByLabelText('Withdrawal password'), '123456')
    await user.click(screen.getByRole('button', { name: 'Withdraw' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('No withdrawals left today.')
  })

  it('cancels a pending withdrawal after confirmation', async () => {
    let info = makeInfo({ balance: 2000, onHold: 500, open: [pending] })
    const { user, api } = open(info, {
      '/wps/cashier/withdraw': () => jsonResponse(ok(info)),
      [`/wps/cashier/withdrawals/${pending.orderNo}/cancel`]: () => {
        info = makeInfo()
        return jsonResponse(ok({ withdrawal: { ...pending, status: 'cancelled' }, balance: 2500 }))
      },
    })
    const list = await screen.findByTestId('withdraw-open', {}, FIRST_LOAD)
    expect(within(list).getByText('Order no. WD20261126000001')).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Cancel withdrawal' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText(/Cancel this withdrawal of ₱500\.00\?/)).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Cancel withdrawal' }))
    await waitFor(() =>
      expect(calls(api.requests, `/wps/cashier/withdrawals/${pending.orderNo}/cancel`)).toHaveLength(1),
    )
    await waitFor(() => expect(screen.queryByTestId('withdraw-open')).not.toBeInTheDocument())
    expect(screen.getByTestId('withdraw-on-hold')).toHaveTextContent('₱0.00')
  })

  it('offers no cancel once a withdrawal is approved', async () => {
    open(makeInfo({ open: [{ ...pending, status: 'approved' }] }))
    const list = await screen.findByTestId('withdraw-open', {}, FIRST_LOAD)
    expect(within(list).getByText('Approved')).toBeInTheDocument()
    expect(within(list).queryByRole('button', { name: 'Cancel withdrawal' })).not.toBeInTheDocument()
  })

  it('shows how recent withdrawals ended', async () => {
    open(makeInfo(), {
      '/wps/relay/MCS2_WithdrawTransactionReport': () =>
        jsonResponse(ok({ list: [{ ...pending, status: 'paid' }], pageNum: 1, totalPages: 1, totalCount: 1 })),
    })
    const recent = await screen.findByTestId('withdraw-recent', {}, FIRST_LOAD)
    expect(within(recent).getByText('Paid')).toBeInTheDocument()
  })
})
