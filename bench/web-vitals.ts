/**
 * bench:home (second half) — load metrics of /m/home from the production build, measured in
 * Debian's Chromium with playwright-core and PerformanceObserver, with the throttling applied to
 * every request (bench:lighthouse gives Lighthouse's own simulated run and score).
 * Throttling mirrors Lighthouse's mobile preset as far as DevTools allows: 4× CPU slowdown and
 * a 150 ms / 1.6 Mbit/s network applied to every request (Lighthouse simulates rather than
 * applies it, so figures are comparable in kind, not identical). Run `npm run build` first.
 */
import { chromium } from 'playwright-core'

import { startProductionServer } from './support/production-server.ts'

const RUNS = Number(process.env.RUNS ?? 3)

const OBSERVE = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [], fcp: 0, shifts: [] };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__vitals.lcp = e.startTime }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (!e.hadRecentInput) { window.__vitals.cls += e.value; window.__vitals.shifts.push(e.value.toFixed(3) + ' ' + (e.sources || []).map((x) => x.node && x.node.className ? String(x.node.className).split(' ')[0] : '?').join(',')) } }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]) }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') window.__vitals.fcp = e.startTime }).observe({ type: 'paint', buffered: true });
`

async function main() {
  const server = await startProductionServer('vitals')
  const { base } = server
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  try {
    const rows: { fcp: number; lcp: number; cls: number; tbt: number; jsKiB: number }[] = []
    for (let i = 0; i < RUNS; i++) {
      const ctx = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 2,
        isMobile: true,
        hasTouch: true,
      })
      await ctx.addInitScript(OBSERVE)
      const page = await ctx.newPage()
      const cdp = await ctx.newCDPSession(page)
      await cdp.send('Network.enable')
      await cdp.send('Network.emulateNetworkConditions', {
        offline: false,
        latency: 150,
        downloadThroughput: (1.6 * 1024 * 1024) / 8,
        uploadThroughput: (750 * 1024) / 8,
      })
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
      let jsBytes = 0
      cdp.on('Network.loadingFinished', (e: { encodedDataLength: number; requestId: string }) => {
        if (scripts.has(e.requestId)) jsBytes += e.encodedDataLength
      })
      const scripts = new Set<string>()
      cdp.on('Network.responseReceived', (e: { requestId: string; type: string }) => {
        if (e.type === 'Script') scripts.add(e.requestId)
      })
      await page.goto(`${base}/m/home`, { waitUntil: 'load' })
      await page.locator('[data-testid="banner-carousel"]').waitFor({ timeout: 60_000 })
      await page.waitForTimeout(3000)
      const v = (await page.evaluate('window.__vitals')) as {
        lcp: number
        cls: number
        fcp: number
        longTasks: [number, number][]
        shifts: string[]
      }
      // SHOW_SHIFTS=1 names the elements that moved, to find the source of CLS.
      if (process.env.SHOW_SHIFTS) console.log('  shifts:', v.shifts.join(' | '))
      const tbt = v.longTasks.filter(([s]) => s >= v.fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0)
      rows.push({ fcp: v.fcp, lcp: v.lcp, cls: v.cls, tbt, jsKiB: jsBytes / 1024 })
      await ctx.close()
    }
    const median = (k: keyof (typeof rows)[number]) => {
      const s = rows.map((r) => r[k]).sort((a, b) => a - b)
      return s[Math.floor(s.length / 2)] ?? 0
    }
    console.log(`/m/home, ${RUNS} cold loads, 390×844, 4× CPU, 150 ms RTT, 1.6 Mbit/s (${new Date().toISOString()})`)
    for (const r of rows)
      console.log(
        `  FCP ${r.fcp.toFixed(0)} ms  LCP ${r.lcp.toFixed(0)} ms  TBT ${r.tbt.toFixed(0)} ms  CLS ${r.cls.toFixed(3)}  JS ${r.jsKiB.toFixed(1)} KiB transferred`,
      )
    console.log(
      `median: FCP ${median('fcp').toFixed(0)} ms, LCP ${median('lcp').toFixed(0)} ms, TBT ${median('tbt').toFixed(0)} ms, CLS ${median('cls').toFixed(3)}, JS ${median('jsKiB').toFixed(1)} KiB`,
    )
  } finally {
    await browser.close()
    server.stop()
  }
}

await main()
