/**
 * The installable app's web manifest, per merchant: the name, icon and colours come from
 * the merchant the host belongs to, so each white-label site installs as its own app. Answered by
 * the server rather than a static file because one build serves every merchant.
 */
import { createHash } from 'node:crypto'
import { DEFAULT_LANGUAGE, isLanguage, LANGUAGE_TAGS, RTL_LANGUAGES } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  BRAND_ICONS,
  type BrandIconFile,
  brandIconPath,
  brandIconPng,
  sendBrandIcon,
} from '../modules/media/brand-icons.ts'
import type { MerchantRegistry } from '../modules/system/merchant-registry.ts'
import type { Merchant } from '../modules/system/merchant-repository.ts'

export const MANIFEST_PATH = '/m/manifest.webmanifest'
/** index.html's touch icon: one page serves every merchant, so the host picks the icon. */
export const APPLE_TOUCH_ICON_PATH = '/m/apple-touch-icon.png'
/** The page's own background (index.html), shown on the splash screen while the app starts. */
const APP_BACKGROUND = '#0a1630'
const COLOUR = /^#[0-9a-f]{3,8}$/i
/** Chrome and Android shorten anything longer on the home screen. */
const SHORT_NAME_MAX = 12

export function shortName(name: string): string {
  if ([...name].length <= SHORT_NAME_MAX) return name
  const first = name.split(/\s+/)[0] ?? name
  return [...first].slice(0, SHORT_NAME_MAX).join('')
}

function iconType(src: string): string {
  if (/\.svg(\?|$)/i.test(src)) return 'image/svg+xml'
  if (/\.webp(\?|$)/i.test(src)) return 'image/webp'
  if (/\.jpe?g(\?|$)/i.test(src)) return 'image/jpeg'
  return 'image/png'
}

export function buildManifest(m: Merchant) {
  const brand = `/cdn/brand/${encodeURIComponent(m.code)}.svg`
  const appIcon = m.resources.find((r) => r.resourceType === 'AppDownloadIcon' && r.url)?.url
  const background = m.mobileTemplate.app_background?.trim() ?? ''
  const png = (file: BrandIconFile, purpose: 'any' | 'maskable') => {
    const size = BRAND_ICONS[file].size
    return { src: brandIconPath(m.code, file), sizes: `${size}x${size}`, type: 'image/png', purpose }
  }
  // The SVG for browsers that scale it; the PNGs for those that install only bitmap icons.
  const icons = [
    ...(appIcon && appIcon !== brand ? [{ src: appIcon, sizes: 'any', type: iconType(appIcon), purpose: 'any' }] : []),
    { src: brand, sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    png('icon-192.png', 'any'),
    png('icon-512.png', 'any'),
    png('maskable-512.png', 'maskable'),
  ]
  return {
    id: '/m/home',
    name: m.name,
    short_name: shortName(m.name),
    description: m.mobileTemplate.app_desc?.trim() || m.name,
    // BCP 47, as the manifest wants: TY is Filipino (`fil`), PT-BR `pt-BR`.
    lang: isLanguage(m.defaultLanguage) ? LANGUAGE_TAGS[m.defaultLanguage] : LANGUAGE_TAGS[DEFAULT_LANGUAGE],
    dir: isLanguage(m.defaultLanguage) && RTL_LANGUAGES.includes(m.defaultLanguage) ? 'rtl' : 'ltr',
    start_url: '/m/home',
    scope: '/m/',
    display: 'standalone',
    orientation: 'portrait',
    background_color: COLOUR.test(background) ? background : APP_BACKGROUND,
    theme_color: COLOUR.test(m.primaryColor) ? m.primaryColor : APP_BACKGROUND,
    icons,
  }
}

export async function webManifestRoutes(app: FastifyInstance, { registry }: { registry: MerchantRegistry }) {
  const merchantOf = async (req: FastifyRequest) => {
    const snapshot = await registry.current()
    return snapshot.byDomain.get(req.hostname.toLowerCase()) ?? snapshot.defaultMerchant
  }
  app.get(MANIFEST_PATH, async (req, reply) => {
    const merchant = await merchantOf(req)
    if (!merchant) return reply.code(404).send()
    const body = JSON.stringify(buildManifest(merchant))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    // Revalidated on every use: an operator's rename or new icon shows without waiting out a max-age.
    reply.header('cache-control', 'no-cache').header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply.type('application/manifest+json; charset=utf-8').send(body)
  })
  // iOS reads only a PNG touch icon (it ignores SVG and the manifest's icons) and shapes it itself.
  app.get(APPLE_TOUCH_ICON_PATH, async (req, reply) => {
    const merchant = await merchantOf(req)
    if (!merchant) return reply.code(404).send()
    return sendBrandIcon(req, reply, await brandIconPng(merchant, 'apple-touch-icon.png'))
  })
}
