/**
 * Boots the real application for a test file: migrations and demo data on a fresh
 * database (a copy of the run's seeded one, test/seeded-snapshot.ts), then `inject` (no port). The database is in-memory PGlite, or a new
 * database on the PostgreSQL server named by PARLOR_TEST_DATABASE_URL (the server-pg
 * project), dropped again on close.
 */
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { type AppOptions, buildApp } from '../src/app.ts'
import { loadConfig, type Config } from '../src/config.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { seedDemo } from '../src/db/seed/index.ts'

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
  const name = `parlor_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await createDatabase(admin, name, copy.template)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ url: url.toString(), ...limits })
  return {
    database,
    seeded: !!copy.template,
    drop: () => dropDatabase(adminUrl, name),
  }
}

/** DROP DATABASE on the server `adminUrl` names, ending whatever connections are still open. */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  const c = new pg.Client({ connectionString: adminUrl })
  await c.connect()
  try {
    // FORCE may not end an autovacuum worker that a loaded server started on the fresh
    // database (a superuser process our role cannot signal); it finishes within moments.
    for (let attempt = 1; ; attempt++) {
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
        break
      } catch (err) {
        if (attempt >= 20 || (err as { code?: string }).code !== '42501') throw err
        await new Promise((r) => setTimeout(r, 500))
      }
    }
  } finally {
    await c.end()
  }
}

/**
 * CREATE DATABASE, as a copy of `template` when given. Two files copying one template at the same
 * moment can meet PostgreSQL's "source database is being accessed by other users" (55006): wait
 * and try again.
 */
export async function createDatabase(admin: pg.Client, name: string, template = '') {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
      return
    } catch (err) {
      if (attempt >= 20 || (err as { code?: string }).code !== '55006') throw err
      await new Promise((r) => setTimeout(r, 100 * attempt))
    }
  }
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
