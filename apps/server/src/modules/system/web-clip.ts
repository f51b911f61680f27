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
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { shortName } from '../../plugins/web-manifest.ts'
import { parseUploadFile } from '../backoffice/bo-content-uploads.ts'
import { brandIconPng } from '../media/brand-icons.ts'
import { escapeXml } from '../media/svg.ts'
import type { MerchantRegistry } from './merchant-registry.ts'
import type { Merchant } from './merchant-repository.ts'

export const WEB_CLIP_TYPE = 'application/x-apple-aspen-config'
const FILE = /^([a-z0-9_-]{1,64})\.mobileconfig$/i

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
  return (await brandIconPng(m, 'apple-touch-icon.png')).bytes
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
