import type { LotteryFamily, LotteryNumero } from '@parlor/contract'
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, ok } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { drawnNumero } from '../testing/results-fixtures'

const FIRST_LOAD = { timeout: 8000 }

/** `count` drawn numeros of a fast game, newest first, as /lgw/numeros/near answers. */
async function history(family: LotteryFamily, gameCode: string, count: number) {
  const out: LotteryNumero[] = []
  for (let k = count; k >= 1; k--)
    out.push(
      await drawnNumero(
        family,
        gameCode,
        family === 'VN' ? `202611${String(k).padStart(2, '0')}` : `20261126-${String(k).padStart(4, '0')}`,
      ),
    )
  return out
}

describe('lottery results', { timeout: 20_000 }, () => {
  it('lists the drawn numeros with their balls, each linking to its verify page', async () => {
    const draws = await history('SSC', 'PL_SSC1', 3)
    const { api } = renderApp('/m/lotteryResults?gameCode=PL_SSC1', {
      handlers: { '/lgw/numeros/near': () => jsonResponse(ok(draws)) },
    })
    const rows = await screen.findAllByTestId('lottery-result-row', {}, FIRST_LOAD)
    expect(rows).toHaveLength(3)
    const newest = draws[0] as LotteryNumero
    const first = rows[0] as HTMLElement
    expect(within(first).getByText(newest.numero)).toBeInTheDocument()
    expect(within(first).getByLabelText((newest.result ?? []).join(' '))).toBeInTheDocument()
    expect(within(first).getByRole('link', { name: 'Verify' })).toHaveAttribute(
      'href',
      `/m/lotteryVerify?gameCode=PL_SSC1&numero=${newest.numero}`,
    )
    const asked = api.requests.find((r) => r.url.pathname === '/lgw/numeros/near')
    expect(asked?.url.searchParams.get('gameCode')).toBe('PL_SSC1')
  })

  it('charts a position over the last draws and counts each digit', async () => {
    const draws = await history('SSC', 'PL_SSC1', 12)
    const { user } = renderApp('/m/lotteryResults?gameCode=PL_SSC1', {
      handlers: { '/lgw/numeros/near': () => jsonResponse(ok(draws)) },
    })
    await screen.findAllByTestId('lottery-result-row', {}, FIRST_LOAD)
    await user.click(screen.getByText('Trend'))
    const line = await screen.findByTestId('lottery-trend-line')
    expect(line.querySelectorAll('circle')).toHaveLength(12)
    // Oldest first, so the last dot is the newest draw's first digit.
    const dots = [...line.querySelectorAll('circle title')].map((t) => t.textContent)
    expect(dots.at(-1)).toBe(`${draws[0]?.numero}: ${draws[0]?.result?.[0]}`)
    const bars = screen.getByTestId('lottery-trend-frequency').querySelectorAll('[data-label]')
    expect(bars).toHaveLength(10)
    const counted = Object.fromEntries(
      [...bars].map((b) => [b.getAttribute('data-label'), Number(b.getAttribute('data-count'))]),
    )
    for (let d = 0; d <= 9; d++)
      expect(counted[String(d)]).toBe(draws.filter((x) => x.result?.[0] === String(d)).length)

    // Another position follows that digit.
    await user.click(screen.getByText('Pos. 3'))
    await waitFor(() =>
      expect([...screen.getByTestId('lottery-trend-line').querySelectorAll('circle title')].at(-1)?.textContent).toBe(
        `${draws[0]?.numero}: ${draws[0]?.result?.[2]}`,
      ),
    )
  })

  it('shows the Vietnamese special prize and opens the full prize table', async () => {
    const draws = await history('VN', 'PL_VN_NORTH', 2)
    const { user } = renderApp('/m/lotteryResults?gameCode=PL_VN_NORTH', {
      handlers: { '/lgw/numeros/near': () => jsonResponse(ok(draws)) },
    })
    const rows = await screen.findAllByTestId('lottery-result-row', {}, FIRST_LOAD)
    const result = draws[0]?.result ?? []
    const first = rows[0] as HTMLElement
    expect(within(first).getByLabelText([...(result[0] ?? '')].join(' '))).toBeInTheDocument()
    expect(within(first).queryByTestId('lottery-prize-table')).not.toBeInTheDocument()
    await user.click(within(first).getByRole('button', { name: 'All prizes' }))
    const table = within(first).getByTestId('lottery-prize-table')
    expect(within(table).getAllByRole('row')).toHaveLength(8)
    expect(within(table).getByRole('row', { name: /7th prize/ })).toHaveTextContent(result.slice(23).join(' '))
  })

  it('says when a game has no draws yet', async () => {
    renderApp('/m/lotteryResults?gameCode=PL_D3', { handlers: { '/lgw/numeros/near': () => jsonResponse(ok([])) } })
    expect(await screen.findByText('No draws yet', {}, FIRST_LOAD)).toBeInTheDocument()
  })

  it("says why the history could not load, in the server's words, and tries again", async () => {
    let attempts = 0
    const { user } = renderApp('/m/lotteryResults?gameCode=PL_D3', {
      handlers: {
        '/lgw/numeros/near': () => {
          attempts += 1
          return attempts === 1
            ? jsonResponse(fail('server_busy', 'The server is busy. Try again in a moment.'), 409)
            : jsonResponse(ok([]))
        },
      },
    })
    const alert = await screen.findByRole('alert', {}, FIRST_LOAD)
    expect(alert).toHaveTextContent('The server is busy. Try again in a moment.')
    await user.click(within(alert).getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('No draws yet')).toBeInTheDocument()
  })

  it('refuses a game the engine does not run', async () => {
    renderApp('/m/lotteryResults?gameCode=NOPE')
    expect(await screen.findByText('Lottery not found', {}, FIRST_LOAD)).toBeInTheDocument()
  })
})
