import { GAME_PAGE_SIZE, routes, type GameType } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import { route } from '../../lib/route.ts'
import { lotteryCodeOf } from '../lottery/lottery-catalogue.ts'
import {
  filterGames,
  imageCdnOf,
  MINOR_PER_MAJOR,
  page,
  toItem,
  type CatalogueSnapshot,
  type IndexedGame,
} from './catalogue-index.ts'
import { classifyName } from '../../i18n/messages.ts'
import type { Catalogue } from './catalogue-service.ts'
import { type Maintenance, vendorsDown } from '../system/maintenance.ts'

const HOT_LIMIT = 30

interface Deps {
  catalogue: Catalogue
  maintenance: Maintenance
  clock: Clock
}

async function context(req: FastifyRequest, snapshot: CatalogueSnapshot, deps: Deps) {
  const m = req.merchant
  // The merchant's own catalogue: its overrides applied, its switched-off games and vendors gone.
  const view = snapshot.view(m.id)
  // Scheduled vendor windows come on top of the switches the view already holds (memoised per request).
  const down = vendorsDown(await deps.maintenance.ofRequest(req, deps.clock.now()), view.maintenance)
  const language = req.language ?? m.defaultLanguage
  const cdn = imageCdnOf(m)
  const item = (g: IndexedGame) => toItem(g, language, cdn, MINOR_PER_MAJOR, down.has(g.row.vendorCode))
  return { view, down, offered: view.offered, language, cdn, item, visible: view.games }
}

/** Groups in first-seen order. */
function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const k = key(item)
    const group = groups.get(k)
    if (group) group.push(item)
    else groups.set(k, [item])
  }
  return groups
}

/** Groups lottery games into menus by classification, in first-seen order. */
function menusOf<T extends { classify: string }>(list: T[], language: string) {
  return [...groupBy(list, (g) => g.classify).entries()].map(([key, games]) => ({
    key,
    displayName: classifyName(key, language),
    games,
  }))
}

/** Catalogue relays (wire-contract §7): GET only, answered from the in-memory index. */
export async function gamesRoutes(app: FastifyInstance, deps: Deps) {
  const { catalogue } = deps
  route(app, routes.gameList, async (req) => {
    const snapshot = await catalogue.current()
    const { view, language, item } = await context(req, snapshot, deps)
    const q = req.query
    const found = filterGames(view, { query: q, language, minorPerMajor: MINOR_PER_MAJOR })
    const p = page(found, q.pageNo ?? 1, q.pageSize ?? GAME_PAGE_SIZE)
    return { games: p.slice.map(item), pageNum: p.pageNum, totalPages: p.totalPages, totalCount: p.totalCount }
  })

  route(app, routes.hotGames, async (req) => {
    const snapshot = await catalogue.current()
    const { visible, item } = await context(req, snapshot, deps)
    const q = req.query
    const vendors = q.vassalage ? new Set(q.vassalage.split(',')) : null
    const list = visible
      .filter(
        (g) =>
          g.row.isHot && (!q.gameType || g.row.gameType === q.gameType) && (!vendors || vendors.has(g.row.vendorCode)),
      )
      .slice(0, HOT_LIMIT)
    return { list: list.map(item) }
  })

  route(app, routes.newGameVendor, async (req) => {
    const snapshot = await catalogue.current()
    const { down, visible, language, cdn } = await context(req, snapshot, deps)
    const lanes = groupBy(visible, (g) => g.row.gameType)
    return {
      data: {
        lanes: [...lanes.entries()].map(([type, list]) => {
          const byVendor = groupBy(list, (g) => g.row.vendorCode)
          const classes = new Map<string, { count: number; vendors: Set<string> }>()
          for (const g of list) {
            const c = classes.get(g.row.classify) ?? { count: 0, vendors: new Set<string>() }
            c.count++
            c.vendors.add(g.row.vendorCode)
            classes.set(g.row.classify, c)
          }
          return {
            title: type,
            cards: [...byVendor.entries()].map(([code, vg]) => {
              const first = vg[0] as IndexedGame
              // Vendors with a single lobby game launch it straight from the card.
              const direct = vg.length === 1
              return {
                accountTypeName: code,
                vassalage: code,
                displayName: first.vendor.name,
                gameType: type,
                ...(direct ? { gameId: first.row.gameCode, nodeId: first.row.id } : { isGameH5: 'VASSALAGE' }),
                freeplay: vg.some((g) => g.row.supportPlay === 0) ? 1 : 0,
                lagerIcon: `${cdn}/vendors/${code}.svg`,
                icon: `${cdn}/vendors/${code}.svg`,
                ...(down.has(code) ? { maintenance: true } : {}),
              }
            }),
            gameClassify: [...classes.entries()].map(([key, c]) => ({
              key,
              displayName: classifyName(key, language),
              gameCount: c.count,
              vendors: [...c.vendors],
            })),
            gameCount: list.length,
          }
        }),
      },
    }
  })

  route(app, routes.vassGameType, async (req) => {
    const snapshot = await catalogue.current()
    const { visible, language } = await context(req, snapshot, deps)
    const content: Record<string, Record<string, { key: string; displayName: string }[]>> = {}
    for (const [type, ofType] of groupBy(visible, (g) => g.row.gameType)) {
      content[type] = {}
      for (const [vendor, ofVendor] of groupBy(ofType, (g) => g.row.vendorCode)) {
        content[type][vendor] = [...groupBy(ofVendor, (g) => g.row.classify).keys()].map((key) => ({
          key,
          displayName: classifyName(key, language),
        }))
      }
    }
    return { content }
  })

  route(app, routes.vassalage, async (req) => {
    const snapshot = await catalogue.current()
    const { offered, visible, cdn } = await context(req, snapshot, deps)
    return snapshot.vendors
      .filter((v) => offered.has(v.code))
      .map((v) => ({
        vassalage: v.code,
        displayName: v.name,
        gameTypes: [...new Set(visible.filter((g) => g.row.vendorCode === v.code).map((g) => g.row.gameType))],
        icon: `${cdn}/vendors/${v.code}.svg`,
      }))
  })

  const lottery = async (req: FastifyRequest, snapshot: CatalogueSnapshot, prizeMode: string | undefined) => {
    const { visible, language, cdn } = await context(req, snapshot, deps)
    const type: GameType = prizeMode === 'Elott' ? 'ELOTT' : 'LOTT'
    return visible
      .filter((g) => g.row.gameType === type)
      .map((g) => ({
        gameCode: g.row.gameCode,
        gameName: g.row.names[language] ?? g.row.names.EN ?? g.row.gameCode,
        displayName: g.row.names[language] ?? g.row.names.EN ?? g.row.gameCode,
        vendor: g.row.vendorCode,
        nodeId: g.row.id,
        prizeMode: type === 'ELOTT' ? 'Elott' : (prizeMode ?? 'Lott'),
        classify: g.row.classify,
        icon: g.iconUrl ?? `${cdn}/games/${g.row.id}.svg`,
        hot: g.row.isHot,
        lotteryCode: lotteryCodeOf(g.row),
      }))
  }

  route(app, routes.lotteryList, async (req) => lottery(req, await catalogue.current(), req.query.prizeMode))

  route(app, routes.lotteryMenus, async (req) => {
    const list = await lottery(req, await catalogue.current(), req.query.prizeMode)
    return menusOf(list, req.language ?? req.merchant.defaultLanguage)
  })

  route(app, routes.lotteryVnMenu, async (req) => {
    const list = (await lottery(req, await catalogue.current(), req.query.prizeMode)).filter(
      (g) => g.vendor === 'TCG_LOTTO_VN',
    )
    return menusOf(list, req.language ?? req.merchant.defaultLanguage)
  })

  route(app, routes.lotteryPopular, async (req) => {
    const snapshot = await catalogue.current()
    return [...(await lottery(req, snapshot, 'Lott')), ...(await lottery(req, snapshot, 'Elott'))].filter((g) => g.hot)
  })
}
