/**
 * The iOS profile of the download page (accounts §Download link entry: MOBILECONFIG): a
 * configuration profile holding one web clip, so installing it puts the merchant's app on the
 * home screen, opening `/m/home` full screen. There is no native iOS app to offer, so this is the
 * one iPhone download that can be real; it is generated per merchant because one server serves
 * every brand. Unsigned: iOS shows it as "Not Signed" until an operator signs it with their own
 * certificate and lists that file as the merchant's MOBILECONFIG resource instead.
 */
import { createHash } from 'node:crypto'
import { ErrorCode, type Resource, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { PNG } from 'pngjs'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { shortName } from '../../plugins/web-manifest.ts'
import { parseUploadFile } from '../backoffice/bo-content-uploads.ts'
import { escapeXml } from '../media/svg.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { Merchant } from './merchant-repository.ts'

export const WEB_CLIP_TYPE = 'application/x-apple-aspen-config'
const FILE = /^([a-z0-9_-]{1,64})\.mobileconfig$/i
/** iOS home-screen icons are 180 × 180 on current iPhones. */
const ICON_SIZE = 180

/** Where a merchant's generated profile is served; the code is in the path, so a plain link names it. */
export const webClipPath = (merchantCode: string) => `/downloads/${merchantCode.toLowerCase()}.mobileconfig`

/**
 * The merchant's download links as the status answer gives them: its own resources, plus the
 * generated profile when it names no MOBILECONFIG of its own.
 */
export function withWebClip(m: Pick<Merchant, 'code' | 'resources'>): Resource[] {
  if (m.resources.some((r) => r.resourceType === 'MOBILECONFIG' && r.url.trim())) return m.resources
  return [...m.resources, { resourceType: 'MOBILECONFIG', url: webClipPath(m.code), labelNameEn: 'iOS profile' }]
}

/**
 * A UUID that stays the same for a merchant's payload across requests and servers (so installing
 * it again replaces the clip instead of adding a second) and differs between merchants: SHA-1 of
 * the names, laid out as an RFC 9562 version 5 UUID.
 */
export function stableUuid(...names: string[]): string {
  const h = createHash('sha1')
    .update(['parlor-web-clip', ...names].join('\0'))
    .digest()
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80
  const x = h.subarray(0, 16).toString('hex').toUpperCase()
  return `${x.slice(0, 8)}-${x.slice(8, 12)}-${x.slice(12, 16)}-${x.slice(16, 20)}-${x.slice(20)}`
}

type PlistValue = string | number | boolean | Buffer | PlistValue[] | { [key: string]: PlistValue }

function plistValue(v: PlistValue, indent: string): string {
  if (typeof v === 'string') return `<string>${escapeXml(v)}</string>`
  if (typeof v === 'number') return `<integer>${Math.trunc(v)}</integer>`
  if (typeof v === 'boolean') return v ? '<true/>' : '<false/>'
  if (Buffer.isBuffer(v)) return `<data>${v.toString('base64')}</data>`
  const inner = `${indent}  `
  if (Array.isArray(v)) return `<array>\n${v.map((e) => `${inner}${plistValue(e, inner)}\n`).join('')}${indent}</array>`
  // Keys sorted, as Apple's own tools write them.
  const keys = Object.keys(v).sort()
  return `<dict>\n${keys.map((k) => `${inner}<key>${escapeXml(k)}</key>\n${inner}${plistValue(v[k] as PlistValue, inner)}\n`).join('')}${indent}</dict>`
}

export function plist(root: { [key: string]: PlistValue }): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
<plist version="1.0">
${plistValue(root, '')}
</plist>
`
}

function rgb(colour: string): [number, number, number] {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim())?.[1]
  if (!hex) return [0xd4, 0xa5, 0x37]
  const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number]
}

// One drawing per colour: merchants are few and their colours change rarely.
const brandIcons = new Map<string, Buffer>()

/**
 * The merchant's mark as a PNG (the brand mark's tile and ring, `/cdn/brand/<code>.svg`, without its
 * letter): iOS takes only bitmap icons, and the brand mark is SVG.
 */
export function brandIconPng(primaryColor: string): Buffer {
  const cached = brandIcons.get(primaryColor)
  if (cached) return cached
  const png = new PNG({ width: ICON_SIZE, height: ICON_SIZE })
  const ring = rgb(primaryColor)
  const tile = [0x10, 0x1a, 0x3a]
  const centre = ICON_SIZE / 2
  const radius = (62 / 192) * ICON_SIZE
  const half = ((10 / 192) * ICON_SIZE) / 2
  for (let y = 0; y < ICON_SIZE; y++) {
    for (let x = 0; x < ICON_SIZE; x++) {
      const d = Math.hypot(x + 0.5 - centre, y + 0.5 - centre)
      // Coverage of the ring at this pixel, for smooth edges.
      const a = Math.min(1, Math.max(0, half + 0.5 - Math.abs(d - radius)))
      const o = (y * ICON_SIZE + x) * 4
      for (let c = 0; c < 3; c++) png.data[o + c] = Math.round((tile[c] ?? 0) * (1 - a) + (ring[c] ?? 0) * a)
      png.data[o + 3] = 255
    }
  }
  const bytes = PNG.sync.write(png)
  brandIcons.set(primaryColor, bytes)
  return bytes
}

export interface WebClipIcons {
  /** An uploaded PNG or JPEG at `/cdn/uploads/<merchant>/<file>`; null for anything else. */
  uploaded(url: string): Promise<Buffer | null>
}

/** The merchant's own bitmap icon (its app icon, else its logo) when it uploaded one; else its brand mark. */
async function iconOf(m: Merchant, icons: WebClipIcons): Promise<Buffer> {
  const candidates = [m.resources.find((r) => r.resourceType === 'AppDownloadIcon')?.url, m.logoUrl]
  for (const url of candidates) {
    const bytes = url ? await icons.uploaded(url.trim()) : null
    if (bytes) return bytes
  }
  return brandIconPng(m.primaryColor)
}

/** The profile for `m`, whose clip opens `origin` + `/m/home`. */
export function webClipProfile(m: Pick<Merchant, 'code' | 'name'>, origin: string, icon: Buffer): string {
  const id = `parlor.webclip.${m.code.toLowerCase()}`
  const clip = {
    FullScreen: true,
    Icon: icon,
    IsRemovable: true,
    Label: shortName(m.name),
    PayloadDescription: `Adds ${m.name} to the home screen.`,
    PayloadDisplayName: m.name,
    PayloadIdentifier: `${id}.clip`,
    PayloadType: 'com.apple.webClip.managed',
    PayloadUUID: stableUuid(m.code.toLowerCase(), 'clip'),
    PayloadVersion: 1,
    Precomposed: true,
    URL: `${origin}/m/home`,
  }
  return plist({
    PayloadContent: [clip],
    PayloadDescription: `Adds ${m.name} to the home screen.`,
    PayloadDisplayName: m.name,
    PayloadIdentifier: id,
    PayloadOrganization: m.name,
    PayloadRemovalDisallowed: false,
    PayloadType: 'Configuration',
    PayloadUUID: stableUuid(m.code.toLowerCase(), 'profile'),
    PayloadVersion: 1,
  })
}

/** Uploaded icons read through the back office's upload store. */
export function uploadedIcons(
  find: (merchantCode: string, id: string) => Promise<{ contentType: string; bytes: Buffer } | null>,
): WebClipIcons {
  return {
    async uploaded(url) {
      const m = /^\/cdn\/uploads\/([a-z0-9_-]{1,64})\/([^/?#]+)$/i.exec(url)
      const file = m?.[2] ? parseUploadFile(m[2]) : null
      if (!m?.[1] || !file || !['image/png', 'image/jpeg'].includes(file.mime)) return null
      const found = await find(m[1], file.id)
      return found && found.contentType === file.mime ? found.bytes : null
    },
  }
}

export async function webClipRoutes(
  app: FastifyInstance,
  { registry, icons }: { registry: MerchantRegistry; icons: WebClipIcons },
) {
  route(app, routes.webClipProfile, async (req, reply) => {
    const code = FILE.exec(req.params.file)?.[1]
    const merchant = code ? (await registry.current()).byCode.get(code.toLowerCase()) : undefined
    if (!merchant) throw new AppError(404, ErrorCode.notFound)
    const body = webClipProfile(merchant, `${req.protocol}://${req.host}`, await iconOf(merchant, icons))
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`
    // Revalidated on every use, as the manifest is: a rename or a new icon shows at once.
    reply.header('cache-control', 'no-cache').header('etag', etag)
    if (req.headers['if-none-match'] === etag) return reply.code(304).send()
    return reply
      .type(WEB_CLIP_TYPE)
      .header('content-disposition', `attachment; filename="${merchant.code.toLowerCase()}.mobileconfig"`)
      .send(body)
  })
}
