import { GAME_PAGE_SIZE, GameErrorCode, RECENT_CAP, RECENT_PAGE_SIZE, routes, type GameItem } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { type Maintenance, vendorsDown } from '../system/maintenance.ts'
import { AppError } from '../../lib/errors.ts'
import { route } from '../../lib/route.ts'
import { safeBackPath } from '../../lib/safe-path.ts'
import {
  imageCdnOf,
  MINOR_PER_MAJOR,
  page,
  toItem,
  type CatalogueSnapshot,
  type IndexedGame,
} from './catalogue-index.ts'
import type { Catalogue } from './catalogue-service.ts'
import type { PlayerGamesRepository } from './player-games-repository.ts'
import type { VendorAdapter, VendorAdapters } from './vendor-adapters.ts'

interface Deps {
  catalogue: Catalogue
  repo: PlayerGamesRepository
  adapters: VendorAdapters
  /** The adapter of every vendor whose integration speaks the seamless protocol (modules/vendors). */
  seamless?: VendorAdapter | undefined
  clock: Clock
  maintenance: Maintenance
}

/** Favourites, recent games and launch (wire-contract §7.4; storefront §4, §5): member-only. */
export async function playerGamesRoutes(
  app: FastifyInstance,
  { catalogue, repo, adapters, seamless, clock, maintenance }: Deps,
) {
  /** The game behind a nodeId, if this merchant offers it (and has not switched it off). */
  async function offeredGame(req: FastifyRequest, nodeId: number): Promise<IndexedGame> {
    const g = (await catalogue.current()).view(req.merchant.id).byId.get(nodeId)
    if (!g) throw new AppError(404, GameErrorCode.gameNotFound)
    return g
  }

  /**
   * The adapter that launches the game: a fixed one (in-house, tests), else the seamless adapter
   * when the vendor has such an integration. A vendor under maintenance is refused first, with
   * its own message, so a greyed tile never opens a dead game.
   */
  function adapterOf(snapshot: CatalogueSnapshot, merchantId: number, g: IndexedGame): VendorAdapter | undefined {
    const code = g.row.vendorCode
    if (snapshot.view(merchantId).maintenance.has(code))
      throw new AppError(503, GameErrorCode.vendorMaintenance, { vendor: g.vendor.name })
    const fixed = adapters.get(code)
    if (fixed) return fixed
    return snapshot.integrations.get(code)?.protocol === 'seamless' ? seamless : undefined
  }

  /** Ids → items in the caller's language, dropping games no longer offered. */
  async function itemsOf(req: FastifyRequest, ids: number[], gameType: string | undefined): Promise<GameItem[]> {
    const view = (await catalogue.current()).view(req.merchant.id)
    const down = vendorsDown(await maintenance.ofRequest(req, clock.now()), view.maintenance)
    const language = req.language ?? req.merchant.defaultLanguage
    const cdn = imageCdnOf(req.merchant)
    const out: GameItem[] = []
    for (const id of ids) {
      const g = view.byId.get(id)
      if (!g) continue
      if (gameType && g.row.gameType !== gameType) continue
      out.push(toItem(g, language, cdn, MINOR_PER_MAJOR, down.has(g.row.vendorCode)))
    }
    return out
  }

  route(app, routes.favouriteIds, async (req) => (await repo.favouriteIds(req.member.id)).map(String))

  route(app, routes.favouriteList, async (req) => {
    const items = await itemsOf(req, await repo.favouriteIds(req.member.id), req.query.gameType)
    const p = page(items, req.query.pageNo ?? 1, req.query.pageSize ?? GAME_PAGE_SIZE)
    return { content: p.slice, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount }
  })

  route(app, routes.favouriteAdd, async (req) => {
    const g = await offeredGame(req, req.body.nodeId)
    await repo.addFavourite(req.member.id, g.row.id)
    return null
  })

  route(app, routes.favouriteRemove, async (req) => {
    await repo.removeFavourite(req.member.id, req.body.nodeId)
    return null
  })

  route(app, routes.recentList, async (req) => {
    const items = await itemsOf(req, await repo.recentIds(req.member.id), req.query.gameType)
    const p = page(items, req.query.page ?? 1, req.query.pageSize ?? RECENT_PAGE_SIZE)
    return { list: p.slice, pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount }
  })

  route(app, routes.recentAdd, async (req) => {
    const g = await offeredGame(req, req.query.nodeId)
    await repo.touchRecent(req.member.id, g.row.id, clock.now(), RECENT_CAP)
    return null
  })

  route(app, routes.launchGame, async (req) => {
    const q = req.query
    if (!q.launchMode) throw new AppError(400, GameErrorCode.systemBusy)
    const g = await offeredGame(req, q.nodeId)
    if (q.vassalage && q.vassalage !== g.row.vendorCode) throw new AppError(404, GameErrorCode.gameNotFound)
    const adapter = adapterOf(await catalogue.current(), req.merchant.id, g)
    if (!adapter) throw new AppError(503, GameErrorCode.vendorNotAvailable, { vendor: g.vendor.name })
    const m = req.member
    const game = { nodeId: g.row.id, gameCode: g.row.gameCode, vendorCode: g.row.vendorCode, gameType: g.row.gameType }
    if (adapter.hasOpenRound && (await adapter.hasOpenRound(m.id, game)))
      throw new AppError(409, GameErrorCode.previousGameOpen)
    const { url } = await adapter.launch({
      member: m,
      sessionId: req.session.id,
      merchantCode: req.merchant.code,
      game,
      language: req.language ?? req.merchant.defaultLanguage,
      accountType: q.accountType === '0' ? 0 : 1,
      // Checked here so no vendor's back button can lead off the site (open redirect).
      backUrl: q.backUrl ? safeBackPath(q.backUrl) : null,
      lotto: { prizeMode: q.lottoPrizeMode, gameCode: q.lottoGameCode, view: q.lottoView },
      matchId: q.matchId,
    })
    await repo.touchRecent(m.id, g.row.id, clock.now(), RECENT_CAP)
    return { content: { game_url: url } }
  })

  route(app, routes.trialLaunch, async (req) => {
    const g = await offeredGame(req, req.query.nodeId)
    if (g.row.supportPlay !== 0) throw new AppError(403, GameErrorCode.trialNotAllowed)
    const adapter = adapterOf(await catalogue.current(), req.merchant.id, g)
    if (!adapter?.launchTrial) throw new AppError(503, GameErrorCode.vendorNotAvailable, { vendor: g.vendor.name })
    const { url } = await adapter.launchTrial({
      merchantCode: req.merchant.code,
      game: { nodeId: g.row.id, gameCode: g.row.gameCode, vendorCode: g.row.vendorCode, gameType: g.row.gameType },
      language: req.language ?? req.merchant.defaultLanguage,
      backUrl: req.query.backUrl ? safeBackPath(req.query.backUrl) : null,
      ip: req.ip,
    })
    return { content: { game_url: url } }
  })
}
