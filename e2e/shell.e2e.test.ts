/**
 * Foundation journeys: the shell at phone size, merchant white-labelling,
 * maintenance and region restriction switched on at the server, app routing and CSP.
 */
import type { Browser, BrowserContext } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { adminPatchMerchant, launch, phone, shot, watchConsole } from './support/browser.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function withPage<T>(fn: (ctx: BrowserContext) => Promise<T>, opts: Parameters<typeof phone>[1] = {}) {
  const ctx = await phone(browser, opts)
  try {
    return await fn(ctx)
  } finally {
    await ctx.close()
  }
}

/** Pre-set browser storage before the app boots, as a returning visitor would have it. */
const storage = (entries: Record<string, string>) =>
  `for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v)`

describe('the app shell', () => {
  it('serves home at / with the logo header, bottom menu, Tagalog by default and no console errors', async () => {
    await withPage(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      const res = await page.goto('/')
      expect(page.url()).toMatch(/\/m\/home$/)
      expect(res?.headers()['content-security-policy']).toContain("script-src 'self'")
      await page.locator('.app-header--home').waitFor()
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('fil')
      expect(await page.locator('nav.bottom-menu').isVisible()).toBe(true)
      expect(await page.locator('nav.bottom-menu .adm-tab-bar-item').count()).toBe(5)
      // demo has DIRECTREG3 on: the register button shows.
      expect(await page.locator('.app-header--home a[href="/m/register"]').isVisible()).toBe(true)
      await shot(page, 'shell-home-guest-ty')
      expect(problems).toEqual([])
    })
  })

  it('shows a back-arrow header on the promotions screen; back returns home', async () => {
    await withPage(async (ctx) => {
      await ctx.addInitScript(storage({ language: 'EN' }))
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await page.locator('.app-header--home').waitFor()
      await page.locator('nav.bottom-menu .adm-tab-bar-item', { hasText: 'Promotions' }).click()
      await page.waitForURL(/\/m\/activity$/)
      await page.locator('.promo-card').first().waitFor()
      // The bottom menu is hidden on activity (storefront §Shell behaviour).
      expect(await page.locator('nav.bottom-menu').count()).toBe(0)
      await shot(page, 'shell-activity-en')
      await page.getByRole('button', { name: 'Back', exact: true }).click()
      await page.waitForURL(/\/m\/home$/)
    })
  })

  it('hides the header on login and sends guests pressing member entries to /m/login', async () => {
    await withPage(async (ctx) => {
      await ctx.addInitScript(storage({ language: 'EN' }))
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await page.locator('nav.bottom-menu .adm-tab-bar-item', { hasText: 'Account' }).click()
      await page.waitForURL(/\/m\/login$/)
      await page.waitForLoadState('networkidle')
      expect(await page.locator('header.app-header').count()).toBe(0)
      expect(await page.locator('nav.bottom-menu').count()).toBe(0)
      await shot(page, 'shell-login-no-header')
    })
  })

  it('serves the app on /register.html and a not-found page for unknown /m paths', async () => {
    await withPage(async (ctx) => {
      await ctx.addInitScript(storage({ language: 'EN' }))
      const page = await ctx.newPage()
      const reg = await page.goto('/register.html')
      expect(reg?.status()).toBe(200)
      await page.locator('#root *').first().waitFor()
      const missing = await page.goto('/m/no-such-screen')
      expect(missing?.status()).toBe(200)
      await page.getByText('Page not found').waitFor()
      await shot(page, 'shell-not-found')
      const api = await page.request.get('/wps/no-such-call')
      expect(api.status()).toBe(404)
      expect(await api.json()).toMatchObject({ success: false, errorCode: 'not_found' })
    })
  })
})

describe('white-labelling', () => {
  it('the second merchant changes flags and languages', async () => {
    await withPage(async (ctx) => {
      await ctx.addInitScript(storage({ merchant: 'demo2' }))
      const page = await ctx.newPage()
      const statusCall = page.waitForResponse((r) => r.url().includes('/wps/system/status'))
      await page.goto('/m/home')
      const status = await statusCall
      expect(status.request().headers().merchant).toBe('demo2')
      await page.locator('.app-header--home').waitFor()
      // demo2: EN default, no direct registration.
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en')
      expect(await page.locator('.app-header--home a[href="/m/register"]').count()).toBe(0)
      await page.getByText('Lucky Star').first().waitFor()
      await shot(page, 'merchant-demo2-home')
    })
  })
})

describe('maintenance and region restriction', () => {
  it('maintenance switched on shows the maintenance page; off brings the app back', async () => {
    await adminPatchMerchant('demo', { maintenance: true })
    try {
      await withPage(async (ctx) => {
        await ctx.addInitScript(storage({ language: 'EN' }))
        const page = await ctx.newPage()
        await page.goto('/m/home')
        await page.getByText('The platform is under maintenance').waitFor()
        expect(await page.locator('nav.bottom-menu').count()).toBe(0)
        await shot(page, 'maintenance')
        await adminPatchMerchant('demo', { maintenance: false })
        await page.getByRole('button', { name: 'Try again' }).click()
        await page.locator('.app-header--home').waitFor()
      })
    } finally {
      await adminPatchMerchant('demo', { maintenance: false })
    }
  })

  it('a visitor from a country outside the allowed list sees the restricted page with their IP', async () => {
    await adminPatchMerchant('demo', { regionRestriction: true, allowedCountries: ['PH'] })
    try {
      await withPage(
        async (ctx) => {
          await ctx.addInitScript(storage({ language: 'EN' }))
          const page = await ctx.newPage()
          await page.goto('/m/home')
          await page.getByText('Access restricted').waitFor()
          await page.getByText('8.8.8.8').waitFor()
          await shot(page, 'region-restricted')
        },
        { extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } },
      )
      // Maintenance wins when both apply.
      await adminPatchMerchant('demo', { maintenance: true })
      await withPage(
        async (ctx) => {
          await ctx.addInitScript(storage({ language: 'EN' }))
          const page = await ctx.newPage()
          await page.goto('/m/home')
          await page.getByText('The platform is under maintenance').waitFor()
        },
        { extraHTTPHeaders: { 'X-Forwarded-For': '8.8.8.8' } },
      )
      // A visitor from an allowed country gets the app.
      await adminPatchMerchant('demo', { maintenance: false })
      await withPage(
        async (ctx) => {
          const page = await ctx.newPage()
          await page.goto('/m/home')
          await page.locator('.app-header--home').waitFor()
        },
        { extraHTTPHeaders: { 'X-Forwarded-For': '112.198.0.1' } },
      )
    } finally {
      await adminPatchMerchant('demo', { regionRestriction: false, maintenance: false })
    }
  })
})

describe('production serving', () => {
  it('caches hashed assets for a year and index.html never', async () => {
    const base = inject('baseUrl')
    const html = await fetch(`${base}/m/home`)
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const body = await html.text()
    expect(body).not.toMatch(/<script>(?!<\/script>)/)
    const asset = body.match(/\/m\/assets\/[^"]+\.js/)?.[0]
    expect(asset).toBeTruthy()
    const res = await fetch(`${base}${asset}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toContain('immutable')
    expect(res.headers.get('content-encoding')).toMatch(/^(br|gzip)$/)
  })

  it('paints the home first banner with the page, before any script, and preloads the home files', async () => {
    await withPage(async (ctx) => {
      const page = await ctx.newPage()
      // As on a slow line, where the page and the banner arrive long before the scripts.
      await page.route('**/m/assets/*.js', (route) => route.abort())
      await page.goto('/m/home', { waitUntil: 'domcontentloaded' })
      const boot = page.locator('.boot__banner img')
      await expect
        .poll(() => boot.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0)
      expect(await boot.getAttribute('src')).toBe('/cdn/banners/welcome.svg')
      const box = await boot.boundingBox()
      expect(box?.width).toBeGreaterThan(300)
      expect((box?.width ?? 0) / (box?.height ?? 1)).toBeCloseTo(2.5, 1)
      await shot(page, 'shell-boot-banner')
      const preloaded = await page.$$eval('link[rel=modulepreload]', (ls) => ls.map((l) => (l as HTMLLinkElement).href))
      expect(preloaded.some((h) => /\/m\/assets\/home-[\w-]+\.js$/.test(h))).toBe(true)
      expect(preloaded.some((h) => /\/m\/assets\/storefront-home-[\w-]+\.js$/.test(h))).toBe(true)
    })
  })

  it('paints the merchant mark of the sign-in with the page, where the sign-in screen draws it', async () => {
    const at = async (block: boolean) =>
      withPage(async (ctx) => {
        const page = await ctx.newPage()
        if (block) await page.route('**/m/assets/*.js', (route) => route.abort())
        await page.goto('/m/login')
        const mark = page.locator(block ? '.boot__wordmark' : '.login-screen .merchant-logo')
        await mark.waitFor()
        if (block) await shot(page, 'shell-boot-sign-in')
        return { text: await mark.textContent(), box: await mark.boundingBox() }
      })
    const boot = await at(true)
    const app = await at(false)
    expect(boot.text).toBe('Parlor Demo')
    expect(app.text).toBe('Parlor Demo')
    // The same size within a pixel or two, so the app's mark takes the boot one's place.
    expect(Math.abs((boot.box?.width ?? 0) - (app.box?.width ?? 0))).toBeLessThan(3)
    expect(Math.abs((boot.box?.y ?? 0) - (app.box?.y ?? 0))).toBeLessThan(6)
  })

  it('paints the first row of a game list with the page, in the place of the list own first row', async () => {
    const row = async (url: string, block: boolean) =>
      withPage(async (ctx) => {
        const page = await ctx.newPage()
        if (block) await page.route('**/m/assets/*.js', (route) => route.abort())
        await page.goto(url)
        const tiles = page.locator(block ? '.boot__tiles img' : '.game-grid .game-image img')
        if (block) await page.waitForLoadState('load')
        else await tiles.nth(2).waitFor()
        if (block && url.endsWith('RNG')) await shot(page, 'shell-boot-game-list')
        const first = await tiles.count()
        return Promise.all(
          [...Array(Math.min(first, 3)).keys()].map(async (i) => ({
            src: new URL((await tiles.nth(i).getAttribute('src')) ?? '', 'http://x').pathname,
            box: await tiles.nth(i).boundingBox(),
          })),
        )
      })
    const boot = await row('/m/gameList?gameType=RNG', true)
    const app = await row('/m/gameList?gameType=RNG', false)
    expect(boot).toHaveLength(3)
    expect(boot.map((t) => t.src)).toEqual(app.map((t) => t.src))
    for (const [i, t] of boot.entries()) {
      expect(Math.abs((t.box?.x ?? 0) - (app[i]?.box?.x ?? 0))).toBeLessThan(2)
      expect(Math.abs((t.box?.y ?? 0) - (app[i]?.box?.y ?? 0))).toBeLessThan(2)
      expect(Math.abs((t.box?.width ?? 0) - (app[i]?.box?.width ?? 0))).toBeLessThan(2)
    }
    // A search is another list: the boot screen keeps to its spinner.
    expect(await row('/m/gameList?gameType=RNG&gameName=dice', true)).toEqual([])
  })
})
