/**
 * What every operator command-line tool shares: argument parsing that answers mistakes with the
 * usage line (exit 2), one-line failures (exit 1) and never a stack trace, and the choice of
 * where the command runs. With DATABASE_URL it opens PostgreSQL. With the embedded database it
 * opens the data folder itself when free (holding its lock), and otherwise goes through the
 * operator API of the server that owns the folder (see modules/admin/local-operator.ts).
 */
import { type ParseArgsConfig, parseArgs } from 'node:util'
import type { Config } from '../config.ts'
import { DataDirLockedError, type Database, openDatabase } from '../db/client.ts'
import { isAlive } from '../db/data-dir-lock.ts'
import { readOperatorFile } from '../modules/admin/local-operator.ts'

/** A mistake in the command line: printed with the usage line, exit code 2. */
export class UsageError extends Error {}

/** The command could not be carried out: printed as is, exit code 1. */
export class CliError extends Error {}

/** An error answer of the operator API. */
export class OperatorApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: string,
    message: string,
  ) {
    super(message)
  }
}

type Options = NonNullable<ParseArgsConfig['options']>

/**
 * `parseArgs` in strict mode, with two operator habits allowed: a value that starts with a dash
 * after its flag (`--amount -5`, which parseArgs calls ambiguous) and `--flag=value`.
 */
export function parseCliArgs<O extends Options>(argv: string[], options: O, allowPositionals = false) {
  const args: string[] = []
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string
    const next = argv[i + 1]
    const name = a.startsWith('--') && !a.includes('=') ? a.slice(2) : null
    if (name && options[name]?.type === 'string' && next !== undefined && /^-\d/.test(next)) {
      args.push(`${a}=${next}`)
      i++
    } else args.push(a)
  }
  try {
    return parseArgs({ args, options, allowPositionals, strict: true })
  } catch (err) {
    const message = (err as Error).message
    const ambiguous = /^Option '(--[^' ]+)' argument is ambiguous/.exec(message)
    throw new UsageError(ambiguous ? `${ambiguous[1]} needs a value` : (message.split('\n')[0] ?? message))
  }
}

/** Runs a tool's body and ends the process: 0, 1 (CliError and any failure) or 2 (UsageError). */
export async function runCli(usage: string, main: () => Promise<void>): Promise<never> {
  let code = 0
  try {
    await main()
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(err.message)
      console.error(usage)
      code = 2
    } else {
      // Operators get the reason in one line; stack traces are for the server log.
      console.error(err instanceof Error ? err.message : String(err))
      code = 1
    }
  }
  process.exit(code)
}

export type OperatorTarget =
  | { kind: 'database'; database: Database; where: string }
  | { kind: 'server'; url: string; token: string; where: string }

/** A server that holds the lock but has not written its operator file yet is still starting. */
const SERVER_START_WAIT_MS = 10_000

export async function openOperatorTarget(config: Config): Promise<OperatorTarget> {
  if (config.databaseUrl)
    return { kind: 'database', database: await openDatabase({ url: config.databaseUrl }), where: 'PostgreSQL' }
  try {
    return { kind: 'database', database: await openDatabase({ dataDir: config.dataDir }), where: config.dataDir }
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err
    const owner = err.pid
    const deadline = Date.now() + SERVER_START_WAIT_MS
    for (;;) {
      const endpoint = readOperatorFile(config.dataDir)
      if (endpoint && endpoint.pid === owner) {
        const token = endpoint.token ?? config.adminToken
        if (!token)
          throw new CliError(
            `The server (process ${owner}) owns ${config.dataDir} and was started with PARLOR_ADMIN_TOKEN: ` +
              'set the same PARLOR_ADMIN_TOKEN for this command to go through it.',
          )
        return { kind: 'server', url: endpoint.url, token, where: `server ${endpoint.url}` }
      }
      if (owner === null || !isAlive(owner) || Date.now() > deadline)
        throw new CliError(
          `${err.message} It is not a server answering operator calls (another tool, or a server still starting); ` +
            'try again when it has finished.',
        )
      await new Promise((r) => setTimeout(r, 250))
    }
  }
}

/** One operator API call; an error answer becomes OperatorApiError, no answer a CliError. */
export async function callOperator<T>(
  target: Extract<OperatorTarget, { kind: 'server' }>,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  let res: Response
  try {
    res = await fetch(`${target.url}${path}`, {
      method,
      headers: {
        'x-admin-token': target.token,
        language: 'EN',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    })
  } catch (err) {
    throw new CliError(`The server at ${target.url} did not answer: ${(err as Error).message}`)
  }
  const envelope = (await res.json().catch(() => null)) as {
    success?: boolean
    value?: T
    errorCode?: string
    message?: string
  } | null
  if (!res.ok || !envelope?.success)
    throw new OperatorApiError(
      res.status,
      envelope?.errorCode ?? `http_${res.status}`,
      envelope?.message ?? `the server answered ${res.status}`,
    )
  return envelope.value as T
}

export async function closeTarget(target: OperatorTarget) {
  if (target.kind === 'database') await target.database.close()
}
