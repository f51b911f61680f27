/**
 * axe-core run inside the page under test. Its source goes in through the DevTools protocol
 * (`page.evaluate`), which the app's Content-Security-Policy does not apply to, where a script tag
 * would be refused.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

export interface AxeFinding {
  route: string
  rule: string
  impact: string
  help: string
  targets: string[]
}

/**
 * The serious and critical violations on what the page shows now, under every rule axe runs by
 * default (WCAG 2.x A and AA plus its best practices, where a dialog's missing name is one).
 */
export async function axeViolations(page: Page, route: string): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource)
  // Mid-fade (a screen or toast coming in), every colour is a blend: contrast is measured at rest.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  )
  // antd-mobile's toasts, masks and popups fade by script (react-spring writes the inline opacity),
  // out of sight of getAnimations, and they load on first use, so one may start fading in late:
  // wait until no inline opacity has changed for a while.
  await page.evaluate(async () => {
    const faded = () =>
      [...document.querySelectorAll<HTMLElement>('[style*="opacity"]')].map((el) => el.style.opacity).join()
    let last = faded()
    let still = 0
    for (let waited = 0; waited < 3000 && still < 300; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100))
      const now = faded()
      still = now === last ? still + 100 : 0
      last = now
    }
  })
  const violations = await page.evaluate(async () => {
    const { violations } = await (window as unknown as { axe: typeof import('axe-core') }).axe.run(document, {
      resultTypes: ['violations'],
    })
    return violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      help: v.help,
      targets: v.nodes.map((n) => {
        // For contrast, the colours axe measured: enough to pick a fix without opening the page.
        const data = n.any[0]?.data as { fgColor?: string; bgColor?: string; contrastRatio?: number } | undefined
        const colours = data?.contrastRatio ? ` (${data.fgColor} on ${data.bgColor}, ${data.contrastRatio}:1)` : ''
        return `${n.target.join(' ')}${colours}`
      }),
    }))
  })
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => ({ route, ...v }))
}

/** One line per violation, readable in a failed assertion: where, which rule, on what. */
export const describeAxe = (findings: readonly AxeFinding[]) =>
  findings.map((f) => `${f.route}: ${f.rule} (${f.impact}, ${f.help}) on ${f.targets.join(', ')}`)
