/** `npm run sms:outbox [-- --limit N] [--to +63917…]`: the newest messages of the development SMS outbox. */
import { runOutboxCli } from '../../lib/outbox-cli.ts'
import { createOutboxRepository } from './outbox-repository.ts'

await runOutboxCli({
  title: 'SMS outbox',
  usage: 'npm run sms:outbox -- [--limit N (1-200, default 10)] [--to +63917…]',
  adminPath: '/admin/sms-outbox',
  filterPrefix: '+',
  filterParam: 'to',
  readLocal: (db, limit, to) => createOutboxRepository(db).latest(limit, to),
  line: (r) => `${r.to}  ${r.body}`,
})
