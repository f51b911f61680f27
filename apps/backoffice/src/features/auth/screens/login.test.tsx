import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { initI18n } from '@/lib/i18n'
import { renderApp, staffMe } from '@/testing/render-app'

const signedOut = { staffMe: { error: 'staff_unauthorized', status: 401 } }
const dashboard = {
  pendingDeposits: 2,
  pendingWithdrawals: 1,
  pendingAdjustments: 0,
  todayGgr: '150.00',
  todayNewPlayers: 3,
  todayDeposits: '900.00',
}
const codes = Array.from({ length: 10 }, (_, i) => `abcde-${String(i).padStart(5, '0')}`)

async function typePassword(user: ReturnType<typeof userEvent.setup>, username = 'admin') {
  await user.type(await screen.findByLabelText('Username'), username)
  await user.type(screen.getByLabelText('Password'), 'Parlor-demo-2026')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
}

describe('staff sign-in', () => {
  it('signs in with the password and a TOTP code, then returns to the screen it came from', async () => {
    const user = userEvent.setup()
    let signedIn = false
    const { router, fetch } = renderApp('/bo/login?next=%2Fbo%2F%3Fmerchant%3Ddemo', {
      staffLogin: { step: 'otp', ticket: 'ticket-0123456789' },
      staffOtp: ({ body }) => {
        expect(body).toEqual({ ticket: 'ticket-0123456789', code: '123456' })
        signedIn = true
        return { me: staffMe('admin') }
      },
      staffMe: () => (signedIn ? staffMe('admin') : { error: 'staff_unauthorized', status: 401 }),
      boDashboard: dashboard,
    })
    await typePassword(user)
    await user.type(await screen.findByLabelText('Authenticator code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/'))
    expect(router.state.location.search).toBe('?merchant=demo')
    expect(await screen.findByText('Demo admin')).toBeInTheDocument()
    const login = fetch.mock.calls.find(([url]) => String(url) === '/admin/auth/login')
    expect(JSON.parse(String(login?.[1]?.body))).toEqual({ username: 'admin', password: 'Parlor-demo-2026' })
  })

  it('shows a wrong password and lets the staff member try again', async () => {
    const user = userEvent.setup()
    renderApp('/bo/login', {
      ...signedOut,
      staffLogin: { error: 'staff_bad_credentials', status: 401, message: 'Wrong username or password.' },
    })
    await typePassword(user)
    expect(await screen.findByTestId('sign-in-error')).toHaveTextContent('Wrong username or password.')
    expect(screen.getByLabelText('Password')).toHaveValue('')
    // The public sign-in call answers its own 401: no redirect loop.
    expect(screen.getByLabelText('Username')).toHaveValue('admin')
  })

  it('accepts a recovery code instead of the authenticator', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/bo/login', {
      ...signedOut,
      staffLogin: { step: 'otp', ticket: 'ticket-0123456789' },
      staffOtp: ({ body }) => {
        expect(body).toEqual({ ticket: 'ticket-0123456789', code: 'k3m9p-q7x2z' })
        return { me: staffMe('admin') }
      },
      boDashboard: dashboard,
    })
    await typePassword(user)
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }))
    await user.type(screen.getByLabelText('Recovery code'), 'K3M9P-Q7X2Z')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/'))
  })

  it('goes back to the password when the ticket has expired', async () => {
    const user = userEvent.setup()
    renderApp('/bo/login', {
      ...signedOut,
      staffLogin: { step: 'otp', ticket: 'ticket-0123456789' },
      staffOtp: { error: 'staff_ticket_expired', status: 401, message: 'The sign-in took too long. Start again.' },
    })
    await typePassword(user)
    await user.type(await screen.findByLabelText('Authenticator code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The sign-in took too long. Start again.')).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it('enrols a new staff member: QR and secret, first code, recovery codes shown once and confirmed', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/bo/login', {
      ...signedOut,
      staffLogin: {
        step: 'enrol',
        ticket: 'ticket-0123456789',
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Parlor:owner?secret=JBSWY3DPEHPK3PXP&issuer=Parlor',
        qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      staffEnrol: ({ body }) => {
        expect(body).toEqual({ ticket: 'ticket-0123456789', code: '654321' })
        return { me: staffMe('owner'), recoveryCodes: codes }
      },
      boDashboard: dashboard,
    })
    await typePassword(user, 'owner')
    expect(await screen.findByAltText('QR code for your authenticator app')).toHaveAttribute(
      'src',
      'data:image/svg+xml;base64,PHN2Zy8+',
    )
    expect(screen.getByTestId('totp-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP')
    await user.type(screen.getByLabelText('First code from the app'), '654321')
    await user.click(screen.getByRole('button', { name: 'Confirm and sign in' }))

    const list = await screen.findByTestId('recovery-codes')
    for (const code of codes) expect(list).toHaveTextContent(code)
    const proceed = screen.getByRole('button', { name: 'Continue to the back office' })
    expect(proceed).toBeDisabled()
    await user.click(screen.getByLabelText('I saved them somewhere safe'))
    await user.click(proceed)
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/'))
  })

  it("asks for the username and password in Chinese, not in zod's English", async () => {
    const user = userEvent.setup()
    await initI18n('CN')
    renderApp('/bo/login', signedOut)
    await user.click(await screen.findByRole('button', { name: /^继\s?续$/ }))
    expect(await screen.findAllByText('必填')).toHaveLength(2)
  }, 60_000)

  it('never follows a return path outside the back office', async () => {
    const user = userEvent.setup()
    const { router } = renderApp('/bo/login?next=%2F%2Fevil.example%2F', {
      ...signedOut,
      staffLogin: { step: 'otp', ticket: 'ticket-0123456789' },
      staffOtp: { me: staffMe('admin') },
      boDashboard: dashboard,
    })
    await typePassword(user)
    await user.type(await screen.findByLabelText('Authenticator code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/bo/'))
  })
})
