import {
  rebateReportSchema,
  iconAnswerSchema,
  memberInfoSchema,
  pnlSummarySchema,
  referredMembersSchema,
  securityConfigSchema,
} from '@parlor/contract'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { gradientPng } from '../../../test/images.ts'
import { loginAs } from '../../../test/members.ts'
import { agentRebateRates, members } from '../../db/schema.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

type Headers = Record<string, string>
const tokens = new Map<string, string>()
async function tokenOf(username: string, merchant = 'demo'): Promise<string> {
  const cached = tokens.get(`${merchant}:${username}`)
  if (cached) return cached
  const token = await loginAs(t.app, username, undefined, merchant)
  tokens.set(`${merchant}:${username}`, token)
  return token
}
async function trialToken(): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value.token as string
}
const as = async (username: string, merchant = 'demo'): Promise<Headers> => ({
  authorization: await tokenOf(username, merchant),
  merchant,
  language: 'EN',
})
const get = (url: string, headers: Headers = {}) => t.app.inject({ url, headers })
const put = (url: string, headers: Headers, payload: Record<string, string>) =>
  t.app.inject({ method: 'PUT', url, headers, payload })
const upload = (headers: Headers, file: string) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/member/info/icon',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ file }).toString(),
  })

function makeJpeg(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4, 200)
  return Buffer.from(jpeg.encode({ width, height, data }, 90).data)
}
const dataUrl = (mime: string, bytes: Buffer) => `data:${mime};base64,${bytes.toString('base64')}`

const MEMBER_CALLS: [string, string, unknown?][] = [
  ['PUT', '/wps/member/info/nickname', { nickname: 'Someone' }],
  ['PUT', '/wps/member/info/email', { email: 'a@b.com' }],
  ['PUT', '/wps/member/info/payeename', { payeeName: 'Juan Cruz' }],
  ['GET', '/wps/member/info/icon'],
  ['GET', '/wps/member/securityConfig'],
  ['GET', '/wps/member/pnl?startDate=2026-01-01&endDate=2026-01-02'],
  ['GET', '/wps/member/referral/members'],
]

describe('sessions and customer types', () => {
  it('refuses every member-centre call without a session', async () => {
    for (const [method, url, payload] of MEMBER_CALLS) {
      const res = await t.app.inject({ method: method as 'GET', url, payload: payload as object })
      expect(res.statusCode, url).toBe(401)
      expect(res.json()).toMatchObject({ success: false, errorCode: 'customer.not.login' })
    }
    const up = await upload({}, dataUrl('image/png', gradientPng(4, 4)))
    expect(up.statusCode).toBe(401)
  })

  it('refuses trial accounts (type 4) everything but reading their icon', async () => {
    const authorization = await trialToken()
    for (const [method, url, payload] of MEMBER_CALLS) {
      const res = await t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization },
        payload: payload as object,
      })
      if (url === '/wps/member/info/icon') expect(res.statusCode).toBe(200)
      else expect([url, res.statusCode, res.json().errorCode]).toEqual([url, 403, 'in_need_true_account'])
    }
    expect((await upload({ authorization }, dataUrl('image/png', gradientPng(4, 4)))).statusCode).toBe(403)
  })
})

describe('profile fields', () => {
  it('changes the nickname, and member info shows it', async () => {
    const h = await as('marco')
    const res = await put('/wps/member/info/nickname', h, { nickname: '  Marco   Polo ' })
    expect(res.statusCode, res.body).toBe(200)
    const info = memberInfoSchema.parse((await get('/wps/member/info', h)).json().value)
    expect(info.nickname).toBe('Marco Polo')
  })

  it('refuses nicknames out of bounds or with markup, with a translated message', async () => {
    const h = await as('marco')
    for (const nickname of ['M', 'x'.repeat(21), '<b>Marco</b>', '   ']) {
      const res = await put('/wps/member/info/nickname', h, { nickname })
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'nickname.format.err',
        message: 'A nickname has 2 to 20 letters, digits, spaces, dots, hyphens or underscores.',
      })
    }
    const ty = await put('/wps/member/info/nickname', { ...h, language: 'TY' }, { nickname: 'M' })
    expect(ty.json().message).toContain('Ang palayaw')
    const info = memberInfoSchema.parse((await get('/wps/member/info', h)).json().value)
    expect(info.nickname).toBe('Marco Polo')
  })

  it('changes the email after checking its format', async () => {
    const h = await as('jun')
    for (const email of ['jun', 'jun@', 'jun@example', `${'j'.repeat(250)}@example.com`]) {
      const res = await put('/wps/member/info/email', h, { email })
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'email.format.err',
        message: 'E-mail format is incorrect',
      })
    }
    expect((await put('/wps/member/info/email', h, { email: 'jun.cruz@example.ph' })).statusCode).toBe(200)
    const info = memberInfoSchema.parse((await get('/wps/member/info', h)).json().value)
    expect(info.email).toBe('ju******@example.ph')
  })

  it('sets the payee name once, by the merchant rule, and never overwrites it', async () => {
    const h = await as('lina')
    for (const payeeName of ['J', 'Juan 2nd', '<i>Juan</i>', 'x'.repeat(51)]) {
      const res = await put('/wps/member/info/payeename', h, { payeeName })
      expect(res.json()).toMatchObject({ success: false, errorCode: 'payeename.format.err' })
      expect(res.json().message).toContain('2 to 50')
    }
    expect((await put('/wps/member/info/payeename', h, { payeeName: 'Lina  Dela Cruz' })).statusCode).toBe(200)
    const again = await put('/wps/member/info/payeename', h, { payeeName: 'Somebody Else' })
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ errorCode: 'payeename.locked' })
    const config = securityConfigSchema.parse((await get('/wps/member/securityConfig', h)).json().value)
    expect(config.payeeName).toBe('Lina Dela Cruz')
  })

  it('answers a missing field as a parameter error in the envelope', async () => {
    const res = await put('/wps/member/info/nickname', await as('lina'), { name: 'x' })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
  })
})

describe('head icon', () => {
  it('has none at first, then serves a re-encoded square of the uploaded png', async () => {
    const h = await as('rico')
    expect(iconAnswerSchema.parse((await get('/wps/member/info/icon', h)).json().value).url).toBeNull()
    const original = gradientPng(300, 200)
    const res = await upload(h, dataUrl('image/png', original))
    expect(res.statusCode, res.body).toBe(200)
    const { url } = iconAnswerSchema.parse(res.json().value)
    expect(url).toMatch(/^\/cdn\/member-icons\/[a-f0-9]{32}\.png$/)
    expect(iconAnswerSchema.parse((await get('/wps/member/info/icon', h)).json().value).url).toBe(url)

    // Public by its unguessable key, so an <img> can load it without a token.
    const img = await get(url as string)
    expect(img.statusCode).toBe(200)
    expect(img.headers['content-type']).toBe('image/png')
    expect(img.headers['x-content-type-options']).toBe('nosniff')
    expect(img.headers['cache-control']).toContain('immutable')
    expect(img.rawPayload.equals(original)).toBe(false)
    const decoded = PNG.sync.read(img.rawPayload)
    expect([decoded.width, decoded.height]).toEqual([200, 200])
    // The centre of the crop keeps the gradient's colour at that spot.
    const mid = (100 * 200 + 100) * 4
    expect(Math.abs((decoded.data[mid] ?? 0) - 127)).toBeLessThan(6)
  })

  it('scales large images down to 256 x 256 and keeps jpeg as jpeg', async () => {
    const h = await as('rico')
    const big = await upload(h, dataUrl('image/png', gradientPng(900, 600)))
    const pngUrl = iconAnswerSchema.parse(big.json().value).url as string
    const png = PNG.sync.read((await get(pngUrl)).rawPayload)
    expect([png.width, png.height]).toEqual([256, 256])

    const original = makeJpeg(400, 300)
    const res = await upload(h, dataUrl('image/jpeg', original))
    const url = iconAnswerSchema.parse(res.json().value).url as string
    expect(url).toMatch(/\.jpg$/)
    const img = await get(url)
    expect(img.headers['content-type']).toBe('image/jpeg')
    expect(img.rawPayload.equals(original)).toBe(false)
    const decoded = jpeg.decode(img.rawPayload)
    expect([decoded.width, decoded.height]).toEqual([256, 256])
    // A new upload is a new URL; the old one is gone.
    expect((await get(pngUrl)).statusCode).toBe(404)
  })

  it('goes by the bytes, not the name: jpeg bytes sent as png are a jpeg, exe bytes are refused', async () => {
    const h = await as('subagent')
    const asPng = await upload(h, dataUrl('image/png', makeJpeg(64, 64)))
    expect(iconAnswerSchema.parse(asPng.json().value).url).toMatch(/\.jpg$/)

    const exe = Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'binary'), Buffer.alloc(512, 0x41)])
    for (const file of [
      dataUrl('image/png', exe),
      exe.toString('base64'),
      'not base64 at all!',
      dataUrl('image/gif', Buffer.from('GIF89a')),
    ]) {
      const res = await upload(h, file)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({
        success: false,
        errorCode: 'icon.type.err',
        message: 'Only png or jpg images can be used.',
      })
    }
  })

  it('refuses files over 2 MB, corrupt images and oversized canvases', async () => {
    const h = await as('subagent')
    const tooBig = Buffer.concat([gradientPng(8, 8), Buffer.alloc(2 * 1024 * 1024)])
    const big = await upload(h, dataUrl('image/png', tooBig))
    expect(big.statusCode).toBe(413)
    expect(big.json()).toMatchObject({ errorCode: 'icon.too.large', message: 'The image is larger than 2 MB.' })

    const good = gradientPng(32, 32)
    const truncated = good.subarray(0, good.length - 30)
    const flipped = Buffer.from(good)
    flipped[40] = (flipped[40] ?? 0) ^ 0xff
    const huge = Buffer.from(good)
    huge.writeUInt32BE(100_000, 16)
    huge.writeUInt32BE(100_000, 20)
    const badJpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)])
    for (const bytes of [truncated, flipped, huge, badJpeg]) {
      const res = await upload(h, dataUrl('image/png', bytes))
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ errorCode: 'icon.corrupt' })
    }
    const empty = await upload(h, '')
    expect(empty.json()).toMatchObject({ errorCode: 'icon.missing' })
    // Nothing was stored by the refused uploads.
    const { url } = iconAnswerSchema.parse((await get('/wps/member/info/icon', h)).json().value)
    expect(url).toMatch(/\.jpg$/)
  })

  it('answers 404 for unknown keys and mismatched extensions', async () => {
    const h = await as('subagent')
    const url = iconAnswerSchema.parse((await get('/wps/member/info/icon', h)).json().value).url as string
    expect((await get(url.replace(/\.jpg$/, '.png'))).statusCode).toBe(404)
    expect((await get(`/cdn/member-icons/${'0'.repeat(32)}.png`)).statusCode).toBe(404)
    expect((await get('/cdn/member-icons/..%2F..%2Fetc.png')).statusCode).toBe(404)
  })
})

describe('security centre', () => {
  it('tells which protections are set, with masked values and recent sign-ins', async () => {
    const h = await as('demo')
    const v = securityConfigSchema.parse((await get('/wps/member/securityConfig', h)).json().value)
    expect(v).toMatchObject({ mobile: '917*****67', email: 'de**@example.com', withdrawPassword: false })
    expect(v.recentLogins.filter((l) => l.current)).toHaveLength(1)
    expect(v.recentLogins[0]?.loginType).toBe('username')
    const none = securityConfigSchema.parse((await get('/wps/member/securityConfig', await as('rico'))).json().value)
    expect(none).toMatchObject({ mobile: null, email: null, payeeName: null })
  })
})

const today = () => new Date().toISOString().slice(0, 10)
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10)

describe('profit and loss', () => {
  it('sums the closed rounds per day, matching the betting record', async () => {
    const h = await as('dexter')
    const res = await get(`/wps/member/pnl?startDate=${daysAgo(1)}&endDate=${today()}`, h)
    expect(res.statusCode, res.body).toBe(200)
    const v = pnlSummarySchema.parse(res.json().value)
    expect(v.total.rounds).toBeGreaterThan(0)
    const rounds = (await get('/wps/game/records?pageSize=100', h)).json().value.list as {
      bet: number
      net: number
      status: string
    }[]
    const closed = rounds.filter((r) => r.status !== 'open')
    expect(v.total.rounds).toBe(closed.length)
    expect(v.total.bet).toBeCloseTo(
      closed.reduce((s, r) => s + r.bet, 0),
      2,
    )
    expect(v.total.net).toBeCloseTo(
      closed.reduce((s, r) => s + r.net, 0),
      2,
    )
    expect(v.days.reduce((s, d) => s + d.rounds, 0)).toBe(v.total.rounds)
    expect(v.currency).toBe('PHP')
  })

  it('answers an empty summary for a member who has not played', async () => {
    const v = pnlSummarySchema.parse(
      (await get(`/wps/member/pnl?startDate=${daysAgo(6)}&endDate=${today()}`, await as('demo'))).json().value,
    )
    expect(v).toMatchObject({ days: [], total: { rounds: 0, bet: 0, payout: 0, net: 0 } })
  })

  it('refuses reversed or over-long ranges', async () => {
    const h = await as('demo')
    for (const q of [
      'startDate=2026-02-10&endDate=2026-02-01',
      'startDate=2026-01-01&endDate=2026-03-01',
      'startDate=yesterday&endDate=2026-01-01',
    ]) {
      const res = await get(`/wps/member/pnl?${q}`, h)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
    }
  })

  it('is closed where PERSREP is off (demo2)', async () => {
    const res = await get(`/wps/member/pnl?startDate=${today()}&endDate=${today()}`, await as('mia', 'demo2'))
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ errorCode: 'function.not.available' })
  })
})

describe('referral management', () => {
  it('lists the members who joined under an agent, masked', async () => {
    const v = referredMembersSchema.parse((await get('/wps/member/referral/members', await as('agent'))).json().value)
    expect(v.affiliateCode).toBe('AGENT01')
    expect(v.total).toBe(4)
    expect(v.members.map((m) => m.account).sort()).toEqual(['j***n', 'l***a', 'ma***o', 'su***t'].sort())
  })

  it('answers an empty list to a member nobody joined under', async () => {
    const v = referredMembersSchema.parse((await get('/wps/member/referral/members', await as('demo'))).json().value)
    expect(v).toEqual({ affiliateCode: null, total: 0, members: [] })
  })

  it('is closed where no REFERRAL promotion is live (demo2)', async () => {
    const res = await get('/wps/member/referral/members', await as('mia', 'demo2'))
    expect(res.json()).toMatchObject({ success: false, errorCode: 'function.not.available' })
  })
})

describe('rebate report', () => {
  it('shows turnover per product type at the house’s rates, or the member’s own where its agent set one', async () => {
    const h = await as('bella')
    const q = `startDate=${daysAgo(1)}&endDate=${today()}`
    const before = rebateReportSchema.parse((await get(`/wps/member/rebateReport?${q}`, h)).json().value)
    expect(before.list).toHaveLength(9)
    // The demo merchant's house rates (seed/promotions.ts DEMO_REBATE_BP).
    expect(before.list.map((r) => r.rate)).toEqual([1, 0.6, 0.8, 0.5, 0.5, 0.5, 0.5, 0.5, 0.5])
    const rng = before.list.find((r) => r.productType === 'RNG')
    const rounds = (await get('/wps/game/records?pageSize=100', h)).json().value.list as {
      bet: number
      status: string
    }[]
    const staked = rounds.filter((r) => r.status !== 'rolled_back').reduce((s, r) => s + r.bet, 0)
    expect(staked).toBeGreaterThan(0)
    expect(rng?.bet).toBeCloseTo(staked, 2)
    expect(before.total.bet).toBeCloseTo(staked, 2)
    expect(rng?.rebate).toBe(Math.floor(staked * 100 * 0.01) / 100)

    const [bella] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.usernameKey, 'bella'))
    await t.database.db
      .insert(agentRebateRates)
      .values({ memberId: bella?.id as number, productType: 'RNG', rateBp: 150 })
    const after = rebateReportSchema.parse((await get(`/wps/member/rebateReport?${q}`, h)).json().value)
    const row = after.list.find((r) => r.productType === 'RNG')
    expect(row?.rate).toBe(1.5)
    expect(row?.rebate).toBe(Math.floor(staked * 100 * 0.015) / 100)
    expect(after.total.rebate).toBe(row?.rebate)
    expect(after.list.find((r) => r.productType === 'LIVE')).toMatchObject({ rate: 0.6, bet: 0, rebate: 0 })
    // Nothing paid: the payout job pays ended days only, and no test run started it.
    expect(after).toMatchObject({ paid: [], paidTotal: 0 })
  })

  it('is closed where PLYRBT is off (demo2) and refuses bad ranges', async () => {
    const closed = await get(
      `/wps/member/rebateReport?startDate=${today()}&endDate=${today()}`,
      await as('mia', 'demo2'),
    )
    expect(closed.json()).toMatchObject({ success: false, errorCode: 'function.not.available' })
    const bad = await get('/wps/member/rebateReport?startDate=2026-03-01&endDate=2026-01-01', await as('demo'))
    expect(bad.json()).toMatchObject({ success: false, errorCode: 'request_param_err' })
  })
})
