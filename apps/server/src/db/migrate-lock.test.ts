import { randomBytes } from 'node:crypto'
import { readdirSync } from 'node:fs'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client.ts'

const adminUrl = process.env.PARLOR_TEST_DATABASE_URL
const migrations = readdirSync(new URL('../../drizzle', import.meta.url)).filter((f) => f.endsWith('.sql')).length

// Replicas starting together on an empty PostgreSQL: each migrates at boot.
describe.skipIf(!adminUrl)('migrations on PostgreSQL', () => {
  it('run once when three instances start together on an empty database, and all three come up', async () => {
    const name = `parlor_migrate_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`CREATE DATABASE ${name}`)
    const url = new URL(adminUrl as string)
    url.pathname = `/${name}`
    const instances = await Promise.all([1, 2, 3].map(() => openDatabase({ url: url.toString(), poolMax: 3 })))
    try {
      const results = await Promise.allSettled(instances.map((d) => d.migrate()))
      expect(results.map((r) => (r.status === 'rejected' ? String(r.reason) : 'ok'))).toEqual(['ok', 'ok', 'ok'])
      const check = new pg.Client({ connectionString: url.toString() })
      await check.connect()
      const applied = await check.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations')
      await check.end()
      expect(applied.rows[0].n).toBe(migrations)
    } finally {
      await Promise.all(instances.map((d) => d.close()))
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    }
  })
})
