/**
 * Responsible gaming at phone size: a member sets a daily deposit limit from the member centre,
 * asks to raise it (which waits for the cooling-off), is refused a deposit above it in the
 * cashier, sets a daily session-time limit, reads the history, takes a time-out after a plain confirmation and cannot sign in.
 * Another member excludes itself for good and is refused at sign-in with what that means.
 */
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { presetStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { openInhouseSlot } from './support/screens.ts'
import { registerByUsername } from './support/register.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

// Members of this run's own: the time-out taken here locks one out for a day, the self-exclusion the other for good.
const MEMBER = `rgtm${Date.now().toString(36).slice(-5)}`
const EXCLUDED = `rgex${Date.now().toString(36).slice(-5)}`

/** antd-mobile's dialogs animate in script, not CSS: wait until the dialog and its mask are fully shown. */
async function dialogShown(page: Page) {
  await page.waitForFunction(() => {
    const dialog = document.querySelector<HTMLElement>('.adm-center-popup-wrap > div')
    const mask = document.querySelector<HTMLElement>('.adm-center-popup-mask')
    return dialog?.style.opacity === '1' && (mask === null || getComputedStyle(mask).opacity === '1')
  })
}

async function saveLimit(page: Page, row: string, amount: string) {
  await page.getByTestId(row).click()
  const dialog = page.getByRole('dialog', { name: 'Deposit limit · Daily' })
  await dialog.getByPlaceholder('Limit (PHP)').fill(amount)
  await dialog.getByRole('button', { name: 'Save limit' }).click()
}

describe('responsible gaming', () => {
  it('a deposit limit refuses a larger deposit; a time-out stops the next sign-in', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await registerByUsername(ctx, page, MEMBER, 'demo1234')
      await page.goto('/m/member/home')
      await page.getByRole('button', { name: 'Responsible gaming' }).click()
      await page.waitForURL(/\/m\/responsibleGaming$/)
      await page.getByTestId('rg-limit-deposit-day').waitFor()
      await settled(page)
      await shot(page, 'responsible-gaming-01-limits')

      await saveLimit(page, 'rg-limit-deposit-day', '200')
      await page.getByText('Your limit applies now.').waitFor()
      await expect.poll(() => page.getByTestId('rg-limit-deposit-day').textContent()).toContain('200.00 PHP')
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })

      // A raise waits for the merchant's cooling-off; the old limit stays in force meanwhile.
      await saveLimit(page, 'rg-limit-deposit-day', '300')
      await page.getByText(/Your change applies from/).waitFor()
      await expect
        .poll(() => page.getByTestId('rg-limit-deposit-day').textContent())
        .toMatch(/Changes to 300\.00 PHP on/)
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await settled(page)
      await shot(page, 'responsible-gaming-02-pending-raise')

      await page.goto('/m/voucherCenter')
      await page.getByRole('textbox', { name: 'Amount' }).fill('250')
      await page.getByRole('button', { name: 'Continue to payment' }).click()
      await page.getByText('This would go over a limit you set for yourself.').waitFor()
      await settled(page)
      await shot(page, 'responsible-gaming-03-deposit-refused')
      expect(page.url()).toContain('/m/voucherCenter')

      // A daily session-time limit (decision 044): in force at once, with today's signed-in time beside it.
      await page.goto('/m/responsibleGaming')
      await page.getByTestId('rg-limit-time-day').click()
      const timeDialog = page.getByRole('dialog', { name: 'Session-time limit · Daily' })
      await timeDialog.getByPlaceholder('Limit (minutes)').fill('90')
      await timeDialog.getByRole('button', { name: 'Save limit' }).click()
      await page.getByText('Your limit applies now.').waitFor()
      await expect.poll(() => page.getByTestId('rg-limit-time-day').textContent()).toMatch(/Today: \d+ min used90 min/)
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await page.getByTestId('rg-limit-time-day').scrollIntoViewIfNeeded()
      await settled(page)
      await shot(page, 'responsible-gaming-03b-session-time')

      await page.goto('/m/responsibleGaming?tab=history')
      await page.getByTestId('rg-history').waitFor()
      expect(await page.getByTestId('rg-history').textContent()).toContain('200.00 PHP → 300.00 PHP')
      expect(await page.getByTestId('rg-history').textContent()).toContain('No limit → 90 min')
      await settled(page)
      await shot(page, 'responsible-gaming-04-history')

      await page.getByRole('tab', { name: 'Take a break' }).click()
      await page.getByText('24 hours').click()
      await settled(page)
      await shot(page, 'responsible-gaming-05-break')
      await page.getByRole('button', { name: 'Start my break' }).click()
      await page.getByText(/cannot sign in, deposit or play until/).waitFor()
      await dialogShown(page)
      await shot(page, 'responsible-gaming-06-confirm')
      await page.getByRole('button', { name: 'Yes, start my break' }).click()
      await page.getByText('Your break has started. You have been signed out.').waitFor()
      await page.getByRole('button', { name: 'OK' }).click()
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull()

      await page.goto('/m/login')
      await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(MEMBER)
      await page.getByLabel('Password', { exact: true }).fill('demo1234')
      await page.locator('button[type="submit"]').click()
      await page.getByText(/Your account is on a break you chose until/).waitFor()
      await settled(page)
      await shot(page, 'responsible-gaming-07-sign-in-refused')
      expect(page.url()).toContain('/m/login')

      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('a permanent self-exclusion, confirmed, closes the account: the next sign-in is refused', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo' }))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await registerByUsername(ctx, page, EXCLUDED, 'demo1234')
      await page.goto('/m/responsibleGaming?tab=break')
      await page.getByText('Self-exclusion', { exact: true }).waitFor()
      await page.getByText('Permanent', { exact: true }).click()
      await page.getByRole('button', { name: 'Start my break', exact: true }).click()
      await page.getByText('your account will stay closed for good. You cannot undo this.', { exact: false }).waitFor()
      await dialogShown(page)
      await shot(page, 'responsible-gaming-08-exclusion-confirm')
      // Cancelling changes nothing: the member is still signed in.
      await page.getByRole('button', { name: 'Cancel' }).click()
      await page.locator('.adm-center-popup-wrap').waitFor({ state: 'detached' })
      expect(await page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).not.toBeNull()

      await page.getByRole('button', { name: 'Start my break', exact: true }).click()
      await page.getByRole('button', { name: 'Yes, start my break' }).click()
      await page.getByText('Your break has started. You have been signed out.').waitFor()
      await page.getByRole('button', { name: 'OK' }).click()
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('MC_SESSION_INFO'))).toBeNull()

      await page.goto('/m/login')
      await page.getByRole('textbox', { name: 'Username or mobile number' }).fill(EXCLUDED)
      await page.getByLabel('Password', { exact: true }).fill('demo1234')
      await page.locator('button[type="submit"]').click()
      await page.getByText('Your account is closed by your own permanent self-exclusion.').waitFor()
      await settled(page)
      await shot(page, 'responsible-gaming-09-excluded-sign-in-refused')
      expect(page.url()).toContain('/m/login')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })

  it('a reality check interrupts an in-house game after the interval the member chose', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(presetStorage({ language: 'EN', merchant: 'demo', rgRealityCheckMinutes: '15' }))
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      // The page's clock, so fifteen minutes of play pass in a moment.
      await page.clock.install()
      await signIn(page, 'carla')
      const game = await openInhouseSlot(page)
      await game.locator('#play').click()
      await game.locator('#play:not([disabled])').waitFor()

      await page.clock.fastForward('15:00')
      await page.getByText(/You have played for 15 minutes\. Your result since the game opened: /).waitFor()
      await dialogShown(page)
      await shot(page, 'responsible-gaming-08-reality-check')
      await page.getByRole('button', { name: 'Keep playing' }).click()
      await page.getByText(/You have played for/).waitFor({ state: 'detached' })
      expect(page.url()).toContain('/m/launchGame')

      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})
