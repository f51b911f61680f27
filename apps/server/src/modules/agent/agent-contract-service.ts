/**
 * Salary and dividend contracts: an agent offers one to a direct downline that is itself a
 * contract agent; the downline accepts (ending the one in force) or rejects it.
 */
import {
  AgentErrorCode,
  type ApplyContractBody,
  type Contract,
  type ContractInfo,
  type ContractKind,
  type ContractTier,
  type FundsConsolidated,
  NO_CONTRACT_OFFERS,
} from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { ContractRow } from './agent-contract-repository.ts'
import type { AgentRepository } from './agent-repository.ts'
import { type AgentMerchant, type Caller, isContractAgent, requireContractAgent } from './agent-rules.ts'

const CONTRACT_SHAPE: Record<ContractKind, { unit: 'amount' | 'percent'; period: 'day' | 'hour' | null }> = {
  dailySalary: { unit: 'amount', period: 'day' },
  hourlySalary: { unit: 'amount', period: 'hour' },
  dividend: { unit: 'percent', period: null },
}

const hasCents = (n: number) => Math.abs(n * 100 - Math.round(n * 100)) > 1e-6

function checkTiers(kind: ContractKind, tiers: ContractTier[]) {
  let prev = -1
  for (const t of tiers) {
    if (t.minTurnover <= prev || hasCents(t.minTurnover) || hasCents(t.reward))
      throw new AppError(400, AgentErrorCode.contractTiers)
    if (kind === 'dividend' && t.reward > 100) throw new AppError(400, AgentErrorCode.contractTiers)
    prev = t.minTurnover
  }
}

export function createAgentContractService(deps: { db: Db; repo: AgentRepository; clock: Clock }) {
  const { db, repo, clock } = deps

  async function contractAnswers(rows: ContractRow[]): Promise<Contract[]> {
    const names = await repo.usernamesOf([
      ...new Set(rows.flatMap((r) => [r.toMemberId, ...(r.fromMemberId ? [r.fromMemberId] : [])])),
    ])
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ContractKind,
      status: r.status as Contract['status'],
      fromAccount: r.fromMemberId ? (names.get(r.fromMemberId) ?? null) : null,
      toAccount: names.get(r.toMemberId) ?? '',
      period: r.period as Contract['period'],
      rewardUnit: r.rewardUnit as Contract['rewardUnit'],
      tiers: r.tiers,
      remark: r.remark,
      currency: r.currency,
      createdAt: r.createdAt.getTime(),
      decidedAt: r.decidedAt ? r.decidedAt.getTime() : null,
    }))
  }

  return {
    async fundsConsolidated(c: Caller): Promise<FundsConsolidated> {
      if (!isContractAgent(c.type)) return { ...NO_CONTRACT_OFFERS }
      const { pending, accepted } = await repo.contractStates(c.id)
      return {
        ...NO_CONTRACT_OFFERS,
        dailysalreqtype: pending.has('dailySalary'),
        divtypereq: pending.has('dividend'),
        divtypecompperiodreq: pending.has('dividend'),
        contracthoursalreq: pending.has('hourlySalary'),
        contractmrdailysalinfotype: accepted.has('dailySalary'),
        dailysalinfotype: accepted.has('dailySalary'),
        contracthoursalinfo: accepted.has('hourlySalary'),
        divtypeinfo: accepted.has('dividend'),
      }
    },

    async contractInfo(c: Caller, kind: ContractKind): Promise<ContractInfo> {
      requireContractAgent(c)
      const rows = await repo.contractsOf(c.id, kind)
      const pick = rows.filter((r) => r.status === 'pending' || r.status === 'accepted')
      const answers = await contractAnswers(pick)
      return {
        pending: answers.find((a) => a.status === 'pending') ?? null,
        current: answers.find((a) => a.status === 'accepted') ?? null,
      }
    },

    async processContract(c: Caller, kind: ContractKind, id: number, action: 'accept' | 'reject'): Promise<Contract> {
      requireContractAgent(c)
      const row = await inTransaction(db, async (tx) => {
        const found = await repo.lockContract(tx, { id, toMemberId: c.id, kind })
        if (!found) throw new AppError(404, AgentErrorCode.contractNotFound)
        if (found.status !== 'pending') throw new AppError(409, AgentErrorCode.contractNotPending)
        const now = clock.now()
        // The contract in force ends when its successor is accepted (one accepted per kind).
        if (action === 'accept') await repo.endAccepted(tx, c.id, kind, now)
        return (await repo.decide(tx, found.id, action === 'accept' ? 'accepted' : 'rejected', now)) ?? found
      })
      const [answer] = await contractAnswers([row])
      return answer as Contract
    },

    async applyContract(m: AgentMerchant, c: Caller, kind: ContractKind, body: ApplyContractBody): Promise<Contract> {
      requireContractAgent(c)
      const target = await repo.member(m.id, Number(body.downlineId))
      if (!target || target.parentId !== c.id || !isContractAgent(target.type) || target.status !== 1)
        throw new AppError(400, AgentErrorCode.contractTarget)
      checkTiers(kind, body.tiers)
      const shape = CONTRACT_SHAPE[kind]
      const row = await repo.insertOffer({
        merchantId: m.id,
        kind,
        fromMemberId: c.id,
        toMemberId: target.id,
        status: 'pending',
        period: shape.period ?? body.period ?? 'halfMonth',
        rewardUnit: shape.unit,
        tiers: body.tiers,
        remark: body.remark?.trim() || null,
        currency: walletCurrency(m.currency, target.type),
        createdAt: clock.now(),
      })
      if (!row) throw new AppError(409, AgentErrorCode.contractPendingExists)
      const [answer] = await contractAnswers([row])
      return answer as Contract
    },
  }
}
