/**
 * Sign-in journeys against the real server and its seeded demo merchant: username and
 * SMS login, the captcha after failed attempts, remember-password, trial play and sign-out.
 * The Google / Facebook journey waits for the server's OIDC flow.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import {
  captchaAnswer,
  dismissPopup,
  latestSmsCode,
  presetStorage,
  readStorage,
  withoutFailedRequests,
} from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

const DEMO_PASSWORD = 'demo1234'
const DEMO_MOBILE = '9171234567'
const FREE_REJECT = "Trial accounts can't use this feature. Please log in with a real account."

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function withContext<T>(fn: (ctx: BrowserContext) => Promise<T>) {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN' }))
  try {
    return await fn(ctx)
  } finally {
    await ctx.close()
  }
}

async function openLogin(page: Page, url = '/m/login') {
  await page.goto(url)
  await page.locator('.login-form').waitFor()
}

const submit = (page: Page) => page.getByRole('button', { name: 'Log in', exact: true })
const loginAnswer = (page: Page) => page.waitForResponse((r) => r.url().endsWith('/wps/session/login'))

async function fillUsernameLogin(page: Page, username: string, password: string) {
  await page.getByLabel('Username or mobile number').fill(username)
  await page.getByLabel('Password', { exact: true }).fill(password)
}

describe('username login', () => {
  it('signs in and shows the member on home, with an encrypted body on the wire', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await openLogin(page)
      expect(await page.locator('header.app-header').count()).toBe(0)
      await shot(page, 'auth-login')

      await fillUsernameLogin(page, 'demo', DEMO_PASSWORD)
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/wps/session/login')),
        submit(page).click(),
      ])
      expect(request.headers()['x-rsa']).toMatch(/^oaep-/)
      expect(request.postData()).not.toContain(DEMO_PASSWORD)

      await page.waitForURL(/\/m\/home$/)
      const header = page.locator('.app-header--home')
      await expect.poll(() => header.locator('.app-header__user').textContent()).toBe('Demo Player')
      await page.getByRole('heading', { name: 'Welcome back, Demo Player' }).waitFor()
      const { session, local } = await readStorage(page)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}')).toMatchObject({
        userName: 'demo',
        merchantCode: 'demo',
        type: 0,
        firstTimeLogin: false,
      })
      expect(local.SHELL_deviceId).toMatch(/^[0-9a-f-]{36}$/)
      await shot(page, 'auth-home-signed-in')
      expect(problems).toEqual([])
    })
  })

  it('asks for the captcha after failed attempts and signs in with the right answer', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await openLogin(page)
      const captchaImage = page.getByRole('img', { name: 'Captcha' })

      await page.getByLabel('Username or mobile number').fill('lina')
      let attempts = 0
      while ((await page.getByLabel('Captcha', { exact: true }).count()) === 0) {
        attempts += 1
        expect(attempts).toBeLessThanOrEqual(5)
        await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempts}`)
        const [res] = await Promise.all([loginAnswer(page), submit(page).click()])
        expect(res.status()).toBe(400)
        await page.getByText('The username or password is incorrect.').first().waitFor()
      }
      await captchaImage.waitFor()
      expect(await captchaImage.getAttribute('src')).toMatch(/^data:image\/png;base64,/)
      await page.getByText('The username or password is incorrect.').first().waitFor({ state: 'hidden' })
      await shot(page, 'auth-login-captcha')

      // A wrong captcha is refused and replaced by a new one.
      await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
      const firstSrc = await captchaImage.getAttribute('src')
      await page.getByLabel('Captcha', { exact: true }).fill('000000')
      const [refused] = await Promise.all([loginAnswer(page), submit(page).click()])
      expect((await refused.json()).errorCode).toBe('captcha.error')
      await expect.poll(() => captchaImage.getAttribute('src')).not.toBe(firstSrc)

      await page.getByLabel('Captcha', { exact: true }).fill(await captchaAnswer(ctx))
      const [accepted] = await Promise.all([loginAnswer(page), submit(page).click()])
      expect(accepted.status()).toBe(200)
      await page.waitForURL(/\/m\/home$/)
      await expect.poll(() => page.locator('.app-header__user').textContent()).toBe('lina')
      expect(withoutFailedRequests(problems)).toEqual([])
    })
  })
})

describe('SMS login and remember-password', () => {
  let ctx: BrowserContext
  beforeAll(async () => {
    ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN' }))
  })
  afterAll(async () => {
    await ctx?.close()
  })

  it('remembers a username login', async () => {
    const page = await ctx.newPage()
    await openLogin(page)
    await fillUsernameLogin(page, 'demo', DEMO_PASSWORD)
    await page.getByRole('checkbox', { name: 'Remember password' }).check()
    await submit(page).click()
    await page.waitForURL(/\/m\/home$/)
    const { local } = await readStorage(page)
    expect(JSON.parse(local.savedLogin_username ?? '{}')).toEqual({
      type: 'username',
      username: 'demo',
      // base64 of base64: obfuscation only, as the original clients store it.
      password: Buffer.from(Buffer.from(DEMO_PASSWORD).toString('base64')).toString('base64'),
    })
    await page.close()
  })

  it('signs in with the code from the SMS outbox after the send-code countdown starts', async () => {
    // A new tab: a fresh session, the same remembered choices.
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await openLogin(page)
    await page.getByRole('tab', { name: 'Mobile number' }).click()
    await expect.poll(() => page.getByRole('combobox', { name: 'Country calling code' }).inputValue()).toBe('63')
    await page.getByLabel('Mobile number', { exact: true }).fill(DEMO_MOBILE)
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/wps/verification/sms/noLogin')),
      page.getByRole('button', { name: 'Get code' }).click(),
    ])
    expect((await sent.json()).value.expiredMinutes).toBe(5)
    await page.getByText('SMS sent').waitFor()
    const button = page.locator('.login-field__send')
    await expect.poll(() => button.textContent()).toMatch(/^(29\d|300)s$/)
    expect(await button.isDisabled()).toBe(true)
    await page.getByText('SMS sent').waitFor({ state: 'hidden' })
    await shot(page, 'auth-sms-countdown')

    await page.getByLabel('SMS code').fill(await latestSmsCode(`+63${DEMO_MOBILE}`))
    // Ticked already: the last login asked to be remembered.
    expect(await page.getByRole('checkbox', { name: 'Remember password' }).isChecked()).toBe(true)
    await submit(page).click()
    await page.waitForURL(/\/m\/home$/)
    await expect.poll(() => page.locator('.app-header__user').textContent()).toBe('Demo Player')
    expect(problems).toEqual([])
    await page.close()
  })

  it('restores the saved login of each method after a reload', async () => {
    const page = await ctx.newPage()
    await openLogin(page)
    await page.reload()
    await page.locator('.login-form').waitFor()
    expect(await page.getByLabel('Username or mobile number').inputValue()).toBe('demo')
    expect(await page.getByLabel('Password', { exact: true }).inputValue()).toBe(DEMO_PASSWORD)
    await page.getByRole('tab', { name: 'Mobile number' }).click()
    expect(await page.getByLabel('Mobile number', { exact: true }).inputValue()).toBe(DEMO_MOBILE)
    expect(await page.getByRole('combobox', { name: 'Country calling code' }).inputValue()).toBe('63')
    expect(await page.getByLabel('SMS code').inputValue()).toBe('')
    await page.getByRole('tab', { name: 'Username' }).click()
    expect(await page.getByLabel('Username or mobile number').inputValue()).toBe('demo')
    await page.close()
  })
})

describe('trial play', () => {
  it('starts a trial session that member-only screens refuse with free_reject', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await openLogin(page)
      await page.getByRole('button', { name: 'Try it free' }).click()
      await page.waitForURL(/\/m\/home$/)
      const { session } = await readStorage(page)
      expect(session.trialName).toMatch(/^trial_[a-z0-9]{8}$/)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}')).toMatchObject({ type: 4, userName: session.trialName })
      await expect.poll(() => page.locator('.app-header__user').textContent()).toBe(session.trialName)
      // A signed-in session (a trial one too) gets the home's popup announcement first.
      await dismissPopup(page)

      await page.locator('nav.bottom-menu .adm-tab-bar-item', { hasText: 'Account' }).click()
      await page.getByText(FREE_REJECT).waitFor()
      expect(page.url()).toMatch(/\/m\/home$/)
      await shot(page, 'auth-trial-free-reject')
      expect(problems).toEqual([])
    })
  })
})

describe('settings and sign-out', () => {
  it('signs out from settings after confirmation and clears the stored session', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await openLogin(page)
      // The sub-agent has no pending contract offer, whose question would sit above this journey's screens.
      await fillUsernameLogin(page, 'subagent', DEMO_PASSWORD)
      await page.getByRole('checkbox', { name: 'Remember password' }).check()
      await submit(page).click()
      await page.waitForURL(/\/m\/home$/)
      const token = JSON.parse((await readStorage(page)).session.MC_SESSION_INFO ?? '{}').token as string

      await page.goto('/m/set')
      await page.getByText('subagent', { exact: true }).waitFor()
      await shot(page, 'auth-settings')

      await page.getByRole('button', { name: 'Sign out' }).click()
      const dialog = page.getByRole('dialog')
      await dialog.getByText('Are you sure you want to sign out?').waitFor()
      await page.waitForTimeout(400) // the dialog's opening animation
      await shot(page, 'auth-sign-out-dialog')
      const [logout] = await Promise.all([
        page.waitForRequest((r) => r.url().endsWith('/wps/session/logout')),
        dialog.getByRole('button', { name: 'Sign out' }).click(),
      ])
      expect(logout.method()).toBe('DELETE')
      expect(logout.headers().authorization).toBe(token)

      await page.waitForURL(/\/m\/home$/)
      await page.locator('.app-header--home a[href="/m/login"]').waitFor()
      const { session, local } = await readStorage(page)
      expect(session).toEqual({ merchant: 'demo' })
      expect(Object.keys(local).filter((k) => k.startsWith('savedLogin_'))).toEqual([])
      expect(local.autoLogin).toBe('0')
      expect(local.memberInfo).toBeUndefined()

      // The server revoked the token: it no longer opens member calls.
      const info = await fetch(`${inject('baseUrl')}/wps/member/info`, { headers: { Authorization: token } })
      expect(info.status).toBe(401)

      // Settings is for members only.
      await page.goto('/m/set')
      await page.waitForURL(/\/m\/home$/)
      expect(problems).toEqual([])
    })
  })
})
