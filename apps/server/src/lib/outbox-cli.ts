/**
 * Shared by `npm run sms:outbox` and `npm run mail:outbox`: prints the newest messages of a
 * development outbox. With DATABASE_URL it reads PostgreSQL. With the embedded database it asks
 * the running server (an /admin outbox route, needs PARLOR_ADMIN_TOKEN) because PGlite allows
 * one process per data folder, and opens the folder itself only when no server answers.
 */
import { loadConfig } from '../config.ts'
import { type Db, openDatabase } from '../db/client.ts'

export async function runOutboxCli<Row extends { createdAt: string | Date }>(opts: {
  title: string
  adminPath: string
  /** Optional filter taken from an argument that starts with `filterPrefix` (e.g. `+63…`). */
  filterPrefix?: string
  filterParam?: string
  readLocal(db: Db, limit: number, filter: string | undefined): Promise<Row[]>
  line(row: Row): string
}) {
  const args = process.argv.slice(2)
  const limit = Number(args.find((a) => /^\d+$/.test(a)) ?? 10)
  const filter = opts.filterPrefix ? args.find((a) => a.startsWith(opts.filterPrefix as string)) : undefined
  const config = loadConfig()

  const print = (rows: Row[], where: string) => {
    console.log(`${opts.title} (${where}), newest first:`)
    if (!rows.length) console.log('  (empty)')
    for (const r of rows) console.log(`  ${new Date(r.createdAt).toISOString()}  ${opts.line(r)}`)
  }

  async function fromServer(): Promise<Row[] | null> {
    const base = `http://127.0.0.1:${config.port}`
    try {
      const health = await fetch(`${base}/health`, { signal: AbortSignal.timeout(1500) })
      if (!health.ok) return null
    } catch {
      return null
    }
    if (!config.adminToken) {
      console.error(
        `A server is running on port ${config.port} and owns the embedded database.\n` +
          'Set PARLOR_ADMIN_TOKEN (the same as the server) to read the outbox through it, or read the\n' +
          'outbox lines in the server log.',
      )
      process.exit(1)
    }
    const query = new URLSearchParams({
      limit: String(limit),
      ...(filter && opts.filterParam ? { [opts.filterParam]: filter } : {}),
    })
    const res = await fetch(`${base}${opts.adminPath}?${query}`, { headers: { 'x-admin-token': config.adminToken } })
    if (!res.ok) throw new Error(`server answered ${res.status}`)
    return ((await res.json()) as { value: Row[] }).value
  }

  if (!config.databaseUrl) {
    const rows = await fromServer()
    if (rows) {
      print(rows, `server on port ${config.port}`)
      return
    }
  }
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    print(
      await opts.readLocal(database.db, limit, filter),
      database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir,
    )
  } finally {
    await database.close()
  }
}
