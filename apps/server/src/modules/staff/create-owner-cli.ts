/**
 * `npm run staff:create-owner -- --username <u> [--display-name <name>]`: the first back-office
 * owner. The password is asked twice on a terminal (not echoed) or read as the first line of
 * stdin. Works on DATABASE_URL, or on the embedded data folder while no server holds it (a
 * running server offers no call that creates owners, by design: stop it first).
 */
import { createInterface } from 'node:readline'
import { loadConfig } from '../../config.ts'
import { DataDirLockedError, openDatabase } from '../../db/client.ts'
import { CliError, parseCliArgs, runCli, UsageError } from '../../lib/cli.ts'
import { argon2Hasher } from '../../lib/password.ts'
import { createFirstOwner, OwnerRefused } from './create-owner.ts'

const USAGE = 'npm run staff:create-owner -- --username <name> [--display-name <shown name>]'

function askHidden(prompt: string): Promise<string> {
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true })
  process.stdout.write(prompt)
  // Nothing typed is echoed back.
  ;(rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = () => {}
  return new Promise((resolve) =>
    rl.question('', (answer) => {
      rl.close()
      process.stdout.write('\n')
      resolve(answer)
    }),
  )
}

async function readStdinLine(): Promise<string> {
  let text = ''
  for await (const chunk of process.stdin) text += chunk
  return text.split(/\r?\n/)[0] ?? ''
}

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) return readStdinLine()
  const first = await askHidden('Password (12+ characters): ')
  const second = await askHidden('Password again: ')
  if (first !== second) throw new CliError('The two passwords differ; nothing was created.')
  return first
}

await runCli(USAGE, async () => {
  const { values } = parseCliArgs(process.argv.slice(2), {
    username: { type: 'string' },
    'display-name': { type: 'string' },
  })
  if (!values.username) throw new UsageError('--username is required')
  const config = loadConfig()
  let database: Awaited<ReturnType<typeof openDatabase>>
  try {
    database = config.databaseUrl
      ? await openDatabase({ url: config.databaseUrl })
      : await openDatabase({ dataDir: config.dataDir })
  } catch (err) {
    if (err instanceof DataDirLockedError)
      throw new CliError(
        `${err.message} A running server creates no owners: stop it, run this command, then start it again.`,
      )
    throw err
  }
  try {
    await database.migrate()
    const password = await readPassword()
    const owner = await createFirstOwner(database.db, argon2Hasher, {
      username: values.username,
      displayName: values['display-name'],
      password,
    })
    console.log(
      `Owner ${owner.username} created. Sign in at /bo/ with this password; the first sign-in sets up the authenticator app.`,
    )
  } catch (err) {
    if (err instanceof OwnerRefused) throw new CliError(err.message)
    throw err
  } finally {
    await database.close()
  }
})
