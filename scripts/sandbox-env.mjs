// The environments `npm start` and `npm run dev` give the sandbox payment gateway and the server, so
// the two agree on the gateway's address and secret. Settings already in the environment win.
export const DEFAULT_SANDBOX_SECRET = 'sandbox-secret-not-for-production'

/** `null` when PARLOR_PAYMENT_SANDBOX=off: the server then starts with the environment as it is. */
export function sandboxEnv(env = process.env) {
  if (env.PARLOR_PAYMENT_SANDBOX === 'off') return null
  const host = env.PARLOR_SANDBOX_HOST || '127.0.0.1'
  const port = env.PARLOR_SANDBOX_PORT || '4100'
  const secret = env.PARLOR_SANDBOX_SECRET || env.PARLOR_PAYMENT_SANDBOX_SECRET || DEFAULT_SANDBOX_SECRET
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host
  return {
    sandbox: { ...env, PARLOR_SANDBOX_HOST: host, PARLOR_SANDBOX_PORT: port, PARLOR_SANDBOX_SECRET: secret },
    server: {
      ...env,
      PARLOR_PAYMENT_SANDBOX_URL: env.PARLOR_PAYMENT_SANDBOX_URL || `http://${reachable}:${port}`,
      PARLOR_PAYMENT_SANDBOX_SECRET: env.PARLOR_PAYMENT_SANDBOX_SECRET || secret,
    },
  }
}
