/**
 * The lucky draw at phone size: a member plays the in-house slot, opens the raffle from the Promo
 * tab, sees the tickets the bets earned and the prizes, enters, and the button says Joined. (The
 * draw itself runs as a server job at the raffle's end; the server tests cover it.)
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dismissPopup, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { openInApp, openInhouseSlot } from './support/screens.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

// A funded member whose balance no other journey checks.
const MEMBER = 'subagent'

describe('raffle', () => {
  it('a member earns tickets by playing and enters the lucky draw', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(`localStorage.setItem('language', 'EN'); localStorage.setItem('merchant', 'demo')`)
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await signIn(page, MEMBER)

      // Three rounds of 1.00 in the in-house slot: the demo raffle gives a ticket per 1.00 of slots bets.
      const game = await openInhouseSlot(page)
      for (let i = 0; i < 3; i++) {
        const answered = page.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
        await game.locator('#play').click()
        expect(((await (await answered).json()) as { success: boolean }).success).toBe(true)
        await game.locator('#play:not([disabled])').waitFor()
      }
      await page.getByRole('button', { name: 'Exit game' }).click()
      await page.waitForURL('**/m/gameList**')

      await openInApp(page, '/m/activity')
      await page.waitForURL(/\/m\/activity$/)
      await dismissPopup(page, { ifShown: true })
      await page.getByRole('button', { name: /Lucky draw/ }).click()
      await page.waitForURL(/\/m\/activityInfo\?id=\d+$/)
      const panel = page.getByTestId('raffle-panel')
      await panel.getByText('One ticket for every 1.00 of valid bets, up to 100 tickets.').waitFor()
      await panel.getByText('Join to enter the draw').waitFor()
      const tickets = Number((await panel.locator('.raffle__tickets strong').textContent())?.match(/\d+/)?.[0])
      expect(tickets).toBeGreaterThanOrEqual(3)
      await panel.getByText('500.00').waitFor()
      await settled(page)
      await shot(page, 'raffle-01-before-entering')

      await page.getByRole('button', { name: 'Join', exact: true }).click()
      const joined = page.getByRole('button', { name: 'Joined', exact: true })
      await joined.waitFor()
      expect(await joined.isDisabled()).toBe(true)
      await panel.getByText('You are in the draw').waitFor()
      await panel.getByText(`${tickets} tickets`).waitFor()
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await settled(page)
      await shot(page, 'raffle-02-entered')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  }, 120_000)
})
