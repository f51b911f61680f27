/**
 * A session that must change its password first (first login, expired password with
 * PWDEXPFORCECHANGE3, the default 123456) is held to the change-password screen by the server,
 * not only by the web app: no balances, no games until the password is new.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testClock } from '../../test/clock.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../test/helper.ts'
import { members } from '../db/schema.ts'

const clock = testClock(new Date())
let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' }, { clock })
})
afterAll(() => t.close())

async function login(username: string, password = 'demo1234') {
  const res = await t.app.inject({
    method: 'POST',
    url: '/wps/session/login',
    payload: { username, password, type: 'username' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as { token: string; changePassword: boolean }
}
const get = (token: string, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: token, language: 'EN' } })
/** `oldPassword` null: left out, as the change-password screen does for a forced change. */
const changePassword = (token: string, oldPassword: string | null, newPassword: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/password',
    headers: { authorization: token, language: 'EN' },
    payload: { ...(oldPassword === null ? {} : { oldPassword }), newPassword, confirmNewPassword: newPassword },
  })
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-admin-token': ADMIN_TOKEN }, payload })

async function launchUrl() {
  const list = (
    await t.app.inject({ url: '/wps/relay/GCSGAME_gameList?gameType=RNG&vassalage=INHOUSE&pageSize=50' })
  ).json().value.games as { gameCode: string; nodeId: number }[]
  const nodeId = list.find((g) => g.gameCode === 'inhouse_rng_001')?.nodeId
  return `/wps/game/launchGame?launchMode=GLS&nodeId=${nodeId}&backUrl=/m/gameList`
}

function expectChangeRequired(res: { statusCode: number; json(): { success: boolean; errorCode?: string } }) {
  expect(res.statusCode).toBe(403)
  expect(res.json()).toMatchObject({ success: false, errorCode: 'password.change.required' })
}

describe('a session that must change its password', () => {
  it('reaches only member info, the password change and sign-out until the password is new', async () => {
    const { token, changePassword: must } = await login('newbie')
    expect(must).toBe(true)
    expectChangeRequired(await get(token, '/wps/v2/wallets/balance'))
    expectChangeRequired(await get(token, await launchUrl()))
    expectChangeRequired(await get(token, '/wps/game/records'))
    expectChangeRequired(await get(token, '/wps/relay/MCSFE_getFavoriteGames'))
    // What the forced-change screen itself needs still answers.
    expect((await get(token, '/wps/member/info')).statusCode).toBe(200)

    expect((await changePassword(token, 'demo1234', 'fresh-Pass-42')).statusCode).toBe(200)
    const balance = await get(token, '/wps/v2/wallets/balance')
    expect(balance.statusCode, balance.body).toBe(200)
    expect((await get(token, await launchUrl())).statusCode).toBe(200)
    // And the next sign-in is an ordinary one.
    expect((await login('newbie', 'fresh-Pass-42')).changePassword).toBe(false)
  })

  it('may sign out', async () => {
    // The first test gave newbie this password; an ordinary session of the member stays signed in.
    const { token } = await login('newbie', 'fresh-Pass-42')
    await t.database.db.update(members).set({ firstTimeLogin: true }).where(eq(members.usernameKey, 'newbie'))
    const forced = await login('newbie', 'fresh-Pass-42')
    expect(forced.changePassword).toBe(true)
    const out = await t.app.inject({
      method: 'DELETE',
      url: '/wps/session/logout',
      headers: { authorization: forced.token },
    })
    expect(out.statusCode).toBe(200)
    expect((await get(forced.token, '/wps/member/info')).statusCode).toBe(401)
    expect((await get(token, '/wps/member/info')).statusCode).toBe(200)
  })

  it('is held the same way when the password expired under PWDEXPFORCECHANGE3', async () => {
    await admin('/admin/merchants/demo', {
      flags: { PWDEXPFORCECHANGE3: true },
      authSettings: { passwordMaxAgeDays: 30 },
    })
    const old = new Date(clock.now().getTime() - 31 * 86_400_000)
    await t.database.db.update(members).set({ passwordChangedAt: old }).where(eq(members.usernameKey, 'lina'))
    const { token, changePassword: must } = await login('lina')
    expect(must).toBe(true)
    expectChangeRequired(await get(token, '/wps/v2/wallets/balance'))
    expect((await changePassword(token, 'demo1234', 'lina-New-Pass-7')).statusCode).toBe(200)
    expect((await get(token, '/wps/v2/wallets/balance')).statusCode).toBe(200)
    await admin('/admin/merchants/demo', { authSettings: { passwordMaxAgeDays: 0 } })
  })

  it('changes without the old password, once, for the session that signed in to the forced change', async () => {
    // As an agent's "open account" leaves it: a temporary password the member must replace.
    await t.database.db.update(members).set({ firstTimeLogin: true }).where(eq(members.usernameKey, 'marco'))
    const ordinary = await login('demo')
    const elsewhere = (await login('marco')).token
    const { token, changePassword: must } = await login('marco')
    expect(must).toBe(true)

    const same = await changePassword(token, null, 'demo1234')
    expect(same.json()).toMatchObject({ errorCode: 'modify.new.old.same' })
    expectChangeRequired(await get(token, '/wps/v2/wallets/balance'))

    // Two at once: the forced change is spent by one of them only.
    const both = await Promise.all([
      changePassword(token, null, 'marco-New-Pass-1'),
      changePassword(token, null, 'marco-New-Pass-2'),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 400])
    const refused = both.find((r) => r.statusCode === 400)
    expect(refused?.json()).toMatchObject({
      errorCode: 'old.password.required',
      message: 'Please enter your old password.',
    })
    const won = both[0]?.statusCode === 200 ? 'marco-New-Pass-1' : 'marco-New-Pass-2'
    expect((await get(token, '/wps/v2/wallets/balance')).statusCode).toBe(200)
    expect((await get(elsewhere, '/wps/member/info')).statusCode).toBe(401)

    // Later changes from the same session are ordinary ones: the old password again.
    expect((await changePassword(token, null, 'marco-New-Pass-3')).json().errorCode).toBe('old.password.required')
    expect((await changePassword(token, won, 'marco-New-Pass-3')).statusCode).toBe(200)
    expect((await login('marco', 'marco-New-Pass-3')).changePassword).toBe(false)

    // An ordinary session never could.
    const res = await changePassword(ordinary.token, null, 'demo-New-Pass-9')
    expect(res.statusCode).toBe(400)
    expect(res.json().errorCode).toBe('old.password.required')
  })

  it('leaves ordinary sessions alone', async () => {
    const { token, changePassword: must } = await login('demo')
    expect(must).toBe(false)
    expect((await get(token, '/wps/v2/wallets/balance')).statusCode).toBe(200)
  })
})
