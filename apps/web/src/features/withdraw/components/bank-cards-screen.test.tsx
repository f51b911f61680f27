import { type BankCard, CashierError, MAX_BANK_CARDS } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { findTrialRefusal } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { balanceAnswer, bodyOf, card, emptyRecords, makeInfo, securityConfig } from '../testing/fixtures'

const FIRST_LOAD = { timeout: 8000 }
const pathname = () => window.location.pathname
const banks = [
  { code: 'BDO', name: 'BDO Unibank' },
  { code: 'BPI', name: 'Bank of the Philippine Islands' },
]

function open(
  url: string,
  opts: { cards?: BankCard[]; hasPassword?: boolean; payeeName?: string | null; handlers?: object } = {},
) {
  let cards = opts.cards ?? [card]
  return renderApp(url, {
    session: memberSession,
    handlers: {
      '/wps/relay/MCS2_bankCards': () => jsonResponse(ok(cards)),
      '/wps/relay/MCS2_withdrawBanks': () => jsonResponse(ok(banks)),
      '/wps/member/hasWithdrawalPassword': () => jsonResponse(ok({ hasPassword: opts.hasPassword ?? false })),
      '/wps/member/securityConfig': () =>
        securityConfig({ payeeName: opts.payeeName === undefined ? 'Juan Dela Cruz' : opts.payeeName }),
      '/wps/member/bankCard': () => {
        const bound = { ...card, id: 9, bankCode: 'BPI', bankName: banks[1]?.name ?? '', accountNumber: '**** 7890' }
        cards = [...cards, bound]
        return jsonResponse(ok(bound))
      },
      [`/wps/member/bankCard/${card.id}`]: () => {
        cards = cards.filter((c) => c.id !== card.id)
        return jsonResponse(ok({ ok: true }))
      },
      '/wps/cashier/withdraw': () => jsonResponse(ok(makeInfo({ cards }))),
      '/wps/v2/wallets/balance': balanceAnswer,
      '/wps/relay/MCS2_WithdrawTransactionReport': emptyRecords,
      ...opts.handlers,
    },
  })
}

const calls = (requests: RecordedRequest[], path: string, method?: string) =>
  requests.filter((r) => r.url.pathname === path && (!method || r.method === method))

describe('bank cards screen', { timeout: 20_000 }, () => {
  it('turns a trial member away', async () => {
    renderApp('/m/bankCards', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add a bank card' })).not.toBeInTheDocument()
  })

  it('lists masked cards with the cap, and removes one after confirmation', async () => {
    const { user, api } = open('/m/bankCards')
    const list = await screen.findByTestId('bank-cards', {}, FIRST_LOAD)
    expect(within(list).getByText('BDO Unibank')).toBeInTheDocument()
    expect(within(list).getByText('**** **** 4321')).toBeInTheDocument()
    expect(screen.getByText(`1 of ${MAX_BANK_CARDS} cards`)).toBeInTheDocument()
    await user.click(within(list).getByRole('button', { name: 'Remove BDO Unibank **** **** 4321' }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(calls(api.requests, `/wps/member/bankCard/${card.id}`, 'DELETE')).toHaveLength(1))
    expect(await screen.findByText('No bank card yet.')).toBeInTheDocument()
  })

  it('binds a card in the payee name, checking the account number first', async () => {
    const { user, api } = open('/m/bankCards', { cards: [] })
    await user.click(await screen.findByRole('button', { name: 'Add a bank card' }, FIRST_LOAD))
    const name = await screen.findByLabelText('Account name')
    expect(name).toHaveValue('Juan Dela Cruz')
    expect(name).toHaveAttribute('readonly')
    expect(screen.getByText(/Withdrawals are paid only to accounts in this name/)).toBeInTheDocument()
    // No withdrawal password yet, so binding does not ask for one.
    expect(screen.queryByLabelText('Withdrawal password')).not.toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Bank'), 'BPI')
    await user.type(screen.getByLabelText('Account number'), '1234-567')
    await user.click(screen.getByRole('button', { name: 'Bind card' }))
    expect(await screen.findByText('Enter the account number: 8 to 24 digits.')).toBeInTheDocument()
    expect(calls(api.requests, '/wps/member/bankCard')).toHaveLength(0)

    await user.type(screen.getByLabelText('Account number'), '890')
    await user.click(screen.getByRole('button', { name: 'Bind card' }))
    await waitFor(() => expect(calls(api.requests, '/wps/member/bankCard')).toHaveLength(1))
    expect(bodyOf(calls(api.requests, '/wps/member/bankCard')[0] as RecordedRequest)).toEqual({
      bankCode: 'BPI',
      accountName: 'Juan Dela Cruz',
      accountNumber: '1234567890',
    })
    expect(await screen.findByText('**** 7890')).toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('asks for the withdrawal password once one is set, and shows the server’s refusal', async () => {
    const { user } = open('/m/bankCards?bind=1', {
      cards: [],
      hasPassword: true,
      handlers: {
        '/wps/member/bankCard': () =>
          jsonResponse(fail(CashierError.cardDuplicate, 'This account is already bound.'), 400),
      },
    })
    await user.selectOptions(await screen.findByLabelText('Bank', {}, FIRST_LOAD), 'BDO')
    await user.type(screen.getByLabelText('Account number'), '12345678')
    await user.type(screen.getByLabelText('Withdrawal password'), '12345')
    await user.click(screen.getByRole('button', { name: 'Bind card' }))
    expect(await screen.findByText('The withdrawal password is six digits.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Withdrawal password'), '6')
    await user.click(screen.getByRole('button', { name: 'Bind card' }))
    expect(await screen.findByText('This account is already bound.')).toBeInTheDocument()
    expect(screen.getByLabelText('Account number')).toHaveAttribute('aria-invalid', 'true')
  })

  it('asks for the payee name first when the member has none', async () => {
    const { user } = open('/m/bankCards?bind=1', { cards: [], payeeName: null })
    expect(await screen.findByText(/Set your payee name first/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Set payee name' }))
    await waitFor(() => expect(pathname()).toBe('/m/member/profile'))
  })

  it('says when the cap is reached instead of offering the form', async () => {
    const cards = Array.from({ length: MAX_BANK_CARDS }, (_, i) => ({ ...card, id: i + 1 }))
    open('/m/bankCards?bind=1', { cards })
    expect(await screen.findByText(/You have 5 cards, the most allowed/, {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.queryByLabelText('Account number')).not.toBeInTheDocument()
  })

  it('goes back to the withdrawal once the card asked for there is bound', async () => {
    const { user } = open('/m/withdraw', { cards: [] })
    await user.click(await screen.findByRole('button', { name: 'Bind a card' }, FIRST_LOAD))
    await user.selectOptions(await screen.findByLabelText('Bank'), 'BPI')
    await user.type(screen.getByLabelText('Account number'), '1234567890')
    await user.click(screen.getByRole('button', { name: 'Bind card' }))
    await waitFor(() => expect(pathname()).toBe('/m/withdraw'))
    expect(await screen.findByRole('radio', { name: /\*\*\*\* 7890/ })).toBeChecked()
  })
})
