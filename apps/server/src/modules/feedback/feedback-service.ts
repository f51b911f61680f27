import { type FeedbackBody, FEEDBACK_LIMITS, FeedbackError, sniffImageType } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { CheckedImage } from './feedback-repository.ts'

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/
const DATA_URL = /^data:[^,]{0,100};base64,/

/**
 * The feedback limits (accounts-and-access §5, §9), on what actually arrived: the remark's
 * characters, the image count, and each image's decoded size and first bytes. A file's name or
 * declared type is never trusted.
 */
export function checkFeedback(body: FeedbackBody): { remark: string; images: CheckedImage[] } {
  const remark = body.remark.trim()
  if (remark === '') throw new AppError(400, FeedbackError.remarkRequired, {}, { field: 'remark' })
  // Characters as people count them (an emoji is one), not UTF-16 units.
  if (Array.from(remark).length > FEEDBACK_LIMITS.remarkMax)
    throw new AppError(
      400,
      FeedbackError.remarkTooLong,
      { max: String(FEEDBACK_LIMITS.remarkMax) },
      { field: 'remark' },
    )
  const given = body.images ?? []
  if (given.length > FEEDBACK_LIMITS.imagesMax)
    throw new AppError(
      400,
      FeedbackError.tooManyImages,
      { max: String(FEEDBACK_LIMITS.imagesMax) },
      { field: 'images' },
    )

  const images = given.map((img, i): CheckedImage => {
    const n = String(i + 1)
    const data = img.data.replace(DATA_URL, '').replace(/\s+/g, '')
    if (!BASE64.test(data)) throw new AppError(400, FeedbackError.imageType, { n }, { field: 'images', index: i })
    // Decoded size from the length, so an oversized file is refused before it is decoded.
    const size = Math.floor((data.length * 3) / 4) - (data.endsWith('==') ? 2 : data.endsWith('=') ? 1 : 0)
    if (size > FEEDBACK_LIMITS.imageBytesMax)
      throw new AppError(400, FeedbackError.imageTooLarge, { n, max: '5 MB' }, { field: 'images', index: i })
    const bytes = Buffer.from(data, 'base64')
    const mime = sniffImageType(bytes)
    if (!mime) throw new AppError(400, FeedbackError.imageType, { n }, { field: 'images', index: i })
    return { mime, bytes }
  })
  return { remark, images }
}
