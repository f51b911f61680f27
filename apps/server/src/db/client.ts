import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import type { SQL } from 'drizzle-orm'
import { type PgDatabase, PgDialect, type PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { migrationsFolder } from '../lib/runtime-paths.ts'
import { lockDataDir } from './data-dir-lock.ts'
import { retryingTransactions } from './retry.ts'
import * as schema from './schema.ts'

export { DataDirLockedError } from './data-dir-lock.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

/** An open database transaction: what `inTransaction` hands its callback and code below it takes. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/**
 * Runs `fn` in one database transaction and answers its result. On PostgreSQL a transaction that
 * lost a serialization conflict or was picked as a deadlock victim runs again (retry.ts wraps
 * `db.transaction` when the database opens), so `fn` must be safe to run twice: it only writes
 * through `tx`, which the aborted attempt rolled back.
 */
export function inTransaction<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn)
}

/** The rows of a raw SQL query, on either driver (both answer `{ rows }`). */
export async function rows<T>(db: Db | Tx, q: SQL): Promise<T[]> {
  return ((await db.execute(q)) as unknown as { rows: T[] }).rows
}

const dialect = new PgDialect()

/**
 * Like `rows`, for the hottest calls: on PostgreSQL the statement is parsed once per connection
 * and kept under `name`, so later calls send only the values. The SQL text must be the same on
 * every call under one name (only values vary). PGlite ignores the name.
 */
export async function preparedRows<T>(db: Db | Tx, name: string, q: SQL): Promise<T[]> {
  const prepared = db._.session.prepareQuery(dialect.sqlToQuery(q), undefined, name, false)
  return ((await prepared.execute()) as unknown as { rows: T[] }).rows
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  close(): Promise<void>
  /**
   * Who hears about connections the database server ended (failover, restart, an operator's
   * pg_terminate_backend: 57P01); the pool drops them and opens new ones. Default: stderr.
   */
  onConnectionError?(listener: (err: Error) => void): void
  /** PostgreSQL only: the pool's connections now (metrics). */
  poolStats?(): { total: number; idle: number; waiting: number }
}

/** The advisory lock key every Parlor instance migrates under ("PARLOR" in ASCII). */
export const MIGRATION_LOCK_KEY = 0x504152_4c4f52

/**
 * Runs the migrations while holding a session advisory lock on a connection of its own, so
 * replicas starting together on one database migrate one after the other: the second finds the
 * journal complete instead of creating the same tables again. The lock ends with the session if
 * the process dies mid-way.
 */
async function migrateLocked(pool: pg.Pool, run: () => Promise<void>): Promise<void> {
  const lock = await pool.connect()
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
    try {
      await run()
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
    }
  } finally {
    lock.release()
  }
}

/**
 * `url` picks PostgreSQL; otherwise PGlite in `dataDir`, or in memory when `dataDir`
 * is omitted (tests). PGlite is single-process: the data folder is locked to its opener
 * (DataDirLockedError for any other) until close or exit.
 */
export async function openDatabase(opts: {
  url?: string | undefined
  dataDir?: string | undefined
  /** PostgreSQL connections at most (default 10). */
  poolMax?: number | undefined
  /** In-memory PGlite only: start from this data folder dump (`dumpDataDir`) instead of empty. */
  loadDataDir?: Blob | undefined
}): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolMax ?? 10 })
    let report = (err: Error) => console.error('database connection ended:', err.message)
    // A connection the server ends emits 'error' on its client, idle in the pool or checked out
    // between two statements of a transaction; unheard, that event ends the process.
    pool.on('connect', (client) => client.on('error', (err) => report(err)))
    // The pool re-emits an idle client's error after dropping it; the client listener reported it.
    pool.on('error', () => {})
    // Deadlock victims and serialization failures are run again (retry.ts).
    const db = retryingTransactions(drizzlePg(pool, { schema }))
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      migrate: () => migrateLocked(pool, () => migratePg(db, { migrationsFolder }).then(() => {})),
      close: () => pool.end(),
      onConnectionError: (listener) => {
        report = listener
      },
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  // A second process on the same folder would silently undo the first one's writes.
  const unlock = opts.dataDir ? lockDataDir(opts.dataDir) : () => {}
  let client: PGlite
  try {
    client = opts.dataDir
      ? new PGlite(opts.dataDir)
      : new PGlite(opts.loadDataDir ? { loadDataDir: opts.loadDataDir } : {})
    await client.waitReady
  } catch (err) {
    unlock()
    throw err
  }
  const db = drizzlePglite(client, { schema })
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    migrate: () => migratePglite(db, { migrationsFolder }),
    close: () => client.close().finally(unlock),
  }
}
