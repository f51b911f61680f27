import { routes } from '@parlor/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, stubApi } from '@/testing/fixtures'
import { ApiError, apiCall } from './api-client'
import { createQueryClient, shouldToast } from './query-client'

const apiError = (status: number, errorCode: string) => new ApiError({ status, errorCode, message: errorCode })

describe('global error toasts', () => {
  it('skip rate limits, 502, forced logouts and opted-out calls', () => {
    expect(shouldToast(apiError(429, 'TOO_MANY_REQUEST'), undefined)).toBe(false)
    expect(shouldToast(apiError(429, 'TOO_MANY_REQUEST_LOGIN'), undefined)).toBe(false)
    expect(shouldToast(apiError(502, 'bad_response'), undefined)).toBe(false)
    expect(
      shouldToast(new ApiError({ status: 401, errorCode: 'x', message: 'x', forcedLogout: true }), undefined),
    ).toBe(false)
    expect(shouldToast(apiError(400, 'request_param_err'), { errorToast: false })).toBe(false)
    // The app moves to the change-password screen instead, which says what to do.
    expect(shouldToast(apiError(403, 'password.change.required'), undefined)).toBe(false)
  })

  it('show everything else', () => {
    expect(shouldToast(apiError(400, 'request_param_err'), undefined)).toBe(true)
    expect(shouldToast(apiError(500, 'internal_error'), {})).toBe(true)
    expect(shouldToast(new Error('bug'), undefined)).toBe(true)
  })

  it('puts the server message in a toast when a query fails', async () => {
    stubApi({ '/wps/system/location': () => jsonResponse(fail('request_param_err', 'Bad request parameter'), 400) })
    const client = createQueryClient()
    await client
      .fetchQuery({ queryKey: ['location'], queryFn: () => apiCall(routes.systemLocation) })
      .catch(() => undefined)
    expect(await screen.findByText('Bad request parameter')).toBeInTheDocument()
  })
})
