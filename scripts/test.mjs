// The vitest part of `npm test`. With PARLOR_NODE24 naming a Node binary (.ci/run sets it when the
// machine's Node is older), the contract and the server suite on PostgreSQL (project server-pg) run
// on that Node in a second vitest process, beside everything else on the machine's Node: the server
// suite then runs once per Node version (PGlite on one, PostgreSQL on the other) for no extra work.
// The second process's output is held back and printed after the first's, so neither interleaves;
// either one failing fails the run. Arguments go to both vitest processes.
import { execFileSync, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { stripVTControlCharacters } from 'node:util'

const root = resolve(import.meta.dirname, '..')
const vitest = resolve(root, 'node_modules/vitest/vitest.mjs')
const args = ['run', ...process.argv.slice(2)]
const second = process.env.PARLOR_NODE24

// CI keeps only the tail of the output, so each run also writes a JSON report and the failures are
// listed again at the very end, where they are seen.
const reports = mkdtempSync(join(tmpdir(), 'parlor-vitest-'))
const reportOf = (name) => join(reports, `${name}.json`)

/** The failed tests of one JSON report, a line each with the first lines of the error. */
function failuresIn(name) {
  let report
  try {
    report = JSON.parse(readFileSync(reportOf(name), 'utf8'))
  } catch {
    return []
  }
  const lines = []
  for (const file of report.testResults ?? []) {
    const path = relative(root, file.name)
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed')
    if (file.status === 'failed' && failed.length === 0) lines.push(`FAIL ${path}: ${firstLines(file.message)}`)
    for (const t of failed) lines.push(`FAIL ${path} > ${t.fullName}: ${firstLines(t.failureMessages?.[0])}`)
  }
  return lines
}

const firstLines = (text = '') =>
  text
    .split('\n')
    .filter((line) => !line.includes('node_modules'))
    .slice(0, 4)
    .map((line) => line.trim())
    .join(' | ')
    .slice(0, 600)

function run(node, part, capture, name) {
  return new Promise((done) => {
    const report = ['--reporter=default', '--reporter=json', `--outputFile.json=${reportOf(name)}`]
    const child = spawn(node, [vitest, ...args, ...report], {
      cwd: root,
      env: { ...process.env, ...(part ? { PARLOR_TEST_PART: part } : {}) },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    // A live run's output is passed through as it comes and also kept, so that a failure that is
    // no failed test (an unhandled error, a crash) can be shown again at the end.
    let output = ''
    const keep = (stream) => (d) => {
      output += d
      if (!capture) stream.write(d)
    }
    child.stdout.on('data', keep(process.stdout))
    child.stderr.on('data', keep(process.stderr))
    child.on('error', (err) => done({ code: 1, output: `${output}\ncould not start ${node}: ${err.message}\n` }))
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }))
  })
}

function summarise(name, label, { code, output }) {
  const lines = failuresIn(name)
  if (lines.length > 0) {
    console.log(`\n== ${label}: ${lines.length} failed`)
    for (const line of lines.slice(0, 30)) console.log(line)
  } else if (code !== 0) {
    console.log(`\n== ${label}: exit ${code} with no failed test; what vitest said about errors:`)
    console.log(errorsIn(output))
  }
}

/** Vitest's error sections (unhandled errors, failed set-up), or the last lines when there are none. */
function errorsIn(output) {
  const lines = stripVTControlCharacters(output).split('\n')
  // Passing tests log errors too, so the error sections vitest heads with a rule come first.
  const headed = [/Unhandled (Error|Rejection)/, /Startup Error|Failed to load|Error during/]
  const start = headed.map((re) => lines.findIndex((line) => re.test(line))).find((i) => i >= 0) ?? -1
  const from = start >= 0 ? Math.max(0, start - 2) : Math.max(0, lines.length - 40)
  return lines.slice(from, from + 60).join('\n')
}

if (!second) {
  const all = await run(process.execPath, undefined, false, 'all')
  summarise('all', `Node ${process.version}`, all)
  process.exitCode = all.code
} else {
  if (!existsSync(second)) {
    console.error(`PARLOR_NODE24=${second} does not exist (npm install --prefix /opt/node24 node@24)`)
    process.exit(1)
  }
  const version = execFileSync(second, ['--version'], { encoding: 'utf8' }).trim()
  console.log(
    `== vitest on Node ${process.version} (all but contract and server-pg); on Node ${version} in parallel (contract, server-pg), printed after`,
  )
  const [first, later] = await Promise.all([
    run(process.execPath, 'first', false, 'first'),
    run(second, 'second', true, 'second'),
  ])
  console.log(`\n== vitest on Node ${version}: contract and server-pg\n`)
  process.stdout.write(later.output)
  console.log(
    `\n== Node ${process.version}: ${first.code === 0 ? 'passed' : `failed (exit ${first.code})`}; ` +
      `Node ${version}: ${later.code === 0 ? 'passed' : `failed (exit ${later.code})`}`,
  )
  summarise('first', `Node ${process.version}`, first)
  summarise('second', `Node ${version}`, later)
  process.exitCode = first.code || later.code
}
rmSync(reports, { recursive: true, force: true })
