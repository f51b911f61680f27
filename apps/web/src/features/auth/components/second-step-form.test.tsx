import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { readSession } from '@/lib/storage'
import { makeTestKey } from '@/testing/encryption'
import { fail, jsonResponse, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { loginAnswer } from '../testing/login-answer'

let key: Awaited<ReturnType<typeof makeTestKey>>
beforeAll(async () => {
  key = await makeTestKey()
})

const CHALLENGE = 'c'.repeat(43)
const needsCode = () =>
  jsonResponse(
    fail('login_verify_required', 'Enter the code from your authenticator app to finish signing in.', {
      ga: true,
      challenge: CHALLENGE,
    }),
    400,
  )
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const calls = (requests: RecordedRequest[], path: string) => requests.filter((r) => r.url.pathname === path)

async function passwordStep(handlers: Record<string, () => Response>) {
  const app = renderApp('/m/login', {
    handlers: { '/wps/session/key/rsa': key.keyHandler, '/wps/session/login': needsCode, ...handlers },
  })
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, { timeout: 5000 })
  await app.user.type(field('Username or mobile number'), 'juan88')
  await app.user.type(field('Password'), 'secret123')
  await app.user.click(screen.getByRole('button', { name: 'Log in' }))
  await screen.findByRole('heading', { name: 'Two-step sign-in' })
  return app
}

describe('the second sign-in step', { timeout: 20_000 }, () => {
  it('asks for the authenticator code after a right password and signs in with it, sealed', async () => {
    const { user, api } = await passwordStep({
      '/wps/session/login/verification': () => jsonResponse(ok(loginAnswer())),
    })
    expect(readSession()).toBeNull()
    await user.type(field('Authenticator code'), '12a')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter the 6 digits from your app.')).toBeInTheDocument()
    expect(calls(api.requests, '/wps/session/login/verification')).toHaveLength(0)
    await user.clear(field('Authenticator code'))
    await user.type(field('Authenticator code'), '123456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
    const [call] = calls(api.requests, '/wps/session/login/verification')
    if (!call) throw new Error('no verification call')
    expect(await key.open(call)).toEqual({ challenge: CHALLENGE, method: 'G', authCode: '123456' })
    expect(readSession()?.userName).toBe('juan88')
  })

  it('shows a wrong code under the field, takes a recovery code instead, and goes back when the challenge died', async () => {
    let answers = [
      jsonResponse(fail('totp.code.invalid', 'The code is wrong or has already been used.'), 400),
      jsonResponse(fail('login_verify_expired', 'This sign-in has expired. Please sign in again.'), 400),
    ]
    const { user, api } = await passwordStep({
      '/wps/session/login/verification': () => {
        const [next, ...rest] = answers
        answers = rest
        return next ?? jsonResponse(ok(loginAnswer()))
      },
    })
    await user.type(field('Authenticator code'), '654321')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('The code is wrong or has already been used.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Use a recovery code' }))
    await user.type(field('Recovery code'), 'abcde-23456')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    // The challenge is spent: back to the password form.
    await screen.findByRole('button', { name: 'Log in' })
    const sent = calls(api.requests, '/wps/session/login/verification')
    expect(sent).toHaveLength(2)
    expect(await key.open(sent[1] as RecordedRequest)).toMatchObject({ method: 'R', authCode: 'abcde-23456' })
  })

  it('offers only "Use a passkey" to an account whose second step is a passkey, and asks the browser for it', async () => {
    const { user, api } = await passwordStep({
      '/wps/session/login': () =>
        jsonResponse(fail('login_verify_required', 'Finish signing in.', { passkey: true, challenge: CHALLENGE }), 400),
      '/wps/session/passkey/options': () => jsonResponse(ok({ challenge: 'abc', rpId: 'localhost' })),
    })
    expect(screen.queryByLabelText('Authenticator code')).toBeNull()
    expect(screen.getByText('Confirm it is you with your passkey.')).toBeInTheDocument()
    // jsdom has no WebAuthn: the browser's refusal is told as such, without a verification call.
    await user.click(screen.getByRole('button', { name: 'Use a passkey' }))
    expect(await screen.findByText('The passkey was not used. Please try again.')).toBeInTheDocument()
    const [options] = calls(api.requests, '/wps/session/passkey/options')
    expect(JSON.parse(options?.body ?? 'null')).toEqual({ challenge: CHALLENGE })
    expect(calls(api.requests, '/wps/session/login/verification')).toHaveLength(0)
  })
})
