/**
 * bench:home — the home page's first-load JavaScript and CSS, gzip level 6, from the production
 * build: the entry script plus every modulepreload and stylesheet linked from dist/index.html,
 * then the lazy chunks the home route pulls in (found by following static imports from the route
 * chunk). Run `npm run build` first.
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = resolve(import.meta.dirname, '../apps/web/dist')
const html = readFileSync(join(dist, 'index.html'), 'utf8')

const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]+)"`).exec(tag)?.[1]
const tags = html.match(/<(script|link)\b[^>]*>/g) ?? []
const js = new Set<string>()
const css = new Set<string>()
for (const tag of tags) {
  const src = tag.startsWith('<script') ? attr(tag, 'src') : undefined
  if (src) js.add(src)
  const rel = attr(tag, 'rel')
  const href = attr(tag, 'href')
  if (href && rel === 'modulepreload') js.add(href)
  if (href && rel === 'stylesheet') css.add(href)
}

const file = (url: string) => join(dist, url.replace(/^\/m\//, ''))
const gz = (path: string) => gzipSync(readFileSync(path), { level: 6 }).length
const kib = (n: number) => (n / 1024).toFixed(1)

function measure(urls: Iterable<string>) {
  let raw = 0
  let gzip = 0
  const rows: string[] = []
  for (const url of urls) {
    const path = file(url)
    const r = readFileSync(path).length
    const g = gz(path)
    raw += r
    gzip += g
    rows.push(`  ${url.padEnd(48)} ${kib(r).padStart(8)} KiB raw ${kib(g).padStart(7)} KiB gzip`)
  }
  return { raw, gzip, rows }
}

/**
 * Files a chunk loads with one of its lazy imports: Vite writes
 * `import(\`./name-hash.js\`),__vite__mapDeps([i, ...])` against a table of `assets/...` names.
 */
function lazyDeps(chunkUrl: string, name: string): string[] {
  const src = readFileSync(file(chunkUrl), 'utf8')
  const table = /m\.f=(\[[^\]]*\])/.exec(src)?.[1]
  const call = new RegExp(
    `import\\([\`"']\\./(${name}-[^\`"']+\\.js)[\`"']\\)[^;]{0,200}?__vite__mapDeps\\(\\[([\\d,]*)\\]`,
  ).exec(src)
  if (!table || !call) return []
  const names = JSON.parse(table) as string[]
  const picked = (call[2] ?? '')
    .split(',')
    .filter(Boolean)
    .map((i) => names[Number(i)] ?? '')
  return [...new Set([`assets/${call[1]}`, ...picked])].filter((n) => n.endsWith('.js')).map((n) => `/m/${n}`)
}

// Home is a lazy route, and its storefront blocks a lazy part of it (the greeting paints first).
function homeChunks(): string[] {
  const entry = [...js][0]
  if (!entry) return []
  const route = lazyDeps(entry, 'home')
  const homeChunk = route[0]
  const storefront = homeChunk ? lazyDeps(homeChunk, 'storefront-home') : []
  return [...new Set([...route, ...storefront])].filter((u) => !js.has(u))
}

const first = measure(js)
const styles = measure(css)
const home = measure(homeChunks())

console.log(`Home first load (${new Date().toISOString().slice(0, 10)}), dist/index.html`)
console.log(`JavaScript, entry + modulepreloads (${js.size} files):`)
for (const r of first.rows) console.log(r)
console.log(`  total ${kib(first.raw)} KiB raw, ${kib(first.gzip)} KiB gzip`)
console.log(`CSS (${css.size} files): ${kib(styles.raw)} KiB raw, ${kib(styles.gzip)} KiB gzip`)
console.log(`Home route chunks loaded lazily after the entry (${home.rows.length} files):`)
for (const r of home.rows) console.log(r)
console.log(`  total ${kib(home.raw)} KiB raw, ${kib(home.gzip)} KiB gzip`)
console.log(`First-load JavaScript for /m/home: ${kib(first.gzip + home.gzip)} KiB gzip`)
