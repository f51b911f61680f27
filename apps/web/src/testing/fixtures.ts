import {
  type Envelope,
  type MerchantInfo,
  type RouteDef,
  routes,
  type SessionInfo,
  type SystemStatus,
} from '@parlor/contract'
import { vi } from 'vitest'

export function makeStatus(
  overrides: Partial<Omit<SystemStatus, 'info'>> & { info?: Partial<MerchantInfo> } = {},
): SystemStatus {
  const { info, ...rest } = overrides
  return {
    info: {
      merchantCode: 'demo01',
      merchantName: 'Lucky Parlor',
      currency: 'PHP',
      currencySymbol: '₱',
      countryCode: 'PH',
      countryDialingCode: '63',
      defaultLanguage: 'EN',
      supportLanguages: ['EN', 'TY', 'CN'],
      timeZone: 'Asia/Manila',
      ageLimit: 18,
      whitelabelVal: {},
      whitelabel: { modId: 'ROOT', enabled: '1', childrenNodes: [] },
      register: {},
      mobileTemplate: {},
      resources: [],
      customerService: [],
      imageCDNs: [],
      launchGameCDNs: [],
      mainDomain: 'example.test',
      gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 0 },
      sms: { firebase: false },
      socialLogin: [],
      paths: [],
      ...info,
    },
    location: { ip: '203.0.113.7', countryCode: 'PH' },
    maintenance: false,
    regionRestriction: false,
    test: false,
    ...rest,
  }
}

export const memberSession: SessionInfo = {
  id: 7,
  token: 'tok-member-123',
  merchantCode: 'demo01',
  userName: 'juan88',
  type: 0,
  firstTimeLogin: false,
}

export const trialSession: SessionInfo = { ...memberSession, token: 'tok-trial-9', userName: 'guest4411', type: 4 }

export function ok<T>(value: T): Envelope<T> {
  return { success: true, value }
}

export function fail(errorCode: string, message = errorCode, value: unknown = null): Envelope<unknown> {
  return { success: false, value, errorCode, message }
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}

export interface RecordedRequest {
  url: URL
  method: string
  headers: Headers
  body: string | null
}

type Handler = (request: RecordedRequest) => Response | Promise<Response>

// Route table entries by method, with their `:param` paths as patterns.
const routeMatchers = Object.values(routes as Record<string, RouteDef>)
  .filter((route) => !route.raw)
  .map((route) => ({ route, pattern: new RegExp(`^${route.path.replace(/:[^/]+/g, '[^/]+')}$`) }))

const contractViolations: string[] = []
const deliberatelyOffContract = new WeakSet<Response>()

/** Marks a stubbed answer as outside the contract on purpose (a test of how the client copes with drift). */
export function offContract(response: Response): Response {
  deliberatelyOffContract.add(response)
  return response
}

/** Mismatches between stubbed answers and the contract since the last call; setup.ts fails the test on any. */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0)
}

/**
 * A stubbed answer must be one the real server could give: a successful envelope's `value` is
 * parsed with the route's value schema, so a fixture cannot drift from the contract the way a
 * hand-written object otherwise silently does.
 */
async function checkAgainstContract(request: RecordedRequest, response: Response) {
  const match = routeMatchers.find(
    ({ route, pattern }) => route.method === request.method && pattern.test(request.url.pathname),
  )
  if (!match || deliberatelyOffContract.has(response)) return
  if (!response.headers.get('content-type')?.includes('application/json')) return
  let body: unknown
  try {
    body = await response.clone().json()
  } catch {
    return
  }
  if (typeof body !== 'object' || body === null || (body as Envelope<unknown>).success !== true) return
  const parsed = match.route.value.safeParse((body as Envelope<unknown>).value)
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(value)'}: ${i.message}`).join('; ')
    contractViolations.push(`${request.method} ${match.route.path} stub answers outside the contract: ${issues}`)
  }
}

/**
 * Replaces `fetch` with a table of handlers keyed by path; unknown paths answer 404 the way the
 * server does. Every request is recorded for assertions.
 */
export function stubApi(handlers: Record<string, Handler>) {
  const requests: RecordedRequest[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const request: RecordedRequest = {
      url: new URL(String(input), window.location.origin),
      method: init.method ?? 'GET',
      headers: new Headers(init.headers),
      body: typeof init.body === 'string' ? init.body : null,
    }
    requests.push(request)
    const handler = handlers[request.url.pathname]
    if (!handler) return jsonResponse(fail('not_found'), 404)
    const response = await handler(request)
    await checkAgainstContract(request, response)
    return response
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, requests }
}
