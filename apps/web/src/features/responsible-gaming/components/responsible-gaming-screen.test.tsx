import { RG_LIMIT_KINDS, RG_PERIODS, type RgLimit, type RgSettings, type RgTimeLimit } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { readSession } from '@/lib/storage'

const FIRST_LOAD = { timeout: 8000 }
const LATER = Date.UTC(2026, 10, 29, 2, 0)
const NO_TIME_LIMITS: RgTimeLimit[] = [
  { period: 'day', minutes: null, pendingMinutes: null, pendingTime: null, usedMinutes: 0 },
  { period: 'week', minutes: null, pendingMinutes: null, pendingTime: null, usedMinutes: 0 },
]

function settings(patch: (l: RgLimit) => RgLimit = (l) => l, timeLimits = NO_TIME_LIMITS): RgSettings {
  return {
    currency: 'PHP',
    coolingOffHours: 24,
    exclusion: null,
    timeLimits,
    limits: RG_LIMIT_KINDS.flatMap((kind) =>
      RG_PERIODS.map((period) =>
        patch({ kind, period, amount: null, pendingAmount: null, pendingTime: null, used: 0 }),
      ),
    ),
  }
}

describe('responsible gaming', { timeout: 20_000 }, () => {
  it('shows each limit with what is used and a pending raise with its time', async () => {
    const current = settings((l) =>
      l.kind === 'deposit' && l.period === 'day'
        ? { ...l, amount: 500, used: 120, pendingAmount: 800, pendingTime: LATER }
        : l,
    )
    renderApp('/m/responsibleGaming', {
      session: memberSession,
      handlers: { '/wps/relay/RG_getSettings': () => jsonResponse(ok(current)) },
    })
    const row = await screen.findByTestId('rg-limit-deposit-day', {}, FIRST_LOAD)
    expect(row).toHaveTextContent('500.00 PHP')
    expect(row).toHaveTextContent('Used so far: 120.00 PHP')
    expect(row).toHaveTextContent(/Changes to 800\.00 PHP on/)
    expect(screen.getByTestId('rg-limit-wager-month')).toHaveTextContent('No limit')
    expect(screen.getByText(/applies only after 24 hours/)).toBeInTheDocument()
  })

  it('sends a raise and says when it takes effect; shows the server refusal', async () => {
    let answer = () =>
      jsonResponse(
        ok({
          limit: { kind: 'loss', period: 'week', amount: 50, pendingAmount: 90, pendingTime: LATER, used: 0 },
          effectiveTime: LATER,
          immediate: false,
        }),
      )
    const { user, api } = renderApp('/m/responsibleGaming', {
      session: memberSession,
      handlers: {
        '/wps/relay/RG_getSettings': () => jsonResponse(ok(settings())),
        '/wps/relay/RG_setLimit': () => answer(),
      },
    })
    await user.click(await screen.findByTestId('rg-limit-loss-week', {}, FIRST_LOAD))
    const dialog = await screen.findByRole('dialog', { name: 'Loss limit · Weekly' })
    const input = within(dialog).getByPlaceholderText('Limit (PHP)')
    await user.type(input, '1.234')
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }))
    expect(await within(dialog).findByText(/at most two decimals/)).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '90')
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }))
    expect(await screen.findByText(/Your change applies from/)).toBeInTheDocument()
    const sent = api.requests.find((r) => r.url.pathname === '/wps/relay/RG_setLimit')
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ kind: 'loss', period: 'week', amount: '90' })

    answer = () => jsonResponse(fail('rg.amountInvalid', 'Enter an amount greater than zero.'), 400)
    await user.click(await screen.findByTestId('rg-limit-wager-day'))
    const again = await screen.findByRole('dialog', { name: 'Wager limit · Daily' })
    await user.type(within(again).getByPlaceholderText('Limit (PHP)'), '5')
    await user.click(within(again).getByRole('button', { name: 'Save limit' }))
    expect(await within(again).findByText('Enter an amount greater than zero.')).toBeInTheDocument()
  })

  it('shows the session time used today against the limit, and sets a time limit in whole minutes', async () => {
    const time: RgTimeLimit[] = [
      { period: 'day', minutes: 90, pendingMinutes: 120, pendingTime: LATER, usedMinutes: 42 },
      { period: 'week', minutes: null, pendingMinutes: null, pendingTime: null, usedMinutes: 300 },
    ]
    const { user, api } = renderApp('/m/responsibleGaming', {
      session: memberSession,
      handlers: {
        '/wps/relay/RG_getSettings': () => jsonResponse(ok(settings(undefined, time))),
        '/wps/relay/RG_setTimeLimit': () =>
          jsonResponse(
            ok({ limit: { ...NO_TIME_LIMITS[1], minutes: 600 }, effectiveTime: Date.now(), immediate: true }),
          ),
      },
    })
    const day = await screen.findByTestId('rg-limit-time-day', {}, FIRST_LOAD)
    expect(day).toHaveTextContent('90 min')
    expect(day).toHaveTextContent('Today: 42 min used')
    expect(day).toHaveTextContent(/Changes to 120 min on/)
    const week = screen.getByTestId('rg-limit-time-week')
    expect(week).toHaveTextContent('No limit')
    expect(week).toHaveTextContent('This week: 300 min used')

    await user.click(week)
    const dialog = await screen.findByRole('dialog', { name: 'Session-time limit · Weekly' })
    const input = within(dialog).getByPlaceholderText('Limit (minutes)')
    await user.type(input, '20000')
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }))
    expect(await within(dialog).findByText(/at most 1440 a day/)).toBeInTheDocument()
    await user.clear(input)
    await user.type(input, '600')
    await user.click(within(dialog).getByRole('button', { name: 'Save limit' }))
    expect(await screen.findByText('Your limit applies now.')).toBeInTheDocument()
    const sent = api.requests.find((r) => r.url.pathname === '/wps/relay/RG_setTimeLimit')
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({ period: 'week', minutes: 600 })
  })

  it('asks before a self-exclusion, then signs the member out', async () => {
    let taken = 0
    const { user, router } = renderApp('/m/responsibleGaming?tab=break', {
      session: memberSession,
      handlers: {
        '/wps/relay/RG_getSettings': () => jsonResponse(ok(settings())),
        '/wps/relay/RG_takeBreak': () => {
          taken++
          return jsonResponse(ok({ kind: 'self_exclusion', startTime: Date.now(), endTime: null }))
        },
      },
    })
    const start = await screen.findByRole('button', { name: 'Choose how long' }, FIRST_LOAD)
    expect(start).toBeDisabled()
    await user.click(screen.getByText('Permanent'))
    await user.click(screen.getByRole('button', { name: 'Start my break' }))
    expect(await screen.findByText(/your account will stay closed for good/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Cancel' }))
    expect(taken).toBe(0)
    await user.click(screen.getByRole('button', { name: 'Start my break' }))
    await user.click(await screen.findByRole('button', { name: 'Yes, start my break' }))
    await user.click(await screen.findByRole('button', { name: 'OK' }))
    expect(taken).toBe(1)
    await waitFor(() => expect(readSession()).toBeNull())
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/m/responsibleGaming'))
  })
})
