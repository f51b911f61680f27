import { encodeServicePath } from '@parlor/contract/cs-link'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, makeStatus, memberSession, ok, trialSession } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }
const pathname = () => window.location.pathname

const customerService = [
  { title: 'CS', csType: 'CS', path: encodeServicePath('https://chat.example.test/room', 'cS0nLiNe') },
  { title: 'WHATSAPP', csType: 'WHATSAPP', path: encodeServicePath('https://wa.me/639171234567', 'wHaT5ap1') },
  { title: 'EVIL', csType: 'CS', path: encodeServicePath('javascript:alert(1)', 'eViL0000') },
]

const balanceOk = () =>
  jsonResponse(
    ok({
      sumBalance: 1234.5,
      balance: [{ accountTypeId: 1, availBalance: 1234.5 }],
      currency: 'PHP',
      currencySymbol: '₱',
    }),
  )

function open(
  url: string,
  opts: { session?: typeof memberSession; balance?: () => Response; cs?: typeof customerService } = {},
) {
  return renderApp(url, {
    status: makeStatus({ info: { customerService: opts.cs ?? customerService } }),
    session: opts.session,
    handlers: { '/wps/v2/wallets/balance': opts.balance ?? balanceOk },
  })
}

describe('cashier screens (deposit and withdraw through customer service)', { timeout: 20_000 }, () => {
  it.each(['/m/voucherCenter', '/m/withdraw'])('sends a guest on %s to login and back afterwards', async (url) => {
    const { router } = open(url)
    await waitFor(() => expect(pathname()).toBe('/m/login'), FIRST_LOAD)
    expect(router.state.location.state).toEqual({ from: url })
  })

  it('turns a trial account away with free_reject', async () => {
    open('/m/withdraw', { session: trialSession })
    expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: "Trial accounts can't use this feature. Please log in with a real account." },
        FIRST_LOAD,
      ),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('cashier-balance')).not.toBeInTheDocument()
  })

  it('shows the deposit balance, the statement, the safe service links and the deposit records link', async () => {
    const { user } = open('/m/voucherCenter', { session: memberSession })
    await waitFor(() => expect(screen.getByTestId('cashier-balance')).toHaveTextContent('₱1,234.50'), FIRST_LOAD)
    expect(screen.getByRole('heading', { level: 2, name: 'Online deposit is not available yet' })).toBeInTheDocument()
    expect(screen.getByText(/the operator credits your deposit to your balance/)).toBeInTheDocument()
    // The shell header carries the one screen title.
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument()
    expect(within(screen.getByRole('banner')).getByRole('heading', { name: 'Deposit' })).toBeInTheDocument()

    const links = within(await screen.findByTestId('cashier-links')).getAllByRole('link')
    expect(links.map((l) => [l.textContent, l.getAttribute('href')])).toEqual([
      ['Online customer service', 'https://chat.example.test/room'],
      ['Chat with us on WHATSAPP', 'https://wa.me/639171234567'],
    ])
    for (const l of links) expect(l).toHaveAttribute('rel', 'noopener noreferrer')

    await user.click(screen.getByRole('link', { name: 'Deposit records' }))
    await waitFor(() => expect(pathname()).toBe('/m/vouReport'))
  })

  it('shows the withdraw statement and the withdrawal records link', async () => {
    const { user } = open('/m/withdraw', { session: memberSession })
    await waitFor(() => expect(screen.getByTestId('cashier-balance')).toHaveTextContent('₱1,234.50'), FIRST_LOAD)
    expect(
      screen.getByRole('heading', { level: 2, name: 'Online withdrawal is not available yet' }),
    ).toBeInTheDocument()
    expect(screen.getByText(/the operator processes your withdrawal/)).toBeInTheDocument()
    expect(await screen.findByRole('link', { name: 'Online customer service' })).toBeInTheDocument()
    await user.click(screen.getByRole('link', { name: 'Withdrawal records' }))
    await waitFor(() => expect(pathname()).toBe('/m/withdrawReport'))
  })

  it('says so when the balance fails and when the merchant has no service channel', async () => {
    open('/m/withdraw', {
      session: memberSession,
      cs: [],
      balance: () => jsonResponse(fail('server.error'), 500),
    })
    expect(
      await screen.findByText('Your balance could not be loaded. Please try again later.', {}, FIRST_LOAD),
    ).toBeInTheDocument()
    expect(screen.getByTestId('cashier-balance')).toHaveTextContent('--')
    expect(
      await screen.findByText('No customer service channel is set up yet. Please try again later.'),
    ).toBeInTheDocument()
    expect(screen.queryByTestId('cashier-links')).not.toBeInTheDocument()
  })
})
