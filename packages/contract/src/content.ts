import { z } from 'zod'

/** Announcement type codes (wire-contract §8). */
export const ANNOUNCEMENT_TYPES = ['B', 'PL', 'PU', 'PR', 'H', 'A'] as const
export type AnnouncementType = (typeof ANNOUNCEMENT_TYPES)[number]

/**
 * The places the player app asks announcements for (`groupName`): the home screen and the
 * registration screen. A record without a group shows in every place.
 */
export const ANNOUNCEMENT_GROUPS = ['m_home', 'm_reg'] as const
export type AnnouncementGroup = (typeof ANNOUNCEMENT_GROUPS)[number]

/** Which answer list each type fills. */
export const ANNOUNCEMENT_LIST: Record<
  AnnouncementType,
  'banners' | 'player' | 'popup' | 'promotion' | 'hot' | 'agent'
> = {
  B: 'banners',
  PL: 'player',
  PU: 'popup',
  PR: 'promotion',
  H: 'hot',
  A: 'agent',
}

/**
 * What the home screen always asks for (storefront §Home screen, §9). The server reads the same
 * query to draw the first banner into the page before the app has started.
 */
export const HOME_ANNOUNCEMENTS = { types: 'B,PL,PU,H', groupName: 'm_home', platform: 'M' } as const

const blank = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'null' ? undefined : v), s.optional())

export const announcementsQuerySchema = z.object({
  /** Comma-separated type codes, e.g. `B,PL,PU,H`. */
  types: z
    .string()
    .max(40)
    .transform((v) =>
      v
        .split(',')
        .map((t) => t.trim().toUpperCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ANNOUNCEMENT_TYPES)).min(1)),
  groupName: blank(
    z
      .string()
      .max(40)
      .regex(/^[A-Za-z0-9_]+$/),
  ),
  platform: blank(z.enum(['M', 'W'])),
  merchantCode: blank(z.string().max(64)),
  token: blank(z.string().max(200)),
  execution: blank(z.enum(['A', 'B', 'F'])),
  category: blank(z.string().max(40)),
})

export const announcementItemSchema = z.object({
  id: z.number(),
  announcementId: z.number(),
  bannerId: z.number(),
  type: z.string(),
  title: z.string(),
  /** Operator HTML: sanitise before display. */
  content: z.string(),
  url: z.string().nullable(),
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  groupName: z.string().nullable(),
  execution: z.string().nullable(),
  promotionType: z.string().nullable(),
  category: z.string().nullable(),
  read: z.boolean(),
  startTime: z.number().nullable(),
  endTime: z.number().nullable(),
})
export type AnnouncementItem = z.infer<typeof announcementItemSchema>

export const hotMatchSchema = z.object({
  id: z.number(),
  title: z.string(),
  league: z.string(),
  homeTeam: z.string(),
  awayTeam: z.string(),
  homeTeamImageUrl: z.string(),
  awayTeamImageUrl: z.string(),
  /** Epoch milliseconds. */
  matchTime: z.number(),
  vendor: z.string(),
  gameId: z.string().nullable(),
  roomId: z.string().nullable(),
  nodeId: z.number().nullable(),
})
export type HotMatch = z.infer<typeof hotMatchSchema>

export const announcementsSchema = z.object({
  banners: z.array(announcementItemSchema),
  player: z.array(announcementItemSchema),
  popup: z.array(announcementItemSchema),
  promotion: z.array(announcementItemSchema),
  hot: z.array(hotMatchSchema),
  agent: z.array(announcementItemSchema),
  footer: z.object({ unreadCount: z.number() }),
})
export type Announcements = z.infer<typeof announcementsSchema>

export const markReadBodySchema = z.object({
  announcementId: z.coerce.number().int().min(1).max(2_147_483_647),
  read: z.boolean().default(true),
})

export const lobbyNewsSchema = z.array(z.object({ id: z.number(), title: z.string() }))

export const promotionSchema = z.object({
  id: z.number(),
  category: z.string().nullable(),
  promotionType: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  enabled: z.boolean(),
  endTime: z.number().nullable(),
})
export const promotionsSchema = z.array(promotionSchema)

export const languageBodySchema = z.object({ language: z.string().min(2).max(10) })

/** The home's winner board (wire-contract §7 `ODSFE2_getWinnerBoard`; storefront §3 winner entry). */
export const WINNER_BOARD_LIMIT = 20

export const winnerBoardQuerySchema = z.object({
  /** `ALL` or one game type (RNG, FISH, …). */
  gameCategory: blank(
    z
      .string()
      .max(20)
      .regex(/^[A-Za-z]+$/),
  ).transform((v) => (v ?? 'ALL').toUpperCase()),
  language: blank(z.string().max(10)),
  limitNum: blank(z.coerce.number().int().min(1).max(50)).transform((v) => v ?? WINNER_BOARD_LIMIT),
})

export const winnerEntrySchema = z.object({
  vo: z.object({
    /** Masked account (`de***o`): the board is public, so it never carries a whole account name. */
    customerName: z.string(),
    /** Payout of the round in the merchant's currency, major units rounded to 2 decimals. */
    winAmount: z.number(),
    gameId: z.string(),
    nodeId: z.number(),
    vendor: z.string(),
    gameType: z.string(),
    /** In the caller's language. */
    gameName: z.string(),
    /** Epoch milliseconds the round settled. */
    winTime: z.number(),
  }),
})
export type WinnerEntry = z.infer<typeof winnerEntrySchema>

/** Sorted by winAmount, biggest first. */
export const winnerBoardSchema = z.object({ list: z.array(winnerEntrySchema) })
