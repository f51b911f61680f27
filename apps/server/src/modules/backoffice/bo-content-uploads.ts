/**
 * Images staff upload for a merchant (banners, game icons, logos). The declared content type and
 * any file name are never trusted: the type is read from the bytes, PNG and JPEG are fully decoded
 * under pixel caps (pure-JS decoders, as the member icons are) and WebP's container and frame
 * header are checked, so a file that is not really the image it claims is refused. Stored under a
 * random name per upload, so a new image is a new URL and answers can be cached for good.
 */
import { randomBytes } from 'node:crypto'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import { AppError } from '../../lib/errors.ts'

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024
/** A small file can still claim a huge canvas (decompression bombs). */
const MAX_SIDE = 8192
const MAX_MEGAPIXELS = 40

export type UploadKind = 'png' | 'jpeg' | 'webp'
export const UPLOAD_TYPES: Record<UploadKind, { mime: string; ext: string; label: string }> = {
  png: { mime: 'image/png', ext: 'png', label: 'PNG' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  webp: { mime: 'image/webp', ext: 'webp', label: 'WebP' },
}
/** Content types the upload call accepts as a body; what the bytes are is decided by sniffing. */
export const UPLOAD_BODY_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'application/octet-stream']

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])

export function sniffUpload(b: Buffer): UploadKind | null {
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_MAGIC)) return 'png'
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg'
  if (b.length >= 16 && b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP') return 'webp'
  return null
}

/** Width and height from a WebP's first chunk (lossy VP8, lossless VP8L or extended VP8X); null if malformed. */
function webpSize(b: Buffer): { width: number; height: number } | null {
  const riffSize = b.readUInt32LE(4)
  if (riffSize + 8 !== b.length && riffSize + 9 !== b.length) return null
  const chunk = b.toString('latin1', 12, 16)
  const size = b.readUInt32LE(16)
  const data = 20
  if (data + size > b.length) return null
  if (chunk === 'VP8 ' && size >= 10) {
    // Key frame: start code 9d 01 2a, then 14-bit width and height.
    if (b[data + 3] !== 0x9d || b[data + 4] !== 0x01 || b[data + 5] !== 0x2a) return null
    return { width: b.readUInt16LE(data + 6) & 0x3fff, height: b.readUInt16LE(data + 8) & 0x3fff }
  }
  if (chunk === 'VP8L' && size >= 5) {
    if (b[data] !== 0x2f) return null
    const bits = b.readUInt32LE(data + 1)
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 }
  }
  if (chunk === 'VP8X' && size >= 10) {
    return { width: b.readUIntLE(data + 4, 3) + 1, height: b.readUIntLE(data + 7, 3) + 1 }
  }
  return null
}

/**
 * The checks that need no decoding: present, within the size cap, and a type the bytes really
 * start as. Throws the AppError staff should see.
 */
export function uploadKind(bytes: Buffer | undefined | null): UploadKind {
  if (!bytes || bytes.length === 0) throw new AppError(400, BoContentErrorCode.uploadMissing)
  if (bytes.length > UPLOAD_MAX_BYTES) throw new AppError(413, BoContentErrorCode.uploadTooLarge, { max: '2 MiB' })
  const kind = sniffUpload(bytes)
  if (!kind) throw new AppError(415, BoContentErrorCode.uploadType)
  return kind
}

/**
 * Width and height after reading the image through, null when it does not decode or is over the
 * pixel caps. Seconds of work for a large picture: the server runs it on its decoding thread
 * (lib/image-decoder.ts).
 */
export function uploadSize(bytes: Buffer, kind: UploadKind): { width: number; height: number } | null {
  let size: { width: number; height: number } | null
  try {
    if (kind === 'png') {
      // IHDR follows the signature: width and height at bytes 16 and 20, checked before decoding.
      if (bytes.length < 24 || bytes.readUInt32BE(16) > MAX_SIDE || bytes.readUInt32BE(20) > MAX_SIDE) return null
      const png = PNG.sync.read(bytes, { checkCRC: true })
      size = { width: png.width, height: png.height }
    } else if (kind === 'jpeg') {
      const img = jpeg.decode(bytes, {
        useTArray: true,
        maxResolutionInMP: MAX_MEGAPIXELS,
        maxMemoryUsageInMB: 256,
      })
      size = { width: img.width, height: img.height }
    } else {
      size = webpSize(bytes)
    }
  } catch {
    return null
  }
  if (!size || size.width < 1 || size.height < 1 || size.width > MAX_SIDE || size.height > MAX_SIDE) return null
  return size
}

/** The refusal of an upload that does not read as the image its first bytes claim. */
export const uploadCorrupt = (kind: UploadKind) =>
  new AppError(400, BoContentErrorCode.uploadCorrupt, { type: UPLOAD_TYPES[kind].label })

/** A new upload's random id; with the kind's extension it is the file name in the URL. */
export const newUploadId = () => randomBytes(16).toString('hex')

export const uploadUrl = (merchantCode: string, id: string, kind: UploadKind) =>
  `/cdn/uploads/${merchantCode.toLowerCase()}/${id}.${UPLOAD_TYPES[kind].ext}`

const FILE = /^([a-f0-9]{32})\.(png|jpg|webp)$/

/** The id and type a served file name stands for; null for any name an upload could not have had. */
export function parseUploadFile(file: string): { id: string; mime: string } | null {
  const m = FILE.exec(file)
  const kind = m && (Object.keys(UPLOAD_TYPES) as UploadKind[]).find((k) => UPLOAD_TYPES[k].ext === m[2])
  return m?.[1] && kind ? { id: m[1], mime: UPLOAD_TYPES[kind].mime } : null
}
