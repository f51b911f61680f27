/**
 * The game centre, the slots centre and the free-trial page at phone size, as a guest, a trial
 * member and a member: the game centre lists every category with its vendors and top games, the
 * slots centre filters by vendor and searches, /m/trail explains trial play and starts it with one
 * tap (landing among the in-house games, where a round plays with demo money), a merchant without
 * trial play is offered registration instead, and a member's tap launches a game the normal way.
 */
import type { Browser, BrowserContext, Page, Response } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { presetStorage, readStorage, signIn } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A fresh phone for one visitor of `merchant`, in English. */
async function visit<T>(fn: (page: Page, problems: string[]) => Promise<T>, merchant = 'demo'): Promise<T> {
  const ctx: BrowserContext = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN', merchant }))
  try {
    const page = await ctx.newPage()
    return await fn(page, watchConsole(page))
  } finally {
    await ctx.close()
  }
}

const CATEGORIES = ['RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS']
const TRIAL_PROMPT = /New here\? Play free first/
const isList = (r: Response) => r.url().includes('/wps/relay/GCSGAME_gameList')
const listParams = (r: Response) => new URL(r.url()).searchParams
const section = (p: Page, category: string) => p.locator(`section.lobby-section[data-category="${category}"]`)
const gridTiles = (p: Page) => p.locator('ul.game-grid > li.game-tile')

/** A screenshot once the images of what is on screen have arrived and no notice covers it. */
async function snap(p: Page, name: string) {
  await p.waitForLoadState('networkidle')
  await p.locator('.adm-toast-mask').waitFor({ state: 'detached' })
  await shot(p, name)
}

/** How many games on the grid offer a guest's free try. */
const freeTries = (p: Page) =>
  gridTiles(p)
    .getByRole('button', { name: /for free$/ })
    .count()

async function openGameCentre(p: Page) {
  await p.goto('/m/gameCenter')
  await section(p, 'RNG').locator('.popular-tile[data-node-id]').first().waitFor({ timeout: 20_000 })
}

async function openSlotsCentre(p: Page) {
  await p.goto('/m/slotsCenter')
  await expect.poll(() => gridTiles(p).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
}

/** A same-origin in-house game in the launch page's frame, ready for a round. */
async function inHouseGame(p: Page) {
  await p.waitForURL('**/m/launchGame**')
  const frame = p.locator('iframe.launch-screen__frame')
  await frame.waitFor()
  expect(new URL((await frame.getAttribute('src')) ?? '', p.url()).origin).toBe(new URL(p.url()).origin)
  const game = p.frameLocator('iframe.launch-screen__frame')
  await game.locator('#play:not([disabled])').waitFor({ timeout: 20_000 })
  return game
}

describe('a guest', () => {
  it('finds every category with its vendors and top games in the game centre, and the way to a free trial', async () => {
    await visit(async (p, problems) => {
      await openGameCentre(p)
      const shown = await p.locator('section.lobby-section').evaluateAll((s) => s.map((e) => e.dataset.category))
      // The home's order first; the lottery categories the home does not name follow.
      expect(shown.slice(0, CATEGORIES.length)).toEqual(CATEGORIES)
      expect(shown).toEqual(expect.arrayContaining(['LOTT', 'ELOTT']))
      const slots = section(p, 'RNG')
      await expect
        .poll(() => slots.locator('.popular-grid--vendors .popular-tile').allTextContents())
        .toEqual(['Parlor Originals', 'JL Games', 'Pocket Games Studio', 'Sparkbit'])
      expect(await slots.locator('.popular-tile[data-node-id]').count()).toBe(4)
      expect(await slots.getByRole('link', { name: 'More games' }).getAttribute('href')).toBe(
        '/m/gameList?gameType=RNG',
      )
      expect(await p.getByRole('link', { name: TRIAL_PROMPT }).getAttribute('href')).toBe('/m/trail')
      await snap(p, 'lobbies-01-game-centre-guest')

      // The strip on top jumps to a category below the fold, whose games then load.
      await p.getByRole('navigation', { name: 'Game categories' }).getByRole('button', { name: 'Cockfighting' }).click()
      const derby = section(p, 'COCKFIGHT')
      await derby.locator('.popular-tile[data-node-id]').first().waitFor()
      await expect.poll(() => derby.evaluate((s) => Math.round(s.getBoundingClientRect().top))).toBeLessThan(200)
      await snap(p, 'lobbies-02-game-centre-jump-cockfighting')

      // A vendor opens its own list.
      await derby.getByRole('link', { name: 'S-Derby Cockfight' }).click()
      await p.waitForURL('**/m/gameList?gameType=COCKFIGHT&vassalage=SV3')
      // A guest's tap on a game asks for an account.
      await p.goBack()
      await section(p, 'RNG').getByRole('button', { name: 'Rocket Crash' }).click()
      await p.waitForURL('**/m/login')
      expect(problems).toEqual([])
    })
  })

  it('filters the slots centre by vendor and searches it by name', async () => {
    await visit(async (p, problems) => {
      await openSlotsCentre(p)
      expect(await p.getByText('4 providers').count()).toBe(1)
      await p.getByRole('region', { name: 'Hot slots' }).locator('.popular-tile').first().waitFor()
      // Guests may try the games that allow it.
      expect(await freeTries(p)).toBeGreaterThan(0)
      await snap(p, 'lobbies-03-slots-centre-guest')

      const byVendor = p.waitForResponse((r) => isList(r) && listParams(r).get('vassalage') === 'JL')
      await p.getByRole('navigation', { name: 'Game providers' }).getByRole('button', { name: 'JL Games' }).click()
      const jl = (await (await byVendor).json()) as { value: { games: { vassalage: string; gameType: string }[] } }
      expect(jl.value.games.length).toBeGreaterThan(0)
      expect(jl.value.games.every((g) => g.vassalage === 'JL' && g.gameType === 'RNG')).toBe(true)
      await expect.poll(() => gridTiles(p).count()).toBe(jl.value.games.length)
      expect(new URL(p.url()).searchParams.get('vendor')).toBe('JL')
      await snap(p, 'lobbies-04-slots-centre-vendor-jl')

      const box = p.getByPlaceholder('Search slots')
      await box.fill('fortune')
      const searched = p.waitForResponse((r) => isList(r) && listParams(r).get('gameName') === 'fortune')
      await box.press('Enter')
      expect(listParams(await searched).get('vassalage')).toBe('JL')
      await p.getByRole('heading', { name: 'Results for “fortune”' }).waitFor()
      await expect
        .poll(async () =>
          (await gridTiles(p).locator('.game-tile__name').allTextContents()).map((n) => n.toLowerCase()),
        )
        .toSatisfy((names: string[]) => names.length > 0 && names.every((n) => n.includes('fortune')))
      expect(await p.getByRole('region', { name: 'Hot slots' }).count()).toBe(0)
      await snap(p, 'lobbies-05-slots-centre-search')
      expect(problems).toEqual([])
    })
  })

  it('starts a free trial from /m/trail and plays an in-house game with demo money', async () => {
    await visit(async (p, problems) => {
      await p.goto('/m/trail')
      await p.getByRole('heading', { level: 1, name: 'Play free with demo money' }).waitFor()
      const points = p.getByRole('list', { name: 'How trial play works' })
      for (const text of ['Demo money to play with', "Winnings aren't real", 'Ready for real play?'])
        expect(await points.getByText(text).count()).toBe(1)
      // The trial page has no bottom menu (storefront §Shell behaviour).
      expect(await p.getByRole('navigation', { name: 'Main menu' }).count()).toBe(0)
      await snap(p, 'lobbies-06-trail-guest')

      const started = p.waitForResponse((r) => r.url().includes('/wps/session/login/freeplay'))
      await p.getByRole('button', { name: 'Start free trial' }).click()
      expect((await started).ok()).toBe(true)
      await p.waitForURL('**/m/gameList?gameType=RNG&vassalage=INHOUSE')
      const { session } = await readStorage(p)
      expect(JSON.parse(session.MC_SESSION_INFO ?? '{}')).toMatchObject({ type: 4, userName: session.trialName })
      const dice = gridTiles(p).filter({ hasText: 'Hi-Lo Dice' })
      await dice.waitFor({ timeout: 15_000 })
      // A trial member is signed in: games launch the normal way, with no guest Try buttons.
      expect(await freeTries(p)).toBe(0)
      await snap(p, 'lobbies-07-trial-landing-in-house-games')

      const launched = p.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
      await dice.locator('.game-tile__launch').click()
      expect((await launched).ok()).toBe(true)
      const game = await inHouseGame(p)
      await p.getByText('Free trial · demo money').waitFor()
      await expect.poll(() => game.locator('#balance').textContent()).toBe('DEMO 1,000.00')
      const answered = p.waitForResponse((r) => r.url().includes('/games/inhouse/api/play'))
      await game.locator('#play').click()
      const round = ((await (await answered).json()) as { value: { payout: string; balanceMinor: string } }).value
      expect(Number(round.balanceMinor)).toBe(100_000 - 100 + Number(round.payout))
      await game.locator('#play:not([disabled])').waitFor()
      await shot(p, 'lobbies-08-trial-played-round')
      await p.getByRole('button', { name: 'Exit game' }).click()
      await p.waitForURL('**/m/gameList**')

      // Back on /m/trail the running trial is named, and can keep playing.
      await p.goto('/m/trail')
      await p.getByRole('heading', { level: 1, name: 'Your free trial is running' }).waitFor()
      expect(await p.getByText(`as ${session.trialName}`).count()).toBe(1)
      await snap(p, 'lobbies-09-trail-trial-running')
      // The lobbies are the trial member's too, without the prompt to start one.
      await openGameCentre(p)
      expect(await p.getByRole('link', { name: TRIAL_PROMPT }).count()).toBe(0)
      expect(problems).toEqual([])
    })
  })
})

describe('a guest of a merchant without trial play', () => {
  it('is offered registration instead, and the game centre makes no trial offer', async () => {
    await visit(async (p, problems) => {
      await p.goto('/m/trail')
      await p.getByRole('heading', { level: 1, name: "Free trial isn't offered here" }).waitFor()
      expect(await p.getByRole('button', { name: 'Start free trial' }).count()).toBe(0)
      await snap(p, 'lobbies-10-trail-trial-off')
      await p.getByRole('button', { name: 'Register a real account' }).click()
      await p.waitForURL('**/m/register')
      await openGameCentre(p)
      expect(await p.getByRole('link', { name: TRIAL_PROMPT }).count()).toBe(0)
      expect(problems).toEqual([])
    }, 'demo2')
  })
})

describe('a member', () => {
  it('launches a top game from the game centre the normal way, and sees the slots centre and the trial page', async () => {
    await visit(async (p, problems) => {
      await signIn(p)
      await openGameCentre(p)
      expect(await p.getByRole('link', { name: TRIAL_PROMPT }).count()).toBe(0)
      await snap(p, 'lobbies-11-game-centre-member')

      const launched = p.waitForResponse((r) => r.url().includes('/wps/game/launchGame'))
      await section(p, 'RNG').getByRole('button', { name: 'Hi-Lo Dice' }).click()
      const res = await launched
      expect(res.ok()).toBe(true)
      expect(new URL(res.url()).searchParams.get('backUrl')).toBe('/m/gameCenter')
      const game = await inHouseGame(p)
      expect(await p.getByText('Free trial · demo money').count()).toBe(0)
      // A member plays the merchant's own money, not the trial's demo money.
      await expect.poll(() => game.locator('#balance').textContent()).toMatch(/^₱[\d,]+\.\d{2}$/)
      await shot(p, 'lobbies-12-member-launched-from-game-centre')
      await p.getByRole('button', { name: 'Exit game' }).click()
      await p.waitForURL('**/m/gameCenter')

      await openSlotsCentre(p)
      expect(await freeTries(p)).toBe(0)
      await snap(p, 'lobbies-13-slots-centre-member')

      await p.goto('/m/trail')
      await p.getByRole('heading', { level: 1, name: "You're signed in with a real account" }).waitFor()
      await snap(p, 'lobbies-14-trail-member')
      await p.getByRole('button', { name: 'Go to the game centre' }).click()
      await p.waitForURL('**/m/gameCenter')
      expect(problems).toEqual([])
    })
  })
})
