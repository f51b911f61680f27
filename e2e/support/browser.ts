/** Debian's Chromium driven by playwright-core at phone size; nothing is downloaded. */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Locator,
  type Page,
} from 'playwright-core'
import { inject } from 'vitest'
import type { SystemStatus } from '@parlor/contract'

export const PHONE = { width: 390, height: 844 }
const SHOTS = resolve(import.meta.dirname, '../screenshots')

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  })
}

export async function phone(browser: Browser, opts: BrowserContextOptions = {}): Promise<BrowserContext> {
  return browser.newContext({
    viewport: PHONE,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    baseURL: inject('baseUrl'),
    locale: 'en-US',
    ...opts,
  })
}

/** Collects console errors and CSP violations so a journey can assert there were none. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text())
  })
  page.on('pageerror', (e) => problems.push(String(e)))
  return problems
}

/** `clip`: only that part of the screen, for a picture of one block at full size. */
export async function shot(page: Page, name: string, clip?: { x: number; y: number; width: number; height: number }) {
  mkdirSync(SHOTS, { recursive: true })
  await page.screenshot({ path: join(SHOTS, `${name}.png`), ...(clip ? { clip } : {}) })
}

/**
 * Screens fade in and dialogs zoom in: a picture is taken once every animation has ended. One that
 * is cancelled (its element re-rendered or removed) has ended too; an endless one (a spinner) is
 * not waited for.
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  )
}

/** One element only: with a context at deviceScaleFactor 3, small icons can be checked by eye. */
export async function shotOf(locator: Locator, name: string) {
  mkdirSync(SHOTS, { recursive: true })
  await locator.screenshot({ path: join(SHOTS, `${name}.png`) })
}

/** Operator call (the server's /admin API), e.g. to switch maintenance on. */
export async function adminPatchMerchant(code: string, body: Record<string, unknown>) {
  const res = await fetch(`${inject('baseUrl')}/admin/merchants/${code}`, {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', 'x-admin-token': inject('adminToken') },
    body: JSON.stringify(body),
  })
  if (!res.ok) throw new Error(`admin patch failed: ${res.status} ${await res.text()}`)
}

const PAGE_STATUS = /(<script id="parlor-status" type="application\/json">)(.*?)(<\/script>)/s

/**
 * Edits the boot answer on its way to the app, wherever it travels: in the page the server sends
 * (apps/server plugins/web-app.ts) and in the boot call the app makes without one. Routed on the
 * context, so the page still passes through here once the service worker fetches it.
 */
export async function editStatus(page: Page, edit: (status: SystemStatus) => void) {
  const ctx = page.context()
  await ctx.route('**/wps/system/status*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { value: SystemStatus }
    edit(body.value)
    await route.fulfill({ response, json: body })
  })
  await ctx.route(
    (url) => url.pathname.startsWith('/m/') && !url.pathname.startsWith('/m/assets/'),
    async (route) => {
      const response = await route.fetch()
      if (!response.headers()['content-type']?.startsWith('text/html')) return route.fulfill({ response })
      const html = (await response.text()).replace(PAGE_STATUS, (_, open: string, json: string, close: string) => {
        const carried = JSON.parse(json) as { status: SystemStatus }
        edit(carried.status)
        return `${open}${JSON.stringify(carried).replaceAll('<', '\\u003c')}${close}`
      })
      await route.fulfill({ response, body: html })
    },
  )
}
