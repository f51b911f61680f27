/** `npm run mail:outbox [-- N]`: the newest messages of the development mail outbox. */
import { runOutboxCli } from '../../lib/outbox-cli.ts'
import { newestOutbox } from './mailer.ts'

await runOutboxCli({
  title: 'Mail outbox',
  adminPath: '/admin/mail-outbox',
  readLocal: (db, limit) => newestOutbox(db, limit),
  line: (r) => `${r.to}  ${r.subject}\n${r.body.replace(/^/gm, '    ')}`,
})
