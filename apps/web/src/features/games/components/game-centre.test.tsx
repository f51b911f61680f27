import type { VendorLane } from '@parlor/contract'
import { act, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fail, jsonResponse, makeStatus, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { makeGame, rngLane } from '../testing'

const LANES = '/wps/relay/GCSGAME_newGameVendor'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const LIST = '/wps/relay/GCSGAME_gameList'
const LAUNCH = '/wps/game/launchGame'
// The first screen of a file waits for its lazy chunks, slow on a busy two-core machine.
const FIRST_LOAD = { timeout: 8000 }

const lane = (title: string, vendors: string[], gameCount: number): VendorLane => ({
  title,
  gameCount,
  cards: vendors.map((v) => ({
    accountTypeName: v,
    vassalage: v,
    displayName: `${v} Games`,
    gameType: title,
    isGameH5: 'VASSALAGE',
    freeplay: 0,
    lagerIcon: '',
    icon: `/cdn/vendors/${v}.svg`,
  })),
  gameClassify: [],
})

// Served out of the home's order, with a category the home does not know and one with no vendor.
const LANES_SERVED: VendorLane[] = [
  lane('VIRTUAL', ['VRT'], 12),
  lane('SPORTS', ['SB1', 'SB2'], 2),
  lane('FISH', ['FCF'], 25),
  lane('LIVE', ['EVO'], 40),
  rngLane,
  lane('PVP', [], 0),
]

/**
 * Hot games by category: RNG has more than a row, LIVE fewer (its listed games top the row up),
 * FISH none (its listed games stand in).
 */
const hotByType: Record<string, number[]> = { RNG: [11, 12, 13, 14, 15], LIVE: [31, 32], FISH: [] }
const hot = (r: RecordedRequest) =>
  jsonResponse(
    ok({
      list: (hotByType[r.url.searchParams.get('gameType') ?? ''] ?? []).map((id) => makeGame(id, { gameType: 'RNG' })),
    }),
  )
const list = (r: RecordedRequest) => {
  const type = r.url.searchParams.get('gameType') ?? ''
  const ids: Record<string, number[]> = { FISH: [21, 22], LIVE: [32, 33, 34, 35] }
  const games = (ids[type] ?? []).map((id) => makeGame(id, { gameType: type }))
  return jsonResponse(ok({ games, pageNum: 1, totalPages: 1, totalCount: games.length }))
}

type Options = NonNullable<Parameters<typeof renderApp>[1]>

function openCentre({ flags = {}, ...options }: Options & { flags?: Record<string, boolean> } = {}) {
  return renderApp('/m/gameCenter', {
    status: makeStatus({ info: { whitelabelVal: flags } }),
    ...options,
    handlers: {
      [LANES]: () => jsonResponse(ok({ data: { lanes: LANES_SERVED } })),
      [HOT]: hot,
      [LIST]: list,
      '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
      ...options.handlers,
    },
  })
}

const sections = () => document.querySelectorAll<HTMLElement>('section.lobby-section')
const section = (name: string) => screen.getByRole('region', { name })
const tileNames = (region: HTMLElement) =>
  [...region.querySelectorAll('[data-node-id] .popular-tile__name')].map((n) => n.textContent)

describe('the game centre', { timeout: 20_000 }, () => {
  it('shows every category with vendors in the home order, then the ones the home does not know', async () => {
    openCentre()
    await screen.findByRole('region', { name: 'Slots' }, FIRST_LOAD)
    expect([...sections()].map((s) => s.dataset.category)).toEqual(['RNG', 'FISH', 'LIVE', 'SPORTS', 'VIRTUAL'])
    expect(screen.getByRole('heading', { level: 1, name: 'Game centre' })).toBeInTheDocument()
    const jump = screen.getByRole('navigation', { name: 'Game categories' })
    expect(
      within(jump)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Slots', 'Fishing', 'Live casino', 'Sports', 'VIRTUAL'])

    const slots = section('Slots')
    expect(within(slots).getByText('100 games')).toBeInTheDocument()
    for (const vendor of ['INHOUSE', 'JL', 'PGS'])
      expect(within(slots).getByRole('link', { name: `${vendor} Games` })).toHaveAttribute(
        'href',
        `/m/gameList?gameType=RNG&vassalage=${vendor}`,
      )
    await waitFor(() => expect(tileNames(slots)).toEqual(['Game 11', 'Game 12', 'Game 13', 'Game 14']))
    expect(within(slots).getByRole('link', { name: 'More games' })).toHaveAttribute('href', '/m/gameList?gameType=RNG')
  })

  it("tops a short hot row up with the category's first games, and shows only vendors where each is one game", async () => {
    const { api } = openCentre()
    const fishing = await screen.findByRole('region', { name: 'Fishing' }, FIRST_LOAD)
    await waitFor(() => expect(tileNames(fishing)).toEqual(['Game 21', 'Game 22']))
    // Hot first, then listed games not already shown.
    await waitFor(() => expect(tileNames(section('Live casino'))).toEqual(['Game 31', 'Game 32', 'Game 33', 'Game 34']))
    const sports = section('Sports')
    expect(within(sports).getByText('2 games')).toBeInTheDocument()
    expect(
      within(sports)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/m/gameList?gameType=SPORTS&vassalage=SB1', '/m/gameList?gameType=SPORTS&vassalage=SB2'])
    expect(within(sports).queryByText('Top games')).not.toBeInTheDocument()
    const asked = (path: string) =>
      api.requests.filter((r) => r.url.pathname === path).map((r) => r.url.searchParams.get('gameType'))
    await waitFor(() => expect(asked(HOT).sort()).toEqual(['FISH', 'LIVE', 'RNG', 'VIRTUAL']))
    // Only a category short of hot games asks for its list.
    expect(asked(LIST).sort()).toEqual(['FISH', 'LIVE', 'VIRTUAL'])
  })

  it("asks for a category's games only as it comes near the screen", async () => {
    // A browser that reports what it observes only when told to: nothing is on screen yet.
    const watched: { el: Element; report: IntersectionObserverCallback }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly report: IntersectionObserverCallback) {}
        observe(el: Element) {
          watched.push({ el, report: this.report })
        }
        disconnect() {}
      },
    )
    const { api } = openCentre()
    const fishing = await screen.findByRole('region', { name: 'Fishing' }, FIRST_LOAD)
    const hotAsked = () =>
      api.requests.filter((r) => r.url.pathname === HOT).map((r) => r.url.searchParams.get('gameType'))
    expect(hotAsked()).toEqual([])
    const box = watched.find((w) => fishing.contains(w.el) && w.el.classList.contains('lobby-top'))
    expect(box).toBeDefined()
    act(() => box?.report([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    await waitFor(() => expect(tileNames(fishing)).toEqual(['Game 21', 'Game 22']))
    expect(hotAsked()).toEqual(['FISH'])
  })

  it('sends a guest who taps a game to login', async () => {
    const { user, api } = openCentre()
    const slots = await screen.findByRole('region', { name: 'Slots' }, FIRST_LOAD)
    await user.click(await within(slots).findByRole('button', { name: 'Game 12' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'))
    expect(api.requests.some((r) => r.url.pathname === LAUNCH)).toBe(false)
  })

  it('launches a tapped game for a member the normal way, back to the game centre', async () => {
    const launch = vi.fn(() => jsonResponse(ok({ content: { game_url: '/games/inhouse/play?t=abc' } })))
    const { user } = openCentre({ session: memberSession, handlers: { [LAUNCH]: launch } })
    const slots = await screen.findByRole('region', { name: 'Slots' }, FIRST_LOAD)
    await user.click(await within(slots).findByRole('button', { name: 'Game 12' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    const [[request]] = launch.mock.calls as unknown as [[RecordedRequest]]
    expect(request.url.searchParams.get('nodeId')).toBe('12')
    expect(request.url.searchParams.get('backUrl')).toBe('/m/gameCenter')
    const params = new URLSearchParams(window.location.search)
    expect(params.get('gameUrl')).toBe('/games/inhouse/play?t=abc')
    expect(params.get('pageBack')).toBe('/m/gameCenter')
  })

  it('jumps to a category from the strip on top', async () => {
    // jsdom lays nothing out and has no scrollIntoView of its own.
    const original = Element.prototype.scrollIntoView
    const scrolled = vi.fn()
    Element.prototype.scrollIntoView = scrolled
    try {
      const { user } = openCentre()
      const jump = await screen.findByRole('navigation', { name: 'Game categories' }, FIRST_LOAD)
      await user.click(within(jump).getByRole('button', { name: 'Sports' }))
      expect(scrolled).toHaveBeenCalledTimes(1)
      expect(scrolled.mock.contexts[0]).toBe(section('Sports'))
    } finally {
      Element.prototype.scrollIntoView = original
    }
  })

  it('points guests at the free trial when the merchant offers it, and nobody else', async () => {
    openCentre({ flags: { FREEPLAY3: true } })
    const prompt = await screen.findByRole('link', { name: /New here\? Play free first/ }, FIRST_LOAD)
    expect(prompt).toHaveAttribute('href', '/m/trail')
  })

  it.each([
    ['a member', { session: memberSession, flags: { FREEPLAY3: true } }],
    ['a guest of a merchant without trial play', { flags: { FREEPLAY3: false } }],
  ])('shows no trial prompt to %s', async (_who, options) => {
    openCentre(options)
    await screen.findByRole('region', { name: 'Slots' }, FIRST_LOAD)
    expect(screen.queryByRole('link', { name: /New here\? Play free first/ })).not.toBeInTheDocument()
  })

  it('offers to try again when the categories cannot be loaded', async () => {
    let failing = true
    const { user } = openCentre({
      handlers: {
        [LANES]: () =>
          failing
            ? jsonResponse(fail('SYSTEM_BUSY', 'busy'), 503)
            : jsonResponse(ok({ data: { lanes: LANES_SERVED } })),
      },
    })
    expect(await screen.findByText('The games could not be loaded', undefined, FIRST_LOAD)).toBeInTheDocument()
    failing = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('region', { name: 'Slots' })).toBeInTheDocument()
  })
})
