// Inbox, help centre, feedback, download/agreement/invite pages. Wire shapes: wire-contract §8.
import { z } from 'zod'

const blank = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional())

// --- Inbox (CSP_getInbox, CSP_unreadCount; newer EMFE_getInbox?page&size) ---

export const INBOX_PAGE_SIZE = 20

/** Both spellings of paging: the CSP call's `pageNo/pageSize` and the newer call's `page/size`. */
export const inboxQuerySchema = z.object({
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(100)),
  page: blank(z.coerce.number().int().min(1).max(100_000)),
  size: blank(z.coerce.number().int().min(1).max(100)),
})
export type InboxQuery = z.infer<typeof inboxQuerySchema>

export const inboxMessageSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Operator HTML, stored as given; clients sanitise before display. */
  content: z.string(),
  read: z.boolean(),
  /** true: sent to every member of the merchant; false: to this member only. */
  broadcast: z.boolean(),
  /** Epoch milliseconds. */
  createdTime: z.number(),
})
export type InboxMessage = z.infer<typeof inboxMessageSchema>

export const inboxListSchema = z.object({
  list: z.array(inboxMessageSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  totalPages: z.number().int(),
  totalCount: z.number().int(),
  unreadCount: z.number().int(),
})
export type InboxList = z.infer<typeof inboxListSchema>

const messageId = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER)
export const inboxMessageQuerySchema = z.object({ id: messageId })
export const inboxMarkReadBodySchema = z.object({ ids: z.array(messageId).min(1).max(200) })

// --- Help centre (/wps/system/helpCenter?device=MOBILE&lang=) ---

export const helpQuerySchema = z.object({
  device: blank(z.enum(['MOBILE', 'WEB', 'DESKTOP'])),
  lang: blank(z.string().max(8)),
})
export const helpEntrySchema = z.object({ title: z.string(), content: z.string() })
export const helpListSchema = z.array(helpEntrySchema)
export type HelpEntry = z.infer<typeof helpEntrySchema>

// --- Feedback (PUT /wps/feedback, FEEDBACK3; accounts-and-access §5, §9) ---

export const FEEDBACK_LIMITS = {
  remarkMax: 140,
  imagesMax: 3,
  imageBytesMax: 5 * 1024 * 1024,
  mimeTypes: ['image/png', 'image/jpeg'],
} as const

/** Feedback refusals; each has a message on both sides. */
export const FeedbackError = {
  remarkRequired: 'feedback.remark_required',
  remarkTooLong: 'feedback.remark_too_long',
  tooManyImages: 'feedback.too_many_images',
  imageTooLarge: 'feedback.image_too_large',
  imageType: 'feedback.image_type',
} as const

/**
 * Images travel base64-encoded in the JSON body. The schema only bounds the shape; the limits
 * above are checked by the server with their own error codes, on the decoded bytes.
 */
export const feedbackBodySchema = z.object({
  remark: z.string().max(2_000),
  images: z
    .array(
      z.object({
        name: z.string().max(255).optional(),
        // A little over 8 MB of file: a 6 MB image still arrives and is refused by its own rule.
        data: z.string().max(11_500_000),
      }),
    )
    .max(10)
    .default([]),
})
export type FeedbackBody = z.input<typeof feedbackBodySchema>
export const feedbackAnswerSchema = z.object({ id: z.number().int() })

/** png or jpeg by the file's first bytes; null for anything else (whatever its name says). */
export function sniffImageType(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png'
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  return null
}

// --- User agreement, invite friends ---

export const agreementQuerySchema = z.object({ lang: blank(z.string().max(8)) })
export const agreementSchema = z.object({
  merchantName: z.string(),
  ageLimit: z.number().int(),
  /** Operator HTML with the merchant's age limit filled in; sanitised on display. */
  content: z.string(),
})
export type Agreement = z.infer<typeof agreementSchema>

export const referralSchema = z.object({
  referralCode: z.string(),
  /** Path of the registration link carrying the code; clients prefix the address they run on. */
  registerPath: z.string(),
})
export type Referral = z.infer<typeof referralSchema>
