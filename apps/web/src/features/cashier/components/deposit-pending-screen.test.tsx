import type { Deposit } from '@parlor/contract'
import { render, screen, waitFor } from '@testing-library/react'
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event'
import { QueryClientProvider } from '@tanstack/react-query'
import { I18nextProvider } from 'react-i18next'
import { createMemoryRouter, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { writeSession } from '@/lib/storage'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, stubApi } from '@/testing/fixtures'
import { makeDeposit } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { DepositPendingScreen } from './deposit-pending-screen'
import { balanceAnswer } from './test-fixtures'

const FIRST_LOAD = { timeout: 8000 }
const URL_OF = (orderNo: string) => `/m/voucherCenter/pending?orderNo=${orderNo}`

/** The pending screen in the whole app, with the deposit answers given in turn (the last repeats). */
function open(answers: Deposit[], opts: { balances?: number[] } = {}) {
  const statusCalls: RecordedRequest[] = []
  const balanceCalls: RecordedRequest[] = []
  const balances = opts.balances ?? [1000]
  const view = renderApp(URL_OF('D1'), {
    session: memberSession,
    handlers: {
      '/wps/cashier/deposit': (r) => {
        statusCalls.push(r)
        const d = answers[Math.min(statusCalls.length - 1, answers.length - 1)] as Deposit
        return jsonResponse(ok({ deposit: d }))
      },
      '/wps/v2/wallets/balance': (r) => {
        balanceCalls.push(r)
        return balanceAnswer(balances[Math.min(balanceCalls.length - 1, balances.length - 1)] as number)
      },
    },
  })
  return { ...view, statusCalls, balanceCalls }
}

/** The screen alone, with a fast poll so the give-up point comes within a test. */
function openAlone(answer: (n: number) => Deposit) {
  let n = 0
  stubApi({ '/wps/cashier/deposit': () => jsonResponse(ok({ deposit: answer(++n) })) })
  writeSession(memberSession)
  const router = createMemoryRouter(
    [
      {
        path: '/m/voucherCenter/pending',
        element: <DepositPendingScreen orderNo="D1" balance="₱1.00" polling={{ intervalMs: 20, maxPolls: 3 }} />,
      },
    ],
    { initialEntries: [URL_OF('D1')] },
  )
  render(
    // The app's own providers, less the app (features do not import it).
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  )
  return { user: userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never }), polls: () => n }
}

describe('deposit pending screen', { timeout: 30_000 }, () => {
  it('shows a credited deposit and refreshes the balance', async () => {
    const { balanceCalls } = open([makeDeposit({ status: 'credited', creditedAmount: 500 })], {
      balances: [1000, 1500],
    })
    expect(await screen.findByRole('heading', { name: 'Deposit credited' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('500.00 PHP has been added to your balance.')).toBeInTheDocument()
    expect(screen.getByTestId('deposit-order')).toHaveTextContent('D20261126000001')
    await waitFor(() => expect(balanceCalls.length).toBeGreaterThanOrEqual(2))
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('₱1,500.00'))
  })

  it('asks again while pending and shows the credit when it lands', async () => {
    const { statusCalls } = open([makeDeposit(), makeDeposit({ status: 'credited', creditedAmount: 450 })])
    expect(await screen.findByRole('heading', { name: 'Waiting for your payment' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('Checking every few seconds…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: 'Deposit credited' }, { timeout: 6000 })).toBeInTheDocument()
    expect(screen.getByText('450.00 PHP has been added to your balance.')).toBeInTheDocument()
    expect(statusCalls[0]?.url.searchParams.get('orderNo')).toBe('D1')
  })

  it.each([
    ['declined', 'Payment declined', /nothing was taken from your balance/],
    ['rejected', 'Deposit rejected', /could not match your transfer/],
    ['review', 'Deposit in review', /needs a check by an operator/],
    ['expired', 'Deposit expired', /not completed in time/],
  ] as const)('shows a %s deposit clearly', async (status, title, text) => {
    const { balanceCalls } = open([
      makeDeposit({ status, note: status === 'rejected' ? 'No matching transfer' : null }),
    ])
    expect(await screen.findByRole('heading', { name: title }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText(text)).toBeInTheDocument()
    if (status === 'rejected') expect(screen.getByText('No matching transfer')).toBeInTheDocument()
    // Only a credit refreshes the balance.
    expect(balanceCalls).toHaveLength(1)
  })

  it('names a manual transfer waiting for the operator, and links home, deposit and records', async () => {
    const { user } = open([makeDeposit({ kind: 'manual', channelName: 'Bank transfer', payerReference: 'BDO-1' })])
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' }, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByText('BDO-1')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/m/home')
    expect(screen.getByRole('link', { name: 'Deposit again' })).toHaveAttribute('href', '/m/voucherCenter')
    await user.click(screen.getByRole('link', { name: 'Deposit records' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/vouReport'))
  })

  it("shows the server's message for an unknown order, and says so without one", async () => {
    renderApp(URL_OF('NOPE'), {
      session: memberSession,
      handlers: {
        '/wps/cashier/deposit': () =>
          jsonResponse(fail('cashier.deposit.not.found', 'This deposit was not found.'), 404),
      },
    })
    expect(await screen.findByText('This deposit was not found.', {}, FIRST_LOAD)).toBeInTheDocument()
  })

  it('asks for an order number when none is given', async () => {
    renderApp('/m/voucherCenter/pending', { session: memberSession })
    expect(
      await screen.findByText('No deposit was named. Open it from your deposit records.', {}, FIRST_LOAD),
    ).toBeInTheDocument()
  })

  it('stops asking after a while, says it is still waiting, and asks again on refresh', async () => {
    const { user, polls } = openAlone((n) =>
      n <= 4 ? makeDeposit() : makeDeposit({ status: 'credited', creditedAmount: 500 }),
    )
    expect(
      await screen.findByText('Still waiting for the result. It can take a few minutes; refresh to check again.'),
    ).toBeInTheDocument()
    expect(polls()).toBe(3)
    expect(screen.queryByText('Checking every few seconds…')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(await screen.findByRole('heading', { name: 'Deposit credited' })).toBeInTheDocument()
  })

  it('sends a guest to login and back', async () => {
    const { router } = renderApp(URL_OF('D9'))
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), FIRST_LOAD)
    await waitFor(() => expect(router.state.location.state).toEqual({ from: URL_OF('D9') }))
  })
})
