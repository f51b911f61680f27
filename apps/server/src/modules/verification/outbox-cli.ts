/**
 * `npm run sms:outbox [-- N] [-- +63917…]`: prints the newest messages of the development SMS
 * outbox. With DATABASE_URL it reads PostgreSQL. With the embedded database it asks the running
 * server (GET /admin/sms-outbox, needs PARLOR_ADMIN_TOKEN) because PGlite allows one process per
 * data folder, and opens the folder itself only when no server answers.
 */
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { createOutboxRepository, type OutboxRow } from './outbox-repository.ts'

const args = process.argv.slice(2)
const limit = Number(args.find((a) => /^\d+$/.test(a)) ?? 10)
const to = args.find((a) => a.startsWith('+'))
const config = loadConfig()

type Printable = Pick<OutboxRow, 'to' | 'body'> & { createdAt: string | Date }

function print(rows: Printable[], where: string) {
  console.log(`SMS outbox (${where}), newest first:`)
  if (!rows.length) console.log('  (empty)')
  for (const r of rows) console.log(`  ${new Date(r.createdAt).toISOString()}  ${r.to}  ${r.body}`)
}

async function fromServer(): Promise<Printable[] | null> {
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
        '"sms written to outbox" lines in the server log.',
    )
    process.exit(1)
  }
  const query = new URLSearchParams({ limit: String(limit), ...(to ? { to } : {}) })
  const res = await fetch(`${base}/admin/sms-outbox?${query}`, { headers: { 'x-admin-token': config.adminToken } })
  if (!res.ok) throw new Error(`server answered ${res.status}`)
  return ((await res.json()) as { value: Printable[] }).value
}

if (!config.databaseUrl) {
  const rows = await fromServer()
  if (rows) {
    print(rows, `server on port ${config.port}`)
    process.exit(0)
  }
}
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  print(
    await createOutboxRepository(database.db).latest(limit, to),
    database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir,
  )
} finally {
  await database.close()
}
