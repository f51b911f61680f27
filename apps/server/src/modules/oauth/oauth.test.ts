/**
 * Social sign-in end to end against a real OpenID Connect provider (oidc-provider) on a local
 * port: our start → its authorize, login and consent screens → our callback → exchange →
 * member calls. The browser is played by fetch with a cookie jar for the provider and the
 * `parlor_oauth` cookie carried by hand to our app (driven through `inject`).
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAnswerSchema } from '@parlor/contract'
import { loadConfig } from '../../config.ts'
import { memberPasskeys, members, oauthIdentities } from '../../db/schema.ts'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { testClock } from '../../../test/clock.ts'
import { type LocalOidcProvider, startOidcProvider, subjectOf } from '../../../test/oidc-provider.ts'
import { softwarePasskey } from '../../../test/software-authenticator.ts'

const CALLBACK = 'http://localhost/wps/session/oauth/google/callback'
let t: TestContext
let idp: LocalOidcProvider
const clock = testClock(new Date())

beforeAll(async () => {
  idp = await startOidcProvider({ redirectUris: [CALLBACK] })
  t = await createTestApp(idp.env, { clock })
}, 120_000)
afterAll(async () => {
  await t?.close()
  await idp?.close()
})

type Headers = Record<string, string>
const admin = (url: string, payload: object) =>
  t.app.inject({ method: 'PATCH', url, headers: { 'x-admin-token': ADMIN_TOKEN }, payload })

/** Our start endpoint: the provider URL and the flow cookie. */
async function start(headers: Headers = {}, returnTo = '/m/withdraw') {
  const res = await t.app.inject({
    url: `/wps/session/oauth/google/start?returnTo=${encodeURIComponent(returnTo)}`,
    headers: { host: 'localhost', ...headers },
  })
  expect(res.statusCode).toBe(302)
  const cookie = res.cookies.find((c) => c.name === 'parlor_oauth')
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/wps/session/oauth', maxAge: 600 })
  return { location: String(res.headers.location), cookie: cookie?.value ?? '' }
}

/**
 * Plays the browser at the provider: follows redirects, fills the login form, confirms consent,
 * until the provider redirects to our callback; answers that URL.
 */
async function signInAtProvider(authorizeUrl: string, login: string): Promise<URL> {
  const jar = new Map<string, string>()
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const at = pair?.indexOf('=') ?? -1
      if (pair && at > 0) jar.set(pair.slice(0, at), pair.slice(at + 1))
    }
  }
  let url = authorizeUrl
  let init: RequestInit = {}
  for (let step = 0; step < 12; step++) {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...init.headers, cookie: cookieHeader() } })
    keep(res)
    const location = res.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.href.startsWith(CALLBACK)) return next
      url = next.href
      init = {}
      continue
    }
    const html = await res.text()
    const form = /<form[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/.exec(html)
    if (!form?.[1]) throw new Error(`no form at ${url} (${res.status}): ${html.slice(0, 300)}`)
    const fields = new URLSearchParams()
    for (const input of (form[2] ?? '').matchAll(/<input[^>]*name="([^"]+)"[^>]*>/g)) {
      const name = input[1] ?? ''
      const value = /value="([^"]*)"/.exec(input[0])?.[1]
      fields.set(name, name === 'login' ? login : name === 'password' ? 'any-password' : (value ?? ''))
    }
    url = new URL(form[1].replaceAll('&amp;', '&'), url).href
    init = {
      method: 'POST',
      body: fields.toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }
  }
  throw new Error('the provider never redirected back')
}

async function callback(providerRedirect: URL, cookie: string | undefined, headers: Headers = {}) {
  const res = await t.app.inject({
    url: `/wps/session/oauth/google/callback${providerRedirect.search}`,
    headers: { host: 'localhost', ...(cookie ? { cookie: `parlor_oauth=${cookie}` } : {}), ...headers },
  })
  expect(res.statusCode).toBe(302)
  return new URL(String(res.headers.location), 'http://localhost')
}

const exchange = (code: string, headers: Headers = {}) =>
  t.app.inject({ method: 'POST', url: '/wps/session/oauth/exchange', payload: { code }, headers })

/** The whole journey for `login`; answers where the callback sent the browser. */
async function journey(login: string, headers: Headers = {}) {
  const { location, cookie } = await start(headers)
  const back = await signInAtProvider(location, login)
  return { landing: await callback(back, cookie, headers), back, cookie }
}

describe('Google sign-in (authorization code + PKCE against a local OpenID provider)', () => {
  it('sends the browser to the provider with state, nonce and an S256 challenge', async () => {
    const { location } = await start()
    const url = new URL(location)
    expect(url.origin).toBe(idp.issuer)
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'parlor-test-client',
      redirect_uri: CALLBACK,
      code_challenge_method: 'S256',
      scope: 'openid email profile',
    })
    for (const p of ['state', 'nonce', 'code_challenge']) expect(url.searchParams.get(p)?.length).toBeGreaterThan(20)
  })

  it('creates an account for a new verified email (demo allows sign-up) and signs it in', async () => {
    const { landing } = await journey('new.player@example.test')
    expect(landing.pathname).toBe('/m/login')
    expect(landing.searchParams.get('returnTo')).toBe('/m/withdraw')
    const code = landing.searchParams.get('oauth') ?? ''
    expect(code.length).toBeGreaterThan(30)

    const res = await exchange(code)
    expect(res.statusCode).toBe(200)
    const answer = loginAnswerSchema.parse(res.json().value)
    expect(answer).toMatchObject({ customerType: 0, firstTimeLogin: false, changePassword: false })
    expect(answer.userName).toMatch(/^newplaye\d{4}$/)

    const info = await t.app.inject({ url: '/wps/member/info', headers: { authorization: answer.token } })
    expect(info.statusCode).toBe(200)
    expect(info.json().value).toMatchObject({ id: answer.id, account: answer.userName, nickname: 'new.player' })

    const [link] = await t.database.db.select().from(oauthIdentities).where(eq(oauthIdentities.memberId, answer.id))
    expect(link).toMatchObject({
      provider: 'google',
      subject: subjectOf('new.player@example.test'),
      issuer: idp.issuer,
    })

    // A second sign-in finds the same account by subject, not a new one.
    const again = await journey('new.player@example.test')
    const second = loginAnswerSchema.parse((await exchange(again.landing.searchParams.get('oauth') ?? '')).json().value)
    expect(second.id).toBe(answer.id)
    expect(second.token).not.toBe(answer.token)
  })

  it('asks a member with a passkey for the second step, as a password sign-in does (decision 043)', async () => {
    const first = await journey('guarded.player@example.test')
    const answer = loginAnswerSchema.parse((await exchange(first.landing.searchParams.get('oauth') ?? '')).json().value)
    const [row] = await t.database.db.select().from(members).where(eq(members.id, answer.id))
    const key = softwarePasskey({ origin: 'http://localhost' })
    await t.database.db.insert(memberPasskeys).values({
      memberId: answer.id,
      merchantId: row?.merchantId ?? 0,
      credentialId: key.id,
      publicKey: key.publicKey,
      name: 'Phone',
      rpId: 'localhost',
      createdAt: clock.now(),
    })
    const again = await journey('guarded.player@example.test')
    const res = await exchange(again.landing.searchParams.get('oauth') ?? '')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ errorCode: 'login_verify_required', value: { passkey: true } })
    expect(res.json().value.ga).toBeUndefined()
    // The challenge leads to that member's passkey, as after a password.
    const options = await t.app.inject({
      method: 'POST',
      url: '/wps/session/passkey/options',
      payload: { challenge: res.json().value.challenge },
    })
    expect(options.json().value.allowCredentials).toEqual([{ id: key.id, type: 'public-key', transports: [] }])
  })

  it('links an existing member by verified email, ignoring case', async () => {
    const { landing } = await journey('DEMO@Example.Com')
    const answer = loginAnswerSchema.parse((await exchange(landing.searchParams.get('oauth') ?? '')).json().value)
    expect(answer.userName).toBe('demo')
    const [demo] = await t.database.db.select().from(members).where(eq(members.usernameKey, 'demo'))
    const links = await t.database.db
      .select()
      .from(oauthIdentities)
      .where(eq(oauthIdentities.memberId, demo?.id ?? 0))
    expect(links).toHaveLength(1)
  })

  it('refuses an unverified email', async () => {
    const { landing } = await journey('unverified@example.test')
    expect(landing.pathname + landing.search).toBe('/m/login?oauthError=email_not_verified')
  })

  it('refuses to create an account where the merchant does not allow sign-up (demo2)', async () => {
    await admin('/admin/merchants/demo2', { flags: { GOOGLELOGIN3: true } })
    const { landing } = await journey('stranger@example.test', { merchant: 'demo2' })
    expect(landing.pathname + landing.search).toBe('/m/login?oauthError=sign_up_disabled')
    const count = await t.database.db.select().from(members).where(eq(members.email, 'stranger@example.test'))
    expect(count).toHaveLength(0)
    await admin('/admin/merchants/demo2', { flags: { GOOGLELOGIN3: false } })
  })

  it('refuses a callback whose state does not match, and the flow is then spent', async () => {
    const { location, cookie } = await start()
    const back = await signInAtProvider(location, 'state.test@example.test')
    const forged = new URL(back)
    forged.searchParams.set('state', 'not-the-state')
    expect((await callback(forged, cookie)).search).toBe('?oauthError=oauth_failed')
    // The genuine redirect cannot be used after the failed attempt either.
    expect((await callback(back, cookie)).search).toBe('?oauthError=oauth_failed')
  })

  it('refuses a callback without the flow cookie (another browser)', async () => {
    const { location } = await start()
    const back = await signInAtProvider(location, 'cookie.test@example.test')
    expect((await callback(back, undefined)).search).toBe('?oauthError=oauth_failed')
    expect((await callback(back, 'forged-cookie-value')).search).toBe('?oauthError=oauth_failed')
  })

  it('refuses a replayed callback', async () => {
    const { back, cookie, landing } = await journey('replay@example.test')
    expect(landing.searchParams.get('oauth')).toBeTruthy()
    expect((await callback(back, cookie)).search).toBe('?oauthError=oauth_failed')
  })

  it('refuses a flow older than 10 minutes', async () => {
    const { location, cookie } = await start()
    const back = await signInAtProvider(location, 'slow@example.test')
    clock.advance(10 * 60_000 + 1000)
    try {
      expect((await callback(back, cookie)).search).toBe('?oauthError=oauth_failed')
    } finally {
      clock.set(new Date())
    }
  })

  it('gives one-time codes: single use, 30 seconds, own merchant only', async () => {
    const first = await journey('codes@example.test')
    const code = first.landing.searchParams.get('oauth') ?? ''
    expect((await exchange(code)).statusCode).toBe(200)
    const replay = await exchange(code)
    expect(replay.statusCode).toBe(400)
    expect(replay.json()).toMatchObject({ success: false, errorCode: 'oauth_code_invalid' })

    const late = (await journey('codes@example.test')).landing.searchParams.get('oauth') ?? ''
    clock.advance(31_000)
    try {
      expect((await exchange(late)).json().errorCode).toBe('oauth_code_invalid')
    } finally {
      clock.set(new Date())
    }

    const other = (await journey('codes@example.test')).landing.searchParams.get('oauth') ?? ''
    expect((await exchange(other, { merchant: 'demo2' })).json().errorCode).toBe('oauth_code_invalid')
    expect((await exchange('made-up-code')).json().errorCode).toBe('oauth_code_invalid')
  })

  it('keeps returnTo to app paths on our own origin', async () => {
    for (const bad of ['https://evil.example/m/x', '//evil.example/m/x', '/api/x', '/\\evil.example']) {
      const { location, cookie } = await start({}, bad)
      const back = await signInAtProvider(location, 'return@example.test')
      const landing = await callback(back, cookie)
      expect(landing.searchParams.get('oauth')).toBeTruthy()
      expect(landing.searchParams.has('returnTo')).toBe(false)
    }
  })

  it('caps how many flows one address can start', async () => {
    const startFrom = () =>
      t.app.inject({
        url: '/wps/session/oauth/google/start',
        headers: { host: 'localhost' },
        remoteAddress: '10.9.9.9',
      })
    for (let i = 0; i < 30; i++) expect((await startFrom()).statusCode).toBe(302)
    // The player followed a link: the refusal lands back in the app, named, not on an envelope.
    const refused = await startFrom()
    expect(refused.statusCode).toBe(302)
    expect(refused.headers.location).toBe('/m/login?oauthError=too_many_attempts')
    expect(refused.cookies.find((c) => c.name === 'parlor_oauth')).toBeUndefined()
  })

  it('sends the browser back to the app when the flag is off or the provider is not configured', async () => {
    await admin('/admin/merchants/demo', { flags: { GOOGLELOGIN3: false } })
    const off = await t.app.inject({
      url: '/wps/session/oauth/google/start?returnTo=%2Fm%2Fregister',
      headers: { host: 'localhost' },
    })
    await admin('/admin/merchants/demo', { flags: { GOOGLELOGIN3: true } })
    expect(off.statusCode).toBe(302)
    expect(off.headers.location).toBe('/m/login?oauthError=unavailable&redirect=%2Fm%2Fregister')
    // Facebook's flag is on for demo, but this server has no Facebook client.
    const facebook = await t.app.inject({ url: '/wps/session/oauth/facebook/start', headers: { host: 'localhost' } })
    expect(facebook.statusCode).toBe(302)
    expect(facebook.headers.location).toBe('/m/login?oauthError=unavailable')
    expect(facebook.headers['content-type'] ?? '').not.toContain('json')
    // A return address off the app is dropped here too.
    const offsite = await t.app.inject({
      url: `/wps/session/oauth/facebook/start?returnTo=${encodeURIComponent('https://evil.example/m/x')}`,
      headers: { host: 'localhost' },
    })
    expect(offsite.headers.location).toBe('/m/login?oauthError=unavailable')
    const callback = await t.app.inject({
      url: '/wps/session/oauth/facebook/callback?code=x&state=y',
      headers: { host: 'localhost' },
    })
    expect(callback.statusCode).toBe(302)
    expect(callback.headers.location).toBe('/m/login?oauthError=unavailable')
    const unknown = await t.app.inject({ url: '/wps/session/oauth/myspace/start', headers: { host: 'localhost' } })
    expect(unknown.statusCode).toBe(400)
  })

  it('tells the app which providers each merchant offers: flag on and a client configured', async () => {
    const offered = async (merchant: string) =>
      (await t.app.inject({ url: '/wps/system/status', headers: { merchant } })).json().value.info.socialLogin
    // demo has both flags on, but only Google is set up on this server.
    expect(await offered('demo')).toEqual(['google'])
    // demo2 has both flags off.
    expect(await offered('demo2')).toEqual([])
    await admin('/admin/merchants/demo2', { flags: { GOOGLELOGIN3: true, FACEBOOKLOGIN3: true } })
    try {
      expect(await offered('demo2')).toEqual(['google'])
    } finally {
      await admin('/admin/merchants/demo2', { flags: { GOOGLELOGIN3: false, FACEBOOKLOGIN3: false } })
    }
    expect(await offered('demo2')).toEqual([])
  })
})

describe('social sign-in configuration', () => {
  it('refuses half a provider configuration and keeps the issuer as given', () => {
    expect(() => loadConfig({ PARLOR_OIDC_GOOGLE_ISSUER: 'https://accounts.google.com' })).toThrow(/all three or none/)
    const config = loadConfig({
      PARLOR_OIDC_FACEBOOK_ISSUER: 'https://issuer.example/',
      PARLOR_OIDC_FACEBOOK_CLIENT_ID: 'id',
      PARLOR_OIDC_FACEBOOK_CLIENT_SECRET: 'secret',
    })
    expect(config.oidc).toEqual({
      facebook: { issuer: 'https://issuer.example/', clientId: 'id', clientSecret: 'secret' },
    })
  })
})
