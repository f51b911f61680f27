/**
 * Vitest global setup of the server projects: migrates and seeds the demo data once per run, so
 * each test file's fresh database starts as a copy instead of doing that work again (about four of
 * a file's five set-up seconds on PGlite). PGlite: a dump of the data folder in a temporary file;
 * PostgreSQL: a template database that CREATE DATABASE … TEMPLATE copies.
 *
 * The demo data has "today" in it (agent team figures, rounds). A copy made shortly before a
 * merchant's midnight would carry yesterday's "today" into tests that run after it, so near one
 * no snapshot is made and each file seeds its own, as without this setup.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { merchants } from '../src/db/schema.ts'
import { openDatabase, type Database } from '../src/db/client.ts'
import { seedDemo } from '../src/db/seed/index.ts'
import { localDay } from '../src/lib/local-day.ts'

declare module 'vitest' {
  interface ProvidedContext {
    /** A PGlite data folder dump (`dumpDataDir`) of the migrated, seeded database; '' for none. */
    seededDump: string
    /** A PostgreSQL template database holding the migrated, seeded database; '' for none. */
    seededTemplate: string
  }
}

/** How long a run may take: a snapshot must not cross any merchant's midnight within it. */
const RUN_WINDOW_MS = 60 * 60_000

async function seeded(database: Database): Promise<boolean> {
  await database.migrate()
  await seedDemo(database.db)
  const zones = await database.db.selectDistinct({ tz: merchants.timeZone }).from(merchants)
  const now = new Date()
  const later = new Date(now.getTime() + RUN_WINDOW_MS)
  return zones.every(({ tz }) => localDay(now, tz) === localDay(later, tz))
}

export default async function setup(project: TestProject) {
  project.provide('seededDump', '')
  project.provide('seededTemplate', '')
  const adminUrl = project.config.env.PARLOR_TEST_DATABASE_URL
  if (!adminUrl) {
    const database = await openDatabase({})
    try {
      if (!(await seeded(database))) return
      const client = (database.db as unknown as { $client: PGlite }).$client
      const dump = await client.dumpDataDir('none')
      const dir = mkdtempSync(join(tmpdir(), 'parlor-seeded-'))
      const file = join(dir, 'seeded.tar')
      writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
      project.provide('seededDump', file)
      return () => rmSync(dir, { recursive: true, force: true })
    } finally {
      await database.close()
    }
  }

  const name = `parlor_seeded_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  const drop = () => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
  await admin.query(`CREATE DATABASE ${name}`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  // A template must have no connections while it is copied: the pool closes before any test.
  const database = await openDatabase({ url: url.toString(), poolMax: 2 })
  let usable = false
  try {
    usable = await seeded(database)
  } finally {
    await database.close()
  }
  if (!usable) {
    await drop()
    await admin.end()
    return
  }
  project.provide('seededTemplate', name)
  return async () => {
    await drop()
    await admin.end()
  }
}
