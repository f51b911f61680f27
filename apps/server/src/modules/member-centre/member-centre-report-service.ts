/** The member centre's reports: profit and loss, rebates and referred friends. */
import {
  ErrorCode,
  PNL_MAX_DAYS,
  type PnlQuery,
  type PnlSummary,
  REBATE_PRODUCT_TYPES,
  type RebateProductType,
  type RebateReport,
  type ReferredMembers,
  toMajor,
} from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { maskUsername } from '../../lib/mask-username.ts'
import { requireFlag } from '../system/merchant-context.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import { walletCurrency } from '../wallet/ledger.ts'
import type { MemberCentreRepository, MemberRow } from './member-centre-repository.ts'

export interface Caller {
  id: number
  type: number
}

const MAX_REFERRED = 50

const dayMs = 86_400_000
/** `startDate`..`endDate` as UTC days, both included, at most PNL_MAX_DAYS. */
function dayRange(q: PnlQuery): { from: number; to: number } {
  const from = Date.parse(`${q.startDate}T00:00:00Z`)
  const to = Date.parse(`${q.endDate}T00:00:00Z`) + dayMs
  if (!Number.isFinite(from) || !Number.isFinite(to) || to <= from || to - from > PNL_MAX_DAYS * dayMs) {
    throw new AppError(400, ErrorCode.requestParam, { detail: `a range of 1 to ${PNL_MAX_DAYS} days` })
  }
  return { from, to }
}
const feature = (on: boolean | undefined) => {
  if (!on) throw new AppError(403, ErrorCode.functionNotAvailable)
}

/** The caller's member row; a member gone since sign-in is signed out. */
export async function requireMember(repo: MemberCentreRepository, id: number): Promise<MemberRow> {
  const row = await repo.findMember(id)
  if (!row) throw new AppError(401, ErrorCode.tokenInvalid)
  return row
}

export function createMemberCentreReportService(deps: { repo: MemberCentreRepository; clock: Clock }) {
  const { repo, clock } = deps
  const member = (id: number) => requireMember(repo, id)

  return {
    async pnl(merchant: MerchantContext, caller: Caller, q: PnlQuery): Promise<PnlSummary> {
      requireFlag(merchant, 'PERSREP', 403)
      const { from, to } = dayRange(q)
      const currency = walletCurrency(merchant.currency, caller.type)
      const days = await repo.roundsByDay(caller.id, currency, new Date(from), new Date(to))
      let rounds = 0
      let bet = 0n
      let payout = 0n
      for (const d of days) {
        rounds += d.rounds
        bet += d.betMinor
        payout += d.payoutMinor
      }
      return {
        currency,
        days: days.map((d) => ({
          date: d.date,
          rounds: d.rounds,
          bet: toMajor(d.betMinor),
          payout: toMajor(d.payoutMinor),
          net: toMajor(d.payoutMinor - d.betMinor),
        })),
        total: { rounds, bet: toMajor(bet), payout: toMajor(payout), net: toMajor(payout - bet) },
      }
    },

    async rebateReport(merchant: MerchantContext, caller: Caller, q: PnlQuery): Promise<RebateReport> {
      requireFlag(merchant, 'PLYRBT', 403)
      const { from, to } = dayRange(q)
      const currency = walletCurrency(merchant.currency, caller.type)
      const [rates, turnover, paidRows] = await Promise.all([
        repo.rebateRates(merchant.id, caller.id),
        repo.rebateTurnover(merchant.id, caller.id, currency, new Date(from), new Date(to)),
        repo.paidRebates(caller.id, q.startDate, q.endDate),
      ])
      let bet = 0n
      let rebate = 0n
      const list = REBATE_PRODUCT_TYPES.map((productType) => {
        const t = turnover.get(productType) ?? { betMinor: 0n, rebateMinor: 0n }
        bet += t.betMinor
        rebate += t.rebateMinor
        return {
          productType,
          rate: (rates.get(productType) ?? 0) / 100,
          bet: toMajor(t.betMinor),
          rebate: toMajor(t.rebateMinor),
        }
      })
      const known = new Set<string>(REBATE_PRODUCT_TYPES)
      const paid = paidRows
        .filter((p) => known.has(p.productType))
        .map((p) => ({
          date: p.day,
          productType: p.productType as RebateProductType,
          rate: p.rateBp / 100,
          bet: toMajor(p.betMinor),
          amount: toMajor(p.amountMinor),
          paidTime: p.paidAt.getTime(),
        }))
      const paidTotal = paidRows.filter((p) => known.has(p.productType)).reduce((s, p) => s + p.amountMinor, 0n)
      return {
        currency,
        list,
        total: { bet: toMajor(bet), rebate: toMajor(rebate) },
        paid,
        paidTotal: toMajor(paidTotal),
      }
    },

    async referredMembers(merchant: MerchantContext, caller: Caller): Promise<ReferredMembers> {
      feature(await repo.promotionLive(merchant.id, 'REFERRAL', clock.now()))
      const row = await member(caller.id)
      const { rows, total } = await repo.referredMembers(caller.id, MAX_REFERRED)
      return {
        affiliateCode: row.affiliateCode,
        total,
        members: rows.map((r) => ({ account: maskUsername(r.username), regDate: r.regDate.getTime() })),
      }
    },
  }
}
