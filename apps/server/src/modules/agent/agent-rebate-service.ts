/**
 * Rebate rates down the tree (an upline sets a direct downline's rates between the downline's
 * own downlines' highest and its own) and the rebate income they earn.
 */
import {
  AgentErrorCode,
  REBATE_PRODUCT_TYPES,
  type RebateIncome,
  type RebateProductType,
  type RebateRates,
  toMajor,
} from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { AgentRepository } from './agent-repository.ts'
import { type AgentMerchant, type Caller, checkRange, reportRange, requireAgent } from './agent-rules.ts'

export function createAgentRebateService(deps: { db: Db; repo: AgentRepository; clock: Clock }) {
  const { db, repo, clock } = deps

  async function directDownline(m: AgentMerchant, c: Caller, id: number) {
    const target = await repo.member(m.id, id)
    if (!target || target.parentId !== c.id) throw new AppError(404, AgentErrorCode.rebateTarget)
    return target
  }

  /** A member's rates with the bounds an upline may set them within. */
  async function ratesAnswer(db2: Db | Tx, target: { id: number; username: string; parentId: number | null }) {
    const ids = target.parentId ? [target.id, target.parentId] : [target.id]
    const rates = await repo.ratesOf(db2, ids)
    const own = rates.get(target.id) ?? new Map<string, number>()
    // A top-level agent's rates are the operator's to set: its ceiling is what it has.
    const ceiling = target.parentId ? (rates.get(target.parentId) ?? new Map<string, number>()) : own
    const floor = await repo.childMaxRates(db2, target.id)
    return {
      memberId: target.id,
      account: target.username,
      rates: REBATE_PRODUCT_TYPES.map((productType) => ({
        productType,
        rate: (own.get(productType) ?? 0) / 100,
        maxRate: (ceiling.get(productType) ?? 0) / 100,
        minRate: (floor.get(productType) ?? 0) / 100,
      })),
    }
  }

  return {
    async rebateRates(m: AgentMerchant, c: Caller, downlineId?: number | undefined): Promise<RebateRates> {
      requireAgent(c)
      const target = downlineId === undefined ? await repo.member(m.id, c.id) : await directDownline(m, c, downlineId)
      if (!target) throw new AppError(404, AgentErrorCode.rebateTarget)
      return ratesAnswer(db, target)
    },

    async updateDownlineRebates(
      m: AgentMerchant,
      c: Caller,
      body: { downlineId: number; rates: { productType: RebateProductType; rate: number }[] },
    ): Promise<RebateRates> {
      requireAgent(c)
      const target = await directDownline(m, c, body.downlineId)
      const wanted = body.rates.map((r) => ({ productType: r.productType, bp: Math.round(r.rate * 100) }))
      if (new Set(wanted.map((w) => w.productType)).size !== wanted.length)
        throw new AppError(400, AgentErrorCode.rebateRange, { product: '-' })
      await inTransaction(db, async (tx) => {
        // The caller's row and the downline's: a concurrent edit of the downline's own downlines waits.
        await repo.lockMembers(tx, [c.id, target.id])
        const own = (await repo.ratesOf(tx, [c.id])).get(c.id) ?? new Map<string, number>()
        const floor = await repo.childMaxRates(tx, target.id)
        for (const w of wanted) {
          if (w.bp > (own.get(w.productType) ?? 0) || w.bp < (floor.get(w.productType) ?? 0))
            throw new AppError(400, AgentErrorCode.rebateRange, { product: w.productType })
        }
        await repo.setRates(tx, target.id, wanted, clock.now())
      })
      return ratesAnswer(db, target)
    },

    async rebateIncome(m: AgentMerchant, c: Caller, q: { startDate: string; endDate: string }): Promise<RebateIncome> {
      requireAgent(c)
      checkRange(q)
      const currency = walletCurrency(m.currency, c.type)
      const [byProduct, own] = await Promise.all([
        repo.rebateIncome(reportRange(m, c, q, currency)),
        repo.ratesOf(db, [c.id]),
      ])
      const rates = own.get(c.id) ?? new Map<string, number>()
      const list = REBATE_PRODUCT_TYPES.map((productType) => {
        const f = byProduct.get(productType) ?? { bet: 0n, income: 0n }
        return {
          productType,
          rate: (rates.get(productType) ?? 0) / 100,
          bet: toMajor(f.bet),
          income: toMajor(f.income),
        }
      })
      let bet = 0n
      let income = 0n
      for (const f of byProduct.values()) {
        bet += f.bet
        income += f.income
      }
      return {
        footer: {
          bet: toMajor(bet),
          income: toMajor(income),
          currency,
          timeZone: m.timeZone,
          startDate: q.startDate,
          endDate: q.endDate,
        },
        list,
      }
    },
  }
}
