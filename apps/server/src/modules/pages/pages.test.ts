import { agreementSchema, helpListSchema, referralSchema } from '@parlor/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { announcements, helpEntries, merchants } from '../../db/schema.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })

describe('help centre', () => {
  it('answers the entries in the asked language, in order', async () => {
    const en = helpListSchema.parse((await get('/wps/system/helpCenter?device=MOBILE&lang=EN')).json().value)
    expect(en.map((e) => e.title)).toEqual([
      'How do I register?',
      'How do I deposit?',
      'How do withdrawals work?',
      'I forgot my password',
      'Responsible gaming',
    ])
    const ty = helpListSchema.parse((await get('/wps/system/helpCenter?device=MOBILE&lang=TY')).json().value)
    expect(ty[0]?.title).toBe('Paano magrehistro?')
    // No lang: the Language header; a language without text: the merchant default (TY).
    expect((await get('/wps/system/helpCenter', { language: 'EN' })).json().value[1].title).toBe('How do I deposit?')
    expect((await get('/wps/system/helpCenter?lang=JA')).json().value[0].title).toBe('Paano magrehistro?')
    expect((await get('/wps/system/helpCenter?device=PHONE')).json().errorCode).toBe('request_param_err')
  })

  it('stores operator HTML as given and has no entries for a merchant without any', async () => {
    const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
    const html = '<p>Hi<script>alert(1)</script><img src=x onerror=alert(2)></p>'
    await t.database.db
      .insert(helpEntries)
      .values({ merchantId: demo?.id ?? 0, sort: 99, titles: { EN: 'Raw' }, contents: { EN: html } })
    const list = (await get('/wps/system/helpCenter?lang=EN')).json().value
    expect(list.at(-1)).toEqual({ title: 'Raw', content: html })
    expect((await get('/wps/system/helpCenter?lang=EN', { merchant: 'demo2' })).json()).toEqual({
      success: true,
      value: [],
    })
  })
})

describe('user agreement', () => {
  it('fills in each merchant age limit and name', async () => {
    const demo = agreementSchema.parse((await get('/wps/system/userAgreement?lang=EN')).json().value)
    expect(demo).toMatchObject({ merchantName: 'Parlor Demo', ageLimit: 18 })
    expect(demo.content).toContain('at least <b>18 years old</b>')
    expect(demo.content).toContain('with Parlor Demo')
    const star = agreementSchema.parse((await get('/wps/system/userAgreement', { merchant: 'demo2' })).json().value)
    expect(star).toMatchObject({ merchantName: 'Lucky Star', ageLimit: 21 })
    expect(star.content).toContain('<b>21 years old</b>')
    expect(star.content).not.toContain('{age}')
    const ty = (await get('/wps/system/userAgreement?lang=TY')).json().value.content
    expect(ty).toContain('<b>18 taong gulang</b>')
  })
})

describe('invite friends referral', () => {
  it('issues one stable code per member while a REFERRAL promotion is live', async () => {
    const demo = await loginAs(t.app, 'demo')
    const first = referralSchema.parse((await get('/wps/member/referral', { authorization: demo })).json().value)
    expect(first.referralCode).toMatch(/^[A-HJ-NP-Z2-9]{8}$/)
    expect(first.registerPath).toBe(`/m/register?r=${first.referralCode}`)
    const again = (await get('/wps/member/referral', { authorization: demo })).json().value
    expect(again.referralCode).toBe(first.referralCode)
    const lina = (await get('/wps/member/referral', { authorization: await loginAs(t.app, 'lina') })).json().value
    expect(lina.referralCode).not.toBe(first.referralCode)
  })

  it('refuses guests, trial accounts and merchants without the promotion', async () => {
    expect((await get('/wps/member/referral')).json().errorCode).toBe('customer.not.login')
    const trial = await get('/wps/member/referral', { authorization: await loginAs(t.app, 'trial_demo') })
    expect(trial.json().errorCode).toBe('in_need_true_account')
    const [demo] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo'))
    await t.database.db
      .update(announcements)
      .set({ endAt: new Date(Date.now() - 1000) })
      .where(and(eq(announcements.merchantId, demo?.id ?? 0), eq(announcements.category, 'REFERRAL')))
    const off = await get('/wps/member/referral', { authorization: await loginAs(t.app, 'marco') })
    expect(off.json().errorCode).toBe('function.not.available')
  })
})
