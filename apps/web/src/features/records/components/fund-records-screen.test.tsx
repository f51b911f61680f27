import type { Deposit, Withdrawal } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { findTrialRefusal, makeDeposit } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }

const deposit = (i: number, over: Partial<Deposit> = {}): Deposit =>
  makeDeposit({
    orderNo: `D-${i}`,
    status: 'credited',
    amount: 100 * i,
    creditedAmount: 100 * i,
    createdAt: Date.UTC(2026, 10, 26, 10, i),
    updatedAt: Date.UTC(2026, 10, 26, 10, i),
    ...over,
  })

const withdrawal = (i: number, over: Partial<Withdrawal> = {}): Withdrawal => ({
  orderNo: `W-${i}`,
  status: 'paid',
  amount: 250,
  currency: 'PHP',
  bankName: 'BDO Unibank',
  accountNumber: '****7890',
  note: null,
  createdAt: Date.UTC(2026, 10, 26, 9, i),
  updatedAt: Date.UTC(2026, 10, 26, 9, i),
  ...over,
})

const page = <T,>(list: T[], pageNum = 1, totalPages = 1, totalCount = list.length) =>
  jsonResponse(ok({ list, pageNum, totalPages, totalCount }))

describe('deposit and withdrawal records', { timeout: 30_000 }, () => {
  it('lists deposits with status, channel, time, order and reference, and filters by status and period', async () => {
    const calls: URLSearchParams[] = []
    const { user } = renderApp('/m/vouReport', {
      session: memberSession,
      handlers: {
        '/wps/relay/MCS2_depositTransactioNReport': (r: RecordedRequest) => {
          calls.push(r.url.searchParams)
          if (r.url.searchParams.get('status') === 'pending')
            return page([
              deposit(3, {
                status: 'pending',
                creditedAmount: null,
                kind: 'manual',
                channelName: 'Bank transfer',
                payerReference: 'BDO-1',
              }),
            ])
          return page([
            deposit(2),
            deposit(1, { status: 'declined', creditedAmount: null, note: 'Declined by the payer' }),
          ])
        },
      },
    })
    const rows = await screen.findAllByTestId('fund-row', {}, FIRST_LOAD)
    expect(rows).toHaveLength(2)
    expect(rows[0]).toHaveTextContent('Sandbox Card')
    expect(rows[0]).toHaveTextContent('Credited')
    expect(rows[0]).toHaveTextContent('Order D-2')
    expect(rows[0]).toHaveTextContent('200.00 PHP')
    expect(rows[1]).toHaveTextContent('Declined')
    expect(rows[1]).toHaveTextContent('Declined by the payer')
    expect(screen.getByText('2 records')).toBeInTheDocument()
    const first = calls[0] as URLSearchParams
    expect(first.get('pageNo')).toBe('1')
    expect(first.get('startDate')).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(first.get('status')).toBeNull()

    await user.click(within(screen.getByLabelText('Status')).getByText('Pending'))
    await waitFor(() => expect(calls.some((c) => c.get('status') === 'pending')).toBe(true))
    expect(await screen.findByText(/Reference BDO-1/)).toBeInTheDocument()

    const before = calls.length
    await user.click(screen.getByText('30 days'))
    await waitFor(() => expect(calls.length).toBeGreaterThan(before))
    const last = calls.at(-1) as URLSearchParams
    expect(last.get('status')).toBe('pending')
    expect(
      new Date(last.get('endDate') as string).getTime() - new Date(last.get('startDate') as string).getTime(),
    ).toBe(29 * 86_400_000)

    // A deposit opens its status screen.
    await user.click(screen.getByText(/Reference BDO-1/))
    await waitFor(() => expect(window.location.pathname).toBe('/m/voucherCenter/pending'))
    expect(window.location.search).toBe('?orderNo=D-3')
  })

  it('pages through the withdrawals', async () => {
    // jsdom lays nothing out; the infinite list loads more only for an element that is on the page.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockReturnValue(document.body)
    const pages: string[] = []
    renderApp('/m/withdrawReport', {
      session: memberSession,
      handlers: {
        '/wps/relay/MCS2_WithdrawTransactionReport': (r: RecordedRequest) => {
          const n = r.url.searchParams.get('pageNo') ?? '1'
          pages.push(n)
          return n === '1'
            ? page([withdrawal(2), withdrawal(1, { status: 'rejected', note: 'Name does not match' })], 1, 2, 3)
            : page([withdrawal(0, { status: 'pending' })], 2, 2, 3)
        },
      },
    })
    await screen.findByText('Order W-2', { exact: false }, FIRST_LOAD)
    await waitFor(() => expect(screen.getAllByTestId('fund-row')).toHaveLength(3))
    expect(pages).toEqual(['1', '2'])
    const rows = screen.getAllByTestId('fund-row')
    expect(rows[0]).toHaveTextContent('BDO Unibank ****7890')
    expect(rows[0]).toHaveTextContent('Paid')
    expect(rows[1]).toHaveTextContent('Rejected')
    expect(rows[1]).toHaveTextContent('Name does not match')
    expect(rows[2]).toHaveTextContent('Pending')
    expect(screen.getByText('3 records')).toBeInTheDocument()
    expect(await screen.findByText('No more records')).toBeInTheDocument()
  })

  it('says when the records fail, and offers a retry', async () => {
    let answer = () => jsonResponse(fail('function.not.available', 'This function is not available.'), 400)
    const { user } = renderApp('/m/vouReport', {
      session: memberSession,
      handlers: { '/wps/relay/MCS2_depositTransactioNReport': () => answer() },
    })
    expect(await screen.findByText('The records could not be loaded.', {}, FIRST_LOAD)).toBeInTheDocument()
    answer = () => page([])
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No records in this period')).toBeInTheDocument()
  })

  it('sends guests to login and turns trial accounts away', async () => {
    const { router } = renderApp('/m/withdrawReport')
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), FIRST_LOAD)
    expect(router.state.location.state).toEqual({ from: '/m/withdrawReport' })
  })

  it('turns a trial account away', async () => {
    renderApp('/m/vouReport', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
  })
})
