/**
 * Tap target sizes on what a page shows (WCAG 2.2 target size): a control is fine at 44x44 CSS px or
 * more; a smaller one is fine when a 24 px circle on its middle touches no other control and no
 * other small control's circle (2.5.8's spacing), so a 24 px target between others 24 px away passes.
 */
import type { Page } from 'playwright-core'

const CONTROLS = [
  'a[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="tab"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="menuitem"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',')

export interface TargetReport {
  /** Each control too small and too close to another: what it is, its size, and what it touches. */
  offenders: string[]
  count: number
  under44: number
  under24: number
}

/** Measures every visible control of the whole page (scrolled or not) that lies across the screen's width. */
export function undersizedTargets(page: Page): Promise<TargetReport> {
  return page.evaluate((selector) => {
    const name = (el: Element) => {
      const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)
      const cls = typeof el.className === 'string' ? el.className.trim().split(/\s+/)[0] : ''
      return `${el.tagName.toLowerCase()}${cls ? `.${cls}` : ''}${text ? ` "${text}"` : ''}`
    }
    // The part of its box not cut off by a scrolling or clipping ancestor (a carousel's other
    // slides, a strip scrolled sideways), or null when nothing of it shows.
    const shown = (el: HTMLElement): DOMRect | null => {
      let r = el.getBoundingClientRect()
      for (let p = el.parentElement; p; p = p.parentElement) {
        if (getComputedStyle(p).overflow === 'visible') continue
        const c = p.getBoundingClientRect()
        const left = Math.max(r.left, c.left)
        const top = Math.max(r.top, c.top)
        r = new DOMRect(left, top, Math.min(r.right, c.right) - left, Math.min(r.bottom, c.bottom) - top)
      }
      // A pixel's sliver (a carousel's next slide peeking in) is nothing a finger aims at.
      return r.width > 1 && r.height > 1 && r.right > 0 && r.left < innerWidth ? r : null
    }
    const all = [...document.querySelectorAll<HTMLElement>(selector)]
    const targets = all
      .filter((el) => el.checkVisibility({ opacityProperty: true, visibilityProperty: true }))
      // A control inside another counts as that one: the outer box is what a finger hits.
      .filter((el) => !all.some((outer) => outer !== el && outer.contains(el)))
      .map((el) => ({ el, r: shown(el) }))
      .filter((t): t is { el: HTMLElement; r: DOMRect } => t.r !== null)
    const small = (r: DOMRect) => r.width < 44 || r.height < 44
    const middle = (r: DOMRect) => ({ x: r.left + r.width / 2, y: r.top + r.height / 2 })
    const toRect = (p: { x: number; y: number }, r: DOMRect) =>
      Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom))
    const offenders: string[] = []
    for (const a of targets) {
      if (!small(a.r)) continue
      const c = middle(a.r)
      const touched = targets.filter((b) => {
        if (b === a) return false
        if (toRect(c, b.r) < 12) return true
        const d = middle(b.r)
        return small(b.r) && Math.hypot(c.x - d.x, c.y - d.y) < 24
      })
      if (touched.length)
        offenders.push(
          `${name(a.el)} ${Math.round(a.r.width)}x${Math.round(a.r.height)} touches ${touched.map((b) => name(b.el)).join(', ')}`,
        )
    }
    return {
      offenders,
      small: targets
        .filter(({ r }) => small(r))
        .map(({ el, r }) => `${name(el)} ${Math.round(r.width)}x${Math.round(r.height)}`),
      count: targets.length,
      under44: targets.filter(({ r }) => small(r)).length,
      under24: targets.filter(({ r }) => r.width < 24 || r.height < 24).length,
    }
  }, CONTROLS)
}
