// `npm run typecheck`: tsc on every TypeScript project in the repository, then a check that no
// TypeScript file sits outside all of them. A test, bench or config file that no tsconfig includes
// is never type-checked, and its mistakes (a misspelt option object, say) pass silently.
//
// Projects are found, not listed: every tsconfig*.json in the working tree except shared bases
// (*.base.json). A new folder of .ts files needs a tsconfig (or an `include` entry) of its own.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const tsc = resolve(root, 'node_modules/.bin/tsc')

// Tracked files plus new ones not yet committed (but not ignored ones such as dist/ or node_modules/);
// outside a git checkout (an unpacked archive), every file but the usual build and install output.
function listFiles() {
  try {
    return (
      execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
        cwd: root,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      })
        .split('\0')
        .filter(Boolean)
        // A file moved or deleted but not yet committed is still in the index.
        .filter((f) => existsSync(resolve(root, f)))
    )
  } catch {
    const skipped = /(^|\/)(node_modules|dist|coverage|data|\.git)(\/|$)/
    return readdirSync(root, { recursive: true, encoding: 'utf8' }).filter((f) => !skipped.test(f))
  }
}
const files = listFiles()

const projects = files.filter((f) => /(^|\/)tsconfig[^/]*\.json$/.test(f) && !f.endsWith('.base.json')).sort()
const sources = files.filter((f) => /\.[cm]?tsx?$/.test(f))

let failed = false
const covered = new Set()
for (const project of projects) {
  process.stdout.write(`tsc -p ${project}\n`)
  const check = spawnSync(tsc, ['-p', project], { cwd: root, stdio: 'inherit' })
  if (check.status !== 0) failed = true
  const list = spawnSync(tsc, ['-p', project, '--listFilesOnly'], { cwd: root, encoding: 'utf8' })
  for (const line of list.stdout.split('\n')) {
    const file = line.trim()
    if (file && !file.includes('/node_modules/')) covered.add(resolve(root, file))
  }
}

const outside = sources.filter((f) => !covered.has(resolve(root, f)))
if (outside.length) {
  failed = true
  console.error(`\n${outside.length} TypeScript file(s) outside every tsconfig (add them to a project's include):`)
  for (const f of outside) console.error(`  ${f}`)
}
if (failed) process.exit(1)
console.log(`typecheck: ${projects.length} projects, ${sources.length} TypeScript files, all covered`)
