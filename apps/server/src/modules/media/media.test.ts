import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../../test/helper.ts'
import { games } from '../../db/schema.ts'
import { VENDORS } from '../../db/seed/catalogue.ts'
import { escapeXml, gameIcon, VENDOR_PLATE, vendorLogo } from './svg.ts'

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

  it("draws each demo vendor's plate in the app's 5:2 art slot with its whole name, never its code", () => {
    const room = VENDOR_PLATE.width - 2 * VENDOR_PLATE.margin
    expect(VENDOR_PLATE.width / VENDOR_PLATE.height).toBe(5 / 2)
    for (const v of VENDORS) {
      const svg = vendorLogo(v)
      expect(svg, v.code).toContain(`viewBox="0 0 ${VENDOR_PLATE.width} ${VENDOR_PLATE.height}"`)
      const lines = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
      expect(lines.length, v.code).toBeGreaterThanOrEqual(1)
      expect(lines.length, v.code).toBeLessThanOrEqual(2)
      // Every word of the name is drawn, in order; a code that is not also the name is not.
      expect(lines.map(([, , text]) => text).join(' '), v.code).toBe(escapeXml(v.name))
      if (!v.name.includes(v.code)) expect(svg, v.code).not.toContain(`>${v.code.replace(/_/g, ' ')}<`)
      // A line the size estimate finds too long is squeezed to the room inside the margins.
      const size = Number(/font-size="(\d+)"/.exec(svg)?.[1])
      for (const [, attrs, text] of lines)
        if ((text ?? '').length * size * 0.62 > room)
          expect(attrs, `${v.code}: ${text}`).toContain(`textLength="${room}"`)
    }
  })

  it('keeps a very long vendor name on two lines inside the plate', () => {
    const svg = vendorLogo({
      code: 'X',
      name: 'Extraordinarily Long Vendor Name Studios International',
      color: '#fcbf49',
    })
    const lines = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)]
    expect(lines).toHaveLength(2)
    for (const [, attrs] of lines) expect(attrs).toContain('textLength="136"')
    // Dark ink on a light plate.
    expect(svg).toContain('fill="#1b1b2f"')
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
