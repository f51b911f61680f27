/**
 * Leaderboard at phone size: a member opens Missions (`/m/leaderBoard`), finds the weekly slots
 * leaderboard with its countdown and prizes, joins it, plays the in-house slot and comes back to
 * see itself ranked, with the turnover its rounds made.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'
import { openInApp, openInhouseSlot } from './support/screens.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

// A funded member whose other journeys do not read its turnover or balance.
const MEMBER = 'marco'

describe('leaderboard', () => {
  it('a member joins the weekly leaderboard, plays the slot and sees its rank and turnover', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(`localStorage.setItem('language', 'EN')`)
    try {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await signIn(page, MEMBER)
      await openInApp(page, '/m/leaderBoard')
      const board = page.getByTestId('leaderboard')
      await board.getByRole('heading', { name: 'Weekly slots leaderboard' }).waitFor()
      await board.getByText('The top 5 win prizes').waitFor()
      await board.getByText(/Ends in \d+d \d\d:\d\d:\d\d|Ends /).waitFor()
      // Five prizes by rank, none reached yet on a fresh demo.
      await expect.poll(() => board.locator('tbody tr').count()).toBeGreaterThanOrEqual(5)
      await board.getByRole('cell', { name: '500.00' }).waitFor()

      await board.getByRole('button', { name: 'Join', exact: true }).click()
      const me = page.getByTestId('leaderboard-me')
      await me.waitFor()
      await expect.poll(() => me.textContent()).toContain('Not ranked yet')

      // Rounds of the in-house slot count: it is an RNG game, the leaderboard's game type.
      const game = await openInhouseSlot(page)
      // Three rounds at 5.00 pass the 10.00 a member needs to rank.
      await game.locator('#bet').selectOption('5.00')
      let bet = 0
      for (let i = 0; i < 3; i++) {
        const answered = page.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
        await game.locator('#play').click()
        const body = (await (await answered).json()) as { success: boolean; value: { bet: string } }
        expect(body.success).toBe(true)
        bet += Number(body.value.bet)
        await game.locator('#play:not([disabled])').waitFor()
      }
      const turnover = (bet / 100).toFixed(2)

      await openInApp(page, '/m/leaderBoard')
      await me.waitFor()
      // The board is read afresh: the member ranks once its bets reach the 10.00 minimum.
      await expect
        .poll(async () => (await me.textContent()) ?? '', { timeout: 15_000 })
        .toMatch(new RegExp(`#\\d+.*${turnover.replace('.', '\\.')}`))
      const own = board.locator('tr[aria-current="true"]')
      await own.waitFor()
      expect(await own.textContent()).toContain('(you)')
      expect(await own.textContent()).toContain(turnover)
      await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
      await settled(page)
      await shot(page, 'leaderboard-01-ranked')
      expect(withoutFailedRequests(problems)).toEqual([])
    } finally {
      await ctx.close()
    }
  }, 120_000)
})
