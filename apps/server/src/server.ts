import { existsSync } from 'node:fs'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { DataDirLockedError, openDatabase } from './db/client.ts'
import { addMissingDemoGames, isEmpty, seedDemo } from './db/seed/index.ts'
import {
  loopbackUrl,
  newLocalOperatorToken,
  removeOperatorFile,
  writeOperatorFile,
} from './modules/admin/local-operator.ts'

let config: ReturnType<typeof loadConfig>
let database: Awaited<ReturnType<typeof openDatabase>>
// Where `npm start` put the embedded database before relative paths were taken from INIT_CWD.
const earlierDataDir = new URL('../data', import.meta.url).pathname
let movedDataDir = false
try {
  config = loadConfig()
  movedDataDir =
    !config.databaseUrl &&
    config.dataDir !== earlierDataDir &&
    !existsSync(config.dataDir) &&
    existsSync(earlierDataDir)
  database = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir,
    poolMax: config.dbPoolMax,
  })
} catch (err) {
  // A held data folder or a bad setting is the operator's to fix: one line, no stack trace.
  if (!(err instanceof DataDirLockedError) && !(err as Error).message?.startsWith('Invalid configuration')) throw err
  console.error((err as Error).message)
  process.exit(1)
}
await database.migrate()
// Demo data goes into an empty embedded database on its own; a real PostgreSQL database
// only gets it when asked (PARLOR_SEED=always), so a production database is never touched.
const wantSeed = config.seed === 'always' || (config.seed === 'auto' && database.kind === 'pglite')
if (wantSeed) {
  if (await isEmpty(database.db)) await seedDemo(database.db)
  else await addMissingDemoGames(database.db)
}

const embedded = database.kind === 'pglite'
// The operator tools reach an embedded database through this server (PGlite has one owner);
// without PARLOR_ADMIN_TOKEN they use a token that never leaves the data folder.
const localOperatorToken = embedded && !config.adminToken ? newLocalOperatorToken() : undefined
const app = await buildApp({ config, database, ...(localOperatorToken ? { localOperatorToken } : {}) })

let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down')
    await app.close()
    await database.close()
    process.exit(0)
  })
}

await app.listen({ port: config.port, host: config.host })
if (embedded) {
  writeOperatorFile(config.dataDir, {
    pid: process.pid,
    url: loopbackUrl(app.server.address()),
    ...(localOperatorToken ? { token: localOperatorToken } : {}),
  })
  process.on('exit', () => removeOperatorFile(config.dataDir, process.pid))
  app.log.info({ dataDir: config.dataDir }, `embedded database in ${config.dataDir}`)
  if (movedDataDir)
    app.log.warn(
      `an earlier data folder exists at ${earlierDataDir}; to keep using it, move it to ${config.dataDir} ` +
        `or set PARLOR_DATA_DIR=${earlierDataDir}`,
    )
} else app.log.info('database: PostgreSQL (DATABASE_URL)')
