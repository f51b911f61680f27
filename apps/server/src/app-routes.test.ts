/**
 * Route conformance: every route the app registers is a contract entry (packages/contract,
 * routes.ts) with the same method, path, sign-in guard, staff permission and merchant flag, and every entry is
 * registered. Routes are read from the built app (printRoutes with hooks), not from lib/route.ts,
 * so a route registered by hand, or a guard added or lost on the way, fails here.
 */
import { ENCRYPTED_CALLS, type RouteDef, routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../test/helper.ts'
import { route } from './lib/route.ts'
import { DOCS_PREFIX } from './modules/docs/docs-plugin.ts'
import { APPLE_TOUCH_ICON_PATH, MANIFEST_PATH } from './plugins/web-manifest.ts'

/** Served by the framework or the static web app, not calls of the contract. */
const OUTSIDE_THE_CONTRACT: Record<string, string> = {
  // The installable web app's manifest: a static file of the web app, named per merchant host.
  [`GET ${MANIFEST_PATH}`]: 'part of the static web app (plugins/web-manifest.ts)',
  [`GET ${APPLE_TOUCH_ICON_PATH}`]: 'part of the static web app (plugins/web-manifest.ts)',
}

/** The onRequest hook names lib/route.ts installs per guard (plugins/auth.ts, modules/admin). */
const GUARD_HOOKS: Record<string, NonNullable<RouteDef['auth']>> = {
  requireMember: 'member',
  requireRealMember: 'realMember',
  identifyMember: 'optional',
  requireAdmin: 'admin',
}

interface Registered {
  method: string
  path: string
  guard: RouteDef['auth'] | undefined
  flagged: boolean
  /** lib/route.ts's requirePermission runs before validation. */
  permitted: boolean
}

/** `printRoutes({ commonPrefix: false, includeHooks: true })`: one line per route, then its hooks. */
function registeredRoutes(app: FastifyInstance): Registered[] {
  const found: Registered[] = []
  let current: Registered[] = []
  const prefixes: string[] = []
  for (const line of app.printRoutes({ commonPrefix: false, includeHooks: true }).split('\n')) {
    const head = /^([│├└─ ]*)(\S+) \(([A-Z, ]+)\)\s*$/.exec(line)
    if (head) {
      // A path that extends another is printed under it as the rest, four columns further in.
      const depth = (head[1] as string).length / 4
      const path = (prefixes[depth - 1] ?? '') + (head[2] as string)
      prefixes[depth] = path
      current = (head[3] as string).split(', ').map((method) => ({
        method,
        path,
        guard: undefined,
        flagged: false,
        permitted: false,
      }))
      found.push(...current)
      continue
    }
    const hooks = /• \((\w+)\) \[(.*)\]/.exec(line)
    if (!hooks) continue
    const names: string[] = (hooks[2] as string).match(/\w+(?=\(\))/g) ?? []
    // The hooks listed under a route line belong to every method on it.
    for (const r of current) {
      if (hooks[1] === 'onRequest') r.guard ??= names.map((n) => GUARD_HOOKS[n]).find(Boolean)
      if (hooks[1] === 'preHandler') r.flagged ||= names.includes('requireFlag')
      if (hooks[1] === 'preValidation') r.permitted ||= names.includes('requirePermission')
    }
  }
  // HEAD is added by Fastify for every GET.
  return found.filter((r) => r.method !== 'HEAD')
}

const entries = Object.entries(routes as Record<string, RouteDef>)
const key = (method: string, path: string) => `${method} ${path}`

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_E2E_HOOKS: 'true' })
})
afterAll(() => t.close())

describe('registered routes and the contract', () => {
  it('registers only contract entries, with the guard and flag of the entry', () => {
    const registered = registeredRoutes(t.app)
    expect(registered.length).toBeGreaterThan(100)
    const problems: string[] = []
    for (const r of registered) {
      const k = key(r.method, r.path)
      if (OUTSIDE_THE_CONTRACT[k]) continue
      // Swagger UI's page, assets and the OpenAPI document (modules/docs): about the contract, not in it.
      if (r.path.startsWith(DOCS_PREFIX) && /^([/*]|$)/.test(r.path.slice(DOCS_PREFIX.length))) continue
      const matching = entries.filter(([, e]) => key(e.method, e.path) === k)
      if (!matching.length) {
        problems.push(`${k}: registered but not in the contract`)
        continue
      }
      for (const [name, e] of matching) {
        if (e.auth !== r.guard) problems.push(`${k} (${name}): guard ${r.guard ?? 'none'}, entry ${e.auth ?? 'none'}`)
        if (Boolean(e.flag) !== r.flagged) problems.push(`${k} (${name}): flag check does not match the entry`)
        if (Boolean(e.permission) !== r.permitted)
          problems.push(`${k} (${name}): permission check does not match the entry`)
      }
    }
    expect(problems).toEqual([])
  })

  it("names a staff permission on every operator call but the signed-in staff member's own", () => {
    const own = new Set(['/admin/auth/me', '/admin/auth/logout', '/admin/auth/recovery-codes'])
    const bare = entries.filter(([, e]) => e.auth === 'admin' && !e.permission && !own.has(e.path)).map(([n]) => n)
    expect(bare).toEqual([])
    const misplaced = entries.filter(([, e]) => e.permission && e.auth !== 'admin').map(([n]) => n)
    expect(misplaced).toEqual([])
  })

  it('registers every entry', () => {
    const registered = new Set(registeredRoutes(t.app).map((r) => key(r.method, r.path)))
    const missing = entries.filter(([, e]) => !registered.has(key(e.method, e.path))).map(([name]) => name)
    expect(missing).toEqual([])
  })

  it('decrypts exactly the bodies of entries marked encrypted', () => {
    const listed = new Set(ENCRYPTED_CALLS)
    const wrong = entries
      .filter(([, e]) => Boolean(e.encrypted) !== listed.has(key(e.method, e.path)))
      .map(([name]) => name)
    expect(wrong).toEqual([])
  })
})

/** Never called: the compiler checks a handler's answer against the entry's `value`. */
export function answersAreTyped(app: FastifyInstance) {
  route(app, routes.walletGcs, async (req) => ({ sumBalance: req.member.id }))
  // @ts-expect-error the balance is a number, not text
  route(app, routes.walletGcs, async () => ({ sumBalance: 'ten' }))
  // @ts-expect-error a public call has no member to read
  route(app, routes.systemPing, async (req) => (req.member.id ? 'pong' : 'pong'))
}
