import { encodeServicePath } from '@parlor/contract/cs-link'
import { act, screen, waitFor, within } from '@testing-library/react'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { changeLanguage } from '@/lib/i18n'
import { readSession, StorageKey } from '@/lib/storage'
import { makeTestKey } from '@/testing/encryption'
import { fail, jsonResponse, makeStatus, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { loginAnswer } from '../testing/login-answer'

let key: Awaited<ReturnType<typeof makeTestKey>>
beforeAll(async () => {
  key = await makeTestKey()
})

const SIGN_IN_FLAGS = { MOBILEVERCODELOGIN3: true, FREEPLAY3: true, GOOGLELOGIN3: true, FACEBOOKLOGIN3: true }
/** The status answer's providers offered: flag on and set up on the server. */
const SOCIAL = ['google', 'facebook'] as const
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGNgYGD4DwABBAEAfbLI3wAAAABJRU5ErkJggg=='

type Handlers = NonNullable<Parameters<typeof renderApp>[1]>['handlers']

async function openLogin(
  url = '/m/login',
  { flags = {}, handlers = {}, info = {} }: { flags?: object; handlers?: Handlers; info?: object } = {},
) {
  const app = renderApp(url, {
    status: makeStatus({ info: { whitelabelVal: flags as Record<string, boolean>, ...info } }),
    handlers: { '/wps/session/key/rsa': key.keyHandler, ...handlers },
  })
  await screen.findByRole('heading', { level: 1, name: 'Log in' }, FIRST_LOAD)
  return app
}

const field = (label: string) => screen.getByLabelText(label, { selector: 'input' })
const submitButton = () => screen.getByRole('button', { name: 'Log in' })
const loginCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === '/wps/session/login')
const pathname = () => window.location.pathname
// The first screen of a test file waits for its lazy chunks, slow on a busy two-core machine.
const FIRST_LOAD = { timeout: 5000 }
// Journeys of many steps, on two cores shared with other suites.
const SLOW_MACHINE = { timeout: 20_000 }

describe('login screen layout', SLOW_MACHINE, () => {
  it('offers username login with its links, and nothing behind flags that are off', async () => {
    await openLogin()
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument()
    expect(field('Username or mobile number')).toBeInTheDocument()
    expect(field('Password')).toHaveAttribute('type', 'password')
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/m/forget')
    expect(screen.getByRole('link', { name: 'Register now' })).toHaveAttribute('href', '/m/register')
    expect(screen.queryByRole('link', { name: /Google/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Try it free' })).not.toBeInTheDocument()
    expect(screen.queryByLabelText('Captcha', { selector: 'input' })).not.toBeInTheDocument()
    // No app header on login (storefront §Shell behaviour); the screen has its own way back.
    expect(screen.queryByRole('banner')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeInTheDocument()
  })

  it('shows and hides the password', async () => {
    const { user } = await openLogin()
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(field('Password')).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(field('Password')).toHaveAttribute('type', 'password')
  })

  it('turns on the SMS tab and trial play by flag, and the social buttons the server offers', async () => {
    await openLogin('/m/login?redirect=/m/withdraw', { flags: SIGN_IN_FLAGS, info: { socialLogin: SOCIAL } })
    const tabs = within(screen.getByRole('tablist'))
    expect(tabs.getByRole('tab', { name: 'Username' })).toBeInTheDocument()
    expect(tabs.getByRole('tab', { name: 'Mobile number' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      '/wps/session/oauth/google/start?returnTo=%2Fm%2Fwithdraw',
    )
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      '/wps/session/oauth/facebook/start?returnTo=%2Fm%2Fwithdraw',
    )
    expect(screen.getByRole('button', { name: 'Try it free' })).toBeInTheDocument()
  })

  it('shows no social button for a provider the server does not offer, whatever the flags say', async () => {
    await openLogin('/m/login', { flags: SIGN_IN_FLAGS, info: { socialLogin: ['google'] } })
    expect(screen.getByRole('link', { name: 'Google' })).toHaveAttribute(
      'href',
      '/wps/session/oauth/google/start?returnTo=%2Fm%2Fhome',
    )
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument()
  })

  it('shows no social section when the server offers no provider, though both flags are on', async () => {
    await openLogin('/m/login', { flags: SIGN_IN_FLAGS, info: { socialLogin: [] } })
    expect(screen.getByRole('button', { name: 'Try it free' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /Google|Facebook/ })).not.toBeInTheDocument()
    expect(screen.queryByText('or continue with')).not.toBeInTheDocument()
  })

  it('links to the decoded customer-service address, never to a script URL', async () => {
    await openLogin('/m/login', {
      info: {
        customerService: [
          { title: 'BAD', csType: 'BAD', path: encodeServicePath('javascript:alert(1)', 'k3y4B4d1') },
          { title: 'CS', csType: 'CS', path: encodeServicePath('https://help.example.test/chat', 'k3y4G00d') },
        ],
      },
    })
    expect(await screen.findByRole('link', { name: 'Customer service' })).toHaveAttribute(
      'href',
      'https://help.example.test/chat',
    )
  })
})

describe('login validation (accounts-and-access §5)', SLOW_MACHINE, () => {
  it('asks for both fields before calling the server', async () => {
    const { user, api } = await openLogin()
    await user.click(submitButton())
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument()
    expect(screen.getByText('Please enter your password')).toBeInTheDocument()
    expect(field('Username or mobile number')).toHaveAttribute('aria-invalid', 'true')
    expect(loginCalls(api.requests)).toHaveLength(0)
  })

  it('uses the shared username and password rules', async () => {
    const { user } = await openLogin()
    await user.type(field('Username or mobile number'), 'a b')
    await user.type(field('Password'), '123')
    await user.click(submitButton())
    expect(await screen.findByText('Account format is incorrect')).toBeInTheDocument()
    expect(screen.getByText('Password format is incorrect')).toBeInTheDocument()
  })

  it('checks the mobile number (with its minimum length) and the numeric SMS code', async () => {
    const { user, api } = await openLogin('/m/login', { flags: SIGN_IN_FLAGS })
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    await user.type(field('Mobile number'), '12ab')
    await user.type(field('SMS code'), '12x')
    await user.click(submitButton())
    expect(await screen.findByText('Please enter a valid mobile number of at least 7 digits')).toBeInTheDocument()
    expect(screen.getByText('Verification code error')).toBeInTheDocument()
    expect(field('Mobile number')).toHaveAttribute('maxLength', '20')
    expect(field('SMS code')).toHaveAttribute('maxLength', '10')
    // A code is only sent to a valid number.
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    expect(api.requests.some((r) => r.url.pathname === '/wps/verification/sms/noLogin')).toBe(false)
  })

  it('shows the errors on screen in the new language after a language change', async () => {
    const { user } = await openLogin()
    await user.click(submitButton())
    await screen.findByText('Please enter your username')
    await act(() => changeLanguage('TY'))
    expect(await screen.findByText('Pakilagay ang iyong username')).toBeInTheDocument()
    expect(screen.getByText('Pakilagay ang iyong password')).toBeInTheDocument()
  })
})

describe('signing in', SLOW_MACHINE, () => {
  it('sends an encrypted body, stores the session and returns where the member came from', async () => {
    const { user, api } = await openLogin('/m/login?redirect=/m/withdraw', {
      handlers: { '/wps/session/login': () => jsonResponse(ok(loginAnswer())) },
    })
    await user.type(field('Username or mobile number'), ' juan88 ')
    await user.type(field('Password'), 'secret123')
    await user.click(submitButton())

    await waitFor(() => expect(pathname()).toBe('/m/withdraw'))
    const [call] = loginCalls(api.requests)
    if (!call) throw new Error('no login call')
    expect(call.method).toBe('POST')
    expect(call.headers.get('X-RSA')).toBe(key.keyId)
    expect(call.headers.get('X-Digest')).toBeTruthy()
    expect(call.headers.get('Device')).toBeNull()
    expect(call.headers.get('Authorization')).toBeNull()
    expect(call.body).not.toContain('secret123')
    const plain = await key.open(call)
    expect(plain).toEqual({
      type: 'username',
      username: 'juan88',
      password: 'secret123',
      loginDeviceId: localStorage.getItem(StorageKey.deviceId),
    })
    expect(plain.loginDeviceId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(readSession()).toEqual({
      id: 7,
      token: 'tok-new-1',
      merchantCode: 'demo01',
      userName: 'juan88',
      type: 0,
      firstTimeLogin: false,
    })
  })

  it('brings a guest back to the member-only screen that sent them to login', async () => {
    const { user } = renderApp('/m/home', {
      handlers: {
        '/wps/session/key/rsa': key.keyHandler,
        '/wps/session/login': () => jsonResponse(ok(loginAnswer())),
      },
    })
    await user.click(
      within(await screen.findByRole('navigation', { name: 'Main menu' }, FIRST_LOAD)).getByText('Deposit'),
    )
    await screen.findByRole('heading', { level: 1, name: 'Log in' }, FIRST_LOAD)
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'secret123')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/voucherCenter'))
  })

  it('goes home when nothing says where to return to', async () => {
    const { user } = await openLogin('/m/login?redirect=https://evil.example/', {
      handlers: { '/wps/session/login': () => jsonResponse(ok(loginAnswer())) },
    })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'secret123')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))
  })

  it('sends Device OTHERS from an installed home-screen app', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(display-mode: standalone)' }))
    const { user, api } = await openLogin('/m/login', {
      handlers: { '/wps/session/login': () => jsonResponse(ok(loginAnswer())) },
    })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'secret123')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    const [call] = loginCalls(api.requests)
    if (!call) throw new Error('no login call')
    expect(call.headers.get('Device')).toBe('OTHERS')
    expect(await key.open(call)).toMatchObject({ isOfficialAppLogin: true })
  })

  it('sends a session that must change its password to /m/changePsw, and keeps it there', async () => {
    const { user, router } = await openLogin('/m/login?redirect=/m/withdraw', {
      handlers: {
        '/wps/session/login': () => jsonResponse(ok(loginAnswer({ firstTimeLogin: true, changePassword: true }))),
      },
    })
    await user.type(field('Username or mobile number'), 'newbie')
    await user.type(field('Password'), '123456')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/changePsw'))
    expect(sessionStorage.getItem(StorageKey.mustChangePassword)).toBe('1')
    expect(readSession()?.firstTimeLogin).toBe(true)

    await act(() => router.navigate('/m/home'))
    await waitFor(() => expect(pathname()).toBe('/m/changePsw'))
    await act(() => router.navigate('/m/set'))
    await waitFor(() => expect(pathname()).toBe('/m/changePsw'))
  })

  it("shows the server's message, the limiter's included", async () => {
    const { user } = await openLogin('/m/login', {
      handlers: {
        '/wps/session/login': () =>
          jsonResponse(
            fail('TOO_MANY_REQUEST_LOGIN', 'Too many failed logins. Please try again in 12 minutes.', {
              captcha: true,
            }),
            429,
          ),
        '/wps/captcha': () => jsonResponse(ok(PNG)),
      },
    })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'secret123')
    await user.click(submitButton())
    expect(await screen.findByText('Too many failed logins. Please try again in 12 minutes.')).toBeInTheDocument()
    expect(readSession()).toBeNull()
  })
})

describe('captcha on login (accounts-and-access §4)', SLOW_MACHINE, () => {
  it('stays hidden until a failed answer carries value.captcha, then is required and sent', async () => {
    const failures = [
      fail('login.cred.err', 'Wrong username or password', { captcha: false }),
      fail('login.cred.err', 'Wrong username or password', { captcha: true }),
      fail('captcha.error', 'Please Enter The Correct Captcha Code', { captcha: true }),
    ]
    const login = vi.fn(() => {
      const next = failures.shift()
      return next ? jsonResponse(next, 400) : jsonResponse(ok(loginAnswer()))
    })
    const captcha = vi.fn(() => jsonResponse(ok(PNG)))
    const { user, api } = await openLogin('/m/login', {
      handlers: { '/wps/session/login': login, '/wps/captcha': captcha },
    })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'wrong-one')

    await user.click(submitButton())
    expect(await screen.findByText('Wrong username or password')).toBeInTheDocument()
    expect(screen.queryByLabelText('Captcha', { selector: 'input' })).not.toBeInTheDocument()
    expect(captcha).not.toHaveBeenCalled()

    await user.click(submitButton())
    const image = await screen.findByRole('img', { name: 'Captcha' })
    expect(image).toHaveAttribute('src', `data:image/png;base64,${PNG}`)
    expect(captcha).toHaveBeenCalledTimes(1)

    // Required, digits, at most 6, now that it is shown.
    await user.click(submitButton())
    expect(await screen.findByText('Enter a captcha')).toBeInTheDocument()
    await user.type(field('Captcha'), '12a')
    expect(await screen.findByText('The captcha is up to 6 digits')).toBeInTheDocument()
    expect(field('Captcha')).toHaveAttribute('maxLength', '6')
    expect(login).toHaveBeenCalledTimes(2)

    // A wrong captcha: the one shown is spent, so a new one is drawn and the field emptied.
    await user.clear(field('Captcha'))
    await user.type(field('Captcha'), '4321')
    await user.click(submitButton())
    expect(await screen.findByText('Please Enter The Correct Captcha Code')).toBeInTheDocument()
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2))
    expect(field('Captcha')).toHaveValue('')

    // Tapping the image draws another.
    await user.click(screen.getByRole('button', { name: 'Get a new captcha' }))
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(3))

    await user.type(field('Captcha'), '9876')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    const calls = loginCalls(api.requests)
    expect(await key.open(calls[0] as RecordedRequest)).not.toHaveProperty('captcha')
    expect(await key.open(calls.at(-1) as RecordedRequest)).toMatchObject({ captcha: '9876' })
  })

  it('draws a new captcha when the login method changes', async () => {
    const captcha = vi.fn(() => jsonResponse(ok(PNG)))
    const { user } = await openLogin('/m/login', {
      flags: SIGN_IN_FLAGS,
      handlers: {
        '/wps/session/login': () => jsonResponse(fail('login.cred.err', 'Wrong', { captcha: true }), 400),
        '/wps/captcha': captcha,
      },
    })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'wrong-one')
    await user.click(submitButton())
    await screen.findByRole('img', { name: 'Captcha' })
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    await waitFor(() => expect(captcha).toHaveBeenCalledTimes(2))
    expect(field('Captcha')).toBeInTheDocument()
  })
})

describe('remember password (accounts-and-access §3 Saved login)', SLOW_MACHINE, () => {
  const sms = {
    '/wps/session/login': () => jsonResponse(ok(loginAnswer())),
    '/wps/verification/sms/noLogin': () => jsonResponse(ok({ expiredMinutes: 5 })),
    '/wps/system/country': () =>
      jsonResponse(
        ok({
          countries: [
            { countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' },
            { countryCode: 'US', countryDialingCode: '1', countryName: 'United States' },
          ],
          countryCode: 'PH',
          countryDialingCode: '63',
          currency: 'PHP',
          currencySymbol: '₱',
        }),
      ),
  }

  it('saves the username login with the password double-encoded, and fills it in next time', async () => {
    const { user, unmount } = await openLogin('/m/login', { handlers: sms })
    await user.type(field('Username or mobile number'), 'juan88')
    await user.type(field('Password'), 'sécret123')
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }))
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))

    const stored = JSON.parse(localStorage.getItem('savedLogin_username') ?? 'null')
    const utf8Base64 = btoa(String.fromCharCode(...new TextEncoder().encode('sécret123')))
    expect(stored).toEqual({ type: 'username', username: 'juan88', password: btoa(utf8Base64) })
    expect(localStorage.getItem(StorageKey.rememberPassword)).toBe('1')

    unmount()
    sessionStorage.clear()
    await openLogin('/m/login', { handlers: sms })
    expect(field('Username or mobile number')).toHaveValue('juan88')
    expect(field('Password')).toHaveValue('sécret123')
    expect(screen.getByRole('checkbox', { name: 'Remember password' })).toBeChecked()
  })

  it('keeps one saved login per method and restores each when switching', async () => {
    localStorage.setItem(
      'savedLogin_username',
      JSON.stringify({ type: 'username', username: 'juan88', password: btoa(btoa('secret123')) }),
    )
    localStorage.setItem(
      'savedLogin_sms',
      JSON.stringify({ type: 'sms', username: '9171234567', password: '', countryDialingCode: '1' }),
    )
    const { user } = await openLogin('/m/login', { flags: SIGN_IN_FLAGS, handlers: sms })
    expect(field('Username or mobile number')).toHaveValue('juan88')
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    expect(field('Mobile number')).toHaveValue('9171234567')
    expect(screen.getByRole('combobox', { name: 'Country calling code' })).toHaveValue('1')
    await user.click(screen.getByRole('tab', { name: 'Username' }))
    expect(field('Password')).toHaveValue('secret123')
  })

  it('saves an SMS login without its one-time code', async () => {
    const { user } = await openLogin('/m/login', { flags: SIGN_IN_FLAGS, handlers: sms })
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Country calling code' }), '1')
    await user.type(field('Mobile number'), '2025550123')
    await user.type(field('SMS code'), '654321')
    await user.click(screen.getByRole('checkbox', { name: 'Remember password' }))
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    expect(JSON.parse(localStorage.getItem('savedLogin_sms') ?? 'null')).toEqual({
      type: 'sms',
      username: '2025550123',
      password: '',
      countryDialingCode: '1',
    })
  })

  it('forgets the saved login when unticked, and after login.cred.err', async () => {
    localStorage.setItem(
      'savedLogin_username',
      JSON.stringify({ type: 'username', username: 'juan88', password: btoa(btoa('old-pass')) }),
    )
    localStorage.setItem(StorageKey.rememberPassword, '1')
    const { user } = await openLogin('/m/login', {
      handlers: { '/wps/session/login': () => jsonResponse(fail('login.cred.err', 'Wrong', { captcha: false }), 400) },
    })
    await user.click(submitButton())
    await screen.findByText('Wrong')
    expect(localStorage.getItem('savedLogin_username')).toBeNull()
  })
})

describe('SMS login (accounts-and-access §4 SMS send button)', SLOW_MACHINE, () => {
  it('sends the code, counts down 60 s × expiredMinutes with the button disabled, then logs in', async () => {
    const send = vi.fn(() => jsonResponse(ok({ expiredMinutes: 2 })))
    const { user, api } = await openLogin('/m/login', {
      flags: SIGN_IN_FLAGS,
      handlers: {
        '/wps/verification/sms/noLogin': send,
        '/wps/session/login': () => jsonResponse(ok(loginAnswer())),
      },
    })
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    await user.type(field('Mobile number'), '9171234567')
    await user.click(screen.getByRole('button', { name: 'Get code' }))

    expect(await screen.findByText('SMS sent')).toBeInTheDocument()
    const button = await screen.findByRole('button', { name: /^1[12]\ds$/ })
    expect(button).toBeDisabled()
    const request = api.requests.find((r) => r.url.pathname === '/wps/verification/sms/noLogin')
    expect(JSON.parse(request?.body ?? '{}')).toEqual({ mobileNum: '9171234567', countryDialingCode: '63' })

    await user.type(field('SMS code'), '123456')
    await user.click(submitButton())
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    expect(await key.open(loginCalls(api.requests)[0] as RecordedRequest)).toMatchObject({
      type: 'sms',
      username: '9171234567',
      password: '123456',
      countryDialingCode: '63',
    })
  })

  it('hides the loading notice on failure and waits as long as the server asks', async () => {
    const { user } = await openLogin('/m/login', {
      flags: SIGN_IN_FLAGS,
      handlers: {
        '/wps/verification/sms/noLogin': () =>
          jsonResponse(
            fail('TOO_MANY_REQUEST_SMS', 'Too many codes requested. Please try again in 42 seconds.', {
              retryAfterSeconds: 42,
            }),
            429,
          ),
      },
    })
    await user.click(screen.getByRole('tab', { name: 'Mobile number' }))
    await user.type(field('Mobile number'), '9171234567')
    await user.click(screen.getByRole('button', { name: 'Get code' }))
    expect(await screen.findByText('Too many codes requested. Please try again in 42 seconds.')).toBeInTheDocument()
    expect(screen.queryByText('Sending SMS…')).not.toBeInTheDocument()
    expect(screen.getByRole('button', { name: '42s' })).toBeDisabled()
  })
})

describe('trial play and social sign-in', SLOW_MACHINE, () => {
  it('starts a trial with the please-wait notice, stores it and lands on home', async () => {
    let release: () => void = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const { user, api } = await openLogin('/m/login', {
      flags: SIGN_IN_FLAGS,
      handlers: {
        '/wps/session/login/freeplay': async () => {
          await gate
          return jsonResponse(
            ok(loginAnswer({ token: 'tok-trial', userName: 'trial_ab12cd34', customerType: 4, type: 4 })),
          )
        },
      },
    })
    await user.click(screen.getByRole('button', { name: 'Try it free' }))
    expect(await screen.findByText('Please wait…')).toBeInTheDocument()
    release()
    await waitFor(() => expect(pathname()).toBe('/m/home'))
    expect(readSession()).toMatchObject({ token: 'tok-trial', type: 4, userName: 'trial_ab12cd34' })
    expect(sessionStorage.getItem(StorageKey.trialName)).toBe('trial_ab12cd34')
    const call = api.requests.find((r) => r.url.pathname === '/wps/session/login/freeplay')
    expect(call?.method).toBe('POST')
    expect(call?.headers.get('ModuleId')).toBe('FREEPLAY3')
  })

  it('trades the one-time code of a social sign-in for a session, once', async () => {
    const exchange = vi.fn(() => jsonResponse(ok(loginAnswer({ token: 'tok-social' }))))
    renderApp('/m/login?oauth=one-time-code&redirect=/m/withdraw', {
      status: makeStatus({ info: { whitelabelVal: SIGN_IN_FLAGS } }),
      handlers: { '/wps/session/oauth/exchange': exchange },
    })
    await waitFor(() => expect(pathname()).toBe('/m/withdraw'), FIRST_LOAD)
    expect(exchange).toHaveBeenCalledTimes(1)
    const [[request]] = exchange.mock.calls as unknown as [[RecordedRequest]]
    expect(request.method).toBe('POST')
    expect(JSON.parse(request.body ?? '{}')).toEqual({ code: 'one-time-code' })
    expect(readSession()?.token).toBe('tok-social')
  })

  it('explains a social sign-in the server refused, and drops the reason from the address', async () => {
    await openLogin('/m/login?oauthError=email_not_verified', { flags: SIGN_IN_FLAGS })
    expect(
      await screen.findByText("Your email is not verified with this provider, so we can't sign you in with it."),
    ).toBeInTheDocument()
    expect(window.location.search).toBe('')
    expect(readSession()).toBeNull()
  })

  it('explains a provider that is not offered', async () => {
    await openLogin('/m/login?oauthError=unavailable', { flags: SIGN_IN_FLAGS })
    expect(
      await screen.findByText(
        'Sign-in with this provider is not available here. Please log in with your username and password.',
      ),
    ).toBeInTheDocument()
    expect(window.location.search).toBe('')
  })

  it('explains too many social sign-in attempts', async () => {
    await openLogin('/m/login?oauthError=too_many_attempts')
    expect(await screen.findByText('Too many sign-in attempts. Please try again later.')).toBeInTheDocument()
  })
})
