/**
 * The agent's red-envelope rain (decision 049). Creating a rain moves its total from the agent's
 * wallet into the merchant's `red_envelopes` escrow account in one posting and writes one envelope
 * per recipient, amounts drawn here, in the same transaction. A recipient's claim moves its
 * envelope from the escrow to its wallet; after the window, `settleDue` (a scheduled job) gives the
 * agent back what nobody claimed, one posting per rain; the agent's cancel before the start does
 * the same at once. Each step is a conditional update that only one caller wins, so claims racing
 * each other, the job on two instances, or a claim racing the job, pay each envelope exactly once.
 */
import { randomInt } from 'node:crypto'
import {
  AgentErrorCode,
  type CreateRedRainBody,
  RED_RAIN_MAX_LEAD_DAYS,
  RedEnvelopeErrorCode,
  type RedRain,
  toMajor,
  WalletErrorCode,
} from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { ensureAccount, memberBalance, postTransaction, walletCurrency } from '../wallet/ledger.ts'
import type { AgentRepository } from './agent-repository.ts'
import { type AgentMerchant, type Caller, parseAmount, requireAgent } from './agent-rules.ts'
import { createRedRainRepository, type RainRow } from './red-rain-repository.ts'

/** The ledger kind of every red-envelope posting: the hold, each claim and the return. */
export const RED_ENVELOPE_KIND = 'red_envelope'
/** A start this far in the past still counts as "now" (the agent's clock and the trip here). */
const START_SLACK_MS = 60_000
const DAY_MS = 86_400_000
/** Rains settled per job run; the next run takes the rest. */
const SETTLE_BATCH = 100
/** Rains the agent's list shows. */
const LIST_LIMIT = 30

/**
 * Splits `total` minor units into `count` envelopes of at least one minor unit each, summing to
 * `total` exactly. Equal: the remainder goes one unit each to the first envelopes. Random: the
 * spare amount is cut at count−1 uniformly drawn points; the gaps are the shares beyond the minimum.
 */
export function splitTotal(
  total: bigint,
  count: number,
  mode: 'equal' | 'random',
  draw: (maxExclusive: number) => number = randomInt,
): bigint[] {
  const n = BigInt(count)
  if (count <= 0 || total < n) throw new Error('too small a total for the envelopes')
  if (mode === 'equal') {
    const base = total / n
    const extra = total - base * n
    return Array.from({ length: count }, (_, i) => base + (BigInt(i) < extra ? 1n : 0n))
  }
  const spare = Number(total - n)
  const cuts = Array.from({ length: count - 1 }, () => draw(spare + 1)).sort((a, b) => a - b)
  const edges = [0, ...cuts, spare]
  return Array.from({ length: count }, (_, i) => 1n + BigInt((edges[i + 1] as number) - (edges[i] as number)))
}

export function createRedRainService(deps: { db: Db; repo: AgentRepository; clock: Clock }) {
  const { db, repo: agents, clock } = deps
  const repo = createRedRainRepository(db)

  function statusOf(r: RainRow, now: Date): RedRain['status'] {
    if (r.cancelledAt) return 'cancelled'
    if (r.settledAt || now >= r.endsAt) return 'ended'
    return now < r.startsAt ? 'scheduled' : 'open'
  }

  /** The rains as the agent sees them, with each envelope. */
  async function views(rains: RainRow[]): Promise<RedRain[]> {
    const envelopes = await repo.envelopesOf(rains.map((r) => r.id))
    const now = clock.now()
    return rains.map((r) => {
      const own = envelopes.filter((e) => e.rainId === r.id)
      const claimed = own.filter((e) => e.claimedAt !== null)
      return {
        id: r.id,
        status: statusOf(r, now),
        mode: r.mode as RedRain['mode'],
        total: toMajor(r.totalMinor),
        currency: r.currency,
        startsAt: r.startsAt.getTime(),
        endsAt: r.endsAt.getTime(),
        createdAt: r.createdAt.getTime(),
        envelopeCount: r.envelopeCount,
        claimedCount: claimed.length,
        claimedAmount: toMajor(claimed.reduce((s, e) => s + e.amountMinor, 0n)),
        returnedAmount: r.returnedMinor === null ? null : toMajor(r.returnedMinor),
        envelopes: own.map((e) => ({
          memberId: e.memberId,
          account: e.account,
          amount: toMajor(e.amountMinor),
          claimedAt: e.claimedAt?.getTime() ?? null,
        })),
      }
    })
  }
  const view = async (r: RainRow) => (await views([r]))[0] as RedRain

  /** The window asked for: from now or a later start within the lead, for the duration. */
  function windowOf(body: CreateRedRainBody, now: Date) {
    let start = body.startAt == null ? now.getTime() : body.startAt
    if (start < now.getTime() - START_SLACK_MS || start > now.getTime() + RED_RAIN_MAX_LEAD_DAYS * DAY_MS)
      throw new AppError(400, RedEnvelopeErrorCode.window, { days: String(RED_RAIN_MAX_LEAD_DAYS) })
    start = Math.max(start, now.getTime())
    return { startsAt: new Date(start), endsAt: new Date(start + body.durationMinutes * 60_000) }
  }

  /** The escrow → agent posting of what a settled rain's unclaimed envelopes held. */
  async function settle(
    id: number,
    how: { kind: 'ended' } | { kind: 'cancelled'; merchantId: number; agentId: number },
  ): Promise<{ rain: RainRow; returned: bigint } | null> {
    const now = clock.now()
    return inTransaction(db, async (tx) => {
      const r = createRedRainRepository(tx)
      const rain = await r.settle(id, now, how)
      if (!rain) return null
      const returned = await r.returnUnclaimed(id, now)
      let transactionId: number | null = null
      if (returned > 0n) {
        const [escrow, agent] = await accounts(tx, rain.merchantId, rain.currency, rain.agentId)
        const posted = await postTransaction(tx, {
          merchantId: rain.merchantId,
          key: `red-rain-return:${id}`,
          kind: RED_ENVELOPE_KIND,
          reason: how.kind === 'cancelled' ? 'Red envelope rain cancelled' : 'Red envelopes not claimed',
          memberId: rain.agentId,
          legs: [
            { accountId: escrow, amount: -returned },
            { accountId: agent, amount: returned },
          ],
          meta: { rainId: id },
        })
        transactionId = posted.transactionId
      }
      await r.setReturned(id, returned, transactionId)
      return { rain: { ...rain, returnedMinor: returned, returnTransactionId: transactionId }, returned }
    })
  }

  /** The merchant's escrow account and the member's wallet, in that order. */
  async function accounts(tx: Tx, merchantId: number, currency: string, memberId: number) {
    return [
      await ensureAccount(tx, { merchantId, kind: 'red_envelopes', currency }),
      await ensureAccount(tx, { merchantId, kind: 'member', memberId, currency }),
    ] as const
  }

  return {
    async createRedRain(m: AgentMerchant, c: Caller, body: CreateRedRainBody) {
      requireAgent(c)
      const total = parseAmount(body.total)
      const ids = body.downlineIds.map(Number)
      if (new Set(ids).size !== ids.length) throw new AppError(400, AgentErrorCode.duplicateDownline)
      if (total < BigInt(ids.length)) throw new AppError(400, RedEnvelopeErrorCode.tooSmall)
      const now = clock.now()
      const { startsAt, endsAt } = windowOf(body, now)
      const currency = walletCurrency(m.currency, c.type)
      const team = await agents.inTeam(m.id, c.id, ids)
      for (const id of ids) {
        const t = team.get(id)
        if (!t) throw new AppError(404, AgentErrorCode.notInTeam)
        if (t.type === 4) throw new AppError(409, RedEnvelopeErrorCode.trialMember, { account: t.account })
        if (walletCurrency(m.currency, t.type) !== currency) throw new AppError(409, AgentErrorCode.currencyMismatch)
      }
      const requestHash = sha256Hex(
        JSON.stringify({
          total: total.toString(),
          mode: body.mode,
          ids,
          startAt: body.startAt ?? null,
          durationMinutes: body.durationMinutes,
        }),
      )
      const made = await inTransaction(db, async (tx) => {
        const r = createRedRainRepository(tx)
        const rain = await r.insertRain({
          merchantId: m.id,
          agentId: c.id,
          currency,
          totalMinor: total,
          mode: body.mode,
          envelopeCount: ids.length,
          startsAt,
          endsAt,
          requestKey: body.requestKey,
          requestHash,
          createdAt: now,
        })
        // A used key: the first rain again when the body is the same (a retry), else refused.
        if (!rain) {
          const first = await r.rainByKey(c.id, body.requestKey)
          if (!first || first.requestHash !== requestHash) throw new AppError(409, WalletErrorCode.idempotencyConflict)
          return { rain: first, balance: null, replayed: true }
        }
        const amounts = splitTotal(total, ids.length, body.mode)
        await r.insertEnvelopes(
          rain.id,
          ids.map((memberId, i) => ({ memberId, amountMinor: amounts[i] as bigint })),
        )
        const [escrow, agent] = await accounts(tx, m.id, currency, c.id)
        const posted = await postTransaction(tx, {
          merchantId: m.id,
          key: `red-rain:${c.id}:${body.requestKey}`,
          kind: RED_ENVELOPE_KIND,
          reason: 'Red envelope rain',
          memberId: c.id,
          legs: [
            { accountId: agent, amount: -total },
            { accountId: escrow, amount: total },
          ],
          meta: { rainId: rain.id },
        })
        await r.setFunded(rain.id, posted.transactionId)
        const balance = posted.entries.find((e) => e.accountId === agent)?.balanceAfter ?? 0n
        return { rain, balance, replayed: false }
      })
      const balance = made.balance ?? (await memberBalance(db, c.id, currency)) ?? 0n
      return { rain: await view(made.rain), balance: toMajor(balance), replayed: made.replayed }
    },

    async redRains(m: AgentMerchant, c: Caller) {
      requireAgent(c)
      return { list: await views(await repo.rainsOf(m.id, c.id, LIST_LIMIT)) }
    },

    async cancelRedRain(m: AgentMerchant, c: Caller, id: number) {
      requireAgent(c)
      const rain = await repo.rain(m.id, c.id, id)
      if (!rain) throw new AppError(404, RedEnvelopeErrorCode.rainNotFound)
      const done = await settle(id, { kind: 'cancelled', merchantId: m.id, agentId: c.id })
      if (!done) throw new AppError(409, RedEnvelopeErrorCode.notCancellable)
      const balance = (await memberBalance(db, c.id, rain.currency)) ?? 0n
      return { rain: await view(done.rain), balance: toMajor(balance) }
    },

    /** Envelopes still waiting for the member; none for a trial member, who cannot take part. */
    async openEnvelopes(c: Caller) {
      if (c.type === 4) return { list: [] }
      const now = clock.now()
      const list = await repo.openFor(c.id, now)
      return {
        list: list.map((e) => ({
          id: e.id,
          from: e.from,
          startsAt: e.startsAt.getTime(),
          endsAt: e.endsAt.getTime(),
          status: now < e.startsAt ? ('scheduled' as const) : ('open' as const),
        })),
      }
    },

    async claimEnvelope(m: AgentMerchant, c: Caller, id: number) {
      const now = clock.now()
      const found = await repo.envelopeFor(m.id, c.id, id)
      if (!found) throw new AppError(404, RedEnvelopeErrorCode.envelopeNotFound)
      const { envelope, rain } = found
      if (envelope.claimedAt) throw new AppError(409, RedEnvelopeErrorCode.alreadyClaimed)
      if (envelope.returnedAt || rain.cancelledAt || now >= rain.endsAt)
        throw new AppError(409, RedEnvelopeErrorCode.ended)
      if (now < rain.startsAt) throw new AppError(409, RedEnvelopeErrorCode.notOpen)
      return inTransaction(db, async (tx) => {
        const r = createRedRainRepository(tx)
        const amount = await r.claim(id, now)
        if (amount === null) {
          // Another claim or the return won the row; say which.
          const again = await r.envelopeFor(m.id, c.id, id)
          throw new AppError(
            409,
            again?.envelope.claimedAt ? RedEnvelopeErrorCode.alreadyClaimed : RedEnvelopeErrorCode.ended,
          )
        }
        const [escrow, wallet] = await accounts(tx, m.id, rain.currency, c.id)
        const posted = await postTransaction(tx, {
          merchantId: m.id,
          key: `red-envelope:${id}`,
          kind: RED_ENVELOPE_KIND,
          reason: 'Red envelope',
          memberId: c.id,
          legs: [
            { accountId: escrow, amount: -amount },
            { accountId: wallet, amount },
          ],
          meta: { rainId: rain.id, envelopeId: id, from: rain.agentId },
        })
        await r.setClaimTransaction(id, posted.transactionId)
        const balance = posted.entries.find((e) => e.accountId === wallet)?.balanceAfter ?? 0n
        return {
          id,
          amount: toMajor(amount),
          balance: toMajor(balance),
          currency: rain.currency,
          from: found.from,
        }
      })
    },

    /**
     * The scheduled job: settles every rain whose window closed, giving the agent back what was
     * not claimed. Safe twice and on two instances: only one `settle` wins each rain. Answers how
     * many rains this call settled.
     */
    async settleDue(): Promise<number> {
      let settled = 0
      for (const id of await repo.due(clock.now(), SETTLE_BATCH)) if (await settle(id, { kind: 'ended' })) settled++
      return settled
    },
  }
}
export type RedRainService = ReturnType<typeof createRedRainService>
