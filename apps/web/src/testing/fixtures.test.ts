import { describe, expect, it } from 'vitest'
import { jsonResponse, offContract, ok, stubApi, takeContractViolations } from './fixtures'

describe('stubApi', () => {
  it('reports a stubbed answer whose value the contract would reject', async () => {
    stubApi({ '/wps/system/test/ping': () => jsonResponse(ok(42)) })
    await fetch('/wps/system/test/ping')
    expect(takeContractViolations()).toEqual([expect.stringContaining('GET /wps/system/test/ping')])
  })

  it('accepts answers inside the contract, failures, unknown paths and deliberate drift', async () => {
    stubApi({
      '/wps/system/test/ping': () => jsonResponse(ok('pong')),
      '/wps/system/status': () => offContract(jsonResponse(ok('not a status'))),
    })
    await fetch('/wps/system/test/ping')
    await fetch('/wps/system/status')
    await fetch('/wps/nowhere')
    expect(takeContractViolations()).toEqual([])
  })
})
