/**
 * Promotions a member joins and claims (decision 038): the list with each member's status, and
 * the claim that writes its row and its ledger posting in one database transaction.
 */
import {
  type AvailablePromotion,
  isTrialType,
  type PromotionClaim,
  type PromotionKind,
  PromotionErrorCode,
  toMajor,
} from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Localized } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { refuseWhileExcluded } from '../responsible-gaming/rg-service.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import { deviceKeyOf } from '../account-protection/device-key.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { type ClaimSource, type PromotionRow, createPromotionsRepository } from './promotions-repository.ts'
import { type ClaimRowStatus, periodOf, promotionStatus, rowStatus } from './promotion-status.ts'
import { createRaffle, rafflePeriod } from './raffle.ts'
import { payReward, wageringMultipleOf } from './reward-payout.ts'
import { audienceStanding, forEveryone, inAudience, visibleTo } from './audience.ts'

type Merchant = Pick<MerchantContext, 'id' | 'currency' | 'timeZone' | 'defaultLanguage'>

/** Thrown inside a claim's transaction when its source is capped; the flag is written after the rollback. */
class SourceCapped extends Error {
  constructor(
    readonly source: 'address' | 'deviceKey',
    readonly others: number,
  ) {
    super('promotion claim source capped')
  }
}
export interface PromotionMember {
  id: number
  type: number
}

const kindOf = (row: PromotionRow) => row.kind as PromotionKind
const ms = (d: Date | null) => (d ? d.getTime() : null)
/** Bets count from the later of joining and the period's start. */
const countFrom = (joinedAt: Date, periodStart: Date) => new Date(Math.max(joinedAt.getTime(), periodStart.getTime()))

export function createPromotionsService({ db, clock }: { db: Db; clock: Clock }) {
  const repo = createPromotionsRepository(db)
  const raffle = createRaffle({ db, clock })
  const periodFor = (p: PromotionRow, at: Date, timeZone: string) =>
    kindOf(p) === 'RAFFLE' ? rafflePeriod(p) : periodOf(kindOf(p), at, timeZone)

  const pick = (text: Localized, merchant: Merchant, language: string | undefined) =>
    text[language ?? ''] ?? text[merchant.defaultLanguage] ?? text.EN ?? Object.values(text)[0] ?? ''

  async function views(
    merchant: Merchant,
    member: PromotionMember | null,
    language: string | undefined,
    all: PromotionRow[],
  ): Promise<AvailablePromotion[]> {
    const now = clock.now()
    const list = await visibleTo(db, member?.id ?? null, all, now)
    const currency = walletCurrency(merchant.currency, member?.type ?? 0)
    const periods = new Map(list.map((p) => [p.id, periodFor(p, now, merchant.timeZone)]))
    const claims = member
      ? await repo.claimsFor(
          member.id,
          list.map((p) => ({ promotionId: p.id, periodKey: periods.get(p.id)?.key ?? '' })),
        )
      : []
    return Promise.all(
      list.map(async (p) => {
        const claim = claims.find((c) => c.promotionId === p.id) ?? null
        const period = periods.get(p.id)
        const target = p.reward.targetMinor !== undefined ? BigInt(p.reward.targetMinor) : null
        let progress: bigint | null = null
        if (kindOf(p) === 'MISSION' && member && claim && period && p.reward.gameType) {
          const from = countFrom(claim.joinedAt, period.start)
          progress = await repo.turnover(member.id, currency, p.reward.gameType, from, period.end)
        }
        const status = promotionStatus({
          kind: kindOf(p),
          enabled: p.enabled,
          startAt: p.startAt,
          endAt: p.endAt,
          now,
          member: member !== null,
          claim: claim ? { status: claim.status as ClaimRowStatus } : null,
          approval: p.requiresApproval,
          progressMinor: progress,
          targetMinor: target,
        })
        return {
          id: p.id,
          kind: kindOf(p),
          promotionType: p.kind,
          category: p.category,
          title: pick(p.titles, merchant, language),
          content: pick(p.rules, merchant, language),
          imageUrl: p.imageUrl,
          enabled: p.enabled,
          startTime: p.startAt.getTime(),
          endTime: ms(p.endAt),
          status,
          reward: toMajor(BigInt(p.reward.amountMinor)),
          currency,
          target: target === null ? null : toMajor(target),
          progress: progress === null ? null : toMajor(progress),
          gameType: p.reward.gameType ?? null,
          wagering: wageringMultipleOf(p),
          ...(kindOf(p) === 'RAFFLE' && { raffle: await raffle.info(p, member?.id ?? null, currency) }),
        }
      }),
    )
  }

  async function live(merchant: Merchant, id: number): Promise<PromotionRow> {
    const p = await repo.find(merchant.id, id)
    if (!p?.enabled) throw new AppError(404, PromotionErrorCode.notFound)
    const now = clock.now()
    if (now < p.startAt || (p.endAt && now >= p.endAt)) throw new AppError(409, PromotionErrorCode.closed)
    return p
  }

  /** Refuses a member outside the promotion's audience (they are not shown it either). */
  async function requireAudience(p: PromotionRow, member: PromotionMember) {
    if (forEveryone(p.audience)) return
    if (!inAudience(p.audience, await audienceStanding(db, member.id), clock.now()))
      throw new AppError(403, PromotionErrorCode.notEligible)
  }

  async function realMember(member: PromotionMember) {
    // Trial members play with demo money; a cash reward would turn it into real money.
    if (isTrialType(member.type)) throw new AppError(403, PromotionErrorCode.trialNotAllowed)
    // Promotions stop for a member on a break (responsible gaming, decision 040).
    await refuseWhileExcluded(db, member.id, clock.now())
  }

  async function one(merchant: Merchant, member: PromotionMember, language: string | undefined, id: number) {
    const p = await repo.find(merchant.id, id)
    if (!p) throw new AppError(404, PromotionErrorCode.notFound)
    const [view] = await views(merchant, member, language, [p])
    if (!view) throw new AppError(404, PromotionErrorCode.notFound)
    return view
  }

  return {
    async list(merchant: Merchant, member: PromotionMember | null, language: string | undefined) {
      return views(merchant, member, language, await repo.listVisible(merchant.id, clock.now()))
    },

    async join(merchant: Merchant, member: PromotionMember, language: string | undefined, id: number) {
      await realMember(member)
      const p = await live(merchant, id)
      await requireAudience(p, member)
      if (kindOf(p) === 'RAFFLE') {
        await raffle.enter(p, member.id)
        return one(merchant, member, language, p.id)
      }
      if (p.claimMode !== 'join_claim') throw new AppError(409, PromotionErrorCode.noJoin)
      const now = clock.now()
      const period = periodOf(kindOf(p), now, merchant.timeZone)
      const row = await repo.insertOnce({
        promotionId: p.id,
        memberId: member.id,
        periodKey: period.key,
        status: 'joined',
        amountMinor: 0n,
        now,
      })
      if (!row) throw new AppError(409, PromotionErrorCode.alreadyJoined)
      return one(merchant, member, language, p.id)
    },

    /**
     * Grants the reward once per member and period: the claim row and the posting commit together
     * or not at all, as cash or as bonus money to wager (reward-payout.ts), or the row waits for
     * an operator's approval. Many accounts claiming from one address or device is how reward
     * farms work: past the merchant's cap the claim is refused and the operator sees it in the
     * audit log.
     */
    async claim(
      merchant: Merchant,
      member: PromotionMember,
      language: string | undefined,
      id: number,
      caller: { address: string | null; sessionId: number | null } = { address: null, sessionId: null },
    ) {
      await realMember(member)
      const deviceId = caller.sessionId === null ? null : await repo.sessionDeviceId(caller.sessionId)
      const origin: ClaimSource = {
        address: caller.address,
        // Only the app's own device id: one browser build is shared by too many strangers to cap on.
        deviceKey: deviceId ? deviceKeyOf(null, null, deviceId) : null,
      }
      const p = await live(merchant, id)
      await requireAudience(p, member)
      if (kindOf(p) === 'LEADERBOARD') throw new AppError(409, PromotionErrorCode.paidByRank)
      if (kindOf(p) === 'RAFFLE') throw new AppError(409, PromotionErrorCode.drawnAtEnd)
      // Referral rewards are paid per friend by the house (referral-reward.ts), never claimed.
      if (kindOf(p) === 'REFERRAL') throw new AppError(409, PromotionErrorCode.paidPerFriend)
      const now = clock.now()
      const period = periodOf(kindOf(p), now, merchant.timeZone)
      const amountMinor = BigInt(p.reward.amountMinor)
      const currency = merchant.currency
      const cap = await repo.claimsPerSource(merchant.id)
      const claiming = inTransaction(db, async (tx) => {
        const txRepo = createPromotionsRepository(tx)
        for (const source of ['address', 'deviceKey'] as const) {
          const value = origin[source]
          if (!value || cap === 0) continue
          const others = await txRepo.claimsFromSource(p.id, period.key, member.id, source, value)
          if (others >= cap) throw new SourceCapped(source, others)
        }
        let claimId: number
        if (p.claimMode === 'join_claim') {
          const row = await txRepo.lockClaim(p.id, member.id, period.key)
          if (!row) throw new AppError(409, PromotionErrorCode.notJoined)
          if (row.status !== 'joined') throw new AppError(409, PromotionErrorCode.alreadyClaimed)
          const from = countFrom(row.joinedAt, period.start)
          const bet = await txRepo.turnover(member.id, currency, p.reward.gameType ?? '', from, period.end)
          if (bet < BigInt(p.reward.targetMinor ?? '0')) throw new AppError(409, PromotionErrorCode.notMet)
          claimId = row.id
        } else {
          const row = await txRepo.insertOnce({
            promotionId: p.id,
            memberId: member.id,
            periodKey: period.key,
            status: p.requiresApproval ? 'applying' : 'claimed',
            amountMinor,
            now,
            from: origin,
          })
          if (!row) throw new AppError(409, PromotionErrorCode.alreadyClaimed)
          claimId = row.id
        }
        // Waits for an operator, who pays it (or refuses it) in the back office.
        if (p.requiresApproval) {
          if (p.claimMode === 'join_claim') await txRepo.markApplying(claimId, amountMinor, origin)
          return
        }
        const transactionId = await payReward(tx, {
          merchantId: merchant.id,
          memberId: member.id,
          currency,
          promotion: p,
          claimId,
          amountMinor,
          // The claim's identity: a replayed transaction can never pay a period twice.
          key: `promotion:${p.id}:${member.id}:${period.key}`,
          meta: { period: period.key },
          now,
        })
        if (p.claimMode === 'join_claim') await txRepo.markClaimed(claimId, amountMinor, transactionId, now, origin)
        else await txRepo.setTransaction(claimId, transactionId, origin)
      })
      await claiming.catch(async (err: unknown) => {
        if (!(err instanceof SourceCapped)) throw err
        await recordAudit(db, {
          merchantId: merchant.id,
          actor: 'system',
          action: 'promotion.claimCapped',
          target: String(member.id),
          detail: {
            promotionId: p.id,
            period: period.key,
            source: err.source,
            ...origin,
            otherMembers: err.others,
            cap,
          },
        })
        throw new AppError(409, PromotionErrorCode.sourceCapped)
      })
      return one(merchant, member, language, p.id)
    },

    /** `MCSFE_claimRafflePromotion`: the member enters the draw (once; trial members refused). */
    async enterRaffle(merchant: Merchant, member: PromotionMember, language: string | undefined, id: number) {
      await realMember(member)
      const p = await live(merchant, id)
      if (kindOf(p) !== 'RAFFLE') throw new AppError(404, PromotionErrorCode.notFound)
      await requireAudience(p, member)
      await raffle.enter(p, member.id)
      return one(merchant, member, language, p.id)
    },

    async history(merchant: Merchant, member: PromotionMember, language: string | undefined) {
      const found = await repo.history(member.id, 100)
      const currency = walletCurrency(merchant.currency, member.type)
      return {
        list: found.map(
          (c): PromotionClaim => ({
            id: c.id,
            promotionId: c.promotionId,
            kind: c.kind as PromotionKind,
            title: pick(c.titles, merchant, language),
            periodKey: c.periodKey,
            status: rowStatus(c.kind as PromotionKind, c.status, c.requiresApproval) ?? 'Joined',
            amount: toMajor(c.amountMinor),
            currency,
            joinTime: c.joinedAt.getTime(),
            claimTime: ms(c.claimedAt),
          }),
        ),
      }
    },
  }
}
export type PromotionsService = ReturnType<typeof createPromotionsService>
