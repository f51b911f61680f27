import { FEEDBACK_LIMITS, sniffImageType } from '@parlor/contract'
import { z } from 'zod'

/**
 * The feedback limits on the phone (accounts-and-access §5, §9), the same numbers the server
 * checks: a remark of 1-140 characters, at most 3 png/jpg images of at most 5 MB each, the type
 * told by the file's first bytes rather than its name. Messages are i18n keys under `pages.feedback`.
 */
export const feedbackImageSchema = z.object({
  name: z.string(),
  size: z.number().max(FEEDBACK_LIMITS.imageBytesMax, 'imageTooLarge'),
  mime: z.enum(FEEDBACK_LIMITS.mimeTypes),
  /** Base64 of the file's bytes. */
  data: z.string(),
  /** Object URL for the thumbnail. */
  preview: z.string(),
})
export type FeedbackImage = z.infer<typeof feedbackImageSchema>

export const feedbackFormSchema = z.object({
  remark: z
    .string()
    .trim()
    .min(1, 'remarkRequired')
    // Characters as people count them (an emoji is one), as the server counts.
    .refine((v) => Array.from(v).length <= FEEDBACK_LIMITS.remarkMax, 'remarkTooLong'),
  images: z.array(feedbackImageSchema).max(FEEDBACK_LIMITS.imagesMax, 'tooManyImages'),
})
export type FeedbackForm = z.infer<typeof feedbackFormSchema>

export type ImageProblem = 'tooManyImages' | 'imageTooLarge' | 'imageType'

/** Why a picked file cannot be attached next to `already` others, or null when it can. */
export async function imageProblem(file: Blob, already: number): Promise<ImageProblem | null> {
  if (already >= FEEDBACK_LIMITS.imagesMax) return 'tooManyImages'
  if (file.size > FEEDBACK_LIMITS.imageBytesMax) return 'imageTooLarge'
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  return sniffImageType(head) ? null : 'imageType'
}

export async function toBase64(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  // Chunks keep String.fromCharCode under the engine's argument limit on 5 MB files.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}
