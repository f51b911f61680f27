import DOMPurify from 'dompurify'
import { isExternalUrl } from './links'

/**
 * The one place operator HTML (announcements, popups, notices) is cleaned before it reaches the
 * DOM (storefront content: HTML is stored as given and sanitised on display). Edit with the XSS list in
 * sanitize.test.ts beside you: every vector there must stay inert.
 */

const FORBID_TAGS = [
  'script',
  'style',
  'iframe',
  'frame',
  'frameset',
  'object',
  'embed',
  'form',
  'input',
  'button',
  'textarea',
  'select',
  'link',
  'meta',
  'base',
  'svg',
  'math',
  'template',
  'noscript',
]
const FORBID_ATTR = ['style', 'srcdoc', 'formaction', 'action', 'xlink:href', 'background', 'ping']

// Links may be web addresses, in-app paths, anchors, mail or phone; images may also be data:image.
const SAFE_LINK = /^(?:https?:|mailto:|tel:|\/|#|\?|[^:/?#]*(?:[/?#]|$))/i
const SAFE_IMAGE = /^(?:https?:|\/|data:image\/(?:png|gif|jpe?g|webp);)/i

let configured = false
function configure() {
  if (configured) return
  configured = true
  DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
    // DOMPurify already drops on* handlers; this also refuses any that slip through custom configs.
    if (data.attrName.startsWith('on')) data.keepAttr = false
  })
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    const el = node as Element
    for (const attr of ['href', 'src']) {
      const value = el.getAttribute?.(attr)
      if (value === null || value === undefined) continue
      // Browsers ignore control characters and spaces inside a scheme (`java\tscript:`).
      const v = Array.from(value)
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join('')
      const ok = attr === 'src' ? SAFE_IMAGE.test(v) : SAFE_LINK.test(v)
      if (!ok) el.removeAttribute(attr)
    }
    if (el.tagName === 'A') {
      const href = el.getAttribute('href') ?? ''
      if (isExternalUrl(href)) {
        el.setAttribute('target', '_blank')
        el.setAttribute('rel', 'noopener noreferrer')
      } else {
        el.removeAttribute('target')
      }
    }
  })
}

export function sanitizeHtml(html: string): string {
  configure()
  return DOMPurify.sanitize(html, {
    FORBID_TAGS,
    FORBID_ATTR,
    ALLOW_DATA_ATTR: false,
    ALLOW_UNKNOWN_PROTOCOLS: false,
    ADD_ATTR: ['target'],
  })
}
