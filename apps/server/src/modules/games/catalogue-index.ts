/**
 * The game catalogue held in memory. Lists are read far more often than the catalogue
 * changes, so a list answer filters arrays already in vendor and game order instead of
 * asking the database. `refresh()` rebuilds it; the catalogue service decides when.
 */
import type { GameItem, GameListQuery } from '@parlor/contract'
import type { CatalogueRows, GameRow, IntegrationState, VendorRow } from './catalogue-repository.ts'

/** Lower-case, accents removed: "Máy Đá" and "may da" match. */
export function foldForSearch(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase().trim()
}

export interface IndexedGame {
  row: GameRow
  vendor: VendorRow
  /** Folded names per language, for search. */
  folded: Record<string, string>
}

export interface CatalogueSnapshot {
  games: IndexedGame[]
  byId: Map<number, IndexedGame>
  vendors: VendorRow[]
  /** Vendor codes each merchant offers: enabled for it, and not switched off vendor-wide. */
  offered: Map<number, ReadonlySet<string>>
  /** Vendors under maintenance: listed greyed, never launched. */
  maintenance: ReadonlySet<string>
  integrations: Map<string, IntegrationState>
}

const NONE: ReadonlySet<string> = new Set()

/** The vendors a merchant offers (none when it has no enabled vendor). */
export const offeredTo = (s: CatalogueSnapshot, merchantId: number): ReadonlySet<string> =>
  s.offered.get(merchantId) ?? NONE

export function buildSnapshot({ games, vendors, offers, integrations }: CatalogueRows): CatalogueSnapshot {
  const vendorOf = new Map(vendors.map((v) => [v.code, v]))
  const indexed: IndexedGame[] = []
  for (const row of games) {
    const vendor = vendorOf.get(row.vendorCode)
    if (!vendor) continue
    const folded: Record<string, string> = {}
    for (const [lang, name] of Object.entries(row.names)) folded[lang] = foldForSearch(name)
    indexed.push({ row, vendor, folded })
  }
  indexed.sort((a, b) => a.vendor.sort - b.vendor.sort || a.row.sort - b.row.sort || a.row.id - b.row.id)
  const byCode = new Map(integrations.map((i) => [i.vendorCode, i]))
  const offered = new Map<number, Set<string>>()
  for (const o of offers) {
    if (byCode.get(o.vendorCode)?.enabled === false) continue
    const set = offered.get(o.merchantId) ?? new Set<string>()
    set.add(o.vendorCode)
    offered.set(o.merchantId, set)
  }
  return {
    games: indexed,
    byId: new Map(indexed.map((g) => [g.row.id, g])),
    vendors,
    offered,
    maintenance: new Set(integrations.filter((i) => i.enabled && i.maintenance).map((i) => i.vendorCode)),
    integrations: byCode,
  }
}

export function nameIn(g: IndexedGame, language: string): string {
  return g.row.names[language] ?? g.row.names.EN ?? Object.values(g.row.names)[0] ?? g.row.gameCode
}

const LOTTO_MODE: Record<string, string> = { LOTT: 'Tradition', ELOTT: 'Entertainment' }

export function toItem(
  g: IndexedGame,
  language: string,
  cdn: string,
  minorPerMajor: number,
  maintenance = false,
): GameItem {
  const name = nameIn(g, language)
  const icon = `${cdn}/games/${g.row.id}.svg`
  return {
    nodeId: g.row.id,
    gameId: g.row.gameCode,
    roomId: g.row.gameCode,
    gameCode: g.row.gameCode,
    gameName: name,
    nodeName: name,
    displayName: name,
    vassalage: g.row.vendorCode,
    gameType: g.row.gameType,
    gameClassify: g.row.classify,
    gameCategory: g.row.gameType,
    showIcon: icon,
    iconUrl: icon,
    defaultIcon: `${cdn}/games/default.svg`,
    mobileLargeIcon: icon,
    mobileSmallIcon: icon,
    minBet: g.row.minBet / minorPerMajor,
    minLine: g.row.minLine,
    isNew: g.row.isNew,
    isHot: g.row.isHot,
    supportPlay: g.row.supportPlay,
    ...(LOTTO_MODE[g.row.gameType] ? { lottoMode: LOTTO_MODE[g.row.gameType] } : {}),
    ...(maintenance ? { maintenance: true } : {}),
  }
}

export interface ListFilter {
  offered: ReadonlySet<string>
  query: GameListQuery
  language: string
  minorPerMajor: number
}

export function filterGames(snapshot: CatalogueSnapshot, f: ListFilter): IndexedGame[] {
  const q = f.query
  const vendorsWanted = q.vassalage ? new Set(q.vassalage.split(',').filter(Boolean)) : null
  const needle = q.gameName ? foldForSearch(q.gameName) : ''
  // Compare in minor units, rounded, so 0.05 never becomes 4.999… cents.
  const minBetCap = q.minBet && q.minBet > 0 ? Math.round(q.minBet * f.minorPerMajor) : null
  return snapshot.games.filter((g) => {
    const r = g.row
    if (!f.offered.has(r.vendorCode)) return false
    if (q.gameType && r.gameType !== q.gameType) return false
    if (vendorsWanted && !vendorsWanted.has(r.vendorCode)) return false
    if (q.gameClassify && r.classify !== q.gameClassify) return false
    if (q.isNew === '1' && !r.isNew) return false
    if (minBetCap !== null && r.minBet > minBetCap) return false
    if (q.minLine && r.minLine > q.minLine) return false
    if (needle) {
      const inLang = g.folded[f.language] ?? ''
      if (!inLang.includes(needle) && !(g.folded.EN ?? '').includes(needle)) return false
    }
    return true
  })
}

export function page<T>(items: T[], pageNo: number, pageSize: number) {
  const totalCount = items.length
  const totalPages = Math.ceil(totalCount / pageSize)
  const start = (pageNo - 1) * pageSize
  return { slice: items.slice(start, start + pageSize), pageNum: pageNo, totalPages, totalCount }
}
