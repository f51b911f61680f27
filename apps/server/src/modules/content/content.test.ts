import { announcementsSchema } from '@parlor/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { announcements, merchants } from '../../db/schema.ts'
import { createContentRepository } from './content-repository.ts'
import { firstHomeBanner } from './content-routes.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
const HOME = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M'

describe('announcements', () => {
  it('answers every list for the home, in the caller language', async () => {
    const v = announcementsSchema.parse((await get(HOME, { language: 'EN' })).json().value)
    expect(v.banners.map((b) => b.url)).toEqual([
      '/cdn/banners/welcome.svg',
      '/cdn/banners/slots.svg',
      '/cdn/banners/live.svg',
      '/cdn/banners/sabong.svg',
    ])
    expect(v.player).toHaveLength(3)
    expect(v.promotion.map((p) => p.promotionType)).toContain('REFERRAL')
    expect(v.hot).toHaveLength(3)
    expect(v.agent).toEqual([])
    const ty = (await get(HOME, { language: 'TY' })).json().value
    expect(ty.banners[0].title).toBe('Maligayang pagdating sa Parlor')
    expect(v.banners[0]?.title).toBe('Welcome to Parlor')
  })

  it('shows anonymous popups to guests, A to members and A+F on a first login', async () => {
    const guest = (await get(HOME)).json().value.popup.map((p: { execution: string }) => p.execution)
    expect(guest).toEqual(['B'])
    const member = (await get(HOME, { authorization: await loginAs(t.app, 'demo') })).json().value.popup
    expect(member.map((p: { execution: string }) => p.execution)).toEqual(['A'])
    const first = (await get(HOME, { authorization: await loginAs(t.app, 'newbie') })).json().value.popup
    expect(first.map((p: { execution: string }) => p.execution).sort()).toEqual(['A', 'F'])
    // A stale token on a public call is simply anonymous.
    const stale = (await get(HOME, { authorization: 'x'.repeat(43) })).json().value.popup
    expect(stale.map((p: { execution: string }) => p.execution)).toEqual(['B'])
  })

  it('filters by type, group and schedule', async () => {
    const reg = (await get('/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=m_reg&platform=M')).json().value
    expect(reg.banners.map((b: { url: string }) => b.url)).toEqual(['/cdn/banners/register.svg'])
    expect(reg.player).toEqual([])
    const [demo] = await t.database.db.select().from(merchants)
    await t.database.db.insert(announcements).values([
      {
        merchantId: demo?.id ?? 0,
        type: 'PL',
        groupName: 'm_home',
        titles: { EN: 'Old news' },
        contents: { EN: '' },
        endAt: new Date('2020-01-01'),
      },
      {
        merchantId: demo?.id ?? 0,
        type: 'PL',
        groupName: 'm_home',
        titles: { EN: 'Future news' },
        contents: { EN: '' },
        startAt: new Date('2099-01-01'),
      },
    ])
    const titles = (await get(HOME, { language: 'EN' })).json().value.player.map((p: { title: string }) => p.title)
    expect(titles).not.toContain('Old news')
    expect(titles).not.toContain('Future news')
    const agent = (await get('/wps/relay/MCSFE_getListAnnouncements?types=A&groupName=m_home')).json().value
    expect(agent.agent).toHaveLength(2)
    expect(agent.footer.unreadCount).toBe(2)
  })

  it('hot matches carry a launch target of their vendor', async () => {
    const hot = (await get(HOME)).json().value.hot
    expect(hot[0]).toMatchObject({
      vendor: 'SB1',
      homeTeam: 'Manila Stars',
      awayTeam: 'Cebu Sharks',
      league: 'PBA Cup',
    })
    expect(hot[0].nodeId).toBeGreaterThan(0)
    expect(hot[0].matchTime).toBeGreaterThan(Date.parse('2030-01-01'))
  })

  it('marks read per member and counts the unread', async () => {
    const lina = await loginAs(t.app, 'lina')
    const before = (await get(HOME, { authorization: lina })).json().value
    expect(before.footer.unreadCount).toBe(before.player.length)
    const first = before.player[0].id
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      headers: { authorization: lina },
      payload: { announcementId: first, read: true },
    })
    expect(res.statusCode, res.body).toBe(200)
    const after = (await get(HOME, { authorization: lina })).json().value
    expect(after.footer.unreadCount).toBe(before.footer.unreadCount - 1)
    expect(after.player.find((p: { id: number }) => p.id === first).read).toBe(true)
    // Another member's marks are their own.
    const marco = (await get(HOME, { authorization: await loginAs(t.app, 'marco') })).json().value
    expect(marco.player.every((p: { read: boolean }) => !p.read)).toBe(true)
    const guest = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      payload: { announcementId: first },
    })
    expect(guest.statusCode).toBe(401)
  })

  it('never reaches another merchant’s announcements', async () => {
    const demo2 = (await get(HOME, { merchant: 'demo2', language: 'EN' })).json().value
    expect(demo2.banners.map((b: { title: string }) => b.title)).toEqual([
      'Lucky Star: shine tonight',
      'New slots every week',
    ])
    const foreign = demo2.player[0].id
    const res = await t.app.inject({
      method: 'POST',
      url: '/wps/relay/MCSFE_markAnnouncementAsRead',
      headers: { authorization: await loginAs(t.app, 'demo') },
      payload: { announcementId: foreign },
    })
    expect(res.statusCode).toBe(404)
  })

  it('refuses bad queries', async () => {
    for (const q of ['types=', 'types=ZZ', 'types=B&platform=X', 'types=B&groupName=%3Cx%3E']) {
      const res = await get(`/wps/relay/MCSFE_getListAnnouncements?${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json().errorCode).toBe('request_param_err')
    }
  })
})

describe('lobby news, promotions and language', () => {
  it('lobby news lists notice titles; promotion notices list the PR items', async () => {
    const news = (await get('/wps/relay/GLS2_lobbyNews', { language: 'EN' })).json().value
    expect(news.map((n: { title: string }) => n.title)).toContain('Play responsibly')
    const promos = (await get('/wps/relay/MCSFE_getListAnnouncements?types=PR')).json().value.promotion
    expect(promos.map((p: { promotionType: string }) => p.promotionType)).toContain('REFERRAL')
  })

  it('stores the member language when the merchant offers it', async () => {
    const token = await loginAs(t.app, 'jun')
    const okRes = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { authorization: token },
      payload: { language: 'EN' },
    })
    expect(okRes.statusCode, okRes.body).toBe(200)
    // The demo offers every language; demo2 only EN, CN and TW.
    const demo2Member = await loginAs(t.app, 'mia', 'demo1234', 'demo2')
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/wps/member/language',
      headers: { authorization: demo2Member, merchant: 'demo2' },
      payload: { language: 'JA' },
    })
    expect(bad.statusCode).toBe(400)
    const guest = await t.app.inject({ method: 'PUT', url: '/wps/member/language', payload: { language: 'EN' } })
    expect(guest.statusCode).toBe(401)
  })
})

describe('the first home banner, drawn into the page', () => {
  it('is the banner the home call lists first, skipping other places and platforms', async () => {
    const [demo] = await t.database.db.select().from(merchants)
    const merchantId = demo?.id ?? 0
    const repo = createContentRepository(t.database.db)
    const now = new Date()
    const listed = announcementsSchema.parse((await get(HOME)).json().value).banners[0]?.url
    expect(await firstHomeBanner(repo, merchantId, now)).toBe(listed)
    expect(listed).toBe('/cdn/banners/welcome.svg')
    // Sorted before it, but for the registration screen, the desktop site or not yet live.
    const base = { merchantId, type: 'B', titles: { EN: 'x' }, contents: { EN: '' }, sort: -100 }
    await t.database.db.insert(announcements).values([
      { ...base, groupName: 'm_reg', imageUrl: '/cdn/banners/reg-first.svg' },
      { ...base, platform: 'W', imageUrl: '/cdn/banners/desktop-first.svg' },
      { ...base, startAt: new Date(now.getTime() + 3_600_000), imageUrl: '/cdn/banners/later.svg' },
    ])
    expect(await firstHomeBanner(repo, merchantId, now)).toBe('/cdn/banners/welcome.svg')
    // One for every place and platform, sorted first, is the home's first.
    await t.database.db.insert(announcements).values({ ...base, imageUrl: '/cdn/banners/everywhere.svg' })
    expect(await firstHomeBanner(repo, merchantId, now)).toBe('/cdn/banners/everywhere.svg')
    expect(announcementsSchema.parse((await get(HOME)).json().value).banners[0]?.url).toBe(
      '/cdn/banners/everywhere.svg',
    )
    expect(await firstHomeBanner(repo, merchantId + 999, now)).toBeNull()
  })
})
