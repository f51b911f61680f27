/**
 * Staff set up the merchant's promotions (decision 038): what the player app lists on
 * `/m/activity` and what each claim pays. Rules HTML is stored as given and sanitised wherever it is
 * shown. There is no delete: claims and their ledger postings point at the promotion, so an
 * operator ends one by disabling it or giving it an end. Each change writes its audit row, with the
 * record before and after, in the same transaction.
 */
import {
  type BoPromotion,
  type BoPromotionApplication,
  type BoReferralReward,
  type boPromotionBodySchema,
  formatMinor,
  parseMajor,
} from '@parlor/contract'
import type { z } from 'zod'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { PromotionAudience, PromotionReward } from '../../db/schema.ts'
import { BoContentErrorCode } from '../../i18n/bo-content-errors.ts'
import { AppError } from '../../lib/errors.ts'
import type { Clock } from '../../lib/clock.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { payReward } from '../promotions/reward-payout.ts'
import type { AuditActor } from '../staff/staff-principal.ts'
import { type ContentMerchant, nonEmptyTexts, requireTitle } from './bo-content-service.ts'
import { pickChanged } from './bo-games-service.ts'
import type {
  BoPromotionFields,
  BoPromotionRecord,
  BoPromotionsRepository,
  PaidClaims,
} from './bo-promotions-repository.ts'

type Body = z.output<typeof boPromotionBodySchema>

const money = (minor: bigint) => formatMinor(minor, { grouping: false })
/** The contract checked the text; a value it let through always parses. */
const minorOf = (major: string) => (parseMajor(major) ?? 0n).toString()

/** The stored audience as the back office edits it: agents by account name, defaults for unused fields. */
function audienceView(a: PromotionAudience | null, names: Map<number, string>): BoPromotion['audience'] {
  return {
    kind: a?.kind ?? 'ALL',
    vipLevels: a?.vipLevels ?? [],
    newWithinDays: a?.newWithinDays ?? 7,
    agents: (a?.agentIds ?? []).map((id) => names.get(id) ?? `#${id}`),
  }
}

export function toBoPromotion(
  r: BoPromotionRecord,
  merchant: string,
  paid: PaidClaims | undefined,
  names: Map<number, string> = new Map(),
): BoPromotion {
  return {
    id: r.id,
    merchant,
    kind: r.kind,
    category: r.category,
    titles: r.titles,
    rules: r.rules,
    imageUrl: r.imageUrl,
    startAt: r.startAt.toISOString(),
    endAt: r.endAt?.toISOString() ?? null,
    sort: r.sort,
    enabled: r.enabled,
    wagering: r.reward.wageringMultiple ?? 0,
    audience: audienceView(r.audience, names),
    requiresApproval: r.requiresApproval,
    reward: {
      amount: money(BigInt(r.reward.amountMinor)),
      gameType: r.reward.gameType ?? null,
      target: r.reward.targetMinor === undefined ? null : money(BigInt(r.reward.targetMinor)),
      ...(r.kind === 'LEADERBOARD' && {
        prizes: (r.reward.prizesMinor ?? []).map((v) => money(BigInt(v))),
        minTurnover: money(BigInt(r.reward.minTurnoverMinor ?? '0')),
      }),
      ...(r.kind === 'RAFFLE' && {
        ticketAmount: money(BigInt(r.reward.ticketMinor ?? '0')),
        maxTickets: r.reward.maxTickets ?? 0,
        prizes: (r.reward.prizesMinor ?? []).map((v) => money(BigInt(v))),
      }),
      ...(r.kind === 'REFERRAL' && {
        referral: {
          firstDeposit: r.reward.firstDepositMinor === undefined ? null : money(BigInt(r.reward.firstDepositMinor)),
          turnover: r.reward.turnoverMinor === undefined ? null : money(BigInt(r.reward.turnoverMinor)),
          withinDays: r.reward.withinDays ?? 30,
          maxFriendsPerWeek: r.reward.maxFriendsPerWeek ?? null,
        },
      }),
    },
    claims: paid?.claims ?? 0,
    paid: money(paid?.paidMinor ?? 0n),
    createdAt: r.createdAt.toISOString(),
  }
}

/** A leaderboard's prizes by rank; `amountMinor` holds their sum, what one week pays out at most. */
function leaderboardReward(r: { prizes: string[]; gameType: string | null; minTurnover: string }): PromotionReward {
  const prizesMinor = r.prizes.map(minorOf)
  return {
    amountMinor: prizesMinor.reduce((sum, v) => sum + BigInt(v), 0n).toString(),
    ...(r.gameType && { gameType: r.gameType }),
    prizesMinor,
    minTurnoverMinor: minorOf(r.minTurnover),
  }
}

/** Raffle settings in minor units; `amountMinor` is the prizes' sum, what the list shows as its reward. */
function raffleReward(r: { ticketAmount: string; maxTickets: number; gameType: string | null; prizes: string[] }) {
  const prizesMinor = r.prizes.map(minorOf)
  return {
    amountMinor: prizesMinor.reduce((s, v) => s + BigInt(v), 0n).toString(),
    ticketMinor: minorOf(r.ticketAmount),
    maxTickets: r.maxTickets,
    ...(r.gameType && { gameType: r.gameType }),
    prizesMinor,
  }
}

function referralReward(r: BoReferralReward): PromotionReward {
  return {
    amountMinor: minorOf(r.amount),
    ...(r.firstDeposit !== null && { firstDepositMinor: minorOf(r.firstDeposit) }),
    ...(r.turnover !== null && { turnoverMinor: minorOf(r.turnover) }),
    withinDays: r.withinDays,
    ...(r.maxFriendsPerWeek !== null && { maxFriendsPerWeek: r.maxFriendsPerWeek }),
  }
}

/** The audience to store (null: every member), with the team's agents resolved to the merchant's agents. */
function audienceOf(a: Body['audience'], agents: Map<string, number>): PromotionAudience | null {
  if (a.kind === 'VIP') return { kind: 'VIP', vipLevels: [...new Set(a.vipLevels)].sort((x, y) => x - y) }
  if (a.kind === 'NEW') return { kind: 'NEW', newWithinDays: a.newWithinDays }
  if (a.kind === 'TEAM') {
    const agentIds = a.agents.map((name) => {
      const id = agents.get(name.toLowerCase())
      if (id === undefined) throw new AppError(400, BoContentErrorCode.audienceAgentUnknown, { agent: name })
      return id
    })
    return { kind: 'TEAM', agentIds: [...new Set(agentIds)] }
  }
  return null
}

function fields(b: Body, merchant: ContentMerchant, agents: Map<string, number>): BoPromotionFields {
  const titles = nonEmptyTexts(b.titles)
  requireTitle(titles, merchant)
  const startAt = new Date(b.startAt)
  const endAt = b.endAt ? new Date(b.endAt) : null
  if (endAt && endAt <= startAt) throw new AppError(400, BoContentErrorCode.invalidSchedule)
  // A raffle is drawn at its end: without one it would never draw.
  if (b.kind === 'RAFFLE' && !endAt) throw new AppError(400, BoContentErrorCode.invalidSchedule)
  const kindReward: PromotionReward =
    b.kind === 'MISSION'
      ? { amountMinor: minorOf(b.reward.amount), gameType: b.reward.gameType, targetMinor: minorOf(b.reward.target) }
      : b.kind === 'LEADERBOARD'
        ? leaderboardReward(b.reward)
        : b.kind === 'RAFFLE'
          ? raffleReward(b.reward)
          : b.kind === 'REFERRAL'
            ? referralReward(b.reward)
            : { amountMinor: minorOf(b.reward.amount) }
  const reward: PromotionReward = b.wagering > 0 ? { ...kindReward, wageringMultiple: b.wagering } : kindReward
  return {
    kind: b.kind,
    category: b.category,
    titles,
    rules: nonEmptyTexts(b.rules),
    imageUrl: b.imageUrl || null,
    startAt,
    endAt,
    // The kind decides how a member takes part (decision 038).
    claimMode:
      b.kind === 'MISSION' || b.kind === 'LEADERBOARD' ? 'join_claim' : b.kind === 'RAFFLE' ? 'raffle' : 'claim',
    reward,
    audience: audienceOf(b.audience, agents),
    // Only the kinds a member claims can wait for approval; the others are paid by the house.
    requiresApproval: (b.kind === 'DAILY_CHECKIN' || b.kind === 'MISSION') && b.requiresApproval,
    sort: b.sort,
    enabled: b.enabled,
  }
}

type Application = NonNullable<Awaited<ReturnType<BoPromotionsRepository['lockApplication']>>>

function toApplication(a: Application): BoPromotionApplication {
  return {
    id: a.id,
    promotionId: a.promotionId,
    titles: a.promotion.titles,
    kind: a.promotion.kind,
    memberId: a.memberId,
    username: a.username,
    periodKey: a.periodKey,
    amount: money(a.amountMinor),
    status: a.status as BoPromotionApplication['status'],
    appliedAt: a.joinedAt.toISOString(),
    decidedAt: a.status === 'applying' ? null : (a.claimedAt?.toISOString() ?? null),
  }
}

export function createBoPromotionsService({ db, repo, clock }: { db: Db; repo: BoPromotionsRepository; clock: Clock }) {
  /** The claim, locked, if it is one of this merchant's waiting for a decision; else the refusal. */
  async function waiting(tx: Tx, id: number, merchant: ContentMerchant): Promise<Application> {
    const a = await repo.lockApplication(tx, id)
    if (!a || a.promotion.merchantId !== merchant.id || !a.promotion.requiresApproval)
      throw new AppError(404, BoContentErrorCode.applicationNotFound)
    // Two operators at once: the second finds it decided and changes nothing.
    if (a.status !== 'applying') throw new AppError(409, BoContentErrorCode.applicationDecided)
    return a
  }

  return {
    async applications(merchant: ContentMerchant, status: string): Promise<BoPromotionApplication[]> {
      return (await repo.applications(merchant.id, status)).map(toApplication)
    },

    /** Pays the claim as the promotion pays (cash or bonus money), in the transaction that decides it. */
    async approve(id: number, merchant: ContentMerchant, actor: AuditActor): Promise<BoPromotionApplication> {
      return inTransaction(db, async (tx) => {
        const a = await waiting(tx, id, merchant)
        const now = clock.now()
        const transactionId = await payReward(tx, {
          merchantId: merchant.id,
          memberId: a.memberId,
          currency: a.currency,
          promotion: a.promotion,
          claimId: a.id,
          amountMinor: a.amountMinor,
          key: `promotion:${a.promotionId}:${a.memberId}:${a.periodKey}`,
          meta: { period: a.periodKey, approvedBy: actor.actor },
          now,
        })
        await repo.decide(tx, a.id, { status: 'claimed', transactionId, at: now })
        const after = toApplication({ ...a, status: 'claimed', claimedAt: now })
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'promotion.approve',
          target: String(a.memberId),
          before: { status: 'applying' },
          after: { status: 'claimed', amount: after.amount },
          detail: { claimId: a.id, promotionId: a.promotionId, period: a.periodKey },
        })
        return after
      })
    },

    async reject(id: number, merchant: ContentMerchant, reason: string, actor: AuditActor) {
      return inTransaction(db, async (tx) => {
        const a = await waiting(tx, id, merchant)
        const now = clock.now()
        await repo.decide(tx, a.id, { status: 'rejected', at: now })
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'promotion.reject',
          target: String(a.memberId),
          before: { status: 'applying' },
          after: { status: 'rejected' },
          detail: { claimId: a.id, promotionId: a.promotionId, period: a.periodKey, reason },
        })
        return toApplication({ ...a, status: 'rejected', claimedAt: now })
      })
    },

    async list(merchant: ContentMerchant): Promise<BoPromotion[]> {
      const { rows, paid } = await repo.list(merchant.id)
      const names = await repo.namesOf(db, [...new Set(rows.flatMap((r) => r.audience?.agentIds ?? []))])
      return rows.map((r) => toBoPromotion(r, merchant.code, paid.get(r.id), names))
    },

    async create(merchant: ContentMerchant, body: Body, actor: AuditActor): Promise<BoPromotion> {
      const agents = await repo.agentsByName(db, merchant.id, body.audience.agents)
      const values = fields(body, merchant, agents)
      return inTransaction(db, async (tx) => {
        const row = await repo.insert(tx, merchant.id, values)
        const after = toBoPromotion(row, merchant.code, undefined, await repo.namesOf(tx, [...agents.values()]))
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'promotion.create',
          target: `promotion:${row.id}`,
          before: null,
          after,
        })
        return after
      })
    },

    /** `merchant` is the body's merchant (in scope); the promotion must belong to it. */
    async update(id: number, merchant: ContentMerchant, body: Body, actor: AuditActor): Promise<BoPromotion> {
      const agents = await repo.agentsByName(db, merchant.id, body.audience.agents)
      const values = fields(body, merchant, agents)
      return inTransaction(db, async (tx) => {
        const found = await repo.lock(tx, id)
        if (!found || found.merchantId !== merchant.id) throw new AppError(404, BoContentErrorCode.promotionNotFound)
        // Members' claims were made under the kind's rules; another kind would misread them.
        if (found.kind !== values.kind)
          throw new AppError(409, BoContentErrorCode.promotionKindFixed, { kind: found.kind })
        const paid = await repo.paidOf(tx, id)
        const row = await repo.update(tx, id, values)
        const names = await repo.namesOf(tx, [...new Set([...(found.audience?.agentIds ?? []), ...agents.values()])])
        const before = toBoPromotion(found, merchant.code, paid, names)
        const after = toBoPromotion(row, merchant.code, paid, names)
        await recordAudit(tx, {
          merchantId: merchant.id,
          ...actor,
          action: 'promotion.update',
          target: `promotion:${id}`,
          before: pickChanged(before, after, 'before'),
          after: pickChanged(before, after, 'after'),
          detail: { kind: row.kind },
        })
        return after
      })
    },
  }
}

export type BoPromotionsService = ReturnType<typeof createBoPromotionsService>
