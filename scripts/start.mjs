// `npm start`: builds what is missing or stale (scripts/build.mjs), then runs the sandbox payment
// gateway, unless PARLOR_PAYMENT_SANDBOX=off, the game vendor simulator, unless
// PARLOR_VENDOR_SIMULATOR=off, and the server, configured to reach each other, each as plain `node` on
// its build. Ctrl-C or SIGTERM stops them all (the server finishes its requests first); if one stops
// on its own (say the sandbox's port is taken), the others are stopped too and the exit code says so.
import { spawn } from 'node:child_process'
import { resolve } from 'node:path'
import { buildStale } from './build.mjs'
import { sandboxEnv } from './sandbox-env.mjs'
import { vendorSimulatorEnv } from './vendor-simulator-env.mjs'

const root = resolve(import.meta.dirname, '..')
try {
  buildStale()
} catch (err) {
  console.error(err.message)
  process.exit(1)
}
const envs = sandboxEnv()
const vendorEnvs = vendorSimulatorEnv()

/** @type {[string, import('node:child_process').ChildProcess][]} */
const procs = []
if (envs)
  procs.push([
    'payment sandbox',
    spawn(process.execPath, ['apps/payment-sandbox/dist/main.mjs'], {
      cwd: root,
      env: envs.sandbox,
      stdio: 'inherit',
    }),
  ])
if (vendorEnvs)
  procs.push([
    'vendor simulator',
    spawn(process.execPath, ['apps/vendor-simulator/dist/main.mjs'], {
      cwd: root,
      env: vendorEnvs.simulator,
      stdio: 'inherit',
    }),
  ])
// What `npm run start -w @parlor/server` runs, without npm (or a loader) in between: npm does not pass
// a SIGTERM on to its script, and the server needs it to finish its requests and close the database.
// INIT_CWD keeps relative paths the user's.
procs.push([
  'server',
  spawn(process.execPath, ['dist/server.mjs'], {
    cwd: resolve(root, 'apps/server'),
    env: {
      ...(envs?.server ?? process.env),
      ...vendorEnvs?.server,
      INIT_CWD: process.env.INIT_CWD || process.cwd(),
    },
    stdio: 'inherit',
  }),
])

let stopping = false
function stop() {
  if (stopping) return
  stopping = true
  for (const [, p] of procs) if (p.exitCode === null && p.signalCode === null) p.kill('SIGTERM')
}

let running = procs.length
for (const [name, p] of procs) {
  let done = false
  const ended = (code, signal) => {
    if (done) return
    done = true
    running -= 1
    if (!stopping) {
      const how = signal ? `by ${signal}` : `with exit code ${code}`
      const hint =
        name === 'payment sandbox'
          ? ' (PARLOR_SANDBOX_PORT picks another port, PARLOR_PAYMENT_SANDBOX=off skips it)'
          : name === 'vendor simulator'
            ? ' (PARLOR_VENDOR_SIM_PORT picks another port, PARLOR_VENDOR_SIMULATOR=off skips it)'
            : ''
      console.error(`\n${name} stopped ${how}${hint}; stopping the rest.`)
      process.exitCode = code || 1
    } else if (code) process.exitCode ??= code
    stop()
    if (running === 0) process.exit()
  }
  p.on('exit', ended)
  p.on('error', (err) => {
    console.error(`${name} could not start: ${err.message}`)
    ended(1, null)
  })
}
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, stop)
