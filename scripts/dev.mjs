// `npm run dev`: the API server (tsx watch, port 8080), Vite (port 5173, proxying the API), the
// sandbox payment gateway (port 4100, unless PARLOR_PAYMENT_SANDBOX=off) and the game vendor simulator
// (port 4200, unless PARLOR_VENDOR_SIMULATOR=off) together.
import { spawn } from 'node:child_process'
import { sandboxEnv } from './sandbox-env.mjs'
import { vendorSimulatorEnv } from './vendor-simulator-env.mjs'

const envs = sandboxEnv()
const vendorEnvs = vendorSimulatorEnv()
// Players come back from the hosted payment page to Vite, which forwards /payments to the server.
const serverEnv = {
  PARLOR_PUBLIC_URL: 'http://127.0.0.1:5173',
  ...(envs?.server ?? process.env),
  ...vendorEnvs?.server,
}
const procs = [
  ...(envs
    ? [spawn('npm', ['run', 'dev', '-w', '@parlor/payment-sandbox'], { stdio: 'inherit', env: envs.sandbox })]
    : []),
  ...(vendorEnvs
    ? [spawn('npm', ['run', 'dev', '-w', '@parlor/vendor-simulator'], { stdio: 'inherit', env: vendorEnvs.simulator })]
    : []),
  spawn('npm', ['run', 'dev', '-w', '@parlor/server'], { stdio: 'inherit', env: serverEnv }),
  spawn('npm', ['run', 'dev', '-w', '@parlor/web', '--', '--host'], { stdio: 'inherit' }),
]
const stop = () => {
  for (const p of procs) p.kill('SIGTERM')
}
for (const p of procs)
  p.on('exit', (code) => {
    stop()
    process.exitCode = code ?? 0
  })
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
