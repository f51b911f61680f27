import { eq } from 'drizzle-orm'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { z } from 'zod'
import { ErrorCode } from '@parlor/contract'
import type { Db } from '../../db/client.ts'
import { announcements, games, merchants, vendors } from '../../db/schema.ts'
import { AppError } from '../../lib/errors.ts'
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
  app.get<{ Params: { id: string } }>('/cdn/games/:id', async (req, reply) => {
    const id = Number(req.params.id.replace(/\.svg$/, ''))
    if (!Number.isInteger(id) || id < 1 || id > 2_147_483_647) throw notFound()
    const [g] = await db.select().from(games).where(eq(games.id, id)).limit(1)
    if (!g) throw notFound()
    return svg(
      reply,
      gameIcon({ id: g.id, name: g.names.EN ?? g.gameCode, vendor: g.vendorCode, gameType: g.gameType }),
    )
  })

  app.get<{ Params: { code: string } }>('/cdn/vendors/:code', async (req, reply) => {
    const code = slug.safeParse(req.params.code.replace(/\.svg$/, ''))
    if (!code.success) throw notFound()
    const [v] = await db.select().from(vendors).where(eq(vendors.code, code.data)).limit(1)
    if (!v) throw notFound()
    return svg(reply, vendorLogo(v))
  })

  app.get<{ Params: { slug: string } }>('/cdn/banners/:slug', async (req, reply) => {
    const s = slug.safeParse(req.params.slug.replace(/\.svg$/, ''))
    if (!s.success) throw notFound()
    const [a] = await db
      .select({ titles: announcements.titles })
      .from(announcements)
      .where(eq(announcements.imageUrl, `/cdn/banners/${s.data}.svg`))
      .limit(1)
    if (!a) throw notFound()
    return svg(reply, banner(a.titles.EN ?? Object.values(a.titles)[0] ?? '', s.data))
  })

  app.get<{ Params: { name: string } }>('/cdn/teams/:name', async (req, reply) => {
    const name = decodeURIComponent(req.params.name).replace(/\.svg$/, '')
    if (!/^[\p{L}\p{N} .'-]{1,40}$/u.test(name)) throw notFound()
    return svg(reply, crest(name))
  })

  app.get<{ Params: { code: string } }>('/cdn/brand/:code', async (req, reply) => {
    const code = slug.safeParse(req.params.code.replace(/\.svg$/, ''))
    if (!code.success) throw notFound()
    const [m] = await db.select().from(merchants).where(eq(merchants.code, code.data)).limit(1)
    if (!m) throw notFound()
    return svg(reply, brandMark(m.name, m.primaryColor))
  })
}
