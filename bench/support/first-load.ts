/**
 * What a phone downloads to show /m/home, from the production build (apps/web/dist) and the
 * build's chunk report (apps/web/vite-plugins/chunk-report.ts): the entry and every chunk it
 * imports statically (index.html modulepreloads them), then the home's own files as the build
 * lists them for the server to link in the page (vite-plugins/landing-preloads.ts), and the
 * stylesheets of all of these. Sizes are gzip level 6, as the server compresses. Run
 * `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { ChunkReport } from '../../apps/web/vite-plugins/chunk-report.ts'
import { LANDING_PRELOADS_FILE, type LandingPreloads } from '../../apps/web/vite-plugins/landing-preloads.ts'

const web = resolve(import.meta.dirname, '../../apps/web')
const DIST = join(web, 'dist')
const REPORT = join(web, '.vite/build-chunks.json')

export interface FileSize {
  file: string
  raw: number
  gzip: number
}
export interface FirstLoad {
  initial: FileSize[]
  home: FileSize[]
  css: FileSize[]
  /** npm package → the first-load files that carry its code. */
  packages: Map<string, string[]>
  totals: { js: number; css: number }
}

const size = (file: string): FileSize => {
  const bytes = readFileSync(join(DIST, file))
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length }
}

export function measureFirstLoad(): FirstLoad {
  if (!existsSync(REPORT) || !existsSync(join(DIST, 'index.html')))
    throw new Error(`no production build of the web app: run npm run build (looked for ${REPORT})`)
  const { chunks } = JSON.parse(readFileSync(REPORT, 'utf8')) as ChunkReport
  // The entry and what it imports statically, each once.
  const initial: string[] = []
  const walk = (file: string) => {
    if (initial.includes(file)) return
    initial.push(file)
    for (const next of chunks[file]?.imports ?? []) walk(next)
  }
  for (const entry of Object.keys(chunks).filter((f) => chunks[f]?.isEntry)) walk(entry)
  const landing = (JSON.parse(readFileSync(join(DIST, LANDING_PRELOADS_FILE), 'utf8')) as LandingPreloads)['/m/home']
  if (!landing) throw new Error(`the build lists no files for /m/home in ${LANDING_PRELOADS_FILE}`)
  // Listed as page links under the app's base (/m/); the report names files under dist/.
  const inDist = (href: string) => href.replace(/^\/m\//, '')
  const home = landing.js.map(inDist)
  const css = [...new Set([...initial.flatMap((f) => chunks[f]?.css ?? []), ...landing.css.map(inDist)])]
  const packages = new Map<string, string[]>()
  for (const file of [...initial, ...home])
    for (const p of chunks[file]?.packages ?? []) packages.set(p, [...(packages.get(p) ?? []), file])
  const sized = { initial: initial.map(size), home: home.map(size), css: css.map(size) }
  const sum = (list: FileSize[]) => list.reduce((n, f) => n + f.gzip, 0)
  return {
    ...sized,
    packages,
    totals: { js: sum(sized.initial) + sum(sized.home), css: sum(sized.css) },
  }
}

export const kib = (n: number) => (n / 1024).toFixed(1)
