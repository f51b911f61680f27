/**
 * Layout at 390×844 in the languages whose words run longest or right to left (TY, EN, VI, UR, MY,
 * KM): no text overflows its box in the home header (guest and signed in), the home's category tabs
 * and vendor tiles, the game list (vendor strip, tiles, filter panel) or the agent greeting; the
 * logo is never cut; vendor art fills its 5:2 slot whole at a usable size, and the generated demo
 * art keeps its text inside the plate; the language picker's eighteen entries fit the screen. The
 * home's service shortcuts cover no content at any scroll position.
 *
 * Burmese, Khmer and Urdu need their fonts (Debian's fonts-noto-core) to be measured as a phone
 * shows them; without them the glyphs are boxes and the checks measure those.
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { VENDORS } from '../apps/server/src/db/seed/catalogue.ts'
import { dismissPopup, presetStorage, signIn } from './support/auth.ts'
import { launch, PHONE, phone, shot } from './support/browser.ts'

const LANGUAGES = [
  ['TY', 'fil'],
  ['EN', 'en'],
  ['VI', 'vi'],
  ['UR', 'ur'],
  ['MY', 'my'],
  ['KM', 'km'],
] as const

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/**
 * Every element under `selector` that holds text of its own (for inline text, the block it sits in)
 * and whose content is wider than its box: `scrollWidth > clientWidth`, which an ellipsis counts too.
 */
function overflowing(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    // antd-mobile's press overlay (.adm-button::before) is drawn 1px past its button on purpose; it
    // holds no text, and would count as overflow on every button.
    const quiet = document.createElement('style')
    quiet.textContent = '.adm-button::before { display: none !important; }'
    document.head.append(quiet)
    const found = new Set<string>()
    for (const root of document.querySelectorAll(sel)) {
      for (const el of [root, ...root.querySelectorAll('*')]) {
        const ownText = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim())
        if (!ownText) continue
        let box: Element | null = el
        while (box && getComputedStyle(box).display === 'inline') box = box.parentElement
        if (!box || box.clientWidth === 0) continue
        if (box.scrollWidth > box.clientWidth)
          found.add(
            `${box.className || box.tagName} "${box.textContent?.trim().slice(0, 40)}" ${box.scrollWidth}>${box.clientWidth}`,
          )
      }
    }
    quiet.remove()
    return [...found]
  }, selector)
}

/** Reloads the page in `language` (kept in localStorage, as the app's picker keeps it). */
async function useLanguage(page: Page, code: string, tag: string, path: string) {
  await page.evaluate((c) => localStorage.setItem('language', c), code)
  await page.goto(path)
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(tag)
}

/** A bottom sheet slid all the way up, before it is measured and pictured: two reads in a row agree. */
async function slidIn(sheet: Locator) {
  let lastTop = -1
  await expect
    .poll(async () => {
      const top = (await sheet.boundingBox())?.y ?? -1
      const still = top === lastTop
      lastTop = top
      return still
    })
    .toBe(true)
}

/** Home drawn and its lists loaded: no 'please wait' toast over it. */
async function homeSettled(page: Page) {
  await page.getByTestId('storefront-home').waitFor({ timeout: 15_000 })
  await page.locator('[data-testid="popular-grid"] li').first().waitFor({ timeout: 15_000 })
  await page.locator('.adm-toast-mask').waitFor({ state: 'detached' })
}

/** The home header: nothing overflows, the whole header fits the screen, and the logo is whole. */
async function checkHomeHeader(page: Page, what: string) {
  const header = page.locator('.app-header--home')
  await header.waitFor()
  expect(await overflowing(page, '.app-header--home'), what).toEqual([])
  const widths = await header.evaluate((h) => [h.scrollWidth, h.clientWidth])
  expect(widths[0], `${what}: header width`).toBeLessThanOrEqual(widths[1] ?? 0)
  const logo = page.locator('.app-header__brand .merchant-logo')
  const [logoBox, actionsBox] = await Promise.all([
    logo.boundingBox(),
    page.locator('.app-header__actions').boundingBox(),
  ])
  expect(logoBox && logoBox.width > 40, `${what}: logo shown`).toBe(true)
  // Side by side, in either direction: the logo's box ends before the actions begin.
  const apart =
    logoBox && actionsBox && (logoBox.x + logoBox.width <= actionsBox.x || actionsBox.x + actionsBox.width <= logoBox.x)
  expect(apart, `${what}: logo clear of the actions`).toBe(true)
}

/** Each category tab of the home's popular games in turn: tabs, tiles and vendor tiles all fit. */
async function checkPopularGames(page: Page, what: string): Promise<number> {
  const tabs = await page.locator('.popular-tab').evaluateAll((els) => els.map((e) => e.getAttribute('data-category')))
  expect(tabs.length).toBeGreaterThan(4)
  let vendorTiles = 0
  for (const category of tabs) {
    await page.locator(`.popular-tab[data-category="${category}"]`).evaluate((b: HTMLElement) => b.click())
    await expect.poll(() => page.locator('.popular-panel').getAttribute('data-active')).toBe(category)
    await page.locator('.popular-panel [aria-busy="true"]').waitFor({ state: 'detached' })
    await page.locator('.popular-panel li, .popular-panel .storefront-empty').first().waitFor()
    expect(await overflowing(page, '.popular-games'), `${what} ${category}`).toEqual([])
    vendorTiles += await page.locator('.popular-grid--vendors .popular-tile').count()
  }
  return vendorTiles
}

/** Vendor art slots of `scope`: usable, the shape of their picture, and every picture loaded. */
async function checkVendorArt(page: Page, scope: string, minWidth: number) {
  const slots = page.locator(`${scope} .vendor-art img`)
  await expect.poll(() => slots.count()).toBeGreaterThan(0)
  await expect
    .poll(() => slots.evaluateAll((imgs) => imgs.every((i) => (i as HTMLImageElement).complete)), { timeout: 15_000 })
    .toBe(true)
  const shapes = await slots.evaluateAll((imgs) =>
    imgs.map((el) => {
      const img = el as HTMLImageElement
      const slot = img.parentElement?.getBoundingClientRect()
      return {
        src: img.getAttribute('src'),
        art: img.naturalWidth / img.naturalHeight,
        slot: slot ? slot.width / slot.height : 0,
        width: slot?.width ?? 0,
        fit: getComputedStyle(img).objectFit,
      }
    }),
  )
  for (const s of shapes) {
    expect(s.width, `${s.src} slot width`).toBeGreaterThanOrEqual(minWidth)
    expect(Math.abs(s.art - s.slot), `${s.src}: art ${s.art} in a ${s.slot} slot`).toBeLessThan(0.05)
    expect(s.fit, String(s.src)).toBe('contain')
  }
}

describe('text fits its box in every language at phone size', () => {
  let guest: BrowserContext
  let member: BrowserContext
  let guestPage: Page
  let agentPage: Page

  beforeAll(async () => {
    guest = await phone(browser)
    await guest.addInitScript(presetStorage({ hideDownloadBar: '1' }))
    guestPage = await guest.newPage()
    await guestPage.goto('/m/home')
    await dismissPopup(guestPage, { ifShown: true })

    member = await phone(browser)
    await member.addInitScript(presetStorage({ hideDownloadBar: '1' }))
    agentPage = await member.newPage()
    // Each test picks its language in localStorage, so the sign-in's English is set once, not on every load.
    await agentPage.goto('/m/login')
    await agentPage.evaluate(() => localStorage.setItem('language', 'EN'))
    await signIn(agentPage, 'agent')
    await agentPage.goto('/m/home')
    await dismissPopup(agentPage, { ifShown: true })
  })
  afterAll(async () => {
    await guest?.close()
    await member?.close()
  })

  it.each(LANGUAGES)('%s: the home header, the guest’s and the member’s', async (code, tag) => {
    await useLanguage(guestPage, code, tag, '/m/home')
    await homeSettled(guestPage)
    await checkHomeHeader(guestPage, `${code} guest`)
    await shot(guestPage, `rough-edges-header-guest-${code}`)

    await useLanguage(agentPage, code, tag, '/m/home')
    await homeSettled(agentPage)
    // The balance as it stays, not the '…' of a refresh.
    await expect
      .poll(() => agentPage.getByTestId('header-balance').textContent(), { timeout: 15_000 })
      .toMatch(/\d\.\d\d|\d,\d\d/)
    await checkHomeHeader(agentPage, `${code} member`)
    await shot(agentPage, `rough-edges-header-member-${code}`)
  })

  it.each(LANGUAGES)('%s: the home’s category tabs, game tiles and vendor tiles', async (code, tag) => {
    await useLanguage(agentPage, code, tag, '/m/home')
    await agentPage.locator('.popular-tab').first().waitFor()
    expect(await checkPopularGames(agentPage, code)).toBeGreaterThan(0)
    // The last vendor category, in view for the picture.
    await agentPage.locator('.popular-tab[data-category="LOTT"]').evaluate((b: HTMLElement) => b.click())
    await agentPage.locator('.popular-grid--vendors').waitFor()
    await checkVendorArt(agentPage, '.popular-grid--vendors', 150)
    await agentPage
      .locator('.popular-games')
      .evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70))
    await shot(agentPage, `rough-edges-vendor-tiles-${code}`)
  })

  it.each(LANGUAGES)('%s: the game list, its vendor strip and filter panel', async (code, tag) => {
    await useLanguage(agentPage, code, tag, '/m/gameList?gameType=RNG')
    const strip = agentPage.locator('.vendor-strip')
    await strip.locator('.vendor-chip').nth(1).waitFor({ timeout: 15_000 })
    await agentPage.locator('.game-grid li').first().waitFor({ timeout: 15_000 })
    await checkVendorArt(agentPage, '.vendor-strip', 70)
    expect(await overflowing(agentPage, '.game-list'), `${code} game list`).toEqual([])
    // The strip's chips line up: one height for all, however many lines a name takes.
    const heights = await strip
      .locator('.vendor-chip')
      .evaluateAll((els) => els.slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().height)))
    expect(new Set(heights).size, `${code} chip heights ${heights}`).toBe(1)
    await shot(agentPage, `rough-edges-game-list-${code}`)

    await agentPage.locator('.game-list__search').getByRole('button').last().click()
    const panel = agentPage.locator('.filter-panel')
    await panel.waitFor()
    await slidIn(panel)
    await checkVendorArt(agentPage, '.filter-panel', 56)
    expect(await overflowing(agentPage, '.filter-panel'), `${code} filter panel`).toEqual([])
    await shot(agentPage, `rough-edges-filter-panel-${code}`)
    await agentPage.keyboard.press('Escape')
  })

  it.each(LANGUAGES)('%s: the agent home greeting and its buttons', async (code, tag) => {
    await useLanguage(agentPage, code, tag, '/m/agent')
    await agentPage.getByTestId('agent-balance').filter({ hasText: /\d/ }).waitFor({ timeout: 15_000 })
    expect(await overflowing(agentPage, '.agent-home__hero'), `${code} agent greeting`).toEqual([])
    const [hero, greeting] = await Promise.all([
      agentPage.locator('.agent-home__hero').boundingBox(),
      agentPage.locator('.agent-home__greeting').boundingBox(),
    ])
    expect(greeting && hero && greeting.x >= hero.x && greeting.x + greeting.width <= hero.x + hero.width).toBe(true)
    await shot(agentPage, `rough-edges-agent-greeting-${code}`, { x: 0, y: 0, width: PHONE.width, height: 260 })
  })
})

describe('the language picker', () => {
  it('fits the screen in tall scripts: every language can be scrolled to and chosen', async () => {
    const ctx = await phone(browser)
    try {
      await ctx.addInitScript(presetStorage({ hideDownloadBar: '1' }))
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await page.evaluate(() => localStorage.setItem('language', 'EN'))
      await page.goto('/m/home')
      await dismissPopup(page, { ifShown: true })
      await page.locator('.app-header--home').getByRole('button', { name: 'Language' }).click()
      const sheet = page.locator('.language-sheet .adm-popup-body')
      const items = sheet.locator('.adm-action-sheet-button-list .adm-action-sheet-button-item')
      await expect.poll(() => items.count()).toBe(18)
      await sheet.getByText('Choose your language').waitFor()
      await slidIn(sheet)
      const box = await sheet.boundingBox()
      expect(box && box.y >= 0 && box.y + box.height <= PHONE.height).toBe(true)
      await shot(page, 'rough-edges-language-picker')
      // Each entry, scrolled to within the list, is what a tap on its middle reaches.
      const reached = await items.evaluateAll((els) =>
        els.map((el) => {
          el.scrollIntoView({ block: 'nearest' })
          const r = el.getBoundingClientRect()
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)
          return hit !== null && el.contains(hit)
        }),
      )
      expect(reached).toEqual(Array(18).fill(true))
      await items.first().click()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fil')
    } finally {
      await ctx.close()
    }
  })
})

describe('generated vendor art', () => {
  it("keeps every demo vendor's name inside its plate, as the browser draws it", async () => {
    const ctx = await phone(browser)
    try {
      const page = await ctx.newPage()
      await page.goto('/m/home')
      const icons = VENDORS.map((v) => `/cdn/vendors/${v.code}.svg`)
      const drawn = await page.evaluate(async (urls) => {
        const host = document.createElement('div')
        host.style.cssText = 'position:absolute;left:0;top:0;visibility:hidden'
        document.body.append(host)
        const out: { url: string; viewBox: string; lines: { text: string; left: number; right: number }[] }[] = []
        for (const url of urls) {
          host.innerHTML = await fetch(url).then((r) => r.text())
          const svg = host.querySelector('svg') as SVGSVGElement
          out.push({
            url,
            viewBox: svg.getAttribute('viewBox') ?? '',
            lines: [...svg.querySelectorAll('text')].map((t) => {
              const b = t.getBBox()
              return { text: t.textContent ?? '', left: b.x, right: b.x + b.width }
            }),
          })
        }
        host.remove()
        return out
      }, icons)
      for (const art of drawn) {
        expect(art.viewBox, art.url).toBe('0 0 160 64')
        for (const line of art.lines) {
          expect(line.left, `${art.url} "${line.text}"`).toBeGreaterThanOrEqual(0)
          expect(line.right, `${art.url} "${line.text}"`).toBeLessThanOrEqual(160)
        }
      }
    } finally {
      await ctx.close()
    }
  })
})

describe('the home’s service shortcuts', () => {
  it('cover no content at any scroll position', async () => {
    const ctx = await phone(browser)
    try {
      await ctx.addInitScript(presetStorage({ language: 'EN', hideDownloadBar: '1' }))
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await dismissPopup(page, { ifShown: true })
      const board = page.getByTestId('winner-board')
      await board.locator('li').first().waitFor({ timeout: 15_000 })
      const services = page.getByTestId('service-links')
      await services.getByRole('button', { name: 'Invite friends' }).waitFor()

      const height = await page.evaluate(() => document.documentElement.scrollHeight)
      let sawBoard = false
      for (let y = 0; y <= height; y += 120) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        // Every service button against every block of content on the page, as the screen shows them now.
        const overlaps = await page.evaluate(() => {
          const buttons = [...document.querySelectorAll('[data-testid="service-links"] .service-link')]
          const blocks = [
            ...document.querySelectorAll(
              '.storefront > :not([data-testid="service-links"]), .home > :not(.storefront)',
            ),
          ]
          const hits: string[] = []
          for (const b of buttons) {
            const r = b.getBoundingClientRect()
            for (const block of blocks) {
              const c = block.getBoundingClientRect()
              const overlap = r.left < c.right && c.left < r.right && r.top < c.bottom && c.top < r.bottom
              if (overlap && c.width > 0 && c.height > 0) hits.push(`${b.textContent} over ${block.className}`)
            }
          }
          return hits
        })
        expect(overlaps, `scrolled to ${y}`).toEqual([])
        const [boardBox, firstButton] = await Promise.all([
          board.boundingBox(),
          services.locator('.service-link').first().boundingBox(),
        ])
        if (boardBox && boardBox.y >= 0 && boardBox.y + boardBox.height <= PHONE.height) {
          // The board in full view: the row below it, never across its right edge.
          sawBoard = true
          expect(firstButton && firstButton.y >= boardBox.y + boardBox.height, `scrolled to ${y}`).toBe(true)
        }
      }
      expect(sawBoard).toBe(true)
      await board.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 200))
      await shot(page, 'rough-edges-winners-and-service-links')
    } finally {
      await ctx.close()
    }
  })
})
