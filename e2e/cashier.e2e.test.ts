/**
 * Deposit and withdraw at phone size: no payment provider is connected, so both screens show the
 * member's real balance, say that the operator handles the money through customer service, and
 * link the merchant's service channels and the matching records.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function signIn(page: Page) {
  await page.goto('/m/login')
  await page.getByRole('textbox', { name: 'Username or mobile number' }).fill('demo')
  await page.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.locator('button[type="submit"]').click()
  await page.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })
}

describe('cashier', { timeout: 60_000 }, () => {
  it('shows balance, the customer-service route and the records on deposit and withdraw', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await signIn(page)

    await page.goto('/m/voucherCenter')
    await page.getByRole('heading', { name: 'Online deposit is not available yet' }).waitFor()
    await expect.poll(() => page.getByTestId('cashier-balance').textContent()).toMatch(/^\D*\d[\d,]*\.\d{2}$/)
    const service = page.getByRole('link', { name: 'Online customer service' })
    await service.waitFor()
    expect(await service.getAttribute('href')).toBe('https://support.parlor.example/chat')
    expect(await page.getByRole('link', { name: 'Chat with us on WHATSAPP' }).getAttribute('href')).toBe(
      'https://wa.me/639171234567',
    )
    await shot(page, 'cashier-01-deposit')
    await page.getByRole('link', { name: 'Deposit records' }).click()
    await page.waitForURL('**/m/vouReport')

    await page.goto('/m/withdraw')
    await page.getByRole('heading', { name: 'Online withdrawal is not available yet' }).waitFor()
    await expect.poll(() => page.getByTestId('cashier-balance').textContent()).toMatch(/^\D*\d[\d,]*\.\d{2}$/)
    await page.getByRole('link', { name: 'Online customer service' }).waitFor()
    await shot(page, 'cashier-02-withdraw')
    await page.getByRole('link', { name: 'Withdrawal records' }).click()
    await page.waitForURL('**/m/withdrawReport')

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })
})
