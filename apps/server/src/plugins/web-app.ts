/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached,
 * and every app route (`/m/*`, `/register.html`) answered with index.html.
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { SpaFallback } from './errors.ts'

const APP_PATHS = /^\/(m(\/.*)?|register\.html)$/

export function webAppAvailable(dist: string) {
  return existsSync(join(dist, 'index.html'))
}

export async function webAppRoutes(app: FastifyInstance, { dist }: { dist: string }) {
  await app.register(fastifyStatic, {
    root: dist,
    prefix: '/m/',
    index: false,
    wildcard: true,
    setHeaders(res, path) {
      res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache')
    },
  })
  app.get('/', (_req, reply) => reply.redirect('/m/home'))
}

export function spaFallback(): SpaFallback {
  return (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? ''
    if (request.method !== 'GET' && request.method !== 'HEAD') return null
    if (!APP_PATHS.test(path) || path.startsWith('/m/assets/')) return null
    return reply.header('cache-control', 'no-cache').sendFile('index.html')
  }
}
