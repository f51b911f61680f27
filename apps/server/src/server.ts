import { existsSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { DataDirLockedError, openDatabase } from './db/client.ts'
import { addMissingDemoGames, addMissingDemoPromotions, isEmpty, seedDemo, updateSeededDemo } from './db/seed/index.ts'
import { earlierDataDir } from './lib/runtime-paths.ts'
import {
  loopbackUrl,
  newLocalOperatorToken,
  removeOperatorFile,
  writeOperatorFile,
} from './modules/admin/local-operator.ts'

let config: ReturnType<typeof loadConfig>
let database: Awaited<ReturnType<typeof openDatabase>>
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
  else {
    await addMissingDemoGames(database.db)
    await addMissingDemoPromotions(database.db)
    await updateSeededDemo(database.db)
  }
}

const embedded = database.kind === 'pglite'
// The operator tools reach an embedded database through this server (PGlite has one owner);
// without PARLOR_ADMIN_TOKEN they use a token that never leaves the data folder.
const localOperatorToken = embedded && !config.adminToken ? newLocalOperatorToken() : undefined
let closing = false
const app = await buildApp({
  config,
  database,
  ...(localOperatorToken ? { localOperatorToken } : {}),
  isDraining: () => closing,
})

// Once stopping, every answer (those in progress too) tells its client to close the connection:
// a keep-alive socket left idle after its answer would hold app.close() until its idle timeout
// (Fastify closes only the sockets idle when closing starts), and a client that reconnects is
// sent to another instance. Node reads `shouldKeepAlive` when it writes the head, so a getter
// decides then, with no listener per response. Requests arriving after app.close() get Fastify's 503.
app.server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
  let keepAlive = res.shouldKeepAlive
  Object.defineProperty(res, 'shouldKeepAlive', {
    configurable: true,
    get: () => keepAlive && !closing,
    set: (v: boolean) => {
      keepAlive = v
    },
  })
})

/**
 * SIGTERM (orchestrators, `npm start`'s Ctrl-C) or SIGINT: optionally keep serving for the drain
 * while readiness answers 503, then stop accepting connections, let requests in progress finish,
 * stop the scheduled jobs (a lottery tick or sweep under way is awaited: onClose hooks in app.ts),
 * close the database and exit 0. Past the grace period the process exits 1 with whatever was left.
 * A second signal changes nothing: Ctrl-C under `npm start` sends SIGINT and SIGTERM together.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return
  closing = true
  const { graceMs, drainMs } = config.shutdown
  app.log.info({ signal, graceMs, drainMs }, 'shutting down: finishing the requests in progress')
  setTimeout(() => {
    app.log.error({ graceMs }, 'shutdown grace period over with work still running; exiting anyway')
    process.exit(1)
  }, graceMs)
  try {
    if (drainMs > 0) await new Promise((r) => setTimeout(r, drainMs))
    await app.close()
    await database.close()
  } catch (err) {
    app.log.error({ err }, 'shutdown failed')
    process.exit(1)
  }
  app.log.info('shut down')
  process.exit(0)
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, (s) => void shutdown(s))

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
