// Agent home and team: KPIs, downlines, transfers, contracts. Wire shapes: wire-contract §9.
import { z } from 'zod'
import { CONTRACT_KINDS } from './member.ts'

/**
 * Money in these answers is a number in major units (2 decimals), computed on the server from
 * integer minor units, like the wallet balance answer. Amounts sent by clients are numbers or
 * decimal strings with at most two decimals; the server turns them into minor units.
 */

const blank = <T extends z.ZodType>(s: T) =>
  z.preprocess((v) => (v === '' || v === 'null' || v === 'undefined' ? undefined : v), s.optional())

export const AgentErrorCode = {
  /** The caller's customer type is not an agent (0, 4, 40), or not one contracts apply to. */
  notAgent: 'agent.permission.denied',
  /** The member named is not in the caller's team (or does not exist: the two are not told apart). */
  notInTeam: 'agent.member.not.in.team',
  dateInvalid: 'agent.date.invalid',
  dateOrder: 'agent.date.order',
  dateSpan: 'agent.date.span',
  amountInvalid: 'agent.amount.invalid',
  currencyMismatch: 'agent.currency.mismatch',
  duplicateDownline: 'agent.transfer.duplicate',
  /** Transfer to upline: no upline, or the member's type (2) or settings do not allow it. */
  uplineNotAllowed: 'agent.upline.not.allowed',
  contractNotFound: 'agent.contract.not.found',
  contractNotPending: 'agent.contract.not.pending',
  /** Offers go to direct downline agents of contract-eligible types only. */
  contractTarget: 'agent.contract.target',
  contractPendingExists: 'agent.contract.pending.exists',
  contractTiers: 'agent.contract.tiers',
  affiliateLinkLimit: 'agent.afflink.limit',
  affiliateLinkNotFound: 'agent.afflink.not.found',
  /** A downline's rebate above the caller's own, or below one of the downline's own downlines. */
  rebateRange: 'agent.rebate.range',
  /** Rebates are set for direct downlines only. */
  rebateTarget: 'agent.rebate.target',
} as const

/** Longest KPI date range, in days (both ends included). */
export const KPI_MAX_SPAN_DAYS = 92
/** Most downlines in one multiple transfer (red envelope rain). */
export const MAX_MULTI_TRANSFER = 50
/** Most affiliate links an agent keeps at once. */
export const MAX_AFFILIATE_LINKS = 20

const ymd = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

/**
 * Major-unit amount as sent: a number or a decimal string, positive, at most two decimals.
 * Left as given so the server parses it exactly (no float rounding) with its own rule.
 */
export const amountInputSchema = z.union([
  z.number().positive().max(1_000_000_000),
  z
    .string()
    .trim()
    .regex(/^\d{1,10}(\.\d{1,2})?$/),
])

/** Idempotency key of a money call: the client makes one per intended transfer and resends it on retry. */
export const requestKeySchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9_.:-]{8,64}$/)

// ---- Team KPIs (ODSFE2_TeamKPIA / TeamKPIB / teamKPIC) ----

/** startDate/endDate are days in the merchant's time zone, both included. `size` 0 → footer only. */
export const teamKpiQuerySchema = z.object({
  startDate: ymd,
  endDate: ymd,
  size: blank(z.coerce.number().int().min(0).max(100)),
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
})
export type TeamKpiQuery = z.input<typeof teamKpiQuerySchema>

const kpiFigures = {
  /** Distinct team members who signed in (a session started) in the range. */
  loginMemberCount: z.number().int(),
  /** Distinct team members with at least one bet (round not rolled back) in the range. */
  betMemberCount: z.number().int(),
  /** Team members registered in the range. */
  registerMemberCount: z.number().int(),
  /** Credits to team wallets by deposit postings (kind adjustment, positive), major units. */
  deposit: z.number(),
  /** Debits from team wallets by withdrawal postings (kind adjustment, negative), as a positive number. */
  withdraw: z.number(),
  /** Stakes of rounds opened in the range (rolled-back rounds excluded). */
  bet: z.number(),
  /** Payouts of those rounds. */
  win: z.number(),
  /** win − bet: the team's result (negative when the team lost). */
  profit: z.number(),
}

export const teamKpiFooterSchema = z.object({
  /** Team members (all descendants, any depth; the agent itself excluded) existing now. */
  teamMemberCount: z.number().int(),
  teamLoginMemberCount: z.number().int(),
  teamBetMemberCount: z.number().int(),
  teamRegisterMemberCount: z.number().int(),
  /** Team members with a live session right now (independent of the range). */
  teamOnlineCount: z.number().int(),
  teamDeposit: z.number(),
  teamWithdraw: z.number(),
  teamBet: z.number(),
  teamWin: z.number(),
  teamProfit: z.number(),
  currency: z.string(),
  /** The merchant's IANA time zone the dates were read in. */
  timeZone: z.string(),
  startDate: ymd,
  endDate: ymd,
})
export type TeamKpiFooter = z.infer<typeof teamKpiFooterSchema>

const paged = { pageNum: z.number().int(), totalPages: z.number().int(), totalCount: z.number().int() }

/** TeamKPIA: the totals only. */
export const teamKpiASchema = z.object({ footer: teamKpiFooterSchema })
/** TeamKPIB: one row per day of the range (newest first, all days, zero days included). */
export const teamKpiDayRowSchema = z.object({ date: ymd, ...kpiFigures })
export const teamKpiBSchema = z.object({ footer: teamKpiFooterSchema, list: z.array(teamKpiDayRowSchema), ...paged })
/**
 * teamKPIC: one row per DIRECT downline, each with the figures of that downline and everyone
 * under it, so the rows add up to the footer.
 */
export const teamKpiDownlineRowSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  /** Members in this branch, the downline itself included. */
  teamSize: z.number().int(),
  ...kpiFigures,
})
export const teamKpiCSchema = z.object({
  footer: teamKpiFooterSchema,
  list: z.array(teamKpiDownlineRowSchema),
  ...paged,
})
export type TeamKpiA = z.infer<typeof teamKpiASchema>
export type TeamKpiB = z.infer<typeof teamKpiBSchema>
export type TeamKpiC = z.infer<typeof teamKpiCSchema>

// ---- Downlines (ODSFE2_Subordinate, /wps/agent/downlines) ----

export const downlinesQuerySchema = z.object({
  /** Part of a username, case-insensitive. */
  account: blank(z.string().trim().max(64)),
  /** '1' or true: direct downlines only. */
  direct: blank(z.union([z.boolean(), z.enum(['1', '0', 'true', 'false'])])),
  pageNo: blank(z.coerce.number().int().min(1).max(100_000)),
  pageSize: blank(z.coerce.number().int().min(1).max(100)),
})
export type DownlinesQuery = z.input<typeof downlinesQuerySchema>

export const downlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  /** Epoch milliseconds. */
  regDate: z.number().int(),
  /** Epoch milliseconds of the last sign-in, null when never. */
  lastLoginDate: z.number().int().nullable(),
  online: z.boolean(),
  /** Major units, in `currency`. */
  balance: z.number(),
  currency: z.string(),
  /** A direct downline of the caller (level 1). */
  direct: z.boolean(),
  /** 1 = direct downline, 2 = its downline, … */
  level: z.number().int(),
  /** Username of this member's upline. */
  parentAccount: z.string(),
})
export type Downline = z.infer<typeof downlineSchema>
export const downlineListSchema = z.object({ list: z.array(downlineSchema), ...paged })
export type DownlineList = z.infer<typeof downlineListSchema>

/** Open an account under the agent (`/m/agentRegister`); username/password follow the merchant's register rules. */
export const openDownlineBodySchema = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(128),
  confirmPassword: z.string().min(1).max(128),
  nickname: z.string().trim().max(50).nullish(),
  /** player → type 0; agent → type 1 with its own affiliate code. */
  accountType: z.enum(['player', 'agent']).default('player'),
})
export type OpenDownlineBody = z.input<typeof openDownlineBodySchema>
export const openDownlineAnswerSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  type: z.number().int(),
  affiliateCode: z.string().nullable(),
})

// ---- Transfers ----

export const transferDownlineBodySchema = z.object({
  downlineId: z.coerce.number().int().min(1),
  amount: amountInputSchema,
  requestKey: requestKeySchema,
  remark: z.string().trim().max(100).nullish(),
})
export type TransferDownlineBody = z.input<typeof transferDownlineBodySchema>
export const transferDownlineAnswerSchema = z.object({
  transactionId: z.number().int(),
  /** The caller's balance after the transfer, major units. */
  balance: z.number(),
  downlineId: z.number().int(),
  account: z.string(),
  amount: z.number(),
  /** The downline's balance after the transfer. */
  downlineBalance: z.number(),
  currency: z.string(),
  /** true when this answers an earlier call with the same requestKey. */
  replayed: z.boolean(),
})

export const transferMultipleBodySchema = z.object({
  transfers: z
    .array(z.object({ downlineId: z.coerce.number().int().min(1), amount: amountInputSchema }))
    .min(1)
    .max(MAX_MULTI_TRANSFER),
  requestKey: requestKeySchema,
  remark: z.string().trim().max(100).nullish(),
})
export type TransferMultipleBody = z.input<typeof transferMultipleBodySchema>
export const transferMultipleAnswerSchema = z.object({
  balance: z.number(),
  totalAmount: z.number(),
  currency: z.string(),
  replayed: z.boolean(),
  list: z.array(
    z.object({
      transactionId: z.number().int(),
      downlineId: z.number().int(),
      account: z.string(),
      amount: z.number(),
      downlineBalance: z.number(),
    }),
  ),
})

export const transferUplineBodySchema = z.object({
  amount: amountInputSchema,
  requestKey: requestKeySchema,
  remark: z.string().trim().max(100).nullish(),
})
export type TransferUplineBody = z.input<typeof transferUplineBodySchema>
export const transferUplineAnswerSchema = z.object({
  transactionId: z.number().int(),
  balance: z.number(),
  amount: z.number(),
  uplineAccount: z.string(),
  currency: z.string(),
  replayed: z.boolean(),
})

// ---- Affiliate links (MCS2_wpsViewAffUrls / wpsCreateAffUrl / wpsDeleteAffUrl) ----

export const affiliateLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  /** Registration address carrying the code: `<origin>/m/register?affiliateCode=<code>`. */
  url: z.string(),
  remark: z.string().nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
})
export type AffiliateLink = z.infer<typeof affiliateLinkSchema>
export const affiliateLinksSchema = z.object({ list: z.array(affiliateLinkSchema) })
export const createAffiliateLinkBodySchema = z.object({ remark: z.string().trim().max(50).nullish() })
export const deleteAffiliateLinkBodySchema = z.object({ id: z.coerce.number().int().min(1) })

// ---- Contracts (daily salary, dividend, hourly salary) ----

export const CONTRACT_STATUSES = ['pending', 'accepted', 'rejected', 'ended'] as const

/**
 * One step of a contract: when the team's bets in the period reach `minTurnover` (major units)
 * with at least `minActiveMembers` betting members, the agent earns `reward`: an amount in major
 * units (salaries) or a percentage of the team's loss (dividend).
 */
export const contractTierSchema = z.object({
  minTurnover: z.number().min(0).max(1_000_000_000),
  minActiveMembers: z.number().int().min(0).max(100_000),
  reward: z.number().min(0).max(1_000_000_000),
})
export type ContractTier = z.infer<typeof contractTierSchema>

export const contractSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CONTRACT_KINDS),
  status: z.enum(CONTRACT_STATUSES),
  /** The upline who offered it; null when the house (merchant) did. */
  fromAccount: z.string().nullable(),
  toAccount: z.string(),
  /** hour (hourly salary), day (daily salary), halfMonth or month (dividend settlement). */
  period: z.enum(['hour', 'day', 'halfMonth', 'month']),
  rewardUnit: z.enum(['amount', 'percent']),
  tiers: z.array(contractTierSchema),
  remark: z.string().nullable(),
  currency: z.string(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  decidedAt: z.number().int().nullable(),
})
export type Contract = z.infer<typeof contractSchema>

/** Detail calls answer the offer waiting for a decision and the contract in force, either may be null. */
export const contractInfoSchema = z.object({ pending: contractSchema.nullable(), current: contractSchema.nullable() })
export type ContractInfo = z.infer<typeof contractInfoSchema>

export const processContractSchema = z.object({
  id: z.coerce.number().int().min(1),
  action: z.enum(['accept', 'reject']),
})
export type ProcessContract = z.input<typeof processContractSchema>

export const applyContractBodySchema = z.object({
  downlineId: z.coerce.number().int().min(1),
  tiers: z.array(contractTierSchema).min(1).max(10),
  /** Dividend only: halfMonth (default) or month. */
  period: z.enum(['halfMonth', 'month']).nullish(),
  remark: z.string().trim().max(200).nullish(),
})
export type ApplyContractBody = z.input<typeof applyContractBodySchema>

/**
 * `/wps/member/info/funds/consolidated` (wire-contract §9): the *req flags are true while an offer
 * of that kind waits for the member; the *info flags are true while a contract of that kind is in
 * force. `divtypereq` and `divtypecompperiodreq` carry the same value (the two spellings in use).
 */
export const fundsConsolidatedSchema = z.object({
  dailysalreqtype: z.boolean(),
  divtypereq: z.boolean(),
  divtypecompperiodreq: z.boolean(),
  contracthoursalreq: z.boolean(),
  realtimesalreqtype: z.boolean(),
  contractmrdailysalinfotype: z.boolean(),
  contracthoursalinfo: z.boolean(),
  dailysalinfotype: z.boolean(),
  divtypeinfo: z.boolean(),
})
export type FundsConsolidated = z.infer<typeof fundsConsolidatedSchema>
/** An agent with no contract offered or in force (and what every other member sees). */
export const NO_CONTRACT_OFFERS: Readonly<FundsConsolidated> = Object.freeze({
  dailysalreqtype: false,
  divtypereq: false,
  divtypecompperiodreq: false,
  contracthoursalreq: false,
  realtimesalreqtype: false,
  contractmrdailysalinfotype: false,
  contracthoursalinfo: false,
  dailysalinfotype: false,
  divtypeinfo: false,
})

// ---- Rebates (rebate settings, agent rebate income) ----

/** Rebates are set per product type: the catalogue's game types. */
export const REBATE_PRODUCT_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'ELOTT',
  'LOTT',
  'COCKFIGHT',
] as const
export type RebateProductType = (typeof REBATE_PRODUCT_TYPES)[number]

/** A rebate rate in percent of turnover, at most two decimals. */
const percent = z
  .number()
  .min(0)
  .max(100)
  .refine((n) => Math.abs(n * 100 - Math.round(n * 100)) < 1e-6)

export const rebateRatesQuerySchema = z.object({
  /** A direct downline's settings; without it, the caller's own. */
  downlineId: blank(z.coerce.number().int().min(1)),
})
export const rebateRatesSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  rates: z.array(
    z.object({
      productType: z.enum(REBATE_PRODUCT_TYPES),
      /** Percent of turnover. */
      rate: z.number(),
      /** Highest rate allowed here: the upline's rate for the product (for a downline: the caller's). */
      maxRate: z.number(),
      /** Lowest rate allowed here: the highest rate among this member's own direct downlines. */
      minRate: z.number(),
    }),
  ),
})
export type RebateRates = z.infer<typeof rebateRatesSchema>

export const updateDownlineRebatesBodySchema = z.object({
  downlineId: z.coerce.number().int().min(1),
  rates: z
    .array(z.object({ productType: z.enum(REBATE_PRODUCT_TYPES), rate: percent }))
    .min(1)
    .max(REBATE_PRODUCT_TYPES.length),
})
export type UpdateDownlineRebatesBody = z.input<typeof updateDownlineRebatesBodySchema>

export const rebateIncomeQuerySchema = z.object({ startDate: ymd, endDate: ymd })
/**
 * The agent's rebate income for the range: for every bet of the team, stake × (the agent's rate −
 * the rate of the agent's direct downline on the way to the bettor, or the bettor's own rate when it
 * is a direct downline) for the bet's product type.
 */
export const rebateIncomeSchema = z.object({
  footer: z.object({
    bet: z.number(),
    income: z.number(),
    currency: z.string(),
    timeZone: z.string(),
    startDate: ymd,
    endDate: ymd,
  }),
  list: z.array(
    z.object({
      productType: z.enum(REBATE_PRODUCT_TYPES),
      /** The agent's own rate now, percent. */
      rate: z.number(),
      bet: z.number(),
      income: z.number(),
    }),
  ),
})
export type RebateIncome = z.infer<typeof rebateIncomeSchema>
