/**
 * Serves the built apps: the player app at `/m/` and the back office at `/bo/`. Hashed assets are
 * cached for a year, index.html never, and every app route (`/m/*`, `/register.html`, `/bo/*`) is
 * answered with its app's index.html so the client router takes over.
 */
import { existsSync } from 'node:fs'
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
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    // A missing asset is a 404, never a page: the browser would run index.html as a script.
    if (apps.web && WEB_PATHS.test(path) && !path.startsWith('/m/assets/'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', apps.web)
    if (apps.backoffice && BACKOFFICE_PATHS.test(path) && !path.startsWith('/bo/assets/'))
      return reply.header('cache-control', 'no-cache').sendFile('index.html', apps.backoffice)
    return null
  }
}
