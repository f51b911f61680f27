import { z } from 'zod'
import { REBATE_PRODUCT_TYPES } from './agent.ts'
import { ANNOUNCEMENT_GROUPS, ANNOUNCEMENT_TYPES } from './content.ts'
import { MODULE_IDS } from './flags.ts'
import { GAME_TYPES } from './games.ts'
import { LANGUAGES } from './languages.ts'
import { LEADERBOARD_MAX_PRIZES } from './leaderboard.ts'
import { boReferralRewardSchema } from './referral-reward.ts'
import { PROMOTION_AUDIENCES, PROMOTION_CATEGORIES, PROMOTION_MAX_WAGERING } from './promotions.ts'
import { RED_RAIN_STATUSES } from './red-envelopes.ts'
import { customerServiceSchema, mobileTemplateSchema, registerSettingsSchema } from './system.ts'

/**
 * Shapes of the back office's calls (`/admin/*` with a staff session or API key, decision 027).
 * Money is major-unit text as everywhere on the wire; times are ISO strings.
 */

const majorAmount = z.string().regex(/^-?\d{1,12}(\.\d{1,2})?$/)
const iso = z.string()
const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/)
const localized = z.partialRecord(z.enum(LANGUAGES), z.string().max(20_000))

export const merchantCodeParamsSchema = z.object({ code: z.string().min(1).max(64) })
export const idParamsSchema = z.object({ id: z.coerce.number().int().positive() })
/** Every list: server-side paging. */
export const boPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(20),
})
export const boPageOf = <T extends z.ZodType>(row: T) => z.object({ rows: z.array(row), total: z.number().int() })
/** Calls that act on one merchant name it in the query (lists) or in the body (changes). */
export const merchantQuerySchema = z.object({ merchant: z.string().min(1).max(64) })

// --- merchants ----------------------------------------------------------------------------

export const boMerchantRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  currency: z.string(),
  defaultLanguage: z.string(),
  languages: z.array(z.string()),
  maintenance: z.boolean(),
  /** A scheduled window is open now (maintenance either way). */
  maintenanceNow: z.boolean(),
  domains: z.array(z.string()),
  members: z.number().int(),
})
export const boMerchantListSchema = z.array(boMerchantRowSchema)

export const boThemeSchema = z.object({
  primaryColor: hexColor,
  /** Logo shown in the player app's header; an uploaded image's URL or an absolute https URL. */
  logoUrl: z.string().max(500).nullable(),
})

export const boMerchantSettingsSchema = z.object({
  code: z.string(),
  name: z.string().trim().min(1).max(80),
  currency: z.string(),
  currencySymbol: z.string(),
  flags: z.partialRecord(z.enum(MODULE_IDS), z.boolean()),
  registerSettings: registerSettingsSchema,
  mobileTemplate: mobileTemplateSchema,
  theme: boThemeSchema,
  languages: z.array(z.enum(LANGUAGES)).min(1),
  defaultLanguage: z.enum(LANGUAGES),
  customerService: z.array(customerServiceSchema.omit({ path: true }).extend({ url: z.string().max(500) })).max(20),
  domains: z
    .array(
      z
        .string()
        .toLowerCase()
        .regex(/^[a-z0-9.-]{1,253}(:\d{1,5})?$/),
    )
    .max(50),
  /** An absolute http(s) URL or a path on this server (the demo's `/cdn`). */
  imageCdns: z
    .array(
      z
        .string()
        .max(300)
        .regex(/^(https?:\/\/[^\s/]+|\/)[^\s]*$/),
    )
    .max(10),
  /** Registration agreement, operator HTML per language (sanitised where shown). */
  agreement: localized,
  ageLimit: z.number().int().min(16).max(25),
  maintenance: z.boolean(),
  regionRestriction: z.boolean(),
  allowedCountries: z.array(z.string().regex(/^[A-Z]{2}$/)).max(250),
  /** Balance adjustments above this (major units) need a second approver; 0 = every one does. */
  adjustmentApprovalThreshold: majorAmount,
  /**
   * Responsible gaming (decision 044): merchants sharing this key (sister brands) refuse a new
   * account matching a member on a break at any of them. Null: the merchant stands alone.
   */
  rgGroup: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{0,39}$/)
    .nullable(),
  /**
   * Promotions: members who may claim one period of a promotion from the same address or app
   * device; further claims are refused and flagged in the audit log. 0 = no cap.
   */
  promoClaimsPerSource: z.number().int().min(0).max(1000),
  updatedAt: iso,
})
export type BoMerchantSettings = z.infer<typeof boMerchantSettingsSchema>
/** A partial update; `code`, `currency` and `updatedAt` cannot be changed. */
export const boMerchantPatchSchema = boMerchantSettingsSchema
  .omit({ code: true, currency: true, currencySymbol: true, updatedAt: true })
  .partial()
  .strict()

/** Planned maintenance of a whole merchant (`vendorCode` null) or of one vendor for it. */
export const maintenanceWindowSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  vendorCode: z.string().nullable(),
  startsAt: iso,
  endsAt: iso,
  note: z.string(),
  createdBy: z.string(),
})
export const maintenanceWindowListSchema = z.array(maintenanceWindowSchema)
export const maintenanceWindowBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    vendorCode: z.string().min(1).max(32).nullable(),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    note: z.string().trim().max(200).default(''),
  })
  .strict()

// --- content ------------------------------------------------------------------------------

export const boAnnouncementSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  type: z.enum(ANNOUNCEMENT_TYPES),
  titles: localized,
  /** Operator HTML per language; the player app and the preview sanitise it. */
  contents: localized,
  imageUrl: z.string().nullable(),
  linkUrl: z.string().nullable(),
  /** Popups: B anonymous visitors, A signed-in members, F first sign-in. */
  execution: z.enum(['B', 'A', 'F']).nullable(),
  /** M mobile only, W desktop only, null both. */
  platform: z.enum(['M', 'W']).nullable(),
  /** Where the player app shows it: m_home the home screen, m_reg registration; null everywhere. */
  groupName: z.enum(ANNOUNCEMENT_GROUPS).nullable(),
  sort: z.number().int(),
  startAt: iso.nullable(),
  endAt: iso.nullable(),
  /** Hot matches: the match shown on the card. */
  payload: z.record(z.string(), z.unknown()).nullable(),
  createdAt: iso,
})
export type BoAnnouncement = z.infer<typeof boAnnouncementSchema>
export const boAnnouncementListSchema = boPageOf(boAnnouncementSchema)
export const boAnnouncementQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().min(1).max(64),
  type: z.enum(ANNOUNCEMENT_TYPES).optional(),
})
export const boAnnouncementBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    type: z.enum(ANNOUNCEMENT_TYPES),
    titles: localized,
    contents: localized,
    imageUrl: z.string().max(500).nullable().default(null),
    linkUrl: z.string().max(500).nullable().default(null),
    execution: z.enum(['B', 'A', 'F']).nullable().default(null),
    platform: z.enum(['M', 'W']).nullable().default(null),
    groupName: z.enum(ANNOUNCEMENT_GROUPS).nullable().default(null),
    sort: z.number().int().min(0).max(100_000).default(0),
    startAt: z.iso.datetime({ offset: true }).nullable().default(null),
    endAt: z.iso.datetime({ offset: true }).nullable().default(null),
    payload: z.record(z.string(), z.unknown()).nullable().default(null),
  })
  .strict()

export const boHelpEntrySchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  sort: z.number().int(),
  titles: localized,
  contents: localized,
})
export const boHelpEntryListSchema = z.array(boHelpEntrySchema)
export const boHelpEntryBodySchema = z
  .object({
    merchant: z.string().min(1).max(64),
    sort: z.number().int().min(0).max(100_000),
    titles: localized,
    contents: localized,
  })
  .strict()

/** An image uploaded for content, themes or game icons: served from `/cdn/…`. */
export const boUploadAnswerSchema = z.object({ url: z.string() })

// --- games --------------------------------------------------------------------------------

export const boGameRowSchema = z.object({
  id: z.number().int(),
  gameCode: z.string(),
  vendorCode: z.string(),
  gameType: z.string(),
  names: localized,
  /** Minor units in the merchant's currency, as major-unit text. */
  minBet: majorAmount,
  isNew: z.boolean(),
  isHot: z.boolean(),
  sort: z.number().int(),
  enabled: z.boolean(),
  iconUrl: z.string().nullable(),
})
export const boGameListSchema = boPageOf(boGameRowSchema)
export const boGameQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().min(1).max(64),
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(16).optional(),
  q: z.string().trim().max(60).optional(),
})
export const boGamePatchSchema = z
  .object({
    merchant: z.string().min(1).max(64),
    enabled: z.boolean(),
    sort: z.number().int().min(0).max(100_000),
    isNew: z.boolean(),
    isHot: z.boolean(),
    minBet: majorAmount,
    names: localized,
    iconUrl: z.string().max(500).nullable(),
  })
  .partial()
  .required({ merchant: true })
  .strict()

export const boVendorRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  category: z.string(),
  /** Offered to this merchant. */
  enabled: z.boolean(),
  maintenance: z.boolean(),
  maintenanceNow: z.boolean(),
  games: z.number().int(),
})
export const boVendorListSchema = z.array(boVendorRowSchema)
export const boVendorPatchSchema = z
  .object({ merchant: z.string().min(1).max(64), enabled: z.boolean(), maintenance: z.boolean() })
  .partial()
  .required({ merchant: true })
  .strict()
export const vendorCodeParamsSchema = z.object({ code: z.string().min(1).max(32) })

// --- members ------------------------------------------------------------------------------

export const boMemberQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().min(1).max(64),
  /** Account, mobile, email or IP address (exact for IP and mobile, prefix for account and email). */
  q: z.string().trim().max(100).optional(),
})
export const boMemberRowSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  username: z.string(),
  mobile: z.string().nullable(),
  email: z.string().nullable(),
  status: z.enum(['active', 'disabled']),
  testAccount: z.boolean(),
  agent: z.boolean(),
  balance: majorAmount,
  lastLoginAt: iso.nullable(),
  lastLoginIp: z.string().nullable(),
  createdAt: iso,
})
export const boMemberListSchema = boPageOf(boMemberRowSchema)
export const boMemberDetailSchema = boMemberRowSchema.extend({
  /** Locked bonus money apart from `balance` (cash), decision 048. */
  bonusBalance: majorAmount,
  realName: z.string().nullable(),
  /** `YYYY-MM-DD`: the member's date of birth (VIP birthday bonus), set once by the member. */
  birthDate: z.string().nullable(),
  vipLevel: z.number().int().nullable(),
  parent: z.string().nullable(),
  currency: z.string(),
  sessions: z.array(
    z.object({
      id: z.number().int(),
      device: z.string().nullable(),
      ip: z.string().nullable(),
      createdAt: iso,
      lastSeenAt: iso.nullable(),
    }),
  ),
  logins: z.array(z.object({ at: iso, ip: z.string().nullable(), device: z.string().nullable(), ok: z.boolean() })),
  ledger: z.array(
    z.object({
      transactionId: z.number().int(),
      kind: z.string(),
      amount: majorAmount,
      balanceAfter: majorAmount,
      reference: z.string().nullable(),
      at: iso,
    }),
  ),
  rounds: z.array(
    z.object({
      id: z.number().int(),
      provider: z.string(),
      game: z.string(),
      bet: majorAmount,
      win: majorAmount,
      status: z.string(),
      at: iso,
    }),
  ),
  inbox: z.array(z.object({ id: z.number().int(), title: z.string(), read: z.boolean(), at: iso })),
  /** Whether the member signs in with an authenticator code as a second step (decision 041). */
  twoStep: z.boolean(),
})
export const boMemberPatchSchema = z
  .object({
    status: z.enum(['active', 'disabled']),
    testAccount: z.boolean(),
    /** A correction the member asked for (they set it once themselves); null clears it. */
    birthDate: z.string().max(20).nullable(),
  })
  .partial()
  .strict()
/** Sets a temporary password the member must change at next sign-in; answered once. */
export const boMemberPasswordAnswerSchema = z.object({ temporaryPassword: z.string() })
export const boRevokedSchema = z.object({ revoked: z.number().int() })
/** An operator action on a member's protection (break lift, two-step reset): the reason goes to the audit log. */
export const boReasonBodySchema = z.object({ reason: z.string().trim().min(3).max(200) }).strict()

export const ADJUSTMENT_STATES = ['applied', 'pending', 'rejected'] as const
export const boAdjustmentSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  amount: majorAmount,
  reason: z.string(),
  state: z.enum(ADJUSTMENT_STATES),
  requestedBy: z.string(),
  decidedBy: z.string().nullable(),
  decisionNote: z.string().nullable(),
  transactionId: z.number().int().nullable(),
  createdAt: iso,
  decidedAt: iso.nullable(),
})
export const boAdjustmentListSchema = boPageOf(boAdjustmentSchema)
export const boAdjustmentQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().min(1).max(64),
  state: z.enum(ADJUSTMENT_STATES).optional(),
  memberId: z.coerce.number().int().positive().optional(),
})
export const boAdjustmentBodySchema = z
  .object({
    memberId: z.number().int().positive(),
    /** Signed: negative takes money away (never below zero). */
    amount: majorAmount,
    reason: z.string().trim().min(3).max(200),
    /** Idempotency: the same key never adjusts twice. */
    key: z.string().min(8).max(64),
  })
  .strict()
export const boDecisionBodySchema = z.object({ note: z.string().trim().max(200).optional() }).strict()

// --- agents -------------------------------------------------------------------------------

export const boAgentNodeSchema = z.object({
  memberId: z.number().int(),
  username: z.string(),
  level: z.number().int(),
  directMembers: z.number().int(),
  teamMembers: z.number().int(),
  teamDeposits: majorAmount,
  teamBets: majorAmount,
  contracts: z.array(z.object({ kind: z.string(), state: z.string(), terms: z.record(z.string(), z.unknown()) })),
})
export const boAgentTreeQuerySchema = z.object({
  merchant: z.string().min(1).max(64),
  /** Children of this agent; the top-level agents without it. */
  parentId: z.coerce.number().int().positive().optional(),
})
export const boAgentTreeSchema = z.array(boAgentNodeSchema)

export const boRedRainQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().min(1).max(64),
  status: z.enum(RED_RAIN_STATUSES).optional(),
  /** An agent's username, exactly (any case). */
  agent: z.string().max(64).optional(),
})
export const boRedRainSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agent: z.string(),
  mode: z.enum(['equal', 'random']),
  status: z.enum(RED_RAIN_STATUSES),
  total: majorAmount,
  envelopes: z.number().int(),
  opened: z.number().int(),
  openedAmount: majorAmount,
  /** Given back to the agent when the window closed (or on cancelling); null until then. */
  returned: majorAmount.nullable(),
  startsAt: iso,
  endsAt: iso,
  createdAt: iso,
})
export type BoRedRain = z.infer<typeof boRedRainSchema>
export const boRedRainListSchema = boPageOf(boRedRainSchema)

// --- audit --------------------------------------------------------------------------------

export const auditRowSchema = z.object({
  id: z.number().int(),
  at: iso,
  merchant: z.string().nullable(),
  actor: z.string(),
  /** session (signed-in staff), apiKey, token (PARLOR_ADMIN_TOKEN), local (this machine's tools), system */
  actorType: z.string(),
  ip: z.string().nullable(),
  action: z.string(),
  target: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  detail: z.record(z.string(), z.unknown()),
})
export type AuditRow = z.infer<typeof auditRowSchema>
export const auditQuerySchema = boPageQuerySchema.extend({
  merchant: z.string().max(64).optional(),
  actor: z.string().max(64).optional(),
  action: z.string().max(64).optional(),
  target: z.string().max(100).optional(),
  from: z.iso.datetime({ offset: true }).optional(),
  to: z.iso.datetime({ offset: true }).optional(),
})
export const auditListSchema = boPageOf(auditRowSchema)

// --- reports ------------------------------------------------------------------------------

export const reportQuerySchema = z.object({
  merchant: z.string().min(1).max(64),
  /** Calendar days in the merchant's time zone, inclusive; at most 366 days. */
  from: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  to: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
})
export const ggrQuerySchema = reportQuerySchema.extend({ by: z.enum(['day', 'vendor', 'game']).default('day') })
export const ggrRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  rounds: z.number().int(),
  bets: majorAmount,
  wins: majorAmount,
  ggr: majorAmount,
})
export const ggrReportSchema = z.object({
  rows: z.array(ggrRowSchema),
  total: ggrRowSchema.omit({ key: true, label: true }),
})
export const cashierReportRowSchema = z.object({
  day: z.string(),
  channel: z.string(),
  deposits: z.number().int(),
  depositAmount: majorAmount,
  withdrawals: z.number().int(),
  withdrawalAmount: majorAmount,
})
export const cashierReportSchema = z.object({ rows: z.array(cashierReportRowSchema) })
export const playersReportRowSchema = z.object({
  day: z.string(),
  newPlayers: z.number().int(),
  activePlayers: z.number().int(),
  depositingPlayers: z.number().int(),
})
export const playersReportSchema = z.object({ rows: z.array(playersReportRowSchema) })
export const agentsReportRowSchema = z.object({
  agent: z.string(),
  teamMembers: z.number().int(),
  deposits: majorAmount,
  bets: majorAmount,
  ggr: majorAmount,
})
export const agentsReportSchema = z.object({ rows: z.array(agentsReportRowSchema) })

// --- dashboard ----------------------------------------------------------------------------

export const boDashboardSchema = z.object({
  pendingDeposits: z.number().int(),
  pendingWithdrawals: z.number().int(),
  pendingAdjustments: z.number().int(),
  todayGgr: majorAmount,
  todayNewPlayers: z.number().int(),
  todayDeposits: majorAmount,
})

// --- promotions -------------------------------------------------------------------------------

/** A reward or target: more than zero, major-unit text. */
const positiveAmount = z
  .string()
  .regex(/^\d{1,12}(\.\d{1,2})?$/)
  .refine((v) => /[1-9]/.test(v), { message: 'amount_positive' })

/**
 * Who a promotion is for, as the operator sets it: VIP needs levels, TEAM agents (account names;
 * members anywhere below them); NEW counts days since registering. What a kind does not use is kept
 * out of the stored rule.
 */
export const boPromotionAudienceSchema = z
  .object({
    kind: z.enum(PROMOTION_AUDIENCES),
    vipLevels: z.array(z.number().int().min(0).max(99)).max(100).default([]),
    newWithinDays: z.number().int().min(1).max(365).default(7),
    agents: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
  })
  .strict()
  .refine((a) => a.kind !== 'VIP' || a.vipLevels.length > 0, { path: ['vipLevels'], message: 'audience_levels' })
  .refine((a) => a.kind !== 'TEAM' || a.agents.length > 0, { path: ['agents'], message: 'audience_agents' })
export type BoPromotionAudience = z.output<typeof boPromotionAudienceSchema>

const boPromotionCommon = {
  merchant: z.string().min(1).max(64),
  category: z.enum(PROMOTION_CATEGORIES),
  titles: localized,
  /** Operator HTML per language; the player app sanitises it where it shows it. */
  rules: localized,
  imageUrl: z.string().max(500).nullable().default(null),
  startAt: z.iso.datetime({ offset: true }),
  endAt: z.iso.datetime({ offset: true }).nullable().default(null),
  sort: z.number().int().min(0).max(100_000).default(0),
  enabled: z.boolean().default(true),
  /**
   * Rewards paid as bonus money the member must bet this many times before it becomes cash
   * (decision 048); 0 pays cash.
   */
  wagering: z.number().int().min(0).max(PROMOTION_MAX_WAGERING).default(0),
  audience: boPromotionAudienceSchema.default({ kind: 'ALL', vipLevels: [], newWithinDays: 7, agents: [] }),
  /** Check-ins and missions: a claim waits for an operator to approve (paid) or reject it. */
  requiresApproval: z.boolean().default(false),
}

/**
 * A promotion as the operator sets it up (decision 038). The kind fixes the claim mode: a check-in
 * is claimed straight away, a mission joined first. Rewards are paid from the merchant's
 * promotions account; changing one changes later claims only.
 */
export const boPromotionBodySchema = z.discriminatedUnion('kind', [
  z
    .object({
      ...boPromotionCommon,
      kind: z.literal('DAILY_CHECKIN'),
      reward: z.object({ amount: positiveAmount }).strict(),
    })
    .strict(),
  z
    .object({
      ...boPromotionCommon,
      kind: z.literal('MISSION'),
      /** Bet `target` in `gameType` within the merchant-local week, counted from joining, to earn `amount`. */
      reward: z.object({ amount: positiveAmount, gameType: z.enum(GAME_TYPES), target: positiveAmount }).strict(),
    })
    .strict(),
  z
    .object({
      ...boPromotionCommon,
      kind: z.literal('LEADERBOARD'),
      /**
       * Joined members ranked by turnover in the merchant-local week (in `gameType` only when set);
       * rank N wins `prizes[N-1]` if its turnover reaches `minTurnover`.
       */
      reward: z
        .object({
          prizes: z.array(positiveAmount).min(1).max(LEADERBOARD_MAX_PRIZES),
          gameType: z.enum(GAME_TYPES).nullable().default(null),
          minTurnover: z
            .string()
            .regex(/^\d{1,12}(\.\d{1,2})?$/)
            .default('0'),
        })
        .strict(),
    })
    .strict(),
  z
    .object({
      ...boPromotionCommon,
      kind: z.literal('RAFFLE'),
      /**
       * One ticket per `ticketAmount` of valid bets (in `gameType`, or every game) between start and
       * end, at most `maxTickets`; drawn at the end (which a raffle must have), `prizes` by rank.
       */
      reward: z
        .object({
          ticketAmount: positiveAmount,
          maxTickets: z.number().int().min(1).max(100_000),
          gameType: z.enum(GAME_TYPES).nullable().default(null),
          prizes: z.array(positiveAmount).min(1).max(100),
        })
        .strict(),
    })
    .strict(),
  z.object({ ...boPromotionCommon, kind: z.literal('REFERRAL'), reward: boReferralRewardSchema }).strict(),
])
export type BoPromotionBody = z.input<typeof boPromotionBodySchema>

export const boPromotionSchema = z.object({
  id: z.number().int(),
  merchant: z.string(),
  kind: z.string(),
  category: z.string(),
  titles: localized,
  rules: localized,
  imageUrl: z.string().nullable(),
  startAt: iso,
  endAt: iso.nullable(),
  sort: z.number().int(),
  enabled: z.boolean(),
  /** Bet this many times the reward to release it to cash; 0: paid as cash. */
  wagering: z.number().int(),
  requiresApproval: z.boolean(),
  audience: z.object({
    kind: z.enum(PROMOTION_AUDIENCES),
    vipLevels: z.array(z.number().int()),
    newWithinDays: z.number().int(),
    agents: z.array(z.string()),
  }),
  reward: z.object({
    amount: majorAmount,
    gameType: z.string().nullable(),
    target: majorAmount.nullable(),
    /** Leaderboards and raffles: prize per rank (`amount` is their sum). */
    prizes: z.array(majorAmount).optional(),
    /** Leaderboards: the turnover needed to rank. */
    minTurnover: majorAmount.optional(),
    /** Raffles: bets per ticket and the most tickets a member can hold. */
    ticketAmount: majorAmount.optional(),
    maxTickets: z.number().int().optional(),
    /** Referral: the friend's condition and the inviter's weekly cap. */
    referral: z
      .object({
        firstDeposit: majorAmount.nullable(),
        turnover: majorAmount.nullable(),
        withinDays: z.number().int(),
        maxFriendsPerWeek: z.number().int().nullable(),
      })
      .optional(),
  }),
  /** Rewards paid so far: how many, and their sum. */
  claims: z.number().int(),
  paid: majorAmount,
  createdAt: iso,
})
export type BoPromotion = z.infer<typeof boPromotionSchema>

/** Claims of promotions that need approval (decision 038, amendment "approval"). */
export const PROMOTION_APPLICATION_STATUSES = ['applying', 'claimed', 'rejected'] as const
export const boPromotionApplicationQuerySchema = z.object({
  merchant: z.string().min(1).max(64),
  status: z.enum(PROMOTION_APPLICATION_STATUSES).default('applying'),
})
export const boPromotionApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  /** The promotion's titles; the back office shows the staff member's language. */
  titles: localized,
  kind: z.string(),
  memberId: z.number().int(),
  username: z.string(),
  periodKey: z.string(),
  amount: majorAmount,
  status: z.enum(PROMOTION_APPLICATION_STATUSES),
  appliedAt: iso,
  decidedAt: iso.nullable(),
})
export type BoPromotionApplication = z.infer<typeof boPromotionApplicationSchema>
export const boPromotionApplicationListSchema = z.array(boPromotionApplicationSchema)
/** Deciding a claim names its merchant, which must be in the caller's scope and the claim's. */
export const boPromotionApproveBodySchema = z.object({ merchant: z.string().min(1).max(64) }).strict()
/** Refusing a claim: the reason goes to the audit log. */
export const boPromotionRejectBodySchema = z
  .object({ merchant: z.string().min(1).max(64), reason: z.string().trim().min(3).max(200) })
  .strict()
export const boPromotionListSchema = z.array(boPromotionSchema)

/** A non-negative amount in major units, as the operator types it (decision 047). */
const nonNegativeAmount = z.string().regex(/^\d{1,12}(\.\d{1,2})?$/)

/** The house's rebate rate of one product type, basis points of turnover (100 = 1%). */
export const boRebateRateSchema = z
  .object({ productType: z.enum(REBATE_PRODUCT_TYPES), rateBp: z.number().int().min(0).max(10_000) })
  .strict()
export type BoRebateRate = z.infer<typeof boRebateRateSchema>

/** One VIP level as the operator sets it up (decisions 042, 047). Amounts in major units. */
export const boVipLevelSchema = z
  .object({
    level: z.number().int().min(0).max(99),
    name: z.string().trim().min(1).max(40),
    turnover: nonNegativeAmount,
    deposit: nonNegativeAmount,
    keepTurnover: nonNegativeAmount,
    upgradeBonus: nonNegativeAmount,
    /** Paid each year on the member's birthday while it holds the level; "0": none. */
    birthdayBonus: nonNegativeAmount.default('0'),
    rebateBonusBp: z.number().int().min(0).max(10_000),
    /** Null: the cashier's own limits apply. */
    withdrawDailyMax: nonNegativeAmount.nullable(),
    withdrawDailyCount: z.number().int().min(0).max(1_000).nullable(),
  })
  .strict()
export type BoVipLevel = z.infer<typeof boVipLevelSchema>

/** Replaces the merchant's house rebate rates; a product type left out pays no house rebate. */
export const boRebateRatesBodySchema = z
  .object({ merchant: z.string().min(1).max(64), rates: z.array(boRebateRateSchema).max(REBATE_PRODUCT_TYPES.length) })
  .strict()
/** Replaces the merchant's VIP levels, lowest first. */
export const boVipLevelsBodySchema = z
  .object({ merchant: z.string().min(1).max(64), levels: z.array(boVipLevelSchema).min(1).max(100) })
  .strict()

export const boRebateSettingsSchema = z.object({
  merchant: z.string(),
  rates: z.array(boRebateRateSchema),
  levels: z.array(boVipLevelSchema),
  /** Members holding each level now, by level: a held level cannot be removed. */
  holders: z.record(z.string(), z.number().int()),
})
export type BoRebateSettings = z.infer<typeof boRebateSettingsSchema>
