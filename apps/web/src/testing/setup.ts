import '@testing-library/jest-dom/vitest'
import { cleanup, configure } from '@testing-library/react'
import { Dialog, Toast, unstableSetRender } from 'antd-mobile'
import { afterEach, vi } from 'vitest'
import { renderIntoRoot } from '@/lib/antd-mobile'
import { initI18n } from '@/lib/i18n'

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
})
