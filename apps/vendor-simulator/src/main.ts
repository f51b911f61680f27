/**
 * `tsx apps/vendor-simulator/src/main.ts`: the game vendor simulator as its own process (`npm start`
 * runs it beside the server). Settings come from the environment and are checked here only.
 */
import { type ChaosSettings, startSimulator } from './simulator.ts'

function fail(message: string): never {
  console.error(`vendor simulator: ${message}`)
  process.exit(1)
}

function intSetting(name: string, fallback: number, max: number): number {
  const raw = process.env[name]
  if (raw === undefined || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) > max) fail(`${name} must be a whole number from 0 to ${max}, not "${raw}"`)
  return Number(raw)
}

const CHAOS_KEYS = ['duplicate', 'delayWin', 'rollback', 'winDelayMs'] as const

/**
 * `1`: the default mix; or chances by name, e.g. `delayWin=1,winDelayMs=600000,duplicate=0,rollback=0`
 * (every win late by 10 minutes: a process stopped meanwhile leaves its rounds open on the platform).
 */
function chaosSetting(raw: string): boolean | Partial<ChaosSettings> {
  if (raw === '' || raw === '0') return false
  if (raw === '1') return true
  const out: Partial<ChaosSettings> = {}
  for (const part of raw.split(',')) {
    const [name, value] = part.split('=')
    const key = CHAOS_KEYS.find((k) => k === name)
    const n = Number(value)
    const ok = key === 'winDelayMs' ? Number.isInteger(n) && n >= 0 && n <= 86_400_000 : n >= 0 && n <= 1
    if (!key || value === undefined || value === '' || !ok)
      fail(`PARLOR_VENDOR_SIM_CHAOS must be 1 or name=value pairs of ${CHAOS_KEYS.join(', ')}, not "${raw}"`)
    out[key] = n
  }
  return out
}

const port = intSetting('PARLOR_VENDOR_SIM_PORT', 4200, 65535)
const host = process.env.PARLOR_VENDOR_SIM_HOST || '127.0.0.1'
const secret = process.env.PARLOR_VENDOR_SIM_SECRET || 'vendor-simulator-secret-not-for-production'
const platformUrl = (process.env.PARLOR_VENDOR_SIM_PLATFORM_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '')
const chaos = chaosSetting(process.env.PARLOR_VENDOR_SIM_CHAOS ?? '')
try {
  new URL(platformUrl)
} catch {
  fail(`PARLOR_VENDOR_SIM_PLATFORM_URL must be a URL, not "${platformUrl}"`)
}

let simulator: Awaited<ReturnType<typeof startSimulator>>
try {
  simulator = await startSimulator({ port, host, secret, platformUrl, chaos })
} catch (err) {
  fail(`cannot listen on ${host}:${port}: ${(err as Error).message}`)
}

console.log(
  `vendor simulator (DEMO games) at ${simulator.url}/, wallet calls to ${platformUrl}${chaos ? ' in chaos mode (repeats, late wins, rollbacks)' : ''}`,
)

// A Ctrl-C reaches this process twice under `npm start` (from the terminal and forwarded by the
// launcher), so later signals are ignored while the first one closes.
let closing = false
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return
    closing = true
    await simulator.close()
    process.exit(0)
  })
}
