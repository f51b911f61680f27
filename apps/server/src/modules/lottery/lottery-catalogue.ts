/**
 * Which lottery engine game a catalogue row opens (decision 026). The engine's own rows
 * (vendor INHOUSE, gameCode = engine code) open themselves; the demo catalogue's third-party
 * lottery rows have no vendor behind them, so they open an engine game: Vietnamese rows by their
 * region, the others one of the fast games chosen by row id (stable across restarts and
 * instances). The /lgw lists (`lotteryCode`) and the launch both answer from here.
 */
import { GameErrorCode, LOTTERY_GAMES, lotteryGame } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { LaunchRequest, VendorAdapter } from '../games/vendor-adapters.ts'

/** Third-party lottery vendors of the catalogue that the engine plays. */
export const LOTTERY_VENDORS = ['TCG_LOTTO_VN', 'TCG_SEA', 'ELOTT'] as const

const FAST_CODES = LOTTERY_GAMES.filter((g) => g.classify === 'FAST').map((g) => g.code)

const VN_BY_CLASSIFY: Readonly<Record<string, string>> = {
  VN_NORTH: 'PL_VN_NORTH',
  VN_SOUTH: 'PL_VN_SOUTH',
  VN_CENTRAL: 'PL_VN_CENTRAL',
}

export interface CatalogueRowRef {
  id: number
  vendorCode: string
  gameCode: string
  classify: string
}

/** The engine game code a row opens, or null when it launches some other way (Pick 3, other vendors). */
export function lotteryCodeOf(row: CatalogueRowRef): string | null {
  switch (row.vendorCode) {
    case 'INHOUSE':
      return lotteryGame(row.gameCode) ? row.gameCode : null
    case 'TCG_LOTTO_VN':
      return VN_BY_CLASSIFY[row.classify] ?? null
    case 'TCG_SEA':
    case 'ELOTT':
      return FAST_CODES[row.id % FAST_CODES.length] ?? null
    default:
      return null
  }
}

/** The in-app lottery screen of an engine game (the web app's /m/startLottery). */
export const lotteryScreenUrl = (code: string) => `/m/startLottery?gameCode=${encodeURIComponent(code)}`

/**
 * The adapter of lottery rows: a mapped row opens the lottery screen, any other row goes to
 * `fallback` (for INHOUSE: the in-house game server, so Pick 3 and the RNG games launch as
 * before). The screen is our own page, not a vendor session, so it never counts as a round
 * open elsewhere. `rowOf` finds the catalogue row of a launched game (the region of a VN row).
 */
export function createLotteryAdapter(
  rowOf: (nodeId: number) => Promise<CatalogueRowRef | undefined>,
  fallback?: VendorAdapter,
): VendorAdapter {
  const codeOf = async (game: { nodeId: number }) => {
    const row = await rowOf(game.nodeId)
    return row ? lotteryCodeOf(row) : null
  }
  // A row that names no engine game and has nowhere else to go is as dead as a vendor without adapter.
  const missing = (game: { vendorCode: string }) =>
    new AppError(503, GameErrorCode.vendorNotAvailable, { vendor: game.vendorCode })
  return {
    async launch(req) {
      const code = await codeOf(req.game)
      if (code) return { url: lotteryScreenUrl(code) }
      if (!fallback) throw missing(req.game)
      return fallback.launch(req)
    },
    async launchTrial(req) {
      const code = await codeOf(req.game)
      if (code) return { url: lotteryScreenUrl(code) }
      if (!fallback?.launchTrial) throw missing(req.game)
      return fallback.launchTrial(req)
    },
    ...(fallback?.hasOpenRound
      ? {
          hasOpenRound: async (memberId: number, game?: LaunchRequest['game']) =>
            game && (await codeOf(game)) ? false : (fallback.hasOpenRound?.(memberId, game) ?? false),
        }
      : {}),
  }
}

/** The launch adapters of the vendors whose rows the engine plays: INHOUSE (around its game server) and the lottery vendors. */
export function lotteryAdapters(
  rowOf: (nodeId: number) => Promise<CatalogueRowRef | undefined>,
  inhouse: VendorAdapter,
): Record<string, VendorAdapter> {
  const engine = createLotteryAdapter(rowOf)
  return {
    INHOUSE: createLotteryAdapter(rowOf, inhouse),
    ...Object.fromEntries(LOTTERY_VENDORS.map((code) => [code, engine])),
  }
}
