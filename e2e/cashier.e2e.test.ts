/**
 * Deposits at phone size, end to end: the deposit screen, the sandbox gateway's hosted payment
 * page over real signed HTTP, its webhook crediting the ledger, the pending screen that updates
 * by itself and the header balance; a declined payment; and a manual bank transfer confirmed
 * through the operator API, then seen on the pending screen and in the deposit record.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, withoutFailedRequests } from './support/auth.ts'
import { headerBalance } from './support/balance.ts'
import { editStatus, launch, phone, shot, watchConsole } from './support/browser.ts'

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

async function openPhone() {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
  const page = await ctx.newPage()
  const problems = watchConsole(page)
  await signIn(page)
  return { ctx, page, problems }
}

/** Starts a sandbox deposit of `quick` (a quick-amount chip) and lands on the hosted payment page. */
async function startSandboxDeposit(page: Page, quick: string) {
  await page.goto('/m/voucherCenter')
  await page.getByTestId('channel-sandbox_card').click()
  await expect.poll(() => page.getByRole('radio', { name: /Sandbox card/ }).isChecked()).toBe(true)
  await page.getByRole('button', { name: quick, exact: true }).click()
  await page.getByRole('button', { name: 'Continue to payment' }).click()
  await page.waitForURL((u) => u.href.startsWith(`${inject('sandboxUrl')}/pay/`), { timeout: 20_000 })
}

describe('cashier: deposits', { timeout: 90_000 }, () => {
  it('deposits through the sandbox gateway: approve, back on the pending screen, credited, balance risen', async () => {
    const { ctx, page, problems } = await openPhone()
    await page.goto('/m/voucherCenter')
    await page.getByRole('radio', { name: /Sandbox card/ }).waitFor({ state: 'attached' })
    const before = await headerBalance(page)
    await page.getByRole('button', { name: '₱500', exact: true }).click()
    await shot(page, 'cashier-01-deposit-new-look')
    await page.getByRole('button', { name: 'Continue to payment' }).scrollIntoViewIfNeeded()
    await shot(page, 'cashier-01b-promotions')

    await startSandboxDeposit(page, '₱500')
    await page.getByText('SANDBOX', { exact: false }).first().waitFor()
    await shot(page, 'cashier-02-sandbox-page')
    await page.getByRole('button', { name: /Approve/ }).click()

    await page.waitForURL('**/m/voucherCenter/pending?orderNo=*', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Deposit credited' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 50_000)
    await shot(page, 'cashier-03-credited')

    // The home header shows the new balance too.
    await page.getByRole('link', { name: 'Back to home' }).click()
    await page.waitForURL('**/m/home')
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 50_000)

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('shows the base look by the template flag, and checks the limits before sending', async () => {
    const { ctx, page, problems } = await openPhone()
    // The look is the merchant template's `dep_func`; the demo merchant has the new one, so the
    // status answer is edited on its way to the page.
    await editStatus(page, (status) => {
      status.info.mobileTemplate.dep_func = '0'
    })
    await page.goto('/m/voucherCenter')
    await page.locator('[data-look="base"] .dep-channels--list').waitFor()
    expect(await page.locator('.dep-channels--grid').count()).toBe(0)
    await page.getByRole('textbox', { name: 'Amount' }).fill('50')
    await page.getByRole('button', { name: 'Continue to payment' }).click()
    await page.getByText('The minimum for this method is ₱100.00').waitFor()
    await shot(page, 'cashier-09-deposit-base-look')
    expect(page.url()).toContain('/m/voucherCenter')

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('speaks Tagalog', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'TY', merchant: 'demo' }))
    const page = await ctx.newPage()
    const problems = watchConsole(page)
    await page.goto('/m/login')
    await page.locator('input[autocomplete="username"]').fill('demo')
    await page.locator('input[type="password"]').fill('demo1234')
    await page.locator('button[type="submit"]').click()
    await page.waitForURL((u) => !u.pathname.startsWith('/m/login'), { timeout: 20_000 })
    await page.goto('/m/voucherCenter')
    await page.getByText('Pumili ng paraan ng pagbabayad').waitFor()
    await page.getByRole('button', { name: 'Magpatuloy sa pagbabayad' }).waitFor()
    await shot(page, 'cashier-10-deposit-tagalog')
    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('shows a declined payment as declined and leaves the balance as it was', async () => {
    const { ctx, page, problems } = await openPhone()
    await page.goto('/m/voucherCenter')
    const before = await headerBalance(page)
    await startSandboxDeposit(page, '₱300')
    await page.getByRole('button', { name: 'Decline' }).click()

    await page.waitForURL('**/m/voucherCenter/pending?orderNo=*', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Payment declined' }).waitFor({ timeout: 30_000 })
    await shot(page, 'cashier-04-declined')
    expect(await headerBalance(page)).toBe(before)

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })

  it('takes a manual transfer, which the operator confirms: credited on the pending screen and in the record', async () => {
    const { ctx, page, problems } = await openPhone()
    await page.goto('/m/voucherCenter')
    await page.getByTestId('channel-bank_transfer').click()
    const before = await headerBalance(page)
    await page.getByRole('button', { name: '₱1,000', exact: true }).click()
    await page.getByRole('button', { name: 'Next' }).click()

    const account = page.getByTestId('receiving-account')
    await account.waitFor()
    expect(await account.textContent()).toContain('BDO Unibank')
    await ctx.grantPermissions(['clipboard-read', 'clipboard-write'])
    await page.getByRole('button', { name: 'Copy Account number' }).click()
    await page.getByText('Copied').waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('0012 3456 7890')
    await page.getByRole('textbox', { name: 'Transfer reference' }).fill('BDO-E2E-778812')
    await shot(page, 'cashier-05-manual-transfer')
    await page.getByRole('button', { name: 'Submit transfer details' }).click()

    await page.waitForURL('**/m/voucherCenter/pending?orderNo=*', { timeout: 20_000 })
    await page.getByRole('heading', { name: 'Waiting for confirmation' }).waitFor()
    const orderNo = new URL(page.url()).searchParams.get('orderNo') ?? ''
    expect(orderNo).not.toBe('')
    await shot(page, 'cashier-06-manual-pending')

    const res = await fetch(`${inject('baseUrl')}/admin/cashier/deposits/${encodeURIComponent(orderNo)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-admin-token': inject('adminToken') },
      body: JSON.stringify({ merchant: 'demo', operator: 'e2e' }),
    })
    expect(res.status, await res.clone().text()).toBe(200)

    await page.getByRole('heading', { name: 'Deposit credited' }).waitFor({ timeout: 30_000 })
    await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(before + 100_000)
    await shot(page, 'cashier-07-manual-credited')

    await page.getByRole('link', { name: 'Deposit records' }).click()
    await page.waitForURL('**/m/vouReport')
    const row = page.getByTestId('fund-row').filter({ hasText: orderNo })
    await row.waitFor()
    expect(await row.textContent()).toContain('Credited')
    expect(await row.textContent()).toContain('Reference BDO-E2E-778812')
    await shot(page, 'cashier-08-deposit-record')

    expect(withoutFailedRequests(problems)).toEqual([])
    await ctx.close()
  })
})
