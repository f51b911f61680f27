/**
 * Serves the built apps: the player app at `/m/` and the back office at `/bo/`. Hashed assets are
 * cached for a year, index.html never, and every app route (`/m/*`, `/register.html`, `/bo/*`) is
 * answered with its app's index.html so the client router takes over.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SpaFallback } from './errors.ts'

const WEB_PATHS = /^\/(m(\/.*)?|register\.html)$/
const BACKOFFICE_PATHS = /^\/bo\/.*$/

export interface WebApps {
  /** The player app's dist folder, when built. */
  web?: string
  /** The back office's dist folder, when built. */
  backoffice?: string
  /**
   * The boot call's answer for a page request with the time it was made (null when no merchant
   * serves the host). Set once the system module is built, after this plugin is registered.
   */
  bootStatus?: (request: FastifyRequest) => Promise<{ at: number; status: unknown } | null>
  /** The image of the home screen's first banner for a page request's merchant, if it has one. */
  homeBanner?: (request: FastifyRequest) => Promise<string | null>
}

/** The element the player app reads its boot answer from (apps/web lib/merchant/boot-status.ts). */
const BOOT_STATUS_ID = 'parlor-status'

/** The paths that land on the home screen (`/` redirects to the first). */
const HOME_PATHS = new Set(['/m/home', '/m', '/m/'])

/** Where index.html's boot screen takes the first banner (apps/web/index.html). */
const BOOT_BANNER_MARK = '<!--parlor:boot-banner-->'

/** An operator's image address as an attribute value, or nothing if it is not a web address. */
function imageAttribute(url: string): string | null {
  if (!/^(https?:\/\/|\/(?!\/))/i.test(url)) return null
  return url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')
}

/**
 * Page path → the files its first screen needs beyond the entry's, listed by the build
 * (apps/web vite-plugins/landing-preloads.ts).
 */
type LandingPreloads = Record<string, { js: string[]; css: string[] }>

interface BuiltPage {
  text: string
  preloads: LandingPreloads
}

function readPreloads(dist: string): LandingPreloads {
  try {
    return JSON.parse(readFileSync(join(dist, 'landing-preloads.json'), 'utf8')) as LandingPreloads
  } catch {
    return {}
  }
}

/** index.html as text with the build's landing list, read again only when a new build replaces it. */
function pageReader(dist: string) {
  let cached: { mtimeMs: number; page: BuiltPage } | undefined
  return () => {
    const file = join(dist, 'index.html')
    const { mtimeMs } = statSync(file)
    if (cached?.mtimeMs !== mtimeMs)
      cached = { mtimeMs, page: { text: readFileSync(file, 'utf8'), preloads: readPreloads(dist) } }
    return cached.page
  }
}

const assetPath = (href: string) => /^\/m\/assets\/[\w.-]+\.(js|css)$/.test(href)

/**
 * The landing screen's own files as links: scripts preloaded from the head, so they download
 * beside the entry instead of after it has run; stylesheets after the boot screen, like the
 * entry's, so they do not hold back its paint.
 */
function withLandingFiles(html: string, files: { js: string[]; css: string[] } | undefined) {
  if (!files) return html
  const js = files.js.filter(assetPath).map((f) => `<link rel="modulepreload" crossorigin href="${f}">`)
  const css = files.css.filter(assetPath).map((f) => `<link rel="stylesheet" crossorigin href="${f}">`)
  return html.replace('</head>', `${js.join('')}</head>`).replace('</body>', `${css.join('')}</body>`)
}

/**
 * The player app's page with the boot call's answer inside it, so a first visit draws its first
 * screen without waiting for that call. A data block (type application/json) is never executed,
 * so the strict script policy holds; `<` is escaped so merchant texts cannot close the element.
 * The time lets the app treat a copy the service worker kept offline as old.
 */
async function webPage(request: FastifyRequest, reply: FastifyReply, built: BuiltPage, apps: WebApps) {
  const path = request.url.split('?')[0] ?? ''
  const home = HOME_PATHS.has(path)
  const landing = home ? '/m/home' : path
  const page = withLandingFiles(
    built.text,
    Object.hasOwn(built.preloads, landing) ? built.preloads[landing] : undefined,
  )
  const [boot, banner] = await Promise.all([
    apps.bootStatus?.(request).catch((err: unknown) => {
      request.log.warn({ err }, 'boot status for the page failed; the app asks for it itself')
      return null
    }),
    home
      ? apps.homeBanner?.(request).catch((err: unknown) => {
          request.log.warn({ err }, 'the home banner for the page failed; the boot screen goes without')
          return null
        })
      : undefined,
  ])
  let body = boot
    ? page.replace(
        '</head>',
        `<script id="${BOOT_STATUS_ID}" type="application/json">${JSON.stringify(boot).replaceAll('<', '\\u003c')}</script></head>`,
      )
    : page
  // The home's largest image is its first banner: drawn with the page, it no longer waits for
  // the script that draws the carousel in the same place (the app replaces the boot screen).
  const src = banner ? imageAttribute(banner) : null
  // Asked for ahead of the scripts too: on a line of a few connections it would queue behind them.
  if (src)
    body = body
      .replace('<title>', `<link rel="preload" as="image" href="${src}" fetchpriority="high"><title>`)
      .replace(
        BOOT_BANNER_MARK,
        `<div class="boot__banner"><img src="${src}" alt="" width="750" height="300" fetchpriority="high"></div>`,
      )
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(body)
}

export function webAppAvailable(dist: string) {
  return existsSync(join(dist, 'index.html'))
}

const cacheHeaders = (reply: FastifyReply, path: string) => {
  reply.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
}

export async function webAppRoutes(app: FastifyInstance, apps: WebApps) {
  // Only the first registration decorates the reply with sendFile; the fallback names its root.
  let decorated = false
  if (apps.web) {
    await app.register(fastifyStatic, {
      root: apps.web,
      prefix: '/m/',
      index: false,
      wildcard: true,
      setHeaders: cacheHeaders,
    })
    decorated = true
    app.get('/', (_req, reply) => reply.redirect('/m/home'))
  }
  if (apps.backoffice) {
    await app.register(fastifyStatic, {
      root: apps.backoffice,
      prefix: '/bo/',
      index: false,
      wildcard: true,
      decorateReply: !decorated,
      setHeaders: cacheHeaders,
    })
    const root = apps.backoffice
    // The dashboard's own URL, which the static handler would refuse as a folder listing. The
    // router ignores trailing slashes, so `/bo` lands here too and moves to `/bo/`: the app's
    // relative URLs and the client router expect the slash.
    app.get('/bo/', (req, reply) =>
      req.url.split('?')[0] === '/bo'
        ? reply.redirect('/bo/')
        : reply.header('cache-control', 'no-cache').sendFile('index.html', root),
    )
  }
}

export function spaFallback(apps: WebApps): SpaFallback {
  const webIndex = apps.web ? pageReader(apps.web) : undefined
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    // A missing asset is a 404, never a page: the browser would run index.html as a script.
    if (webIndex && WEB_PATHS.test(path) && !path.startsWith('/m/assets/'))
      return webPage(request, reply, webIndex(), apps)
    if (apps.backoffice && BACKOFFICE_PATHS.test(path) && !path.startsWith('/bo/assets/'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', apps.backoffice)
    return null
  }
}
