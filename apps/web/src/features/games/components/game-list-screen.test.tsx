import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { lanesHandler, makeGame, pagedList } from '../testing'

const LIST = '/wps/relay/GCSGAME_gameList'
const LANES = '/wps/relay/GCSGAME_newGameVendor'

const listCalls = (requests: RecordedRequest[]) => requests.filter((r) => r.url.pathname === LIST)
const tiles = () => within(screen.getByRole('list', { name: 'Games' })).getAllByRole('listitem')
const tileIds = () => tiles().map((li) => Number(li.dataset.nodeId))

let now = 1_000_000
function scrollToBottom(advanceMs = 1000) {
  now += advanceMs
  fireEvent.scroll(window)
}

async function open(url: string, options: Parameters<typeof renderApp>[1] = {}) {
  now = 1_000_000
  vi.spyOn(Date, 'now').mockImplementation(() => now)
  const app = renderApp(url, { ...options, handlers: { [LANES]: lanesHandler, ...options.handlers } })
  // The first test also pays for loading the lazy screen module.
  await screen.findByRole('heading', { level: 1, name: /Slots|Fishing|Live/ }, { timeout: 10_000 })
  return app
}

afterEach(() => vi.restoreAllMocks())

describe('game list paging', { timeout: 20_000 }, () => {
  it('replaces on the first page, appends later pages, and stops at the last', async () => {
    const { api } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(3) } })
    await waitFor(() => expect(tileIds()).toEqual([101, 102, 103]))
    const first = listCalls(api.requests)[0]?.url.searchParams
    expect(first?.get('pageSize')).toBe('26')
    expect(first?.get('platform')).toBe('html5')
    expect(first?.get('clientType')).toBe('2')
    scrollToBottom()
    await waitFor(() => expect(tileIds()).toEqual([101, 102, 103, 201, 202, 203]))
    scrollToBottom()
    await waitFor(() => expect(tileIds()).toHaveLength(9))
    expect(screen.getByText("That's all the games")).toBeInTheDocument()
    scrollToBottom()
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(listCalls(api.requests).map((r) => r.url.searchParams.get('pageNo'))).toEqual(['1', '2', '3'])
  })

  it('loads at most once per second however often the page scrolls', async () => {
    const { api } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(5) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    scrollToBottom()
    await waitFor(() => expect(tileIds()).toHaveLength(6))
    scrollToBottom(300)
    scrollToBottom(300)
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(listCalls(api.requests)).toHaveLength(2)
    scrollToBottom(400)
    await waitFor(() => expect(listCalls(api.requests)).toHaveLength(3))
  })

  it('stops paging quietly when a page fails', async () => {
    const { api } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(5, 2) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    scrollToBottom()
    await waitFor(() => expect(screen.getByText("That's all the games")).toBeInTheDocument())
    expect(tileIds()).toEqual([101, 102, 103])
    expect(document.querySelector('.adm-toast-main')).toBeNull()
    scrollToBottom()
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(listCalls(api.requests)).toHaveLength(2)
  })

  it('has no further pages for hot games', async () => {
    const hot = vi.fn(() => jsonResponse(ok({ list: [makeGame(7), makeGame(8)] })))
    const { api } = await open('/m/gameList?gameType=RNG&dataType=hot', {
      handlers: { [LIST]: pagedList(5), '/wps/relay/GCSGAME_hotGamesV2': hot },
    })
    await waitFor(() => expect(tileIds()).toEqual([7, 8]))
    expect(hot.mock.calls).toHaveLength(1)
    const q = api.requests.find((r) => r.url.pathname.endsWith('hotGamesV2'))?.url.searchParams
    expect(q?.get('isPlatform')).toBe('2')
    scrollToBottom()
    await act(() => new Promise((r) => setTimeout(r, 20)))
    expect(hot.mock.calls).toHaveLength(1)
    expect(listCalls(api.requests)).toHaveLength(0)
  })

  it('resets to page 1 with a cleared list when a tab is chosen', async () => {
    const { api, user } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(5) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    scrollToBottom()
    await waitFor(() => expect(tileIds()).toHaveLength(6))
    await user.click(screen.getByRole('tab', { name: 'Table' }))
    await waitFor(() => expect(new URLSearchParams(window.location.search).get('tab')).toBe('TABLE'))
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    const last = listCalls(api.requests).at(-1)?.url.searchParams
    expect(last?.get('pageNo')).toBe('1')
    expect(last?.get('gameClassify')).toBe('TABLE')
    await user.click(screen.getByRole('tab', { name: 'New' }))
    await waitFor(() => expect(listCalls(api.requests).at(-1)?.url.searchParams.get('isNew')).toBe('1'))
  })

  it('searches on Enter only', async () => {
    const { api, user } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(1) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    const box = screen.getByRole('searchbox')
    await user.type(box, 'reels')
    expect(listCalls(api.requests)).toHaveLength(1)
    await user.type(box, '{Enter}')
    await waitFor(() => expect(listCalls(api.requests).at(-1)?.url.searchParams.get('gameName')).toBe('reels'))
  })

  it('a vendor tab sets the vendor and clears the quick filter', async () => {
    const { api, user } = await open('/m/gameList?gameType=RNG&dataType=hot', {
      handlers: {
        [LIST]: pagedList(1),
        '/wps/relay/GCSGAME_hotGamesV2': () => jsonResponse(ok({ list: [makeGame(7)] })),
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([7]))
    await user.click(screen.getByRole('button', { name: /JL Games/ }))
    await waitFor(() => expect(listCalls(api.requests).at(-1)?.url.searchParams.get('vassalage')).toBe('JL'))
    expect(new URLSearchParams(window.location.search).get('dataType')).toBeNull()
  })
})

describe('feeds', { timeout: 20_000 }, () => {
  it('shows the empty view when a list has no games', async () => {
    await open('/m/gameList?gameType=RNG&gameName=zzz', {
      handlers: { [LIST]: () => jsonResponse(ok({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 })) },
    })
    expect(await screen.findByText('No games here')).toBeInTheDocument()
    expect(screen.queryByRole('list', { name: 'Games' })).not.toBeInTheDocument()
  })

  it("asks for an e-sports vendor's games under their own type", async () => {
    const { api } = renderApp('/m/gameList?gameType=ESPORTS&vassalage=TF', {
      handlers: {
        [LANES]: lanesHandler,
        [LIST]: () =>
          jsonResponse(
            ok({
              games: [makeGame(9, { vassalage: 'TF', gameType: 'ESPORTS' })],
              pageNum: 1,
              totalPages: 1,
              totalCount: 1,
            }),
          ),
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([9]), { timeout: 10_000 })
    const q = listCalls(api.requests)[0]?.url.searchParams
    expect([q?.get('gameType'), q?.get('vassalage')]).toEqual(['ESPORTS', 'TF'])
  })

  it('asks for recent games 25 a page with the mobile client type', async () => {
    const { api } = await open('/m/gameList?gameType=RNG&dataType=recent', {
      session: memberSession,
      handlers: {
        [LIST]: pagedList(1),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
        '/wps/relay/GCS_recentGame': () =>
          jsonResponse(ok({ list: [makeGame(42)], pageNum: 1, totalPages: 1, totalCount: 1 })),
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([42]))
    const q = api.requests.find((r) => r.url.pathname === '/wps/relay/GCS_recentGame')?.url.searchParams
    expect([q?.get('page'), q?.get('pageSize'), q?.get('clientType'), q?.get('gameType')]).toEqual([
      '1',
      '25',
      '2',
      'RNG',
    ])
    expect(listCalls(api.requests)).toHaveLength(0)
  })

  it('lists other game types under the grid, never ELOTT', async () => {
    await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(1) } })
    const others = await screen.findByRole('region', { name: 'Other games' })
    const links = within(others)
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'))
    expect(links).toEqual(['/m/gameList?gameType=FISH', '/m/gameList?gameType=LIVE'])
  })
})

describe('filter panel', { timeout: 20_000 }, () => {
  it('has no classify or minimum bet filter for FISH', async () => {
    const { user } = await open('/m/gameList?gameType=FISH', { handlers: { [LIST]: pagedList(1) } })
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const panel = await screen.findByRole('region', { name: 'Game providers' })
    expect(panel).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Game type' })).not.toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Minimum bet' })).not.toBeInTheDocument()
  })

  it('deselects a tapped vendor, resets, and passes the filters to the list on submit', async () => {
    const { api, user } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(1) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    const vendors = await screen.findByRole('region', { name: 'Game providers' })
    const pgs = within(vendors).getByRole('button', { name: /PGS Games/ })
    await user.click(pgs)
    expect(pgs).toHaveAttribute('aria-pressed', 'true')
    await user.click(pgs)
    expect(pgs).toHaveAttribute('aria-pressed', 'false')
    await user.click(pgs)
    await user.click(within(screen.getByRole('region', { name: 'Minimum bet' })).getByRole('button', { name: '0.05' }))
    await user.click(within(screen.getByRole('region', { name: 'Game type' })).getByRole('button', { name: 'Slots' }))
    await user.click(screen.getByRole('button', { name: 'Reset' }))
    expect(pgs).toHaveAttribute('aria-pressed', 'false')
    await user.click(pgs)
    await user.click(within(screen.getByRole('region', { name: 'Minimum bet' })).getByRole('button', { name: '0.5' }))
    await user.click(within(screen.getByRole('region', { name: 'Game type' })).getByRole('button', { name: 'Slots' }))
    const before = api.requests.length
    await user.click(screen.getByRole('button', { name: 'Apply' }))
    await waitFor(() => expect(api.requests.length).toBeGreaterThan(before))
    // The panel itself makes no call: the only new request is the list with the filters.
    const added = api.requests.slice(before)
    expect(added.every((r) => r.url.pathname === LIST)).toBe(true)
    const q = added.at(-1)?.url.searchParams
    expect(q?.get('vassalage')).toBe('PGS')
    expect(q?.get('minBet')).toBe('0.5')
    expect(q?.get('gameClassify')).toBe('SLOT')
    expect(q?.get('pageNo')).toBe('1')
    const url = new URLSearchParams(window.location.search)
    expect([url.get('vendor'), url.get('minBet'), url.get('gameClassify')]).toEqual(['PGS', '0.5', 'SLOT'])
  })
})

describe('favourites', { timeout: 20_000 }, () => {
  it('drops the tile from the favourites view before the server answers', async () => {
    let release: (r: Response) => void = () => {}
    const removed = new Promise<Response>((r) => {
      release = r
    })
    const { api, user } = await open('/m/gameList?gameType=RNG&dataType=fav', {
      session: memberSession,
      handlers: {
        [LIST]: pagedList(1),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok(['11', '12'])),
        '/wps/relay/MCSFE_getFavoriteGamesList': () =>
          jsonResponse(ok({ content: [makeGame(11), makeGame(12)], pageNum: 1, totalPages: 1, totalCount: 2 })),
        '/wps/relay/MCSFE_removeFavoriteGameV2': () => removed,
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([11, 12]))
    const heart = await screen.findByRole('button', { name: 'Remove Game 11 from favourites' })
    await user.click(heart)
    await waitFor(() => expect(tileIds()).toEqual([12]))
    const call = api.requests.find((r) => r.url.pathname.endsWith('MCSFE_removeFavoriteGameV2'))
    expect(call?.method).toBe('DELETE')
    expect(JSON.parse(call?.body ?? '{}')).toMatchObject({ nodeId: 11, vendor: 'INHOUSE', token: memberSession.token })
    release(jsonResponse(ok(null)))
  })

  it('adds a favourite with a POST and skips games already in the list', async () => {
    const { api, user } = await open('/m/gameList?gameType=RNG', {
      session: memberSession,
      handlers: {
        [LIST]: pagedList(1),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok(['101'])),
        '/wps/relay/MCSFE_addFavoriteGameV2': () => jsonResponse(ok(null)),
      },
    })
    await screen.findByRole('button', { name: 'Remove Game 101 from favourites' })
    await user.click(screen.getByRole('button', { name: 'Add Game 102 to favourites' }))
    await screen.findByRole('button', { name: 'Remove Game 102 from favourites' })
    const adds = api.requests.filter((r) => r.url.pathname.endsWith('MCSFE_addFavoriteGameV2'))
    expect(adds).toHaveLength(1)
    expect(adds[0]?.method).toBe('POST')
    expect(api.requests.filter((r) => r.url.pathname.endsWith('MCSFE_getFavoriteGames'))).toHaveLength(1)
  })
})

describe('guests', { timeout: 20_000 }, () => {
  it.each([
    ['the recent filter', () => screen.getByRole('button', { name: 'Recent' })],
    ['the favourites filter', () => screen.getByRole('button', { name: 'Favourites' })],
    ['a heart', () => screen.getByRole('button', { name: 'Add Game 101 to favourites' })],
    ['a game', () => screen.getByRole('button', { name: /^Game 101$/ })],
  ])('go to login from %s', async (_name, target) => {
    const { user } = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: pagedList(1) } })
    await waitFor(() => expect(tileIds()).toHaveLength(3))
    await user.click(target())
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
  })
})

describe('launch', { timeout: 20_000 }, () => {
  it('opens LOTT games through the launch page and others through the generic launcher', async () => {
    const launches: RecordedRequest[] = []
    const { user } = await open('/m/gameList?gameType=RNG', {
      session: memberSession,
      handlers: {
        [LIST]: () =>
          jsonResponse(
            ok({
              games: [makeGame(1), makeGame(2, { vassalage: 'TCG_LOTTO_VN', gameType: 'LOTT' })],
              pageNum: 1,
              totalPages: 1,
              totalCount: 2,
            }),
          ),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
        '/wps/game/launchGame': (r) => {
          launches.push(r)
          return jsonResponse(fail('vendor.not.available', 'This game provider is not available right now'), 503)
        },
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([1, 2]))
    await user.click(screen.getByRole('button', { name: /^Game 1$/ }))
    await screen.findByText('This game provider is not available right now')
    const q = launches[0]?.url.searchParams
    expect(Object.fromEntries(q ?? [])).toMatchObject({
      launchMode: 'GLS',
      platform: 'html5',
      clientType: '2',
      gameId: 'g1',
      nodeId: '1',
      vassalage: 'INHOUSE',
      accountType: '1',
    })
    expect(q?.get('backUrl')).toContain('/m/gameList?gameType=RNG')
    expect(window.location.pathname).toBe('/m/gameList')

    await user.click(screen.getByRole('button', { name: /^Game 2$/ }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    const p = new URLSearchParams(window.location.search)
    expect([p.get('code'), p.get('prize_mode'), p.get('playType'), p.get('pageBack')]).toEqual([
      'lobby',
      'Lott',
      'Tradition',
      '/m/gameList?gameType=RNG',
    ])
  })

  it('lets guests try games with supportPlay 0 and sends them to login for the others', async () => {
    const trials: RecordedRequest[] = []
    const { user } = await open('/m/gameList?gameType=RNG', {
      handlers: {
        [LIST]: () =>
          jsonResponse(
            ok({
              games: [makeGame(1, { supportPlay: 0 }), makeGame(2, { supportPlay: 1 })],
              pageNum: 1,
              totalPages: 1,
              totalCount: 2,
            }),
          ),
        '/wps/relay/GCS_gameTrialLaunch': (r) => {
          trials.push(r)
          return jsonResponse(ok({ content: { game_url: '/games/inhouse/code_1?t=trial-token' } }))
        },
      },
    })
    await waitFor(() => expect(tileIds()).toEqual([1, 2]))
    const [free, paid] = tiles()
    expect(within(paid as HTMLElement).queryByRole('button', { name: /Try/ })).toBeNull()
    await user.click(within(free as HTMLElement).getByRole('button', { name: 'Try Game 1 for free' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    expect(Object.fromEntries(trials[0]?.url.searchParams ?? [])).toMatchObject({
      gameId: 'g1',
      nodeId: '1',
      platform: 'html5',
      backUrl: '/m/gameList?gameType=RNG',
    })
    const p = new URLSearchParams(window.location.search)
    expect([p.get('gameUrl'), p.get('trial'), p.get('pageBack')]).toEqual([
      '/games/inhouse/code_1?t=trial-token',
      '1',
      '/m/gameList?gameType=RNG',
    ])
    expect(await screen.findByTitle('Game')).toHaveAttribute('src', '/games/inhouse/code_1?t=trial-token')
    expect(screen.getByText('Free trial · demo money')).toBeInTheDocument()
  })

  it('sends a guest who taps a game (not Try) to login, and members see no Try button', async () => {
    const games = () =>
      jsonResponse(ok({ games: [makeGame(1, { supportPlay: 0 })], pageNum: 1, totalPages: 1, totalCount: 1 }))
    const guest = await open('/m/gameList?gameType=RNG', { handlers: { [LIST]: games } })
    await waitFor(() => expect(tileIds()).toEqual([1]))
    await guest.user.click(screen.getByRole('button', { name: /^Game 1$/ }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
    guest.unmount()

    await open('/m/gameList?gameType=RNG', {
      session: memberSession,
      handlers: { [LIST]: games, '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])) },
    })
    await waitFor(() => expect(tileIds()).toEqual([1]))
    expect(screen.queryByRole('button', { name: /Try/ })).toBeNull()
  })
})
