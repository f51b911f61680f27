/**
 * The head-icon pipeline (decision 012): the type is read from the bytes, the image is fully
 * decoded with pure-JS decoders under size caps, cropped to a centred square, scaled down and
 * encoded afresh. Nothing of the upload survives but its pixels, so metadata, trailing payloads
 * and polyglot tricks are dropped on the way in.
 */
import { ICON_MAX_BYTES, ICON_SIZE } from '@parlor/contract'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'

export type IconKind = 'png' | 'jpeg'
export type IconFailure = 'missing' | 'type' | 'too_large' | 'corrupt'

export class IconError extends Error {
  constructor(readonly reason: IconFailure) {
    super(reason)
    this.name = 'IconError'
  }
}

/** Pixel caps before decoding: a small file can still claim a huge canvas (decompression bombs). */
export const ICON_MAX_SIDE = 4096
const MAX_MEGAPIXELS = (ICON_MAX_SIDE * ICON_MAX_SIDE) / 1_000_000
const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function sniffIcon(bytes: Buffer): IconKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  return null
}

interface Rgba {
  width: number
  height: number
  data: Buffer
}

function decode(bytes: Buffer, kind: IconKind): Rgba {
  try {
    if (kind === 'png') {
      // IHDR follows the signature: width and height at bytes 16 and 20.
      if (bytes.length < 24) throw new IconError('corrupt')
      const w = bytes.readUInt32BE(16)
      const h = bytes.readUInt32BE(20)
      if (w < 1 || h < 1 || w > ICON_MAX_SIDE || h > ICON_MAX_SIDE) throw new IconError('corrupt')
      const png = PNG.sync.read(bytes, { checkCRC: true })
      return { width: png.width, height: png.height, data: png.data }
    }
    const img = jpeg.decode(bytes, {
      useTArray: false,
      formatAsRGBA: true,
      maxResolutionInMP: MAX_MEGAPIXELS,
      maxMemoryUsageInMB: 256,
    })
    if (img.width < 1 || img.height < 1) throw new IconError('corrupt')
    return { width: img.width, height: img.height, data: Buffer.from(img.data) }
  } catch (err) {
    if (err instanceof IconError) throw err
    throw new IconError('corrupt')
  }
}

/** Centre square of the image, box-filtered down to at most `size` (never scaled up). */
export function squareThumbnail(img: Rgba, size: number): Rgba {
  const side = Math.min(img.width, img.height)
  const ox = Math.floor((img.width - side) / 2)
  const oy = Math.floor((img.height - side) / 2)
  const out = Math.min(side, size)
  const data = Buffer.alloc(out * out * 4)
  const scale = side / out
  for (let ty = 0; ty < out; ty++) {
    const y0 = oy + Math.floor(ty * scale)
    const y1 = Math.max(y0 + 1, oy + Math.floor((ty + 1) * scale))
    for (let tx = 0; tx < out; tx++) {
      const x0 = ox + Math.floor(tx * scale)
      const x1 = Math.max(x0 + 1, ox + Math.floor((tx + 1) * scale))
      let r = 0
      let g = 0
      let b = 0
      let a = 0
      for (let y = y0; y < y1; y++) {
        let i = (y * img.width + x0) * 4
        for (let x = x0; x < x1; x++, i += 4) {
          r += img.data[i] ?? 0
          g += img.data[i + 1] ?? 0
          b += img.data[i + 2] ?? 0
          a += img.data[i + 3] ?? 0
        }
      }
      const n = (y1 - y0) * (x1 - x0)
      const o = (ty * out + tx) * 4
      data[o] = Math.round(r / n)
      data[o + 1] = Math.round(g / n)
      data[o + 2] = Math.round(b / n)
      data[o + 3] = Math.round(a / n)
    }
  }
  return { width: out, height: out, data }
}

export interface EncodedIcon {
  kind: IconKind
  contentType: 'image/png' | 'image/jpeg'
  width: number
  bytes: Buffer
}

/** The checks that need no decoding (present, within the cap, a known type), so the server makes them before handing the bytes to its decoding thread. */
export function iconKind(bytes: Buffer): IconKind {
  if (bytes.length === 0) throw new IconError('missing')
  if (bytes.length > ICON_MAX_BYTES) throw new IconError('too_large')
  const kind = sniffIcon(bytes)
  if (!kind) throw new IconError('type')
  return kind
}

/**
 * Checks and re-encodes an upload: PNG stays PNG (it may carry transparency), JPEG stays JPEG.
 * Throws IconError with the reason a member should be told.
 */
export function reencodeIcon(bytes: Buffer): EncodedIcon {
  const kind = iconKind(bytes)
  const thumb = squareThumbnail(decode(bytes, kind), ICON_SIZE)
  if (kind === 'png') {
    const png = new PNG({ width: thumb.width, height: thumb.height })
    thumb.data.copy(png.data)
    return { kind, contentType: 'image/png', width: thumb.width, bytes: PNG.sync.write(png) }
  }
  const encoded = jpeg.encode({ width: thumb.width, height: thumb.height, data: thumb.data }, 85)
  return { kind, contentType: 'image/jpeg', width: thumb.width, bytes: Buffer.from(encoded.data) }
}

/** The upload field: a `data:image/…;base64,` URL or bare base64; null when it is not base64 at all. */
export function bytesFromField(field: string): Buffer | null {
  const text = field
    .trim()
    .replace(/^data:[\w.+/-]*;base64,/, '')
    .replace(/\s+/g, '')
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(text) || text.length % 4 === 1) return null
  return Buffer.from(text, 'base64')
}
