import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { ErrorCode, routes } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { createMerchantRepository } from '../system/merchant-repository.ts'
import { createMediaRepository } from './media-repository.ts'
import { brandIconPng, isBrandIconFile, sendBrandIcon } from './brand-icons.ts'
import { banner, brandMark, crest, gameIcon, vendorLogo } from './svg.ts'

const slug = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)

function svg(reply: FastifyReply, body: string) {
  return (
    reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', 'public, max-age=86400')
      // An SVG opened directly must not run anything even if text escaping ever failed.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
      .send(body)
  )
}

const notFound = () => new AppError(404, ErrorCode.notFound)

/** `/cdn/*`: the demo's image host (merchant `imageCDNs` point here). */
export async function mediaRoutes(app: FastifyInstance, { db }: { db: Db }) {
  const media = createMediaRepository(db)
  const merchants = createMerchantRepository(db)
  route(app, routes.cdnGame, async (req, reply) => {
    const id = Number(req.params.id.replace(/\.svg$/, ''))
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound()
    const g = await media.game(id)
    if (!g) throw notFound()
    // Players see the vendor's name on the artwork, never its code (TCG_LOTTO_VN, INHOUSE).
    const vendor = (await media.vendor(g.vendorCode))?.name ?? ''
    return svg(reply, gameIcon({ id: g.id, name: g.names.EN ?? g.gameCode, vendor, gameType: g.gameType }))
  })

  route(app, routes.cdnVendor, async (req, reply) => {
    const code = slug.safeParse(req.params.code.replace(/\.svg$/, ''))
    if (!code.success) throw notFound()
    const v = await media.vendor(code.data)
    if (!v) throw notFound()
    return svg(reply, vendorLogo(v))
  })

  route(app, routes.cdnBanner, async (req, reply) => {
    const s = slug.safeParse(req.params.slug.replace(/\.svg$/, ''))
    if (!s.success) throw notFound()
    const titles = await media.bannerTitles(`/cdn/banners/${s.data}.svg`)
    if (!titles) throw notFound()
    return svg(reply, banner(titles.EN ?? Object.values(titles)[0] ?? '', s.data))
  })

  route(app, routes.cdnTeam, async (req, reply) => {
    const name = decodeURIComponent(req.params.name).replace(/\.svg$/, '')
    if (!/^[\p{L}\p{N} .'-]{1,40}$/u.test(name)) throw notFound()
    return svg(reply, crest(name))
  })

  route(app, routes.cdnBrand, async (req, reply) => {
    const code = slug.safeParse(req.params.code.replace(/\.svg$/, ''))
    if (!code.success) throw notFound()
    const m = await merchants.findByCode(code.data)
    if (!m) throw notFound()
    return svg(reply, brandMark(m.name, m.primaryColor))
  })

  route(app, routes.cdnBrandIcon, async (req, reply) => {
    const code = slug.safeParse(req.params.code)
    const file = req.params.file
    if (!code.success || !isBrandIconFile(file)) throw notFound()
    const m = await merchants.findByCode(code.data)
    if (!m) throw notFound()
    return sendBrandIcon(req, reply, await brandIconPng(m, file))
  })
}
