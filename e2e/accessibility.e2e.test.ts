/**
 * Accessibility at phone size, in English: axe finds nothing serious or critical on any screen of
 * the walk (e2e/support/screens.ts) as a guest, as a plain member and as an agent (whose home asks
 * about contract offers), and every control of home and of the main screens is big enough to tap,
 * or far enough from the others (WCAG 2.2 target size), for a guest and for a member.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { dismissPopup, presetStorage, signIn } from './support/auth.ts'
import { type AxeFinding, axeViolations, describeAxe } from './support/axe.ts'
import { launch, phone, shot } from './support/browser.ts'
import { GUEST_ROUTES, MEMBER_ROUTES, openInApp, requestsInFlight, settle } from './support/screens.ts'
import { undersizedTargets } from './support/targets.ts'

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

/** A phone in English on home, signed in as `username` when given; the home popup still open. */
async function openHome(username?: string): Promise<{ ctx: BrowserContext; page: Page; inFlight: () => number }> {
  const ctx = await phone(browser)
  await ctx.addInitScript(presetStorage({ language: 'EN' }))
  const page = await ctx.newPage()
  const inFlight = requestsInFlight(page)
  if (username) await signIn(page, username)
  else await page.goto('/m/home')
  await settle(page, inFlight)
  return { ctx, page, inFlight }
}

/** axe on the first screen as it opens (with the home's popup over it), then on each route of the walk. */
async function scanWalk(username: string | undefined, routes: readonly string[], who: string) {
  const { ctx, page, inFlight } = await openHome(username)
  try {
    const findings: AxeFinding[] = await axeViolations(page, `${who} ${new URL(page.url()).pathname} (opening)`)
    await dismissPopup(page, { ifShown: true })
    for (const route of routes) {
      await openInApp(page, route)
      await settle(page, inFlight)
      // A toast or a sheet fading out (as on a screen that sends a plain member home) dims the page
      // under it; what is measured is the screen once it has gone.
      await page
        .locator('.adm-mask, .adm-toast-mask')
        .first()
        .waitFor({ state: 'hidden', timeout: 5000 })
        .catch(() => undefined)
      findings.push(...(await axeViolations(page, `${who} ${route}`)))
    }
    return findings
  } finally {
    await ctx.close()
  }
}

/** Fails with every finding spelled out: an array in vitest's message would be cut to `[ Array(1) ]`. */
function expectNoFindings(findings: AxeFinding[]) {
  const lines = describeAxe(findings)
  expect(lines, lines.join('\n')).toEqual([])
}

describe('axe finds no serious or critical violation on any screen', () => {
  it('as a guest', async () => {
    expectNoFindings(await scanWalk(undefined, GUEST_ROUTES, 'guest'))
  }, 300_000)

  it('as a member', async () => {
    expectNoFindings(await scanWalk('demo', MEMBER_ROUTES, 'member'))
  }, 300_000)

  it('as an agent', async () => {
    expectNoFindings(await scanWalk('agent', MEMBER_ROUTES, 'agent'))
  }, 300_000)
})

/** Besides home, the screens a visitor goes to most, where the same tap targets are measured. */
const MAIN_SCREENS = {
  guest: ['/m/gameList?gameType=RNG', '/m/login', '/m/register', '/m/lottery', '/m/activity', '/m/service'],
  member: ['/m/mine', '/m/gameLobby', '/m/voucherCenter', '/m/withdraw'],
}

describe('every control is big enough to tap, or far enough from the others', () => {
  it.each([
    ['guest', undefined],
    ['member', 'demo'],
  ] as const)('on home and the main screens as a %s', async (who, username) => {
    const { ctx, page, inFlight } = await openHome(username)
    try {
      await dismissPopup(page, { ifShown: true })
      const offenders: string[] = []
      for (const route of ['/m/home', ...MAIN_SCREENS[who]]) {
        await openInApp(page, route)
        await settle(page, inFlight)
        if (route === '/m/home' || route.startsWith('/m/gameList'))
          await shot(page, `accessibility-${who}-${route.slice(3).replace(/\W.*/, '')}`)
        const found = await undersizedTargets(page)
        console.log(
          `${who} ${route}: ${found.count} targets, ${found.under44} under 44 px, ${found.under24} under 24 px`,
        )
        offenders.push(...found.offenders.map((o) => `${who} ${route}: ${o}`))
      }
      expect(offenders).toEqual([])
    } finally {
      await ctx.close()
    }
  })
})
