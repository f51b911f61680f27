import type { GameItem, VendorLane } from '@parlor/contract'
import { paths } from '@/config/paths'
import type { PrizeMode } from '../api/get-lottery-games'

/** Vendors whose launch opens their lobby rather than one game (storefront §4 Game launch). */
const LOBBY_VENDORS = new Set(['TCG_LOTTO_VN', 'TCG_SEA'])
const LOTTERY_TYPES = new Set(['LOTT', 'ELOTT'])

/** The fields of a game a launch needs; lottery gateway items map onto it too. */
export interface LaunchableGame {
  nodeId: number
  gameId: string
  gameCode: string
  vassalage: string
  gameType: string
  lottoMode?: string | undefined
  /** "VASSALAGE": stands for a vendor, whose game list opens instead (wire-contract §7.2). */
  isGameH5?: string | undefined
  /** 0: a guest may try it without an account (wire-contract §3.5). */
  supportPlay?: number | undefined
  /** The vendor is under maintenance: the tile stays, greyed, and a tap explains instead of launching. */
  maintenance?: boolean | undefined
  /** A match for the vendor's game to open at (a hot match's "Bet now"). */
  matchId?: string | undefined
}

/** Whether a catalogue entry's vendor is under maintenance (absent means open). */
export const underMaintenance = (g: { maintenance?: boolean | undefined }) => g.maintenance === true

export const launchableOf = (g: GameItem): LaunchableGame => ({
  nodeId: g.nodeId,
  gameId: g.gameId || g.roomId,
  gameCode: g.gameCode,
  vassalage: g.vassalage,
  gameType: g.gameType,
  lottoMode: g.lottoMode,
  isGameH5: g.isGameH5,
  supportPlay: g.supportPlay,
  maintenance: underMaintenance(g),
})

export type LaunchTarget =
  | { kind: 'vendorList'; url: string }
  | { kind: 'lottery'; url: string }
  | { kind: 'generic'; gameId: string; nodeId: number; vassalage: string; matchId?: string | undefined }

/**
 * Prize mode is lottery-style by default and becomes e-lottery when the settings list the ELOTT
 * entry with TCG_LOTTO_VN or LOTT (storefront §4): here, the ELOTT lane carries one of those.
 */
export function prizeModeOf(lanes: readonly VendorLane[] | undefined): PrizeMode {
  const elott = lanes?.find((l) => l.title === 'ELOTT')
  const hit = elott?.cards.some((c) => ['TCG_LOTTO_VN', 'LOTT'].includes(c.vassalage || c.accountTypeName))
  return hit ? 'Elott' : 'Lott'
}

export function isLotteryGame(g: LaunchableGame): boolean {
  return LOBBY_VENDORS.has(g.vassalage) || LOTTERY_TYPES.has(g.gameType)
}

/** Where a tile's press goes: the in-app lottery launch page, or the generic launcher call. */
export function launchTarget(g: LaunchableGame, prizeMode: PrizeMode, pageBack: string): LaunchTarget {
  if (opensVendorList(g)) return { kind: 'vendorList', url: vendorListUrl(g.gameType, g.vassalage) }
  if (isLotteryGame(g)) {
    const params = new URLSearchParams({
      playType: g.lottoMode?.includes('Entertainment') ? 'Entertainment' : 'Tradition',
      prize_mode: prizeMode,
      code: LOBBY_VENDORS.has(g.vassalage) ? 'lobby' : g.gameCode,
      pageBack,
      nodeId: String(g.nodeId),
      vendor: g.vassalage,
    })
    return { kind: 'lottery', url: `/m/launchGame?${params}` }
  }
  return {
    kind: 'generic',
    gameId: g.gameId,
    nodeId: g.nodeId,
    vassalage: g.vassalage,
    ...(g.matchId ? { matchId: g.matchId } : {}),
  }
}

const VENDOR_LIST = 'VASSALAGE'

export const opensVendorList = (g: { isGameH5?: string | undefined }) => g.isGameH5 === VENDOR_LIST

/** The game list of one vendor (the strip hidden: the vendor is fixed by the link). */
export const vendorListUrl = (gameType: string, vassalage: string) =>
  `${paths.gameList.path}?${new URLSearchParams({ gameType, vassalage })}`

/** The whole list of one game type, where a showcase's "more games" leads. */
export const gameTypeUrl = (gameType: string) => `${paths.gameList.path}?${new URLSearchParams({ gameType })}`

/** Guests may open a trial of games that allow free play; every other launch needs a session. */
export const offersTrial = (g: { supportPlay?: number | undefined }) => g.supportPlay === 0

type VendorCard = VendorLane['cards'][number]

/**
 * A vendor card (`GCSGAME_newGameVendor`): `isGameH5` "VASSALAGE", or no game on the card, opens the
 * vendor's game list; a card carrying one game launches that game (wire-contract §7.2, §7.3).
 */
export function vendorCardTarget(
  card: VendorCard,
  laneType: string,
): { kind: 'vendorList'; url: string } | { kind: 'game'; game: LaunchableGame } {
  const gameType = card.gameType || laneType
  if (opensVendorList(card) || !card.gameId || !card.nodeId)
    return { kind: 'vendorList', url: vendorListUrl(gameType, card.vassalage) }
  return {
    kind: 'game',
    game: {
      nodeId: card.nodeId,
      gameId: card.gameId,
      gameCode: card.gameId,
      vassalage: card.vassalage,
      gameType,
      supportPlay: card.freeplay === 1 ? 0 : 1,
    },
  }
}

/**
 * A launch answer that names one of this app's own screens (`/m/…`, as the lottery engine's games
 * answer `/m/startLottery?gameCode=…`): the path to navigate to in-app, or null for a game page.
 */
export function inAppScreen(url: string, origin = window.location.origin): string | null {
  try {
    const u = new URL(url, origin)
    return u.origin === origin && u.pathname.startsWith('/m/') ? `${u.pathname}${u.search}` : null
  } catch {
    return null
  }
}

/** What a `/m/launchGame` address asks for: a resolved game page, or a lottery launch to resolve. */
export type LaunchRequest = { kind: 'url'; url: string } | { kind: 'lottery'; code: string; nodeId: number }

/**
 * The launch an address names, or null when it names none that can open: no parameters, a
 * `gameUrl` that is not a web page (`javascript:` and other schemes are never followed), or a
 * lottery launch without its code or a positive whole `nodeId`.
 */
export function readLaunchRequest(params: URLSearchParams, origin = window.location.origin): LaunchRequest | null {
  const gameUrl = params.get('gameUrl')
  if (gameUrl !== null) {
    try {
      const { protocol } = new URL(gameUrl, origin)
      return gameUrl.trim() && (protocol === 'https:' || protocol === 'http:') ? { kind: 'url', url: gameUrl } : null
    } catch {
      return null
    }
  }
  const code = params.get('code')?.trim()
  const nodeId = Number(params.get('nodeId'))
  return code && Number.isSafeInteger(nodeId) && nodeId > 0 ? { kind: 'lottery', code, nodeId } : null
}

/** Only same-origin game pages go in the in-app frame; anything else replaces the window. */
export function isSameOrigin(url: string, origin = window.location.origin): boolean {
  try {
    return new URL(url, origin).origin === origin
  } catch {
    return false
  }
}

/**
 * Leaving the app for another origin's game page (a third-party vendor's). An object rather than a
 * bare function so tests can watch the departure (jsdom cannot navigate to another origin).
 */
export const gameWindow = {
  assign(url: string) {
    window.location.assign(url)
  },
}
