/**
 * Signing in as demo staff in tests. `staffSession(app, 'finance')` answers a `cookie` header
 * value for a live back-office session; `apiKeyFor(app, 'support', ['demo'])` a staff API key for
 * `X-Admin-Token`.
 *
 * A TOTP step is accepted once per account, so a second sign-in within the same 30 seconds could
 * not use the authenticator again. The helper therefore signs in with TOTP only the first time
 * per app and account, then at once asks for fresh recovery codes (with the next step's code,
 * inside the ±1-step window) and spends one recovery code per later sign-in. A test that moves a
 * test clock passes it, so the codes match the server's time.
 */
import type { StaffRole } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { generate } from 'otplib'
import type { Clock } from '../src/lib/clock.ts'
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from '../src/db/seed/staff.ts'
import { ADMIN_TOKEN } from './helper.ts'

interface Kept {
  secret: string
  codes: string[]
}
const kept = new WeakMap<FastifyInstance, Map<string, Kept>>()

/** The TOTP code of `secret` at `at` (the server's clock), `steps` periods later. */
export function totpCode(secret: string, at: Date = new Date(), steps = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(at.getTime() / 1000) + steps * 30 })
}

function cookieOf(res: { headers: Record<string, unknown> }): string {
  const raw = res.headers['set-cookie']
  const all = Array.isArray(raw) ? raw : [raw]
  const c = all.find((v): v is string => typeof v === 'string' && v.startsWith('parlor_bo='))
  if (!c) throw new Error('no parlor_bo cookie in the answer')
  return c.split(';')[0] as string
}

async function post(app: FastifyInstance, url: string, payload: unknown, cookie?: string) {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { language: 'EN', ...(cookie ? { cookie } : {}) },
  })
  type Value = { step?: 'otp' | 'enrol'; ticket?: string; secret?: string; recoveryCodes?: string[] }
  return { res, body: res.json() as { success: boolean; value: Value; errorCode?: string } }
}

/** A `cookie` header value (`parlor_bo=…`) for a fresh session of a demo staff member. */
export async function staffSession(
  app: FastifyInstance,
  username: string,
  opts: { clock?: Clock; password?: string } = {},
): Promise<string> {
  const now = () => opts.clock?.now() ?? new Date()
  const demo = DEMO_STAFF.find((s) => s.username === username)
  const state = kept.get(app) ?? new Map<string, Kept>()
  kept.set(app, state)
  const login = await post(app, '/admin/auth/login', { username, password: opts.password ?? DEMO_STAFF_PASSWORD })
  if (!login.body.success) throw new Error(`staff login ${username}: ${login.res.statusCode} ${login.res.body}`)
  const answer = login.body.value as { step: 'otp' | 'enrol'; ticket: string; secret?: string }

  if (answer.step === 'enrol') {
    const secret = answer.secret as string
    const r = await post(app, '/admin/auth/enrol', { ticket: answer.ticket, code: await totpCode(secret, now()) })
    if (!r.body.success) throw new Error(`staff enrol ${username}: ${r.res.body}`)
    state.set(username, { secret, codes: [...(r.body.value.recoveryCodes ?? [])] })
    return cookieOf(r.res)
  }

  const k = state.get(username)
  const recovery = k?.codes.shift()
  if (recovery) {
    const r = await post(app, '/admin/auth/otp', { ticket: answer.ticket, code: recovery })
    if (!r.body.success) throw new Error(`staff recovery sign-in ${username}: ${r.res.body}`)
    return cookieOf(r.res)
  }

  const secret = k?.secret ?? demo?.totpSecret
  if (!secret) throw new Error(`no TOTP secret known for ${username}`)
  const r = await post(app, '/admin/auth/otp', { ticket: answer.ticket, code: await totpCode(secret, now()) })
  if (!r.body.success) throw new Error(`staff TOTP sign-in ${username}: ${r.res.body}`)
  const cookie = cookieOf(r.res)
  // Recovery codes for the next sign-ins, confirmed with the next step (still inside the window).
  const regen = await post(app, '/admin/auth/recovery-codes', { code: await totpCode(secret, now(), 1) }, cookie)
  state.set(username, { secret, codes: regen.body.success ? [...(regen.body.value.recoveryCodes ?? [])] : [] })
  return cookie
}

/** Headers for a call signed by a staff session cookie. */
export const staffHeaders = (cookie: string) => ({ cookie, language: 'EN' })

/** A new staff API key (`pak_…`) with this role and scope, created by the test's owner token. */
export async function apiKeyFor(
  app: FastifyInstance,
  role: Exclude<StaffRole, 'owner'>,
  merchants: 'all' | string[] = 'all',
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/admin/api-keys',
    headers: { 'x-admin-token': ADMIN_TOKEN, language: 'EN' },
    payload: { name: `test ${role} ${Math.random().toString(36).slice(2, 8)}`, role, merchants },
  })
  const body = res.json() as { success: boolean; value: { secret: string } }
  if (!body.success) throw new Error(`api key: ${res.body}`)
  return body.value.secret
}

/** The owner's headers for operator calls: the admin token, answers in English. */
export const OWNER_HEADERS = { 'x-admin-token': ADMIN_TOKEN, language: 'EN' }

/** An operator call through the app: its status and parsed body. */
export async function operatorCall(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: object = OWNER_HEADERS,
) {
  const res = await app.inject({
    method,
    url,
    headers: headers as Record<string, string>,
    ...(payload ? { payload } : {}),
  })
  return { status: res.statusCode, body: res.json() }
}

/** Headers of a staff API key of `role` over `merchants`, answers in English. */
export const staffKeyHeaders = async (
  app: FastifyInstance,
  role: Exclude<StaffRole, 'owner'>,
  merchants: 'all' | string[] = 'all',
) => ({ 'x-admin-token': await apiKeyFor(app, role, merchants), language: 'EN' })
