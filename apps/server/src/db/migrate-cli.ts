/**
 * `npm run db:migrate`: brings the database up to the newest migration and exits, for deploy
 * pipelines that migrate before starting replicas (each replica would also migrate at boot, under
 * the same advisory lock, and find nothing left to do). DATABASE_URL, or the embedded data folder.
 */
import { loadConfig } from '../config.ts'
import { parseCliArgs, runCli } from '../lib/cli.ts'
import { openDatabase } from './client.ts'

await runCli('usage: npm run db:migrate (no arguments)', async () => {
  parseCliArgs(process.argv.slice(2), {})
  const config = loadConfig()
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    console.log(`Migrations applied to ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`)
  } finally {
    await database.close()
  }
})
