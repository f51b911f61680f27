/**
 * bench:lighthouse — Lighthouse 12 mobile performance runs of the home, a game list and the login
 * page, as a guest and as a signed-in member (the bench signs in first, in the same tab, whose
 * sessionStorage Lighthouse's cache and storage reset leaves alone), from the production build served by the real server on a
 * fresh embedded database, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium) driven
 * through puppeteer-core, the driver Lighthouse itself uses. Mobile preset: simulated throttling
 * (4× CPU, 150 ms RTT, 1.6 Mbit/s), 412×823 emulated screen. Lighthouse's TBT comes from the trace of
 * this machine's CPU, so a loaded machine scores low: compare runs made on a quiet one. Run
 * `npm run build` first; RUNS (default 3) sets the runs per row, the median is reported; PAGES
 * (comma-separated paths) narrows the pages.
 */
import { loadavg } from 'node:os'
import lighthouse from 'lighthouse'
import puppeteer, { type Page } from 'puppeteer-core'

import { startProductionServer } from './support/production-server.ts'

const RUNS = Number(process.env.RUNS ?? 3)
const PAGES = process.env.PAGES?.split(',') ?? ['/m/home', '/m/gameList?gameType=RNG', '/m/login']
const TARGET = { score: 95, lcp: 2000, tbt: 100, cls: 0.02 }

interface Row {
  score: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  bytes: number
}

// A run whose trace came back broken (Lighthouse's NO_NAVSTART and friends) is repeated once.
async function audit(page: Page, url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(
      url,
      // Lighthouse's reset empties the HTTP cache, the service worker and local storage, so every run
      // is a first visit; the tab's sessionStorage, which holds the member's session, survives it.
      { onlyCategories: ['performance'], logLevel: 'error' },
      undefined,
      page,
    )
    const lhr = result?.lhr
    if (!lhr) throw new Error('lighthouse returned no result')
    if (!lhr.runtimeError) return lhr
    if (attempt >= 2) throw new Error(`lighthouse: ${lhr.runtimeError.message}`)
    console.log(`  (run repeated: ${lhr.runtimeError.code})`)
  }
}

async function signIn(page: Page, base: string) {
  await page.goto(`${base}/m/login`, { waitUntil: 'networkidle0' })
  await page.locator('input[name="username"]').fill('demo')
  await page.locator('input[name="password"]').fill('demo1234')
  await page.locator('button[type="submit"]').click()
  await page.waitForFunction(() => !location.pathname.startsWith('/m/login'), { timeout: 30_000 })
}

const median = (rows: Row[], k: keyof Row) => {
  const s = rows.map((r) => r[k]).sort((a, b) => a - b)
  return s[Math.floor(s.length / 2)] ?? 0
}

/** The elements of Lighthouse's layout-shift audit, with each one's share of the score. */
function shiftedElements(lhr: { audits: Record<string, { details?: unknown }> }) {
  const details = lhr.audits['layout-shifts']?.details as
    | { items?: { score?: number; node?: { selector?: string; nodeLabel?: string } }[] }
    | undefined
  return (details?.items ?? [])
    .map((i) => `${i.node?.selector ?? i.node?.nodeLabel ?? '?'} (${(i.score ?? 0).toFixed(3)})`)
    .join('; ')
}

/** The element Lighthouse took as the largest paint, and how its time divides (load delay, render delay…). */
function lcpElement(lhr: { audits: Record<string, { details?: unknown }> }) {
  const details = lhr.audits['largest-contentful-paint-element']?.details as
    | { items?: { items?: { node?: { selector?: string }; phase?: string; timing?: number }[] }[] }
    | undefined
  const [element, phases] = details?.items ?? []
  const node = element?.items?.[0]?.node?.selector ?? '?'
  const parts = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ')
  return parts ? `${node} (${parts})` : node
}

/** Lighthouse's long tasks (simulated at its CPU slow-down), each with its start and the script it ran. */
function longTasks(lhr: { audits: Record<string, { details?: unknown }> }) {
  const details = lhr.audits['long-tasks']?.details as
    | { items?: { url?: string; startTime?: number; duration?: number }[] }
    | undefined
  return (details?.items ?? [])
    .map(
      (t) => `${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} (${t.url?.split('/').pop() || '?'})`,
    )
    .join('; ')
}

async function main() {
  const server = await startProductionServer('lighthouse')
  // Flags from the stack notes: without the background-networking ones Chromium calls hosts this network refuses.
  const browser = await puppeteer.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const table: string[] = []
  try {
    console.log(
      `Lighthouse 12 mobile, ${RUNS} runs per row, load average ${loadavg()[0]?.toFixed(2)} (${new Date().toISOString()})`,
    )
    for (const who of ['guest', 'member'] as const) {
      // One tab per visitor, so the member's session (sessionStorage) lasts through every run.
      const page = await browser.newPage()
      if (who === 'member') await signIn(page, server.base)
      for (const path of PAGES) {
        // A member on the login page is sent home: nothing of the login page's own to measure.
        if (who === 'member' && path === '/m/login') continue
        const rows: Row[] = []
        for (let i = 0; i < RUNS; i++) {
          const lhr = await audit(page, `${server.base}${path}`)
          const n = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN
          rows.push({
            score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
            fcp: n('first-contentful-paint'),
            lcp: n('largest-contentful-paint'),
            tbt: n('total-blocking-time'),
            cls: n('cumulative-layout-shift'),
            bytes: n('total-byte-weight'),
          })
          const r = rows.at(-1) as Row
          console.log(
            `  ${who} ${path}: score ${r.score}  FCP ${r.fcp.toFixed(0)} ms  LCP ${r.lcp.toFixed(0)} ms  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  ${(r.bytes / 1024).toFixed(0)} KiB`,
          )
          // Over the target, the elements that moved, to find the cause.
          if (r.cls > TARGET.cls) console.log(`    shifted: ${shiftedElements(lhr)}`)
          if (r.lcp > TARGET.lcp) console.log(`    largest paint: ${lcpElement(lhr)}`)
          if (r.tbt > TARGET.tbt) console.log(`    long tasks: ${longTasks(lhr)}`)
        }
        table.push(
          `| ${path} | ${who} | ${median(rows, 'score')} | ${(median(rows, 'fcp') / 1000).toFixed(1)} s | ${(median(rows, 'lcp') / 1000).toFixed(1)} s | ${median(rows, 'tbt').toFixed(0)} ms | ${median(rows, 'cls').toFixed(3)} | ${(median(rows, 'bytes') / 1024).toFixed(0)} KiB |`,
        )
      }
      await page.close()
    }
    console.log('\nMedians:\n')
    console.log('| page | visitor | score | FCP | LCP | TBT | CLS | bytes |')
    console.log('|---|---|---:|---:|---:|---:|---:|---:|')
    for (const line of table) console.log(line)
    console.log(
      `| target | | ≥ ${TARGET.score} | | ≤ ${(TARGET.lcp / 1000).toFixed(1)} s | ≤ ${TARGET.tbt} ms | ≤ ${TARGET.cls} | |`,
    )
  } finally {
    await browser.close()
    server.stop()
  }
}

await main()
