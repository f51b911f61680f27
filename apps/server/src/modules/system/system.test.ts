import { flattenWhitelabel, LANGUAGES, systemStatusSchema, type WhitelabelNode } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { translate } from '../../i18n/messages.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_TRUSTED_PROXIES: '127.0.0.1' })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers })
const admin = (code: string, payload: unknown) =>
  t.app.inject({
    method: 'PATCH',
    url: `/admin/merchants/${code}`,
    headers: { 'x-admin-token': ADMIN_TOKEN },
    payload: payload as object,
  })

describe('GET /wps/system/status', () => {
  it('answers the default merchant config in the envelope, matching the contract', async () => {
    const res = await get('/wps/system/status?device=MOBILE&url=localhost')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.success).toBe(true)
    const value = systemStatusSchema.parse(body.value)
    expect(value.info.merchantCode).toBe('demo')
    expect(value.info.defaultLanguage).toBe('TY')
    // The demo offers every language, its default first.
    expect(value.info.supportLanguages[0]).toBe('TY')
    expect([...value.info.supportLanguages].sort()).toEqual([...LANGUAGES].sort())
    expect(value.maintenance).toBe(false)
    expect(value.regionRestriction).toBe(false)
    expect(value.location.ip).toBe('127.0.0.1')
    expect(value.info.whitelabelVal.FREEPLAY3).toBe(true)
    expect(value.info.whitelabelVal.DIRECTREG3).toBe(true)
  })

  it('switches flags, languages and register rules with the Merchant header', async () => {
    const a = (await get('/wps/system/status', { merchant: 'demo' })).json().value
    const b = (await get('/wps/system/status', { merchant: 'demo2' })).json().value
    expect(b.info.merchantCode).toBe('demo2')
    expect(b.info.supportLanguages).toEqual(['EN', 'CN', 'TW'])
    expect(a.info.whitelabelVal.FREEPLAY3).toBe(true)
    expect(b.info.whitelabelVal.FREEPLAY3).toBe(false)
    expect(b.info.whitelabelVal.USERNAMEREG3).toBe(false)
    expect(b.info.register.email.required).toBe(true)
    expect(a.info.register.email.required).toBe(false)
    expect(b.info.currency).toBe('USD')
  })

  it('offers no social sign-in while the server has no provider set up, though demo’s flags are on', async () => {
    const info = (await get('/wps/system/status', { merchant: 'demo' })).json().value.info
    expect(info.whitelabelVal).toMatchObject({ GOOGLELOGIN3: true, FACEBOOKLOGIN3: true })
    expect(info.socialLogin).toEqual([])
  })

  it('resolves the merchant from the host when no header is sent', async () => {
    const res = await get('/wps/system/status', { host: 'demo2.parlor.test' })
    expect(res.json().value.info.merchantCode).toBe('demo2')
    const fallback = await get('/wps/system/status', { host: 'unknown.example' })
    expect(fallback.json().value.info.merchantCode).toBe('demo')
  })

  it('prefers the header over the host', async () => {
    const res = await get('/wps/system/status', { host: 'demo2.parlor.test', merchant: 'demo' })
    expect(res.json().value.info.merchantCode).toBe('demo')
  })

  it('refuses an unknown merchant and duplicate Merchant headers', async () => {
    const unknown = await get('/wps/system/status', { merchant: 'nobody' })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json()).toMatchObject({ success: false, errorCode: 'domain_not_available' })
    const dup = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { merchant: ['demo', 'demo2'] as unknown as string },
    })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().errorCode).toBe('function.not.available')
  })

  it('answers errors in the caller language, falling back to the merchant default', async () => {
    const en = (await get('/wps/system/status', { merchant: 'nobody', language: 'EN' })).json().message
    const ty = (await get('/wps/system/status', { merchant: 'nobody', language: 'en-ph' })).json().message
    expect(en).toMatch(/not available/)
    expect(ty).toMatch(/Hindi available/)
    const probe = (await get('/wps/nothing', { language: 'JA', merchant: 'demo2' })).json().message
    // JA is not offered by demo2: the merchant default (EN) speaks.
    expect(probe).toBe(translate('not_found', 'EN'))
  })

  it('shows maintenance switched on in the database, for that merchant only', async () => {
    expect((await admin('demo2', { maintenance: true })).statusCode).toBe(200)
    expect((await get('/wps/system/status', { merchant: 'demo2' })).json().value.maintenance).toBe(true)
    expect((await get('/wps/system/status', { merchant: 'demo' })).json().value.maintenance).toBe(false)
    await admin('demo2', { maintenance: false })
    expect((await get('/wps/system/status', { merchant: 'demo2' })).json().value.maintenance).toBe(false)
  })

  it('decides region restriction from the client address, trusting X-Forwarded-For only from proxies', async () => {
    await admin('demo', { regionRestriction: true, allowedCountries: ['PH'] })
    try {
      const us = (await get('/wps/system/status', { 'x-forwarded-for': '8.8.8.8' })).json().value
      expect(us.location).toEqual({ ip: '8.8.8.8', countryCode: 'US' })
      expect(us.regionRestriction).toBe(true)
      const ph = (await get('/wps/system/status', { 'x-forwarded-for': '112.198.0.1' })).json().value
      expect(ph.location.countryCode).toBe('PH')
      expect(ph.regionRestriction).toBe(false)
      // Loopback has no country: let through.
      expect((await get('/wps/system/status')).json().value.regionRestriction).toBe(false)
      const spoof = await t.app.inject({
        method: 'GET',
        url: '/wps/system/status',
        remoteAddress: '203.0.113.9',
        headers: { 'x-forwarded-for': '112.198.0.1' },
      })
      expect(spoof.json().value.location.ip).toBe('203.0.113.9')
    } finally {
      await admin('demo', { regionRestriction: false })
    }
  })
})

describe('other system calls', () => {
  it('consolidated settings equal the status info', async () => {
    const status = (await get('/wps/system/status')).json().value.info
    const consolidated = (await get('/wps/system/settings/consolidated')).json().value
    expect(consolidated).toEqual(status)
  })

  it('whitelabel tree flattens to the flat map', async () => {
    const tree = (await get('/wps/system/whitelabel', { merchant: 'demo2' })).json().value as WhitelabelNode
    const flat = (await get('/wps/system/status', { merchant: 'demo2' })).json().value.info.whitelabelVal
    const fromTree = flattenWhitelabel(tree)
    for (const [k, v] of Object.entries(flat)) expect(fromTree[k], k).toBe(v)
  })

  it('country list carries the merchant defaults', async () => {
    const v = (await get('/wps/system/country?_=common', { merchant: 'demo2' })).json().value
    expect(v.countryCode).toBe('US')
    expect(v.currencySymbol).toBe('$')
    expect(v.countries.length).toBeGreaterThan(10)
    expect(v.countries[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63', countryName: 'Philippines' })
  })

  it('register settings, templates, domain route, location and ping', async () => {
    const reg = (await get('/wps/system/setting/register')).json().value
    expect(reg.username).toMatchObject({ enabled: true, required: true, minLength: 4, maxLength: 16 })
    const tpl = (
      await get('/wps/system/templates?domain=parlor&url=demo2.parlor.test&device=MOBILE', { merchant: 'demo2' })
    ).json().value
    expect(tpl.merchantCode).toBe('demo2')
    const route = (await get('/wps/system/domainRoute?device=1')).json().value
    expect(route.domainList).toContainEqual({ domainName: 'localhost' })
    expect(route.version.pathList.every((p: { type: string }) => p.type === '3')).toBe(true)
    const bad = await get('/wps/system/domainRoute?device=7')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errorCode).toBe('request_param_err')
    expect((await get('/wps/system/location', { 'x-forwarded-for': '8.8.8.8' })).json().value.countryCode).toBe('US')
    expect((await get('/wps/system/test/ping?t=1')).json()).toEqual({ success: true, value: 'pong' })
  })
})
