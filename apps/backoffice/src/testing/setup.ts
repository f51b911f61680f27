import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'
import { initI18n } from '@/lib/i18n'

await initI18n('EN')

// antd's first render compiles its CSS-in-JS; on a busy two-core machine a lazy screen can take
// longer than Testing Library's 1 s default to appear.
configure({ asyncUtilTimeout: 15_000 })

// jsdom lacks these; antd's responsive observers, Select and Table call them.
window.scrollTo = () => {}
// jsdom computes styles by matching every rule antd's CSS-in-JS injected (thousands) on each call,
// and antd asks on every render of a Select, Table or TextArea: most of a test's time went there.
// jsdom lays nothing out anyway, so the element's own inline style is as good an answer.
window.getComputedStyle = (element: Element) => (element as HTMLElement).style ?? document.body.style
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

// React reports invalid nesting, missing keys and updates outside act() only on the console; a
// test that passes over them hides a broken screen. Every console.error and console.warn fails
// the test unless it matches this list (a pattern only for a third-party message we cannot fix).
const tolerated: RegExp[] = [
  // jsdom implements no layout; antd measures text and scrollbars through it.
  /Not implemented: (HTMLCanvasElement|Window\.getComputedStyle\(elt, pseudoElt\))/,
]
const consoleMessages: string[] = []
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console)
  console[level] = (...args: unknown[]) => {
    const message = args.map((a) => (a instanceof Error ? a.message : String(a))).join(' ')
    if (!tolerated.some((pattern) => pattern.test(message))) consoleMessages.push(`console.${level}: ${message}`)
    original(...args)
  }
}

beforeEach(() => {
  consoleMessages.length = 0
})

afterEach(async () => {
  cleanup()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  localStorage.clear()
  await initI18n('EN')
  const problems = consoleMessages.splice(0)
  if (problems.length) throw new Error(`Console warnings during this test:\n${problems.join('\n')}`)
})
