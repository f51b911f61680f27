import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { lanesHandler, makeGame } from '../testing'

const LANES = '/wps/relay/GCSGAME_newGameVendor'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const LIST = '/wps/relay/GCSGAME_gameList'
const LAUNCH = '/wps/game/launchGame'
const TRIAL = '/wps/relay/GCS_gameTrialLaunch'
// The first screen of a file waits for its lazy chunks, slow on a busy two-core machine.
const FIRST_LOAD = { timeout: 8000 }

/**
 * The catalogue's slots: the list answers what it was asked for (vendor and name), so a test sees
 * its filters reach the server; game 1 of every answer lets guests try it.
 */
const list = (r: RecordedRequest) => {
  const q = r.url.searchParams
  const vendor = q.get('vassalage') || 'INHOUSE'
  const name = q.get('gameName') ?? ''
  const games = [1, 2, 3].map((i) =>
    makeGame(i, { vassalage: vendor, gameName: `${name || vendor} ${i}`, supportPlay: i === 1 ? 0 : 1 }),
  )
  return jsonResponse(ok({ games, pageNum: 1, totalPages: 1, totalCount: games.length }))
}
const hot = (r: RecordedRequest) =>
  jsonResponse(
    ok({
      list:
        r.url.searchParams.get('vassalage') === 'PGS'
          ? []
          : [7, 8, 9, 10, 11].map((id) => makeGame(id, { gameName: `Hot ${id}` })),
    }),
  )

type Options = NonNullable<Parameters<typeof renderApp>[1]>

function openSlots(url = '/m/slotsCenter', options: Options = {}) {
  return renderApp(url, {
    ...options,
    handlers: {
      [LANES]: lanesHandler,
      [LIST]: list,
      [HOT]: hot,
      '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
      ...options.handlers,
    },
  })
}

const grid = () => screen.getByRole('list', { name: 'Games' })
const gridNames = () => [...grid().querySelectorAll('.game-tile__name')].map((n) => n.textContent)
const hotSection = () => screen.queryByRole('region', { name: 'Hot slots' })
const asked = (requests: RecordedRequest[], path: string) =>
  requests.filter((r) => r.url.pathname === path).map((r) => Object.fromEntries(r.url.searchParams))

describe('the slots centre', { timeout: 20_000 }, () => {
  it('shows the slot games, their count and providers, and the hot ones on top', async () => {
    const { api } = openSlots()
    await waitFor(() => expect(gridNames()).toEqual(['INHOUSE 1', 'INHOUSE 2', 'INHOUSE 3']), FIRST_LOAD)
    expect(screen.getByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument()
    expect(screen.getByText('100 games')).toBeInTheDocument()
    expect(screen.getByText('3 providers')).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 2, name: 'All slots' })).toBeInTheDocument()
    const hotOnes = hotSection() as HTMLElement
    await waitFor(() =>
      expect([...hotOnes.querySelectorAll('.popular-tile__name')].map((n) => n.textContent)).toEqual([
        'Hot 7',
        'Hot 8',
        'Hot 9',
        'Hot 10',
      ]),
    )
    expect(within(hotOnes).getByRole('link', { name: 'More games' })).toHaveAttribute(
      'href',
      '/m/gameList?gameType=RNG&dataType=hot',
    )
    expect(asked(api.requests, LIST)[0]).toMatchObject({ gameType: 'RNG', vassalage: '', gameName: '', pageNo: '1' })
    expect(asked(api.requests, HOT)[0]).toMatchObject({ gameType: 'RNG', vassalage: '' })
  })

  it('lists only slots, whatever game type the address names', async () => {
    const { api } = openSlots('/m/slotsCenter?gameType=FISH&tab=new&dataType=fav')
    await waitFor(() => expect(gridNames()).toHaveLength(3), FIRST_LOAD)
    for (const call of asked(api.requests, LIST)) expect(call).toMatchObject({ gameType: 'RNG', isNew: '' })
  })

  it('filters by vendor from the strip, in the address and in both lists', async () => {
    const { user, api } = openSlots()
    const strip = await screen.findByRole('navigation', { name: 'Game providers' }, FIRST_LOAD)
    await user.click(await within(strip).findByRole('button', { name: 'JL Games' }))
    await waitFor(() => expect(gridNames()).toEqual(['JL 1', 'JL 2', 'JL 3']))
    expect(new URLSearchParams(window.location.search).get('vendor')).toBe('JL')
    expect(within(strip).getByRole('button', { name: 'JL Games' })).toHaveAttribute('aria-pressed', 'true')
    expect(asked(api.requests, HOT).at(-1)).toMatchObject({ gameType: 'RNG', vassalage: 'JL' })
    // A vendor without hot slots shows no empty hot row.
    await user.click(within(strip).getByRole('button', { name: 'PGS Games' }))
    await waitFor(() => expect(gridNames()).toEqual(['PGS 1', 'PGS 2', 'PGS 3']))
    await waitFor(() => expect(hotSection()).not.toBeInTheDocument())
  })

  it('searches by name on Enter only, and shows the results without the hot row', async () => {
    const { user, api } = openSlots()
    await waitFor(() => expect(gridNames()).toHaveLength(3), FIRST_LOAD)
    const box = screen.getByPlaceholderText('Search slots')
    await user.type(box, 'dragon')
    expect(asked(api.requests, LIST).some((q) => q.gameName === 'dragon')).toBe(false)
    await user.type(box, '{Enter}')
    await waitFor(() => expect(gridNames()).toEqual(['dragon 1', 'dragon 2', 'dragon 3']))
    expect(screen.getByRole('heading', { level: 2, name: 'Results for “dragon”' })).toBeInTheDocument()
    expect(new URLSearchParams(window.location.search).get('gameName')).toBe('dragon')
    expect(hotSection()).not.toBeInTheDocument()
  })

  it('lets a guest try a game that allows it, with demo money', async () => {
    const trial = vi.fn(() => jsonResponse(ok({ content: { game_url: '/games/inhouse/code_1?t=trial-token' } })))
    const { user } = openSlots('/m/slotsCenter', { handlers: { [TRIAL]: trial } })
    await waitFor(() => expect(gridNames()).toHaveLength(3), FIRST_LOAD)
    const [free, paid] = within(grid()).getAllByRole('listitem')
    expect(within(paid as HTMLElement).queryByRole('button', { name: /for free/ })).toBeNull()
    await user.click(within(free as HTMLElement).getByRole('button', { name: 'Try INHOUSE 1 for free' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    expect(new URLSearchParams(window.location.search).get('trial')).toBe('1')
    expect(trial).toHaveBeenCalledTimes(1)
    expect(await screen.findByText('Free trial · demo money', undefined, FIRST_LOAD)).toBeInTheDocument()
  })

  it("sends a guest's plain tap on a game to login", async () => {
    const { user, api } = openSlots()
    await waitFor(() => expect(gridNames()).toHaveLength(3), FIRST_LOAD)
    await user.click(within(grid()).getByRole('button', { name: 'INHOUSE 2' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
    expect(asked(api.requests, LAUNCH)).toEqual([])
  })

  it('launches a tapped game for a member, who sees no Try buttons', async () => {
    const launch = vi.fn(() => jsonResponse(ok({ content: { game_url: '/games/inhouse/play?t=abc' } })))
    const { user } = openSlots('/m/slotsCenter?vendor=JL', { session: memberSession, handlers: { [LAUNCH]: launch } })
    await waitFor(() => expect(gridNames()).toEqual(['JL 1', 'JL 2', 'JL 3']), FIRST_LOAD)
    expect(within(grid()).queryByRole('button', { name: /for free/ })).toBeNull()
    await user.click(within(grid()).getByRole('button', { name: 'JL 2' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    const [[request]] = launch.mock.calls as unknown as [[RecordedRequest]]
    expect(request.url.searchParams.get('nodeId')).toBe('2')
    expect(request.url.searchParams.get('backUrl')).toBe('/m/slotsCenter?vendor=JL')
  })
})
