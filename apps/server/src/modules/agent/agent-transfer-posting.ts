/**
 * The ledger posting behind every agent transfer. Its idempotency key joins the sender, the
 * caller's request key and the receiver, so one request paying several downlines posts once each.
 */
import type { Tx } from '../../db/client.ts'
import { ensureAccount, postTransaction } from '../wallet/ledger.ts'

/** One ledger posting caller → member, keyed by the caller's request key and the receiver. */
export async function postAgentTransfer(
  tx: Tx,
  a: {
    merchantId: number
    from: number
    to: number
    minor: bigint
    currency: string
    requestKey: string
    reason: string | null
  },
) {
  const fromAccount = await ensureAccount(tx, {
    merchantId: a.merchantId,
    kind: 'member',
    memberId: a.from,
    currency: a.currency,
  })
  const toAccount = await ensureAccount(tx, {
    merchantId: a.merchantId,
    kind: 'member',
    memberId: a.to,
    currency: a.currency,
  })
  const posted = await postTransaction(tx, {
    merchantId: a.merchantId,
    key: `agent-transfer:${a.from}:${a.requestKey}:${a.to}`,
    kind: 'transfer',
    reason: a.reason,
    memberId: a.from,
    legs: [
      { accountId: fromAccount, amount: -a.minor },
      { accountId: toAccount, amount: a.minor },
    ],
    meta: { from: a.from, to: a.to, requestKey: a.requestKey },
  })
  const after = (id: number) => posted.entries.find((e) => e.accountId === id)?.balanceAfter ?? 0n
  return { transactionId: posted.transactionId, fromAfter: after(fromAccount), toAfter: after(toAccount) }
}
