/** `npm run db:seed`: migrate, then load the demo data unless the database already has merchants. */
import { loadConfig } from '../../config.ts'
import { openDatabase } from '../client.ts'
import { isEmpty, seedDemo } from './index.ts'

const config = loadConfig()
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.migrate()
  if (await isEmpty(database.db)) {
    await seedDemo(database.db)
    console.log(`Demo data loaded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`)
  } else {
    console.log('The database already has merchants; nothing loaded.')
  }
} finally {
  await database.close()
}
