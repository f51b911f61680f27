/**
 * `npm run wallet:adjust -- --merchant demo --user demo --amount 100.00 --reason "…" [--key K] [--operator NAME]`
 * Credits (or with a negative amount, `--amount -5` or `--amount=-5.00`, debits, never below zero)
 * a member's wallet against the merchant's adjustments account, as one ledger transaction carrying
 * the reason and an audit row naming the operator. A generated key (or `--key`) makes a retried
 * command harmless. Runs on DATABASE_URL,
 * else through the server that owns the embedded data folder, else on the folder itself
 * (lib/cli.ts).
 */
import { randomUUID } from 'node:crypto'
import { formatMajor, parseMajor, toMajor, WalletErrorCode } from '@parlor/contract'
import { loadConfig } from '../../config.ts'
import { AppError } from '../../lib/errors.ts'
import {
  CliError,
  callOperator,
  closeTarget,
  OperatorApiError,
  openOperatorTarget,
  parseCliArgs,
  runCli,
  UsageError,
} from '../../lib/cli.ts'
import { inTransaction } from '../../db/client.ts'
import { adjustAudited, adjustedBalance } from './wallet-service.ts'

const usage =
  'usage: npm run wallet:adjust -- --merchant CODE --user NAME --amount AMOUNT --reason "why" [--key KEY] [--operator NAME]\n' +
  '  AMOUNT: a credit 100, 100.5 or 100.00; a debit -5 or -5.00 (--amount -5 and --amount=-5 both work); at most 2 decimals'

await runCli(usage, async () => {
  const { values } = parseCliArgs(process.argv.slice(2), {
    merchant: { type: 'string' },
    user: { type: 'string' },
    amount: { type: 'string' },
    reason: { type: 'string' },
    key: { type: 'string' },
    operator: { type: 'string' },
  })
  for (const flag of ['merchant', 'user', 'amount', 'reason'] as const)
    if (!values[flag]?.trim()) throw new UsageError(`--${flag} is required`)
  const merchant = values.merchant as string
  const user = values.user as string
  const reason = (values.reason as string).trim()
  const amountText = (values.amount as string).trim()
  const amountMinor = parseMajor(amountText)
  if (amountMinor === null) throw new UsageError(`--amount ${amountText}: not an amount with at most 2 decimals`)
  if (amountMinor === 0n) throw new UsageError('--amount must not be zero')
  const key = values.key ?? `adjust:${randomUUID()}`
  const operator = values.operator ?? process.env.USER ?? 'operator'

  const target = await openOperatorTarget(loadConfig())
  try {
    let result: { transactionId: number; replayed: boolean; currency: string; balance: number }
    if (target.kind === 'server') {
      result = await callOperator(target, 'POST', '/admin/wallet/adjustments', {
        merchant,
        user,
        amount: amountText,
        reason,
        key,
        operator,
      })
    } else {
      await target.database.migrate()
      const r = await inTransaction(target.database.db, (tx) =>
        adjustAudited(
          tx,
          { merchantCode: merchant, username: user, amountMinor, reason, key },
          { actor: operator, actorType: 'local', actorId: null, ip: null },
        ),
      )
      result = { ...r, balance: toMajor(adjustedBalance(r, amountMinor)) }
    }
    console.log(
      `${result.replayed ? 'Already applied' : 'Applied'} (${target.where}): transaction ${result.transactionId} ` +
        `(key ${key}), ${user} balance ${formatMajor(result.balance, { grouping: false })} ${result.currency}`,
    )
  } catch (err) {
    const code = err instanceof AppError || err instanceof OperatorApiError ? err.errorCode : null
    if (code === 'member_not_found') throw new UsageError(`no member "${user}" at merchant "${merchant}"`)
    if (code === 'merchant_not_found') throw new UsageError(`no merchant "${merchant}"`)
    if (code === WalletErrorCode.insufficientBalance)
      throw new CliError(`Refused: ${user}'s balance does not cover a debit of ${amountText}.`)
    if (code === WalletErrorCode.idempotencyConflict)
      throw new CliError(`Refused: key ${key} was already used for a different adjustment.`)
    if (err instanceof OperatorApiError) throw new CliError(`Refused by the server: ${err.message} (${err.errorCode})`)
    if (err instanceof AppError) throw new CliError(`Refused: ${err.errorCode}`)
    throw err
  } finally {
    await closeTarget(target)
  }
})
