// The environments `npm start` and `npm run dev` give the game vendor simulator and the server, so the
// two agree on each other's address and the shared secret. Settings already in the environment win.
export const DEFAULT_VENDOR_SIMULATOR_SECRET = 'vendor-simulator-secret-not-for-production'

/**
 * `null` when PARLOR_VENDOR_SIMULATOR=off. `server` holds only the settings to add to the server's
 * environment (it is merged with the payment sandbox's).
 */
export function vendorSimulatorEnv(env = process.env) {
  if (env.PARLOR_VENDOR_SIMULATOR === 'off') return null
  const host = env.PARLOR_VENDOR_SIM_HOST || '127.0.0.1'
  const port = env.PARLOR_VENDOR_SIM_PORT || '4200'
  const secret = env.PARLOR_VENDOR_SIM_SECRET || env.PARLOR_VENDOR_SIMULATOR_SECRET || DEFAULT_VENDOR_SIMULATOR_SECRET
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return {
    simulator: {
      ...env,
      PARLOR_VENDOR_SIM_HOST: host,
      PARLOR_VENDOR_SIM_PORT: port,
      PARLOR_VENDOR_SIM_SECRET: secret,
      // The server's own port, not PARLOR_PUBLIC_URL: in development that is Vite, which only proxies the app.
      PARLOR_VENDOR_SIM_PLATFORM_URL: env.PARLOR_VENDOR_SIM_PLATFORM_URL || `http://127.0.0.1:${env.PORT || '8080'}`,
    },
    server: {
      PARLOR_VENDOR_SIMULATOR_URL: env.PARLOR_VENDOR_SIMULATOR_URL || `http://${reachable}:${port}`,
      PARLOR_VENDOR_SIMULATOR_SECRET: env.PARLOR_VENDOR_SIMULATOR_SECRET || secret,
    },
  }
}
