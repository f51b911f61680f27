/**
 * The merchant's brand mark (svg.ts) as PNG: home-screen icons, the iOS touch icon and the web
 * clip need bitmaps, and one drawing keeps them the same as the SVG. Rendered with resvg in a
 * worker thread (its system font scan takes about 250 ms) and kept in memory: merchants are few
 * and their names and colours change rarely.
 */
import { createHash } from 'node:crypto'
import { renderAsync } from '@resvg/resvg-js'
import type { FastifyReply, FastifyRequest } from 'fastify'
import { LRUCache } from 'lru-cache'
import { brandMark } from './svg.ts'

/** The icons the manifest lists, and the iOS touch icon (180 on current iPhones). */
export const BRAND_ICONS = {
  'icon-192.png': { size: 192, fullBleed: false },
  'icon-512.png': { size: 512, fullBleed: false },
  'maskable-512.png': { size: 512, fullBleed: true },
  'apple-touch-icon.png': { size: 180, fullBleed: true },
} as const

export type BrandIconFile = keyof typeof BRAND_ICONS

export const isBrandIconFile = (file: string): file is BrandIconFile => Object.hasOwn(BRAND_ICONS, file)

export const brandIconPath = (merchantCode: string, file: BrandIconFile) =>
  `/cdn/brand/${encodeURIComponent(merchantCode)}/${file}`

export interface BrandIcon {
  bytes: Buffer
  etag: string
}

/**
 * resvg does not ask fontconfig what `serif` is, and for a family it cannot find it takes the
 * first system font (a CJK sans here). DejaVu comes with fontconfig on Debian; where it is
 * missing, the letter is drawn in whatever font comes first.
 */
const FONTS = { loadSystemFonts: true, serifFamily: 'DejaVu Serif', defaultFontFamily: 'DejaVu Serif' }

// Keyed by the drawing itself, so a rename or a new colour is a new entry and never a stale hit.
const rendered = new LRUCache<string, Promise<BrandIcon>>({ max: 200 })

export function brandIconPng(m: { name: string; primaryColor: string }, file: BrandIconFile): Promise<BrandIcon> {
  const { size, fullBleed } = BRAND_ICONS[file]
  const svg = brandMark(m.name, m.primaryColor, { fullBleed })
  const key = `${size}\n${svg}`
  let icon = rendered.get(key)
  if (!icon) {
    icon = renderAsync(svg, { fitTo: { mode: 'width', value: size }, font: FONTS }).then((image) => {
      const bytes = image.asPng()
      return { bytes, etag: `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 22)}"` }
    })
    // A failed render is not remembered, so the next request tries again.
    icon.catch(() => rendered.delete(key))
    rendered.set(key, icon)
  }
  return icon
}

/**
 * Answers with the icon, or 304 when the browser holds these bytes. A day's max-age as the SVG
 * mark has; the ETag makes the check after it cheap when nothing changed.
 */
export function sendBrandIcon(req: FastifyRequest, reply: FastifyReply, icon: BrandIcon) {
  reply.header('cache-control', 'public, max-age=86400').header('etag', icon.etag)
  if (req.headers['if-none-match'] === icon.etag) return reply.code(304).send()
  return reply.type('image/png').send(icon.bytes)
}
