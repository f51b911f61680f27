/**
 * Promotions at phone size: a guest finds them on the Promo tab and is asked to log in; the member
 * comes back to the check-in, claims it (the balance rises by the reward, the button says Claimed)
 * and joins the weekly mission, which then shows its progress.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { dismissPopup, presetStorage, withoutFailedRequests } from './support/auth.ts'
import { openInApp } from './support/screens.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

// A member no other journey signs in as, so the balance seen here moves only by this journey.
const MEMBER = 'andrea'

const minor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100)
const balanceText = async (page: Page) =>
  (await page.locator('.promo-detail__balance [role="status"]').textContent()) ?? ''
const balanceOf = async (page: Page) => minor(await balanceText(page))

describe('promotions', () => {
  it('a guest is asked to log in; the member claims the check-in and joins the mission', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/home')
      await dismissPopup(page, { ifShown: true })
      await page.locator('nav.bottom-menu .adm-tab-bar-item', { hasText: 'Promotions' }).click()
      await page.waitForURL(/\/m\/activity$/)
      await page.getByRole('button', { name: /Daily check-in/ }).waitFor()
      await page.getByRole('button', { name: /Weekly slots mission/ }).waitFor()
      await page
        .locator('.promo-card__banner')
        .first()
        .evaluate((img: HTMLImageElement) => img.decode())
      await shot(page, 'promotions-01-guest-list')

      // Slots: the mission, the leaderboard and the lucky draw.
      await page.getByRole('tab', { name: 'Slots' }).click()
      await expect.poll(() => page.locator('.promo-card').count()).toBe(3)
      await page.getByRole('tab', { name: 'All' }).click()
      await expect.poll(() => page.locator('.promo-card').count()).toBe(5)

      await page.getByRole('button', { name: /Daily check-in/ }).click()
      await page.waitForURL(/\/m\/activityInfo\?id=\d+$/)
      const detail = page.url()
      await page.getByRole('button', { name: 'Log in to join' }).waitFor()
      await page.getByText('Check in once a day').waitFor()
      await shot(page, 'promotions-02-guest-checkin')
      await page.getByRole('button', { name: 'Log in to join' }).click()
      await page.waitForURL(/\/m\/login$/)

      // The login screen brings the member back to the promotion.
      await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(MEMBER)
      await page.getByLabel('Password', { exact: true }).fill('demo1234')
      await page.locator('button[type="submit"]').click()
      await page.waitForURL(detail, { timeout: 20_000 })
      const claim = page.getByRole('button', { name: 'Claim', exact: true })
      await claim.waitFor()
      await expect.poll(() => balanceText(page)).toMatch(/\d/)
      const before = await balanceOf(page)
      await claim.click()
      const claimed = page.getByRole('button', { name: 'Claimed', exact: true })
      await claimed.waitFor()
      expect(await claimed.isDisabled()).toBe(true)
      await expect.poll(() => balanceOf(page)).toBe(before + 500)
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await settled(page)
      await shot(page, 'promotions-03-checkin-claimed')

      // The login screen sits behind in history (and the lit Promo tab does not navigate).
      await openInApp(page, '/m/activity')
      await page.waitForURL(/\/m\/activity$/)
      await page.getByRole('button', { name: /Weekly slots mission/ }).click()
      await page.getByRole('button', { name: 'Join', exact: true }).click()
      const joined = page.getByRole('button', { name: 'Joined', exact: true })
      await joined.waitFor()
      expect(await joined.isDisabled()).toBe(true)
      await page.getByText('0.00 of 100.00 bet').waitFor()
      expect(await page.getByRole('link', { name: 'Play now' }).getAttribute('href')).toBe('/m/gameList?gameType=RNG')
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await settled(page)
      await shot(page, 'promotions-04-mission-joined')

      // The list shows each status as a tag.
      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await page.waitForURL(/\/m\/activity$/)
      await expect
        .poll(() => page.locator('.promo-tag').allInnerTexts())
        .toEqual(['Claimed', 'Joined', 'Join', 'Join', 'Joined'])
      await settled(page)
      await shot(page, 'promotions-05-member-list')

      // The reward centre shows the same buttons and the reward received.
      await openInApp(page, '/m/rewardCenter')
      await page.getByRole('heading', { name: 'Rewards received' }).waitFor()
      await page.getByRole('button', { name: 'Claimed', exact: true }).waitFor()
      await page
        .getByRole('article')
        .filter({ hasText: 'Weekly slots mission' })
        .getByRole('button', { name: 'Joined', exact: true })
        .waitFor()
      await page.getByText('+5.00').waitFor()
      await settled(page)
      await shot(page, 'promotions-06-reward-centre')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  }, 120_000)
})
