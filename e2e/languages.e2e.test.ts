/**
 * Every screen in every language at phone size: a guest walks the public screens and a signed-in
 * agent every screen of the app, once per language the demo merchant offers (all of them). A screen
 * fails on a raw i18n key or `{{placeholder}}` on the page, on an English text of ours left in a
 * page of another language, and on one of our texts that does not fit its button, link, tab,
 * label or heading. Screenshots of TY, VI, UR and CN are kept to be looked at.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { LANGUAGE_TAGS, LANGUAGES, type Language } from '@parlor/contract'
import { flattenTree } from '@parlor/contract/locale-check'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths, type ScreenId } from '../apps/web/src/config/paths.ts'
import { presetStorage, signIn } from './support/auth.ts'
import { launch, phone, shot } from './support/browser.ts'
import { GUEST_ROUTES, MEMBER_ROUTES, NOT_WALKED, openInApp, requestsInFlight, settle } from './support/screens.ts'

type Tree = { [key: string]: string | Tree }
const localeOf = (language: Language): Tree =>
  JSON.parse(
    readFileSync(resolve(import.meta.dirname, `../apps/web/src/locales/${language.toLowerCase()}.json`), 'utf8'),
  )

const flatten = (tree: Tree) => flattenTree(tree) as Map<string, string>

const english = flatten(localeOf('EN'))

/** Texts of ours that stay the same in every language: brands, codes and symbols. */
const SAME_EVERYWHERE = /^(OK|USDT|GCash|PayMaya|Parlor|PIN|OTP|SMS|Email|E-mail|ID|VIP|\W+|[\d\s%×:.,+-]+)$/i

interface Finding {
  route: string
  kind: 'raw key' | 'English' | 'overflow'
  text: string
}

/**
 * What one rendered screen shows: every text node, and every control of ours whose text is wider
 * than its box (an ellipsis counts: our own texts must fit).
 */
async function inspect(page: Page) {
  return page.evaluate(() => {
    const texts: string[] = []
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const el = n.parentElement
      // Options name countries through the browser's Intl (or the server's list where the browser
      // has no names for the language, as Debian's Chromium for Khmer and Burmese): not our texts.
      if (!el || el.closest('script,style,option,[hidden],[aria-hidden="true"]')) continue
      const t = n.textContent?.trim()
      if (t) texts.push(t)
    }
    for (const el of document.querySelectorAll('[placeholder],[aria-label]'))
      for (const a of ['placeholder', 'aria-label']) {
        const v = el.getAttribute(a)?.trim()
        if (v) texts.push(v)
      }
    const overflowing: string[] = []
    const controls = 'button,a,label,h1,h2,h3,[role="tab"],[role="button"],.adm-nav-bar-title,.adm-tab-bar-item-title'
    for (const el of document.querySelectorAll<HTMLElement>(controls)) {
      // Hidden, or a visually hidden heading for screen readers (one pixel wide by design).
      if (!el.offsetParent || el.clientWidth <= 1) continue
      if (el.scrollWidth > el.clientWidth + 1) overflowing.push((el.textContent ?? '').trim())
    }
    return { texts, overflowing }
  })
}

let browser: Browser
beforeAll(async () => {
  browser = await launch()
})
afterAll(async () => {
  await browser?.close()
})

async function walk(page: Page, routes: readonly string[], who: string, languages: readonly Language[]) {
  const inFlight = requestsInFlight(page)
  const findings: Finding[] = []
  for (const language of languages) {
    const own = flatten(localeOf(language))
    const ownValues = new Set(own.values())
    // English texts of keys this language translates differently, unless the language also uses
    // that very text for another key.
    const leaked = new Set(
      [...english]
        .filter(([k, v]) => own.get(k) !== v && !ownValues.has(v) && !SAME_EVERYWHERE.test(v))
        .map(([, v]) => v),
    )
    const keys = new Set(english.keys())
    await page.evaluate((l) => localStorage.setItem('language', l), language)
    await page.goto(routes[0] as string)
    await expect
      .poll(() => page.evaluate(() => document.documentElement.lang), { timeout: 30_000 })
      .toBe(LANGUAGE_TAGS[language])
    for (const route of routes) {
      // In-app navigation keeps the language loaded and the walk quick.
      await openInApp(page, route)
      await settle(page, inFlight)
      const { texts, overflowing } = await inspect(page)
      const where = `${language} ${who} ${route}`
      for (const text of texts) {
        if (keys.has(text) || text.includes('{{')) findings.push({ route: where, kind: 'raw key', text })
        else if (language !== 'EN' && leaked.has(text)) findings.push({ route: where, kind: 'English', text })
      }
      for (const text of overflowing) if (ownValues.has(text)) findings.push({ route: where, kind: 'overflow', text })
      if (
        ['TY', 'VI', 'UR', 'CN'].includes(language) &&
        ['/m/home', '/m/login', '/m/member/home', '/m/agent', '/m/withdraw'].includes(route)
      )
        await shot(page, `languages-${language.toLowerCase()}-${who}-${route.slice(3).replaceAll('/', '-') || 'home'}`)
    }
  }
  return findings
}

/**
 * The languages walk side by side, a few to a page, each page in its own browser context (signed in
 * as `member` when given): a screen mostly waits for the app to settle, so pages overlap well.
 */
async function walkEveryLanguage(routes: readonly string[], who: string, member?: string) {
  const pages = 3
  const groups = Array.from({ length: pages }, (_, g) => LANGUAGES.filter((_, i) => i % pages === g))
  const found = await Promise.all(
    groups.map(async (languages) => {
      const ctx: BrowserContext = await phone(browser)
      try {
        await ctx.addInitScript(presetStorage({ hideDownloadBar: '1' }))
        const page = await ctx.newPage()
        await page.goto('/m/home')
        if (member) {
          await page.evaluate(() => localStorage.setItem('language', 'EN'))
          await signIn(page, member)
        }
        return await walk(page, routes, who, languages)
      } finally {
        await ctx.close()
      }
    }),
  )
  return found.flat()
}

const report = (findings: Finding[]) => findings.map((f) => `${f.route}: ${f.kind} "${f.text}"`)

describe('every screen in every language', () => {
  it('the walk covers every screen of the app', () => {
    const walked = new Set([...GUEST_ROUTES, ...MEMBER_ROUTES].map((r) => r.split('?')[0]))
    const missed = (Object.keys(paths) as ScreenId[]).filter((id) => !walked.has(paths[id].path) && !NOT_WALKED[id])
    expect(missed).toEqual([])
  })

  it('a guest reads no raw key, no stray English and no text wider than its box', async () => {
    expect(report(await walkEveryLanguage(GUEST_ROUTES, 'guest'))).toEqual([])
  }, 900_000)

  it('an agent reads no raw key, no stray English and no text wider than its box', async () => {
    expect(report(await walkEveryLanguage(MEMBER_ROUTES, 'agent', 'subagent'))).toEqual([])
  }, 1_500_000)
})
