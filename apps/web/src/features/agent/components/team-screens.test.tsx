import type { Downline, RedRain } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { agentSession, footer } from './test-fixtures'

const downline = (id: number, account: string, balance: number, level = 1): Downline => ({
  id,
  account,
  nickname: null,
  type: 0,
  regDate: Date.UTC(2026, 10, 1),
  lastLoginDate: null,
  online: id % 2 === 0,
  balance,
  currency: 'PHP',
  direct: level === 1,
  level,
  parentAccount: level === 1 ? 'agent' : 'subagent',
})

function teamApi() {
  const posts: { path: string; body: Record<string, unknown> }[] = []
  const searches: URLSearchParams[] = []
  const team = [downline(11, 'lina', 100), downline(12, 'marco', 50.5), downline(13, 'rico', 0, 2)]
  const handlers = {
    '/wps/agent/downlines': (r: RecordedRequest) => {
      searches.push(r.url.searchParams)
      const q = r.url.searchParams.get('account') ?? ''
      const list = team.filter((d) => d.account.includes(q))
      return jsonResponse(ok({ list, pageNum: 1, totalPages: 1, totalCount: list.length }))
    },
    '/wps/agent/transferDownline': (r: RecordedRequest) => {
      const body = JSON.parse(r.body ?? '{}')
      posts.push({ path: r.url.pathname, body })
      if (Number(body.amount) > 1000)
        return jsonResponse(fail('wallet.insufficient.balance', 'Not enough balance'), 409)
      return jsonResponse(
        ok({
          transactionId: 1,
          balance: 900,
          downlineId: body.downlineId,
          account: 'lina',
          amount: 10,
          downlineBalance: 110,
          currency: 'PHP',
          replayed: false,
        }),
      )
    },
    '/wps/agent/transferMultipleDownline': (r: RecordedRequest) => {
      const body = JSON.parse(r.body ?? '{}')
      posts.push({ path: r.url.pathname, body })
      return jsonResponse(ok({ balance: 800, totalAmount: 20, currency: 'PHP', replayed: false, list: [] }))
    },
  }
  return { handlers, posts, searches }
}

describe('team management', { timeout: 20_000 }, () => {
  it('lists and searches the team, then transfers to one downline with a request key', async () => {
    const { handlers, posts, searches } = teamApi()
    const { user } = renderApp('/m/member/team', { session: agentSession, handlers })
    const lina = await screen.findByTestId('downline-lina', {}, { timeout: 8000 })
    expect(within(lina).getByTestId('downline-balance')).toHaveTextContent('100.00')
    expect(screen.getByTestId('downline-rico')).toHaveTextContent('Level 2 · under subagent')

    await user.type(screen.getByPlaceholderText('Search by username'), 'mar{Enter}')
    await waitFor(() => expect(screen.queryByTestId('downline-lina')).toBeNull())
    expect(searches.at(-1)?.get('account')).toBe('mar')

    await user.click(within(screen.getByTestId('downline-marco')).getByRole('button', { name: 'Transfer' }))
    const amount = await screen.findByRole('textbox', { name: 'Amount for each' })
    await user.type(amount, '1.234')
    await user.click(screen.getByRole('button', { name: 'Transfer now' }))
    expect(await screen.findByText('Enter an amount above 0 with at most 2 decimals.')).toBeInTheDocument()
    expect(posts).toHaveLength(0)

    await user.clear(amount)
    await user.type(amount, '10')
    await user.click(screen.getByRole('button', { name: 'Transfer now' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]?.path).toBe('/wps/agent/transferDownline')
    expect(posts[0]?.body).toMatchObject({ downlineId: 12, amount: '10.00' })
    expect(String(posts[0]?.body.requestKey)).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/)
  })

  it('transfers the same amount to every ticked downline in one call', async () => {
    const { handlers, posts } = teamApi()
    const { user } = renderApp('/m/member/team', { session: agentSession, handlers })
    await screen.findByTestId('downline-lina', {}, { timeout: 8000 })
    await user.click(screen.getByRole('checkbox', { name: 'Select lina' }))
    await user.click(screen.getByRole('checkbox', { name: 'Select rico' }))
    await user.click(screen.getByRole('button', { name: 'Transfer to selected' }))
    await user.type(await screen.findByRole('textbox', { name: 'Amount for each' }), '7.5')
    expect(screen.getByText('Total 15.00')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Transfer now' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      path: '/wps/agent/transferMultipleDownline',
      body: {
        transfers: [
          { downlineId: 11, amount: '7.50' },
          { downlineId: 13, amount: '7.50' },
        ],
      },
    })
  })

  it('sends a player home', async () => {
    const { router } = renderApp('/m/member/team', { session: memberSession, handlers: teamApi().handlers })
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 8000 })
  })
})

describe('red envelope rain', { timeout: 20_000 }, () => {
  const rain = (over: Partial<RedRain> = {}): RedRain => ({
    id: 7,
    status: 'open',
    mode: 'random',
    total: 50,
    currency: 'PHP',
    startsAt: Date.now() - 60_000,
    endsAt: Date.now() + 20 * 60_000,
    createdAt: Date.now() - 60_000,
    envelopeCount: 2,
    claimedCount: 1,
    claimedAmount: 31.2,
    returnedAmount: null,
    envelopes: [
      { memberId: 11, account: 'lina', amount: 31.2, claimedAt: Date.now() - 30_000 },
      { memberId: 12, account: 'marco', amount: 18.8, claimedAt: null },
    ],
    ...over,
  })

  it('asks the server to hold a total for the ticked downlines after a confirm naming the hold, and lists the rains', async () => {
    const { handlers, posts } = teamApi()
    const rains = [rain(), rain({ id: 6, status: 'ended', claimedCount: 2, claimedAmount: 50, returnedAmount: 0 })]
    const all = {
      ...handlers,
      '/wps/agent/redRains': () => jsonResponse(ok({ list: rains })),
      '/wps/agent/redRain': (r: RecordedRequest) => {
        const body = JSON.parse(r.body ?? '{}')
        posts.push({ path: r.url.pathname, body })
        return jsonResponse(
          ok({
            rain: rain({ id: 8, status: 'open', claimedCount: 0, claimedAmount: 0 }),
            balance: 990,
            replayed: false,
          }),
        )
      },
    }
    const { user } = renderApp('/m/redRain', { session: agentSession, handlers: all })
    await screen.findByTestId('downline-lina', {}, { timeout: 8000 })
    const open = await screen.findByTestId('red-rain-7')
    expect(within(open).getByTestId('red-rain-status')).toHaveTextContent('Open')
    expect(open).toHaveTextContent('Opened 1 of 2')
    expect(open).toHaveTextContent(/Ends in (19|20):\d\d/)
    expect(within(screen.getByTestId('red-rain-6')).getByTestId('red-rain-returned')).toHaveTextContent('0.00')

    await user.type(screen.getByRole('textbox', { name: 'Total amount' }), '10')
    for (const name of ['lina', 'marco', 'rico'])
      await user.click(screen.getByRole('checkbox', { name: `Select ${name}` }))
    expect(screen.getByTestId('red-rain-summary')).toHaveTextContent('3 selected · about 3.33 each')
    await user.click(screen.getByRole('button', { name: 'Start the rain · 3 selected' }))
    const confirm = await screen.findByTestId('red-rain-confirm')
    expect(confirm).toHaveTextContent('10.00 will be held from your balance now.')
    expect(posts).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Start rain' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({
      path: '/wps/agent/redRain',
      body: { total: '10.00', mode: 'equal', downlineIds: [11, 12, 13], startAt: null, durationMinutes: 30 },
    })
    expect(String(posts[0]?.body.requestKey)).toMatch(/^[A-Za-z0-9_.:-]{8,64}$/)
    // The amounts are the server's to draw: none travel.
    expect(posts[0]?.body).not.toHaveProperty('transfers')
  })
})

describe('team figures screens', { timeout: 20_000 }, () => {
  it('team overview asks for the chosen range and shows the footer', async () => {
    const calls: URLSearchParams[] = []
    const { user } = renderApp('/m/agent/team/overview', {
      session: agentSession,
      handlers: {
        '/wps/relay/ODSFE2_TeamKPIA': (r: RecordedRequest) => {
          calls.push(r.url.searchParams)
          return jsonResponse(ok({ footer: footer() }))
        },
      },
    })
    expect(await screen.findByTestId('kpi-teamMemberCount', {}, { timeout: 8000 })).toHaveTextContent('6')
    expect(screen.getByTestId('kpi-teamDeposit')).toHaveTextContent('1,500.00')
    await user.click(screen.getByText('7 days'))
    await waitFor(() => expect(calls).toHaveLength(2))
    const [first, week] = calls as [URLSearchParams, URLSearchParams]
    expect(first.get('startDate')).toBe(first.get('endDate'))
    expect(week.get('endDate')).toBe(first.get('endDate'))
    const span = (Date.parse(week.get('endDate') ?? '') - Date.parse(week.get('startDate') ?? '')) / 86_400_000
    expect(span).toBe(6)
  })

  it('team profit and loss lists each direct downline branch', async () => {
    renderApp('/m/agent/team/pnl', {
      session: agentSession,
      handlers: {
        '/wps/relay/ODSFE2_teamKPIC': () =>
          jsonResponse(
            ok({
              footer: footer(),
              list: [
                {
                  memberId: 11,
                  account: 'lina',
                  type: 0,
                  teamSize: 1,
                  loginMemberCount: 1,
                  betMemberCount: 1,
                  registerMemberCount: 0,
                  deposit: 500,
                  withdraw: 0,
                  bet: 300,
                  win: 120,
                  profit: -180,
                },
              ],
              pageNum: 1,
              totalPages: 1,
              totalCount: 1,
            }),
          ),
      },
    })
    const table = await screen.findByRole('table', { name: 'Profit and loss by direct downline' }, { timeout: 8000 })
    expect(within(table).getByText('lina')).toBeInTheDocument()
    expect(within(table).getByText('-180.00')).toHaveClass('agent-down')
  })
})

describe('open an account', { timeout: 20_000 }, () => {
  it('opens a downline account and shows the server reason under its field', async () => {
    const bodies: Record<string, unknown>[] = []
    const { user } = renderApp('/m/agentRegister', {
      session: agentSession,
      handlers: {
        '/wps/agent/downline': (r: RecordedRequest) => {
          const body = JSON.parse(r.body ?? '{}')
          bodies.push(body)
          if (body.username === 'taken1')
            return jsonResponse(fail('username.exists', 'This username is taken', { field: 'username' }), 400)
          return jsonResponse(ok({ id: 99, account: body.username, type: 0, affiliateCode: null }))
        },
      },
    })
    const username = await screen.findByRole('textbox', { name: 'Username' }, { timeout: 8000 })
    await user.type(username, 'taken1')
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'secret123')
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret124')
    await user.click(screen.getByRole('button', { name: 'Open account' }))
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()
    expect(bodies).toHaveLength(0)

    await user.clear(screen.getByLabelText('Confirm password', { selector: 'input' }))
    await user.type(screen.getByLabelText('Confirm password', { selector: 'input' }), 'secret123')
    await user.click(screen.getByRole('button', { name: 'Open account' }))
    expect(await screen.findByText('This username is taken')).toBeInTheDocument()

    await user.clear(username)
    await user.type(username, 'newkid1')
    await user.click(screen.getByRole('button', { name: 'Open account' }))
    expect(await screen.findByText('Account newkid1 is open')).toBeInTheDocument()
    expect(bodies.at(-1)).toMatchObject({ username: 'newkid1', password: 'secret123', accountType: 'player' })
  })
})
