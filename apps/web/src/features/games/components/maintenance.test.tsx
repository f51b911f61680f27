import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { jsonResponse, memberSession, ok, type RecordedRequest } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { lanesHandler, makeGame } from '../testing'

const LIST = '/wps/relay/GCSGAME_gameList'
const LANES = '/wps/relay/GCSGAME_newGameVendor'
const HOT = '/wps/relay/GCSGAME_hotGamesV2'
const LAUNCH = '/wps/game/launchGame'
const MESSAGE = "This game's provider is under maintenance. Please try another game or come back later."

const resting = makeGame(1, { vassalage: 'JL', gameName: 'Resting Reels', maintenance: true, supportPlay: 0 })
const open = makeGame(2, { vassalage: 'PGS', gameName: 'Open Reels' })

function listOf(...games: ReturnType<typeof makeGame>[]) {
  return () => jsonResponse(ok({ games, pageNum: 1, totalPages: 1, totalCount: games.length }))
}

const tileOf = (name: string) => screen.getByText(name).closest('li') as HTMLElement

describe('a vendor under maintenance', { timeout: 20_000 }, () => {
  it('shows its tiles greyed and labelled, and a tap explains instead of launching', async () => {
    const launches: RecordedRequest[] = []
    const { user } = renderApp('/m/gameList?gameType=RNG', {
      session: memberSession,
      handlers: {
        [LANES]: lanesHandler,
        [LIST]: listOf(resting, open),
        '/wps/relay/MCSFE_getFavoriteGames': () => jsonResponse(ok([])),
        [LAUNCH]: (r) => {
          launches.push(r)
          return jsonResponse(ok({ content: { game_url: '/games/inhouse/code_2?t=launch-token' } }))
        },
      },
    })
    await screen.findByText('Resting Reels', {}, { timeout: 10_000 })
    const tile = tileOf('Resting Reels')
    expect(tile).toHaveClass('game-tile--maintenance')
    expect(within(tile).getByText('Under maintenance')).toBeInTheDocument()
    const press = within(tile).getByRole('button', { name: /^Under maintenance\s*Resting Reels$/ })
    // Pressable, not disabled: the press is how the player learns why the game does not open.
    expect(press).toBeEnabled()
    expect(within(tileOf('Open Reels')).queryByText('Under maintenance')).toBeNull()

    await user.click(press)
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument()
    expect(launches).toHaveLength(0)
    expect(window.location.pathname).toBe('/m/gameList')

    // The open vendor's game still launches, with the page it came from as the way back.
    await user.click(within(tileOf('Open Reels')).getByRole('button', { name: 'Open Reels' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/launchGame'))
    expect(launches).toHaveLength(1)
    expect(launches[0]?.url.searchParams.get('backUrl')).toBe('/m/gameList?gameType=RNG')
  })

  it('tells a guest too, rather than sending them to login, and offers no free trial', async () => {
    const trials: RecordedRequest[] = []
    const { user } = renderApp('/m/gameList?gameType=RNG', {
      handlers: {
        [LANES]: lanesHandler,
        [LIST]: listOf(resting),
        '/wps/relay/GCS_gameTrialLaunch': (r) => {
          trials.push(r)
          return jsonResponse(ok({ content: { game_url: '/games/inhouse/code_1?t=trial' } }))
        },
      },
    })
    await screen.findByText('Resting Reels', {}, { timeout: 10_000 })
    expect(within(tileOf('Resting Reels')).queryByRole('button', { name: /Try/ })).toBeNull()
    await user.click(
      within(tileOf('Resting Reels')).getByRole('button', { name: /^Under maintenance\s*Resting Reels$/ }),
    )
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument()
    expect(window.location.pathname).toBe('/m/gameList')
    expect(trials).toHaveLength(0)
  })

  it('greys its tiles on the home screen too', async () => {
    const launches: RecordedRequest[] = []
    const { user } = renderApp('/m/home', {
      session: memberSession,
      handlers: {
        [LANES]: lanesHandler,
        [HOT]: () => jsonResponse(ok({ list: [resting, open] })),
        [LAUNCH]: (r) => {
          launches.push(r)
          return jsonResponse(ok({ content: { game_url: '/games/inhouse/code_2?t=launch-token' } }))
        },
      },
    })
    await screen.findByText('Resting Reels', {}, { timeout: 10_000 })
    const tile = tileOf('Resting Reels')
    expect(tile).toHaveClass('popular-tile--maintenance')
    expect(within(tile).getByText('Under maintenance')).toBeInTheDocument()
    expect(within(tileOf('Open Reels')).queryByText('Under maintenance')).toBeNull()
    await user.click(within(tile).getByRole('button', { name: /^Under maintenance\s*Resting Reels$/ }))
    expect(await screen.findByText(MESSAGE)).toBeInTheDocument()
    expect(launches).toHaveLength(0)
    expect(window.location.pathname).toBe('/m/home')
  })
})
