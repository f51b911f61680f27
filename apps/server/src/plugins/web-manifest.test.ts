import { eq } from 'drizzle-orm'
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
      icons: [{ src: '/cdn/brand/demo.svg', type: 'image/svg+xml', sizes: 'any' }],
    })

    const demo2 = (await manifest('demo2.parlor.test')).json()
    expect(demo2).toMatchObject({
      name: 'Lucky Star',
      short_name: 'Lucky Star',
      theme_color: '#e63973',
      background_color: '#3a0d2e',
      description: 'Lucky Star on your home screen',
      lang: 'en',
    })
    expect(demo2.icons).toEqual([{ src: '/cdn/brand/demo2.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }])
    // Every icon it names is really served.
    for (const icon of [...demo.json().icons, ...demo2.icons]) {
      const res = await t.app.inject({ url: icon.src })
      expect(res.statusCode, icon.src).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
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
