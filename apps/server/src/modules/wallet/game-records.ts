import type { GameRecordList, GameRecordQuery } from '@parlor/contract'
import { and, eq, gte, lt } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { gameRounds } from '../../db/schema.ts'
import { toMajor } from '@parlor/contract'
import { createWalletHistoryRepository } from './wallet-history-repository.ts'

const dayStart = (v: string | number | undefined) =>
  v === undefined ? null : typeof v === 'number' ? new Date(v) : new Date(`${v}T00:00:00Z`)

/** The member's game rounds across providers, newest first; `endDate` as a day includes that day. */
export async function gameRecords(db: Db, memberId: number, q: GameRecordQuery): Promise<GameRecordList> {
  const pageNo = q.pageNo ?? 1
  const pageSize = q.pageSize ?? 20
  const from = dayStart(q.startDate)
  let to = dayStart(q.endDate)
  if (to && typeof q.endDate === 'string') to = new Date(to.getTime() + 86_400_000)
  const where = and(
    eq(gameRounds.memberId, memberId),
    from ? gte(gameRounds.createdAt, from) : undefined,
    to ? lt(gameRounds.createdAt, to) : undefined,
    q.vassalage ? eq(gameRounds.provider, q.vassalage) : undefined,
    q.gameCode ? eq(gameRounds.gameCode, q.gameCode) : undefined,
    q.status ? eq(gameRounds.status, q.status) : undefined,
  )
  const { rows, total: totalCount } = await createWalletHistoryRepository(db).roundsPage(where, { pageNo, pageSize })
  return {
    list: rows.map((r) => {
      // A rolled-back round paid the stake back: it nets to zero.
      const payout = r.status === 'rolled_back' ? r.betMinor : r.winMinor
      return {
        roundId: r.roundId,
        vassalage: r.provider,
        gameCode: r.gameCode,
        status: r.status as 'open' | 'settled' | 'rolled_back',
        bet: toMajor(r.betMinor),
        payout: toMajor(payout),
        net: toMajor(payout - r.betMinor),
        currency: r.currency,
        createdAt: r.createdAt.getTime(),
        closedAt: r.closedAt ? r.closedAt.getTime() : null,
      }
    }),
    pageNum: pageNo,
    totalPages: Math.max(1, Math.ceil(totalCount / pageSize)),
    totalCount,
  }
}
