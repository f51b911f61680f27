import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'

const FIRST_LOAD = { timeout: 8000 }

const item = (nodeId: number, displayName: string, classify: string, vendor: string, lotteryCode: string | null) => ({
  gameCode: `code_${nodeId}`,
  gameName: displayName,
  displayName,
  vendor,
  nodeId,
  prizeMode: 'Lott',
  classify,
  icon: `/cdn/games/${nodeId}.svg`,
  hot: false,
  lotteryCode,
})

const LIST = [
  item(1, 'Pick 3', 'QUICK', 'INHOUSE', null),
  item(2, 'Lucky 5 · 1 min', 'FAST', 'INHOUSE', 'PL_SSC1'),
  item(3, 'Hanoi', 'VN_NORTH', 'TCG_LOTTO_VN', 'PL_VN_NORTH'),
  item(4, 'Mystery draw', 'ODD_VENDOR_CLASS', 'TCG_SEA', 'PL_D3'),
]

function open(url: string) {
  const launches: RecordedRequest[] = []
  const view = renderApp(url, {
    session: memberSession,
    handlers: {
      '/lgw/games/mobile': () => jsonResponse(ok(LIST)),
      '/wps/game/launchGame': (r) => {
        launches.push(r)
        return jsonResponse(ok({ content: { game_url: '/m/startLottery?gameCode=PL_D3' } }))
      },
    },
  })
  return { ...view, launches }
}

describe('lottery list', { timeout: 30_000 }, () => {
  it.each(['/m/moreLottery', '/m/lottery', '/m/startLottery'])(
    'on %s groups the lotteries under translated names, never a raw code',
    async (url) => {
      open(url)
      const fast = await screen.findByRole('region', { name: 'Fast draws' }, FIRST_LOAD)
      expect(screen.getByRole('heading', { level: 1, name: 'All lotteries' })).toBeInTheDocument()
      expect(within(fast).getByRole('link', { name: 'Lucky 5 · 1 min' })).toHaveAttribute(
        'href',
        '/m/startLottery?gameCode=PL_SSC1',
      )
      const north = screen.getByRole('region', { name: 'Northern Vietnam' })
      expect(within(north).getByRole('link', { name: 'Hanoi' })).toHaveAttribute(
        'href',
        '/m/startLottery?gameCode=PL_VN_NORTH',
      )
      expect(screen.getByRole('region', { name: 'More lotteries' })).toHaveTextContent('Mystery draw')
      expect(document.body).not.toHaveTextContent('ODD_VENDOR_CLASS')
      const groups = screen.getAllByRole('region').map((r) => within(r).getByRole('heading').textContent)
      expect(groups).toEqual(['Fast draws', 'Northern Vietnam', 'Quick draw', 'More lotteries'])
    },
  )

  it('launches an entry the engine does not run the way games launch, and follows an in-app answer', async () => {
    const { user, launches } = open('/m/moreLottery')
    await user.click(await screen.findByRole('button', { name: 'Pick 3' }, FIRST_LOAD))
    // Lottery vendors resolve through the launch page, which opens an in-app answer in place.
    await waitFor(() => expect(launches).toHaveLength(1))
    expect(launches[0]?.url.searchParams.get('launchMode')).toBe('LOTT')
    await waitFor(() =>
      expect(`${window.location.pathname}${window.location.search}`).toBe('/m/startLottery?gameCode=PL_D3'),
    )
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument()
  })
})
