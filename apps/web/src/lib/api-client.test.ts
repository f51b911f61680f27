import { type RouteDef, routes } from '@parlor/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fail, jsonResponse, makeStatus, memberSession, offContract, ok, stubApi } from '@/testing/fixtures'
import { fillPath } from '@parlor/contract'
import { ApiError, apiCall, buildUrl } from './api-client'
import { changeLanguage } from './i18n'
import { mustChangePassword, onForcedLogout, readSession, StorageKey, writeSession } from './storage'

const status = makeStatus()
const answerStatus = (body: unknown, httpStatus = 200) =>
  stubApi({ '/wps/system/status': () => jsonResponse(body, httpStatus) })

async function expectApiError(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('apiCall', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('sends the platform headers and serialises the query without empty values', async () => {
    sessionStorage.setItem(StorageKey.merchant, 'sess-merchant')
    localStorage.setItem(StorageKey.merchant, 'local-merchant')
    writeSession(memberSession)
    await changeLanguage('TY')
    const countries = {
      countries: [],
      countryCode: 'PH',
      countryDialingCode: '63',
      currency: 'PHP',
      currencySymbol: '₱',
    }
    const { requests } = stubApi({
      '/wps/system/country': () => jsonResponse(ok(countries)),
      '/wps/system/status': () => jsonResponse(ok(status)),
    })

    await apiCall(routes.systemCountry)
    await apiCall(routes.systemStatus, { query: { device: 'MOBILE', url: 'm.example.test', track: undefined } })

    const [country, statusCall] = requests
    expect(country?.headers.get('Merchant')).toBe('sess-merchant')
    expect(country?.headers.get('Language')).toBe('TY')
    expect(country?.headers.get('Authorization')).toBe(memberSession.token)
    expect(country?.headers.get('ModuleId')).toBe('COMM3')
    expect(statusCall?.headers.has('ModuleId')).toBe(false)
    expect(statusCall?.url.search).toBe('?device=MOBILE&url=m.example.test')
  })

  it('falls back to the lasting merchant copy and leaves out what it does not have', async () => {
    localStorage.setItem(StorageKey.merchant, 'local-merchant')
    const { requests } = answerStatus(ok(status))
    await apiCall(routes.systemStatus)
    expect(requests[0]?.headers.get('Merchant')).toBe('local-merchant')
    expect(requests[0]?.headers.has('Authorization')).toBe(false)

    localStorage.clear()
    await apiCall(routes.systemStatus)
    expect(requests[1]?.headers.has('Merchant')).toBe(false)
  })

  it('omits the token when the call says auth: false', async () => {
    writeSession(memberSession)
    const { requests } = answerStatus(ok(status))
    await apiCall(routes.systemStatus, { auth: false })
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
  })

  it('uses credentials and sends JSON bodies', async () => {
    const { fetchMock } = stubApi({ '/wps/echo': () => jsonResponse(ok(1)) })
    const echo = {
      method: 'POST',
      path: '/wps/echo',
      body: z.object({ a: z.number() }),
      value: z.number(),
    } as const satisfies RouteDef
    await apiCall(echo, { body: { a: 1 } })
    const init = fetchMock.mock.calls[0]?.[1]
    expect(init?.credentials).toBe('include')
    expect(init?.body).toBe('{"a":1}')
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json')
  })

  it('unwraps the value of a successful envelope', async () => {
    answerStatus(ok(status))
    await expect(apiCall(routes.systemStatus)).resolves.toEqual(status)
  })

  it('warns in development when an answer drifts from the contract, and still returns it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    stubApi({ '/wps/system/test/ping': () => offContract(jsonResponse(ok('pang'))) })
    await expect(apiCall(routes.systemPing)).resolves.toBe('pang')
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('GET /wps/system/test/ping'), expect.any(Array))
  })

  it('throws a typed error for a failed envelope on HTTP 200', async () => {
    answerStatus(fail('domain_not_available', 'Domain is not available', { hint: 1 }))
    const error = await expectApiError(apiCall(routes.systemStatus))
    expect(error).toMatchObject({
      status: 200,
      errorCode: 'domain_not_available',
      message: 'Domain is not available',
      value: { hint: 1 },
    })
  })

  it('reads the same envelope from a non-2xx answer', async () => {
    answerStatus(fail('function.not.available', '#543 feature is under maintenance'), 400)
    const error = await expectApiError(apiCall(routes.systemStatus))
    expect(error).toMatchObject({ status: 400, errorCode: 'function.not.available', forcedLogout: false })
  })

  it('reports an answer that is not an envelope', async () => {
    stubApi({ '/wps/system/status': () => new Response('<html>Bad gateway</html>', { status: 502 }) })
    const error = await expectApiError(apiCall(routes.systemStatus))
    expect(error).toMatchObject({ status: 502, errorCode: 'bad_response', message: 'Unknown error' })
  })

  it('turns a dropped connection into "No Internet"', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')))
    const error = await expectApiError(apiCall(routes.systemStatus))
    expect(error).toMatchObject({ status: 0, errorCode: 'network_error', message: 'No Internet' })
  })

  it('gives up after 30 seconds with "Slow Connection"', async () => {
    vi.useFakeTimers()
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
          ),
      ),
    )
    const pending = expectApiError(apiCall(routes.systemStatus))
    await vi.advanceTimersByTimeAsync(29_999)
    await vi.advanceTimersByTimeAsync(1)
    expect(await pending).toMatchObject({ errorCode: 'timeout', message: 'Slow Connection' })
  })

  it.each([
    ['HTTP 401', () => jsonResponse(fail('whatever'), 401)],
    ['user.or.token.invalid', () => jsonResponse(fail('user.or.token.invalid'))],
    ['customer.not.login on a 403', () => jsonResponse(fail('customer.not.login'), 403)],
    ['message CUSTOMER_NOT_LOGIN', () => jsonResponse(fail('other', 'CUSTOMER_NOT_LOGIN'))],
  ])('forces a logout on %s, keeping the merchant', async (_name, answer) => {
    sessionStorage.setItem(StorageKey.merchant, 'demo01')
    sessionStorage.setItem(StorageKey.trialName, 'guest')
    writeSession(memberSession)
    const onLogout = vi.fn()
    const stop = onForcedLogout(onLogout)
    stubApi({ '/wps/system/status': answer })

    const error = await expectApiError(apiCall(routes.systemStatus))
    stop()

    expect(error.forcedLogout).toBe(true)
    expect(error.message).toBe('The account has been logged out, please log in again')
    expect(readSession()).toBeNull()
    expect(sessionStorage.getItem(StorageKey.trialName)).toBeNull()
    expect(sessionStorage.getItem(StorageKey.merchant)).toBe('demo01')
    expect(onLogout).toHaveBeenCalledOnce()
    expect(onLogout).toHaveBeenCalledWith('loggedOut')
  })

  it('tells a guest whose call needed a session to log in first: nobody was logged out', async () => {
    const onLogout = vi.fn()
    const stop = onForcedLogout(onLogout)
    const api = stubApi({ '/wps/system/status': () => jsonResponse(fail('customer.not.login'), 401) })
    const error = await expectApiError(apiCall(routes.systemStatus))
    stop()
    expect(api.requests[0]?.headers.get('Authorization')).toBeNull()
    expect(error).toMatchObject({ forcedLogout: true, message: 'Please login first' })
    expect(onLogout).toHaveBeenCalledWith('loginFirst')
  })

  it("signs out on a reached session-time limit with the server's own message", async () => {
    writeSession(memberSession)
    const onLogout = vi.fn()
    const stop = onForcedLogout(onLogout)
    stubApi({ '/wps/system/status': () => jsonResponse(fail('rg.sessionTimeUsed', 'Time is up for today.'), 401) })
    const error = await expectApiError(apiCall(routes.systemStatus))
    stop()
    expect(error).toMatchObject({ forcedLogout: true, message: 'Time is up for today.' })
    expect(readSession()).toBeNull()
    expect(onLogout).toHaveBeenCalledWith({ message: 'Time is up for today.' })
  })

  it('holds the session on the password change when the server asks for a new password first', async () => {
    writeSession(memberSession)
    const onLogout = vi.fn()
    const stop = onForcedLogout(onLogout)
    answerStatus(fail('password.change.required', 'Please change your password before continuing.'), 403)
    const error = await expectApiError(apiCall(routes.systemStatus))
    stop()
    expect(error).toMatchObject({ status: 403, errorCode: 'password.change.required', forcedLogout: false })
    expect(readSession()).toEqual(memberSession)
    expect(mustChangePassword()).toBe(true)
    expect(onLogout).not.toHaveBeenCalled()
  })

  it('keeps the session on other failures', async () => {
    writeSession(memberSession)
    answerStatus(fail('TOO_MANY_REQUEST'), 429)
    await expectApiError(apiCall(routes.systemStatus))
    expect(readSession()).toEqual(memberSession)
  })
})

describe('path parameters', () => {
  it("fill the entry's :name segments, escaped, and a missing one is refused", async () => {
    const api = stubApi({ '/wps/member/bankCard/7': () => jsonResponse(ok({ ok: true })) })
    await expect(apiCall(routes.removeBankCard, { params: { id: 7 } })).resolves.toEqual({ ok: true })
    expect(api.requests[0]?.method).toBe('DELETE')
    expect(fillPath('/wps/cashier/withdrawals/:orderNo/cancel', { orderNo: 'WD/1 ?' })).toBe(
      '/wps/cashier/withdrawals/WD%2F1%20%3F/cancel',
    )
    expect(() => fillPath('/wps/member/bankCard/:id', {})).toThrow(/missing path parameter id/)
  })
})

describe('buildUrl', () => {
  it('repeats array values and skips null', () => {
    expect(buildUrl('/wps/x', { types: ['B', 'PL'], a: null, n: 0, f: false })).toBe(
      '/wps/x?types=B&types=PL&n=0&f=false',
    )
  })
})
