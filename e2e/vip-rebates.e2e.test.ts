/**
 * VIP levels and rebates at phone size, on what the promotions' jobs did at the server's start:
 * `demo` sees its level, the level table and the way to the next; `dante` (a seeded team member who
 * played on earlier days, no other journey signs in as him) sees his rebates paid per day and game
 * type, and his progress to the next level.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presetStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function context(): Promise<BrowserContext> {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
  return ctx
}

const amount = (text: string | null) => Number((text ?? '').replace(/[^\d.-]/g, ''))
describe('VIP levels and rebates', () => {
  it('demo sees its level, the way to the next and the level table', async () => {
    const ctx = await context()
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await signIn(page, 'demo')
      await page.goto('/m/member/benefits')
      await expect.poll(() => page.getByTestId('vip-label').textContent()).toBe('VIP 1')
      await page.getByRole('heading', { name: 'Progress to VIP 2' }).waitFor()
      expect(await page.getByRole('progressbar', { name: 'Progress to VIP 2' }).getAttribute('aria-valuenow')).toBe('0')
      expect(await page.getByTestId('vip-turnover').textContent()).toBe('Turnover 0.00 of 200.00')
      const levels = page.getByTestId('vip-levels')
      await expect.poll(() => levels.locator('.adm-list-item').count()).toBe(5)
      expect(await levels.locator('.mc-vip-current').textContent()).toMatch(/^VIP 1/)
      await levels.getByText('Upgrade bonus 8.00 · Rebate +0.10%').waitFor()
      await settled(page)
      await shot(page, 'vip-01-benefits-demo')
      await levels.locator('.adm-list-item').last().scrollIntoViewIfNeeded()
      await shot(page, 'vip-02-level-table')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('a member who played earlier days sees the rebates paid and the progress made', async () => {
    const ctx = await context()
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await signIn(page, 'dante')
      await page.goto('/m/member/rebateReport')
      const paid = page.getByTestId('rebates-paid')
      await paid.waitFor()
      await expect
        .poll(async () => amount(await page.getByTestId('rebate-paid-total').textContent()))
        .toBeGreaterThan(0)
      const rows = paid.locator('.adm-list-item')
      expect(await rows.count()).toBeGreaterThan(0)
      // Slots at the house rate of 1.00%, paid on the day's turnover.
      expect(await rows.first().textContent()).toMatch(
        /^Slots\d{4}-\d\d-\d\d · Rate 1\.00% · Turnover [\d,]+\.\d\d\+\d+\.\d\d$/,
      )
      await page.getByText("Each day's rebate is paid into your wallet the next day.").waitFor()
      await settled(page)
      await shot(page, 'vip-03-rebates-paid')
      await paid.scrollIntoViewIfNeeded()
      await shot(page, 'vip-04-rebates-paid-list')

      await page.goto('/m/member/benefits')
      await expect.poll(() => page.getByTestId('vip-label').textContent()).toBe('VIP 1')
      const bar = page.getByRole('progressbar', { name: 'Progress to VIP 2' })
      await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0)
      await settled(page)
      await shot(page, 'vip-05-benefits-progress')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})
