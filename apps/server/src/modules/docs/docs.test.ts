/**
 * The API documentation: Swagger UI at /docs under the site's CSP, and an OpenAPI 3.1 document
 * at /docs/json with every entry of the route table, generated from its schemas.
 */
import { type RouteDef, routes } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { buildOpenApiDocument, TEST_ONLY } from './openapi.ts'

type Doc = {
  openapi: string
  paths: Record<
    string,
    Record<
      string,
      {
        operationId: string
        'x-parlor-entries': string[]
        tags: string[]
        security?: unknown
        requestBody?: unknown
        parameters: { name: string; in: string; required: boolean }[]
        responses: Record<string, { content?: Record<string, { schema: unknown }> }>
      }
    >
  >
  components: { schemas: Record<string, unknown> }
}

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const siteCsp = async () => (await t.app.inject({ url: '/wps/system/test/ping' })).headers['content-security-policy']

describe('/docs', () => {
  it('serves Swagger UI as HTML under the same CSP as the rest of the site', async () => {
    const res = await t.app.inject({ url: '/docs' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('swagger-ui-bundle.js')
    const csp = res.headers['content-security-policy']
    expect(csp).toBe(await siteCsp())
    expect(csp).toContain("script-src 'self'")
    expect(csp).not.toContain('unsafe-eval')
    expect(String(csp).match(/script-src[^;]*/)?.[0]).not.toContain('unsafe-inline')
    // Its script files come from this server, so script-src 'self' lets them run.
    const script = await t.app.inject({ url: '/docs/static/swagger-ui-bundle.js' })
    expect(script.statusCode).toBe(200)
    expect(script.headers['content-type']).toContain('javascript')
    expect(res.body).not.toMatch(/<script>(?!\s*<\/script>)/)
  })

  it('answers a valid OpenAPI 3.1 document with every entry of the route table', async () => {
    const res = await t.app.inject({ url: '/docs/json' })
    expect(res.statusCode).toBe(200)
    const doc = res.json() as Doc
    expect(doc.openapi).toBe('3.1.0')
    const missing = Object.entries(routes as Record<string, RouteDef>)
      .filter(([, e]) => !TEST_ONLY(e.path))
      .filter(([name, e]) => {
        const op = doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]
        return !op?.['x-parlor-entries'].includes(name)
      })
      .map(([name]) => name)
    expect(missing).toEqual([])
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/__e2e'))).toBe(false)

    const login = doc.paths['/wps/session/login']?.post
    expect(login?.tags).toEqual(['player'])
    expect(login?.requestBody).toBeDefined()
    const adjust = doc.paths['/admin/wallet/adjustments']?.post
    expect(adjust?.tags).toEqual(['operator'])
    expect(adjust?.security).toEqual([{ staffKey: [] }, { staffSession: [] }])
    const member = Object.values(doc.paths).find((p) => Object.values(p).some((o) => o.operationId === 'walletGcs'))
    expect(Object.values(member ?? {})[0]?.security).toEqual([{ member: [] }])
    // A path parameter is declared, required, in OpenAPI's spelling.
    expect(doc.paths['/cdn/games/{id}']?.get?.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    )
  })

  it('keeps every $ref resolvable inside the document', async () => {
    const doc = buildOpenApiDocument() as unknown as Doc
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"([^"]+)"/g)].map((m) => m[1] as string)
    expect(refs.length).toBeGreaterThan(0)
    const broken = refs.filter(
      (r) => !r.startsWith('#/components/schemas/') || !(r.slice(21) in doc.components.schemas),
    )
    expect([...new Set(broken)]).toEqual([])
  })

  it('also answers YAML', async () => {
    const res = await t.app.inject({ url: '/docs/yaml' })
    expect(res.statusCode).toBe(200)
    expect(res.body).toContain('openapi: 3.1.0')
  })
})

describe('PARLOR_DOCS=0', () => {
  it('serves no documentation', async () => {
    const off = await createTestApp({ PARLOR_DOCS: '0' })
    try {
      for (const url of ['/docs', '/docs/json', '/docs/static/swagger-ui-bundle.js'])
        expect((await off.app.inject({ url })).statusCode, url).toBe(404)
    } finally {
      await off.close()
    }
  })
})
