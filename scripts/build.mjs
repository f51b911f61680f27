// `npm run build` builds every part that runs in production: the web app, the back office, the
// server and the two helper processes. `npm start` builds only the parts that are missing or
// stale (buildStale), so a second start takes no build time and an edited source tree is not
// served from an old build.
//
// Stale means: a file among the part's sources (its own and the contract's, the lockfile) was
// modified after the part's build output. Modification times are cheap to read and git sets them
// on checkout and pull; an unchanged file whose time moved (touch, a branch switched back) costs a
// rebuild, never a stale serve.
import { spawnSync } from 'node:child_process'
import { readdirSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

const root = resolve(import.meta.dirname, '..')
const shared = ['packages/contract/src', 'packages/contract/package.json', 'package-lock.json']

/** Each part: the workspace whose `build` script makes it, what it is built from, and one file it writes. */
export const parts = [
  {
    name: 'web',
    workspace: '@parlor/web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/service-worker',
      'apps/web/vite-plugins',
      'apps/web/vite.config.ts',
      'apps/web/package.json',
    ],
  },
  {
    name: 'backoffice',
    workspace: '@parlor/backoffice',
    output: 'apps/backoffice/dist/index.html',
    sources: [
      'apps/backoffice/src',
      'apps/backoffice/public',
      'apps/backoffice/index.html',
      'apps/backoffice/vite.config.ts',
      'apps/backoffice/package.json',
    ],
  },
  {
    name: 'server',
    workspace: '@parlor/server',
    output: 'apps/server/dist/server.mjs',
    sources: [
      'apps/server/src',
      'apps/server/drizzle',
      'apps/server/scripts',
      'apps/server/package.json',
      'scripts/node-bundle.mjs',
    ],
  },
  {
    name: 'payment sandbox',
    workspace: '@parlor/payment-sandbox',
    output: 'apps/payment-sandbox/dist/main.mjs',
    sources: ['apps/payment-sandbox/src', 'apps/payment-sandbox/package.json', 'scripts/node-bundle.mjs'],
  },
  {
    name: 'vendor simulator',
    workspace: '@parlor/vendor-simulator',
    output: 'apps/vendor-simulator/dist/main.mjs',
    sources: ['apps/vendor-simulator/src', 'apps/vendor-simulator/package.json', 'scripts/node-bundle.mjs'],
  },
]

/** Newest modification time under `path` (0 when missing); tests do not go into a build. */
function newest(path) {
  let stat
  try {
    stat = statSync(path)
  } catch {
    return 0
  }
  if (!stat.isDirectory()) return /\.test\.[cm]?[jt]sx?$/.test(path) ? 0 : stat.mtimeMs
  let max = 0
  for (const name of readdirSync(path)) {
    if (name === 'node_modules' || name === 'dist') continue
    max = Math.max(max, newest(join(path, name)))
  }
  return max
}

/** Why the part needs a build, or null when its output is newer than every source. */
export function staleness(part) {
  let built
  try {
    built = statSync(resolve(root, part.output)).mtimeMs
  } catch {
    return 'not built yet'
  }
  const changed = [...part.sources, ...shared].find((s) => newest(resolve(root, s)) > built)
  return changed ? `${changed} changed since the last build` : null
}

function build(part) {
  const r = spawnSync('npm', ['run', '-s', 'build', '-w', part.workspace], { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) throw new Error(`building the ${part.name} failed (npm run build -w ${part.workspace})`)
}

/** Builds the parts that are missing or older than their sources; answers how many it built. */
export function buildStale(selected = parts) {
  let built = 0
  for (const part of selected) {
    const why = staleness(part)
    if (!why) continue
    console.log(`== building the ${part.name}: ${why}`)
    build(part)
    built += 1
  }
  return built
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    if (process.argv.includes('--stale')) buildStale()
    else for (const part of parts) build(part)
  } catch (err) {
    console.error(err.message)
    process.exit(1)
  }
}
