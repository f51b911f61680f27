import { QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor, within } from '@testing-library/react'
import { I18nextProvider } from 'react-i18next'
import { MemoryRouter } from 'react-router'
import { describe, expect, it } from 'vitest'
import { i18n } from '@/lib/i18n'
import { createQueryClient } from '@/lib/query-client'
import { writeSession } from '@/lib/storage'
import { jsonResponse, makeStatus, ok, type RecordedRequest, stubApi } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { ContractOfferCheck } from './contract-offer-check'
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
    const offer = await screen.findByTestId('contract-offer', {}, { timeout: 8000 })
    expect(within(offer).getByRole('heading')).toHaveTextContent('Daily salary contract')
    expect(within(offer).getAllByRole('button', { name: 'Go' })).toHaveLength(1)
    await user.click(within(offer).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.getByTestId('contract-offer')).toHaveTextContent('Dividend contract'))
    await user.click(within(screen.getByTestId('contract-offer')).getByRole('button', { name: 'Go' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'))
    // Go ends the round.
    expect(screen.queryByTestId('contract-offer')).toBeNull()

    // The offer: its terms, then accept.
    expect(await screen.findByText('Welcome offer')).toBeInTheDocument()
    expect(screen.getByText('25%')).toBeInTheDocument()
    expect(screen.getByText('5,000.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Accept' }))
    await waitFor(() => expect(decisions).toEqual([{ id: 41, action: 'accept' }]))
    expect(await screen.findByTestId('contract-accepted')).toBeInTheDocument()
    expect(screen.getByText('No offer is waiting for you.')).toBeInTheDocument()
  })

  it('asks about each offer once a session: the next page load does not ask again, a new sign-in does', async () => {
    const { handlers } = contractApi()
    const first = renderApp('/m/set', { session: agentSession, status: policyOn, handlers })
    await first.user.click(
      within(await screen.findByTestId('contract-offer', {}, { timeout: 8000 })).getByRole('button', {
        name: 'Cancel',
      }),
    )
    // The dividend offer is shown and left unanswered.
    await waitFor(() => expect(screen.getByTestId('contract-offer')).toHaveTextContent('Dividend contract'))
    first.unmount()

    // A page load: a new app over the same session, whose member info renews and is checked again.
    const again = renderApp('/m/set', { status: policyOn, handlers })
    await waitFor(
      () => expect(again.api.requests.some((r) => r.url.pathname === '/wps/member/info/funds/consolidated')).toBe(true),
      { timeout: 8000 },
    )
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.queryByTestId('contract-offer')).toBeNull()
    again.unmount()

    // A new sign-in is a new session: it is asked again.
    renderApp('/m/set', { session: { ...agentSession, token: 'tok-agent-2' }, status: policyOn, handlers })
    expect(await screen.findByTestId('contract-offer', {}, { timeout: 8000 })).toHaveTextContent(
      'Daily salary contract',
    )
  })

  it('keeps the question it is asking when member info renews again meanwhile', async () => {
    const { handlers } = contractApi()
    const api = stubApi(handlers)
    writeSession(agentSession)
    const queryClient = createQueryClient()
    // The app's own providers, less the app (features do not import it).
    const shell = (renewedAt: number) => (
      <I18nextProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <ContractOfferCheck renewedAt={renewedAt} memberType={1} enabled />
          </MemoryRouter>
        </QueryClientProvider>
      </I18nextProvider>
    )
    const { rerender } = render(shell(1))
    expect(await screen.findByTestId('contract-offer', {}, { timeout: 8000 })).toHaveTextContent(
      'Daily salary contract',
    )
    rerender(shell(2))
    await new Promise((r) => setTimeout(r, 300))
    expect(screen.getByTestId('contract-offer')).toHaveTextContent('Daily salary contract')
    expect(api.requests.filter((r) => r.url.pathname === '/wps/member/info/funds/consolidated')).toHaveLength(1)
  })

  it('asks inside the page, not in a modal: the bottom menu still navigates and the question waits', async () => {
    const { handlers } = contractApi()
    const { router, user } = renderApp('/m/set', { session: agentSession, status: policyOn, handlers })
    const offer = await screen.findByTestId('contract-offer', {}, { timeout: 8000 })
    expect(offer.closest('main')).not.toBeNull()
    expect(document.querySelector('.adm-mask, .adm-dialog')).toBeNull()

    await user.click(within(screen.getByRole('navigation', { name: 'Main menu' })).getByText('Promotions'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/activity'))
    expect(screen.getByTestId('contract-offer')).toHaveTextContent('Daily salary contract')
  })

  it('lists the offers still waiting on the agent home, each leading to its screen', async () => {
    const { handlers } = contractApi()
    const { router, user } = renderApp('/m/agent', { session: agentSession, status: policyOn, handlers })
    const waiting = await screen.findByRole(
      'navigation',
      { name: 'Contract offers waiting for your answer' },
      {
        timeout: 8000,
      },
    )
    expect(
      within(waiting)
        .getAllByRole('button')
        .map((b) => b.dataset.kind),
    ).toEqual(['dailySalary', 'dividend'])
    await user.click(within(waiting).getByRole('button', { name: /Dividend contract/ }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/getDevidendContract'))
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

  it('asks before rejecting, in a dialog named for what it asks; cancelling sends nothing', async () => {
    const { handlers, decisions } = contractApi()
    const { user } = renderApp('/m/member/agent/getDevidendContract', {
      session: agentSession,
      status: policyOn,
      handlers,
    })
    await user.click(await screen.findByRole('button', { name: 'Reject' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reject this contract offer' })
    expect(dialog).toHaveTextContent('Reject this offer? It cannot be taken back.')
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(decisions).toEqual([])
  })

  it('sends a guest on a contract screen to login', async () => {
    const { router } = renderApp('/m/member/agent/getSalaryContract')
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/login'), { timeout: 8000 })
  })
})
