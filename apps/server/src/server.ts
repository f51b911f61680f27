import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { isEmpty, seedDemo } from './db/seed/index.ts'

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
await database.migrate()
// Demo data goes into an empty embedded database on its own; a real PostgreSQL database
// only gets it when asked (PARLOR_SEED=always), so a production database is never touched.
const wantSeed = config.seed === 'always' || (config.seed === 'auto' && database.kind === 'pglite')
if (wantSeed && (await isEmpty(database.db))) await seedDemo(database.db)

const app = await buildApp({ config, database })

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
