import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fail, jsonResponse, memberSession, ok, trialSession } from '@/testing/fixtures'
import { renderApp } from '@/testing/render-app'
import { gameWindow } from '../utils/launch-target'

afterEach(() => vi.restoreAllMocks())

const LAUNCH = '/wps/game/launchGame'

describe('launch page', { timeout: 20_000 }, () => {
  it('frames a same-origin game and leaves it for the page the player came from', async () => {
    const back = '/m/gameList?gameType=RNG'
    const { user } = renderApp(
      `/m/launchGame?${new URLSearchParams({ gameUrl: '/play/inhouse/1?t=x', pageBack: back })}`,
      {
        session: memberSession,
      },
    )
    const frame = await screen.findByTitle('Game', {}, { timeout: 10_000 })
    expect(frame.tagName).toBe('IFRAME')
    expect(frame).toHaveAttribute('src', '/play/inhouse/1?t=x')
    await user.click(screen.getByRole('button', { name: 'Exit game' }))
    await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(back))
  })

  it('never frames another origin: the whole window goes there', async () => {
    const assign = vi.spyOn(gameWindow, 'assign').mockImplementation(() => {})
    renderApp(`/m/launchGame?${new URLSearchParams({ gameUrl: 'https://vendor.example/game', pageBack: '/m/home' })}`, {
      session: memberSession,
    })
    await screen.findByRole('button', { name: 'Exit game' }, { timeout: 10_000 })
    expect(screen.queryByTitle('Game')).not.toBeInTheDocument()
    expect(assign).toHaveBeenCalledWith('https://vendor.example/game')
  })

  it('resolves a lottery launch with launchMode LOTT and shows a refusal in place', async () => {
    const { api } = renderApp(
      `/m/launchGame?${new URLSearchParams({ playType: 'Tradition', prize_mode: 'Lott', code: 'lobby', pageBack: '/m/lottery', nodeId: '493', vendor: 'TCG_LOTTO_VN' })}`,
      {
        session: memberSession,
        handlers: {
          [LAUNCH]: () =>
            jsonResponse(fail('vendor.not.available', 'Lotto VN games are not available right now.'), 503),
        },
      },
    )
    await screen.findByText('Lotto VN games are not available right now.', {}, { timeout: 10_000 })
    const q = api.requests.find((r) => r.url.pathname === LAUNCH)?.url.searchParams
    expect(Object.fromEntries(q ?? [])).toMatchObject({
      launchMode: 'LOTT',
      lottoGameCode: 'lobby',
      lottoPrizeMode: 'Lott',
      lottoView: 'lobby',
      nodeId: '493',
      vassalage: 'TCG_LOTTO_VN',
      // A path, as the server requires: the game's own back link returns where the bar would.
      backUrl: '/m/lottery',
    })
  })

  it('frames the lottery URL the launcher answers', async () => {
    renderApp(
      `/m/launchGame?${new URLSearchParams({ prize_mode: 'Lott', code: 'vn_1', pageBack: '/m/lottery', nodeId: '5' })}`,
      {
        session: memberSession,
        handlers: { [LAUNCH]: () => jsonResponse(ok({ content: { game_url: '/play/lotto/5' } })) },
      },
    )
    expect(await screen.findByTitle('Game', {}, { timeout: 10_000 })).toHaveAttribute('src', '/play/lotto/5')
  })

  it('sends guests to login', async () => {
    renderApp('/m/launchGame?code=lobby&nodeId=1')
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), { timeout: 10_000 })
  })

  it('frames a guest trial without a session', async () => {
    renderApp(
      `/m/launchGame?${new URLSearchParams({ gameUrl: '/games/inhouse/x?t=1', trial: '1', pageBack: '/m/home' })}`,
    )
    expect(await screen.findByTitle('Game', {}, { timeout: 10_000 })).toHaveAttribute('src', '/games/inhouse/x?t=1')
    expect(screen.getByText('Free trial · demo money')).toBeInTheDocument()
  })

  it.each([
    ['a trial member, whose game plays demo money', trialSession, true],
    ['a member, whose game plays real money', memberSession, false],
  ])('labels the bar for %s', async (_who, session, labelled) => {
    renderApp(`/m/launchGame?${new URLSearchParams({ gameUrl: '/games/inhouse/x?t=1', pageBack: '/m/home' })}`, {
      session,
    })
    await screen.findByTitle('Game', {}, { timeout: 10_000 })
    expect(screen.queryByText('Free trial · demo money') !== null).toBe(labelled)
  })

  it.each([
    ['no parameters', ''],
    ['a lottery launch without its game', '?nodeId=5&prize_mode=Lott'],
    ['a node that is no number', '?code=vn_1&nodeId=abc'],
    ['a game URL that is not a web page', `?${new URLSearchParams({ gameUrl: 'javascript:alert(1)' })}`],
  ])('says what is wrong with %s and offers the way back, never a spinner', async (_name, query) => {
    const assign = vi.spyOn(gameWindow, 'assign').mockImplementation(() => {})
    const { user, api } = renderApp(`/m/launchGame${query}`, { session: memberSession })
    expect(await screen.findByText('This game link is incomplete', {}, { timeout: 10_000 })).toBeInTheDocument()
    expect(screen.getByText(/Choose a game from the home page or the game list/)).toBeInTheDocument()
    expect(screen.queryByText('Please wait…')).not.toBeInTheDocument()
    expect(assign).not.toHaveBeenCalled()
    expect(api.requests.some((r) => r.url.pathname === LAUNCH)).toBe(false)
    await user.click(screen.getByRole('button', { name: 'Back to home' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
  })

  it('offers the game list from a broken link, to guests too', async () => {
    const { user } = renderApp('/m/launchGame')
    await user.click(await screen.findByRole('button', { name: 'Browse games' }, { timeout: 10_000 }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/gameList'))
  })

  it('offers the way back when the launch is refused', async () => {
    const { user } = renderApp(`/m/launchGame?${new URLSearchParams({ code: 'vn_1', nodeId: '5' })}`, {
      session: memberSession,
      handlers: { [LAUNCH]: () => jsonResponse(fail('game.not.found', 'This game is not available.'), 404) },
    })
    await screen.findByText('This game is not available.', {}, { timeout: 10_000 })
    await user.click(screen.getByRole('button', { name: 'Back to home' }))
    await waitFor(() => expect(window.location.pathname).toBe('/m/home'))
  })

  it('sends a guest to login when trial is set without a resolved URL', async () => {
    renderApp('/m/launchGame?trial=1&code=lobby&nodeId=1')
    await waitFor(() => expect(window.location.pathname).toBe('/m/login'), { timeout: 10_000 })
  })
})
