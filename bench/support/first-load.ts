/**
 * What a phone downloads to show /m/home, from the production build (apps/web/dist) and the
 * build's chunk report (apps/web/vite-plugins/chunk-report.ts): the entry and every chunk it
 * imports statically (index.html modulepreloads them), then the home route's chunk and the
 * storefront part it renders at once, each with their static imports, and the stylesheets of all
 * of these. Sizes are gzip level 6, as the server compresses. Run `npm run build` first.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import type { ChunkReport } from '../../apps/web/vite-plugins/chunk-report.ts'

const web = resolve(import.meta.dirname, '../../apps/web')
const DIST = join(web, 'dist')
const REPORT = join(web, '.vite/build-chunks.json')

/** The home route and the storefront part it renders at once (the greeting paints first). */
const HOME_MODULES = ['app/routes/home.tsx', 'app/routes/storefront-home.tsx']

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
  const closure = (start: string[], seen: Set<string>) => {
    const found: string[] = []
    const walk = (file: string) => {
      if (seen.has(file)) return
      seen.add(file)
      found.push(file)
      for (const next of chunks[file]?.imports ?? []) walk(next)
    }
    for (const file of start) walk(file)
    return found
  }
  const seen = new Set<string>()
  const entries = Object.keys(chunks).filter((f) => chunks[f]?.isEntry)
  const initial = closure(entries, seen)
  const homeStarts = HOME_MODULES.map((m) => Object.keys(chunks).find((f) => chunks[f]?.modules.includes(m)))
  if (homeStarts.some((f) => f === undefined))
    throw new Error(`no chunk of the build carries ${HOME_MODULES.join(' or ')}`)
  const home = closure(homeStarts as string[], seen)
  const css = [...new Set([...initial, ...home].flatMap((f) => chunks[f]?.css ?? []))]
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
