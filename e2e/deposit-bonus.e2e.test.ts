/**
 * A first-deposit bonus at phone size, end to end: a new member deposits ₱500 through the sandbox
 * gateway with the first-deposit promotion ticked; once the webhook credits it, the header shows
 * cash plus bonus, the member centre shows the bonus apart with its wagering still to do, and the
 * withdraw screen says why the locked bonus holds withdrawals back.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { headerBalance } from './support/balance.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'
import { registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

describe('deposit bonus', { timeout: 120_000 }, () => {
  it('grants the first-deposit bonus on credit and keeps it locked until wagered', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await registerByUsername(ctx, page, `bonus${Date.now().toString(36)}`, 'bonus1234')
    expect(await headerBalance(page)).toBe(0)

    await page.goto('/m/voucherCenter')
    await page.getByTestId('channel-sandbox_card').click()
    await page.getByRole('button', { name: '₱500', exact: true }).click()
    const promo = page.locator('.dep-promo', { hasText: 'First deposit bonus 100%' })
    await promo.click()
    await expect.poll(() => promo.locator('input').isChecked()).toBe(true)
    await promo.scrollIntoViewIfNeeded()
    await shot(page, 'deposit-bonus-01-promotion-ticked')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.waitForURL((u) => u.href.startsWith(`${inject('sandboxUrl')}/pay/`), { timeout: 20_000 })
    await page.getByRole('button', { name: /Approve/ }).click()
    await page.waitForURL('**/m/voucherCenter/pending?orderNo=*', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Deposit credited' }).waitFor({ timeout: 30_000 })

    // 100% of ₱500: the header total is cash plus the locked bonus.
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(100_000)

    await page.goto('/m/member/home')
    const wallet = page.getByTestId('bonus-wallet')
    await wallet.waitFor()
    expect(await page.getByTestId('bonus-wallet-cash').textContent()).toBe('₱500.00')
    expect(await page.getByTestId('bonus-wallet-bonus').textContent()).toBe('₱500.00')
    // Ten times deposit plus bonus, none of it bet yet.
    await wallet.getByText('Wagered ₱0.00 of ₱10,000.00').waitFor()
    await wallet.scrollIntoViewIfNeeded()
    await shot(page, 'deposit-bonus-02-member-centre')

    await page.goto('/m/withdraw')
    const notice = page.getByTestId('withdraw-bonus')
    await notice.waitFor({ timeout: 20_000 })
    expect(await notice.textContent()).toContain('Your bonus of ₱500.00 is locked: bet ₱10,000.00 more')
    await notice.scrollIntoViewIfNeeded()
    await shot(page, 'deposit-bonus-03-withdraw-held')

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })
})
