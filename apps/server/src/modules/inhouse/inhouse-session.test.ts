/**
 * A game page's session is only as good as the sign-in session that launched it: signing out,
 * changing the password elsewhere or an operator disabling the account ends it at once. And the
 * page's back button only ever leads inside the app.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { members } from '../../db/schema.ts'

const clock = testClock(new Date())
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
})
afterAll(() => t.close())

async function tokenOf(username: string, password = 'demo1234') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, type: 'username' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}
const get = (token: string | null, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { ...(token ? { authorization: token } : {}), language: 'EN', ...headers },
  })
const postJson = (url: string, body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload: body, headers })

async function nodeIdOf(gameCode: string) {
  const list = (await get(null, '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=50')).json().value
  return (list.games as { gameCode: string; nodeId: number }[]).find((g) => g.gameCode === gameCode)?.nodeId as number
}
/** Launches a game and trades the launch token for the page's game session, as the page does. */
async function play(token: string, backUrl = '/m/gameList', gameCode = 'inhouse_rng_001') {
  const res = await get(
    token,
    `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf(gameCode)}&backUrl=${encodeURIComponent(backUrl)}`,
  )
  expect(res.statusCode, res.body).toBe(200)
  const url = res.json().value.content.game_url as string
  const tok = new URL(url, 'http://x').searchParams.get('t') as string
  const s = await postJson('/games/inhouse/api/session', { token: tok, game: gameCode })
  expect(s.statusCode, s.body).toBe(200)
  return { 'x-game-session': s.json().value.sessionToken as string }
}
const state = (h: Record<string, string>) => get(null, '/games/inhouse/api/state', h)
const bet = (h: Record<string, string>) =>
  postJson('/games/inhouse/api/play', { bet: '1.00', params: { game: 'inhouse_rng_001' } }, h)
const memberId = async (username: string) => {
  const [row] = await t.database.db.select().from(members).where(eq(members.usernameKey, username))
  if (!row) throw new Error(username)
  return row.id
}
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-admin-token': ADMIN_TOKEN }, payload })

function expectRefused(res: { statusCode: number; json(): { errorCode?: string } }) {
  expect(res.statusCode).toBe(401)
  expect(res.json().errorCode).toBe('inhouse.session.invalid')
}

describe('game sessions follow the sign-in session that launched them', () => {
  it('work while the sign-in session lives', async () => {
    const h = await play(await tokenOf('demo'))
    expect((await state(h)).statusCode).toBe(200)
    expect((await bet(h)).statusCode).toBe(200)
    expect((await get(null, '/games/inhouse/api/history', h)).statusCode).toBe(200)
  })

  it('end at logout', async () => {
    const token = await tokenOf('lina')
    const h = await play(token)
    expect((await state(h)).statusCode).toBe(200)
    const out = await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } })
    expect(out.statusCode).toBe(200)
    expectRefused(await state(h))
    expectRefused(await bet(h))
    expectRefused(await postJson('/games/inhouse/api/seed', { clientSeed: 'x' }, h))
    expectRefused(await get(null, '/games/inhouse/api/history', h))
  })

  it('end when the password is changed from another session', async () => {
    const elsewhere = await tokenOf('marco')
    const h = await play(elsewhere)
    expect((await bet(h)).statusCode).toBe(200)
    const here = await tokenOf('marco')
    const changed = await t.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: here, language: 'EN' },
      payload: { oldPassword: 'demo1234', newPassword: 'n3w-Secret-pw', confirmNewPassword: 'n3w-Secret-pw' },
    })
    expect(changed.statusCode, changed.body).toBe(200)
    expectRefused(await bet(h))
    // The session that changed the password plays on.
    expect((await bet(await play(here))).statusCode).toBe(200)
  })

  it('end when an operator disables the account, and stay ended after re-enabling', async () => {
    const h = await play(await tokenOf('jun'))
    expect((await bet(h)).statusCode).toBe(200)
    const id = await memberId('jun')
    expect((await admin(`/admin/members/${id}`, { status: 0 })).statusCode).toBe(200)
    expectRefused(await bet(h))
    expectRefused(await state(h))
    await admin(`/admin/members/${id}`, { status: 1 })
    expectRefused(await bet(h))
  })

  it('end when the sign-in session has been idle too long', async () => {
    const h = await play(await tokenOf('agent'))
    expect((await state(h)).statusCode).toBe(200)
    clock.advance(t.config.session.idleMs + 1)
    expectRefused(await state(h))
  })

  it('keep the sign-in session alive while the member plays', async () => {
    const token = await tokenOf('subagent')
    const h = await play(token)
    // Play in the game page only, each call within the idle window, for longer than that window.
    for (let i = 0; i < 3; i++) {
      clock.advance(t.config.session.idleMs / 2)
      expect((await state(h)).statusCode).toBe(200)
    }
    expect((await get(token, '/wps/member/info')).statusCode).toBe(200)
  })

  it('refuse a launch token whose sign-in session ended before the page used it', async () => {
    const token = await tokenOf('rico')
    const res = await get(token, `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf('inhouse_rng_001')}`)
    const tok = new URL(res.json().value.content.game_url, 'http://x').searchParams.get('t') as string
    await t.app.inject({ method: 'DELETE', url: '/wps/session/logout', headers: { authorization: token } })
    const s = await postJson('/games/inhouse/api/session', { token: tok, game: 'inhouse_rng_001' })
    expect(s.statusCode).toBe(401)
  })
})

describe('the game page back link', () => {
  it.each([
    'https://evil.example',
    '//evil.example',
    'javascript:alert(1)',
    '/\\evil.example',
    '/\t/evil.example',
    'evil.example/m/home',
  ])('replaces %s with the home path', async (backUrl) => {
    const h = await play(await tokenOf('demo'), backUrl)
    expect((await state(h)).json().value.backUrl).toBe('/m/home')
  })

  it('keeps a path inside the app', async () => {
    const h = await play(await tokenOf('demo'), '/m/gameList?x=1')
    expect((await state(h)).json().value.backUrl).toBe('/m/gameList?x=1')
  })
})
