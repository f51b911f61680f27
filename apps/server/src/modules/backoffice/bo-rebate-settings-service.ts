/**
 * Staff set the merchant's house rebate rates and VIP levels (decision 047). Each save replaces the
 * whole list, checked as a whole: one rate per product type, levels lowest first with thresholds
 * that never go down. A level members hold now cannot be removed: the VIP job would re-grade them
 * on its next run, but until then their club label, rebate bonus and withdrawal limits would point
 * at nothing. Each change writes its audit row, before and after, in the same transaction.
 */
import {
  type BoRebateSettings,
  type BoVipLevel,
  type boRebateRatesBodySchema,
  type boVipLevelsBodySchema,
  formatMinor,
  parseMajor,
  REBATE_PRODUCT_TYPES,
  type RebateProductType,
} from '@parlor/contract'
import type { z } from 'zod'
import { type Db, inTransaction } from '../../db/client.ts'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { AuditActor } from '../staff/staff-principal.ts'
import type { ContentMerchant } from './bo-content-service.ts'
import type { BoRebateSettingsRepository, VipLevelRecord } from './bo-rebate-settings-repository.ts'

type RatesBody = z.output<typeof boRebateRatesBodySchema>
type LevelsBody = z.output<typeof boVipLevelsBodySchema>
type Read = Awaited<ReturnType<BoRebateSettingsRepository['read']>>

const money = (minor: bigint) => formatMinor(minor, { grouping: false })
/** The contract checked the text; a value it let through always parses. */
const minorOf = (major: string) => parseMajor(major) ?? 0n

const isProductType = (v: string): v is RebateProductType => (REBATE_PRODUCT_TYPES as readonly string[]).includes(v)

function toLevel(l: VipLevelRecord): BoVipLevel {
  return {
    level: l.level,
    name: l.name,
    turnover: money(l.turnoverMinor),
    deposit: money(l.depositMinor),
    keepTurnover: money(l.keepTurnoverMinor),
    upgradeBonus: money(l.upgradeBonusMinor),
    birthdayBonus: money(l.birthdayBonusMinor),
    rebateBonusBp: l.rebateBonusBp,
    withdrawDailyMax: l.withdrawDailyMaxMinor === null ? null : money(l.withdrawDailyMaxMinor),
    withdrawDailyCount: l.withdrawDailyCount,
  }
}

function toSettings(r: Read, merchant: string): BoRebateSettings {
  return {
    merchant,
    rates: r.rates.filter((x): x is BoRebateSettings['rates'][number] => isProductType(x.productType)),
    levels: r.levels.map(toLevel),
    holders: Object.fromEntries([...r.holders].map(([level, n]) => [String(level), n])),
  }
}

function levelRecords(levels: LevelsBody['levels']): VipLevelRecord[] {
  const rows = levels.map((l) => ({
    level: l.level,
    name: l.name,
    turnoverMinor: minorOf(l.turnover),
    depositMinor: minorOf(l.deposit),
    keepTurnoverMinor: minorOf(l.keepTurnover),
    upgradeBonusMinor: minorOf(l.upgradeBonus),
    birthdayBonusMinor: minorOf(l.birthdayBonus),
    rebateBonusBp: l.rebateBonusBp,
    withdrawDailyMaxMinor: l.withdrawDailyMax === null ? null : minorOf(l.withdrawDailyMax),
    withdrawDailyCount: l.withdrawDailyCount,
  }))
  rows.forEach((row, i) => {
    const prev = rows[i - 1]
    if (!prev) return
    if (row.level <= prev.level) throw new AppError(400, BoContentErrorCode.vipLevelOrder, { level: String(row.level) })
    // A higher level that is easier to reach would be skipped by nobody and held by everyone.
    if (row.turnoverMinor < prev.turnoverMinor || row.depositMinor < prev.depositMinor)
      throw new AppError(400, BoContentErrorCode.vipThresholdOrder, { level: String(row.level) })
  })
  return rows
}

export function createBoRebateSettingsService({ db, repo }: { db: Db; repo: BoRebateSettingsRepository }) {
  return {
    async read(merchant: ContentMerchant): Promise<BoRebateSettings> {
      return toSettings(await repo.read(merchant.id), merchant.code)
    },

    async replaceRates(merchant: ContentMerchant, body: RatesBody, actor: AuditActor): Promise<BoRebateSettings> {
      const seen = new Set<string>()
      for (const r of body.rates) {
        if (seen.has(r.productType))
          throw new AppError(400, BoContentErrorCode.rebateRateTwice, { productType: r.productType })
        seen.add(r.productType)
      }
      return inTransaction(db, async (tx) => {
        const before = await repo.lockAndRead(tx, merchant.id)
        await repo.replaceRates(tx, merchant.id, body.rates)
        const after = { ...before, rates: [...body.rates].sort((a, b) => a.productType.localeCompare(b.productType)) }
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'rebate_rates.replace',
          target: `merchant:${merchant.code}`,
          before: before.rates,
          after: after.rates,
        })
        return toSettings(after, merchant.code)
      })
    },

    async replaceLevels(merchant: ContentMerchant, body: LevelsBody, actor: AuditActor): Promise<BoRebateSettings> {
      const levels = levelRecords(body.levels)
      return inTransaction(db, async (tx) => {
        const before = await repo.lockAndRead(tx, merchant.id)
        const kept = new Set(levels.map((l) => l.level))
        const held = [...before.holders].find(([level, n]) => n > 0 && !kept.has(level))
        if (held)
          throw new AppError(409, BoContentErrorCode.vipLevelHeld, { level: String(held[0]), members: String(held[1]) })
        await repo.replaceLevels(tx, merchant.id, levels)
        const after = { ...before, levels }
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'vip_levels.replace',
          target: `merchant:${merchant.code}`,
          before: before.levels.map(toLevel),
          after: levels.map(toLevel),
        })
        return toSettings(after, merchant.code)
      })
    },
  }
}

export type BoRebateSettingsService = ReturnType<typeof createBoRebateSettingsService>
