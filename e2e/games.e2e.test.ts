/**
 * Game journeys at phone size: browse RNG, switch vendor and classification, search,
 * filter by minimum bet, scroll through pages, favourites, launch (generic and lottery), recent
 * games and the guest redirects. Launches depend on a provider adapter on the server: while a
 * vendor has none, the launch answers `vendor.not.available` and these journeys check that the
 * player is told so (the step that needs a real game is reported as pending, never faked).
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signIn } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
let member: BrowserContext
let page: Page
let problems: string[]

const english = `localStorage.setItem('language', 'EN')`
const tiles = (p: Page) => p.locator('ul.game-grid > li.game-tile')
const isList = (r: Response) => r.url().includes('/wps/relay/GCSGAME_gameList')
const listParams = (r: Response) => new URL(r.url()).searchParams
// A refused launch is an expected 503 answer, which Chromium logs as a failed resource.
const realProblems = () =>
  problems.filter((p) => !/Failed to load resource: the server responded with a status of 503/.test(p))

async function waitForTiles(p: Page, min = 1) {
  await expect.poll(() => tiles(p).count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(min)
}

beforeAll(async () => {
  browser = await launch()
  member = await phone(browser)
  await member.addInitScript(english)
  page = await member.newPage()
  problems = watchConsole(page)
  await signIn(page)
})
afterAll(async () => {
  await browser?.close()
})

describe('guests', () => {
  it('browse the list, but recent, favourites, hearts and launches send them to login', async () => {
    const ctx = await phone(browser)
    await ctx.addInitScript(english)
    try {
      const p = await ctx.newPage()
      const guestProblems = watchConsole(p)
      await p.goto('/m/gameList?gameType=RNG')
      await waitForTiles(p, 3)
      await shot(p, 'games-01-guest-rng')
      for (const press of [
        () => p.getByRole('button', { name: 'Recent', exact: true }).click(),
        () => p.getByRole('button', { name: 'Favourites', exact: true }).click(),
        () => tiles(p).first().locator('.game-tile__heart').click(),
        () => tiles(p).first().locator('.game-tile__launch').click(),
      ]) {
        await press()
        await p.waitForURL('**/m/login')
        await p.goBack()
        await waitForTiles(p, 3)
      }
      await p.goto('/m/launchGame?code=lobby&nodeId=1')
      await p.waitForURL('**/m/login')
      await p.getByRole('textbox', { name: 'Username or mobile number' }).waitFor()
      await shot(p, 'games-02-guest-redirected-to-login')
      expect(guestProblems).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})

describe('a launch link that names no game', () => {
  it('says what is wrong and offers home and the game list instead of a spinner without end', async () => {
    for (const link of [
      '/m/launchGame',
      '/m/launchGame?nodeId=abc&code=',
      '/m/launchGame?gameUrl=javascript%3Aalert(1)',
    ]) {
      await page.goto(link)
      await page.getByRole('heading', { level: 1, name: 'This game link is incomplete' }).waitFor({ timeout: 10_000 })
      expect(await page.getByText('Please wait…').count()).toBe(0)
      if (link === '/m/launchGame') await shot(page, 'games-launch-link-incomplete')
    }
    await page.getByRole('button', { name: 'Browse games' }).click()
    await page.waitForURL('**/m/gameList')
    await waitForTiles(page, 1)
    await page.goto('/m/launchGame')
    await page.getByRole('button', { name: 'Back to home' }).click()
    await page.waitForURL('**/m/home')
    await page.locator('.app-header--home').waitFor()
    expect(realProblems()).toEqual([])
  })
})

describe('a member', () => {
  it('browses RNG and switches vendor and classification', async () => {
    await page.goto('/m/gameList?gameType=RNG')
    await waitForTiles(page, 26)
    expect(await page.locator('.game-list').getAttribute('data-classification')).toBe('NEW')
    await shot(page, 'games-03-rng-all')

    const vendor = page.waitForResponse((r) => isList(r) && listParams(r).get('vassalage') === 'JL')
    await page.locator('.vendor-strip button', { hasText: 'JL' }).first().click()
    const jl = (await (await vendor).json()) as { value: { games: { vassalage: string }[] } }
    expect(jl.value.games.length).toBeGreaterThan(0)
    expect(jl.value.games.every((g) => g.vassalage === 'JL')).toBe(true)
    await waitForTiles(page, 1)
    await shot(page, 'games-04-vendor-jl')

    const classified = page.waitForResponse((r) => isList(r) && Boolean(listParams(r).get('gameClassify')))
    // Tabs: All, New, then the vendor classes from the RNG lane.
    await page.locator('.game-list__tabs [role="tab"]').nth(2).click()
    const res = await classified
    const key = listParams(res).get('gameClassify')
    const body = (await res.json()) as { value: { games: { gameClassify: string }[] } }
    expect(body.value.games.every((g) => g.gameClassify === key)).toBe(true)
    expect(listParams(res).get('pageNo')).toBe('1')
    await waitForTiles(page, 1)
    await shot(page, 'games-05-classification')
  })

  it('searches by name on Enter', async () => {
    await page.goto('/m/gameList?gameType=RNG')
    await waitForTiles(page, 3)
    const box = page.getByRole('searchbox')
    await box.fill('fortune')
    const search = page.waitForResponse((r) => isList(r) && listParams(r).get('gameName') === 'fortune')
    await box.press('Enter')
    await search
    await expect
      .poll(async () => (await tiles(page).locator('.game-tile__name').allTextContents()).map((n) => n.toLowerCase()))
      .toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n.includes('fortune')))
    await shot(page, 'games-06-search-fortune')
  })

  it('filters by minimum bet through the filter panel', async () => {
    await page.goto('/m/gameList?gameType=RNG')
    await waitForTiles(page, 3)
    await page.getByRole('button', { name: 'Filter' }).click()
    const panel = page.locator('.filter-panel')
    await panel.getByRole('button', { name: '0.05', exact: true }).click()
    await shot(page, 'games-07-filter-panel')
    const filtered = page.waitForResponse((r) => isList(r) && listParams(r).get('minBet') === '0.05')
    await panel.getByRole('button', { name: 'Apply' }).click()
    const body = (await (await filtered).json()) as { value: { games: { minBet: number }[] } }
    expect(body.value.games.length).toBeGreaterThan(0)
    expect(body.value.games.every((g) => g.minBet <= 0.05)).toBe(true)
    expect(new URL(page.url()).searchParams.get('minBet')).toBe('0.05')
    await waitForTiles(page, 1)
    await shot(page, 'games-08-min-bet-005')
  })

  it('scrolls through at least four pages', async () => {
    const pages = new Set<string>()
    const onResponse = (r: Response) => {
      if (isList(r) && r.ok()) pages.add(listParams(r).get('pageNo') ?? '')
    }
    page.on('response', onResponse)
    await page.goto('/m/gameList?gameType=RNG')
    await waitForTiles(page, 26)
    // Scrolls again until the fourth page has come, however slowly the machine answers.
    await expect
      .poll(
        async () => {
          await page.mouse.wheel(0, 20_000)
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
          return pages.size
        },
        { timeout: 60_000, interval: 1_100 },
      )
      .toBeGreaterThanOrEqual(4)
    page.off('response', onResponse)
    expect([...pages].sort()).toEqual(expect.arrayContaining(['1', '2', '3', '4']))
    await waitForTiles(page, 26 * 4)
    await shot(page, 'games-09-after-four-pages')
  }, 120_000)

  it('favourites a game and unfavourites it from the favourites view', async () => {
    await page.goto('/m/gameList?gameType=RNG')
    await waitForTiles(page, 3)
    const tile = tiles(page).nth(1)
    const id = await tile.getAttribute('data-node-id')
    const heart = tile.locator('.game-tile__heart')
    if ((await heart.getAttribute('aria-pressed')) === 'true') {
      await heart.click()
      await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('false')
    }
    const added = page.waitForResponse((r) => r.url().includes('MCSFE_addFavoriteGameV2'))
    await heart.click()
    expect((await added).ok()).toBe(true)
    await expect.poll(() => heart.getAttribute('aria-pressed')).toBe('true')
    await shot(page, 'games-10-favourited')

    await page.getByRole('button', { name: 'Favourites', exact: true }).click()
    const favTile = page.locator(`li.game-tile[data-node-id="${id}"]`)
    await favTile.waitFor()
    await shot(page, 'games-11-favourites-view')
    const removed = page.waitForResponse((r) => r.url().includes('MCSFE_removeFavoriteGameV2'))
    await favTile.locator('.game-tile__heart').click()
    await favTile.waitFor({ state: 'detached' })
    expect((await removed).ok()).toBe(true)
    await shot(page, 'games-12-unfavourited')
  })

  it('launches an in-house game and then finds it among recent games (or is told the provider is unavailable)', async () => {
    await page.goto('/m/gameList?gameType=RNG&vassalage=INHOUSE')
    await waitForTiles(page, 1)
    const tile = tiles(page).first()
    const id = await tile.getAttribute('data-node-id')
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
    await tile.locator('.game-tile__launch').click()
    const res = await launched
    const body = (await res.json()) as { success: boolean; errorCode?: string; message?: string }
    if (!body.success) {
      // PENDING: the in-house provider has no launch adapter yet; the player sees the reason.
      expect(body.errorCode).toBe('vendor.not.available')
      await page.locator('.adm-toast-main', { hasText: body.message ?? '' }).waitFor()
      await shot(page, 'games-13-launch-vendor-not-available')
      console.warn('[games e2e] PENDING: INHOUSE launch answered vendor.not.available; recent-games step skipped')
      return
    }
    await page.waitForURL('**/m/launchGame**')
    // The game runs inside the app, full screen, from this origin.
    const frame = page.locator('iframe.launch-screen__frame')
    await frame.waitFor()
    expect(new URL((await frame.getAttribute('src')) ?? '', page.url()).origin).toBe(new URL(page.url()).origin)
    await page.frameLocator('iframe.launch-screen__frame').locator('body *').first().waitFor()
    await page.waitForTimeout(800)
    await page.locator('.adm-toast-main').waitFor({ state: 'detached' })
    await shot(page, 'games-13-launched-game')
    await page.getByRole('button', { name: 'Exit game' }).click()
    await page.waitForURL('**/m/gameList**')
    await page.getByRole('button', { name: 'Recent', exact: true }).click()
    await page.locator(`li.game-tile[data-node-id="${id}"]`).waitFor()
    await shot(page, 'games-14-recent-games')
  })

  it('opens the lottery engine in the app and frames a vendor lottery from the lottery list', async () => {
    await page.goto('/m/moreLottery')
    const items = page.locator('.lot-list__item')
    await expect.poll(() => items.count(), { timeout: 15_000 }).toBeGreaterThan(1)
    await shot(page, 'games-15-more-lottery')
    // A scheduled-draw game opens its own screen, no frame and no launch call.
    await page.locator('a.lot-list__item', { hasText: 'SSC' }).first().click()
    await page.waitForURL('**/m/startLottery?gameCode=**')
    await page.getByTestId('lottery-countdown').waitFor()
    await page.goBack()
    await page.waitForURL('**/m/moreLottery')
    // Pick 3 draws per ticket in its own page: it goes through the launch call and is framed.
    const launched = page.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
    await page.locator('button.lot-list__item', { hasText: 'Parlor Pick 3' }).click()
    await page.waitForURL('**/m/launchGame**')
    const url = new URL(page.url())
    expect(url.searchParams.get('prize_mode')).toBe('Lott')
    expect(url.searchParams.get('pageBack')).toBe('/m/moreLottery')
    const res = await launched
    expect(new URL(res.url()).searchParams.get('launchMode')).toBe('LOTT')
    expect(((await res.json()) as { success: boolean }).success).toBe(true)
    await page.locator('iframe.launch-screen__frame').waitFor()
    await shot(page, 'games-16-lottery-launch-page')
    await page.getByRole('button', { name: 'Exit game' }).click()
    await page.waitForURL('**/m/moreLottery')
    expect(realProblems()).toEqual([])
  })
})
