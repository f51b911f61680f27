// `npm run build -w @parlor/server`: the server and its operator commands as plain JavaScript in
// dist/ (node dist/server.mjs, node dist/migrate.mjs, …), with the files they read at run time
// copied beside them (src/lib/runtime-paths.ts names them; keep the two lists in step).
import { cpSync, existsSync } from 'node:fs'
import { resolve } from 'node:path'
import { bundleNode } from '../../../scripts/node-bundle.mjs'

const pkg = resolve(import.meta.dirname, '..')
const at = (p) => resolve(pkg, p)

const entries = {
  server: at('src/server.ts'),
  migrate: at('src/db/migrate-cli.ts'),
  seed: at('src/db/seed/cli.ts'),
  'sms-outbox': at('src/modules/verification/outbox-cli.ts'),
  'mail-outbox': at('src/modules/recovery/mail-outbox-cli.ts'),
  'wallet-adjust': at('src/modules/wallet/adjust-cli.ts'),
  'staff-create-owner': at('src/modules/staff/create-owner-cli.ts'),
}
// Image decoding runs in a worker thread that finds its bundle as ./image-decode-worker.mjs.
if (existsSync(at('src/lib/image-decode-worker.ts')))
  entries['image-decode-worker'] = at('src/lib/image-decode-worker.ts')

const outdir = at('dist')
await bundleNode({ outdir, entries })
cpSync(at('drizzle'), resolve(outdir, 'drizzle'), { recursive: true })
cpSync(at('src/modules/inhouse/public'), resolve(outdir, 'inhouse-public'), { recursive: true })
