/**
 * The OpenAPI 3.1 document of the HTTP contract, generated from the route table
 * (packages/contract routes.ts): one operation per entry, its path, query and body schemas as
 * the server validates them and its answer as the envelope around the entry's `value`. Nothing
 * here is written by hand per call, so the document cannot drift from what the server answers;
 * docs.test.ts fails on an entry it lacks.
 */
import { type RouteDef, routes } from '@parlor/contract'
import { z } from 'zod'

type Json = Record<string, unknown>

/** Who a call is for, by path: the tags Swagger UI groups the operations under. */
const TAGS = [
  { name: 'player', description: 'The player API the web app calls (`/wps`, `/lgw`, `/games`, `/cdn`).' },
  {
    name: 'operator',
    description: 'The operator API (`/admin`): a staff session cookie or a staff API key in X-Admin-Token.',
  },
  { name: 'providers', description: 'Calls game and payment providers make to the platform, signed.' },
  { name: 'operations', description: 'Liveness, readiness and metrics, for the infrastructure.' },
]

function tagOf(path: string): string {
  if (path.startsWith('/admin')) return 'operator'
  if (path.startsWith('/provider') || path.startsWith('/payments')) return 'providers'
  if (['/health', '/ready', '/metrics'].includes(path)) return 'operations'
  return 'player'
}

/** Browser-journey hooks, registered only under PARLOR_E2E_HOOKS: not part of the API anyone may use. */
export const TEST_ONLY = (path: string) => path.startsWith('/__e2e/')

const SECURITY: Record<NonNullable<RouteDef['auth']>, Json[]> = {
  member: [{ member: [] }],
  realMember: [{ member: [] }],
  optional: [{}, { member: [] }],
  admin: [{ staffKey: [] }, { staffSession: [] }],
}

/** `/admin/members/:id` as OpenAPI spells it: `/admin/members/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}')

/**
 * A JSON Schema for `schema`. Recursive schemas refer to themselves (`#`) or to their own `$defs`;
 * inside a larger document those would point at the document, so such a schema moves to
 * components.schemas under `name` with its references rewritten, and is referred to from there.
 */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output', name: string, components: Record<string, Json>): Json {
  const {
    $schema: _,
    $defs,
    ...root
  } = z.toJSONSchema(schema, {
    io,
    target: 'draft-2020-12',
    // A shape JSON Schema cannot say (a transform's result, a custom check) reads as "any".
    unrepresentable: 'any',
  }) as Json & { $defs?: Record<string, Json> }
  const text = JSON.stringify(root)
  if (!$defs && !text.includes('"$ref"')) return root
  const at = (id: string) => `#/components/schemas/${id}`
  const rewrite = (value: Json): Json =>
    JSON.parse(JSON.stringify(value), (key, v: unknown) => {
      if (key !== '$ref' || typeof v !== 'string') return v
      if (v === '#') return at(name)
      return v.startsWith('#/$defs/') ? at(`${name}.${v.slice('#/$defs/'.length)}`) : v
    }) as Json
  for (const [id, def] of Object.entries($defs ?? {})) components[`${name}.${id}`] = rewrite(def)
  components[name] = rewrite(root)
  return { $ref: at(name) }
}

/** Path and query parameters, one per property of the entry's object schema. */
function parameters(schema: Json, where: 'path' | 'query'): Json[] {
  const properties = (schema.properties ?? {}) as Record<string, Json>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, s]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: s,
    ...(typeof s.description === 'string' ? { description: s.description } : {}),
  }))
}

const ERROR = {
  description:
    'An error: the envelope with `success: false`, an `errorCode` and a `message` in the caller language (Language header).',
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorEnvelope' } } },
}

function merged(earlier: Json, later: Json, name: string): Json {
  const ok = (op: Json) => (op.responses as Record<string, Json>)['200'] as Json
  const [a, b] = [ok(earlier), ok(later)]
  return {
    ...earlier,
    'x-parlor-entries': [...(earlier['x-parlor-entries'] as string[]), name],
    responses: {
      ...(earlier.responses as Json),
      '200': {
        description: `Depending on the query: ${a.description} Or: ${b.description}`,
        ...((a.content ?? b.content) ? { content: a.content ?? b.content } : {}),
      },
    },
  }
}

export function buildOpenApiDocument(table: Record<string, RouteDef> = routes): Json {
  const components: Record<string, Json> = {
    ErrorEnvelope: {
      type: 'object',
      required: ['success', 'errorCode', 'message'],
      properties: {
        success: { const: false },
        value: {},
        errorCode: { type: 'string' },
        message: { type: 'string' },
      },
    },
  }
  const paths: Record<string, Record<string, Json>> = {}
  for (const [name, entry] of Object.entries(table)) {
    if (TEST_ONLY(entry.path)) continue
    const params = entry.params ? jsonSchema(entry.params, 'input', `${name}.params`, components) : null
    const query = entry.query ? jsonSchema(entry.query, 'input', `${name}.query`, components) : null
    const notes = [
      entry.encrypted
        ? 'The body travels encrypted (an Encryption header, wire-contract §2); plain JSON only where the server allows it.'
        : '',
      entry.flag ? `Needs the merchant flag \`${entry.flag}\`.` : '',
      entry.permission ? `Staff permission: \`${entry.permission}\`.` : '',
    ].filter(Boolean)
    const operation: Json = {
      operationId: name,
      tags: [tagOf(entry.path)],
      ...(notes.length ? { description: notes.join(' ') } : {}),
      ...(entry.auth ? { security: SECURITY[entry.auth] } : {}),
      parameters: [
        ...(params ? parameters(params, 'path') : []),
        ...(query ? parameters(query, 'query') : []),
        { name: 'Merchant', in: 'header', required: false, schema: { type: 'string' } },
        { name: 'Language', in: 'header', required: false, schema: { type: 'string' } },
      ],
      ...(entry.body
        ? {
            requestBody: {
              required: true,
              content: {
                'application/json': { schema: jsonSchema(entry.body, 'input', `${name}.body`, components) },
              },
            },
          }
        : {}),
      responses: {
        '200': entry.raw
          ? { description: 'Answered as is, without the envelope (text, an image, HTML, a redirect).' }
          : {
              description: 'The envelope with `success: true` and the answer in `value`.',
              content: {
                'application/json': {
                  schema: {
                    type: 'object',
                    required: ['success', 'value'],
                    properties: {
                      success: { const: true },
                      value: jsonSchema(entry.value, 'output', `${name}.value`, components),
                    },
                  },
                },
              },
            },
        default: ERROR,
      },
    }
    const path = openApiPath(entry.path)
    const byMethod = paths[path] ?? {}
    paths[path] = byMethod
    const method = entry.method.toLowerCase()
    const earlier = byMethod[method]
    // Two entries on one route answer differently by their query (the legacy and current key
    // calls): one operation, both entries named, the 200 answers merged.
    byMethod[method] = earlier ? merged(earlier, operation, name) : { ...operation, 'x-parlor-entries': [name] }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Parlor API',
      version: '1',
      description:
        'Generated from the route table both apps import (packages/contract). Every JSON answer is the envelope `{ success, value, errorCode?, message? }`.',
    },
    tags: TAGS,
    paths,
    components: {
      schemas: components,
      securitySchemes: {
        member: { type: 'apiKey', in: 'header', name: 'Authorization', description: 'A member session token.' },
        staffKey: { type: 'apiKey', in: 'header', name: 'X-Admin-Token', description: 'A staff API key.' },
        staffSession: { type: 'apiKey', in: 'cookie', name: 'parlor_bo', description: 'The back office session.' },
      },
    },
  }
}

let built: Json | null = null

/** The contract's document, built on first use (about 0.2 s) and kept: the route table never changes at run time. */
export function openApiDocument(): Json {
  built ??= buildOpenApiDocument()
  return built
}
