/**
 * More storefront journeys at 390×844: the download bar and popup per platform, the
 * per-merchant web manifest (both demo merchants, one of them on its own host), the winner board
 * from real in-house rounds, the inbox unread badge and popup read marks.
 */
import { request } from 'node:http'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { presetStorage, signIn, withoutFailedRequests } from './support/auth.ts'
import { launch, phone, shot, watchConsole } from './support/browser.ts'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const ANDROID_WEBVIEW =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/126.0.0.0 Mobile Safari/537.36'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function withContext<T>(fn: (ctx: BrowserContext) => Promise<T>, userAgent?: string) {
  const ctx = await phone(browser, userAgent ? { userAgent } : {})
  await ctx.addInitScript(presetStorage({ language: 'EN' }))
  try {
    return await fn(ctx)
  } finally {
    await ctx.close()
  }
}

/** The guest popup B opens 500 ms after the home mounts (once per session); close it first. */
async function closeAnnouncementPopup(page: Page) {
  const close = page.locator('.announcement-popup__close')
  await close.waitFor({ timeout: 10_000 })
  await close.click()
  await close.waitFor({ state: 'detached' })
}

/** GET on the e2e server with a chosen Host header (fetch may not set Host). */
function getWithHost(
  path: string,
  host: string,
): Promise<{ status: number; headers: Record<string, unknown>; body: string }> {
  const base = new URL(inject('baseUrl'))
  return new Promise((ok, fail) => {
    const req = request(
      { hostname: base.hostname, port: base.port, path, headers: { host: `${host}:${base.port}` } },
      (res) => {
        let body = ''
        res.setEncoding('utf8')
        res.on('data', (c) => {
          body += c
        })
        res.on('end', () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }))
      },
    )
    req.on('error', fail)
    req.end()
  })
}

describe('download popup', () => {
  it('shows an Android phone no bar: the demo has no Android app, and a bar without a link would be dead', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/home')
      await closeAnnouncementPopup(page)
      await page.locator('[data-testid="banner-carousel"]').waitFor()
      expect(await page.getByTestId('download-bar').count()).toBe(0)
      await shot(page, 'storefront-extras-download-bar-android')
      expect(withoutFailedRequests(problems)).toEqual([])
    }, ANDROID)
  })

  it('offers an iPhone the profile install, on the merchant’s template', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/home')
      await closeAnnouncementPopup(page)
      const bar = page.getByTestId('download-bar')
      await bar.waitFor()
      expect(await bar.textContent()).toContain('Parlor app: faster games, one tap away')
      expect(await bar.getByRole('link', { name: 'Download' }).getAttribute('href')).toBe('/m/download')
      await bar.getByRole('button', { name: /Parlor app/ }).click()
      const popup = page.getByTestId('download-popup')
      await popup.waitFor()
      // No iOS app exists for the demo: only the profile the server generates.
      expect(await popup.getByRole('link').allTextContents()).toEqual(['Install profile (iPhone)'])
      const href = await popup.getByRole('link', { name: 'Install profile (iPhone)' }).getAttribute('href')
      expect(href).toBe('/downloads/demo.mobileconfig')
      const profile = await page.request.get(href as string)
      expect(profile.status()).toBe(200)
      expect(profile.headers()['content-type']).toBe('application/x-apple-aspen-config')
      await popup.getByText(/Profile Downloaded/).waitFor()
      // app_background and app_desc_font_color of the demo template.
      expect(await popup.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgb(16, 26, 58)')
      expect(
        await popup.getByText('Parlor app: faster games, one tap away').evaluate((el) => getComputedStyle(el).color),
      ).toBe('rgb(245, 208, 111)')
      await page.waitForTimeout(400) // let the open animation finish for the screenshot
      await shot(page, 'storefront-extras-download-popup-ios')

      // Closing the popup leaves the bar; only the bar's close hides it for good.
      await popup.getByRole('button', { name: 'Close' }).click()
      await popup.waitFor({ state: 'detached' })
      await bar.waitFor()
      await page.reload()
      await bar.waitFor()
      expect(withoutFailedRequests(problems)).toEqual([])
    }, IPHONE)
  })

  it('offers the browser’s own install on the download page when the merchant has no Android app', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/download')
      await page.getByRole('heading', { name: /Parlor/ }).waitFor()
      // Headless Chromium never judges a page installable: fire the event it sends when it does.
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            ;(window as unknown as { prompted: boolean }).prompted = true
          },
          userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
        })
        window.dispatchEvent(offer)
      })
      const install = page.getByRole('button', { name: 'Install the app on this device' })
      await install.waitFor()
      await shot(page, 'storefront-extras-download-page-install')
      await install.click()
      expect(await page.evaluate(() => (window as unknown as { prompted?: boolean }).prompted)).toBe(true)
      await install.waitFor({ state: 'detached' })
      expect(withoutFailedRequests(problems)).toEqual([])
    }, ANDROID)
  })

  it('shows no bar inside a native app’s web view', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await closeAnnouncementPopup(page)
      await page.locator('[data-testid="banner-carousel"]').waitFor()
      expect(await page.getByTestId('download-bar').count()).toBe(0)
      await shot(page, 'storefront-extras-native-shell')
    }, ANDROID_WEBVIEW)
  })
})

describe('web manifest per merchant', () => {
  it('serves each merchant’s name, icon and colours on its own host', async () => {
    const expected = {
      'demo.parlor.test': { name: 'Parlor Demo', theme_color: '#d4a537', icon: '/cdn/brand/demo.svg' },
      'demo2.parlor.test': { name: 'Lucky Star', theme_color: '#e63973', icon: '/cdn/brand/demo2.svg' },
    }
    for (const [host, want] of Object.entries(expected)) {
      const res = await getWithHost('/m/manifest.webmanifest', host)
      expect(res.status).toBe(200)
      expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
      expect(res.headers['cache-control']).toBe('no-cache')
      const m = JSON.parse(res.body)
      expect(m).toMatchObject({ name: want.name, theme_color: want.theme_color, start_url: '/m/home', scope: '/m/' })
      expect(m.icons[0].src).toBe(want.icon)
      const icon = await getWithHost(want.icon, host)
      expect(icon.status).toBe(200)
      expect(icon.headers['content-type']).toContain('image/svg+xml')
    }
  })

  it('installs the second merchant as its own app when browsed on its domain', async () => {
    // A browser that resolves demo2's domain to the test server, as DNS would in production.
    const port = new URL(inject('baseUrl')).port
    const own = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-dev-shm-usage',
        '--host-resolver-rules=MAP demo2.parlor.test 127.0.0.1',
      ],
    })
    try {
      const ctx = await phone(own, { baseURL: `http://demo2.parlor.test:${port}` })
      await ctx.addInitScript(presetStorage({ language: 'EN' }))
      const page = await ctx.newPage()
      await page.goto('/m/home')
      await page.locator('[data-testid="storefront-home"]').waitFor()
      const manifest = await page.evaluate(async () => {
        const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href') ?? ''
        return (await fetch(href)).json()
      })
      expect(manifest).toMatchObject({ name: 'Lucky Star', short_name: 'Lucky Star', theme_color: '#e63973' })
      await page.getByText('Lucky Star on your home screen').waitFor()
      await closeAnnouncementPopup(page)
      await shot(page, 'storefront-extras-demo2-home')
      await ctx.close()
    } finally {
      await own.close()
    }
  })
})

describe('winner board', () => {
  it('lists real in-house wins, masked, and scrolls them', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const problems = watchConsole(page)
      await page.goto('/m/home')
      await closeAnnouncementPopup(page)
      const board = page.getByTestId('winner-board')
      await board.waitFor({ timeout: 15_000 })
      const answer = await page.evaluate(async () => {
        const res = await fetch('/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20')
        return (await res.json()).value.list as { vo: { customerName: string; winAmount: number; gameName: string } }[]
      })
      expect(answer.length).toBeGreaterThan(0)
      const first = board.locator('.winner-board__row').first()
      expect(await first.locator('.winner-board__name').textContent()).toBe(answer[0]?.vo.customerName)
      expect(await first.locator('.winner-board__amount').textContent()).toBe(`₱${answer[0]?.vo.winAmount.toFixed(2)}`)
      for (const name of await board.locator('.winner-board__name').allTextContents()) expect(name).toMatch(/\*\*\*/)
      if (answer.length > 4) {
        expect(await board.locator('.winner-board__list--moving').count()).toBe(1)
        const y0 = await board.locator('.winner-board__list').evaluate((el) => el.getBoundingClientRect().top)
        await expect
          .poll(() => board.locator('.winner-board__list').evaluate((el) => el.getBoundingClientRect().top), {
            timeout: 10_000,
          })
          .toBeLessThan(y0)
      }
      await board.scrollIntoViewIfNeeded()
      await shot(page, 'storefront-extras-winner-board')
      expect(withoutFailedRequests(problems)).toEqual([])
    })
  })
})

describe('signed-in extras', () => {
  it('shows the unread mail count on the inbox icon and marks popup A read', async () => {
    await withContext(async (ctx) => {
      const page = await ctx.newPage()
      const marked = page.waitForRequest(
        (r) => r.url().includes('/wps/relay/MCSFE_markAnnouncementAsRead') && r.method() === 'POST',
        { timeout: 20_000 },
      )
      // A player the other journeys never sign in as, so popup A is still unread.
      await signIn(page, 'bella')
      await page.waitForURL(/\/m\/home$/)
      const body = JSON.parse((await marked).postData() ?? '{}')
      expect(body).toMatchObject({ read: true, announcementId: expect.any(Number) })
      await closeAnnouncementPopup(page)

      const unread = await page.evaluate(async () => {
        const token = JSON.parse(sessionStorage.getItem('MC_SESSION_INFO') ?? '{}').token
        const res = await fetch('/wps/relay/CSP_unreadCount', { headers: { Authorization: token } })
        return (await res.json()).value as number
      })
      // The seeded players registered before the welcome broadcast, which they have not read.
      expect(unread).toBeGreaterThan(0)
      const badge = page.getByTestId('inbox-badge')
      await expect.poll(() => badge.textContent(), { timeout: 10_000 }).toBe(unread > 99 ? '99+' : String(unread))
      expect(await page.getByRole('button', { name: `Inbox, ${unread} unread` }).count()).toBe(1)
      await shot(page, 'storefront-extras-inbox-badge')
    })
  })
})
