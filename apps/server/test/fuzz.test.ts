/**
 * Edge fuzzing: every route of the contract's table, and every other route the server registers,
 * gets malformed input (wrong types, NUL bytes, very long strings, odd unicode, prototype keys,
 * impossible dates, extreme numbers, arrays for scalars) as a guest and as a signed-in agent.
 * Bad input must be refused with a 4xx envelope, never a 5xx, and no answer may show a stack
 * trace or SQL. The generator is seeded (PARLOR_FUZZ_SEED replays another run); each category
 * sends one value per field, so a route costs a few hundred injects at most.
 */
import { GameErrorCode, routes as contractRoutes } from '@parlor/contract'
import { eq, inArray } from 'drizzle-orm'
import type { z } from 'zod'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  CATEGORIES,
  type Category,
  leaksInternals,
  protoBodies,
  queryValue,
  RAW_QUERIES,
  type Rng,
  sample,
  seeded,
  shapeOf,
  WHOLE_BODIES,
  wellFormed,
} from './fuzz-inputs.ts'
import { members, rgExclusions, rgLimits } from '../src/db/schema.ts'
import { SIGNATURE_HEADER, sign } from '../src/modules/inhouse/provider-routes.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from './helper.ts'

const SEED = Number(process.env.PARLOR_FUZZ_SEED ?? 20_261_126)
/** PARLOR_FUZZ_ALL=1 sends every value of every category to every field (minutes, not for CI). */
const ALL = process.env.PARLOR_FUZZ_ALL === '1'
const FUZZ_ADDRESS = '10.77.0.1'
/** The in-house provider secret: provider calls are signed, so fuzzed bodies reach the wallet. */
const PROVIDER_SECRET = 'fuzz-provider-secret-0123456789abcdef'

let t: TestContext
let token = ''
/** An in-house game session of the agent, sent by the member runs of the game API. */
let gameSession = ''

/**
 * Argon2 costs tens of milliseconds a call on a busy machine and the fuzzer signs in and registers
 * hundreds of times; it tests the edge, not hashing. Seeded members keep their password demo1234.
 */
const quickPasswords = {
  hash: async (plain: string) => `quick$${plain}`,
  verify: async (stored: string, plain: string) =>
    stored.startsWith('quick$') ? stored === `quick$${plain}` : plain === 'demo1234',
}

beforeAll(async () => {
  t = await createTestApp(
    {
      PARLOR_ALLOW_PLAIN_AUTH: '1',
      // Failed sign-ins from the fuzzer must not lock the account the member runs use.
      PARLOR_LOGIN_CAPTCHA_ACCOUNT: '1000',
      PARLOR_LOGIN_CAPTCHA_ADDRESS: '10000',
      PARLOR_LOGIN_MAX_ACCOUNT: '10000',
      PARLOR_LOGIN_MAX_ADDRESS: '100000',
      PARLOR_INHOUSE_SECRET: PROVIDER_SECRET,
      // Thousands of calls from one address: the per-address limit has tests of its own.
      PARLOR_RATE_LIMIT_MAX: '0',
    },
    { passwords: quickPasswords },
  )
  token = await signIn()
}, 120_000)
afterAll(() => t?.close())

/** The seeded agent: a real member with a team, so agent and member-centre routes go past auth. */
async function signIn(): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username: 'agent', password: 'demo1234', type: 'username' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}

/**
 * Fuzzed logouts and password changes may end the session; start each member run signed in. A
 * fuzzed time-out, self-exclusion or session-time limit is as real as a member's own (it ends the
 * session and refuses sign-in), so it is ended here the way no member can: straight in the database.
 */
async function ensureSignedIn() {
  const res = await t.app.inject({ url: '/wps/member/info', headers: { authorization: token } })
  if (res.statusCode !== 401) return
  const agent = t.database.db.select({ id: members.id }).from(members).where(eq(members.username, 'agent'))
  await t.database.db.delete(rgExclusions).where(inArray(rgExclusions.memberId, agent))
  await t.database.db.delete(rgLimits).where(inArray(rgLimits.memberId, agent))
  token = await signIn()
}

type Who = 'guest' | 'member' | 'admin'
interface Case {
  label: string
  method: string
  url: string
  payload?: string
  headers?: Record<string, string>
  /** The baseline and the headline value of each category: what the second caller repeats. */
  core?: boolean
}
interface Target {
  method: string
  path: string
  query?: z.ZodType
  body?: z.ZodType
  auth?: string
  /** Known field names and base values for routes outside the contract. */
  hint?: Hint
}
interface Hint {
  params?: Record<string, string>
  query?: Record<string, unknown>
  body?: Record<string, unknown>
}

/** Base path parameters: real enough to reach the handler. */
const PARAMS: Record<string, string> = {
  provider: 'google',
  key: 'abc',
  code: 'demo2',
  id: '999999',
  file: 'game.js',
  game: 'dice',
  slug: 'x',
  name: 'x',
}

/** A 5xx the design answers on purpose: a game vendor without an adapter is unavailable. */
const designed = (status: number, errorCode: unknown) =>
  status === 503 && errorCode === GameErrorCode.vendorNotAvailable

function encodeQuery(q: Record<string, unknown>): string {
  const parts: string[] = []
  for (const [k, v] of Object.entries(q)) {
    if (v === undefined) continue
    if (Array.isArray(v)) for (const x of v) parts.push(`${encodeURIComponent(k)}=${queryValue(x)}`)
    else parts.push(`${encodeURIComponent(k)}=${queryValue(v)}`)
  }
  return parts.join('&')
}

function casesFor(target: Target, rng: Rng): Case[] {
  const { method, path } = target
  const hasBody = method !== 'GET'
  // A route without a query schema should ignore the query: one stray field checks that it does.
  const stray = target.hint || !target.query ? { id: 1 } : {}
  const qFields = Object.keys(shapeOf(target.query) ?? target.hint?.query ?? stray)
  const bFields = Object.keys(shapeOf(target.body) ?? target.hint?.body ?? (hasBody ? { id: 1, name: 1 } : {}))
  const qBase = (target.query ? sample(target.query, 'query') : target.hint?.query) as Record<string, unknown>
  const bSample = target.body ? sample(target.body, 'body') : target.hint?.body
  const bBase = (bSample && typeof bSample === 'object' && !Array.isArray(bSample) ? bSample : {}) as Record<
    string,
    unknown
  >
  const paramNames = [...path.matchAll(/:(\w+)/g)].map((m) => m[1] as string)
  const pBase = Object.fromEntries(paramNames.map((p) => [p, target.hint?.params?.[p] ?? PARAMS[p] ?? 'x']))

  const url = (q: Record<string, unknown> | undefined, p: Record<string, unknown> = pBase, raw = '') => {
    const filled = path.replace(/:(\w+)/g, (_, n: string) => encodeURIComponent(wellFormed(String(p[n]))))
    const qs = [q ? encodeQuery(q) : '', raw].filter(Boolean).join('&')
    return qs ? `${filled}?${qs}` : filled
  }
  const body = hasBody ? JSON.stringify(bBase) : undefined
  const cases: Case[] = [{ label: 'baseline', method, url: url(qBase), payload: body, core: true }]

  /**
   * One value of the category per field, drawn by the seed; every field also gets the headline NUL
   * value, and date fields the headline impossible date (the first of their pools): the core cases.
   */
  const draw = (category: Category, field: string): [unknown, boolean][] => {
    const pool = CATEGORIES[category] as readonly unknown[]
    const headline = category === 'nul' || (category === 'date' && /date/i.test(field))
    if (ALL) return pool.map((v, i) => [v, headline && i === 0])
    const picked = rng.pick(pool)
    return headline && picked !== pool[0]
      ? [
          [pool[0], true],
          [picked, false],
        ]
      : [[picked, headline]]
  }
  for (const category of Object.keys(CATEGORIES) as Category[]) {
    for (const f of qFields)
      for (const [v, core] of draw(category, f))
        cases.push({ label: `${category} query.${f}`, method, url: url({ ...qBase, [f]: v }), payload: body, core })
    if (hasBody)
      for (const f of bFields)
        for (const [v, core] of draw(category, f))
          cases.push({
            label: `${category} body.${f}`,
            method,
            url: url(qBase),
            payload: JSON.stringify({ ...bBase, [f]: v }),
            core,
          })
    for (const p of paramNames)
      for (const [v, core] of draw(category, p))
        if (typeof v === 'string' || typeof v === 'number')
          cases.push({
            label: `${category} param.${p}`,
            method,
            url: url(qBase, { ...pBase, [p]: v }),
            payload: body,
            core,
          })
  }
  // Every field bad at once, with a value of one category each.
  const cats = Object.keys(CATEGORIES) as Category[]
  const everything = (where: 'q' | 'b') =>
    Object.fromEntries((where === 'q' ? qFields : bFields).map((f) => [f, rng.pick(CATEGORIES[rng.pick(cats)])]))
  cases.push({ label: 'all query fields', method, url: url(everything('q')), payload: body })
  if (hasBody) {
    cases.push({ label: 'all body fields', method, url: url(qBase), payload: JSON.stringify(everything('b')) })
    for (const raw of [...WHOLE_BODIES, ...protoBodies(bBase)])
      cases.push({ label: `body ${raw.slice(0, 40)}`, method, url: url(qBase), payload: raw })
    cases.push({
      label: 'body over the limit',
      method,
      url: url(qBase),
      payload: JSON.stringify({ a: 'x'.repeat(100_000) }),
    })
    // Some calls also take the original clients' form encoding (recovery, member icon).
    const form = (extra: [string, string][]) =>
      new URLSearchParams([...extra, ...Object.entries(bBase).map(([k, v]): [string, string] => [k, String(v)])])
    const formType = { 'content-type': 'application/x-www-form-urlencoded' }
    for (const [label, extra] of [
      ['form body', []],
      ['form body with NUL', bFields[0] ? [[bFields[0], 'a\u0000b']] : [['x', '\u0000']]],
      [
        'form body with prototype keys',
        [
          ['__proto__', 'x'],
          ['constructor', 'y'],
          ['prototype', 'z'],
        ],
      ],
    ] as [string, [string, string][]][])
      cases.push({ label, method, url: url(qBase), payload: form(extra).toString(), headers: formType })
    cases.push({
      label: 'body as text/plain',
      method,
      url: url(qBase),
      payload: 'hello',
      headers: { 'content-type': 'text/plain' },
    })
  }
  for (const p of paramNames) {
    const filled = url(qBase).replace(encodeURIComponent(String(pBase[p])), '%E0%A4%A')
    cases.push({ label: `broken escape in param.${p}`, method, url: filled, payload: body })
  }
  for (const raw of rng.some(RAW_QUERIES, 4))
    cases.push({ label: `raw query ${raw}`, method, url: url(qBase, pBase, raw), payload: body })
  return cases
}

/** Headers every request may carry, with odd values: the merchant and language resolution reads them. */
const HEADER_CASES: Record<string, string>[] = [
  { merchant: '__proto__' },
  { merchant: 'constructor' },
  { merchant: 'x'.repeat(5_000) },
  { language: '__proto__' },
  { language: 'toString' },
  { authorization: `Bearer ${'a'.repeat(10_000)}` },
  { authorization: 'constructor' },
  { 'x-game-session': '__proto__' },
  { 'x-game-session': 'x'.repeat(5_000) },
  { device: 'x'.repeat(5_000) },
]

/**
 * Sends the cases as `who`. A guest on a member-only route is refused before its input is read, so
 * it sends the baseline only; a member on a public route repeats the core cases only.
 */
async function run(all: Case[], who: Who, rng: Rng, auth: string | undefined): Promise<string[]> {
  const failures: string[] = []
  const cases = who === 'guest' && auth ? all.slice(0, 1) : who === 'member' && !auth ? all.filter((c) => c.core) : all
  const withHeaders = [
    ...cases,
    ...rng
      .some(HEADER_CASES, 3)
      .map((h) => ({ ...(cases[0] as Case), label: `header ${Object.keys(h)[0]}`, headers: h })),
  ]
  for (const c of withHeaders) {
    const headers: Record<string, string> = { language: 'EN' }
    if (who === 'member') headers.authorization = token
    if (who === 'admin') headers['x-admin-token'] = ADMIN_TOKEN
    if (who === 'member' && c.url.startsWith('/games/inhouse/api/')) headers['x-game-session'] = gameSession
    if (c.url.startsWith('/provider/')) headers[SIGNATURE_HEADER] = sign(PROVIDER_SECRET, c.payload ?? '')
    if (c.payload !== undefined) headers['content-type'] = 'application/json'
    Object.assign(headers, c.headers)
    const res = await t.app.inject({
      method: c.method as 'GET',
      url: c.url,
      headers,
      payload: c.payload,
      remoteAddress: FUZZ_ADDRESS,
    })
    const json = String(res.headers['content-type'] ?? '').includes('json')
    let errorCode: unknown
    if (json)
      try {
        errorCode = (JSON.parse(res.body) as { errorCode?: unknown }).errorCode
      } catch {}
    const where = `${who} ${c.method} ${c.url.length > 100 ? `${c.url.slice(0, 100)}…` : c.url} [${c.label}]`
    if (res.statusCode >= 500 && !designed(res.statusCode, errorCode))
      failures.push(
        `${where} → ${res.statusCode} ${String(errorCode)}${c.payload ? ` body ${c.payload.slice(0, 80)}` : ''}`,
      )
    else if (res.statusCode >= 400 && (!json || errorCode === undefined))
      failures.push(`${where} → ${res.statusCode} without the envelope: ${res.body.slice(0, 120)}`)
    else if (res.statusCode >= 400 && leaksInternals(res.body))
      failures.push(`${where} → ${res.statusCode} leaks: ${res.body.slice(0, 200)}`)
  }
  return failures
}

function seedOf(name: string) {
  let h = SEED
  for (const ch of name) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193)
  return h
}

const seen = new Set<string>()
const contractTargets: [string, Target][] = []
/**
 * The operator API, the in-house game pages and API, the provider's wallet calls, the image host and
 * health are fuzzed with the server's other routes below: with base values of their own (HINTS), as
 * the operator for `/admin`, and after everything else.
 */
const EDGE_ENTRY = /^(admin|inhouse|provider|cdn)[A-Z]|^health$/
for (const [name, r] of Object.entries(contractRoutes)) {
  const key = `${r.method} ${r.path}`
  if (seen.has(key) || EDGE_ENTRY.test(name)) continue
  seen.add(key)
  const q = 'query' in r ? r.query : undefined
  const b = 'body' in r ? r.body : undefined
  contractTargets.push([
    name,
    { method: r.method, path: r.path, query: q, body: b, auth: 'auth' in r ? r.auth : undefined },
  ])
}

describe('fuzzing every contract route answers no 5xx and leaks nothing', () => {
  it('the leak check sees stack frames, source paths and SQL', () => {
    expect(leaksInternals('{"message":"at Object.handler (/app/src/x.ts:12:5)"}')).toBe(true)
    expect(leaksInternals('{"message":"select \\"id\\" from \\"members\\" where \\"username\\" = $1"}')).toBe(true)
    expect(leaksInternals('{"message":"invalid byte sequence for encoding \\"UTF8\\": 0x00"}')).toBe(true)
    expect(leaksInternals('{"message":"Please select a game from the list."}')).toBe(false)
  })

  for (const [name, target] of contractTargets) {
    it(`${name}: ${target.method} ${target.path}`, async () => {
      const rng = seeded(seedOf(name))
      const cases = casesFor(target, rng)
      const failures = await run(cases, 'guest', rng, target.auth)
      await ensureSignedIn()
      failures.push(...(await run(cases, 'member', rng, target.auth)))
      expect(failures).toEqual([])
    })
  }
})

/** Launches an in-house game as the agent and exchanges the launch token for a game session. */
async function openGameSession(): Promise<string> {
  await ensureSignedIn()
  const list = await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?vassalage=INHOUSE&pageSize=50' })
  const games = list.json().value.games as { gameCode: string; nodeId: number }[]
  const nodeId = games.find((g) => g.gameCode === 'inhouse_rng_001')?.nodeId
  const launch = await t.app.inject({
    url: `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}`,
    headers: { authorization: token },
  })
  expect(launch.statusCode, launch.body).toBe(200)
  const url = new URL(launch.json().value.content.game_url as string, 'http://x')
  const res = await t.app.inject({
    method: 'POST',
    url: '/games/inhouse/api/session',
    payload: { token: url.searchParams.get('t'), game: 'inhouse_rng_001' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.sessionToken as string
}

/** Shapes of the routes outside the contract, so their bad fields reach past the good ones. */
const HINTS: Record<string, Hint> = {
  'PATCH /admin/merchants/:code': {
    body: {
      maintenance: false,
      regionRestriction: false,
      allowedCountries: ['PH'],
      flags: {},
      languages: ['EN'],
      defaultLanguage: 'EN',
      legacyEncryption: false,
      authSettings: { captchaType: 'numeric' },
    },
  },
  'PATCH /admin/members/:id': { body: { status: 1 } },
  'GET /admin/sms-outbox': { query: { limit: '5', to: '09171234567' } },
  'GET /admin/mail-outbox': { query: { limit: '5' } },
  'POST /games/inhouse/api/session': { body: { token: 'abcdefghijkl', game: 'dice' } },
  'POST /games/inhouse/api/play': { body: { bet: '1.00', params: { game: 'inhouse_rng_001' } } },
  'POST /games/inhouse/api/seed': { body: { clientSeed: 'abc' } },
  'GET /games/inhouse/api/verify': {
    query: { serverSeed: 'abc', clientSeed: 'def', nonce: '1', bet: '1', params: '{}' },
  },
  'POST /provider/inhouse/bet': {
    body: {
      transactionId: 'fuzz-bet-1',
      roundId: 'fuzz-round-1',
      playerId: 1,
      currency: 'PHP',
      gameCode: 'inhouse_rng_001',
      amount: '100',
    },
  },
  'POST /provider/inhouse/win': {
    body: { transactionId: 'fuzz-win-1', roundId: 'fuzz-round-1', playerId: 1, amount: '0' },
  },
  'POST /provider/inhouse/rollback': {
    body: { transactionId: 'fuzz-rb-1', roundId: 'fuzz-round-1', playerId: 1, betTransactionId: 'fuzz-bet-1' },
  },
}

describe('fuzzing the routes outside the contract', () => {
  it('admin, in-house games, provider, media and health routes answer no 5xx', { timeout: 120_000 }, async () => {
    gameSession = await openGameSession()
    const listed = t.app.printRoutes({ commonPrefix: false })
    const targets: Target[] = []
    for (const m of listed.matchAll(/(\/\S*) \(([A-Z, ]+)\)/g)) {
      const path = m[1] as string
      if (path.includes('*')) continue
      for (const method of (m[2] as string).split(', ')) {
        if (method === 'HEAD' || method === 'OPTIONS' || seen.has(`${method} ${path}`)) continue
        targets.push({ method, path, hint: HINTS[`${method} ${path}`] })
      }
    }
    expect(targets.some((x) => x.path.startsWith('/admin/'))).toBe(true)
    const failures: string[] = []
    // Admin routes last: a fuzzed operator call may change merchant settings (only demo2's).
    targets.sort((a, b) => Number(a.path.startsWith('/admin')) - Number(b.path.startsWith('/admin')))
    for (const target of targets) {
      const rng = seeded(seedOf(`${target.method} ${target.path}`))
      const cases = casesFor(target, rng)
      if (target.path.startsWith('/admin')) {
        failures.push(...(await run(cases, 'admin', rng, undefined)))
      } else {
        failures.push(...(await run(cases, 'guest', rng, undefined)))
        await ensureSignedIn()
        failures.push(...(await run(cases, 'member', rng, undefined)))
      }
    }
    expect(failures).toEqual([])
  })
})
