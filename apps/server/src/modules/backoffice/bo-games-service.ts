/**
 * A merchant's catalogue and vendors, changed by staff. Every change bumps the catalogue version
 * in its own transaction (with its audit row), so every instance rebuilds its in-memory catalogue
 * at its next version check (PARLOR_CATALOGUE_CHECK_MS); this instance drops its copy at once.
 */
import { formatMinor, type Language, MONEY_DECIMALS, parseMajor } from '@parlor/contract'
import type { boGamePatchSchema, boGameRowSchema, boVendorPatchSchema, boVendorRowSchema } from '@parlor/contract'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { inTransaction } from '../../db/client.ts'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { type AuditEntry, recordAudit } from '../audit/audit-log.ts'
import { createCatalogueRepository } from '../games/catalogue-repository.ts'
import type { Catalogue } from '../games/catalogue-service.ts'
import { type Maintenance, vendorsDown } from '../system/maintenance.ts'
import type { BoGameFilter, BoGameRecord, BoGamesRepository, OverrideFields } from './bo-games-repository.ts'

type BoGameRow = z.input<typeof boGameRowSchema>
type BoVendorRow = z.input<typeof boVendorRowSchema>
type Actor = Pick<AuditEntry, 'actor' | 'actorType' | 'actorId' | 'ip'>

type MerchantRef = { id: number; maintenance: boolean }

const major = (minor: number) => formatMinor(minor, { grouping: false, decimals: MONEY_DECIMALS })

/** The game as this merchant's players see it. */
export function toBoGame(r: BoGameRecord): BoGameRow {
  const g = r.game
  const o = r.override
  return {
    id: g.id,
    gameCode: g.gameCode,
    vendorCode: g.vendorCode,
    gameType: g.gameType,
    names: o?.names ? { ...g.names, ...o.names } : g.names,
    minBet: major(o?.minBet ?? g.minBet),
    isNew: o?.isNew ?? g.isNew,
    isHot: o?.isHot ?? g.isHot,
    sort: o?.sort ?? g.sort,
    enabled: o?.enabled ?? g.enabled,
    iconUrl: o?.iconUrl ?? null,
  }
}

const EMPTY: OverrideFields = {
  enabled: null,
  sort: null,
  isNew: null,
  isHot: null,
  minBet: null,
  names: null,
  iconUrl: null,
}

export function createBoGamesService(deps: {
  db: Db
  repo: BoGamesRepository
  catalogue: Catalogue
  clock: Clock
  maintenance: Maintenance
}) {
  const { db, repo, catalogue, clock, maintenance } = deps
  const catalogueRepo = createCatalogueRepository(db)

  /** Vendors down for the merchant now: its switches, its scheduled windows, and platform-wide ones. */
  async function downNow(merchant: MerchantRef): Promise<ReadonlySet<string>> {
    const state = await maintenance.state(merchant, clock.now())
    return vendorsDown(state, (await catalogue.current()).maintenance)
  }

  /** Committed: drop this instance's catalogue now; the others follow the version bump. */
  const changed = <T>(result: T): T => {
    catalogue.invalidate()
    return result
  }

  return {
    async list(f: BoGameFilter) {
      const { rows, total } = await repo.list(f)
      return { rows: rows.map(toBoGame), total }
    },

    async patch(
      merchantId: number,
      gameId: number,
      patch: Omit<z.output<typeof boGamePatchSchema>, 'merchant'>,
      actor: Actor,
    ): Promise<BoGameRow> {
      let minBet: number | undefined
      if (patch.minBet !== undefined) {
        const minor = parseMajor(patch.minBet)
        if (minor === null || minor < 0n || minor > 2_147_483_647n)
          throw new AppError(400, BoContentErrorCode.invalidMinBet)
        minBet = Number(minor)
      }
      return changed(
        await inTransaction(db, async (tx) => {
          const found = await repo.find(tx, merchantId, gameId)
          if (!found) throw new AppError(404, BoContentErrorCode.gameNotFound)
          const o: OverrideFields = { ...EMPTY, ...found.override }
          if (patch.enabled !== undefined) o.enabled = patch.enabled
          if (patch.sort !== undefined) o.sort = patch.sort
          if (patch.isNew !== undefined) o.isNew = patch.isNew
          if (patch.isHot !== undefined) o.isHot = patch.isHot
          if (minBet !== undefined) o.minBet = minBet
          if (patch.names !== undefined) {
            // An empty text gives the language back to the catalogue's name.
            const names = Object.fromEntries(
              Object.entries(patch.names).filter(([, v]) => typeof v === 'string' && v.trim() !== ''),
            ) as Partial<Record<Language, string>>
            o.names = Object.keys(names).length ? names : null
          }
          if (patch.iconUrl !== undefined) o.iconUrl = patch.iconUrl || null
          await repo.saveOverride(tx, merchantId, gameId, o, clock.now())
          await catalogueRepo.bumpVersion(tx)
          const before = toBoGame(found)
          const after = toBoGame({ game: found.game, override: o })
          await recordAudit(tx, {
            merchantId,
            ...actor,
            action: 'game.update',
            target: `game:${gameId}`,
            before: pickChanged(before, after, 'before'),
            after: pickChanged(before, after, 'after'),
            detail: { gameCode: found.game.gameCode, vendor: found.game.vendorCode },
          })
          return after
        }),
      )
    },

    async vendors(merchant: MerchantRef): Promise<BoVendorRow[]> {
      const [rows, down] = await Promise.all([repo.vendors(merchant.id), downNow(merchant)])
      return rows.map((v) => ({
        code: v.code,
        name: v.name,
        category: v.category,
        enabled: v.enabled ?? false,
        maintenance: v.maintenance ?? false,
        maintenanceNow: down.has(v.code),
        games: Number(v.games ?? 0),
      }))
    },

    async patchVendor(
      merchant: MerchantRef,
      code: string,
      patch: Omit<z.output<typeof boVendorPatchSchema>, 'merchant'>,
      actor: Actor,
    ): Promise<BoVendorRow> {
      const merchantId = merchant.id
      const row = await inTransaction(db, async (tx) => {
        const vendor = await repo.vendorExists(tx, code)
        if (!vendor) throw new AppError(404, BoContentErrorCode.vendorNotFound)
        const current = await repo.merchantVendor(tx, merchantId, code)
        // A merchant without a row is not offered the vendor.
        const before = current ?? { enabled: false, maintenance: false }
        const after = {
          enabled: patch.enabled ?? before.enabled,
          maintenance: patch.maintenance ?? before.maintenance,
        }
        await repo.saveMerchantVendor(tx, merchantId, code, after, clock.now())
        await catalogueRepo.bumpVersion(tx)
        await recordAudit(tx, {
          merchantId,
          ...actor,
          action: 'vendor.update',
          target: code,
          before,
          after,
        })
        return { ...vendor, ...after, games: await repo.countGames(tx, code) }
      })
      // Committed: this instance shows it at once, the others at their next check.
      catalogue.invalidate()
      maintenance.invalidate(merchantId)
      return { ...row, maintenanceNow: (await downNow(merchant)).has(code) }
    },
  }
}
export type BoGamesService = ReturnType<typeof createBoGamesService>

/** Only the fields that changed, so the audit trail reads as what the operator did. */
export function pickChanged<T extends Record<string, unknown>>(before: T, after: T, side: 'before' | 'after') {
  const src = side === 'before' ? before : after
  const out: Record<string, unknown> = {}
  for (const k of Object.keys(after)) {
    if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) out[k] = src[k]
  }
  return out
}
