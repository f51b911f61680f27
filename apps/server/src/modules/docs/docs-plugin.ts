/**
 * Swagger UI at /docs over the contract's OpenAPI document (/docs/json, /docs/yaml), unless
 * PARLOR_DOCS turns it off. The UI is served from the server itself (no CDN) and needs nothing the
 * site's strict CSP (plugins/security.ts) forbids: its scripts are files under /docs/static, its
 * inline styles fall under the site's `style-src 'unsafe-inline'`, and it fetches the document
 * from the same origin. So the docs pages get the same CSP as every other answer.
 */
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { openApiDocument } from './openapi.ts'

export const DOCS_PREFIX = '/docs'

export async function docsPlugin(app: FastifyInstance) {
  // @fastify/swagger only provides the document to the UI plugin; a stub here, because building
  // the real one costs a fraction of a second that a server (or a test) never asking for it
  // should not pay. transformSpecification hands out the real one on the first request.
  await app.register(swagger, {
    mode: 'static',
    specification: { document: { openapi: '3.1.0', info: { title: 'Parlor API', version: '1' }, paths: {} } },
  })
  await app.register(swaggerUi, {
    routePrefix: DOCS_PREFIX,
    transformSpecification: () => openApiDocument(),
    transformSpecificationClone: false,
    uiConfig: { docExpansion: 'none', deepLinking: true },
  })
}
