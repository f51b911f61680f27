import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { games } from '../../db/schema.ts'
import { escapeXml, gameIcon } from './svg.ts'

let t: TestContext
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('generated artwork', () => {
  it('serves game icons, vendor logos, banners, crests and brand marks as SVG', async () => {
    for (const url of [
      '/cdn/games/1.svg',
      '/cdn/vendors/INHOUSE.svg',
      '/cdn/banners/welcome.svg',
      '/cdn/teams/Manila%20Stars.svg',
      '/cdn/brand/demo.svg',
    ]) {
      const res = await t.app.inject({ url })
      expect(res.statusCode, url).toBe(200)
      expect(res.headers['content-type']).toContain('image/svg+xml')
      expect(res.body.startsWith('<svg')).toBe(true)
      expect(res.body).not.toMatch(/<script|on\w+=/i)
    }
  })

  it("prints the vendor's name on a game icon, never its code", async () => {
    const [row] = await t.database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.vendorCode, 'TCG_LOTTO_VN'))
      .limit(1)
    const res = await t.app.inject({ url: `/cdn/games/${row?.id}.svg` })
    expect(res.body).toContain('Lotto VN')
    expect(res.body).not.toContain('TCG_LOTTO_VN')
  })

  it('escapes names so markup cannot be injected', () => {
    const svg = gameIcon({ id: 1, name: '<script>alert(1)</script> & "x"', vendor: 'A<B', gameType: 'RNG' })
    expect(svg).not.toContain('<script>')
    expect(svg).toContain('&lt;script&gt;')
    expect(escapeXml(`'"<>&`)).toBe('&apos;&quot;&lt;&gt;&amp;')
  })

  it('refuses team names with markup', async () => {
    expect((await t.app.inject({ url: '/cdn/teams/%3Cscript%3E.svg' })).statusCode).toBe(404)
  })
})
