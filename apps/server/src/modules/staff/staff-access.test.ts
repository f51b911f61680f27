/**
 * Every operator call of the contract, generated from its entry: refused without credentials,
 * refused for a role without the entry's permission, and refused for a staff member whose scope
 * does not hold the merchant the call names (nothing changes: no audit row is written).
 */
import { type Permission, type RouteDef, ROLE_PERMISSIONS, routes, STAFF_ROLES } from '@parlor/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { z } from 'zod'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { apiKeyFor, staffSession } from '../../../test/staff.ts'

const adminEntries = Object.entries(routes as Record<string, RouteDef>).filter(([, e]) => e.auth === 'admin')
const PARAM_SAMPLES: Record<string, string> = { code: 'demo', id: '1', orderNo: 'D1', position: '0' }
const urlOf = (e: RouteDef) => e.path.replace(/:(\w+)/g, (_, k: string) => PARAM_SAMPLES[k] ?? '1')

/** A role that lacks `permission` (never the owner, who has all). */
const roleWithout = (permission: Permission) =>
  STAFF_ROLES.find((r) => r !== 'owner' && !ROLE_PERMISSIONS[r].includes(permission))

type Def = {
  type: string
  shape?: Record<string, z.ZodType>
  innerType?: z.ZodType
  options?: z.ZodType[]
  entries?: Record<string, string>
}
const LEAVES: unknown[] = [
  'demo',
  1,
  true,
  '1',
  '2026-01-01',
  '2026-01-01T00:00:00Z',
  '10.00',
  'abcdefghijkl',
  'PL_SSC1',
  9.5,
  [],
  {},
  { EN: 'x' },
]
/**
 * A value the schema accepts, merchant fields set to `merchant`; undefined when none found. Good
 * enough for the contract's shapes: objects are built field by field, leaves tried from samples.
 */
function sample(schema: z.ZodType, merchant: string, key?: string): unknown {
  const def = (schema as unknown as { _zod: { def: Def } })._zod.def
  if (key === 'merchant' || key === 'merchantCode') return merchant
  if (def.type === 'optional' || def.type === 'default') return undefined
  if (def.type === 'object' && def.shape) {
    const out: Record<string, unknown> = {}
    for (const [k, s] of Object.entries(def.shape)) {
      const v = sample(s, merchant, k)
      if (v !== undefined) out[k] = v
    }
    return out
  }
  if ((def.type === 'nullable' || def.type === 'readonly') && def.innerType) return sample(def.innerType, merchant)
  if (def.type === 'union' && def.options) return sample(def.options[0] as z.ZodType, merchant)
  if (def.type === 'enum' && def.entries) return Object.values(def.entries)[0]
  return LEAVES.find((v) => schema.safeParse(v).success)
}

const merchantIn = (s: z.ZodType | undefined) => {
  const shape = s && (s as unknown as { _zod: { def: Def } })._zod.def.shape
  return Boolean(shape && ('merchant' in shape || 'merchantCode' in shape))
}

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const call = (e: RouteDef, headers: Record<string, string>, query?: unknown, body?: unknown) =>
  t.app.inject({
    method: e.method,
    url: urlOf(e),
    headers: { language: 'EN', ...headers },
    ...(query ? { query: query as Record<string, string> } : {}),
    ...(body !== undefined && e.method !== 'GET' && e.method !== 'DELETE' ? { payload: body as object } : {}),
  })

describe('every operator call', () => {
  it.each(adminEntries)('%s: 401 without credentials', async (_name, e) => {
    const res = await call(e, {}, undefined, {})
    expect(res.statusCode).toBe(401)
    expect(res.json().errorCode).toBe('staff_unauthorized')
  })

  it('403 for a role without the permission', async () => {
    const keys = new Map<string, string>()
    const checked: string[] = []
    for (const [name, e] of adminEntries) {
      const role = e.permission && roleWithout(e.permission)
      if (!role || role === 'owner') continue
      if (!keys.has(role)) keys.set(role, await apiKeyFor(t.app, role))
      const res = await call(e, { 'x-admin-token': keys.get(role) as string }, undefined, {})
      expect([name, res.statusCode, res.json().errorCode]).toEqual([name, 403, 'staff_forbidden'])
      checked.push(name)
    }
    expect(checked.length).toBeGreaterThan(30)
  })

  it('a staff member of demo2 cannot act on demo, and nothing changes', async () => {
    const cookie = await staffSession(t.app, 'demo2admin')
    const audits = async () =>
      (
        (await t.database.db.execute(sql`select count(*)::int as n from audit_log`)) as unknown as {
          rows: { n: number }[]
        }
      ).rows[0]?.n
    const before = await audits()
    const refused: string[] = []
    const notReached: string[] = []
    for (const [name, e] of adminEntries) {
      const byPath = e.path.startsWith('/admin/merchants/:code') || e.path.startsWith('/admin/bo/merchants/:code')
      if (!byPath && !merchantIn(e.query) && !merchantIn(e.body)) continue
      const query = e.query ? sample(e.query, 'demo') : undefined
      const body = e.body ? sample(e.body, 'demo') : undefined
      const res = await call(e, { cookie }, query, body)
      if (res.statusCode === 400) {
        notReached.push(`${name}: ${res.body.slice(0, 200)}`)
        continue
      }
      expect([name, res.statusCode]).toEqual([name, expect.toSatisfy((s: number) => s === 403 || s === 404)])
      refused.push(name)
    }
    expect(await audits()).toBe(before)
    // The generator reaches most calls; the rest are listed when this fails.
    expect(refused.length).toBeGreaterThan(35)
    expect(notReached.length, notReached.join('\n')).toBeLessThanOrEqual(3)
  })
})
