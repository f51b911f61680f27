/**
 * Lottery and trial journeys (decision 015) at phone size: a member opens the in-house
 * Parlor Pick 3 from the more-lottery list, buys tickets, sees each draw and the ticket history,
 * and finds the header balance moved by exactly the tickets' net after returning; a third-party
 * (SEA) lottery opens on the lottery engine's screen (decision 026); a guest tries an in-house game
 * with demo money.
 */
import type { Browser, FrameLocator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './support/auth.ts'
import { launch, phone, settled, shot, watchConsole } from './support/browser.ts'

let browser: Browser
let page: Page
let problems: string[]

const english = `localStorage.setItem('language', 'EN')`
const balanceOf = async (p: Page) => {
  const text = (await p.getByTestId('header-balance').textContent()) ?? ''
  // '…' while a reload runs, '--' before the first answer: no figure yet, not zero.
  return /\d/.test(text) ? Number(text.replace(/[^\d.-]/g, '')) : Number.NaN
}
// A refused launch is an expected 503 answer, which Chromium logs as a failed resource.
const realProblems = (list: string[]) =>
  list.filter((p) => !/Failed to load resource: the server responded with a status of 503/.test(p))

interface LotteryItem {
  displayName: string
  vendor: string
  lotteryCode: string | null
}

interface Ticket {
  roundId: string
  bet: string
  payout: string
  outcome: { draw: number[]; picks: number[]; kind: string }
}

async function buy(p: Page, game: FrameLocator): Promise<Ticket> {
  const answered = p.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
  await game.locator('#buy').click()
  const body = (await (await answered).json()) as { success: boolean; value: Ticket }
  expect(body.success).toBe(true)
  await game.locator('#buy:not([disabled])').waitFor()
  return body.value
}

beforeAll(async () => {
  browser = await launch()
  const ctx = await phone(browser)
  await ctx.addInitScript(english)
  page = await ctx.newPage()
  problems = watchConsole(page)
  await signIn(page, 'rico')
})
afterAll(async () => {
  await browser?.close()
})

describe('lottery', () => {
  it('launches Parlor Pick 3 from the more-lottery list, buys tickets and the balance follows', async () => {
    await page.goto('/m/home')
    let before = Number.NaN
    await expect.poll(async () => (before = await balanceOf(page)), { timeout: 15_000 }).toBeGreaterThan(0)

    await page.goto('/m/moreLottery')
    // Pick 3 is not an engine game: it launches through the in-house game server.
    const tile = page.getByRole('button', { name: 'Parlor Pick 3', exact: true })
    await tile.waitFor({ timeout: 15_000 })
    await shot(page, 'lottery-01-more-lottery')
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
    await tile.click()
    await page.waitForURL('**/m/launchGame**')
    const url = new URL(page.url())
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      code: 'inhouse_lott_001',
      vendor: 'INHOUSE',
      prize_mode: 'Lott',
      playType: 'Tradition',
      pageBack: '/m/moreLottery',
    })
    const res = await launched
    expect(new URL(res.url()).searchParams.get('launchMode')).toBe('LOTT')
    expect(((await res.json()) as { success: boolean }).success).toBe(true)

    const game = page.frameLocator('iframe.launch-screen__frame')
    await game.locator('#buy:not([disabled])').waitFor({ timeout: 20_000 })
    await expect.poll(() => game.locator('#balance').textContent()).toMatch(/\d/)
    await shot(page, 'lottery-02-pick3-ready')

    // Straight 2-0-9: set the digits with the wheels.
    await game.getByRole('button', { name: 'Digit 1 up' }).click()
    await game.getByRole('button', { name: 'Digit 1 up' }).click()
    await game.getByRole('button', { name: 'Digit 3 down' }).click()
    await expect.poll(async () => game.locator('.digit output').allTextContents()).toEqual(['2', '0', '9'])
    const first = await buy(page, game)
    expect(first.outcome).toMatchObject({ picks: [2, 0, 9], kind: 'straight' })
    await expect.poll(() => game.locator('#balls .ball').allTextContents()).toEqual(first.outcome.draw.map(String))
    await expect.poll(() => game.locator('#history li').count()).toBe(1)
    await expect.poll(() => game.locator('#result').textContent()).toContain('Ticket 2 0 9')
    await shot(page, 'lottery-03-first-draw')

    // A box ticket on a quick pick (at least two different digits, else the box is refused).
    await game.getByRole('radio', { name: /^Box/ }).check()
    let picks: string[] = []
    do {
      await game.locator('#quick').click()
      picks = await game.locator('.digit output').allTextContents()
    } while (new Set(picks).size === 1)
    await game.locator('#bet').selectOption('5.00')
    const second = await buy(page, game)
    expect(second.outcome).toMatchObject({ picks: picks.map(Number), kind: 'box' })
    expect(second.bet).toBe('500')
    await expect.poll(() => game.locator('#history li').count()).toBe(2)
    await expect.poll(() => game.locator('#history li').first().getAttribute('data-round')).toBe(second.roundId)
    await shot(page, 'lottery-04-ticket-history')

    const net = [first, second].reduce((n, t) => n + Number(t.payout) - Number(t.bet), 0) / 100
    await page.getByRole('button', { name: 'Exit game' }).click()
    await page.waitForURL('**/m/moreLottery')
    await page.goto('/m/home')
    await expect.poll(() => balanceOf(page), { timeout: 15_000 }).toBeCloseTo(before + net, 2)
    await page.locator('.adm-toast-mask').waitFor({ state: 'hidden', timeout: 15_000 })
    // The home page may greet with a promotion pop-up; the header balance is what this shot is for.
    const popup = page.getByRole('dialog').filter({ has: page.getByRole('button', { name: 'Close', exact: true }) })
    if (await popup.count()) await popup.first().getByRole('button', { name: 'Close', exact: true }).click()
    await shot(page, 'lottery-05-home-balance')
    expect(realProblems(problems)).toEqual([])
  })

  it('opens a SEA lottery from the list on the lottery engine, with its numero on sale', async () => {
    const listed = page.waitForResponse((r) => r.url().includes('/lgw/games/mobile'))
    await page.goto('/m/moreLottery')
    const items = ((await (await listed).json()) as { value: LotteryItem[] }).value
    const sea = items.find((g) => g.vendor === 'TCG_SEA')
    if (!sea) throw new Error('no SEA lottery in the list')
    // The catalogue maps every SEA row onto one of the engine's fast games.
    expect(sea.lotteryCode).toMatch(/^PL_/)
    const tile = page.getByText(sea.displayName, { exact: true }).first()
    await tile.waitFor({ timeout: 15_000 })
    await tile.click()
    await page.waitForURL((u) => u.pathname === '/m/startLottery' && u.searchParams.get('gameCode') === sea.lotteryCode)
    await expect
      .poll(() => page.getByTestId('lottery-numero').textContent(), { timeout: 15_000 })
      .toMatch(/\d{8}-\d{4}/)
    await page.getByTestId('lottery-countdown').waitFor()
    expect(await page.locator('[data-testid^="lottery-bettype-"]').count()).toBeGreaterThan(0)
    await settled(page)
    await shot(page, 'lottery-06-sea-on-engine')
    expect(realProblems(problems)).toEqual([])
  })
})

describe('guest trial', () => {
  it('a guest tries an in-house game with demo money and comes back still a guest', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(english)
    try {
      const p = await ctx.newPage()
      const guestProblems = watchConsole(p)
      await p.goto('/m/gameList?gameType=RNG&vassalage=INHOUSE')
      const tile = p.locator('ul.game-grid > li.game-tile', { hasText: 'Hi-Lo Dice' }).first()
      await tile.waitFor({ timeout: 15_000 })
      await shot(p, 'lottery-07-guest-try-buttons')
      const trial = p.waitForResponse((r) => r.url().includes('/wps/relay/GCS_gameTrialLaunch'))
      await tile.getByRole('button', { name: 'Try Hi-Lo Dice for free' }).click()
      expect((await trial).status()).toBe(200)
      await p.waitForURL('**/m/launchGame**')
      expect(new URL(p.url()).searchParams.get('trial')).toBe('1')
      await p.getByText('Free trial · demo money').waitFor()
      const game = p.frameLocator('iframe.launch-screen__frame')
      await game.locator('#play:not([disabled])').waitFor({ timeout: 20_000 })
      await expect.poll(() => game.locator('#balance').textContent()).toBe('DEMO 1,000.00')
      const answered = p.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
      await game.locator('#play').click()
      const round = ((await (await answered).json()) as { value: { payout: string; balanceMinor: string } }).value
      expect(Number(round.balanceMinor)).toBe(100_000 - 100 + Number(round.payout))
      await shot(p, 'lottery-08-guest-trial-played')
      await p.getByRole('button', { name: 'Exit game' }).click()
      await p.waitForURL('**/m/gameList**')
      // Still a guest: a plain tap on a game asks for login.
      await p.locator('ul.game-grid > li.game-tile', { hasText: 'Hi-Lo Dice' }).locator('.game-tile__launch').click()
      await p.waitForURL('**/m/login**')
      expect(realProblems(guestProblems)).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})
