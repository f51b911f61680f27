/** `npm run db:seed`: migrate, then load the demo data unless the database already has merchants. */
import { loadConfig } from '../../config.ts'
import { parseCliArgs, runCli } from '../../lib/cli.ts'
import { openDatabase } from '../client.ts'
import { addMissingDemoGames, addMissingDemoPromotions, isEmpty, seedDemo, updateSeededDemo } from './index.ts'

await runCli('usage: npm run db:seed (no arguments)', async () => {
  parseCliArgs(process.argv.slice(2), {})
  const config = loadConfig()
  // Seeding needs the database itself: while a server owns the embedded data folder this stops
  // with one line naming the folder and the server's pid (DataDirLockedError).
  const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir })
  try {
    await database.migrate()
    // seedDemo loads nothing when another process seeded meanwhile: then only newer games are added.
    if ((await isEmpty(database.db)) && (await seedDemo(database.db))) {
      console.log(`Demo data loaded into ${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}.`)
    } else {
      const added = await addMissingDemoGames(database.db)
      const promotionsAdded = await addMissingDemoPromotions(database.db)
      const { agentAdded, deadLinksRemoved, emailMoved } = await updateSeededDemo(database.db)
      const changes = [
        added ? `${added} newer demo games added` : '',
        promotionsAdded ? `${promotionsAdded} demo promotions added` : '',
        agentAdded ? 'demo2’s agent added' : '',
        deadLinksRemoved ? `${deadLinksRemoved} download links without a file removed` : '',
        emailMoved ? 'the demo member now has the email demo@example.com' : '',
      ].filter(Boolean)
      console.log(`The database already has merchants; ${changes.length ? changes.join(', ') : 'nothing loaded'}.`)
    }
  } finally {
    await database.close()
  }
})
