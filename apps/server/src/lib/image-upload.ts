/**
 * Images members upload as base64 in a JSON body (feedback pictures, deposit receipts): decoded
 * size from the text's length before decoding, then the type from the file's first bytes. A
 * file's name or declared type is never trusted, and the operator gets them back only as downloads.
 */
import { ErrorCode, sniffImageType } from '@parlor/contract'
import type { FastifyReply } from 'fastify'
import { AppError } from './errors.ts'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL = /^data:[^,]{0,100};base64,/

export type DecodedImage =
  | { ok: true; mime: 'image/png' | 'image/jpeg'; bytes: Buffer }
  | { ok: false; reason: 'type' | 'size' }

/** A png or jpeg of at most `bytesMax` bytes, from a data URL or bare base64. */
export function decodeImage(text: string, bytesMax: number): DecodedImage {
  const data = text.replace(DATA_URL, '').replace(/\s+/g, '')
  if (!BASE64.test(data)) return { ok: false, reason: 'type' }
  // Decoded size from the length, so an oversized file is refused before it is decoded.
  const size = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
  if (size > bytesMax) return { ok: false, reason: 'size' }
  const bytes = Buffer.from(data, 'base64')
  const mime = sniffImageType(bytes)
  return mime ? { ok: true, mime, bytes } : { ok: false, reason: 'type' }
}

/**
 * An uploaded image for the operator, 404 when there is none. The type is the sniffed one; a
 * download, never rendered in the operator's origin.
 */
export function sendImageDownload(
  reply: FastifyReply,
  image: { mime: string; bytes: Buffer } | null,
  filename: string,
): FastifyReply {
  if (!image) throw new AppError(404, ErrorCode.notFound)
  return reply
    .header('content-type', image.mime)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(image.bytes)
}
