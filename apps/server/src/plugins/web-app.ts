/**
 * Serves the built apps: the player app at `/m/` and the back office at `/bo/`. Hashed assets are
 * cached for a year, index.html never, and every app route (`/m/*`, `/register.html`, `/bo/*`) is
 * answered with its app's index.html so the client router takes over.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { BootScreen } from './boot-screen.ts'
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
  /** What the boot screen draws of a landing screen (boot-screen.ts), for the page request's merchant. */
  bootScreen?: (request: FastifyRequest, landing: string) => Promise<BootScreen | null>
}

/** The element the player app reads its boot answer from (apps/web lib/merchant/boot-status.ts). */
const BOOT_STATUS_ID = 'parlor-status'

/**
 * The paths that land on the home screen (`/` redirects to the first): the app's home and its
 * aliases (apps/web config/paths.ts), an older link among them. `/m/index.html` is the built file
 * itself, which the static handler answers as it is.
 */
const HOME_PATHS = new Set(['/m/home', '/m', '/m/', '/m/index'])

/** Where index.html's boot screen takes a landing screen's content (apps/web/index.html). */
const BOOT_SLOT = '<!--parlor:boot-screen-->'

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
 * The time lets the app treat a copy the service worker kept offline as old. A landing screen also
 * gets its own files as links and, in the boot screen, its main content (boot-screen.ts).
 */
async function webPage(request: FastifyRequest, reply: FastifyReply, built: BuiltPage, apps: WebApps) {
  const path = request.url.split('?')[0] ?? ''
  const landing = HOME_PATHS.has(path) ? '/m/home' : path
  const failed = (what: string) => (err: unknown) => {
    request.log.warn({ err }, `${what} for the page failed; the app does without`)
    return null
  }
  const [boot, screen] = await Promise.all([
    apps.bootStatus?.(request).catch(failed('boot status')),
    apps.bootScreen?.(request, landing).catch(failed('the boot screen')),
  ])
  let body = withLandingFiles(built.text, Object.hasOwn(built.preloads, landing) ? built.preloads[landing] : undefined)
  if (boot)
    body = body.replace(
      '</head>',
      // A function, not a string: `$&` and `$'` in merchant texts are not replacement patterns.
      () =>
        `<script id="${BOOT_STATUS_ID}" type="application/json">${JSON.stringify(boot).replaceAll('<', '\\u003c')}</script></head>`,
    )
  if (screen) {
    body = body.replace(BOOT_SLOT, () => screen.html)
    // Asked for ahead of the scripts: on a line of a few connections it would queue behind them.
    if (screen.preloadImage)
      body = body.replace(
        '<title>',
        () => `<link rel="preload" as="image" href="${screen.preloadImage}" fetchpriority="high"><title>`,
      )
  }
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
