/**
 * `npm run wallet:adjust -- --merchant demo --user demo --amount 100.00 --reason "…" [--key K] [--operator NAME]`
 * (a debit is written `--amount=-50.00`: a value starting with a dash needs the `=`).
 * Credits (or with a negative amount debits, never below zero) a member's wallet against the
 * merchant's adjustments account, as one ledger transaction carrying the reason. Pass `--key` to
 * make a retried command harmless. Uses DATABASE_URL, else the embedded data dir (stop the server
 * first: PGlite has one owner).
 */
import { randomUUID } from 'node:crypto'
import { parseArgs } from 'node:util'
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { parseMajor, toMajor } from './ledger.ts'
import { adjust } from './wallet-service.ts'

const usage =
  'usage: npm run wallet:adjust -- --merchant CODE --user NAME --amount 100.00 (a debit: --amount=-5.00) --reason "why" [--key KEY] [--operator NAME]'
const { values } = parseArgs({
  options: {
    merchant: { type: 'string' },
    user: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
    key: { type: 'string' },
    operator: { type: 'string' },
  },
})
const amountMinor = values.amount === undefined ? null : parseMajor(values.amount)
if (!values.merchant || !values.user || !values.reason?.trim() || amountMinor === null || amountMinor === 0n) {
  console.error(usage)
  process.exit(2)
}

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  const key = values.key ?? `adjust:${randomUUID()}`
  const r = await adjust(database.db, {
    merchantCode: values.merchant,
    username: values.user,
    amountMinor,
    reason: values.reason.trim(),
    key,
    operator: values.operator ?? process.env.USER ?? 'operator',
  })
  const mine = r.entries.find((e) => e.amount === amountMinor)
  console.log(
    `${r.replayed ? 'Already applied' : 'Applied'}: transaction ${r.transactionId} (key ${key}), ` +
      `${values.user} balance ${toMajor(mine?.balanceAfter ?? 0n).toFixed(2)} ${r.currency}`,
  )
} catch (err) {
  console.error(err instanceof AppError ? `Refused: ${err.errorCode}` : (err as Error).message)
  process.exitCode = 1
} finally {
  await database.close()
}
