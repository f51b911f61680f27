import { z } from 'zod'

export const GAME_TYPES = ['RNG', 'LIVE', 'FISH', 'PVP', 'SPORTS', 'ESPORTS', 'ELOTT', 'LOTT', 'COCKFIGHT'] as const
export type GameType = (typeof GAME_TYPES)[number]

/** Home tab order (storefront §Home screen); categories the server adds follow. */
export const HOME_CATEGORY_ORDER = ['HOT', 'RNG', 'FISH', 'LIVE', 'PVP', 'COCKFIGHT', 'SPORTS', 'ESPORTS'] as const

/** Client constants (storefront §9). */
export const GAME_PAGE_SIZE = 26
export const RECENT_PAGE_SIZE = 25
export const MAX_PAGE_SIZE = 500
export const MIN_BET_OPTIONS = [0.01, 0.05, 0.1, 0.5, 0.75] as const

/** Original clients send empty strings for "no filter". */
const blank = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), s.optional())

export const gameListQuerySchema = z.object({
  merchant: blank(z.string().max(64)),
  merchantCode: blank(z.string().max(64)),
  platform: blank(z.string().max(40)),
  clientType: blank(z.coerce.number().int().min(0).max(9)),
  gameName: blank(z.string().max(100)),
  gameType: blank(z.enum(GAME_TYPES)),
  gameClassify: blank(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/),
  ),
  isNew: blank(z.enum(['0', '1'])),
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  /** One vendor code or several separated by commas. */
  vassalage: blank(
    z
      .string()
      .max(400)
      .regex(/^[A-Za-z0-9_,]+$/),
  ),
  /** In major units, e.g. 0.05: games whose minimum bet is at most this. */
  minBet: blank(z.coerce.number().min(0).max(1_000_000)),
  minLine: blank(z.coerce.number().int().min(0).max(1000)),
  language: blank(z.string().max(10)),
  imgSize: blank(z.string().max(10)),
})
export type GameListQuery = z.infer<typeof gameListQuerySchema>

export const gameItemSchema = z.object({
  nodeId: z.number(),
  gameId: z.string(),
  roomId: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  nodeName: z.string(),
  displayName: z.string(),
  vassalage: z.string(),
  gameType: z.string(),
  gameClassify: z.string(),
  gameCategory: z.string(),
  showIcon: z.string(),
  iconUrl: z.string(),
  defaultIcon: z.string(),
  mobileLargeIcon: z.string(),
  mobileSmallIcon: z.string(),
  minBet: z.number(),
  minLine: z.number(),
  isNew: z.boolean(),
  isHot: z.boolean(),
  supportPlay: z.number(),
  lottoMode: z.string().optional(),
  /** The vendor is under maintenance: list the game greyed; its launch answers `vendor.maintenance`. */
  maintenance: z.boolean().optional(),
  /** "VASSALAGE": the entry stands for a vendor; open its game list instead of launching (wire-contract §7.2). */
  isGameH5: z.string().optional(),
})
export type GameItem = z.infer<typeof gameItemSchema>

export const gameListSchema = z.object({
  games: z.array(gameItemSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
})
export type GameList = z.infer<typeof gameListSchema>

export const hotGamesQuerySchema = z.object({
  merchantCode: blank(z.string().max(64)),
  isPlatform: blank(z.coerce.number().int()),
  language: blank(z.string().max(10)),
  platform: blank(z.string().max(40)),
  vassalage: blank(
    z
      .string()
      .max(400)
      .regex(/^[A-Za-z0-9_,]+$/),
  ),
  gameType: blank(z.enum(GAME_TYPES)),
})
export const hotGamesSchema = z.object({ list: z.array(gameItemSchema) })

export const vendorCardSchema = z.object({
  accountTypeName: z.string(),
  vassalage: z.string(),
  displayName: z.string(),
  gameType: z.string(),
  gameId: z.string().optional(),
  nodeId: z.number().optional(),
  isGameH5: z.string().optional(),
  freeplay: z.number(),
  lagerIcon: z.string(),
  icon: z.string(),
  /** The vendor is under maintenance: the card stays, greyed with a message, and opens nothing. */
  maintenance: z.boolean().optional(),
})
export const laneSchema = z.object({
  title: z.string(),
  cards: z.array(vendorCardSchema),
  gameClassify: z.array(
    z.object({ key: z.string(), displayName: z.string(), gameCount: z.number(), vendors: z.array(z.string()) }),
  ),
  gameCount: z.number(),
})
export const vendorLanesSchema = z.object({ data: z.object({ lanes: z.array(laneSchema) }) })
export type VendorLane = z.infer<typeof laneSchema>

export const vassGameTypeSchema = z.object({
  content: z.record(z.string(), z.record(z.string(), z.array(z.object({ key: z.string(), displayName: z.string() })))),
})
export const vassalageSchema = z.array(
  z.object({ vassalage: z.string(), displayName: z.string(), gameTypes: z.array(z.string()), icon: z.string() }),
)

export const lotteryQuerySchema = z.object({
  prizeMode: blank(z.enum(['Lott', 'ZY', 'Elott'])),
  device: blank(z.string().max(20)),
  language: blank(z.string().max(10)),
})
export const lotteryItemSchema = z.object({
  gameCode: z.string(),
  gameName: z.string(),
  displayName: z.string(),
  vendor: z.string(),
  nodeId: z.number(),
  prizeMode: z.string(),
  classify: z.string(),
  icon: z.string(),
  hot: z.boolean(),
  /** The lottery engine's game this entry opens (decision 026); null when it launches through a vendor. */
  lotteryCode: z.string().nullable(),
})

/** A lottery menu group: the games of one classify, under its display name. */
export const lotteryMenuSchema = z.object({
  key: z.string(),
  displayName: z.string(),
  games: z.array(lotteryItemSchema),
})

/** Favourite add/remove body (wire-contract §7): `nodeId` may arrive as a string. */
export const favouriteBodySchema = z.object({
  nodeId: z.coerce.number().int().min(1).max(2_147_483_647),
  vendor: blank(z.string().max(40)),
  gameType: blank(z.string().max(20)),
  token: blank(z.string().max(200)),
})

export const favouriteListQuerySchema = z.object({
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  gameType: blank(z.enum(GAME_TYPES)),
  language: blank(z.string().max(10)),
  token: blank(z.string().max(200)),
  clientType: blank(z.coerce.number().int().min(0).max(9)),
  platform: blank(z.string().max(40)),
})
export const favouriteListSchema = z.object({
  content: z.array(gameItemSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
})

/** Recent games keep at most this many per member, newest first. */
export const RECENT_CAP = 50

export const recentListQuerySchema = z.object({
  page: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(MAX_PAGE_SIZE)),
  gameType: blank(z.enum(GAME_TYPES)),
  language: blank(z.string().max(10)),
  clientType: blank(z.coerce.number().int().min(0).max(9)),
})
export const recentListSchema = z.object({
  list: z.array(gameItemSchema),
  pageNum: z.number(),
  totalPages: z.number(),
  totalCount: z.number(),
})
export const recentAddQuerySchema = z.object({ nodeId: z.coerce.number().int().min(1).max(2_147_483_647) })

/** `GET /wps/game/launchGame` (wire-contract §7.4). A missing launchMode answers `#727` as the original does. */
export const launchQuerySchema = z.object({
  launchMode: blank(z.enum(['GLS', 'LOTT'])),
  gameId: blank(z.string().max(64)),
  nodeId: z.coerce.number().int().min(1).max(2_147_483_647),
  vassalage: blank(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/),
  ),
  accountType: blank(z.enum(['0', '1'])),
  language: blank(z.string().max(10)),
  backUrl: blank(z.string().max(500)),
  platform: blank(z.string().max(40)),
  clientType: blank(z.coerce.number().int().min(0).max(9)),
  gameType: blank(z.string().max(20)),
  confirmTrans: blank(z.string().max(5)),
  webView: blank(z.string().max(5)),
  isCoin: blank(z.string().max(5)),
  username: blank(z.string().max(64)),
  lottoArea: blank(z.string().max(10)),
  lottoPrizeMode: blank(z.string().max(20)),
  lottoGameCode: blank(z.string().max(64)),
  lottoView: blank(z.enum(['betting', 'lobby'])),
  device: blank(z.string().max(20)),
  /** A match to open in a sports vendor's game (a hot match's "Bet now"); signed into the vendor's launch URL. */
  matchId: blank(
    z
      .string()
      .max(64)
      .regex(/^[A-Za-z0-9_.:-]+$/),
  ),
})
export type LaunchQuery = z.infer<typeof launchQuerySchema>
export const launchAnswerSchema = z.object({ content: z.object({ game_url: z.string() }) })

export const trialLaunchQuerySchema = z.object({
  gameId: blank(z.string().max(64)),
  nodeId: z.coerce.number().int().min(1).max(2_147_483_647),
  platform: blank(z.string().max(40)),
  language: blank(z.string().max(10)),
  backUrl: blank(z.string().max(500)),
})

export const GameErrorCode = {
  /** The original answers this (HTTP 500 there) when launchMode is missing. */
  systemBusy: '#727',
  previousGameOpen: '#734',
  vendorNotAvailable: 'vendor.not.available',
  gameNotFound: 'game.not.found',
  trialNotAllowed: 'game.trial.not.allowed',
  /** The game's vendor is under maintenance (HTTP 503): its tiles are greyed, never a dead launch. */
  vendorMaintenance: 'vendor.maintenance',
} as const
