/**
 * The in-house game pages' calls, for the tests of launching, playing and the lottery: the launch
 * as the web app sends it, the launch token traded for a game session as the page does, and the
 * page's GET and POST. Takes the app through a getter because test files build it in `beforeAll`
 * (`inhousePlayApp` does both for a file).
 */
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, expect } from 'vitest'
import { testClock } from './clock.ts'
import { createTestApp, type TestContext } from './helper.ts'

export type GameSessionHeader = { 'x-game-session': string }

/** The single-use launch token a game page URL carries in `?t=`. */
export const launchTokenOf = (gameUrl: string) => new URL(gameUrl, 'http://x').searchParams.get('t') as string

export function inhouseCalls(app: () => FastifyInstance) {
  const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
    app().inject({
      method: 'GET',
      url,
      headers: { ...(token ? { authorization: token } : {}), language: 'EN', ...headers },
    })
  const postJson = (url: string, body: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'POST', url, payload: body, headers })

  async function nodeIdOf(gameCode: string) {
    const list = (await get(null, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=50')).json()
      .value
    return (list.games as { gameCode: string; nodeId: number }[]).find((g) => g.gameCode === gameCode)?.nodeId as number
  }
  /** Launches an in-house game as the web app does; answers the page URL with its launch token. */
  async function launch(token: string, gameCode: string, backUrl = '/m/gameList') {
    const res = await get(
      token,
      `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf(gameCode)}&backUrl=${encodeURIComponent(backUrl)}`,
    )
    expect(res.statusCode, res.body).toBe(200)
    return res.json().value.content.game_url as string
  }
  /** Trades a page URL's launch token for the game session, as the page does. */
  async function gameSession(gameUrl: string, game: string): Promise<GameSessionHeader> {
    const res = await postJson('/games/inhouse/api/session', { token: launchTokenOf(gameUrl), game })
    expect(res.statusCode, res.body).toBe(200)
    return { 'x-game-session': res.json().value.sessionToken as string }
  }
  return { get, postJson, nodeIdOf, launch, gameSession }
}

/**
 * A test file's app for in-house play, with the page's calls: plain sign-in allowed and a clock the
 * file moves by hand. The app is built before the file's tests and closed after them; `t` is filled
 * in then, so read it inside tests and hooks only.
 */
export function inhousePlayApp() {
  const clock = testClock(new Date())
  const t = {} as TestContext
  beforeAll(async () => {
    Object.assign(t, await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock }))
  })
  afterAll(() => t.close())
  return { t, clock, ...inhouseCalls(() => t.app) }
}
