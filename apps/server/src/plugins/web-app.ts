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
}

/** The element the player app reads its boot answer from (apps/web lib/merchant/boot-status.ts). */
const BOOT_STATUS_ID = 'parlor-status'

/** index.html as text, read again only when a new build replaces it. */
function pageReader(dist: string) {
  let cached: { mtimeMs: number; text: string } | undefined
  return () => {
    const file = join(dist, 'index.html')
    const { mtimeMs } = statSync(file)
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') }
    return cached.text
  }
}

/**
 * The player app's page with the boot call's answer inside it, so a first visit draws its first
 * screen without waiting for that call. A data block (type application/json) is never executed,
 * so the strict script policy holds; `<` is escaped so merchant texts cannot close the element.
 * The time lets the app treat a copy the service worker kept offline as old.
 */
async function webPage(request: FastifyRequest, reply: FastifyReply, page: string, apps: WebApps) {
  const boot = await apps.bootStatus?.(request).catch((err: unknown) => {
    request.log.warn({ err }, 'boot status for the page failed; the app asks for it itself')
    return null
  })
  const body = boot
    ? page.replace(
        '</head>',
        `<script id="${BOOT_STATUS_ID}" type="application/json">${JSON.stringify(boot).replaceAll('<', '\\u003c')}</script></head>`,
      )
    : page
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
