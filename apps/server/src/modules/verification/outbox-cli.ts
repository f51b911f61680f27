/** `npm run sms:outbox [-- N] [-- +63917…]`: the newest messages of the development SMS outbox. */
import { runOutboxCli } from '../../lib/outbox-cli.ts'
import { createOutboxRepository } from './outbox-repository.ts'

await runOutboxCli({
  title: 'SMS outbox',
  adminPath: '/admin/sms-outbox',
  filterPrefix: '+',
  filterParam: 'to',
  readLocal: (db, limit, to) => createOutboxRepository(db).latest(limit, to),
  line: (r) => `${r.to}  ${r.body}`,
})
