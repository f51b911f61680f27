import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

function envelopesApi(opts: { claimFails?: boolean } = {}) {
  const claims: unknown[] = []
  let balance = 100
  let waiting = [
    { id: 41, from: 'agent', startsAt: Date.now() - 60_000, endsAt: Date.now() + 600_000, status: 'open' },
    { id: 42, from: 'agent', startsAt: Date.now() + 3_600_000, endsAt: Date.now() + 7_200_000, status: 'scheduled' },
  ]
  const handlers = {
    '/wps/member/redEnvelopes': () => jsonResponse(ok({ list: waiting })),
    '/wps/member/redEnvelopes/claim': (r: RecordedRequest) => {
      const body = JSON.parse(r.body ?? '{}')
      claims.push(body)
      if (opts.claimFails) return jsonResponse(fail('redenvelope.ended', 'This red envelope rain has ended.'), 409)
      waiting = waiting.filter((e) => e.id !== body.id)
      balance += 12.34
      return jsonResponse(ok({ id: body.id, amount: 12.34, balance, currency: 'PHP', from: 'agent' }))
    },
    '/wps/v2/wallets/balance': () =>
      jsonResponse(
        ok({
          sumBalance: balance,
          balance: [{ accountTypeId: 1, availBalance: balance }],
          currency: 'PHP',
          currencySymbol: '₱',
        }),
      ),
  }
  return { handlers, claims }
}

describe('red envelopes of a rain', { timeout: 20_000 }, () => {
  it('opens the envelope whose window is open, shows its amount and the balance rising; a scheduled one waits', async () => {
    const { handlers, claims } = envelopesApi()
    const { user } = renderApp('/m/redEnvelopes', { session: memberSession, handlers })
    const open = await screen.findByTestId('red-envelope-41', {}, { timeout: 8000 })
    expect(open).toHaveTextContent('From agent')
    expect(open).toHaveTextContent(/Ends in (9|10):\d\d/)
    const later = screen.getByTestId('red-envelope-42')
    expect(later).toHaveTextContent(/Opens in 1:00:\d\d|Opens in 59:\d\d/)
    const buttons = screen.getAllByRole('button', { name: 'Open' })
    expect(buttons[1]).toBeDisabled()
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('100.00'))
    await user.click(buttons[0] as HTMLElement)
    expect(await screen.findByTestId('red-envelope-amount')).toHaveTextContent('12.34')
    expect(claims).toEqual([{ id: 41 }])
    await waitFor(() => expect(screen.getByTestId('header-balance')).toHaveTextContent('112.34'))
    await waitFor(() => expect(screen.queryByTestId('red-envelope-41')).toBeNull())
  })

  it('shows the server refusal when the rain ended meanwhile', async () => {
    const { handlers } = envelopesApi({ claimFails: true })
    const { user } = renderApp('/m/redEnvelopes', { session: memberSession, handlers })
    await screen.findByTestId('red-envelope-41', {}, { timeout: 8000 })
    await user.click(screen.getAllByRole('button', { name: 'Open' })[0] as HTMLElement)
    expect(await screen.findByText('This red envelope rain has ended.')).toBeInTheDocument()
    expect(screen.queryByTestId('red-envelope-amount')).toBeNull()
  })

  it('puts a badge on home while an envelope is open, leading to the envelopes', async () => {
    const { handlers } = envelopesApi()
    const { user, router } = renderApp('/m/home', { session: memberSession, handlers })
    const badge = await screen.findByTestId('red-envelope-badge', {}, { timeout: 8000 })
    expect(badge).toHaveAccessibleName('Red envelopes waiting for you: 1')
    await user.click(badge)
    await waitFor(() => expect(router.state.location.pathname).toBe('/m/redEnvelopes'))
  })
})
