/**
 * The vendors' wiring: the seamless adapter for launches, the signed wallet calls, the operator
 * calls, and at start the integrations of the demo vendors the simulator plays, when config
 * names the simulator (its URL and secret are written over the stored ones; the operator's
 * enabled and maintenance switches stay), and the sweep of rounds a vendor left open.
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { Catalogue } from '../games/catalogue-service.ts'
import { createCatalogueRepository } from '../games/catalogue-repository.ts'
import type { VendorAdapter } from '../games/vendor-adapters.ts'
import { LOTTERY_VENDORS } from '../lottery/lottery-catalogue.ts'
import type { ProviderService } from '../inhouse/provider-service.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import { createSeamlessAdapter } from './seamless-adapter.ts'
import { createVendorsAdminService } from './vendors-admin-service.ts'
import { createVendorsRepository } from './vendors-repository.ts'
import { vendorOperatorRoutes, vendorProviderRoutes } from './vendors-routes.ts'
import { createVendorsService } from './vendors-service.ts'
import { createVendorRoundSweep } from './vendors-sweep.ts'

/** Vendors the simulator does not play: the in-house games, and the lottery vendors the lottery engine plays. */
export const NOT_SIMULATED: ReadonlySet<string> = new Set(['INHOUSE', ...LOTTERY_VENDORS])

export interface VendorsOptions {
  config: Config
  db: Db
  clock: Clock
  catalogue: Catalogue
  provider: ProviderService
  sessions: SessionRepository
  localOperatorToken?: string | undefined
}

/** Points every simulated demo vendor at the simulator. */
export async function connectSimulator(db: Db, sim: { url: string; secret: string }, now: Date): Promise<number> {
  const repo = createVendorsRepository(db)
  const rows = (await repo.vendorsWithIntegrations()).filter((r) => !NOT_SIMULATED.has(r.vendor.code))
  for (const { vendor, integration } of rows)
    await repo.upsertIntegration({
      vendorCode: vendor.code,
      protocol: 'seamless',
      baseUrl: sim.url,
      secret: sim.secret,
      enabled: integration?.enabled ?? true,
      maintenance: integration?.maintenance ?? false,
      settings: integration?.settings ?? {},
      updatedAt: now,
    })
  if (rows.length) await createCatalogueRepository(db).bumpVersion()
  return rows.length
}

/** Builds the vendors' services and answers the adapter the launch routes use. */
export async function setupVendors(o: VendorsOptions): Promise<{
  seamless: VendorAdapter
  register: (app: FastifyInstance) => Promise<void>
  /** Rolls back vendor rounds left open past their timeout (vendors-sweep.ts). */
  sweepStale: () => Promise<number>
}> {
  const { config, db, clock } = o
  const sim = config.vendorSimulator
  if (sim.url) await connectSimulator(db, { url: sim.url, secret: sim.secret }, clock.now())
  const service = createVendorsService({
    db,
    clock,
    provider: o.provider,
    sessions: o.sessions,
    idleMs: config.session.idleMs,
    publicUrl: config.payments.publicUrl,
  })
  const admin = createVendorsAdminService({ db, clock, onChange: () => o.catalogue.invalidate() })
  return {
    seamless: createSeamlessAdapter(service),
    sweepStale: createVendorRoundSweep({
      db,
      clock,
      provider: o.provider,
      defaultTimeoutMs: config.vendorRoundTimeoutMs,
    }),
    register: async (app) => {
      await app.register(vendorProviderRoutes, { service })
      vendorOperatorRoutes(app, { admin })
    },
  }
}
