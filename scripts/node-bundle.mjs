// Bundles a Node program written in TypeScript into plain ES modules, so production runs `node`
// with no TypeScript loader. Workspace packages (@parlor/*, consumed as TypeScript source) go into
// the bundle; every other package stays an import of node_modules, because native addons, WebAssembly
// and data files found next to a package's own code cannot move into a bundle.
//
//   node scripts/node-bundle.mjs <outdir> <name>=<entry.ts> …   (paths from the current directory)
import { readFileSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'esbuild'

/**
 * A deep import into a package without an `exports` map (`crypto-js/enc-utf8`) works under tsx,
 * which resolves like CommonJS, but Node's ES module loader wants the file's full name.
 */
function fullSubpath(specifier, fromDir) {
  const m = /^((?:@[^/]+\/)?[^/@][^/]*)\/(.+)$/.exec(specifier)
  if (!m || /\.(?:m?js|cjs|json|node)$/.test(m[2])) return specifier
  const require = createRequire(join(fromDir, 'importer.js'))
  let manifest
  try {
    manifest = require.resolve(`${m[1]}/package.json`)
  } catch {
    return specifier // a builtin (fs/promises) or a package whose exports map hides package.json
  }
  if (JSON.parse(readFileSync(manifest, 'utf8')).exports) return specifier
  const file = relative(dirname(manifest), require.resolve(specifier))
  return `${m[1]}/${file.split(sep).join('/')}`
}

/** Keeps bare imports (npm packages, node: builtins) external, except the workspace's own. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@parlor/') ? undefined : { path: fullSubpath(args.path, args.resolveDir), external: true },
    )
  },
}

/**
 * Writes `<outdir>/<name>.mjs` for each entry (the folder is emptied first). Entries share code
 * through chunks written flat beside them, so every module of the program sees an
 * `import.meta.url` in `outdir` itself (src/lib/runtime-paths.ts relies on that).
 * @param {{ outdir: string, entries: Record<string, string> }} opts
 */
export async function bundleNode({ outdir, entries }) {
  rmSync(outdir, { recursive: true, force: true })
  const started = performance.now()
  const result = await build({
    entryPoints: entries,
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    // The oldest Node the README supports.
    target: 'node20.19',
    outExtension: { '.js': '.mjs' },
    entryNames: '[name]',
    chunkNames: 'chunk-[hash]',
    // Stack traces point at the TypeScript with `node --enable-source-maps`.
    sourcemap: true,
    plugins: [externalPackages],
    logLevel: 'warning',
    metafile: true,
  })
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith('.mjs'))
    .reduce((sum, [, o]) => sum + o.bytes, 0)
  const ms = Math.round(performance.now() - started)
  console.log(
    `${outdir}: ${Object.keys(entries).join(', ')} (${(bytes / 1024).toFixed(0)} KiB of JavaScript, ${ms} ms)`,
  )
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [outdir, ...pairs] = process.argv.slice(2)
  if (!outdir || pairs.length === 0 || pairs.some((p) => !p.includes('='))) {
    console.error('usage: node scripts/node-bundle.mjs <outdir> <name>=<entry.ts> …')
    process.exit(2)
  }
  await bundleNode({
    outdir: resolve(outdir),
    entries: Object.fromEntries(pairs.map((p) => [p.slice(0, p.indexOf('=')), resolve(p.slice(p.indexOf('=') + 1))])),
  })
}
