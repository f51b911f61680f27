import { screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { makeTestKey } from '@/testing/encryption'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

let key: Awaited<ReturnType<typeof makeTestKey>>
beforeAll(async () => {
  key = await makeTestKey()
})

const FIRST_LOAD = { timeout: 8000 }
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Parlor:juan88?secret=JBSWY3DPEHPK3PXP&issuer=Parlor',
  qrDataUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
}
const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i}-efgh${i}`)
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path)

function open(url: string, handlers: Record<string, (r: RecordedRequest) => Response> = {}) {
  let enabled = false
  return renderApp(url, {
    session: memberSession,
    handlers: {
      '/wps/session/key/rsa': key.keyHandler,
      '/wps/member/security/totp': () => jsonResponse(ok({ enabled, recoveryCodesLeft: enabled ? 10 : 0 })),
      '/wps/member/security/totp/setup': () => jsonResponse(ok(SETUP)),
      '/wps/member/security/totp/confirm': () => {
        enabled = true
        return jsonResponse(ok({ recoveryCodes: CODES }))
      },
      ...handlers,
    },
  })
}

describe('two-step sign-in screen', { timeout: 20_000 }, () => {
  it('asks for the password, shows the QR code and key, and shows the recovery codes once turned on', async () => {
    let wrongPassword = true
    const { user, api } = open('/m/twoStep', {
      '/wps/member/security/totp/setup': () => {
        if (!wrongPassword) return jsonResponse(ok(SETUP))
        wrongPassword = false
        return jsonResponse(fail('old.password.incorrect', 'The old password is incorrect.'), 400)
      },
    })
    await screen.findByRole('heading', { name: 'Turn on two-step sign-in' }, FIRST_LOAD)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('Enter your password.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Login password'), 'nope')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(await screen.findByText('The old password is incorrect.')).toBeInTheDocument()
    await user.clear(screen.getByLabelText('Login password'))
    await user.type(screen.getByLabelText('Login password'), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Continue' }))

    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' })
    expect(qr).toHaveAttribute('src', SETUP.qrDataUrl)
    expect(screen.getByText(SETUP.secret)).toBeInTheDocument()
    const [setup] = calls(api.requests, '/wps/member/security/totp/setup').slice(-1)
    // The password travels sealed, like the sign-in.
    expect(await key.open(setup as RecordedRequest)).toEqual({ password: 'secret123' })

    await user.type(screen.getByLabelText('6-digit code from the app'), '12345')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    expect(await screen.findByText('Enter the 6 digits from your app.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('6-digit code from the app'), '6')
    await user.click(screen.getByRole('button', { name: 'Turn on' }))
    const list = await screen.findByRole('list')
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(CODES)
    await user.click(screen.getByRole('button', { name: 'I have saved them' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/securityCenter'))
  })

  it('offers to turn off when on, with the password and a code or recovery code', async () => {
    const { user, api } = open('/m/twoStep', {
      '/wps/member/security/totp': () => jsonResponse(ok({ enabled: true, recoveryCodesLeft: 7 })),
      '/wps/member/security/totp/disable': () => jsonResponse(ok(null)),
    })
    await screen.findByRole('heading', { name: 'Two-step sign-in is on' }, FIRST_LOAD)
    expect(screen.getByText(/Recovery codes left: 7/)).toBeInTheDocument()
    await user.type(screen.getByLabelText('Login password'), 'secret123')
    await user.type(screen.getByLabelText('Authenticator code or recovery code'), 'abcde-fghij')
    await user.click(screen.getByRole('button', { name: 'Turn off' }))
    await waitFor(() => expect(calls(api.requests, '/wps/member/security/totp/disable')).toHaveLength(1))
    const [call] = calls(api.requests, '/wps/member/security/totp/disable')
    expect(await key.open(call as RecordedRequest)).toEqual({ password: 'secret123', code: 'abcde-fghij' })
  })
})
