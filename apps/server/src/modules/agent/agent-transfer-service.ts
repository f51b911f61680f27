/**
 * Agent transfers through the ledger: to downlines (one or several in one transaction) and up
 * to the upline. Each call is claimed under the caller's request key, so a retried call answers
 * the first result instead of paying twice.
 */
import { AgentErrorCode, toMajor, WalletErrorCode } from '@parlor/contract'
import { type Db, inTransaction, type Tx } from '../../db/client.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import { requireFlag } from '../system/merchant-context.ts'
import { ensureAccount, lockAccounts, walletCurrency } from '../wallet/ledger.ts'
import type { AgentRepository } from './agent-repository.ts'
import { type AgentMerchant, type Caller, parseAmount, requireAgent } from './agent-rules.ts'
import { postAgentTransfer } from './agent-transfer-posting.ts'

export function createAgentTransferService(deps: { db: Db; repo: AgentRepository }) {
  const { db, repo } = deps

  async function transferTargets(m: AgentMerchant, c: Caller, ids: number[]) {
    const team = await repo.inTeam(m.id, c.id, ids)
    const currency = walletCurrency(m.currency, c.type)
    for (const id of ids) {
      const t = team.get(id)
      if (!t) throw new AppError(404, AgentErrorCode.notInTeam)
      if (walletCurrency(m.currency, t.type) !== currency) throw new AppError(409, AgentErrorCode.currencyMismatch)
    }
    return { team, currency }
  }

  async function claim(tx: Tx, m: AgentMerchant, c: Caller, requestKey: string, kind: string, body: unknown) {
    const state = await repo.claimRequest(tx, {
      merchantId: m.id,
      memberId: c.id,
      requestKey,
      kind,
      requestHash: sha256Hex(JSON.stringify(body)),
    })
    if (state === 'conflict') throw new AppError(409, WalletErrorCode.idempotencyConflict)
    return state === 'replay'
  }

  /** One transfer in its own transaction: claims the caller's request key, then posts. */
  function transferOnce(
    m: AgentMerchant,
    c: Caller,
    body: { requestKey: string; remark?: string | null | undefined },
    a: { kind: 'downline' | 'upline'; from: number; to: number; minor: bigint; currency: string },
  ) {
    const remark = body.remark?.trim() || null
    return inTransaction(db, async (tx) => {
      const replayed = await claim(tx, m, c, body.requestKey, a.kind, { to: a.to, minor: a.minor.toString(), remark })
      const { kind: _kind, ...move } = a
      const posted = await postAgentTransfer(tx, {
        ...move,
        merchantId: m.id,
        requestKey: body.requestKey,
        reason: remark,
      })
      return { ...posted, replayed }
    })
  }

  return {
    async transferDownline(
      m: AgentMerchant,
      c: Caller,
      body: { downlineId: number; amount: number | string; requestKey: string; remark?: string | null | undefined },
    ) {
      requireAgent(c)
      const minor = parseAmount(body.amount)
      const { team, currency } = await transferTargets(m, c, [body.downlineId])
      const r = await transferOnce(m, c, body, { kind: 'downline', from: c.id, to: body.downlineId, minor, currency })
      return {
        transactionId: r.transactionId,
        balance: toMajor(r.fromAfter),
        downlineId: body.downlineId,
        account: team.get(body.downlineId)?.account ?? '',
        amount: toMajor(minor),
        downlineBalance: toMajor(r.toAfter),
        currency,
        replayed: r.replayed,
      }
    },

    async transferMultiple(
      m: AgentMerchant,
      c: Caller,
      body: {
        transfers: { downlineId: number; amount: number | string }[]
        requestKey: string
        remark?: string | null | undefined
      },
    ) {
      requireAgent(c)
      const items = body.transfers.map((t) => ({ downlineId: t.downlineId, minor: parseAmount(t.amount) }))
      const ids = items.map((i) => i.downlineId)
      if (new Set(ids).size !== ids.length) throw new AppError(400, AgentErrorCode.duplicateDownline)
      const { team, currency } = await transferTargets(m, c, ids)
      const remark = body.remark?.trim() || null
      return inTransaction(db, async (tx) => {
        const replayed = await claim(tx, m, c, body.requestKey, 'multiple', {
          to: items.map((i) => [i.downlineId, i.minor.toString()]),
          remark,
        })
        // All postings share the caller's transaction: one refused leg rolls back every one.
        const wallets = []
        for (const memberId of [c.id, ...ids])
          wallets.push(await ensureAccount(tx, { merchantId: m.id, kind: 'member', memberId, currency }))
        await lockAccounts(tx, m.id, wallets)
        const list = []
        let balance = 0n
        for (const i of items) {
          const r = await postAgentTransfer(tx, {
            merchantId: m.id,
            from: c.id,
            to: i.downlineId,
            minor: i.minor,
            currency,
            requestKey: body.requestKey,
            reason: remark,
          })
          balance = r.fromAfter
          list.push({
            transactionId: r.transactionId,
            downlineId: i.downlineId,
            account: team.get(i.downlineId)?.account ?? '',
            amount: toMajor(i.minor),
            downlineBalance: toMajor(r.toAfter),
          })
        }
        return {
          balance: toMajor(balance),
          totalAmount: toMajor(items.reduce((s, i) => s + i.minor, 0n)),
          currency,
          replayed,
          list,
        }
      })
    },

    async transferUpline(
      m: AgentMerchant,
      c: Caller,
      body: { amount: number | string; requestKey: string; remark?: string | null | undefined },
    ) {
      requireFlag(m, 'AGETRANSFERUP3')
      const minor = parseAmount(body.amount)
      const me = await repo.member(m.id, c.id)
      if (!me?.parentId || me.type === 2) throw new AppError(403, AgentErrorCode.uplineNotAllowed)
      const up = await repo.member(m.id, me.parentId)
      if (up === null || up.status !== 1) throw new AppError(403, AgentErrorCode.uplineNotAllowed)
      const currency = walletCurrency(m.currency, me.type)
      if (walletCurrency(m.currency, up.type) !== currency) throw new AppError(409, AgentErrorCode.currencyMismatch)
      const r = await transferOnce(m, c, body, { kind: 'upline', from: me.id, to: up.id, minor, currency })
      return {
        transactionId: r.transactionId,
        balance: toMajor(r.fromAfter),
        amount: toMajor(minor),
        uplineAccount: up.username,
        currency,
        replayed: r.replayed,
      }
    },
  }
}
