/** A member's own deposits: one by its order number, or a page of them. */
import type { DepositRecordQuery } from '@parlor/contract'
import { recordWindow } from '../wallet/wallet-service.ts'
import { type DepositCore, type DepositDeps, type DepositMember, depositToWire } from './deposit-core.ts'

export function createDepositRecordsService({ repo }: DepositDeps, core: DepositCore) {
  return {
    async status(member: DepositMember, lang: string, orderNo: string) {
      return { deposit: depositToWire(await core.viewOf(orderNo, member.id), lang) }
    },

    async records(member: DepositMember, lang: string, q: DepositRecordQuery) {
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const { from, to } = recordWindow(q)
      const found = await repo.viewPage({ memberId: member.id, status: q.status, from, to }, { pageNo, pageSize })
      return {
        list: found.rows.map((r) => depositToWire(r, lang)),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(found.total / pageSize)),
        totalCount: found.total,
      }
    },
  }
}
export type DepositRecordsService = ReturnType<typeof createDepositRecordsService>
