/**
 * The game catalogue held in memory. Lists are read far more often than the catalogue
 * changes, so a list answer filters arrays already in vendor and game order instead of
 * asking the database. `refresh()` rebuilds it; the catalogue service decides when.
 */
import { type GameItem, type GameListQuery, MONEY_DECIMALS } from '@parlor/contract'
import type { CatalogueRows, GameOverride, GameRow, IntegrationState, VendorRow } from './catalogue-repository.ts'

/** Lower-case, accents removed: "Máy Đá" and "may da" match. */
export function foldForSearch(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').replace(/đ/g, 'd').replace(/Đ/g, 'd').toLowerCase().trim()
}

export interface IndexedGame {
  row: GameRow
  vendor: VendorRow
  /** Folded names per language, for search. */
  folded: Record<string, string>
  /** The merchant's own icon (an uploaded image's URL); absent: the catalogue's artwork. */
  iconUrl?: string | null
}

/**
 * One merchant's catalogue: its offered vendors' games, without the ones it switched off, with its
 * own order, marks, minimum bet, names and icons applied, in display order. Every player-facing
 * list and launch reads this, never the bare catalogue.
 */
export interface MerchantView {
  games: IndexedGame[]
  byId: ReadonlyMap<number, IndexedGame>
  offered: ReadonlySet<string>
  /** Vendors whose games answer maintenance for this merchant: vendor-wide or switched by its operator. */
  maintenance: ReadonlySet<string>
}

export interface CatalogueSnapshot {
  /** Games switched on in the catalogue, with the catalogue's values. */
  games: IndexedGame[]
  /** Every catalogue game by id, switched off ones too (a merchant may have switched one on). */
  byId: Map<number, IndexedGame>
  vendors: VendorRow[]
  /** Vendor codes each merchant offers: enabled for it, and not switched off vendor-wide. */
  offered: Map<number, ReadonlySet<string>>
  /** Vendors under maintenance vendor-wide: listed greyed, never launched. */
  maintenance: ReadonlySet<string>
  integrations: Map<string, IntegrationState>
  /** The merchant's view, built on first use and kept for the life of this snapshot. */
  view(merchantId: number): MerchantView
}

const NONE: ReadonlySet<string> = new Set()

/** The vendors a merchant offers (none when it has no enabled vendor). */
export const offeredTo = (s: CatalogueSnapshot, merchantId: number): ReadonlySet<string> =>
  s.offered.get(merchantId) ?? NONE

function indexGame(row: GameRow, vendor: VendorRow, iconUrl?: string | null): IndexedGame {
  const folded: Record<string, string> = {}
  for (const [lang, name] of Object.entries(row.names)) folded[lang] = foldForSearch(name)
  return iconUrl ? { row, vendor, folded, iconUrl } : { row, vendor, folded }
}

const displayOrder = (a: IndexedGame, b: IndexedGame) =>
  a.vendor.sort - b.vendor.sort || a.row.sort - b.row.sort || a.row.id - b.row.id

/** The catalogue row with a merchant's non-null fields laid over it (names merged per language). */
export function applyOverride(row: GameRow, o: GameOverride | undefined): GameRow {
  if (!o) return row
  return {
    ...row,
    enabled: o.enabled ?? row.enabled,
    sort: o.sort ?? row.sort,
    isNew: o.isNew ?? row.isNew,
    isHot: o.isHot ?? row.isHot,
    minBet: o.minBet ?? row.minBet,
    names: o.names ? { ...row.names, ...o.names } : row.names,
  }
}

export function buildSnapshot({
  games,
  vendors,
  offers,
  integrations,
  overrides = [],
  vendorMaintenance = [],
}: CatalogueRows): CatalogueSnapshot {
  const vendorOf = new Map(vendors.map((v) => [v.code, v]))
  const all: IndexedGame[] = []
  for (const row of games) {
    const vendor = vendorOf.get(row.vendorCode)
    if (vendor) all.push(indexGame(row, vendor))
  }
  all.sort(displayOrder)
  const indexed = all.filter((g) => g.row.enabled)
  const byCode = new Map(integrations.map((i) => [i.vendorCode, i]))
  const offered = new Map<number, Set<string>>()
  for (const o of offers) {
    if (byCode.get(o.vendorCode)?.enabled === false) continue
    const set = offered.get(o.merchantId) ?? new Set<string>()
    set.add(o.vendorCode)
    offered.set(o.merchantId, set)
  }
  const maintenance = new Set(integrations.filter((i) => i.enabled && i.maintenance).map((i) => i.vendorCode))
  const overridesOf = new Map<number, Map<number, GameOverride>>()
  for (const o of overrides) {
    const m = overridesOf.get(o.merchantId) ?? new Map<number, GameOverride>()
    m.set(o.gameId, o)
    overridesOf.set(o.merchantId, m)
  }
  const maintenanceOf = new Map<number, Set<string>>()
  for (const o of vendorMaintenance) {
    const set = maintenanceOf.get(o.merchantId) ?? new Set(maintenance)
    set.add(o.vendorCode)
    maintenanceOf.set(o.merchantId, set)
  }
  const views = new Map<number, MerchantView>()
  const byId = new Map(all.map((g) => [g.row.id, g]))

  function buildView(merchantId: number): MerchantView {
    const offers = offered.get(merchantId) ?? NONE
    const own = overridesOf.get(merchantId)
    const list: IndexedGame[] = []
    let reorder = false
    for (const g of all) {
      if (!offers.has(g.row.vendorCode)) continue
      const o = own?.get(g.row.id)
      if (!o) {
        if (g.row.enabled) list.push(g)
        continue
      }
      const row = applyOverride(g.row, o)
      if (!row.enabled) continue
      if (row.sort !== g.row.sort) reorder = true
      list.push(indexGame(row, g.vendor, o.iconUrl))
    }
    if (reorder) list.sort(displayOrder)
    return {
      games: list,
      byId: new Map(list.map((g) => [g.row.id, g])),
      offered: offers,
      maintenance: maintenanceOf.get(merchantId) ?? maintenance,
    }
  }

  return {
    games: indexed,
    byId,
    vendors,
    offered,
    maintenance,
    integrations: byCode,
    view(merchantId) {
      let v = views.get(merchantId)
      if (!v) {
        v = buildView(merchantId)
        views.set(merchantId, v)
      }
      return v
    },
  }
}

export function nameIn(g: IndexedGame, language: string): string {
  return g.row.names[language] ?? g.row.names.EN ?? Object.values(g.row.names)[0] ?? g.row.gameCode
}

/** Minor units in one major unit: game items carry minimum bets in major units (wire contract). */
export const MINOR_PER_MAJOR = 10 ** MONEY_DECIMALS

/** Where a merchant's game images are served from: its first image CDN, else the server's own. */
export const imageCdnOf = (merchant: { imageCdns: readonly string[] }) => merchant.imageCdns[0] ?? '/cdn'

const LOTTO_MODE: Record<string, string> = { LOTT: 'Tradition', ELOTT: 'Entertainment' }

export function toItem(
  g: IndexedGame,
  language: string,
  cdn: string,
  minorPerMajor: number,
  maintenance = false,
): GameItem {
  const name = nameIn(g, language)
  const icon = g.iconUrl ?? `${cdn}/games/${g.row.id}.svg`
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
  query: GameListQuery
  language: string
  minorPerMajor: number
}

/** Filters a merchant's view (already its offered, enabled games, in display order). */
export function filterGames(view: MerchantView, f: ListFilter): IndexedGame[] {
  const q = f.query
  const vendorsWanted = q.vassalage ? new Set(q.vassalage.split(',').filter(Boolean)) : null
  const needle = q.gameName ? foldForSearch(q.gameName) : ''
  // Compare in minor units, rounded, so 0.05 never becomes 4.999… cents.
  const minBetCap = q.minBet && q.minBet > 0 ? Math.round(q.minBet * f.minorPerMajor) : null
  return view.games.filter((g) => {
    const r = g.row
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
