/**
 * Announcements, help entries and image uploads by staff. Operator HTML is stored exactly as given: the
 * server never renders it (answers are JSON), and every player-app screen that shows it passes it
 * through DOMPurify (apps/web components/ui/safe-html.tsx, lib/sanitize.ts). Each change writes its
 * audit row, with the record before and after, in the same transaction.
 */
import type {
  BoAnnouncement,
  boAnnouncementBodySchema,
  boHelpEntryBodySchema,
  boHelpEntrySchema,
} from '@parlor/contract'
import type { z } from 'zod'
import { type Db, inTransaction } from '../../db/client.ts'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditEntry, recordAudit } from '../audit/audit-log.ts'
import type {
  AnnouncementFields,
  AnnouncementRecord,
  BoContentRepository,
  HelpFields,
  HelpRecord,
} from './bo-content-repository.ts'
import type { ImageDecoder } from '../../lib/image-decoder.ts'
import {
  newUploadId,
  parseUploadFile,
  UPLOAD_TYPES,
  uploadCorrupt,
  uploadKind,
  uploadUrl,
} from './bo-content-uploads.ts'
import { pickChanged } from './bo-games-service.ts'

type Actor = Pick<AuditEntry, 'actor' | 'actorType' | 'actorId' | 'ip'>
type AnnouncementBody = z.output<typeof boAnnouncementBodySchema>
type HelpBody = z.output<typeof boHelpEntryBodySchema>
type BoHelp = z.input<typeof boHelpEntrySchema>
/** The merchant a change acts on, already resolved within the caller's scope. */
export interface ContentMerchant {
  id: number
  code: string
  defaultLanguage: string
}
/** The merchant of a stored record, null when it is outside the caller's scope. */
export type MerchantOfId = (merchantId: number) => Promise<ContentMerchant | null>

export function toBoAnnouncement(r: AnnouncementRecord, merchant: string): BoAnnouncement {
  return {
    id: r.id,
    merchant,
    type: r.type as BoAnnouncement['type'],
    titles: r.titles,
    contents: r.contents,
    imageUrl: r.imageUrl,
    linkUrl: r.linkUrl,
    execution: (r.execution ?? null) as BoAnnouncement['execution'],
    platform: (r.platform ?? null) as BoAnnouncement['platform'],
    groupName: (r.groupName ?? null) as BoAnnouncement['groupName'],
    sort: r.sort,
    startAt: r.startAt?.toISOString() ?? null,
    endAt: r.endAt?.toISOString() ?? null,
    payload: r.payload ?? null,
    createdAt: r.createdAt.toISOString(),
  }
}

const toBoHelp = (r: HelpRecord, merchant: string): BoHelp => ({
  id: r.id,
  merchant,
  sort: r.sort,
  titles: r.titles,
  contents: r.contents,
})

/** Texts without the languages left empty, so a blank field falls back like a missing one. */
export function nonEmptyTexts(t: Partial<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(t).filter((e): e is [string, string] => !!e[1]?.trim()))
}

export function requireTitle(titles: Record<string, string>, merchant: ContentMerchant) {
  if (!titles[merchant.defaultLanguage])
    throw new AppError(400, BoContentErrorCode.titleRequired, { language: merchant.defaultLanguage })
}

function announcementFields(b: AnnouncementBody, merchant: ContentMerchant): AnnouncementFields {
  const titles = nonEmptyTexts(b.titles)
  requireTitle(titles, merchant)
  const startAt = b.startAt ? new Date(b.startAt) : null
  const endAt = b.endAt ? new Date(b.endAt) : null
  if (startAt && endAt && endAt <= startAt) throw new AppError(400, BoContentErrorCode.invalidSchedule)
  return {
    type: b.type,
    titles,
    contents: nonEmptyTexts(b.contents),
    imageUrl: b.imageUrl || null,
    linkUrl: b.linkUrl || null,
    // Only popups have an audience; anonymous visitors (B) when none is named.
    execution: b.type === 'PU' ? (b.execution ?? 'B') : null,
    platform: b.platform,
    groupName: b.groupName,
    sort: b.sort,
    startAt,
    endAt,
    // Only hot matches carry a match.
    payload: b.type === 'H' ? (b.payload ?? {}) : null,
  }
}

export function createBoContentService({
  db,
  repo,
  images,
}: {
  db: Db
  repo: BoContentRepository
  /** Decodes uploads off the event loop. */
  images: Pick<ImageDecoder, 'uploadSize'>
}) {
  /**
   * The stored record's merchant, answering 404 for one outside the caller's scope like a missing
   * one. Resolved before the transaction: the merchant registry reads through its own connection.
   */
  async function ownerOf(found: { merchantId: number } | null, merchantOf: MerchantOfId, code: string) {
    const merchant = found ? await merchantOf(found.merchantId) : null
    if (!found || !merchant) throw new AppError(404, code)
    return merchant
  }

  return {
    async listAnnouncements(
      merchant: ContentMerchant,
      q: { type?: string | undefined; page: number; pageSize: number },
    ) {
      const { rows, total } = await repo.listAnnouncements({ merchantId: merchant.id, ...q })
      return { rows: rows.map((r) => toBoAnnouncement(r, merchant.code)), total }
    },

    async createAnnouncement(merchant: ContentMerchant, body: AnnouncementBody, actor: Actor) {
      const fields = announcementFields(body, merchant)
      return inTransaction(db, async (tx) => {
        const row = await repo.insertAnnouncement(tx, merchant.id, fields)
        const after = toBoAnnouncement(row, merchant.code)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'announcement.create',
          target: `announcement:${row.id}`,
          before: null,
          after,
        })
        return after
      })
    },

    /** `merchant` is the body's merchant (in scope); the record must belong to it. */
    async updateAnnouncement(id: number, merchant: ContentMerchant, body: AnnouncementBody, actor: Actor) {
      const fields = announcementFields(body, merchant)
      return inTransaction(db, async (tx) => {
        const found = await repo.findAnnouncement(tx, id)
        if (!found || found.merchantId !== merchant.id) throw new AppError(404, BoContentErrorCode.announcementNotFound)
        const row = await repo.updateAnnouncement(tx, id, fields)
        const before = toBoAnnouncement(found, merchant.code)
        const after = toBoAnnouncement(row, merchant.code)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'announcement.update',
          target: `announcement:${id}`,
          before: pickChanged(before, after, 'before'),
          after: pickChanged(before, after, 'after'),
          detail: { type: row.type },
        })
        return after
      })
    },

    async deleteAnnouncement(id: number, merchantOf: MerchantOfId, actor: Actor) {
      const code = BoContentErrorCode.announcementNotFound
      const merchant = await ownerOf(await repo.findAnnouncement(db, id), merchantOf, code)
      await inTransaction(db, async (tx) => {
        const row = await repo.findAnnouncement(tx, id)
        if (!row || row.merchantId !== merchant.id) throw new AppError(404, code)
        await repo.deleteAnnouncement(tx, id)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'announcement.delete',
          target: `announcement:${id}`,
          before: toBoAnnouncement(row, merchant.code),
          after: null,
        })
      })
      return { ok: true as const }
    },

    async listHelp(merchant: ContentMerchant) {
      return (await repo.listHelp(merchant.id)).map((r) => toBoHelp(r, merchant.code))
    },

    async createHelp(merchant: ContentMerchant, body: HelpBody, actor: Actor) {
      const fields = helpFields(body, merchant)
      return inTransaction(db, async (tx) => {
        const row = await repo.insertHelp(tx, merchant.id, fields)
        const after = toBoHelp(row, merchant.code)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'help.create',
          target: `help:${row.id}`,
          before: null,
          after,
        })
        return after
      })
    },

    async updateHelp(id: number, merchant: ContentMerchant, body: HelpBody, actor: Actor) {
      const fields = helpFields(body, merchant)
      return inTransaction(db, async (tx) => {
        const found = await repo.findHelp(tx, id)
        if (!found || found.merchantId !== merchant.id) throw new AppError(404, BoContentErrorCode.helpNotFound)
        const row = await repo.updateHelp(tx, id, fields)
        const before = toBoHelp(found, merchant.code)
        const after = toBoHelp(row, merchant.code)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'help.update',
          target: `help:${id}`,
          before: pickChanged(before, after, 'before'),
          after: pickChanged(before, after, 'after'),
        })
        return after
      })
    },

    async deleteHelp(id: number, merchantOf: MerchantOfId, actor: Actor) {
      const code = BoContentErrorCode.helpNotFound
      const merchant = await ownerOf(await repo.findHelp(db, id), merchantOf, code)
      await inTransaction(db, async (tx) => {
        const row = await repo.findHelp(tx, id)
        if (!row || row.merchantId !== merchant.id) throw new AppError(404, code)
        await repo.deleteHelp(tx, id)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'help.delete',
          target: `help:${id}`,
          before: toBoHelp(row, merchant.code),
          after: null,
        })
      })
      return { ok: true as const }
    },

    /** Checks the bytes (bo-content-uploads.ts), stores them and answers their public URL. */
    async upload(merchant: ContentMerchant, bytes: Buffer | null, actor: Actor) {
      const kind = uploadKind(bytes)
      const image = bytes as Buffer
      if (!(await images.uploadSize(image, kind))) throw uploadCorrupt(kind)
      const id = newUploadId()
      const url = uploadUrl(merchant.code, id, kind)
      await inTransaction(db, async (tx) => {
        await repo.insertUpload(tx, {
          id,
          merchantId: merchant.id,
          contentType: UPLOAD_TYPES[kind].mime,
          bytes: image,
          createdBy: actor.actor,
        })
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'upload.create',
          target: url,
          before: null,
          after: { url, contentType: UPLOAD_TYPES[kind].mime, bytes: image.length },
        })
      })
      return { url }
    },

    /** A stored image for `/cdn/uploads/:merchant/:file`; null for a name no upload has. */
    async image(merchantCode: string, file: string) {
      const name = parseUploadFile(file)
      const found = name ? await repo.findUpload(merchantCode, name.id) : null
      // The extension must name the stored type, so one image has one address.
      return found && found.contentType === name?.mime ? found : null
    },
  }
}
export type BoContentService = ReturnType<typeof createBoContentService>

function helpFields(b: HelpBody, merchant: ContentMerchant): HelpFields {
  const titles = nonEmptyTexts(b.titles)
  requireTitle(titles, merchant)
  return { sort: b.sort, titles, contents: nonEmptyTexts(b.contents) }
}
