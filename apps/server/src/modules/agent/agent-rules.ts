/**
 * What every agent sub-area checks first: who counts as an agent, date ranges of reports and
 * amounts of transfers. Pure functions; the services apply them before touching the database.
 */
import { randomInt } from 'node:crypto'
import { AgentErrorCode, KPI_MAX_SPAN_DAYS, NO_CONTRACT_TYPES, NON_AGENT_TYPES, parseMajor } from '@parlor/contract'
import { AppError } from '../../lib/errors.ts'
import type { MerchantContext } from '../system/merchant-context.ts'

export interface Caller {
  id: number
  merchantId: number
  username: string
  type: number
}

export type AgentMerchant = Pick<MerchantContext, 'id' | 'currency' | 'timeZone' | 'flags' | 'registerSettings'>

const DAY_MS = 86_400_000

export const isAgent = (type: number) => !NON_AGENT_TYPES.includes(type)
/** Agents that get contracts and dividend info (storefront §4: not 4, 40, 41, 42). */
export const isContractAgent = (type: number) => isAgent(type) && !NO_CONTRACT_TYPES.includes(type)

export function requireAgent(c: Caller) {
  if (!isAgent(c.type)) throw new AppError(403, AgentErrorCode.notAgent)
}
export function requireContractAgent(c: Caller) {
  if (!isContractAgent(c.type)) throw new AppError(403, AgentErrorCode.notAgent)
}

/** Epoch day of a `YYYY-MM-DD` that exists in the calendar. */
function epochDay(s: string): number {
  const t = Date.parse(`${s}T00:00:00Z`)
  if (Number.isNaN(t) || new Date(t).toISOString().slice(0, 10) !== s)
    throw new AppError(400, AgentErrorCode.dateInvalid)
  return t / DAY_MS
}
/** A range of existing days, end not before start, at most KPI_MAX_SPAN_DAYS long. */
export function checkRange(q: { startDate: string; endDate: string }) {
  const start = epochDay(q.startDate)
  const end = epochDay(q.endDate)
  if (end < start) throw new AppError(400, AgentErrorCode.dateOrder)
  if (end - start + 1 > KPI_MAX_SPAN_DAYS)
    throw new AppError(400, AgentErrorCode.dateSpan, { days: String(KPI_MAX_SPAN_DAYS) })
  return { start, end }
}
/** The report range the repository takes: the caller's team, in the merchant's days and currency. */
export const reportRange = (
  m: AgentMerchant,
  c: Caller,
  q: { startDate: string; endDate: string },
  currency: string,
) => ({
  merchantId: m.id,
  agentId: c.id,
  startDate: q.startDate,
  endDate: q.endDate,
  timeZone: m.timeZone,
  currency,
})
export const dayText = (epoch: number) => new Date(epoch * DAY_MS).toISOString().slice(0, 10)

/** A positive amount with at most two decimals, in minor units. */
export function parseAmount(v: number | string): bigint {
  const minor = parseMajor(typeof v === 'number' ? String(v) : v)
  if (minor === null || minor <= 0n) throw new AppError(400, AgentErrorCode.amountInvalid)
  return minor
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** An affiliate code candidate; callers check it is free in the merchant. */
export const randomCode = (length = 8) =>
  Array.from({ length }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
