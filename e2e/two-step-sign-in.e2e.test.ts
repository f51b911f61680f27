/**
 * Two-step sign-in at phone size: a new member turns it on in the security centre (password, QR
 * code and key, a first code computed here from the key as an authenticator app would, recovery
 * codes shown once), then signs in on another device with password and code; that device lists
 * both sessions, signs the other out, and the first device is signed out on its next call.
 */
import { randomBytes } from 'node:crypto'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { registerByUsername } from './support/register.ts'
import { totp } from './support/totp.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

const PASSWORD = 'Guard2468'
const STEP_MS = 30_000

/** A code from a later 30-second step than `after`: the server takes each step once. */
async function freshCode(secret: string, after: number): Promise<string> {
  const step = Math.floor(after / STEP_MS)
  const wait = (step + 1) * STEP_MS - Date.now()
  if (wait > 0) await new Promise((r) => setTimeout(r, wait + 200))
  return totp(secret)
}

describe('two-step sign-in', () => {
  it('turns on with a QR code, signs in with password and code, and signs other sessions out', async () => {
    const username = `tf${randomBytes(4).toString('hex')}`
    const first = await phone(browser)
    const second = await phone(browser)
    await first.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    await second.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    try {
      const page = await first.newPage()
      const problems = watchConsole(page)
      await registerByUsername(first, page, username, PASSWORD)

      await page.goto('/m/securityCenter')
      const item = page.locator('.adm-list-item', { hasText: 'Two-step sign-in' })
      await item.getByText('Off', { exact: true }).waitFor()
      await page.getByTestId('ap-sessions').getByText('This device').waitFor()
      await page.getByTestId('ap-history').getByText('Signed in').first().waitFor()
      // At the top, so the fixed bottom menu does not cover it in the picture.
      await item.evaluate((el) => el.scrollIntoView({ block: 'start' }))
      await settled(page)
      await shot(page, 'two-step-01-security-centre-off')

      await item.click()
      await page.waitForURL(/\/m\/twoStep$/)
      await page.getByLabel('Login password').fill('wrong-password')
      await page.getByRole('button', { name: 'Continue' }).click()
      await page.getByText('The old password is incorrect.').waitFor()
      await page.getByLabel('Login password').fill(PASSWORD)
      await page.getByRole('button', { name: 'Continue' }).click()
      const qr = page.getByRole('img', { name: 'QR code for your authenticator app' })
      await qr.waitFor()
      await qr.evaluate((img: HTMLImageElement) => img.decode())
      const secret = ((await page.getByTestId('ap-secret').textContent()) ?? '').trim()
      expect(secret).toMatch(/^[A-Z2-7]{16,}$/)
      await settled(page)
      await shot(page, 'two-step-02-scan')

      await page.getByLabel('6-digit code from the app').fill('000000')
      await page.getByRole('button', { name: 'Turn on' }).click()
      await page.getByText('The code is wrong or has already been used.').waitFor()
      const enrolledAt = Date.now()
      await page.getByLabel('6-digit code from the app').fill(totp(secret, enrolledAt))
      await page.getByRole('button', { name: 'Turn on' }).click()
      const codes = page.getByTestId('ap-recovery-codes').locator('li')
      await expect.poll(() => codes.count()).toBe(10)
      expect(await codes.first().textContent()).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      await settled(page)
      await shot(page, 'two-step-03-recovery-codes')
      await page.getByRole('button', { name: 'I have saved them' }).click()
      await page.waitForURL(/\/m\/securityCenter$/)
      await item.getByText('On', { exact: true }).waitFor()

      // Another device: the password alone is not enough any more.
      const other = await second.newPage()
      const otherProblems = watchConsole(other)
      await other.goto('/m/login')
      await other.getByRole('textbox', { name: 'Username or mobile number' }).fill(username)
      await other.getByLabel('Password', { exact: true }).fill(PASSWORD)
      await other.locator('button[type="submit"]').click()
      const code = other.getByLabel('Authenticator code')
      await code.waitFor()
      expect(other.url()).toMatch(/\/m\/login$/)
      await other.getByText('Enter the 6-digit code from your authenticator app.').waitFor()
      await code.fill('123456')
      await other.getByRole('button', { name: 'Sign in' }).click()
      await other.getByText('The code is wrong or has already been used.').waitFor()
      await settled(other)
      await shot(other, 'two-step-04-second-step-refused')
      await code.fill(await freshCode(secret, enrolledAt))
      await other.getByRole('button', { name: 'Sign in' }).click()
      await other.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })

      await other.goto('/m/securityCenter')
      const sessions = other.getByTestId('ap-sessions')
      await expect.poll(() => sessions.locator('.adm-list-item').count()).toBe(2)
      await other.getByTestId('ap-history').scrollIntoViewIfNeeded()
      await settled(other)
      await shot(other, 'two-step-05-sessions')
      await sessions.getByRole('button', { name: 'Sign out other sessions' }).click()
      await other.getByRole('button', { name: 'Confirm' }).click()
      await other.getByText('Other sessions signed out: 1').waitFor()
      await expect.poll(() => sessions.locator('.adm-list-item').count()).toBe(1)
      await other.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await other.getByTestId('ap-history').locator('.adm-list-item').last().scrollIntoViewIfNeeded()
      await settled(other)
      await shot(other, 'two-step-06-history')

      // The first device's session is gone: its next call drops it.
      await page.reload()
      await page.waitForURL(/\/m\/(login|home)/, { timeout: 20_000 })
      expect(withoutFailedRequests(problems)).toEqual([])
      expect(withoutFailedRequests(otherProblems)).toEqual([])
    } finally {
      await first.close()
      await second.close()
    }
  })
})
