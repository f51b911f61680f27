/**
 * A game page's session is only as good as the sign-in session that launched it: signing out,
 * changing the password elsewhere or an operator disabling the account ends it at once. And the
 * page's back button only ever leads inside the app.
 */
import { describe, expect, it } from 'vitest'
import { ADMIN_TOKEN } from '../../../test/helper.ts'
import { inhousePlayApp, launchTokenOf } from '../../../test/inhouse.ts'
import { loginAs, memberIdOf } from '../../../test/members.ts'

const { t, clock, get, postJson, nodeIdOf, launch, gameSession } = inhousePlayApp()
/** Launches a game and trades the launch token for the page's game session, as the page does. */
const play = async (token: string, backUrl = '/m/gameList', gameCode = 'inhouse_rng_001') =>
  gameSession(await launch(token, gameCode, backUrl), gameCode)
const state = (h: Record<string, string>) => get(null, '/games/inhouse/api/state', h)
const bet = (h: Record<string, string>) =>
  postJson('/games/inhouse/api/play', { bet: '1.00', params: { game: 'inhouse_rng_001' } }, h)
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-admin-token': ADMIN_TOKEN }, payload })

function expectRefused(res: { statusCode: number; json(): { errorCode?: string } }) {
  expect(res.statusCode).toBe(401)
  expect(res.json().errorCode).toBe('inhouse.session.invalid')
}

describe('game sessions follow the sign-in session that launched them', () => {
  it('work while the sign-in session lives', async () => {
    const h = await play(await loginAs(t.app, 'demo'))
    expect((await state(h)).statusCode).toBe(200)
    expect((await bet(h)).statusCode).toBe(200)
    expect((await get(null, '/games/inhouse/api/history', h)).statusCode).toBe(200)
  })

  it('end at logout', async () => {
    const token = await loginAs(t.app, 'lina')
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
    const elsewhere = await loginAs(t.app, 'marco')
    const h = await play(elsewhere)
    expect((await bet(h)).statusCode).toBe(200)
    const here = await loginAs(t.app, 'marco')
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
    const h = await play(await loginAs(t.app, 'jun'))
    expect((await bet(h)).statusCode).toBe(200)
    const id = await memberIdOf(t.database.db, 'jun')
    expect((await admin(`/admin/members/${id}`, { status: 0 })).statusCode).toBe(200)
    expectRefused(await bet(h))
    expectRefused(await state(h))
    await admin(`/admin/members/${id}`, { status: 1 })
    expectRefused(await bet(h))
  })

  it('end when the sign-in session has been idle too long', async () => {
    const h = await play(await loginAs(t.app, 'agent'))
    expect((await state(h)).statusCode).toBe(200)
    clock.advance(t.config.session.idleMs + 1)
    expectRefused(await state(h))
  })

  it('keep the sign-in session alive while the member plays', async () => {
    const token = await loginAs(t.app, 'subagent')
    const h = await play(token)
    // Play in the game page only, each call within the idle window, for longer than that window.
    for (let i = 0; i < 3; i++) {
      clock.advance(t.config.session.idleMs / 2)
      expect((await state(h)).statusCode).toBe(200)
    }
    expect((await get(token, '/wps/member/info')).statusCode).toBe(200)
  })

  it('refuse a launch token whose sign-in session ended before the page used it', async () => {
    const token = await loginAs(t.app, 'rico')
    const res = await get(token, `/wps/game/launchGame?launchMode=GLS&nodeId=${await nodeIdOf('inhouse_rng_001')}`)
    const tok = launchTokenOf(res.json().value.content.game_url)
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
    const h = await play(await loginAs(t.app, 'demo'), backUrl)
    expect((await state(h)).json().value.backUrl).toBe('/m/home')
  })

  it('keeps a path inside the app', async () => {
    const h = await play(await loginAs(t.app, 'demo'), '/m/gameList?x=1')
    expect((await state(h)).json().value.backUrl).toBe('/m/gameList?x=1')
  })
})
