/**
 * Boots the real application for a test file: migrations and demo data on a fresh
 * database (a copy of the run's seeded one, test/seeded-snapshot.ts), then `inject` (no port). The database is in-memory PGlite, or a new
 * database on the PostgreSQL server named by PARLOR_TEST_DATABASE_URL (the server-pg
 * project), dropped again on close.
 */
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { inject } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { seedDemo } from '../src/db/seed/index.ts'
import { scratchDatabase } from './databases.ts'

export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef'

export interface TestContext {
  app: FastifyInstance
  database: Database
  config: Config
  close(): Promise<void>
}

/** The run's migrated and seeded database to copy (test/seeded-snapshot.ts), when there is one. */
function seededCopy(): { dump: string; template: string } {
  try {
    return { dump: inject('seededDump') ?? '', template: inject('seededTemplate') ?? '' }
  } catch {
    return { dump: '', template: '' }
  }
}

/** A database of its own for one test file, `seeded` when it starts as a copy of the demo data. */
async function freshDatabase(
  limits: Pick<Parameters<typeof openDatabase>[0], 'poolMax'>,
  wantSeed: boolean,
): Promise<{ database: Database; seeded: boolean; drop: () => Promise<void> }> {
  const copy = wantSeed ? seededCopy() : { dump: '', template: '' }
  const adminUrl = process.env.PARLOR_TEST_DATABASE_URL
  if (!adminUrl) {
    const loadDataDir = copy.dump ? new Blob([readFileSync(copy.dump)]) : undefined
    return { database: await openDatabase({ ...limits, loadDataDir }), seeded: !!loadDataDir, drop: async () => {} }
  }
  const scratch = await scratchDatabase(adminUrl, 'parlor_test', copy.template)
  const database = await openDatabase({ url: scratch.url, ...limits })
  return { database, seeded: !!copy.template, drop: scratch.drop }
}

export async function createTestApp(
  env: Record<string, string> = {},
  opts: { seed?: boolean } & Pick<
    AppOptions,
    | 'clock'
    | 'passwords'
    | 'smsProvider'
    | 'firebaseLogin'
    | 'vendorAdapters'
    | 'logStream'
    | 'localOperatorToken'
    | 'paymentProviders'
    | 'keyStore'
  > = {},
): Promise<TestContext> {
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    PARLOR_ADMIN_TOKEN: ADMIN_TOKEN,
    PARLOR_CONFIG_CACHE_MS: '0',
    // Scheduled reconciliation only where a test asks for it.
    PARLOR_RECONCILE_SECONDS: '0',
    // The lottery scheduler too: tests tick it themselves.
    PARLOR_LOTTERY_TICK_MS: '0',
    // And the rebate payout: a test that wants it runs it.
    PARLOR_PROMOTION_JOBS_MIN: '0',
    // And the return of unclaimed red envelopes.
    PARLOR_RED_ENVELOPE_JOB_SECONDS: '0',
    ...env,
  })
  const { database, seeded, drop } = await freshDatabase({ poolMax: config.dbPoolMax }, opts.seed !== false)
  await database.migrate()
  if (opts.seed !== false && !seeded) await seedDemo(database.db)
  const { seed: _seed, ...extra } = opts
  const app = await buildApp({ config, database, serveWeb: false, ...extra })
  await app.ready()
  return {
    app,
    database,
    config,
    async close() {
      await app.close()
      await database.close()
      await drop()
    },
  }
}
