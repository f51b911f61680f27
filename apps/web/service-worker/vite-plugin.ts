/**
 * Emits the service worker (sw.js beside this file) into the build with that build's file list
 * and version written in, so the worker precaches what the first paint needs and prunes every
 * cached asset a later build no longer has (decision 036). Build only: in dev no worker runs.
 */
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

const MARKER = '__PARLOR_BUILD__'

export function serviceWorker(): Plugin {
  let base = '/'
  return {
    name: 'parlor:service-worker',
    apply: 'build',
    // After index.html is written, so its links are final.
    enforce: 'post',
    configResolved(config) {
      base = config.base
    },
    generateBundle(_options, bundle) {
      const template = readFileSync(new URL('./sw.js', import.meta.url), 'utf8')
      if (!template.includes(MARKER)) throw new Error(`service-worker/sw.js lost its ${MARKER} marker`)
      const html = bundle['index.html']
      if (html?.type !== 'asset') throw new Error('the service worker needs the build’s index.html')
      const page = String(html.source)
      const assets = Object.keys(bundle)
        .filter((name) => name.startsWith('assets/') && !name.endsWith('.map'))
        .map((name) => `${base}${name}`)
        .sort()
      // What index.html loads (entry, preloaded chunks, stylesheet): the app starts offline with these.
      const precache = [...new Set(page.match(new RegExp(`${base}assets/[^"'\\s)]+`, 'g')) ?? [])].sort()
      // The icon index.html links from the public folder; the shell shows it offline.
      const shell = [...page.matchAll(/<link rel="icon"[^>]* href="([^"]+)"/g)].flatMap((m) => m[1] ?? [])
      const version = createHash('sha256')
        .update(template)
        .update(page)
        .update(assets.join('\n'))
        .digest('hex')
        .slice(0, 16)
      const build = JSON.stringify({ version, shell, precache, assets })
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: template.replace(MARKER, () => build) })
    },
  }
}
