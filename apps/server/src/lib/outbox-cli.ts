/**
 * Shared by `npm run sms:outbox` and `npm run mail:outbox`: prints the newest messages of a
 * development outbox, from PostgreSQL (DATABASE_URL), through the server that owns the embedded
 * data folder (an /admin outbox route), or from the folder itself when no server holds it.
 */
import { loadConfig } from '../config.ts'
import type { Db } from '../db/client.ts'
import { callOperator, closeTarget, openOperatorTarget, parseCliArgs, runCli, UsageError } from './cli.ts'

/** The operator API's page limit. */
const MAX_LIMIT = 200

export async function runOutboxCli<Row extends { createdAt: string | Date }>(opts: {
  title: string
  /** e.g. `npm run sms:outbox -- [--limit N] [--to +63…]` */
  usage: string
  adminPath: string
  /** Optional filter: `--<filterParam> VALUE`, or an argument that starts with `filterPrefix` (e.g. `+63…`). */
  filterPrefix?: string
  filterParam?: string
  readLocal(db: Db, limit: number, filter: string | undefined): Promise<Row[]>
  line(row: Row): string
}) {
  await runCli(`usage: ${opts.usage}`, async () => {
    const { values, positionals } = parseCliArgs(
      process.argv.slice(2),
      { limit: { type: 'string' }, ...(opts.filterParam ? { [opts.filterParam]: { type: 'string' as const } } : {}) },
      true,
    )
    // The older positional forms stay: `-- 20` and `-- +63917…`.
    const given = values as Record<string, string | undefined>
    let limitText = given.limit
    let filter = opts.filterParam ? given[opts.filterParam] : undefined
    for (const p of positionals) {
      if (/^\d+$/.test(p) && limitText === undefined) limitText = p
      else if (opts.filterPrefix && p.startsWith(opts.filterPrefix) && filter === undefined) filter = p
      else throw new UsageError(`unexpected argument "${p}"`)
    }
    const limit = limitText === undefined ? 10 : /^\d+$/.test(limitText) ? Number(limitText) : Number.NaN
    if (!(limit >= 1 && limit <= MAX_LIMIT))
      throw new UsageError(`--limit ${limitText}: a whole number from 1 to ${MAX_LIMIT}`)

    const target = await openOperatorTarget(loadConfig())
    try {
      let rows: Row[]
      if (target.kind === 'server') {
        const query = new URLSearchParams({
          limit: String(limit),
          ...(filter && opts.filterParam ? { [opts.filterParam]: filter } : {}),
        })
        rows = await callOperator<Row[]>(target, 'GET', `${opts.adminPath}?${query}`)
      } else {
        await target.database.migrate()
        rows = await opts.readLocal(target.database.db, limit, filter)
      }
      console.log(`${opts.title} (${target.where}), newest first:`)
      if (!rows.length) console.log('  (empty)')
      for (const r of rows) console.log(`  ${new Date(r.createdAt).toISOString()}  ${opts.line(r)}`)
    } finally {
      await closeTarget(target)
    }
  })
}
