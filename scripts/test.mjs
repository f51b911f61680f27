// The vitest part of `npm test`. With PARLOR_NODE24 naming a Node binary (.ci/run sets it when the
// machine's Node is older), the contract and the server suite on PostgreSQL (project server-pg) run
// on that Node in a second vitest process, beside everything else on the machine's Node: the server
// suite then runs once per Node version (PGlite on one, PostgreSQL on the other) for no extra work.
// The second process's output is held back and printed after the first's, so neither interleaves;
// either one failing fails the run. Arguments go to both vitest processes.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const vitest = resolve(root, 'node_modules/vitest/vitest.mjs')
const args = ['run', ...process.argv.slice(2)]
const second = process.env.PARLOR_NODE24

function run(node, part, capture) {
  return new Promise((done) => {
    const child = spawn(node, [vitest, ...args], {
      cwd: root,
      env: { ...process.env, ...(part ? { PARLOR_TEST_PART: part } : {}) },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    let output = ''
    child.stdout?.on('data', (d) => (output += d))
    child.stderr?.on('data', (d) => (output += d))
    child.on('error', (err) => done({ code: 1, output: `${output}\ncould not start ${node}: ${err.message}\n` }))
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }))
  })
}

if (!second) {
  process.exitCode = (await run(process.execPath, undefined, false)).code
} else {
  if (!existsSync(second)) {
    console.error(`PARLOR_NODE24=${second} does not exist (npm install --prefix /opt/node24 node@24)`)
    process.exit(1)
  }
  const version = execFileSync(second, ['--version'], { encoding: 'utf8' }).trim()
  console.log(
    `== vitest on Node ${process.version} (all but contract and server-pg); on Node ${version} in parallel (contract, server-pg), printed after`,
  )
  const [first, later] = await Promise.all([run(process.execPath, 'first', false), run(second, 'second', true)])
  console.log(`\n== vitest on Node ${version}: contract and server-pg\n`)
  process.stdout.write(later.output)
  console.log(
    `\n== Node ${process.version}: ${first.code === 0 ? 'passed' : `failed (exit ${first.code})`}; ` +
      `Node ${version}: ${later.code === 0 ? 'passed' : `failed (exit ${later.code})`}`,
  )
  process.exitCode = first.code || later.code
}
