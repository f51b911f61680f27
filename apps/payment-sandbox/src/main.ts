/**
 * `tsx apps/payment-sandbox/src/main.ts`: the sandbox gateway as its own process (`npm start` runs it
 * beside the server). Settings come from the environment and are checked here only.
 */
import { startSandbox } from './sandbox.ts'

function fail(message: string): never {
  console.error(`payment sandbox: ${message}`)
  process.exit(1)
}

function intSetting(name: string, fallback: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) > max) fail(`${name} must be a whole number from 0 to ${max}, not "${raw}"`)
  return Number(raw)
}

const port = intSetting('PARLOR_SANDBOX_PORT', 4100, 65535)
const host = process.env.PARLOR_SANDBOX_HOST || '127.0.0.1'
const secret = process.env.PARLOR_SANDBOX_SECRET || 'sandbox-secret-not-for-production'
const chaos = process.env.PARLOR_SANDBOX_CHAOS === '1'
const deliveryBaseDelayMs = intSetting('PARLOR_SANDBOX_DELIVERY_BASE_MS', 1000, 600_000)
const publicUrl = process.env.PARLOR_SANDBOX_PUBLIC_URL?.replace(/\/+$/, '') || undefined
const quiet = process.env.PARLOR_SANDBOX_QUIET === '1'

let sandbox: Awaited<ReturnType<typeof startSandbox>>
try {
  sandbox = await startSandbox({
    port,
    host,
    secret,
    chaos,
    deliveryBaseDelayMs,
    ...(publicUrl ? { publicUrl } : {}),
    onDelivery: (a) => {
      if (quiet) return
      const answer = a.status === null ? (a.error ?? 'no answer') : String(a.status)
      const next = a.ok ? '' : a.final ? ', giving up' : ', will retry'
      console.log(`payment sandbox: ${a.event} webhook ${a.ref} #${a.sequence} try ${a.attempt} → ${answer}${next}`)
    },
  })
} catch (err) {
  fail(`cannot listen on ${host}:${port}: ${(err as Error).message}`)
}

console.log(
  `payment sandbox (SANDBOX: no real money) at ${sandbox.url}/${chaos ? ' in chaos mode (duplicate, shuffled webhooks)' : ''}`,
)

// A Ctrl-C reaches this process twice under `npm start` (from the terminal and forwarded by the
// launcher), so later signals are ignored while the first one closes.
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await sandbox.close()
    process.exit(0)
  })
}
