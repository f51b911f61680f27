import type { VendorLane } from '@parlor/contract'

/**
 * The game list's state lives in the URL (conventions §Habits 3). Param names:
 * gameType, vassalage (fixed vendor), vendor (strip/filter choice), tab (all | new | class key),
 * dataType (recent | fav | hot), gameName, minBet, gameClassify (filter panel).
 */
export type DataType = '' | 'recent' | 'fav' | 'hot'
export type Classification = 'ALL' | 'NEW' | 'HOT' | 'FAV'

export interface ListState {
  gameType: string
  fixedVendor: string
  vendor: string
  tab: string
  dataType: DataType
  gameName: string
  minBet: string
  gameClassify: string
}

const DATA_TYPES: readonly DataType[] = ['recent', 'fav', 'hot']

export function readListState(params: URLSearchParams, defaultType = 'RNG'): ListState {
  const dataType = params.get('dataType') ?? ''
  return {
    gameType: (params.get('gameType') || defaultType).toUpperCase(),
    fixedVendor: params.get('vassalage') ?? '',
    vendor: params.get('vendor') ?? '',
    tab: params.get('tab') || 'all',
    dataType: (DATA_TYPES as readonly string[]).includes(dataType) ? (dataType as DataType) : '',
    gameName: params.get('gameName') ?? '',
    minBet: params.get('minBet') ?? '',
    gameClassify: params.get('gameClassify') ?? '',
  }
}

/** Applies changes to the search params, dropping empty values so URLs stay short. */
export function patchParams(params: URLSearchParams, patch: Partial<Record<string, string>>): URLSearchParams {
  const next = new URLSearchParams(params)
  for (const [k, v] of Object.entries(patch)) {
    if (v) next.set(k, v)
    else next.delete(k)
  }
  return next
}

/** Choosing a classification tab starts a fresh list (page 1, cleared) and leaves quick filters. */
export const chooseTab = (tab: string) => ({ tab: tab === 'all' ? '' : tab, dataType: '' })

/** A vendor tab sets the vendor and clears the data type (storefront §4). */
export const chooseVendor = (vendor: string) => ({ vendor, dataType: '' })

/** The all tab sets classification NEW on RNG, otherwise ALL (storefront §4, as written). */
export function tabClassification(tab: string, gameType: string, dataType: DataType): Classification {
  if (dataType === 'hot') return 'HOT'
  if (dataType === 'fav') return 'FAV'
  if (tab === 'new') return 'NEW'
  if (tab === 'all') return gameType === 'RNG' ? 'NEW' : 'ALL'
  return 'ALL'
}

export interface ClassTab {
  key: string
  label: string
}

/** Tabs: all; new only for RNG; the lane's vendor classes when there is more than one. */
export function classTabs(gameType: string, lane: VendorLane | undefined, labels: { all: string; new: string }) {
  const tabs: ClassTab[] = [{ key: 'all', label: labels.all }]
  if (gameType === 'RNG') tabs.push({ key: 'new', label: labels.new })
  const classes = lane?.gameClassify ?? []
  if (classes.length > 1) for (const c of classes) tabs.push({ key: c.key, label: c.displayName })
  return tabs
}

/** Game types listed as "other games" under a list: every other lane, never ELOTT. */
export function otherGameTypes(gameType: string, lanes: readonly VendorLane[] | undefined): string[] {
  return (lanes ?? []).map((l) => l.title).filter((t) => t !== gameType && t !== 'ELOTT')
}

/** Types that show the "other games" list under their grid. */
export const SHOWS_OTHER_GAMES = new Set(['RNG', 'FISH', 'PVP', 'LIVE'])
