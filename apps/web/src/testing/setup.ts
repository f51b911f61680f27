import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import { afterEach, beforeEach, vi } from 'vitest'
import { renderIntoRoot } from '@/lib/antd-mobile'
import { initI18n } from '@/lib/i18n'
import { takeContractViolations } from './fixtures'

unstableSetRender(renderIntoRoot)
await initI18n('EN')

// Lazy screens are compiled on first use; on a busy two-core machine the first one of a file can
// take longer than Testing Library's 1 s default to appear.
configure({ asyncUtilTimeout: 3000 })

// jsdom lacks these: the app scrolls home to the top, antd-mobile's popover observes sizes and
// its popups capture the pointer for drag-to-close.
window.scrollTo = () => {}
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}
Element.prototype.setPointerCapture ??= () => {}
Element.prototype.releasePointerCapture ??= () => {}
Element.prototype.hasPointerCapture ??= () => false

// jsdom does not apply antd-mobile's stylesheet; its px probe only checks this one rule.
const pxProbeRule = document.createElement('style')
pxProbeRule.textContent = '.adm-px-tester { position: fixed; }'
document.head.append(pxProbeRule)

// React reports invalid DOM nesting, missing keys, updates outside act() and the like only on the
// console; a test that passes over them hides a broken screen. Every console.error and
// console.warn fails the test unless it matches this list. A test that expects a message spies on
// the console itself (vi.spyOn(console, 'error').mockImplementation(...)), which bypasses this.
// Empty: antd-mobile, react-router and TanStack Query stay quiet in these tests. Add a pattern only
// for a third-party message we cannot fix, with the reason beside it.
const tolerated: RegExp[] = []
const consoleMessages: string[] = []
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console)
  console[level] = (...args: unknown[]) => {
    const message = formatConsole(args)
    if (!tolerated.some((pattern) => pattern.test(message))) consoleMessages.push(`console.${level}: ${message}`)
    original(...args)
  }
}

function formatConsole([first, ...rest]: unknown[]): string {
  if (typeof first !== 'string') return [first, ...rest].map(String).join(' ')
  let i = 0
  const text = first.replace(/%[sdifoOc]/g, () => (i < rest.length ? String(rest[i++]) : ''))
  return [text, ...rest.slice(i).map(String)].join(' ')
}

beforeEach(() => {
  consoleMessages.length = 0
  takeContractViolations()
})

afterEach(async () => {
  cleanup()
  // Toasts and dialogs render into their own containers under <body>, outside RTL's reach, and
  // antd-mobile keeps a handle to the open toast that the next test would otherwise reuse.
  Toast.clear()
  Dialog.clear()
  document.body.innerHTML = ''
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
  sessionStorage.clear()
  localStorage.clear()
  await initI18n('EN')
  // React's scheduler runs queued work on the next macrotask; let it run while jsdom still
  // exists, not after the file's environment is torn down ("window is not defined").
  await new Promise((resolve) => setTimeout(resolve, 0))

  const problems = [...consoleMessages.splice(0), ...takeContractViolations()]
  if (problems.length)
    throw new Error(
      `Console warnings, or stubbed answers outside the contract, during this test:\n${problems.join('\n')}`,
    )
})
