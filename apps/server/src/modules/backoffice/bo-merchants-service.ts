/**
 * The back office's merchant settings: one screen's shape (contract `boMerchantSettingsSchema`)
 * mapped onto the merchants row, its domains and its agreements. A change is checked as a whole,
 * written in one transaction with its audit row, then the in-memory copies are dropped so this
 * instance serves it at once (others within the registry's cache time).
 */
import { randomBytes } from 'node:crypto'
import {
  type BoMerchantSettings,
  formatMinor,
  parseMajor,
  StaffErrorCode,
  type boMerchantPatchSchema,
  type maintenanceWindowBodySchema,
} from '@parlor/contract'
import { decodeServicePath, encodeServicePath } from '@parlor/contract/cs-link'
import type { FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { type Db, inTransaction } from '../../db/client.ts'
import { isLanguageComplete } from '../../i18n/messages.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { auditActor, inScope } from '../staff/staff-principal.ts'
import type { Maintenance } from '../system/maintenance.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { BoMerchantsRepository, MerchantRowPatch, WindowRow } from './bo-merchants-repository.ts'

type Patch = z.output<typeof boMerchantPatchSchema>
type WindowBody = z.output<typeof maintenanceWindowBodySchema>

/**
 * A setting the operator must correct: 400 `invalid_settings`, the translated message naming the
 * setting (staff-messages `{detail}`), `value` saying which and why for the form; nothing is written.
 */
const invalid = (field: string, reason: string) =>
  new AppError(400, StaffErrorCode.invalidSettings, { detail: field }, { field, reason })

const KEY_CHARS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
/** The 8-character key a customer-service path carries (wire-contract §2.4); random per link. */
function serviceKey(): string {
  return [...randomBytes(8)].map((b) => KEY_CHARS[b % KEY_CHARS.length]).join('')
}

const isWebUrl = (s: string) => {
  try {
    const u = new URL(s)
    return u.protocol === 'https:' || u.protocol === 'http:'
  } catch {
    return false
  }
}
/** Customer-service links may also dial or mail. */
const isServiceUrl = (s: string) => {
  if (isWebUrl(s)) return true
  try {
    return ['mailto:', 'tel:'].includes(new URL(s).protocol)
  } catch {
    return false
  }
}

export function toSettings(m: Merchant, domains: string[], agreement: Record<string, string>): BoMerchantSettings {
  return {
    code: m.code,
    name: m.name,
    currency: m.currency,
    currencySymbol: m.currencySymbol,
    flags: m.flags,
    registerSettings: m.registerSettings,
    mobileTemplate: m.mobileTemplate,
    theme: { primaryColor: m.primaryColor, logoUrl: m.logoUrl },
    languages: m.languages as BoMerchantSettings['languages'],
    defaultLanguage: m.defaultLanguage as BoMerchantSettings['defaultLanguage'],
    customerService: m.customerService.map((c) => ({
      title: c.title,
      csType: c.csType,
      url: decodeServicePath(c.path) ?? '',
    })),
    domains,
    imageCdns: m.imageCdns,
    agreement,
    ageLimit: m.ageLimit,
    maintenance: m.maintenance,
    regionRestriction: m.regionRestriction,
    allowedCountries: m.allowedCountries,
    adjustmentApprovalThreshold: formatMinor(m.adjustmentThresholdMinor, { grouping: false }),
    rgGroup: m.rgGroup,
    promoClaimsPerSource: m.promoClaimsPerSource,
    updatedAt: m.updatedAt.toISOString(),
  }
}

/** Only the settings that differ, as the audit log keeps them. */
const isMap = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/**
 * The settings that differ, for the audit's before/after. Maps (flags, register fields, texts per
 * language…) keep only their changed entries: one flag turned on is one flag in the log, not all
 * sixty.
 */
function changed(before: BoMerchantSettings, after: BoMerchantSettings) {
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  const same = (x: unknown, y: unknown) => JSON.stringify(x) === JSON.stringify(y)
  for (const k of Object.keys(after) as (keyof BoMerchantSettings)[]) {
    if (k === 'updatedAt' || same(before[k], after[k])) continue
    const was: unknown = before[k]
    const now: unknown = after[k]
    if (isMap(was) && isMap(now)) {
      const keys = [...new Set([...Object.keys(was), ...Object.keys(now)])].filter((x) => !same(was[x], now[x]))
      b[k] = Object.fromEntries(keys.map((x) => [x, was[x] ?? null]))
      a[k] = Object.fromEntries(keys.map((x) => [x, now[x] ?? null]))
    } else {
      b[k] = was
      a[k] = now
    }
  }
  return { before: b, after: a, any: Object.keys(a).length > 0 }
}

/** Checks what the schema cannot (cross-field rules, URLs, uniqueness) and builds the row's change. */
function rowPatch(current: Merchant, p: Patch): MerchantRowPatch {
  const out: MerchantRowPatch = {}
  if (p.name !== undefined) out.name = p.name
  // Flags merge: an id the patch does not name keeps its value; `false` turns one off.
  if (p.flags !== undefined) out.flags = { ...current.flags, ...p.flags }
  if (p.registerSettings !== undefined) {
    for (const [name, f] of Object.entries(p.registerSettings)) {
      if (!f) continue
      if (f.minLength > f.maxLength) throw invalid(`registerSettings.${name}`, 'minLength is above maxLength')
      if (f.acceptedPattern !== '*') {
        try {
          new RegExp(f.acceptedPattern)
        } catch {
          throw invalid(`registerSettings.${name}`, 'acceptedPattern is not a regular expression')
        }
      }
    }
    out.registerSettings = p.registerSettings
  }
  if (p.mobileTemplate !== undefined) out.mobileTemplate = p.mobileTemplate
  if (p.theme !== undefined) {
    const logo = p.theme.logoUrl?.trim() || null
    // An uploaded image (served from /cdn/) or an absolute https address; nothing that runs script.
    if (logo !== null && !logo.startsWith('/cdn/') && !(isWebUrl(logo) && logo.startsWith('https:')))
      throw invalid('theme.logoUrl', 'use an uploaded image or an https address')
    out.primaryColor = p.theme.primaryColor.toLowerCase()
    out.logoUrl = logo
  }
  const languages = p.languages ?? (current.languages as string[])
  const defaultLanguage = p.defaultLanguage ?? current.defaultLanguage
  if (new Set(languages).size !== languages.length) throw invalid('languages', 'a language is listed twice')
  if (!languages.includes(defaultLanguage)) throw invalid('defaultLanguage', 'the default language must be offered')
  // Players of a half-translated language would read English; only complete ones can be offered.
  const incomplete = (p.languages ?? []).filter((l) => !isLanguageComplete(l))
  if (incomplete.length > 0) throw invalid('languages', `not fully translated: ${incomplete.join(', ')}`)
  if (p.languages !== undefined) out.languages = p.languages
  if (p.defaultLanguage !== undefined) out.defaultLanguage = p.defaultLanguage
  if (p.customerService !== undefined) {
    const kept = new Map(current.customerService.map((c) => [decodeServicePath(c.path), c.path]))
    out.customerService = p.customerService.map((c, i) => {
      const url = c.url.trim()
      if (!isServiceUrl(url)) throw invalid(`customerService.${i}.url`, 'not a web, mail or phone link')
      // An unchanged link keeps its stored path, so saving the screen does not rewrite every link.
      return { title: c.title, csType: c.csType, path: kept.get(url) ?? encodeServicePath(url, serviceKey()) }
    })
  }
  if (p.imageCdns !== undefined) {
    const bad = p.imageCdns.findIndex((u) => !isWebUrl(u))
    if (bad >= 0) throw invalid(`imageCdns.${bad}`, 'not an http(s) address')
    out.imageCdns = p.imageCdns.map((u) => u.replace(/\/+$/, ''))
  }
  if (p.ageLimit !== undefined) out.ageLimit = p.ageLimit
  if (p.maintenance !== undefined) out.maintenance = p.maintenance
  const restriction = p.regionRestriction ?? current.regionRestriction
  const allowed = p.allowedCountries ?? current.allowedCountries
  if (restriction && allowed.length === 0)
    throw invalid('allowedCountries', 'region restriction needs at least one allowed country')
  if (p.regionRestriction !== undefined) out.regionRestriction = p.regionRestriction
  if (p.allowedCountries !== undefined) out.allowedCountries = [...new Set(p.allowedCountries)]
  if (p.adjustmentApprovalThreshold !== undefined) {
    const minor = parseMajor(p.adjustmentApprovalThreshold)
    if (minor === null || minor < 0n) throw invalid('adjustmentApprovalThreshold', 'a zero or positive amount')
    out.adjustmentThresholdMinor = minor
  }
  if (p.rgGroup !== undefined) out.rgGroup = p.rgGroup
  if (p.promoClaimsPerSource !== undefined) out.promoClaimsPerSource = p.promoClaimsPerSource
  return out
}

export function toWindow(w: WindowRow, merchantCode: string) {
  return {
    id: w.id,
    merchant: merchantCode,
    vendorCode: w.vendorCode,
    startsAt: w.startsAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    note: w.note,
    createdBy: w.createdBy,
  }
}

export function createBoMerchantsService(deps: {
  db: Db
  repo: BoMerchantsRepository
  registry: MerchantRegistry
  maintenance: Maintenance
  clock: Clock
  /** Vendor codes that exist (a window may name only one of them). */
  vendorExists: (code: string) => Promise<boolean>
}) {
  const { db, repo, registry, maintenance, clock } = deps

  async function settingsOf(m: Merchant) {
    const [domains, agreement] = await Promise.all([repo.domainsOf(db, m.id), repo.agreementsOf(db, m.id)])
    return toSettings(m, domains, agreement)
  }

  return {
    async list(req: FastifyRequest) {
      const snapshot = await registry.current()
      const mine = [...snapshot.byCode.values()].filter((m) => inScope(req.staff, m.id))
      const counts = await repo.memberCounts()
      const now = clock.now()
      return Promise.all(
        mine
          .sort((a, b) => a.code.localeCompare(b.code))
          .map(async (m) => ({
            code: m.code,
            name: m.name,
            currency: m.currency,
            defaultLanguage: m.defaultLanguage,
            languages: m.languages,
            maintenance: m.maintenance,
            // A window open now, whatever the switch says.
            maintenanceNow: (await maintenance.state({ id: m.id, maintenance: false }, now)).merchant,
            domains: snapshot.domainsOf.get(m.id) ?? [],
            members: counts.get(m.id) ?? 0,
          })),
      )
    },

    async get(m: Pick<Merchant, 'id'>) {
      const row = await repo.findMerchant(m.id)
      if (!row) throw new AppError(404, StaffErrorCode.merchantNotFound)
      return settingsOf(row)
    },

    async update(req: FastifyRequest, m: Pick<Merchant, 'id'>, patch: Patch) {
      const now = clock.now()
      const result = await inTransaction(db, async (tx) => {
        const row = await repo.lockMerchant(tx, m.id)
        if (!row) throw new AppError(404, StaffErrorCode.merchantNotFound)
        const [domains, agreement] = await Promise.all([repo.domainsOf(tx, m.id), repo.agreementsOf(tx, m.id)])
        const before = toSettings(row, domains, agreement)
        const change = rowPatch(row, patch)
        if (patch.domains !== undefined) {
          const wanted = [...new Set(patch.domains)]
          const taken = await repo.domainsTaken(tx, m.id, wanted)
          if (taken.length) throw invalid('domains', `already served by another merchant: ${taken.join(', ')}`)
        }
        const merged: Merchant = { ...row, ...change, updatedAt: now }
        const after = toSettings(
          merged,
          patch.domains !== undefined ? [...new Set(patch.domains)].sort() : domains,
          patch.agreement !== undefined
            ? Object.fromEntries(Object.entries(patch.agreement).filter(([, v]) => v && v.trim() !== ''))
            : agreement,
        )
        const diff = changed(before, after)
        if (!diff.any) return before
        await repo.updateMerchant(tx, m.id, change, now)
        if (patch.domains !== undefined) await repo.replaceDomains(tx, m.id, after.domains)
        if (patch.agreement !== undefined)
          await repo.replaceAgreements(tx, m.id, after.agreement as Record<string, string>)
        await recordAudit(tx, {
          merchantId: m.id,
          ...auditActor(req),
          action: 'merchant.update',
          target: row.code,
          before: diff.before,
          after: diff.after,
        })
        return after
      })
      // After the commit: this instance rereads the merchant (status, flags, theme) at once.
      registry.invalidate()
      maintenance.invalidate(m.id)
      return result
    },

    async dashboard(m: Merchant) {
      const d = await repo.dashboard(m.id, m.timeZone, clock.now())
      return {
        pendingDeposits: d.pendingDeposits,
        pendingWithdrawals: d.pendingWithdrawals,
        pendingAdjustments: d.pendingAdjustments,
        todayGgr: formatMinor(d.ggrMinor, { grouping: false }),
        todayNewPlayers: d.newPlayers,
        todayDeposits: formatMinor(d.depositsMinor, { grouping: false }),
      }
    },

    async listWindows(m: Merchant) {
      return (await repo.listWindows(m.id)).map((w) => toWindow(w, m.code))
    },

    async createWindow(req: FastifyRequest, m: Merchant, body: WindowBody) {
      const startsAt = new Date(body.startsAt)
      const endsAt = new Date(body.endsAt)
      if (!(endsAt > startsAt)) throw invalid('endsAt', 'the window must end after it starts')
      if (endsAt <= clock.now()) throw invalid('endsAt', 'the window has already ended')
      if (body.vendorCode !== null && !(await deps.vendorExists(body.vendorCode)))
        throw invalid('vendorCode', 'no such vendor')
      const created = await inTransaction(db, async (tx) => {
        const w = await repo.insertWindow(tx, {
          merchantId: m.id,
          vendorCode: body.vendorCode,
          startsAt,
          endsAt,
          note: body.note,
          createdBy: req.staff.name,
        })
        const shown = toWindow(w, m.code)
        await recordAudit(tx, {
          merchantId: m.id,
          ...auditActor(req),
          action: 'maintenance.create',
          target: m.code,
          before: null,
          after: shown,
          detail: { windowId: w.id, vendorCode: w.vendorCode },
        })
        return shown
      })
      maintenance.invalidate(m.id)
      return created
    },

    /** Deletes a window of a merchant in the caller's scope; another merchant's answers 404 alike. */
    async deleteWindow(req: FastifyRequest, id: number, merchantOf: (merchantId: number) => Merchant | undefined) {
      const merchantId = await inTransaction(db, async (tx) => {
        const w = await repo.findWindow(tx, id)
        const m = w ? merchantOf(w.merchantId) : undefined
        if (!w || !m || !inScope(req.staff, m.id)) throw new AppError(404, StaffErrorCode.notFound404)
        await repo.deleteWindow(tx, id)
        await recordAudit(tx, {
          merchantId: m.id,
          ...auditActor(req),
          action: 'maintenance.delete',
          target: m.code,
          before: toWindow(w, m.code),
          after: null,
          detail: { windowId: id, vendorCode: w.vendorCode },
        })
        return m.id
      })
      maintenance.invalidate(merchantId)
      return { ok: true as const }
    },
  }
}
export type BoMerchantsService = ReturnType<typeof createBoMerchantsService>
