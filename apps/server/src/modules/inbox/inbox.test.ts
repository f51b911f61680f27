import { inboxListSchema, routes } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { loginAs } from '../../../test/members.ts'
import { members, merchants } from '../../db/schema.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp({ PARLOR_ALLOW_PLAIN_AUTH: '1' })
})
afterAll(() => t.close())

const tokenOf = (username: string, merchant = 'demo') => loginAs(t.app, username, undefined, merchant)
const get = (url: string, token?: string, extra: Record<string, string> = {}) =>
  t.app.inject({ url, headers: { ...(token ? { authorization: token } : {}), ...extra } })
const markRead = (token: string, ids: number[]) =>
  t.app.inject({
    method: 'POST',
    url: '/wps/relay/CSP_markInboxRead',
    headers: { authorization: token },
    payload: { ids },
  })
const send = (payload: Record<string, unknown>, token = ADMIN_TOKEN) =>
  t.app.inject({ method: 'POST', url: '/admin/inbox/messages', headers: { 'x-admin-token': token }, payload })
const unread = async (token: string) => (await get('/wps/relay/CSP_unreadCount', token)).json().value as number
const inbox = async (token: string, merchant = 'demo') =>
  inboxListSchema.parse((await get('/wps/relay/CSP_getInbox', token, { language: 'EN', merchant })).json().value)

describe('inbox', () => {
  it('lists the seeded messages newest first with read flags and counts the unread', async () => {
    const demo = await tokenOf('demo')
    const v = await inbox(demo)
    expect(v.list.map((m) => m.title)).toEqual([
      'Scheduled maintenance',
      'Weekend slots bonus',
      'Your account is verified',
      'Welcome to Parlor',
    ])
    expect(v.list.map((m) => m.read)).toEqual([false, false, true, false])
    expect(v.list.at(-1)?.broadcast).toBe(true)
    expect(v.unreadCount).toBe(3)
    expect(await unread(demo)).toBe(3)
    expect((await get('/wps/relay/EMFE_getInboxUnreadCount', demo)).json().value).toBe(3)
    const paged = inboxListSchema.parse((await get('/wps/relay/EMFE_getInbox?page=2&size=3', demo)).json().value)
    expect(paged).toMatchObject({ pageNum: 2, pageSize: 3, totalPages: 2, totalCount: 4 })
    expect(paged.list).toHaveLength(1)
  })

  it('answers in the caller language', async () => {
    const v = inboxListSchema.parse(
      (await get('/wps/relay/CSP_getInbox', await tokenOf('demo'), { language: 'TY' })).json().value,
    )
    expect(v.list[0]?.title).toBe('Nakatakdang maintenance')
  })

  it('is member-only', async () => {
    for (const url of [
      '/wps/relay/CSP_getInbox',
      '/wps/relay/CSP_unreadCount',
      '/wps/relay/CSP_getInboxMessage?id=1',
    ]) {
      const res = await get(url)
      expect(res.statusCode).toBe(401)
      expect(res.json().errorCode).toBe('customer.not.login')
    }
  })

  it('marks read: the count drops, marking twice changes nothing, GET of a message does not mark it', async () => {
    const lina = await tokenOf('lina')
    const [welcome] = (await inbox(lina)).list
    expect(welcome?.broadcast).toBe(true)
    expect(await unread(lina)).toBe(1)
    const detail = await get(`/wps/relay/CSP_getInboxMessage?id=${welcome?.id}`, lina)
    expect(detail.json().value).toMatchObject({ id: welcome?.id, read: false })
    expect(await unread(lina)).toBe(1)
    const res = await markRead(lina, [welcome?.id ?? 0])
    expect(res.json()).toEqual({ success: true, value: 0 })
    expect((await markRead(lina, [welcome?.id ?? 0])).json().value).toBe(0)
    expect((await inbox(lina)).list[0]?.read).toBe(true)
    // The broadcast's read mark is lina's alone.
    expect(await unread(await tokenOf('marco'))).toBe(1)
  })

  it("never shows or marks another member's message", async () => {
    const demo = await tokenOf('demo')
    const agent = await tokenOf('agent')
    const demoOnly = (await inbox(demo)).list.filter((m) => !m.broadcast).map((m) => m.id)
    const agentBefore = await unread(agent)
    for (const id of demoOnly) {
      const res = await get(`/wps/relay/CSP_getInboxMessage?id=${id}`, agent)
      expect(res.statusCode).toBe(404)
      expect(res.json().errorCode).toBe('not_found')
    }
    expect((await markRead(agent, demoOnly)).json().value).toBe(agentBefore)
    expect((await inbox(agent)).list.map((m) => m.id)).not.toEqual(expect.arrayContaining([demoOnly[0]]))
    // demo's messages are still unread for demo: agent's mark did not land on them.
    expect((await inbox(demo)).list.filter((m) => demoOnly.includes(m.id) && !m.read)).toHaveLength(2)
  })

  it('keeps merchants apart', async () => {
    const [m2] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    const [demoMember] = await t.database.db.select().from(members).where(eq(members.username, 'demo'))
    await t.database.db.insert(members).values({
      merchantId: m2?.id ?? 0,
      username: 'star',
      usernameKey: 'star',
      passwordHash: demoMember?.passwordHash ?? '',
      firstTimeLogin: false,
      regDate: new Date('2026-01-01T00:00:00Z'),
    })
    const star = await tokenOf('star', 'demo2')
    expect((await inbox(star, 'demo2')).list).toEqual([])
    const demoIds = (await inbox(await tokenOf('demo'))).list.map((m) => m.id)
    expect((await get(`/wps/relay/CSP_getInboxMessage?id=${demoIds[0]}`, star, { merchant: 'demo2' })).statusCode).toBe(
      404,
    )
    // A demo token is refused on the other merchant's host altogether.
    expect((await get('/wps/relay/CSP_getInbox', await tokenOf('demo'), { merchant: 'demo2' })).statusCode).toBe(401)

    const sent = await send({ merchant: 'demo2', titles: { EN: 'Star news' }, contents: { EN: '<p>Hi</p>' } })
    expect(sent.json().value).toMatchObject({ broadcast: true })
    expect((await inbox(star, 'demo2')).list.map((m) => m.title)).toEqual(['Star news'])
    expect((await inbox(await tokenOf('demo'))).list.map((m) => m.title)).not.toContain('Star news')
  })

  it('operators send to one member or broadcast; a broadcast does not reach members who register later', async () => {
    expect((await send({ merchant: 'demo', titles: { EN: 'x' }, contents: { EN: 'y' } }, 'wrong')).statusCode).toBe(401)
    expect(
      (await send({ merchant: 'demo', username: 'nobody', titles: { EN: 'x' }, contents: { EN: 'y' } })).statusCode,
    ).toBe(404)
    expect((await send({ merchant: 'demo', titles: {}, contents: { EN: 'y' } })).statusCode).toBe(400)

    const jun = await tokenOf('jun')
    const before = await unread(jun)
    const html = '<p onclick="x()">Hello <img src=x onerror=alert(1)></p>'
    const one = await send({
      merchant: 'demo',
      username: 'JUN',
      titles: { EN: 'Just for you' },
      contents: { EN: html },
    })
    expect(one.json().value).toMatchObject({ broadcast: false })
    expect(await unread(jun)).toBe(before + 1)
    // Stored and answered exactly as given; the web sanitises it on display.
    const [mine] = (await inbox(jun)).list
    expect(mine).toMatchObject({ title: 'Just for you', content: html, read: false, broadcast: false })
    expect((await inbox(await tokenOf('marco'))).list.map((m) => m.title)).not.toContain('Just for you')

    const marcoBefore = await unread(await tokenOf('marco'))
    await send({ merchant: 'demo', titles: { EN: 'For everyone' }, contents: { EN: '<p>All</p>' } })
    expect(await unread(await tokenOf('marco'))).toBe(marcoBefore + 1)
    expect(await unread(jun)).toBe(before + 2)

    // A member who registers after the broadcast does not get it (decision 014).
    const [demoMember] = await t.database.db.select().from(members).where(eq(members.username, 'demo'))
    await t.database.db.insert(members).values({
      merchantId: demoMember?.merchantId ?? 0,
      username: 'latecomer',
      usernameKey: 'latecomer',
      passwordHash: demoMember?.passwordHash ?? '',
      firstTimeLogin: false,
      regDate: new Date(Date.now() + 60_000),
    })
    expect((await inbox(await tokenOf('latecomer'))).list).toEqual([])

    const list = await t.app.inject({
      url: '/admin/inbox/messages?merchant=demo',
      headers: { 'x-admin-token': ADMIN_TOKEN },
    })
    expect(routes.adminInboxList.value.parse(list.json().value)[0]).toMatchObject({ broadcast: true, reads: 0 })
  })

  it('operators name the merchant in any letter case; an unknown one is not found', async () => {
    const list = (merchant: string) =>
      t.app.inject({ url: `/admin/inbox/messages?merchant=${merchant}`, headers: { 'x-admin-token': ADMIN_TOKEN } })
    expect((await list('DEMO2')).statusCode).toBe(200)
    const nowhere = await list('nowhere')
    expect(nowhere.statusCode).toBe(404)
    expect(nowhere.json().errorCode).toBe('merchant_not_found')
  })

  it('refuses malformed ids and bodies with the envelope', async () => {
    const demo = await tokenOf('demo')
    expect((await get('/wps/relay/CSP_getInboxMessage?id=abc', demo)).json().errorCode).toBe('request_param_err')
    expect((await markRead(demo, [])).json().errorCode).toBe('request_param_err')
  })
})
