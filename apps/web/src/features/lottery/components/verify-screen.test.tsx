import type { LotteryNumero } from '@parlor/contract'
import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { fail, jsonResponse, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { drawnNumero } from '../testing/results-fixtures'

const FIRST_LOAD = { timeout: 8000 }

function open(draw: LotteryNumero, asked: RecordedRequest[] = []) {
  return renderApp(`/m/lotteryVerify?gameCode=${draw.gameCode}&numero=${draw.numero}`, {
    handlers: {
      '/lgw/draw': (r) => {
        asked.push(r)
        return jsonResponse(ok(draw))
      },
    },
  })
}

describe('lottery verify page', { timeout: 20_000 }, () => {
  it('recomputes the commitment and the result in the browser and says they match', async () => {
    const draw = await drawnNumero('PK10', 'PL_PK10', '20261126-0731')
    const asked: RecordedRequest[] = []
    open(draw, asked)
    expect(await screen.findByTestId('lottery-verify-ok', {}, FIRST_LOAD)).toHaveTextContent('Verified')
    expect(screen.getByTestId('lottery-verify-commit')).toHaveTextContent(draw.commitHash)
    expect(screen.getByTestId('lottery-verify-seed')).toHaveTextContent(draw.seed ?? '')
    expect(screen.getByText('SHA-256 of the seed equals the commitment')).toBeInTheDocument()
    expect(asked[0]?.url.searchParams.get('numero')).toBe('20261126-0731')
    expect(screen.queryByTestId('lottery-verify-mismatch')).not.toBeInTheDocument()
  })

  it('verifies a Vietnamese draw with its 27 prizes', async () => {
    const draw = await drawnNumero('VN', 'PL_VN_SOUTH', '20261125')
    open(draw)
    expect(await screen.findByTestId('lottery-verify-ok', {}, FIRST_LOAD)).toBeInTheDocument()
    expect(screen.getByTestId('lottery-prize-table')).toBeInTheDocument()
  })

  it('flags a result the seed does not give, showing the one it does', async () => {
    const draw = await drawnNumero('SSC', 'PL_SSC5', '20261126-0100')
    const real = draw.result ?? []
    // One digit changed: what an operator altering a result after the fact would publish.
    const tampered = real.map((d, i) => (i === 2 ? String((Number(d) + 1) % 10) : d))
    open({ ...draw, result: tampered })
    const verdict = await screen.findByTestId('lottery-verify-mismatch', {}, FIRST_LOAD)
    expect(verdict).toHaveTextContent('Does not match')
    expect(verdict).toHaveTextContent('The seed gives a different result')
    expect(verdict).toHaveTextContent('SHA-256 of the seed equals the commitment')
    expect(screen.getByLabelText(real.join(' '))).toBeInTheDocument()
    expect(screen.queryByTestId('lottery-verify-ok')).not.toBeInTheDocument()
  })

  it('flags a seed that is not the one committed to', async () => {
    const draw = await drawnNumero('D3', 'PL_D3', '20261126-0200')
    const other = await drawnNumero('D3', 'PL_D3', '20261126-0200')
    open({ ...draw, commitHash: other.commitHash })
    expect(await screen.findByTestId('lottery-verify-mismatch', {}, FIRST_LOAD)).toHaveTextContent(
      'SHA-256 of the seed differs from the commitment',
    )
  })

  it('before the draw shows the commitment and says when the seed comes', async () => {
    const draw = await drawnNumero('SSC', 'PL_SSC1', '20261126-0900')
    open({ ...draw, status: 'scheduled', seed: null, result: null })
    expect(await screen.findByTestId('lottery-verify-pending', {}, FIRST_LOAD)).toHaveTextContent(
      /The seed is revealed after the draw at/,
    )
    expect(screen.getByTestId('lottery-verify-commit')).toHaveTextContent(draw.commitHash)
    expect(screen.queryByTestId('lottery-verify-seed')).not.toBeInTheDocument()
    expect(screen.getByText(/Before betting opens, we publish the commitment/)).toBeInTheDocument()
  })

  it('says when the numero does not exist', async () => {
    renderApp('/m/lotteryVerify?gameCode=PL_SSC1&numero=20261126-0001', {
      handlers: { '/lgw/draw': () => jsonResponse(fail('not_found', 'Not found'), 404) },
    })
    expect(await screen.findByRole('alert', {}, FIRST_LOAD)).toHaveTextContent('Draw not found')
  })
})
