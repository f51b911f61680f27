import { render } from '@testing-library/react'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, it } from 'vitest'
import { SafeHtml } from '@/components/ui/safe-html'
import { sanitizeHtml } from './sanitize'

declare global {
  interface Window {
    __xss?: number
  }
}

/** Vectors from the usual cheat sheets; each would set window.__xss if anything ran. */
export const XSS_VECTORS = [
  '<script>window.__xss=1</script>',
  '<img src=x onerror="window.__xss=1">',
  '<img src="javascript:window.__xss=1">',
  '<a href="javascript:window.__xss=1">click</a>',
  '<a href="  JaVaScRiPt:window.__xss=1">spaced</a>',
  '<a href="java\tscript:window.__xss=1">tab</a>',
  '<a href="data:text/html,<script>window.__xss=1</script>">data</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<svg onload="window.__xss=1"><circle r="4"/></svg>',
  '<svg><script>window.__xss=1</script></svg>',
  '<svg><a xlink:href="javascript:window.__xss=1"><text>x</text></a></svg>',
  '<svg><animate onbegin="window.__xss=1" attributeName="x"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="window.__xss=1">',
  '<style>body{background:url("javascript:window.__xss=1")}</style>',
  '<div style="width: expression(window.__xss=1)">expr</div>',
  '<p style="background-image:url(javascript:window.__xss=1)">bg</p>',
  '<iframe srcdoc="<script>parent.__xss=1</script>"></iframe>',
  '<iframe src="javascript:window.__xss=1"></iframe>',
  '<object data="javascript:window.__xss=1"></object>',
  '<embed src="javascript:window.__xss=1">',
  '<form action="javascript:window.__xss=1"><button>go</button></form>',
  '<button formaction="javascript:window.__xss=1">b</button>',
  '<body onload="window.__xss=1">',
  '<details open ontoggle="window.__xss=1">d</details>',
  '<input autofocus onfocus="window.__xss=1">',
  '<video><source onerror="window.__xss=1"></video>',
  '<meta http-equiv="refresh" content="0;url=javascript:window.__xss=1">',
  '<base href="javascript:window.__xss=1//">',
  '<link rel="import" href="data:text/html,<script>window.__xss=1</script>">',
  '<noscript><p title="</noscript><img src=x onerror=window.__xss=1>">',
  '<template><img src=x onerror="window.__xss=1"></template>',
  '<a href="#" onclick="window.__xss=1">hash</a>',
  '"><img src=x onerror=window.__xss=1>',
  '<img src="data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+">',
]

function assertInert(root: ParentNode) {
  for (const tag of [
    'script',
    'style',
    'iframe',
    'object',
    'embed',
    'form',
    'svg',
    'math',
    'meta',
    'base',
    'link',
    'input',
    'button',
    'template',
  ]) {
    expect(root.querySelector(tag), tag).toBeNull()
  }
  for (const el of root.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false)
      expect(['style', 'srcdoc', 'formaction', 'action', 'xlink:href']).not.toContain(attr.name)
      const v = attr.value.replace(/\s/g, '').toLowerCase()
      expect(v.startsWith('javascript:') || v.startsWith('vbscript:'), `${el.tagName} ${attr.name}=${attr.value}`).toBe(
        false,
      )
      if (attr.name === 'href' || attr.name === 'src') expect(v.startsWith('data:text'), attr.value).toBe(false)
      if (attr.name === 'src' && v.startsWith('data:')) expect(v).toMatch(/^data:image\/(png|gif|jpe?g|webp);/)
    }
  }
}

describe('sanitizeHtml and SafeHtml', () => {
  afterEach(() => {
    window.__xss = undefined
  })

  it.each(XSS_VECTORS)('leaves nothing executable: %s', (vector) => {
    const clean = sanitizeHtml(vector)
    const box = document.createElement('div')
    box.innerHTML = clean
    assertInert(box)

    const { container } = render(
      <MemoryRouter>
        <SafeHtml html={vector} />
      </MemoryRouter>,
    )
    assertInert(container)
    for (const a of container.querySelectorAll('a')) a.click()
    expect(window.__xss).toBeUndefined()
  })

  it('keeps ordinary markup and opens outside links in a new tab with noopener', () => {
    const clean = sanitizeHtml(
      '<p>Hi <b>there</b> <a href="https://example.test/x">out</a> <a href="/m/register">in</a> <img src="/cdn/a.png" alt="a"></p>',
    )
    const box = document.createElement('div')
    box.innerHTML = clean
    const [out, inside] = box.querySelectorAll('a')
    expect(out).toHaveAttribute('target', '_blank')
    expect(out?.getAttribute('rel')).toContain('noopener')
    expect(inside).toHaveAttribute('href', '/m/register')
    expect(inside).not.toHaveAttribute('target')
    expect(box.querySelector('img')).toHaveAttribute('src', '/cdn/a.png')
    expect(box.querySelector('b')?.textContent).toBe('there')
  })
})
