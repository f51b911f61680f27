/** Sign-in helpers for browser journeys: what a test needs but cannot see on a phone screen. */
import type { BrowserContext, Page } from 'playwright-core'
import { inject } from 'vitest'

/**
 * The answer of the captcha this browser holds, from the server's test-only route (registered
 * because global-setup sets PARLOR_E2E_HOOKS): the captcha is a PNG a test cannot read.
 */
export async function captchaAnswer(ctx: BrowserContext): Promise<string> {
  // The passkeys journey opens the app at localhost (browsers refuse an address as a passkey's site).
  const bases = [inject('baseUrl'), inject('baseUrl').replace('//127.0.0.1:', '//localhost:')]
  const cookie = (await ctx.cookies(bases.map((b) => `${b}/wps/captcha`))).find((c) => c.name === 'parlor_captcha')
  if (!cookie) throw new Error('the browser holds no captcha cookie')
  const res = await fetch(`${inject('baseUrl')}/__e2e/captcha-answer?cookie=${encodeURIComponent(cookie.value)}`)
  const body = (await res.json()) as { success: boolean; value: string }
  if (!body.success) throw new Error(`captcha answer refused: ${res.status}`)
  return body.value
}

/** The code in the newest SMS to `to` (E.164), from the development outbox via the operator API. */
export async function latestSmsCode(to: string): Promise<string> {
  const res = await fetch(`${inject('baseUrl')}/admin/sms-outbox?limit=1&to=${encodeURIComponent(to)}`, {
    headers: { 'x-admin-token': inject('adminToken') },
  })
  const body = (await res.json()) as { success: boolean; value: { body: string }[] }
  const code = /\b(\d{4,10})\b/.exec(body.value[0]?.body ?? '')?.[1]
  if (!code) throw new Error(`no SMS to ${to} in the outbox: ${JSON.stringify(body)}`)
  return code
}

/** The newest mail of the development outbox (password-reset links), via the operator API. */
export async function newestMail(): Promise<{ to: string; body: string }> {
  const res = await fetch(`${inject('baseUrl')}/admin/mail-outbox?limit=5`, {
    headers: { 'x-admin-token': inject('adminToken') },
  })
  const body = (await res.json()) as { success: boolean; value: { to: string; body: string }[] }
  if (!body.success || !body.value[0]) throw new Error(`mail outbox: ${JSON.stringify(body)}`)
  return body.value[0]
}

/**
 * Signs in through the login screen with the demo password and waits until the app has moved on
 * (home, the page it came from, or a first login's password change).
 */
export async function signIn(page: Page, username = 'demo') {
  await page.goto('/m/login')
  await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(username)
  await page.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })
}

export const readStorage = (page: Page) =>
  page.evaluate(() => ({
    session: Object.fromEntries(Object.entries(sessionStorage)),
    local: Object.fromEntries(Object.entries(localStorage)),
  }))

/** Sets storage before the app boots on every load, as a returning visitor would have it. */
export const presetStorage = (entries: Record<string, string>) =>
  `for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v)`

/** Failed requests are logged by the browser itself; a journey that expects them ignores those. */
export const withoutFailedRequests = (problems: string[]) =>
  problems.filter((p) => !p.startsWith('Failed to load resource'))

/** The home's announcement popup opens once per session over everything; close it to reach the page. */
export async function dismissPopup(page: Page, opts: { ifShown?: boolean } = {}) {
  const close = page.locator('.announcement-popup__close')
  if (opts.ifShown) {
    const shown = await close.waitFor({ timeout: 8000 }).then(
      () => true,
      () => false,
    )
    if (!shown) return
  } else await close.waitFor({ timeout: 10_000 })
  await close.click()
  await close.waitFor({ state: 'detached' })
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
}
