import type { Downline, RebateIncome, RebateProductType, RebateRates } from '@parlor/contract'
import { REBATE_PRODUCT_TYPES } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { agentSession } from './test-fixtures'

const RATES_PATH = '/wps/relay/MCS2_getCustomerRebateSettingByProductType'
const UPDATE_PATH = '/wps/agent/updateDownlineRebates'
const INCOME_PATH = '/wps/relay/ODS2_AgentPrevAndCurrIncome'

const ratesOf = (
  memberId: number,
  account: string,
  set: Partial<Record<RebateProductType, [rate: number, max: number, min: number]>>,
): RebateRates => ({
  memberId,
  account,
  rates: REBATE_PRODUCT_TYPES.map((productType) => {
    const [rate, maxRate, minRate] = set[productType] ?? [0, 0, 0]
    return { productType, rate, maxRate, minRate }
  }),
})

const lina: Downline = {
  id: 11,
  account: 'lina',
  nickname: null,
  type: 1,
  regDate: Date.UTC(2026, 10, 1),
  lastLoginDate: null,
  online: false,
  balance: 0,
  currency: 'PHP',
  direct: true,
  level: 1,
  parentAccount: 'agent',
}

/** The rates API as the server keeps it: the agent's own, and lina's, which a save replaces. */
function ratesApi() {
  const own = ratesOf(3, 'agent', { RNG: [1.5, 1.5, 1], LIVE: [1, 1, 0.6] })
  let linaRates = ratesOf(11, 'lina', { RNG: [1, 1.5, 0.4], LIVE: [0.6, 1, 0] })
  const posts: Record<string, unknown>[] = []
  const downlineQueries: URLSearchParams[] = []
  const handlers = {
    [RATES_PATH]: (r: RecordedRequest) =>
      jsonResponse(ok(r.url.searchParams.get('downlineId') === '11' ? linaRates : own)),
    '/wps/agent/downlines': (r: RecordedRequest) => {
      downlineQueries.push(r.url.searchParams)
      return jsonResponse(ok({ list: [lina], pageNum: 1, totalPages: 1, totalCount: 1 }))
    },
    [UPDATE_PATH]: (r: RecordedRequest) => {
      const body = JSON.parse(r.body ?? '{}') as { rates: { productType: RebateProductType; rate: number }[] }
      posts.push(body)
      if (body.rates.some((x) => x.productType === 'LIVE' && x.rate === 0.9))
        return jsonResponse(
          fail('agent.rebate.range', "The LIVE rebate must lie between the downline's members' rate and yours."),
          400,
        )
      linaRates = {
        ...linaRates,
        rates: linaRates.rates.map((x) => ({
          ...x,
          rate: body.rates.find((b) => b.productType === x.productType)?.rate ?? x.rate,
        })),
      }
      return jsonResponse(ok(linaRates))
    },
  }
  return { handlers, posts, downlineQueries }
}

describe('rebate settings', { timeout: 20_000 }, () => {
  it('shows the own rates and lists the direct downlines only', async () => {
    const { handlers, downlineQueries } = ratesApi()
    renderApp('/m/member/agent/agentRebeat', { session: agentSession, handlers })
    expect(await screen.findByTestId('own-rate-RNG', {}, { timeout: 8000 })).toHaveTextContent('1.50%')
    expect(screen.getByTestId('own-rate-COCKFIGHT')).toHaveTextContent('0.00%')
    const list = await screen.findByRole('navigation', { name: 'Direct downlines' })
    expect(within(list).getByText('lina')).toBeInTheDocument()
    expect(downlineQueries.at(-1)?.get('direct')).toBe('1')
  })

  it("refuses a downline rate above the agent's or below its own members', then saves a valid one", async () => {
    const { handlers, posts } = ratesApi()
    const { user, router } = renderApp('/m/member/agent/agentRebeat', { session: agentSession, handlers })
    await user.click(await screen.findByText('lina', {}, { timeout: 8000 }))
    expect(router.state.location.search).toBe('?downline=11')
    const rng = await screen.findByRole('textbox', { name: 'Slots rate' })
    expect(rng).toHaveValue('1.00')
    expect(screen.getByText('Allowed 0.40% – 1.50%')).toBeInTheDocument()

    await user.clear(rng)
    await user.type(rng, '1.6')
    await user.click(screen.getByRole('button', { name: 'Save rates' }))
    expect(await screen.findByText('Cannot be above your own rate of 1.50%.')).toBeInTheDocument()
    expect(rng).toHaveAttribute('aria-invalid', 'true')

    await user.clear(rng)
    await user.type(rng, '0.3')
    await user.click(screen.getByRole('button', { name: 'Save rates' }))
    expect(
      await screen.findByText('Cannot be below 0.40%, the highest rate this downline gives its members.'),
    ).toBeInTheDocument()

    await user.clear(rng)
    await user.type(rng, '1.234')
    await user.click(screen.getByRole('button', { name: 'Save rates' }))
    expect(await screen.findByText('Enter a percent with at most 2 decimals.')).toBeInTheDocument()
    expect(posts).toHaveLength(0)

    await user.clear(rng)
    await user.type(rng, '1.25')
    await user.click(screen.getByRole('button', { name: 'Save rates' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    expect(posts[0]).toMatchObject({ downlineId: 11 })
    expect(posts[0]?.rates).toHaveLength(REBATE_PRODUCT_TYPES.length)
    expect(posts[0]?.rates).toContainEqual({ productType: 'RNG', rate: 1.25 })
    expect(posts[0]?.rates).toContainEqual({ productType: 'LIVE', rate: 0.6 })
    expect(await screen.findByText('Rates of lina saved')).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Slots rate' })).toHaveValue('1.25'))
  })

  it("shows the server's refusal when it turns a rate down", async () => {
    const { handlers, posts } = ratesApi()
    const { user } = renderApp('/m/member/agent/agentRebeat?downline=11', { session: agentSession, handlers })
    const live = await screen.findByRole('textbox', { name: 'Live casino rate' }, { timeout: 8000 })
    await user.clear(live)
    await user.type(live, '0.9')
    await user.click(screen.getByRole('button', { name: 'Save rates' }))
    await waitFor(() => expect(posts).toHaveLength(1))
    const form = screen.getByRole('form', { name: 'Downline rebate rates' })
    expect(
      await within(form).findByText("The LIVE rebate must lie between the downline's members' rate and yours."),
    ).toHaveAttribute('role', 'alert')
  })

  it('sends a player home', async () => {
    const { router } = renderApp('/m/member/agent/agentRebeat', {
      session: memberSession,
      handlers: ratesApi().handlers,
    })
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/home'), { timeout: 8000 })
  })
})

const income = (over: Partial<RebateIncome['footer']> = {}): RebateIncome => ({
  footer: {
    bet: 370,
    income: 2.05,
    currency: 'PHP',
    timeZone: 'Asia/Manila',
    startDate: '2026-11-26',
    endDate: '2026-11-26',
    ...over,
  },
  list: REBATE_PRODUCT_TYPES.map((productType) =>
    productType === 'RNG'
      ? { productType, rate: 1.5, bet: 370, income: 2.05 }
      : { productType, rate: productType === 'LIVE' ? 1 : 0, bet: 0, income: 0 },
  ),
})

describe('rebate income', { timeout: 20_000 }, () => {
  it("shows the call's totals and rows for today, asks again for another range, and says nothing is paid", async () => {
    const calls: URLSearchParams[] = []
    const { user } = renderApp('/m/member/teamRebate', {
      session: agentSession,
      handlers: {
        [INCOME_PATH]: (r: RecordedRequest) => {
          calls.push(r.url.searchParams)
          return jsonResponse(ok(income()))
        },
      },
    })
    expect(await screen.findByTestId('rebate-income', {}, { timeout: 8000 })).toHaveTextContent('2.05')
    expect(screen.getByTestId('rebate-bet')).toHaveTextContent('370.00')
    const rng = screen.getByTestId('rebate-row-RNG')
    expect(within(rng).getByText('Slots')).toBeInTheDocument()
    expect(within(rng).getByText('1.50%')).toBeInTheDocument()
    expect(screen.getByRole('table', { name: 'Rebate income by game type' }).querySelectorAll('tbody tr')).toHaveLength(
      REBATE_PRODUCT_TYPES.length,
    )
    expect(screen.getByText(/Rebates are not paid into your wallet on this platform yet\./)).toBeInTheDocument()
    const [today] = calls as [URLSearchParams]
    expect(today.get('startDate')).toBe(today.get('endDate'))

    await user.click(screen.getByText('7 days'))
    await waitFor(() => expect(calls).toHaveLength(2))
    const week = calls[1] as URLSearchParams
    expect(week.get('endDate')).toBe(today.get('endDate'))
    const span = (Date.parse(week.get('endDate') ?? '') - Date.parse(week.get('startDate') ?? '')) / 86_400_000
    expect(span).toBe(6)
  })

  it('says it could not load rather than showing zeros', async () => {
    renderApp('/m/member/teamRebate', {
      session: agentSession,
      handlers: { [INCOME_PATH]: () => jsonResponse(fail('agent.date.span', 'Too long'), 400) },
    })
    expect(await screen.findByText('Could not load this. Please try again.', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.queryByTestId('rebate-income')).toBeNull()
  })
})
