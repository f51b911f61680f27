/**
 * Databases of their own on the PostgreSQL server an admin URL names: for a test file, a test
 * that starts servers, or a benchmark. Free of the test runner, so benchmarks use it too.
 */
import { randomBytes } from 'node:crypto'
import pg from 'pg'

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

export interface ScratchDatabase {
  name: string
  url: string
  drop(): Promise<void>
}

/** A new database `<prefix>_<random>` on the admin URL's server (empty, or a copy of `template`). */
export async function scratchDatabase(adminUrl: string, prefix: string, template = ''): Promise<ScratchDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  try {
    await createDatabase(admin, name, template)
  } finally {
    await admin.end()
  }
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return { name, url: url.toString(), drop: () => dropDatabase(adminUrl, name) }
}
