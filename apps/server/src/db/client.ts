import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
}

const migrationsFolder = new URL('../../drizzle', import.meta.url).pathname

/**
 * `url` picks PostgreSQL; otherwise PGlite in `dataDir`, or in memory when `dataDir`
 * is omitted (tests). PGlite is single-process: one server owns a data folder.
 */
export async function openDatabase(opts: {
  url?: string | undefined
  dataDir?: string | undefined
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10 })
    const db = drizzlePg(pool, { schema })
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  const client = opts.dataDir ? new PGlite(opts.dataDir) : new PGlite()
  await client.waitReady
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  }
}
