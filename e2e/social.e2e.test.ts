/**
 * Social sign-in journey: the Google button on /m/login → the server's OIDC start →
 * a real OpenID provider (oidc-provider, started by global setup; e2e/support/oidc-provider.ts)
 * with its login and consent screens → our callback → back on /m/login with a one-time code,
 * which the login screen exchanges for a session → home, signed in.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const sessionInfo = async (page: Page) =>
  JSON.parse((await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))) ?? '{}') as Record<string, unknown>

/** The "signing you in" notice has gone and the screen has settled. */
async function settled(page: Page) {
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
  await page.waitForLoadState('networkidle')
}

/** The provider's development screens: any login (the email), any password, then consent. */
async function signInAtProvider(page: Page, email: string) {
  await page.locator('input[name="login"]').fill(email)
  await page.locator('input[name="password"]').fill('any-password')
  await shot(page, 'social-provider-login')
  await page.getByRole('button', { name: 'Sign-in' }).click()
  await page.getByRole('button', { name: 'Continue' }).click()
}

describe('Google sign-in', () => {
  it('signs in a new player from the Google button and lands on home with the session', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(() => localStorage.setItem('language', 'EN'))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/login')
      const google = page.locator('a[href*="/wps/session/oauth/google/start"]')
      await google.waitFor()
      await shot(page, 'social-login-screen')
      await google.click()

      await page.waitForURL((url) => url.pathname.startsWith('/interaction/'))
      await signInAtProvider(page, 'social.player@example.test')

      await page.waitForURL(/\/m\/home$/, { timeout: 20_000 })
      const info = await sessionInfo(page)
      expect(info).toMatchObject({ merchantCode: 'demo', type: 0, firstTimeLogin: false })
      expect(String(info.userName)).toMatch(/^socialpl\d{4}$/)
      await expect.poll(() => page.locator('.app-header__user').textContent()).toBe('social.player')
      await settled(page)
      await shot(page, 'social-home-signed-in')
      expect(problems.filter((p) => !p.startsWith('Failed to load resource'))).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('signs an existing member in by verified email, returning to the page asked for', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(() => localStorage.setItem('language', 'EN'))
    try {
      const page = await ctx.newPage()
      await page.goto('/wps/session/oauth/google/start?returnTo=%2Fm%2Fset')
      await page.waitForURL((url) => url.pathname.startsWith('/interaction/'))
      await signInAtProvider(page, 'demo@example.com')
      await page.waitForURL(/\/m\/set$/, { timeout: 20_000 })
      expect(await sessionInfo(page)).toMatchObject({ userName: 'demo', merchantCode: 'demo' })
      await settled(page)
      await shot(page, 'social-linked-return')
    } finally {
      await ctx.close()
    }
  })
})
