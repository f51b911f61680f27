import { type FeedbackBody, FEEDBACK_LIMITS, FeedbackError } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import { decodeImage } from '../../lib/image-upload.ts'
import type { CheckedImage } from './feedback-repository.ts'

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
    const image = decodeImage(img.data, FEEDBACK_LIMITS.imageBytesMax)
    if (!image.ok && image.reason === 'size')
      throw new AppError(400, FeedbackError.imageTooLarge, { n, max: '5 MB' }, { field: 'images', index: i })
    if (!image.ok) throw new AppError(400, FeedbackError.imageType, { n }, { field: 'images', index: i })
    return { mime: image.mime, bytes: image.bytes }
  })
  return { remark, images }
}
