/** `npm run mail:outbox [-- --limit N]`: the newest messages of the development mail outbox. */
import { runOutboxCli } from '../../lib/outbox-cli.ts'
import { newestOutbox } from './mailer.ts'

await runOutboxCli({
  title: 'Mail outbox',
  usage: 'npm run mail:outbox -- [--limit N (1-200, default 10)]',
  adminPath: '/admin/mail-outbox',
  readLocal: (db, limit) => newestOutbox(db, limit),
  line: (r) => `${r.to}  ${r.subject}\n${r.body.replace(/^/gm, '    ')}`,
})
