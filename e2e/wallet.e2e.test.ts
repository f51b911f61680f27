/**
 * Wallet journey at phone size: a member of its own (so no other journey, agent transfer or paid
 * promotion moves its balance meanwhile) is credited, opens the in-house slot from the game list,
 * plays rounds, returns, finds the header balance moved by exactly the rounds' net, sees them in the
 * betting and account records, and verifies a round on the verify page after revealing its seed.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { signIn } from './support/auth.ts'
import { headerBalance } from './support/balance.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'
import { creditMember } from './support/operator.ts'
import { registerByUsername } from './support/register.ts'
import { openInhouseSlot } from './support/screens.ts'

let browser: Browser
let page: Page
let problems: string[]

beforeAll(async () => {
  browser = await launch()
  const ctx = await phone(browser)
  await ctx.addInitScript(`localStorage.setItem('language', 'EN')`)
  page = await ctx.newPage()
  problems = watchConsole(page)
  const username = `slot${Date.now().toString(36).slice(-6)}`
  await registerByUsername(ctx, page, username, 'demo1234')
  await creditMember(username, '100', 'e2e wallet journey')
})
afterAll(async () => {
  await browser?.close()
})

it('plays the slot, and the balance, records and verify page agree', async () => {
  await page.goto('/m/home')
  expect(await headerBalance(page)).toBe(100_00)

  const game = await openInhouseSlot(page)

  const rounds: { bet: string; payout: string; fair: { clientSeed: string; nonce: number } }[] = []
  for (let i = 0; i < 5; i++) {
    const answered = page.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
    await game.locator('#play').click()
    const body = (await (await answered).json()) as { success: boolean; value: (typeof rounds)[number] }
    expect(body.success).toBe(true)
    rounds.push(body.value)
    await game.locator('#play:not([disabled])').waitFor()
  }
  const netMinor = rounds.reduce((n, r) => n + Number(r.payout) - Number(r.bet), 0)
  await shot(page, 'wallet-01-slot-played')

  // Reveal the server seed behind these rounds.
  await game.locator('summary', { hasText: 'Provably fair' }).click()
  const rotated = page.waitForResponse((r) => r.url().includes('/games/inhouse/api/seed'))
  await game.locator('#rotate').click()
  const seed = ((await (await rotated).json()) as { value: { revealed: { serverSeed: string } } }).value.revealed
  await game.locator('#revealed').filter({ hasText: seed.serverSeed }).waitFor()
  await shot(page, 'wallet-02-seed-revealed')

  await page.getByRole('button', { name: 'Exit game' }).click()
  await page.waitForURL('**/m/gameList**')
  await page.goto('/m/home')
  await expect.poll(() => headerBalance(page), { timeout: 15_000 }).toBe(100_00 + netMinor)
  await shot(page, 'wallet-03-home-balance')

  await page.goto('/m/gameRecord')
  await expect
    .poll(() => page.getByText(/Parlor Fortune Reels · Bet 1\.00/).count(), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(5)
  await shot(page, 'wallet-04-betting-record')
  await page.goto('/m/transaction/record')
  await expect.poll(() => page.locator('.adm-list-item').count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(5)
  await shot(page, 'wallet-05-account-record')

  const last = rounds[rounds.length - 1] as (typeof rounds)[number]
  const q = new URLSearchParams({
    serverSeed: seed.serverSeed,
    clientSeed: last.fair.clientSeed,
    nonce: String(last.fair.nonce),
    game: 'inhouse_rng_001',
  })
  await page.goto(`/games/inhouse/verify?${q}`)
  await page.getByRole('button', { name: 'Recompute' }).click()
  await page.locator('#out').filter({ hasText: '"payout"' }).waitFor()
  const out = JSON.parse((await page.locator('#out').textContent()) ?? '{}') as { payout: string }
  expect(Number(out.payout) * 100).toBeCloseTo(Number(last.payout), 5)
  await shot(page, 'wallet-06-verify')
  expect(problems).toEqual([])
})

it("opens the slot in the member's language: Urdu, right to left", async () => {
  const urdu = JSON.parse(
    readFileSync(resolve(import.meta.dirname, '../apps/server/src/modules/inhouse/public/i18n/ur.json'), 'utf8'),
  ) as Record<string, string>
  const ctx = await phone(browser)
  // English to sign in; the member then switches the app to Urdu, which the next loads keep.
  await ctx.addInitScript(`localStorage.getItem('language') || localStorage.setItem('language', 'EN')`)
  try {
    const p = await ctx.newPage()
    const urduProblems = watchConsole(p)
    await signIn(p, 'lina')
    await p.evaluate(() => localStorage.setItem('language', 'UR'))
    await p.goto('/m/gameList?gameType=RNG&vassalage=INHOUSE')
    const tile = p.locator('ul.game-grid > li.game-tile', { hasText: 'Parlor Fortune Reels' }).first()
    await tile.waitFor({ timeout: 15_000 })
    const launched = p.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
    await tile.locator('.game-tile__launch').click()
    const url = ((await (await launched).json()) as { value: { content: { game_url: string } } }).value.content.game_url
    expect(new URL(url, 'http://x').searchParams.get('lang')).toBe('UR')
    await p.waitForURL('**/m/launchGame**')
    const game = p.frameLocator('iframe.launch-screen__frame')
    await game.locator('#play:not([disabled])').waitFor({ timeout: 20_000 })
    expect(await game.locator('html').getAttribute('lang')).toBe('ur')
    expect(await game.locator('html').getAttribute('dir')).toBe('rtl')
    expect(await game.locator('#title').textContent()).toBe(urdu['game.inhouse_rng_001'])
    expect(await game.locator('#play').textContent()).toBe(urdu['common.play'])
    // The rules the script writes come from the same dictionary.
    await expect.poll(() => game.locator('#rules p').first().textContent()).toBe(urdu['slot.rules'])
    await shot(p, 'wallet-07-slot-in-urdu')
    const answered = p.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
    await game.locator('#play').click()
    const round = ((await (await answered).json()) as { value: { payout: string } }).value
    const said = await game.locator('#result').textContent()
    if (BigInt(round.payout) > 0n) expect(said).toContain(urdu['result.win']?.split('{amount}')[0]?.trim())
    else expect(said).toBe(urdu['result.noWin'])
    await shot(p, 'wallet-08-slot-in-urdu-played')
    expect(urduProblems).toEqual([])
  } finally {
    await ctx.close()
  }
})
