import type { RegisterBody } from '@parlor/contract'
import { screen, waitFor } from '@testing-library/react'
import { beforeAll, describe, expect, it } from 'vitest'
import { readSession } from '@/lib/storage'
import { makeTestKey } from '@/testing/encryption'
import { fail, jsonResponse, makeStatus, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { demo2Flags, demo2Register, demoFlags, demoRegister } from '../testing/register-settings'

let key: Awaited<ReturnType<typeof makeTestKey>>
beforeAll(async () => {
  key = await makeTestKey()
})

const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAfbLI3wAAAABJRU5ErkJggg=='
const FIRST_LOAD = { timeout: 5000 }
const SLOW_MACHINE = { timeout: 20_000 }

type Handlers = NonNullable<Parameters<typeof renderApp>[1]>['handlers']

async function openRegister({
  merchant = 'demo',
  handlers = {},
  url = '/m/register',
  socialLogin = [],
}: {
  merchant?: 'demo' | 'demo2'
  handlers?: Handlers
  url?: string
  socialLogin?: ('google' | 'facebook')[]
} = {}) {
  const app = renderApp(url, {
    status: makeStatus({
      info: {
        whitelabelVal: merchant === 'demo' ? demoFlags : demo2Flags,
        register: merchant === 'demo' ? demoRegister : demo2Register,
        ageLimit: merchant === 'demo' ? 18 : 21,
        socialLogin,
      },
    }),
    handlers: {
      '/wps/session/key/rsa': key.keyHandler,
      '/wps/captcha': () => jsonResponse(ok(PNG)),
      ...handlers,
    },
  })
  await screen.findByRole('heading', { level: 1, name: 'Register' }, FIRST_LOAD)
  return app
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`form [name="${name}"]`)
const labelOf = (name: string) => document.querySelector(`label[for="reg-${name}"]`)?.textContent
const submit = () => screen.getByRole('button', { name: 'Register' })
const answer = {
  id: 9,
  customerId: 9,
  userName: 'maria99',
  customerName: 'maria99',
  token: 'tok-reg-1',
  customerType: 0,
  firstTimeLogin: false,
  changePassword: false,
}

describe('registration screen', SLOW_MACHINE, () => {
  it('renders the demo merchant fields with required markers, captcha and the 18+ wording', async () => {
    await openRegister()
    expect(screen.getByRole('tab', { name: 'Username' })).toHaveAttribute('aria-selected', 'true')
    for (const name of [
      'username',
      'password',
      'confirmPassword',
      'mobileNum',
      'verificationCode',
      'payeeName',
      'email',
      'affiliateCode',
      'captcha',
    ])
      expect(input(name), name).not.toBeNull()
    expect(input('whatsapp')).toBeNull()
    expect(labelOf('username')).toBe('*Username')
    expect(labelOf('email')).toBe('Email')
    expect(screen.getByText(/I am 18 or older/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'User Agreement' })).toHaveAttribute('href', '/m/useragreement')
    expect(screen.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/m/login')
    expect(input('agree')).toBeChecked()
  })

  it('renders demo2 differently: mobile tab only, no captcha, required email and affiliate, 21+', async () => {
    await openRegister({ merchant: 'demo2' })
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(input('username')).toBeNull()
    expect(input('captcha')).toBeNull()
    expect(input('whatsapp')).not.toBeNull()
    expect(labelOf('affiliateCode')).toBe('*Affiliate code')
    expect(labelOf('email')).toBe('*Email')
    expect(screen.getByText(/I am 21 or older/)).toBeInTheDocument()
  })

  it('shows the social sign-in icons the server offers below the form', async () => {
    await openRegister({ socialLogin: ['google', 'facebook'], url: '/m/register?redirect=/m/withdraw' })
    const google = screen.getByRole('link', { name: 'Google' })
    expect(google).toHaveAttribute('href', '/wps/session/oauth/google/start?returnTo=%2Fm%2Fwithdraw')
    // Icons here, not the login screen's labelled buttons.
    expect(google).not.toHaveTextContent('Google')
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      '/wps/session/oauth/facebook/start?returnTo=%2Fm%2Fwithdraw',
    )
  })

  it('shows no social icons when the server offers none', async () => {
    await openRegister()
    expect(screen.queryByRole('link', { name: /Google|Facebook/ })).not.toBeInTheDocument()
  })

  it('focuses the first failing field with its translated message and sends nothing', async () => {
    const { user, api } = await openRegister()
    await user.type(input('username') as HTMLInputElement, '9bad')
    await user.click(submit())
    expect(await screen.findByText('Use 4-16 letters and numbers, starting with a letter.')).toBeInTheDocument()
    expect(input('username')).toHaveFocus()
    await user.clear(input('username') as HTMLInputElement)
    await user.type(input('username') as HTMLInputElement, 'maria99')
    await user.type(input('password') as HTMLInputElement, 'goodpass99')
    await user.type(input('confirmPassword') as HTMLInputElement, 'goodpass98')
    await user.click(submit())
    expect(await screen.findByText('Confirmation password not matched.')).toBeInTheDocument()
    expect(input('confirmPassword')).toHaveFocus()
    expect(api.requests.filter((r) => r.url.pathname === '/wps/member/register')).toHaveLength(0)
  })

  it('is blocked while the agreement is unticked', async () => {
    const { user, api } = await openRegister()
    await user.click(input('agree') as HTMLInputElement)
    await user.click(submit())
    expect((await screen.findAllByText('Please agree to the User Agreement.')).length).toBeGreaterThan(0)
    expect(api.requests.filter((r) => r.url.pathname.startsWith('/wps/member/register'))).toHaveLength(0)
  })

  it('checks an entered affiliate code first and focuses it when it is wrong', async () => {
    const { user, api } = await openRegister({
      handlers: { '/wps/agent/affiliate': () => jsonResponse(fail('invitation_code_error', 'bad code'), 400) },
    })
    await user.type(input('affiliateCode') as HTMLInputElement, 'NOPE1')
    await user.click(submit())
    expect(await screen.findByText('The affiliate code is not valid.')).toBeInTheDocument()
    expect(input('affiliateCode')).toHaveFocus()
    const paths = api.requests.map((r) => r.url.pathname)
    expect(paths).toContain('/wps/agent/affiliate')
    expect(paths).not.toContain('/wps/member/register')
  })

  it('registers encrypted, stores the session and goes home', async () => {
    const { user, api } = await openRegister({
      url: '/m/register?r=FRIEND1',
      handlers: { '/wps/member/register': () => jsonResponse(ok(answer)) },
    })
    await user.type(input('username') as HTMLInputElement, 'maria99')
    await user.type(input('password') as HTMLInputElement, 'goodpass99')
    await user.type(input('confirmPassword') as HTMLInputElement, 'goodpass99')
    await user.type(input('captcha') as HTMLInputElement, '4321')
    await user.click(submit())
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
    expect(readSession()?.token).toBe('tok-reg-1')
    const call = api.requests.find((r) => r.url.pathname === '/wps/member/register')
    expect(call?.method).toBe('PUT')
    expect(call?.body).not.toContain('goodpass99')
    const body = (await key.open(call as NonNullable<typeof call>)) as RegisterBody
    expect(body).toMatchObject({
      username: 'maria99',
      password: 'goodpass99',
      captcha: '4321',
      login: true,
      registerMethod: 'H5',
      referralCode: 'FRIEND1',
      registerUrl: 'http://localhost:3000/m/register?r=FRIEND1',
    })
    expect(body.loginDeviceId).toBeTruthy()
  })

  it('focuses the field a server failure names', async () => {
    const { user } = await openRegister({
      handlers: {
        '/wps/member/register': () =>
          jsonResponse(fail('username.exists', 'That username is taken', { field: 'username' }), 409),
      },
    })
    await user.type(input('username') as HTMLInputElement, 'maria99')
    await user.type(input('password') as HTMLInputElement, 'goodpass99')
    await user.type(input('confirmPassword') as HTMLInputElement, 'goodpass99')
    await user.type(input('captcha') as HTMLInputElement, '4321')
    await user.click(submit())
    expect(await screen.findByText('That username is taken')).toBeInTheDocument()
    expect(input('username')).toHaveFocus()
  })
})
