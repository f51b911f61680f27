/**
 * Starts the production server (built web app + API on one port, fresh embedded database
 * seeded with the demo data) for the e2e project, and stops it afterwards.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import { startSandbox } from '../../apps/payment-sandbox/src/sandbox.ts'
import { startSimulator } from '../../apps/vendor-simulator/src/simulator.ts'
import { freePort } from '../../apps/server/test/free-port.ts'
import { startE2eOidcProvider } from './oidc-provider.ts'

declare module 'vitest' {
  interface ProvidedContext {
    baseUrl: string
    adminToken: string
    /** The sandbox payment gateway the server is configured with (its index page lists payments). */
    sandboxUrl: string
    /** The game vendor simulator third-party games open in (its index page lists the wallet calls). */
    vendorSimulatorUrl: string
    /** When the server had seeded the demo data (ms): its "today" activity is of that day. */
    seededAt: number
  }
}

const root = resolve(import.meta.dirname, '../..')

async function waitForHealth(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 90_000
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}\n${log()}`)
    try {
      const res = await fetch(`${url}/health`)
      if (res.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`server did not become healthy\n${log()}`)
}

export default async function setup(project: TestProject) {
  if (!existsSync(join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm test does).')
  }
  if (!existsSync(join(root, 'apps/backoffice/dist/index.html'))) {
    throw new Error('apps/backoffice/dist is missing: run `npm run build` first (npm test does).')
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'parlor-e2e-'))
  const port = await freePort()
  // Social sign-in (e2e/social.e2e.test.ts): a real OpenID provider the server knows as Google.
  const oidc = await startE2eOidcProvider(port)
  // Deposits and payouts go through the sandbox gateway over real, signed HTTP, as with any provider.
  const sandboxSecret = 'e2e-sandbox-secret'
  const sandbox = await startSandbox({ port: 0, secret: sandboxSecret, deliveryBaseDelayMs: 200 })
  // Third-party games open in the vendor simulator, which calls this server's wallet over signed HTTP.
  const vendorSecret = 'e2e-vendor-simulator-secret-0000000000'
  let output = ''
  const vendorSimulator = await startSimulator({
    port: 0,
    secret: vendorSecret,
    platformUrl: `http://127.0.0.1:${port}`,
    // Its wallet calls go into the server log printed with PARLOR_E2E_SERVER_LOG.
    onCall: (c) => {
      output += `vendor simulator: ${c.vendor} ${c.operation}${c.duplicate ? ' (repeat)' : ''} try ${c.attempt} → ${c.status ?? 'no answer'} ${c.errorCode ?? ''}\n`
    },
  })
  const adminToken = 'e2e-admin-token-000000000000000000'
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PARLOR_DATA_DIR: dataDir,
      PARLOR_ADMIN_TOKEN: adminToken,
      PARLOR_TRUSTED_PROXIES: '127.0.0.1',
      PARLOR_CONFIG_CACHE_MS: '0',
      // Every journey's browser is one address, and a quick machine loads hundreds of game icons a
      // minute: the per-address limit has its own tests (apps/server/src/plugins/address-limit.test.ts).
      PARLOR_RATE_LIMIT_MAX: '0',
      // Test-only captcha answers for e2e/auth.e2e.test.ts (apps/server/src/modules/captcha/captcha-test-routes.ts).
      PARLOR_E2E_HOOKS: '1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      PARLOR_PAYMENT_SANDBOX_URL: sandbox.url,
      PARLOR_PAYMENT_SANDBOX_SECRET: sandboxSecret,
      PARLOR_VENDOR_SIMULATOR_URL: vendorSimulator.url,
      PARLOR_VENDOR_SIMULATOR_SECRET: vendorSecret,
      PARLOR_PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Lottery numeros open, draw and settle on the server's own scheduler, as in production.
      PARLOR_LOTTERY_TICK_MS: '1000',
      ...oidc.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout?.on('data', (d) => (output += d))
  child.stderr?.on('data', (d) => (output += d))
  const baseUrl = `http://127.0.0.1:${port}`
  await waitForHealth(baseUrl, child, () => output)
  project.provide('seededAt', Date.now())
  project.provide('baseUrl', baseUrl)
  project.provide('adminToken', adminToken)
  project.provide('sandboxUrl', sandbox.url)
  project.provide('vendorSimulatorUrl', vendorSimulator.url)

  return async () => {
    child.kill('SIGTERM')
    await new Promise((r) => child.once('exit', r).once('error', r))
    rmSync(dataDir, { recursive: true, force: true })
    await oidc.close()
    await sandbox.close()
    await vendorSimulator.close()
    if (process.env.PARLOR_E2E_SERVER_LOG) console.log(output)
  }
}
