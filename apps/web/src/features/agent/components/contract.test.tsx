import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, makeStatus, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { agentSession, dividendOffer, memberInfo, noOffers } from './test-fixtures'

const policyOn = makeStatus({ info: { whitelabelVal: { AGENTPOLICY3: true } } })

function contractApi(
  type = 1,
  funds = { ...noOffers, dailysalreqtype: true, divtypereq: true, divtypecompperiodreq: true },
) {
  const decisions: unknown[] = []
  let decided = false
  const handlers = {
    '/wps/member/info': () => jsonResponse(ok(memberInfo(type))),
    '/wps/member/info/funds/consolidated': () => jsonResponse(ok(decided ? noOffers : funds)),
    '/wps/relay/MCS2_getContractDividendInfo': () =>
      jsonResponse(
        ok(
          decided
            ? { pending: null, current: { ...dividendOffer, status: 'accepted', decidedAt: Date.now() } }
            : { pending: dividendOffer, current: null },
        ),
      ),
    '/wps/relay/MCSFE_processContractDividend': (r: RecordedRequest) => {
      decisions.push(JSON.parse(r.body ?? 'null'))
      decided = true
      return jsonResponse(ok({ ...dividendOffer, status: 'accepted', decidedAt: Date.now() }))
    },
  }
  return { handlers, decisions }
}

describe('contract offers', { timeout: 20_000 }, () => {
  it('asks about each pending offer after member info renews; Go leads to the offer, which can be accepted', async () => {
    const { handlers, decisions } = contractApi()
    const { router, user } = renderApp('/m/set', { session: agentSession, status: policyOn, handlers })

    // Daily salary first: Cancel moves on to the dividend offer.
    expect(await screen.findByText('Daily salary contract', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getAllByRole('button', { name: 'Go' })).toHaveLength(1)
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(await screen.findByText('Dividend contract')).toBeInTheDocument()
    // The closed dialog stays in jsdom (its leave animation never ends): the newest Go is the live one.
    await user.click(screen.getAllByRole('button', { name: 'Go' }).at(-1) as HTMLElement)
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'))

    // The offer: its terms, then accept.
    expect(await screen.findByText('Welcome offer')).toBeInTheDocument()
    expect(screen.getByText('25%')).toBeInTheDocument()
    expect(screen.getByText('5,000.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(decisions).toEqual([{ id: 41, action: 'accept' }]))
    expect(await screen.findByTestId('contract-accepted')).toBeInTheDocument()
    expect(screen.getByText('No offer is waiting for you.')).toBeInTheDocument()
  })

  it.each([
    ['the merchant has AGENTPOLICY3 off', 1, makeStatus()],
    ['the agent is type 41', 41, policyOn],
    ['the member is a player', 0, policyOn],
  ])('does not check when %s', async (_, type, status) => {
    const { handlers } = contractApi(type)
    const { api } = renderApp('/m/set', {
      session: { ...agentSession, type },
      status,
      handlers,
    })
    await waitFor(() => expect(api.requests.some((r) => r.url.pathname === '/wps/member/info')).toBe(true), {
      timeout: 8000,
    })
    // Give a check the chance to run before asserting it did not.
    await new Promise((r) => setTimeout(r, 300))
    expect(api.requests.some((r) => r.url.pathname === '/wps/member/info/funds/consolidated')).toBe(false)
    expect(screen.queryByText('Go')).toBeNull()
  })

  it('sends a guest on a contract screen to login', async () => {
    const { router } = renderApp('/m/member/agent/getSalaryContract')
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 8000 })
  })
})
