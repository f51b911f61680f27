/**
 * Passkeys at phone size (decision 043), with Chromium's virtual authenticator (CDP WebAuthn): a
 * new member adds a passkey in the security centre, signs out, signs in with the passkey alone
 * (no name, no password), signs out again, and signs in with the password and the passkey as the
 * second step. The app is opened at http://localhost:<port>: browsers refuse an IP address as a
 * passkey's site (RP ID), and the server accepts localhost (PARLOR_PASSKEY_HOSTS' default).
 */
import { randomBytes } from 'node:crypto'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const PASSWORD = 'Pass2468key'
const LOCALHOST = inject('baseUrl').replace('//127.0.0.1:', '//localhost:')

async function signOut(page: Page) {
  await page.goto('/m/set')
  await page.getByRole('button', { name: 'Sign out' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out' }).click()
  await page.waitForURL(/\/m\/home$/)
  await page.locator('.app-header--home a[href="/m/login"]').waitFor()
}

describe('passkeys', () => {
  it('adds a passkey, signs in with it alone, and uses it as the second step after the password', async () => {
    const username = `pk${randomBytes(4).toString('hex')}`
    const ctx = await phone(browser, { baseURL: LOCALHOST })
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      const cdp = await ctx.newCDPSession(page)
      await cdp.send('WebAuthn.enable')
      const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
        },
      })
      await registerByUsername(ctx, page, username, PASSWORD)

      await page.goto('/m/securityCenter')
      const section = page.getByTestId('ap-passkeys')
      await section.getByText('No passkeys yet.').waitFor()
      await section.getByRole('button', { name: 'Add a passkey' }).click()
      await section.getByLabel('Passkey name').fill('Test phone')
      await section.getByLabel('Login password').fill('wrong-password')
      await section.getByRole('button', { name: 'Create passkey' }).click()
      await section.getByText('The old password is incorrect.').waitFor()
      await section.getByLabel('Login password').fill(PASSWORD)
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await settled(page)
      await shot(page, 'passkeys-01-add')
      await section.getByRole('button', { name: 'Create passkey' }).click()
      await page.getByText('Passkey added.').waitFor()
      await section.getByText('Test phone').waitFor()
      await section.getByText('Never used', { exact: false }).waitFor()
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(credentials).toHaveLength(1)
      expect(credentials[0]?.isResidentCredential).toBe(true)
      expect(credentials[0]?.rpId).toBe('localhost')
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await section.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await settled(page)
      await shot(page, 'passkeys-02-listed')

      // Password-free: no name, no password typed.
      await signOut(page)
      await page.goto('/m/login')
      const passkeyButton = page.getByRole('button', { name: 'Sign in with a passkey' })
      await passkeyButton.waitFor()
      await settled(page)
      await shot(page, 'passkeys-03-login')
      expect(await page.getByRole('textbox', { name: 'Username or mobile number' }).inputValue()).toBe('')
      await passkeyButton.click()
      await page.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })

      await page.goto('/m/securityCenter')
      await section.getByText('Last used', { exact: false }).waitFor()
      await page
        .getByTestId('ap-history')
        .getByText(/passkey|Signed in/)
        .first()
        .waitFor()

      // Password first: the account now asks for its passkey as the second step.
      await signOut(page)
      await page.goto('/m/login')
      await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(username)
      await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await page.locator('button[type="submit"]').click()
      const useKey = page.getByRole('button', { name: 'Use a passkey' })
      await useKey.waitFor()
      await page.getByText('Confirm it is you with your passkey.').waitFor()
      expect(page.url()).toMatch(/\/m\/login$/)
      await settled(page)
      await shot(page, 'passkeys-04-second-step')
      await useKey.click()
      await page.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })
      const { credentials: after } = await cdp.send('WebAuthn.getCredentials', { authenticatorId })
      expect(after[0]?.signCount).toBeGreaterThanOrEqual(2)

      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})
