import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { announcements } from '@/testing/announcements'
import { jsonResponse, makeStatus, memberSession, ok, type RecordedRequest, trialSession } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { dayIn } from '../utils/dates'
import { agentSession, footer, memberInfo, noOffers } from './test-fixtures'

function agentApi(over: { funds?: typeof noOffers; unread?: number } = {}) {
  const kpiCalls: URLSearchParams[] = []
  const handlers = {
    '/wps/v2/wallets/balance': () =>
      jsonResponse(ok({ sumBalance: 12345.6, balance: [], currency: 'PHP', currencySymbol: '₱' })),
    '/wps/relay/ODSFE2_TeamKPIA': (r: RecordedRequest) => {
      kpiCalls.push(r.url.searchParams)
      return jsonResponse(ok({ footer: footer() }))
    },
    '/wps/relay/MCSFE_getListAnnouncements': () =>
      jsonResponse(ok(announcements({ footer: { unreadCount: over.unread ?? 0 } }))),
    '/wps/member/info/funds/consolidated': () => jsonResponse(ok(over.funds ?? noOffers)),
    '/wps/member/info': () => jsonResponse(ok(memberInfo(1))),
  }
  return { handlers, kpiCalls }
}

describe('agent home', { timeout: 20_000 }, () => {
  it("shows the balance, today's team figures for the merchant's day and the enabled menu", async () => {
    const { handlers, kpiCalls } = agentApi({ unread: 3 })
    const status = makeStatus({ info: { whitelabelVal: { AGEPAG: true, DOWNMAN: true, AGETEAMPNL3: false } } })
    const { api } = renderApp('/m/agent', { session: agentSession, status, handlers })

    await screen.findByTestId('agent-balance', {}, { timeout: 8000 })
    await waitFor(() => expect(screen.getByTestId('agent-balance')).toHaveTextContent('₱12,345.60'))
    expect(screen.getByText(/^Good (morning|afternoon|evening)/)).toHaveTextContent('agent')
    expect(await screen.findByTestId('kpi-teamLoginMemberCount')).toHaveTextContent('4')
    expect(screen.getByTestId('kpi-teamProfit')).toHaveTextContent('-172.25')
    const today = dayIn('Asia/Manila')
    expect(kpiCalls[0]?.get('startDate')).toBe(today)
    expect(kpiCalls[0]?.get('endDate')).toBe(today)
    expect(kpiCalls[0]?.get('size')).toBe('0')

    const menu = screen.getByRole('navigation', { name: 'Agent tools' })
    const labels = within(menu)
      .getAllByRole('button')
      .map((b) => b.textContent)
    expect(labels).toEqual(['Team overview', 'Team management', 'Online service'])

    // The announcements badge carries footer.unreadCount; no dividends entry without a contract.
    const footerBar = screen.getByRole('contentinfo')
    expect(within(footerBar).getByRole('button', { name: /Announcements/ })).toHaveTextContent('3')
    expect(within(footerBar).queryByRole('button', { name: /Dividends/ })).toBeNull()
    const announcementCall = api.requests.find((r) => r.url.pathname === '/wps/relay/MCSFE_getListAnnouncements')
    expect(announcementCall?.url.searchParams.get('types')).toBe('A')
    expect(announcementCall?.url.searchParams.get('groupName')).toBe('m_home')
  })

  it('shows dividends in the footer while a dividend contract is in force, and navigates from the menu', async () => {
    const { handlers } = agentApi({ funds: { ...noOffers, divtypeinfo: true } })
    const status = makeStatus({ info: { whitelabelVal: { DOWNMAN: true } } })
    const { router, user } = renderApp('/m/agent', { session: agentSession, status, handlers })
    const dividends = await screen.findByRole('button', { name: /Dividends/ }, { timeout: 8000 })
    await user.click(dividends)
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/agent/agentDivident'))
    await router.navigate('/m/agent')
    await user.click(await screen.findByRole('button', { name: 'Team management' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/member/team'))
  })

  it('does not navigate once the session has gone', async () => {
    const { handlers } = agentApi()
    const { router, user } = renderApp('/m/agent', { session: agentSession, handlers })
    const withdraw = await screen.findByRole('button', { name: 'Withdraw' }, { timeout: 8000 })
    // Another tab signed out: storage is empty but this screen has not re-rendered yet.
    sessionStorage.clear()
    await user.click(withdraw)
    expect(router.state.location.pathname).not.toBe('/m/withdraw')
  })

  it.each([
    ['a guest', undefined],
    ['a player (type 0)', memberSession],
    ['a trial account (type 4)', trialSession],
    ['a type 40 member', { ...memberSession, type: 40 }],
  ])('replaces %s to home', async (_, session) => {
    const { router } = renderApp('/m/agent', { session, handlers: agentApi().handlers })
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 8000 })
    expect(router.state.historyAction).toBe('REPLACE')
  })
})
