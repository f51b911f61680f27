import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  fail,
  jsonResponse,
  makeStatus,
  memberSession,
  ok,
  type RecordedRequest,
  trialSession,
} from '@/testing/fixtures'
import { findTrialRefusal, makeDeposit } from '@/testing/cashier'
import { renderApp } from '@/testing/render-app'
import { browserWindow } from '../utils/leave-page'
import {
  ACCOUNT,
  balanceAnswer,
  bodyOf,
  CHANNELS,
  channelsAnswer,
  PROMOS,
  channel as makeChannel,
} from './test-fixtures'

const FIRST_LOAD = { timeout: 8000 }
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])
const PAY_URL = 'http://127.0.0.1:4100/pay/pay_1'

interface Calls {
  gateway: RecordedRequest[]
  alipay: RecordedRequest[]
  manual: RecordedRequest[]
  promos: RecordedRequest[]
}

function open(
  opts: {
    look?: '1' | '0'
    url?: string
    gateway?: (r: RecordedRequest) => Response
    manual?: (r: RecordedRequest) => Response
    channels?: () => Response
  } = {},
) {
  const calls: Calls = { gateway: [], alipay: [], manual: [], promos: [] }
  const gatewayAnswer =
    opts.gateway ?? (() => jsonResponse(ok({ deposit: makeDeposit({ status: 'pending' }), redirectUrl: PAY_URL })))
  const view = renderApp(opts.url ?? '/m/voucherCenter', {
    session: memberSession,
    status: makeStatus({ info: { mobileTemplate: { dep_func: opts.look ?? '1' } } }),
    handlers: {
      '/wps/v2/wallets/balance': () => balanceAnswer(1234.5),
      '/wps/relay/MCS2_depositBanksByVendor': opts.channels ?? (() => channelsAnswer()),
      '/wps/relay/MCS2_depositPromoList': (r) => {
        calls.promos.push(r)
        return jsonResponse(ok(r.url.searchParams.get('channelId') === '1' ? PROMOS : []))
      },
      '/wps/relay/MCS2_depositPaymentGateway': (r) => {
        calls.gateway.push(r)
        return gatewayAnswer(r)
      },
      '/wps/relay/MCS2_DepositAlipay': (r) => {
        calls.alipay.push(r)
        return jsonResponse(ok({ deposit: makeDeposit({ channelCode: 'alipay' }), redirectUrl: PAY_URL }))
      },
      '/wps/relay/MCS2_depositManualTransfer': (r) => {
        if (r.method === 'GET') return jsonResponse(ok({ channel: CHANNELS[2], account: ACCOUNT }))
        calls.manual.push(r)
        return (
          opts.manual?.(r) ??
          jsonResponse(
            ok({ deposit: makeDeposit({ orderNo: 'D-MANUAL-1', kind: 'manual', channelName: 'Bank transfer' }) }),
          )
        )
      },
      '/wps/cashier/deposit': () =>
        jsonResponse(
          ok({ deposit: makeDeposit({ orderNo: 'D-MANUAL-1', kind: 'manual', channelName: 'Bank transfer' }) }),
        ),
    },
  })
  return { ...view, calls }
}

const amountBox = () => screen.getByRole('textbox', { name: 'Amount' })
const radio = (name: RegExp) => screen.getByRole('radio', { name })

describe('deposit screen', { timeout: 30_000 }, () => {
  it('sends a guest to login and back afterwards', async () => {
    const { router } = renderApp('/m/voucherCenter?channel=2')
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), FIRST_LOAD)
    await waitFor(() => expect(router.state.location.state).toEqual({ from: '/m/voucherCenter?channel=2' }))
  })

  it('turns a trial account away with free_reject', async () => {
    renderApp('/m/voucherCenter', { session: trialSession })
    expect(await findTrialRefusal()).toBeInTheDocument()
  })

  it('lists the channels with their icons, limits, the sandbox badge and maintenance, and keeps the choice in the URL', async () => {
    const { user, calls } = open()
    const sandbox = await screen.findByRole('radio', { name: /Sandbox Card/ }, FIRST_LOAD)
    expect(document.querySelector('[data-look="new"]')).not.toBeNull()
    // The first usable channel is chosen.
    expect(sandbox).toBeChecked()
    const card = screen.getByTestId('channel-sandbox_card')
    expect(within(card).getByText('SANDBOX')).toBeInTheDocument()
    expect(card).toHaveTextContent('₱100.00 – ₱50,000.00 · No fee')
    expect(card.querySelector('svg[data-variant="card"]')).not.toBeNull()
    expect(screen.getByTestId('channel-alipay')).toHaveTextContent('Fee 1.5%')
    expect(within(screen.getByTestId('channel-alipay')).queryByText('SANDBOX')).toBeNull()

    const gcash = radio(/GCash QR/)
    expect(gcash).toBeDisabled()
    expect(screen.getByTestId('channel-gcash')).toHaveTextContent('Under maintenance')
    await user.click(screen.getByTestId('channel-gcash'))
    expect(sandbox).toBeChecked()

    await user.click(radio(/Alipay/))
    expect(radio(/Alipay/)).toBeChecked()
    expect(window.location.search).toBe('?channel=2')
    expect(screen.getByText('Min ₱50.00 · Max ₱20,000.00')).toBeInTheDocument()
    await waitFor(() => expect(calls.promos.map((r) => r.url.searchParams.get('channelId'))).toContain('2'))
  })

  it('checks the amount against the channel limits before sending', async () => {
    const { user, calls } = open()
    await screen.findByRole('radio', { name: /Sandbox Card/ }, FIRST_LOAD)
    const pay = screen.getByRole('button', { name: 'Continue to payment' })

    await user.click(pay)
    expect(await screen.findByText('Enter an amount')).toBeInTheDocument()
    await user.type(amountBox(), '99.99')
    await user.click(pay)
    expect(await screen.findByText('The minimum for this method is ₱100.00')).toBeInTheDocument()
    await user.clear(amountBox())
    await user.type(amountBox(), '50000.01')
    await user.click(pay)
    expect(await screen.findByText('The maximum for this method is ₱50,000.00')).toBeInTheDocument()
    await user.clear(amountBox())
    await user.type(amountBox(), '100.123')
    await user.click(pay)
    expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument()
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true')
    expect(calls.gateway).toHaveLength(0)
  })

  it('fills a quick amount and shows the fee the channel adds', async () => {
    const { user } = open({ url: '/m/voucherCenter?channel=2' })
    await screen.findByRole('radio', { name: /Alipay/ }, FIRST_LOAD)
    const chip = screen.getByRole('button', { name: '₱200' })
    await user.click(chip)
    expect(amountBox()).toHaveValue('200.00')
    expect(chip).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByTestId('deposit-fee')).toHaveTextContent('Fee ₱3.00 · You pay ₱203.00')
  })

  it('offers the promotions with no promotion as the default, and holds the promotion minimum', async () => {
    const { user, calls } = open()
    await screen.findByRole('radio', { name: /First deposit bonus/ }, FIRST_LOAD)
    expect(radio(/No promotion/)).toBeChecked()
    expect(screen.getByText('100% bonus up to ₱1,000.00 · min. deposit ₱300.00 · 10× turnover')).toBeInTheDocument()
    await user.type(amountBox(), '200')
    await user.click(radio(/First deposit bonus/))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(await screen.findByText('This promotion needs a deposit of at least ₱300.00')).toBeInTheDocument()
    expect(calls.gateway).toHaveLength(0)

    vi.spyOn(browserWindow, 'assign').mockImplementation(() => {})
    await user.clear(amountBox())
    await user.type(amountBox(), '300')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(calls.gateway).toHaveLength(1))
    expect(bodyOf(calls.gateway[0])).toMatchObject({ channelId: 1, amount: '300.00', promoId: 11 })
  })

  it('opens the payment page, and a retry of the same deposit sends the same request key', async () => {
    let attempt = 0
    const { user, calls } = open({
      gateway: () =>
        ++attempt === 1
          ? jsonResponse(fail('server.error', 'The service is busy. Please try again.'), 503)
          : jsonResponse(ok({ deposit: makeDeposit(), redirectUrl: PAY_URL })),
    })
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {})
    await screen.findByRole('radio', { name: /Sandbox Card/ }, FIRST_LOAD)
    await user.click(screen.getByRole('button', { name: '₱500' }))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(await screen.findByText('The service is busy. Please try again.')).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()

    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL))
    const [first, second] = calls.gateway.map(bodyOf)
    expect(first).toMatchObject({ channelId: 1, amount: '500.00', promoId: null })
    expect(typeof first?.requestKey).toBe('string')
    expect(second?.requestKey).toBe(first?.requestKey)

    // Another amount is another deposit: a key of its own.
    await user.clear(amountBox())
    await user.type(amountBox(), '600')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(calls.gateway).toHaveLength(3))
    expect(bodyOf(calls.gateway[2]).requestKey).not.toBe(first?.requestKey)
  })

  it("shows the server's refusal on the amount, and never leaves for a non-web address", async () => {
    let answer = () =>
      jsonResponse(fail('cashier.amount.below.min', 'The minimum deposit for this channel is 100.00.'), 400)
    const { user } = open({ gateway: () => answer() })
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {})
    await screen.findByRole('radio', { name: /Sandbox Card/ }, FIRST_LOAD)
    await user.type(amountBox(), '150')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(await screen.findByText('The minimum deposit for this channel is 100.00.')).toBeInTheDocument()
    expect(amountBox()).toHaveAttribute('aria-invalid', 'true')

    answer = () => jsonResponse(ok({ deposit: makeDeposit(), redirectUrl: 'javascript:alert(1)' }))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    expect(
      await screen.findByText('The payment page address is not valid. Please contact customer service.'),
    ).toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
  })

  it('sends an Alipay channel through its own call', async () => {
    const { user, calls } = open({ url: '/m/voucherCenter?channel=2' })
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {})
    await screen.findByRole('radio', { name: /Alipay/ }, FIRST_LOAD)
    await user.type(amountBox(), '75.5')
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL))
    expect(calls.gateway).toHaveLength(0)
    expect(bodyOf(calls.alipay[0])).toMatchObject({ channelId: 2, amount: '75.50' })
  })

  it('walks a manual transfer: receiving account with copy buttons, then the reference form, then the pending screen', async () => {
    const { user, calls } = open({ url: '/m/voucherCenter?channel=3' })
    await screen.findByRole('radio', { name: /Bank transfer/ }, FIRST_LOAD)
    await user.type(amountBox(), '1500')
    await user.click(screen.getByRole('button', { name: 'Next' }))

    const account = await screen.findByTestId('receiving-account')
    expect(account).toHaveTextContent('BDO Unibank')
    expect(account).toHaveTextContent('Parlor Demo Inc.')
    expect(account).toHaveTextContent('001234567890')
    expect(account).toHaveTextContent('Makati Ayala')
    expect(screen.getByText(/Transfer ₱1,500.00 from your bank/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Copy Account number' }))
    expect(await screen.findByText('Copied')).toBeInTheDocument()
    expect(await navigator.clipboard.readText()).toBe('001234567890')

    expect(screen.getByRole('textbox', { name: 'Amount' })).toHaveValue('1500.00')
    await user.click(screen.getByRole('button', { name: 'Submit transfer details' }))
    expect(await screen.findByText('Enter the transfer reference')).toBeInTheDocument()
    expect(calls.manual).toHaveLength(0)

    fireEvent.change(screen.getByTestId('receipt-file'), {
      target: { files: [new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'receipt.png', { type: 'image/png' })] },
    })
    expect(await screen.findByText('The receipt must be a PNG or JPEG image')).toBeInTheDocument()
    fireEvent.change(screen.getByTestId('receipt-file'), {
      target: { files: [new File([PNG], 'receipt.png', { type: 'image/png' })] },
    })
    expect(await screen.findByRole('button', { name: 'Remove receipt receipt.png' })).toBeInTheDocument()

    await user.type(screen.getByRole('textbox', { name: 'Transfer reference' }), 'BDO-778812')
    const before = Date.now()
    await user.click(screen.getByRole('button', { name: 'Submit transfer details' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/voucherCenter/pending'))
    expect(window.location.search).toBe('?orderNo=D-MANUAL-1')
    const body = bodyOf(calls.manual[0])
    expect(body).toMatchObject({
      channelId: 3,
      amount: '1500.00',
      payerReference: 'BDO-778812',
      receipt: btoa(String.fromCharCode(...PNG)),
      promoId: null,
    })
    expect(typeof body.requestKey).toBe('string')
    // The transfer time defaults to now (to the minute).
    expect(Math.abs(Number(body.transferredAt) - before)).toBeLessThan(120_000)
    expect(await screen.findByRole('heading', { name: 'Waiting for confirmation' })).toBeInTheDocument()
  })

  it('works in the base look too: a list of channels and a simple form', async () => {
    const { user, calls } = open({ look: '0' })
    const assign = vi.spyOn(browserWindow, 'assign').mockImplementation(() => {})
    await screen.findByRole('radio', { name: /Sandbox Card/ }, FIRST_LOAD)
    expect(document.querySelector('[data-look="base"]')).not.toBeNull()
    expect(document.querySelector('.dep-channels--list')).not.toBeNull()
    expect(document.querySelector('.dep-quick--big')).toBeNull()
    await user.click(screen.getByRole('button', { name: '₱1,000' }))
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }))
    await waitFor(() => expect(assign).toHaveBeenCalledWith(PAY_URL))
    expect(bodyOf(calls.gateway[0])).toMatchObject({ amount: '1000.00' })
  })

  it('says so when no channel is open', async () => {
    const { user } = open({ channels: () => channelsAnswer([makeChannel({ maintenance: true })]) })
    expect(
      await screen.findByText(
        'No deposit method is available right now. Please try again later or contact customer service.',
        {},
        FIRST_LOAD,
      ),
    ).toBeInTheDocument()
    expect(radio(/Sandbox Card/)).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Continue to payment' })).toBeNull()

    await user.click(screen.getByRole('link', { name: 'Deposit records' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/vouReport'))
  })

  it('offers a retry when the channel list fails', async () => {
    let answer = () => jsonResponse(fail('cashier.channel.unavailable', 'nope'), 400)
    const { user } = open({ channels: () => answer() })
    expect(await screen.findByText('The deposit methods could not be loaded.', {}, FIRST_LOAD)).toBeInTheDocument()
    answer = () => channelsAnswer()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('radio', { name: /Sandbox Card/ })).toBeChecked()
  })
})
