import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { SaxesParser } from 'saxes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { merchants, uploadedImages } from '../../db/schema.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

type Plist = string | number | boolean | Buffer | Plist[] | { [key: string]: Plist }

/**
 * Reads a property list with a real XML parser (saxes throws on anything not well-formed) and
 * checks it is an Apple plist of the shapes a profile uses: dict, array, string, integer, data, bools.
 */
function readPlist(xml: string): { [key: string]: Plist } {
  const parser = new SaxesParser()
  const stack: { tag: string; value: Plist; key?: string }[] = []
  let text = ''
  let root: Plist | undefined
  let doctype = ''
  parser.on('doctype', (d) => {
    doctype = d
  })
  parser.on('opentag', (tag) => {
    text = ''
    if (tag.name === 'plist') {
      expect(tag.attributes.version).toBe('1.0')
      return
    }
    const value: Plist = tag.name === 'dict' ? {} : tag.name === 'array' ? [] : ''
    stack.push({ tag: tag.name, value })
  })
  parser.on('text', (s) => {
    text += s
  })
  parser.on('closetag', (tag) => {
    if (tag.name === 'plist') return
    const top = stack.pop()
    if (!top) throw new Error(`unexpected </${tag.name}>`)
    let value: Plist
    switch (top.tag) {
      case 'dict':
      case 'array':
        value = top.value
        break
      case 'string':
      case 'key':
        value = text
        break
      case 'integer':
        value = Number.parseInt(text, 10)
        break
      case 'data':
        value = Buffer.from(text.replace(/\s+/g, ''), 'base64')
        break
      case 'true':
      case 'false':
        value = top.tag === 'true'
        break
      default:
        throw new Error(`not a plist element: ${top.tag}`)
    }
    text = ''
    const parent = stack.at(-1)
    if (!parent) {
      root = value
      return
    }
    if (Array.isArray(parent.value)) parent.value.push(value)
    else if (top.tag === 'key') parent.key = value as string
    else if (parent.key !== undefined) {
      ;(parent.value as Record<string, Plist>)[parent.key] = value
      parent.key = undefined
    } else throw new Error(`a dict value without its key: ${top.tag}`)
  })
  parser.write(xml).close()
  expect(doctype).toContain('-//Apple//DTD PLIST 1.0//EN')
  if (!root || typeof root !== 'object' || Array.isArray(root) || Buffer.isBuffer(root)) throw new Error('no root dict')
  return root
}

const profile = (path: string, host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: path, headers: { host, ...headers } })

const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-5[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/

describe('iOS web-clip profile (/downloads/<merchant>.mobileconfig)', () => {
  it('is a configuration profile with one web clip of the merchant, opening /m/home on the asking host', async () => {
    const res = await profile('/downloads/demo.mobileconfig', 'demo.parlor.test')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/x-apple-aspen-config')
    expect(res.headers['content-disposition']).toBe('attachment; filename="demo.mobileconfig"')
    const root = readPlist(res.body)
    expect(root).toMatchObject({
      PayloadType: 'Configuration',
      PayloadVersion: 1,
      PayloadDisplayName: 'Parlor Demo',
      PayloadIdentifier: 'parlor.webclip.demo',
      PayloadRemovalDisallowed: false,
    })
    const content = root.PayloadContent as Record<string, Plist>[]
    expect(content).toHaveLength(1)
    const clip = content[0] as Record<string, Plist>
    expect(clip).toMatchObject({
      PayloadType: 'com.apple.webClip.managed',
      PayloadVersion: 1,
      Label: 'Parlor Demo',
      URL: 'http://demo.parlor.test/m/home',
      FullScreen: true,
      IsRemovable: true,
    })
    expect(root.PayloadUUID).toMatch(UUID)
    expect(clip.PayloadUUID).toMatch(UUID)
    expect(clip.PayloadUUID).not.toBe(root.PayloadUUID)
    // No uploaded icon: the brand mark drawn as a 180 × 180 PNG, the tile's navy with the gold ring.
    const icon = PNG.sync.read(clip.Icon as Buffer)
    expect([icon.width, icon.height]).toEqual([180, 180])
    expect([...icon.data.subarray(0, 3)]).toEqual([0x10, 0x1a, 0x3a])
    const onRing = (90 * 180 + 90 + Math.round((62 / 192) * 180)) * 4
    expect([...icon.data.subarray(onRing, onRing + 3)]).toEqual([0xd4, 0xa5, 0x37])
  })

  it('keeps its UUIDs across requests and hosts, and gives every merchant its own', async () => {
    const uuids = async (path: string, host: string) => {
      const root = readPlist((await profile(path, host)).body)
      return [root.PayloadUUID, (root.PayloadContent as Record<string, Plist>[])[0]?.PayloadUUID]
    }
    const demo = await uuids('/downloads/demo.mobileconfig', 'demo.parlor.test')
    expect(await uuids('/downloads/demo.mobileconfig', 'localhost:8080')).toEqual(demo)
    const demo2 = await uuids('/downloads/demo2.mobileconfig', 'demo2.parlor.test')
    expect(demo2.filter((u) => demo.includes(u))).toEqual([])

    const res = await profile('/downloads/DEMO2.mobileconfig', 'localhost:8080')
    const clip = (readPlist(res.body).PayloadContent as Record<string, Plist>[])[0]
    expect(clip).toMatchObject({ Label: 'Lucky Star', URL: 'http://localhost:8080/m/home' })
  })

  it('escapes the merchant name and uses the merchant’s uploaded icon when it has one', async () => {
    const png = new PNG({ width: 2, height: 2 })
    png.data.fill(200)
    const bytes = PNG.sync.write(png)
    const [demo2] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    const id = 'ab'.repeat(16)
    await t.database.db
      .insert(uploadedImages)
      .values({ id, merchantId: demo2?.id ?? 0, contentType: 'image/png', bytes, createdBy: 'test' })
    await t.database.db
      .update(merchants)
      .set({ name: 'Stars & <Bars> "Club"', logoUrl: `/cdn/uploads/demo2/${id}.png` })
      .where(eq(merchants.code, 'demo2'))
    try {
      const root = readPlist((await profile('/downloads/demo2.mobileconfig', 'demo2.parlor.test')).body)
      expect(root.PayloadDisplayName).toBe('Stars & <Bars> "Club"')
      const clip = (root.PayloadContent as Record<string, Plist>[])[0]
      expect(clip?.Label).toBe('Stars')
      expect(Buffer.compare(clip?.Icon as Buffer, bytes)).toBe(0)
    } finally {
      await t.database.db
        .update(merchants)
        .set({ name: 'Lucky Star', logoUrl: null })
        .where(eq(merchants.code, 'demo2'))
    }
  })

  it('is revalidated on every use', async () => {
    const first = await profile('/downloads/demo.mobileconfig', 'demo.parlor.test')
    expect(first.headers['cache-control']).toBe('no-cache')
    const again = await profile('/downloads/demo.mobileconfig', 'demo.parlor.test', {
      'if-none-match': String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it('answers 404 for a merchant that does not exist and for any other file', async () => {
    for (const path of [
      '/downloads/nobody.mobileconfig',
      '/downloads/parlor-demo.apk',
      '/downloads/demo.ipa',
      '/downloads/..%2Fdemo.mobileconfig',
    ]) {
      const res = await profile(path, 'demo.parlor.test')
      expect(res.statusCode, path).toBe(404)
      expect(res.json()).toMatchObject({ success: false, errorCode: 'not_found' })
    }
  })

  it('is the iOS profile link every merchant’s status lists, and no dead app links are seeded', async () => {
    for (const merchant of ['demo', 'demo2']) {
      const status = await t.app.inject({ url: '/wps/system/status', headers: { merchant } })
      const resources = status.json().value.info.resources as { resourceType: string; url: string }[]
      const downloads = resources.filter((r) => ['Android', 'IOS', 'MOBILECONFIG'].includes(r.resourceType))
      expect(downloads).toEqual([
        { resourceType: 'MOBILECONFIG', url: `/downloads/${merchant}.mobileconfig`, labelNameEn: 'iOS profile' },
      ])
      // Every link the status names is served.
      for (const r of resources.filter((x) => x.url.startsWith('/'))) {
        const res = await t.app.inject({ url: r.url, headers: { host: 'localhost' } })
        expect(res.statusCode, r.url).toBe(200)
      }
    }
  })

  it('leaves a profile the merchant lists itself (a signed one) in place', async () => {
    const [demo2] = await t.database.db.select().from(merchants).where(eq(merchants.code, 'demo2'))
    const own = [{ resourceType: 'MOBILECONFIG', url: 'https://cdn.luckystar.example/signed.mobileconfig' }]
    await t.database.db.update(merchants).set({ resources: own }).where(eq(merchants.code, 'demo2'))
    try {
      const status = await t.app.inject({ url: '/wps/system/status', headers: { merchant: 'demo2' } })
      expect(status.json().value.info.resources).toEqual(own)
    } finally {
      await t.database.db
        .update(merchants)
        .set({ resources: demo2?.resources ?? [] })
        .where(eq(merchants.code, 'demo2'))
    }
  })
})
