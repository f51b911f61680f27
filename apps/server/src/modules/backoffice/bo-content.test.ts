import { desc, eq } from 'drizzle-orm'
import jpeg from 'jpeg-js'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_TOKEN, createTestApp, type TestContext } from '../../../test/helper.ts'
import { staffHeaders, staffSession } from '../../../test/staff.ts'
import { buildApp } from '../../app.ts'
import { auditLog, merchants, staffApiKeys, uploadedImages } from '../../db/schema.ts'
import { sha256Hex } from '../../lib/hash.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(async () => {
  await t.close()
})

const owner = { 'x-admin-token': ADMIN_TOKEN, language: 'EN' }

async function bo(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = owner) {
  const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })
  return { status: res.statusCode, body: res.json() }
}

const merchantId = async (code: string) =>
  (await t.database.db.select({ id: merchants.id }).from(merchants).where(eq(merchants.code, code)))[0]?.id as number

/** A staff API key of this role and scope, stored as the key screen would. */
async function keyHeaders(role: string, merchantIds: number[] | null) {
  const secret = `pak_test_${role}_${Math.random().toString(36).slice(2)}`
  await t.database.db.insert(staffApiKeys).values({
    name: `test ${role}`,
    keyHash: sha256Hex(secret),
    prefix: secret.slice(0, 8),
    role,
    merchantIds,
    createdBy: 'test',
  })
  return { 'x-admin-token': secret, language: 'EN' }
}

/** What the player app's home asks for (apps/web features/content/api/get-announcements.ts). */
async function home(merchant = 'demo') {
  const res = await t.app.inject({
    url: '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&groupName=m_home&platform=M',
    headers: { merchant, language: 'EN' },
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().value as Record<string, { id: number; title: string; content?: string }[]>
}

const audits = async (target: string) =>
  t.database.db.select().from(auditLog).where(eq(auditLog.target, target)).orderBy(desc(auditLog.id))

const hour = 3_600_000
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString()

describe('announcements', () => {
  it('every type is created, shown to players within its schedule only, changed and deleted, with audit', async () => {
    const html = '<p>Deposit <b>now</b><img src=x onerror="alert(1)"></p>'
    const base = { merchant: 'demo', contents: { EN: html }, sort: 1 }
    const made: Record<string, number> = {}
    for (const [type, extra] of [
      ['B', { imageUrl: '/cdn/uploads/demo/0123456789abcdef0123456789abcdef.png', linkUrl: '/m/promo' }],
      ['PL', {}],
      ['PU', { execution: 'B' }],
      ['PR', {}],
      ['H', { payload: { league: 'Test League', homeTeam: 'Reds', awayTeam: 'Blues', vendor: 'SB1', matchTime: 1 } }],
      ['A', {}],
    ] as const) {
      const res = await bo('POST', '/admin/announcements', {
        ...base,
        type,
        titles: { TY: `Bago ${type}`, EN: `New ${type}` },
        ...extra,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.value).toMatchObject({ type, merchant: 'demo', titles: { EN: `New ${type}` } })
      // Stored exactly as the operator wrote it; the player app sanitises where it shows it.
      expect(res.body.value.contents.EN).toBe(html)
      made[type] = res.body.value.id
    }

    const live = await home()
    expect(live.banners?.map((b) => b.title)).toContain('New B')
    expect(live.player?.find((p) => p.title === 'New PL')?.content).toBe(html)
    expect(live.popup?.map((p) => p.title)).toContain('New PU')
    expect(live.promotion?.map((p) => p.title)).toContain('New PR')
    expect(live.hot?.find((h) => h.id === made.H)).toMatchObject({ league: 'Test League', homeTeam: 'Reds' })
    const agent = await t.app.inject({
      url: '/wps/relay/MCSFE_getListAnnouncements?types=A&groupName=m_home',
      headers: { merchant: 'demo', language: 'EN' },
    })
    expect(agent.json().value.agent.map((a: { title: string }) => a.title)).toContain('New A')
    // Never another merchant's.
    expect((await home('demo2')).banners?.map((b) => b.title)).not.toContain('New B')

    // Scheduled for later: not shown; moved into the present: shown on the next load.
    const later = await bo('PUT', `/admin/announcements/${made.B}`, {
      ...base,
      type: 'B',
      titles: { TY: 'Pamagat', EN: 'Later banner' },
      startAt: iso(hour),
      endAt: iso(2 * hour),
    })
    expect(later.status, JSON.stringify(later.body)).toBe(200)
    expect((await home()).banners?.map((b) => b.title)).not.toContain('Later banner')
    await bo('PUT', `/admin/announcements/${made.B}`, {
      ...base,
      type: 'B',
      titles: { TY: 'Pamagat', EN: 'Now banner' },
      startAt: iso(-hour),
      endAt: iso(hour),
    })
    expect((await home()).banners?.map((b) => b.title)).toContain('Now banner')
    // Ended: gone.
    await bo('PUT', `/admin/announcements/${made.B}`, {
      ...base,
      type: 'B',
      titles: { TY: 'Pamagat', EN: 'Old banner' },
      startAt: iso(-2 * hour),
      endAt: iso(-hour),
    })
    expect((await home()).banners?.map((b) => b.title)).not.toContain('Old banner')

    const trail = await audits(`announcement:${made.B}`)
    expect(trail.map((a) => a.action)).toEqual([
      'announcement.update',
      'announcement.update',
      'announcement.update',
      'announcement.create',
    ])
    expect(trail[0]).toMatchObject({
      actor: 'operator-token',
      merchantId: await merchantId('demo'),
      before: { titles: { TY: 'Pamagat', EN: 'Now banner' } },
      after: { titles: { TY: 'Pamagat', EN: 'Old banner' } },
    })

    const list = await bo('GET', '/admin/announcements?merchant=demo&type=PU&pageSize=50')
    expect(list.body.value.rows.map((r: { id: number }) => r.id)).toContain(made.PU)
    expect(list.body.value.rows.every((r: { type: string }) => r.type === 'PU')).toBe(true)

    for (const id of Object.values(made)) expect((await bo('DELETE', `/admin/announcements/${id}`)).status).toBe(200)
    const after = await home()
    expect(after.player?.map((p) => p.title)).not.toContain('New PL')
    expect(after.popup?.map((p) => p.title)).not.toContain('New PU')
    const deleted = (await audits(`announcement:${made.PL}`))[0]
    expect(deleted).toMatchObject({ action: 'announcement.delete', after: null })
    expect(deleted?.before).toMatchObject({ titles: { TY: 'Bago PL', EN: 'New PL' } })
    expect((await bo('DELETE', `/admin/announcements/${made.PL}`)).body.errorCode).toBe('bo_announcement_not_found')
  })

  it('a banner shows in the place its group names (home, registration) or, without one, in both', async () => {
    const banners = async (groupName: string) => {
      const res = await t.app.inject({
        url: `/wps/relay/MCSFE_getListAnnouncements?types=B&groupName=${groupName}&platform=M`,
        headers: { merchant: 'demo', language: 'EN' },
      })
      return ((res.json().value.banners ?? []) as { title: string }[]).map((b) => b.title)
    }
    const made: Record<string, number> = {}
    for (const groupName of ['m_home', 'm_reg', null] as const) {
      const title = `Group ${groupName ?? 'all'}`
      const res = await bo('POST', '/admin/announcements', {
        merchant: 'demo',
        type: 'B',
        titles: { TY: title, EN: title },
        contents: {},
        groupName,
      })
      expect(res.status, JSON.stringify(res.body)).toBe(200)
      expect(res.body.value.groupName).toBe(groupName)
      made[title] = res.body.value.id
    }
    expect(await banners('m_home')).toEqual(expect.arrayContaining(['Group m_home', 'Group all']))
    expect(await banners('m_home')).not.toContain('Group m_reg')
    expect(await banners('m_reg')).toEqual(expect.arrayContaining(['Group m_reg', 'Group all']))
    expect(await banners('m_reg')).not.toContain('Group m_home')

    // Moved to registration only: gone from home, and the audit row says so.
    const id = made['Group all'] as number
    const moved = await bo('PUT', `/admin/announcements/${id}`, {
      merchant: 'demo',
      type: 'B',
      titles: { TY: 'Group all', EN: 'Group all' },
      contents: {},
      groupName: 'm_reg',
    })
    expect(moved.body.value.groupName).toBe('m_reg')
    expect(await banners('m_home')).not.toContain('Group all')
    expect(await banners('m_reg')).toContain('Group all')
    expect((await audits(`announcement:${id}`))[0]).toMatchObject({
      action: 'announcement.update',
      before: { groupName: null },
      after: { groupName: 'm_reg' },
    })
    const listed = await bo('GET', '/admin/announcements?merchant=demo&type=B&pageSize=100')
    expect(listed.body.value.rows.find((r: { id: number }) => r.id === id)?.groupName).toBe('m_reg')

    const unknown = await bo('POST', '/admin/announcements', {
      merchant: 'demo',
      type: 'B',
      titles: { TY: 'x' },
      contents: {},
      groupName: 'm_nowhere',
    })
    expect(unknown.status).toBe(400)
    expect(unknown.body.errorCode).toBe('request_param_err')
    for (const madeId of Object.values(made)) await bo('DELETE', `/admin/announcements/${madeId}`)
  })

  it('needs a title in the merchant default language and a schedule that ends after it starts', async () => {
    const noTitle = await bo('POST', '/admin/announcements', {
      merchant: 'demo',
      type: 'PL',
      titles: { CN: '只有中文', EN: 'English only', TY: '  ' },
      contents: {},
    })
    expect(noTitle.status).toBe(400)
    expect(noTitle.body.errorCode).toBe('bo_title_required')
    expect(noTitle.body.message).toContain('(TY)')
    const backwards = await bo('POST', '/admin/announcements', {
      merchant: 'demo',
      type: 'PL',
      titles: { TY: 'x' },
      contents: {},
      startAt: iso(hour),
      endAt: iso(0),
    })
    expect(backwards.body.errorCode).toBe('bo_invalid_schedule')
  })

  it('staff of another merchant cannot read, change or delete; a read-only role cannot write', async () => {
    const made = await bo('POST', '/admin/announcements', {
      merchant: 'demo',
      type: 'PL',
      titles: { TY: 'Pamagat', EN: 'Scoped' },
      contents: {},
    })
    const id = made.body.value.id
    const scoped = await keyHeaders('content', [await merchantId('demo2')])
    const body = { merchant: 'demo', type: 'PL', titles: { TY: 'Pamagat', EN: 'Hijack' }, contents: {} }
    expect((await bo('GET', '/admin/announcements?merchant=demo', undefined, scoped)).body.errorCode).toBe(
      'merchant_not_found',
    )
    expect((await bo('PUT', `/admin/announcements/${id}`, body, scoped)).status).toBe(404)
    // Naming its own merchant does not reach another merchant's record either.
    expect((await bo('PUT', `/admin/announcements/${id}`, { ...body, merchant: 'demo2' }, scoped)).status).toBe(404)
    expect((await bo('DELETE', `/admin/announcements/${id}`, undefined, scoped)).status).toBe(404)
    const help = { merchant: 'demo', sort: 0, titles: { TY: 'x' }, contents: {} }
    expect((await bo('POST', '/admin/help-entries', help, scoped)).body.errorCode).toBe('merchant_not_found')
    const viewer = await keyHeaders('readOnly', null)
    expect((await bo('DELETE', `/admin/announcements/${id}`, undefined, viewer)).body.errorCode).toBe('staff_forbidden')
    expect((await home()).player?.map((p) => p.title)).toContain('Scoped')
    await bo('DELETE', `/admin/announcements/${id}`)
  })
})

describe('help entries', () => {
  it('are created, listed, changed and deleted, and the help centre shows them', async () => {
    const made = await bo('POST', '/admin/help-entries', {
      merchant: 'demo',
      sort: 0,
      titles: { TY: 'Pamagat', EN: 'How to deposit' },
      contents: { EN: '<p>Open the wallet</p>' },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(200)
    const id = made.body.value.id
    const centre = async () =>
      JSON.stringify(
        (await t.app.inject({ url: '/wps/system/helpCenter', headers: { merchant: 'demo', language: 'EN' } })).json(),
      )
    expect(await centre()).toContain('How to deposit')
    const upd = await bo('PUT', `/admin/help-entries/${id}`, {
      merchant: 'demo',
      sort: 0,
      titles: { TY: 'Pamagat', EN: 'How to top up' },
      contents: { EN: '<p>Open the wallet</p>' },
    })
    expect(upd.body.value.titles.EN).toBe('How to top up')
    expect(await centre()).toContain('How to top up')
    const list = await bo('GET', '/admin/help-entries?merchant=demo')
    expect(list.body.value.map((h: { id: number }) => h.id)).toContain(id)
    expect((await bo('DELETE', `/admin/help-entries/${id}`)).status).toBe(200)
    expect(await centre()).not.toContain('How to top up')
    expect((await audits(`help:${id}`)).map((a) => a.action)).toEqual(['help.delete', 'help.update', 'help.create'])
  })
})

function png(width = 4, height = 3): Buffer {
  const img = new PNG({ width, height })
  img.data.fill(200)
  return PNG.sync.write(img)
}

async function upload(bytes: Buffer, contentType: string, merchant = 'demo', headers: Record<string, string> = owner) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/admin/uploads?merchant=${merchant}`,
    headers: { ...headers, 'content-type': contentType },
    payload: bytes,
  })
  return { status: res.statusCode, body: res.json() }
}

describe('uploads', () => {
  it('stores a real PNG and JPEG for the merchant and serves them back under /cdn', async () => {
    const bytes = png()
    // The declared type is not what decides: the bytes are read.
    const res = await upload(bytes, 'application/octet-stream')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.value.url).toMatch(/^\/cdn\/uploads\/demo\/[a-f0-9]{32}\.png$/)
    const served = await t.app.inject({ url: res.body.value.url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.headers['x-content-type-options']).toBe('nosniff')
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(served.headers['content-security-policy']).toBe("default-src 'none'; sandbox")
    expect(served.rawPayload.equals(bytes)).toBe(true)
    const [audit] = await audits(res.body.value.url)
    expect(audit).toMatchObject({
      action: 'upload.create',
      actor: 'operator-token',
      merchantId: await merchantId('demo'),
      after: { url: res.body.value.url, contentType: 'image/png', bytes: bytes.length },
    })

    const jpg = Buffer.from(jpeg.encode({ width: 2, height: 2, data: Buffer.alloc(16, 128) }, 80).data)
    const j = await upload(jpg, 'image/jpeg')
    expect(j.body.value.url).toMatch(/\.jpg$/)
    expect((await t.app.inject({ url: j.body.value.url })).headers['content-type']).toBe('image/jpeg')
    expect((await t.app.inject({ url: '/cdn/uploads/demo/../../etc/passwd' })).statusCode).toBe(404)
    expect((await t.app.inject({ url: '/cdn/uploads/demo/ffffffffffffffffffffffffffffffff.png' })).statusCode).toBe(404)
    // One image, one address: not under another extension nor another merchant.
    const file = String(res.body.value.url).split('/').pop() as string
    expect((await t.app.inject({ url: `/cdn/uploads/demo/${file.replace('.png', '.jpg')}` })).statusCode).toBe(404)
    expect((await t.app.inject({ url: `/cdn/uploads/demo2/${file}` })).statusCode).toBe(404)
  })

  it('are served by every instance on the same database', async () => {
    const bytes = png(5, 5)
    const res = await upload(bytes, 'image/png')
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    const other = await buildApp({ config: t.config, database: t.database, serveWeb: false })
    try {
      const served = await other.inject({ url: res.body.value.url })
      expect(served.statusCode).toBe(200)
      expect(served.headers['content-type']).toBe('image/png')
      expect(served.rawPayload.equals(bytes)).toBe(true)
    } finally {
      await other.close()
    }
  })

  it('refuses a fake, a damaged, an empty and an oversized image with clear errors', async () => {
    const stored = (await t.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length
    const fake = await upload(Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png')
    expect(fake.status).toBe(415)
    expect(fake.body.errorCode).toBe('bo_upload_type')
    expect(fake.body.message).toBe('Only PNG, JPEG or WebP images can be uploaded.')

    const good = png()
    const damaged = Buffer.concat([good.subarray(0, 40), Buffer.alloc(40, 7)])
    const bad = await upload(damaged, 'image/png')
    expect(bad.status).toBe(400)
    expect(bad.body.errorCode).toBe('bo_upload_corrupt')
    expect(bad.body.message).toContain('PNG')

    const empty = await upload(Buffer.alloc(0), 'image/png')
    expect(empty.body.errorCode).toBe('bo_upload_missing')

    const big = Buffer.concat([good, Buffer.alloc(2 * 1024 * 1024, 1)])
    const over = await upload(big, 'image/png')
    expect(over.status).toBe(413)
    expect(over.body.errorCode).toBe('bo_upload_too_large')
    expect(over.body.message).toBe('The image is larger than 2 MiB.')
    // Nothing of the refused uploads was stored.
    expect((await t.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length).toBe(stored)

    // The image parser belongs to the upload call alone.
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/admin/announcements',
      headers: { ...owner, 'content-type': 'image/png' },
      payload: good,
    })
    expect(elsewhere.statusCode).toBe(415)
  })

  it('accepts image bytes from a signed-in content editor (the back office screen)', async () => {
    const editor = staffHeaders(await staffSession(t.app, 'content'))
    const res = await upload(png(), 'image/png', 'demo', editor)
    expect(res.status, JSON.stringify(res.body)).toBe(200)
    expect(res.body.value.url).toMatch(/^\/cdn\/uploads\/demo\/[a-f0-9]{32}\.png$/)
  })

  it('refuses a merchant outside the scope and a role without content.write', async () => {
    const scoped = await keyHeaders('content', [await merchantId('demo2')])
    expect((await upload(png(), 'image/png', 'demo', scoped)).body.errorCode).toBe('merchant_not_found')
    const ok = await upload(png(), 'image/png', 'demo2', scoped)
    expect(ok.body.value.url).toMatch(/^\/cdn\/uploads\/demo2\//)
    const viewer = await keyHeaders('readOnly', null)
    expect((await upload(png(), 'image/png', 'demo', viewer)).body.errorCode).toBe('staff_forbidden')
  })
})
