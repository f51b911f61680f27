/**
 * The operator's vendor settings: a vendor's integration (where it launches, its secret, the
 * vendor-wide on/off and maintenance switches) and which merchants offer it. Each change is one
 * transaction with its audit row and a catalogue version bump, so every instance's catalogue
 * follows within its check interval.
 */
import type { AdminVendorBody } from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import type { AuditActor } from '../staff/staff-principal.ts'
import { createCatalogueRepository } from '../games/catalogue-repository.ts'
import { createVendorsRepository, type IntegrationRow } from './vendors-repository.ts'

export const VENDOR_UNKNOWN = 'vendor.unknown'

type VendorView = {
  code: string
  name: string
  integration: {
    protocol: string
    baseUrl: string
    enabled: boolean
    maintenance: boolean
    settings: Record<string, unknown>
    updatedAt: string
  } | null
  merchants: string[]
}

const integrationView = (i: IntegrationRow | null): VendorView['integration'] =>
  i
    ? {
        protocol: i.protocol,
        baseUrl: i.baseUrl,
        enabled: i.enabled,
        maintenance: i.maintenance,
        settings: i.settings,
        updatedAt: i.updatedAt.toISOString(),
      }
    : null

export function createVendorsAdminService(d: { db: Db; clock: Clock; onChange: () => void }) {
  async function list(codes?: string[]): Promise<VendorView[]> {
    const repo = createVendorsRepository(d.db)
    const rows = (await repo.vendorsWithIntegrations()).filter((r) => !codes || codes.includes(r.vendor.code))
    const offers = await repo.offers(rows.map((r) => r.vendor.code))
    return rows.map((r) => ({
      code: r.vendor.code,
      name: r.vendor.name,
      integration: integrationView(r.integration),
      merchants: offers.filter((o) => o.vendorCode === r.vendor.code).map((o) => o.merchant),
    }))
  }

  return {
    list: () => list(),

    async put(code: string, body: AdminVendorBody, actor: AuditActor): Promise<VendorView> {
      const now = d.clock.now()
      const { operator, merchants: offers, secret, ...fields } = body
      await inTransaction(d.db, async (tx) => {
        const repo = createVendorsRepository(tx)
        if (!(await repo.vendor(code))) throw new AppError(404, VENDOR_UNKNOWN, { vendor: code })
        const found = await repo.lockIntegration(code)
        const touchesIntegration = Object.keys(fields).length > 0 || secret !== undefined
        if (touchesIntegration) {
          const baseUrl = fields.baseUrl ?? found?.baseUrl
          const key = secret ?? found?.secret
          // A new integration names where it launches and what it signs with.
          if (!baseUrl) throw new AppError(400, 'request_param_err', { detail: 'baseUrl' })
          if (!key) throw new AppError(400, 'request_param_err', { detail: 'secret' })
          await repo.upsertIntegration({
            vendorCode: code,
            protocol: fields.protocol ?? found?.protocol ?? 'seamless',
            baseUrl,
            secret: key,
            enabled: fields.enabled ?? found?.enabled ?? true,
            maintenance: fields.maintenance ?? found?.maintenance ?? false,
            settings: fields.settings ?? found?.settings ?? {},
            updatedAt: now,
          })
        }
        if (offers) {
          const ids = await repo.merchantIds(Object.keys(offers))
          if (ids.length !== Object.keys(offers).length)
            throw new AppError(400, 'request_param_err', { detail: 'merchants' })
          for (const m of ids) await repo.setOffer(m.id, code, offers[m.code] === true, now)
        }
        // The secret itself never reaches the log; only that it changed.
        await recordAudit(tx, {
          merchantId: null,
          ...actor,
          action: 'vendor.put',
          target: code,
          before: found
            ? {
                baseUrl: found.baseUrl,
                enabled: found.enabled,
                maintenance: found.maintenance,
                protocol: found.protocol,
              }
            : null,
          after: { ...fields, ...(offers ? { merchants: offers } : {}) },
          detail: {
            ...fields,
            ...(offers ? { merchants: offers } : {}),
            secretChanged: secret !== undefined,
            ...(operator ? { operator } : {}),
          },
        })
        await createCatalogueRepository(tx).bumpVersion(tx)
      })
      d.onChange()
      const [view] = await list([code])
      if (!view) throw new Error('vendor vanished')
      return view
    },
  }
}
export type VendorsAdminService = ReturnType<typeof createVendorsAdminService>
