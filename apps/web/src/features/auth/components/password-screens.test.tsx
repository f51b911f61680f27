import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { readSession, StorageKey } from '@/lib/storage'
import { makeTestKey } from '@/testing/encryption'
import { fail, jsonResponse, makeStatus, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { loginAnswer } from '../testing/login-answer'
import { demo2Flags, demoFlags, demoRegister } from '../testing/register-settings'

let key: Awaited<ReturnType<typeof makeTestKey>>
beforeAll(async () => {
  key = await makeTestKey()
})

const FIRST_LOAD = { timeout: 5000 }
const SLOW_MACHINE = { timeout: 20_000 }
type Handlers = NonNullable<Parameters<typeof renderApp>[1]>['handlers']

function open(url: string, { flags = demoFlags as object, handlers = {} as Handlers, session = false } = {}) {
  return renderApp(url, {
    status: makeStatus({ info: { whitelabelVal: flags as Record<string, boolean>, register: demoRegister } }),
    session: session ? memberSession : undefined,
    handlers: { '/wps/session/key/rsa': key.keyHandler, ...handlers },
  })
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`) as HTMLInputElement

describe('forgot password by email', SLOW_MACHINE, () => {
  it('offers email only without CHNGPASSVERIF3, checks the 2-3-letter email rule and sends trimmed values', async () => {
    const { user, api } = open('/m/forget', {
      flags: demo2Flags,
      handlers: { '/wps/member/password/email': () => jsonResponse(ok(null)) },
    })
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, FIRST_LOAD)
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    await user.type(input('username'), ' juan88 ')
    await user.type(input('email'), 'juan@parlor.test')
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }))
    expect(await screen.findByText('Incorrect email format.')).toBeInTheDocument()
    expect(input('email')).toHaveFocus()
    await user.clear(input('email'))
    await user.type(input('email'), ' juan@example.ph ')
    await user.click(screen.getByRole('button', { name: 'Retrieve password' }))
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/wps/member/password/email')).toBe(true))
    const call = api.requests.find((r) => r.url.pathname === '/wps/member/password/email')
    expect(call?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded')
    expect(call?.body).toBe('username=juan88&email=juan%40example.ph')
  })

  it('opens the phone form first when CHNGPASSVERIF3 is on', async () => {
    open('/m/forget')
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, FIRST_LOAD)
    expect(screen.getByRole('tab', { name: 'By mobile' })).toHaveAttribute('aria-selected', 'true')
  })
})

describe('set password by phone', SLOW_MACHINE, () => {
  it('keeps the code field disabled until a code was sent, and applies the two failure rules', async () => {
    let answer = fail('verification.code.error', 'Wrong code')
    const { user } = open('/m/forget', {
      handlers: {
        '/wps/member/password/sms': () => jsonResponse(ok({ expiredMinutes: 5 })),
        '/wps/member/password/verification': () => jsonResponse(answer, 400),
      },
    })
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, FIRST_LOAD)
    const submit = screen.getByRole('button', { name: 'Confirm' })
    expect(input('verificationCode')).toBeDisabled()
    expect(submit).toBeDisabled()
    await user.type(input('mobileNum'), '9171234567')
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    await waitFor(() => expect(input('verificationCode')).toBeEnabled())
    await user.type(input('verificationCode'), '123456')
    await user.type(input('newPassword'), 'brandnew99')
    await waitFor(() => expect(submit).toBeEnabled())
    await user.click(submit)
    await waitFor(() => expect(input('verificationCode')).toHaveValue(''))
    expect(input('newPassword')).toHaveValue('brandnew99')
    answer = fail('modify.new.old.same', 'Same password')
    await user.type(input('verificationCode'), '654321')
    await user.click(submit)
    await waitFor(() => expect(input('newPassword')).toHaveValue(''))
    expect(input('verificationCode')).toHaveValue('654321')
  })

  it('signs in with the number and the new password after success', async () => {
    const { user, api } = open('/m/forget', {
      handlers: {
        '/wps/member/password/sms': () => jsonResponse(ok({ expiredMinutes: 5 })),
        '/wps/member/password/verification': () => jsonResponse(ok({ userName: 'juan88' })),
        '/wps/session/login': () => jsonResponse(ok(loginAnswer({ token: 'tok-phone' }))),
      },
    })
    await screen.findByRole('heading', { level: 1, name: 'Forgot password' }, FIRST_LOAD)
    await user.type(input('mobileNum'), '9171234567')
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    await waitFor(() => expect(input('verificationCode')).toBeEnabled())
    await user.type(input('verificationCode'), '123456')
    await user.type(input('newPassword'), 'brandnew99')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(readSession()?.token).toBe('tok-phone'))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
    const login = api.requests.find((r) => r.url.pathname === '/wps/session/login')
    expect(await key.open(login as NonNullable<typeof login>)).toMatchObject({
      type: '',
      username: '9171234567',
      password: 'brandnew99',
    })
  })
})

describe('change password', SLOW_MACHINE, () => {
  it('goes home without a session', async () => {
    open('/m/changePsw')
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'), FIRST_LOAD)
  })

  it('shows the same-password popup instead of sending, then changes with the old password', async () => {
    const { user, api } = open('/m/changePsw', {
      session: true,
      handlers: { '/wps/member/password': () => jsonResponse(ok(null)) },
    })
    await screen.findByLabelText('Old password', { selector: 'input' }, FIRST_LOAD)
    await user.type(input('oldPassword'), 'samepass99')
    await user.type(input('newPassword'), 'samepass99')
    await user.type(input('confirmNewPassword'), 'samepass99')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('The new password and the old password cannot be the same.')).toBeInTheDocument()
    expect(api.requests.some((r) => r.url.pathname === '/wps/member/password')).toBe(false)
    await user.click(screen.getByRole('button', { name: 'OK' }))
    await user.clear(input('newPassword'))
    await user.type(input('newPassword'), 'otherpass77')
    await user.clear(input('confirmNewPassword'))
    await user.type(input('confirmNewPassword'), 'otherpass76')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByText('Confirmation password not matched.')).toBeInTheDocument()
    await user.clear(input('confirmNewPassword'))
    await user.type(input('confirmNewPassword'), 'otherpass77')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/wps/member/password')).toBe(true))
    const call = api.requests.find((r) => r.url.pathname === '/wps/member/password')
    expect(await key.open(call as NonNullable<typeof call>)).toEqual({
      oldPassword: 'samepass99',
      newPassword: 'otherpass77',
      confirmNewPassword: 'otherpass77',
    })
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'), { timeout: 3000 })
  })
})

describe('forced change after signing in (first login, temporary password)', SLOW_MACHINE, () => {
  it('asks no old password, sends none, clears the forced-change flag and goes home', async () => {
    const { user, api } = open('/m/changePsw', {
      session: true,
      handlers: { '/wps/member/password': () => jsonResponse(ok(null)) },
    })
    // After the session is written, as a login answer with changePassword leaves it.
    sessionStorage.setItem(StorageKey.mustChangePassword, '1')
    await screen.findByLabelText('New password', { selector: 'input' }, FIRST_LOAD)
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).not.toBeInTheDocument()
    expect(screen.getByText('Set your own password before you continue.')).toBeInTheDocument()
    await user.type(input('newPassword'), 'mynewpass88')
    await user.type(input('confirmNewPassword'), 'mynewpass88')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(sessionStorage.getItem(StorageKey.mustChangePassword)).toBeNull())
    const call = api.requests.find((r) => r.url.pathname === '/wps/member/password')
    expect(await key.open(call as NonNullable<typeof call>)).toEqual({
      newPassword: 'mynewpass88',
      confirmNewPassword: 'mynewpass88',
    })
    // Not even for the second before leaving does the old password field come back.
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).not.toBeInTheDocument()
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'), { timeout: 3000 })
  })

  it('asks for the old password after all when the server no longer holds the session to its change', async () => {
    const { user } = open('/m/changePsw', {
      session: true,
      handlers: {
        '/wps/member/password': () =>
          jsonResponse(fail('old.password.required', 'Please enter your old password.'), 400),
      },
    })
    sessionStorage.setItem(StorageKey.mustChangePassword, '1')
    await screen.findByLabelText('New password', { selector: 'input' }, FIRST_LOAD)
    await user.type(input('newPassword'), 'mynewpass88')
    await user.type(input('confirmNewPassword'), 'mynewpass88')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    expect(await screen.findByLabelText('Old password', { selector: 'input' })).toBeInTheDocument()
    expect(sessionStorage.getItem(StorageKey.mustChangePassword)).toBeNull()
  })
})

describe('change password in the shell', SLOW_MACHINE, () => {
  it('hides the bottom menu (storefront §Shell behaviour)', async () => {
    open('/m/changePsw', { session: true })
    await screen.findByLabelText('Old password', { selector: 'input' }, FIRST_LOAD)
    expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
  })
})

describe('change password after a mobile sign-up with the default password', SLOW_MACHINE, () => {
  it('asks no old password and sends the held one', async () => {
    sessionStorage.setItem('PSW', '123456')
    const { user, api } = open('/m/changePsw', {
      session: true,
      handlers: { '/wps/member/password': () => jsonResponse(ok(null)) },
    })
    await screen.findByLabelText('New password', { selector: 'input' }, FIRST_LOAD)
    expect(screen.queryByLabelText('Old password', { selector: 'input' })).not.toBeInTheDocument()
    await user.type(input('newPassword'), 'mynewpass88')
    await user.type(input('confirmNewPassword'), 'mynewpass88')
    await user.click(screen.getByRole('button', { name: 'Confirm' }))
    await waitFor(() => expect(sessionStorage.getItem('PSW')).toBeNull())
    const call = api.requests.find((r) => r.url.pathname === '/wps/member/password')
    expect(await key.open(call as NonNullable<typeof call>)).toMatchObject({ oldPassword: '123456' })
  })
})
