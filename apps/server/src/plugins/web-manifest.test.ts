import { eq } from 'drizzle-orm'
import { PNG } from 'pngjs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/helper.ts'
import { merchants } from '../db/schema.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const manifest = (host: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: '/m/manifest.webmanifest', headers: { host, ...headers } })

describe('web manifest', () => {
  it('names each merchant by its own host, with its icon and colours', async () => {
    const demo = await manifest('demo.parlor.test')
    expect(demo.statusCode).toBe(200)
    expect(demo.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(demo.json()).toMatchObject({
      name: 'Parlor Demo',
      short_name: 'Parlor Demo',
      lang: 'fil',
      dir: 'ltr',
      start_url: '/m/home',
      scope: '/m/',
      display: 'standalone',
      theme_color: '#d4a537',
      background_color: '#101a3a',
    })
    expect(demo.json().icons[0]).toMatchObject({ src: '/cdn/brand/demo.svg', type: 'image/svg+xml', sizes: 'any' })

    const demo2 = (await manifest('demo2.parlor.test')).json()
    expect(demo2).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky Star',
      theme_color: '#e63973',
      background_color: '#3a0d2e',
      description: 'Lucky Star on your home screen',
      lang: 'en',
    })
    expect(demo2.icons).toEqual([
      { src: '/cdn/brand/demo2.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
      { src: '/cdn/brand/demo2/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/cdn/brand/demo2/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/cdn/brand/demo2/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ])
    // Every icon it names is really served, as its type and at its size.
    for (const icon of [...demo.json().icons, ...demo2.icons]) {
      const res = await t.app.inject({ url: icon.src })
      expect(res.statusCode, icon.src).toBe(200)
      expect(res.headers['content-type']).toContain(icon.type)
      if (icon.type !== 'image/png') continue
      const png = PNG.sync.read(res.rawPayload)
      expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes)
    }
    // An unknown host gets the default merchant's app.
    expect((await manifest('elsewhere.test')).json().name).toBe('Parlor Demo')
  })

  it('is revalidated on every use, so a rename shows at once', async () => {
    const first = await manifest('demo2.parlor.test')
    expect(first.headers['cache-control']).toBe('no-cache')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    const same = await manifest('demo2.parlor.test', { 'if-none-match': etag })
    expect(same.statusCode).toBe(304)
    expect(same.body).toBe('')

    // An operator rename (the config cache is 0 in tests) changes the validator and the answer.
    await t.database.db.update(merchants).set({ name: 'Lucky Star Casino Royale' }).where(eq(merchants.code, 'demo2'))
    const renamed = await manifest('demo2.parlor.test', { 'if-none-match': etag })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toMatchObject({ name: 'Lucky Star Casino Royale', short_name: 'Lucky' })
  })
})

describe('brand icons as PNG', () => {
  const icon = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers })
  const pixel = (png: PNG, x: number, y: number) => {
    const o = (y * png.width + x) * 4
    return [...png.data.subarray(o, o + 4)]
  }
  const GOLD = [0xd4, 0xa5, 0x37, 255]
  const PINK = [0xe6, 0x39, 0x73, 255]
  const NAVY = [0x10, 0x1a, 0x3a, 255]

  it('draws each merchant’s mark in its own colour, round-cornered or full bleed for masks', async () => {
    const read = async (url: string) => {
      const res = await icon(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toBe('image/png')
      // The PNG signature, then a picture pngjs can decode.
      expect([...res.rawPayload.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
      return PNG.sync.read(res.rawPayload)
    }
    const demo = await read('/cdn/brand/demo/icon-512.png')
    const demo2 = await read('/cdn/brand/demo2/icon-512.png')
    expect([demo.width, demo.height]).toEqual([512, 512])
    // The ring (radius 62 of 192) crosses the middle row in the merchant's primary colour.
    const ringX = 256 + Math.round((62 / 192) * 512)
    expect(pixel(demo, ringX, 256)).toEqual(GOLD)
    expect(pixel(demo2, ringX, 256)).toEqual(PINK)
    expect(Buffer.compare(demo.data, demo2.data)).not.toBe(0)
    // The "any" icon keeps the mark's rounded corners; the maskable one fills the square, so a
    // circle or squircle mask cuts only background, and its ring sits inside the 40 % safe zone.
    expect(pixel(demo, 0, 0)[3]).toBe(0)
    const maskable = await read('/cdn/brand/demo/maskable-512.png')
    expect(pixel(maskable, 0, 0)).toEqual(NAVY)
    expect(pixel(maskable, ringX, 256)).toEqual(GOLD)
    expect(pixel(maskable, 256 + Math.round(0.4 * 512), 256)).toEqual(NAVY)
    const small = await read('/cdn/brand/demo/icon-192.png')
    expect([small.width, small.height]).toEqual([192, 192])
  })

  it('answers 304 to the browser that holds the same bytes, and 404 to anything else', async () => {
    const first = await icon('/cdn/brand/demo2/icon-192.png')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^".+"$/)
    expect(first.headers['cache-control']).toBe('public, max-age=86400')
    const again = await icon('/cdn/brand/demo2/icon-192.png', { 'if-none-match': etag })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    // Another merchant's icon of the same size is other bytes under another validator.
    expect((await icon('/cdn/brand/demo/icon-192.png')).headers.etag).not.toBe(etag)
    for (const url of [
      '/cdn/brand/nobody/icon-192.png',
      '/cdn/brand/demo/icon-100.png',
      '/cdn/brand/demo/..%2Fx.png',
    ]) {
      expect((await icon(url)).statusCode, url).toBe(404)
    }
  })

  it('gives iOS the host’s merchant’s mark as a full-bleed 180 PNG touch icon', async () => {
    const res = await icon('/m/apple-touch-icon.png', { host: 'demo2.parlor.test' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/png')
    const png = PNG.sync.read(res.rawPayload)
    expect([png.width, png.height]).toEqual([180, 180])
    expect(pixel(png, 0, 0)).toEqual(NAVY)
    expect(pixel(png, 90 + Math.round((62 / 192) * 180), 90)).toEqual(PINK)
    const other = await icon('/m/apple-touch-icon.png', { host: 'elsewhere.test' })
    expect(pixel(PNG.sync.read(other.rawPayload), 90 + Math.round((62 / 192) * 180), 90)).toEqual(GOLD)
  })
})
