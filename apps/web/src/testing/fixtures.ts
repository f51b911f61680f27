import type { Envelope, MerchantInfo, SessionInfo, SystemStatus } from '@parlor/contract'
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
      whitelabel: null,
      register: {},
      mobileTemplate: {},
      resources: [],
      customerService: [],
      imageCDNs: [],
      launchGameCDNs: [],
      mainDomain: 'example.test',
      gw: { GEETEST_ID: '', GEETEST_VERSION: '', PROFILE_ICON_COUNT: 0 },
      sms: { firebase: false },
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
    return handler ? handler(request) : jsonResponse(fail('not_found'), 404)
  })
  vi.stubGlobal('fetch', fetchMock)
  return { fetchMock, requests }
}
