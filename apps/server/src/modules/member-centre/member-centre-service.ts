/** The member centre's own calls: profile fields, head icon, security overview, P&L, fund records, referrals. */
import { randomBytes } from 'node:crypto'
import {
  checkField,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ErrorCode,
  ICON_MAX_BYTES,
  MemberCentreErrorCode,
  NICKNAME_MAX,
  NICKNAME_MIN,
  PNL_MAX_DAYS,
  REBATE_PRODUCT_TYPES,
  type RebateReport,
  type FundRecordQuery,
  type IconAnswer,
  type PnlQuery,
  type PnlSummary,
  type ReferredMembers,
  type SecurityConfig,
  type TransactionRecordList,
} from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { maskEmail, maskMobile } from '../member/member-service.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { toMajor, walletCurrency } from '../wallet/ledger.ts'
import { IconError, reencodeIcon, bytesFromField } from './icon-image.ts'
import type { MemberCentreRepository, MemberRow } from './member-centre-repository.ts'

export interface Caller {
  id: number
  type: number
}

const ICON_LIMIT = { max: 20, windowMs: 60 * 60_000 }
const PROFILE_LIMIT = { max: 30, windowMs: 10 * 60_000 }
/** Letters and marks of any script, digits, spaces and a little punctuation: no markup, no control characters. */
const NICKNAME_CHARS = /^[\p{L}\p{M}\p{N} ._-]+$/u
/** A person's name as a bank would print it. */
const PAYEE_CHARS = /^[\p{L}\p{M} .'-]+$/u
const FALLBACK_PAYEE_RULE = {
  enabled: true,
  required: true,
  acceptedPattern: '*',
  patternId: 8,
  minLength: 2,
  maxLength: 50,
}
/** Ledger kinds that bring money in from outside the games, and take it out. */
export const DEPOSIT_KINDS = ['deposit', 'adjustment', 'seed', 'trial_grant'] as const
export const WITHDRAWAL_KINDS = ['withdrawal', 'adjustment'] as const
const ICON_PATH = '/cdn/member-icons/'
const MAX_REFERRED = 50

const iconErrors: Record<IconError['reason'], string> = {
  missing: MemberCentreErrorCode.iconMissing,
  type: MemberCentreErrorCode.iconType,
  too_large: MemberCentreErrorCode.iconTooLarge,
  corrupt: MemberCentreErrorCode.iconCorrupt,
}

export const iconUrl = (key: string, contentType: string) =>
  `${ICON_PATH}${key}.${contentType === 'image/png' ? 'png' : 'jpg'}`

/** `ab` → `a*`, `lina` → `l**a`: enough to recognise a friend, not enough to target an account. */
export function maskAccount(account: string): string {
  const chars = [...account]
  if (chars.length <= 2) return `${chars[0] ?? ''}*`
  return `${chars[0]}${'*'.repeat(Math.min(6, chars.length - 2))}${chars[chars.length - 1]}`
}

const length = (s: string) => [...s].length
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

export function createMemberCentreService(deps: { repo: MemberCentreRepository; limiter: RateLimiter; clock: Clock }) {
  const { repo, limiter, clock } = deps

  async function limit(key: string, rule: { max: number; windowMs: number }) {
    const [c] = await limiter.hit([{ key, windowMs: rule.windowMs }])
    if (c && c.count > rule.max) throw new AppError(429, ErrorCode.tooManyRequests)
  }

  async function member(id: number): Promise<MemberRow> {
    const row = await repo.findMember(id)
    if (!row) throw new AppError(401, ErrorCode.tokenInvalid)
    return row
  }

  return {
    async setNickname(caller: Caller, raw: string) {
      const nickname = raw.trim().replace(/\s+/g, ' ')
      if (length(nickname) < NICKNAME_MIN || length(nickname) > NICKNAME_MAX || !NICKNAME_CHARS.test(nickname)) {
        throw new AppError(400, MemberCentreErrorCode.nicknameFormat, {
          min: String(NICKNAME_MIN),
          max: String(NICKNAME_MAX),
        })
      }
      await limit(`profile:${caller.id}`, PROFILE_LIMIT)
      await repo.setNickname(caller.id, nickname)
    },

    async setEmail(caller: Caller, raw: string) {
      const email = raw.trim()
      if (!email || email.length > EMAIL_MAX || !EMAIL_PATTERN.test(email)) {
        throw new AppError(400, MemberCentreErrorCode.emailFormat)
      }
      await limit(`profile:${caller.id}`, PROFILE_LIMIT)
      await repo.setEmail(caller.id, email)
    },

    /** The merchant's payee-name rule (register settings, wire-contract §6.2) plus our letters-only floor; set once. */
    async setPayeeName(merchant: Merchant, caller: Caller, raw: string) {
      const payeeName = raw.trim().replace(/\s+/g, ' ')
      const rule = { ...(merchant.registerSettings.payeeName ?? FALLBACK_PAYEE_RULE), enabled: true, required: true }
      const failure = checkField('payeeName', rule, payeeName)
      if (failure || !payeeName || !PAYEE_CHARS.test(payeeName)) {
        throw new AppError(400, MemberCentreErrorCode.payeeNameFormat, {
          min: String(rule.minLength || FALLBACK_PAYEE_RULE.minLength),
          max: String(rule.maxLength || FALLBACK_PAYEE_RULE.maxLength),
        })
      }
      await limit(`profile:${caller.id}`, PROFILE_LIMIT)
      if (!(await repo.setPayeeNameOnce(caller.id, payeeName))) {
        throw new AppError(409, MemberCentreErrorCode.payeeNameLocked)
      }
    },

    async icon(caller: Caller): Promise<IconAnswer> {
      const row = await repo.iconKey(caller.id)
      return { url: row ? iconUrl(row.key, row.contentType) : null }
    },

    async uploadIcon(caller: Caller, field: string): Promise<IconAnswer> {
      await limit(`icon:${caller.id}`, ICON_LIMIT)
      const bytes = bytesFromField(field)
      if (!bytes) throw new AppError(400, MemberCentreErrorCode.iconType)
      let encoded: ReturnType<typeof reencodeIcon>
      try {
        encoded = reencodeIcon(bytes)
      } catch (err) {
        if (!(err instanceof IconError)) throw err
        throw new AppError(err.reason === 'too_large' ? 413 : 400, iconErrors[err.reason], {
          max: `${ICON_MAX_BYTES / 1024 / 1024} MB`,
        })
      }
      const key = randomBytes(16).toString('hex')
      await repo.saveIcon(caller.id, key, encoded.contentType, encoded.bytes, clock.now())
      return { url: iconUrl(key, encoded.contentType) }
    },

    /** `null` when the key names no icon. */
    async iconImage(file: string): Promise<{ contentType: string; bytes: Buffer } | null> {
      const m = /^([a-f0-9]{32})\.(png|jpg)$/.exec(file)
      if (!m?.[1]) return null
      const row = await repo.iconByKey(m[1])
      if (!row || (m[2] === 'png') !== (row.contentType === 'image/png')) return null
      return row
    },

    async securityConfig(caller: Caller, currentSessionId: number): Promise<SecurityConfig> {
      const row = await member(caller.id)
      const logins = await repo.recentSessions(caller.id, 5)
      return {
        mobile: maskMobile(row.mobile),
        email: maskEmail(row.email),
        payeeName: row.payeeName || null,
        nickname: row.nickname,
        // No withdrawal password can be set on this platform yet (no column holds one).
        withdrawPassword: false,
        passwordChangedAt: row.passwordChangedAt.getTime(),
        recentLogins: logins.map((s) => ({
          at: s.createdAt.getTime(),
          loginType: s.loginType,
          ip: s.ip,
          device: s.device,
          current: s.id === currentSessionId,
        })),
      }
    },

    async pnl(merchant: Merchant, caller: Caller, q: PnlQuery): Promise<PnlSummary> {
      feature(merchant.flags.PERSREP)
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

    async rebateReport(merchant: Merchant, caller: Caller, q: PnlQuery): Promise<RebateReport> {
      feature(merchant.flags.PLYRBT)
      const { from, to } = dayRange(q)
      const currency = walletCurrency(merchant.currency, caller.type)
      const [rates, turnover] = await Promise.all([
        repo.rebateRates(caller.id),
        repo.rebateTurnover(caller.id, currency, new Date(from), new Date(to)),
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
      return { currency, list, total: { bet: toMajor(bet), rebate: toMajor(rebate) } }
    },

    async fundRecords(merchant: Merchant, caller: Caller, q: FundRecordQuery): Promise<TransactionRecordList> {
      const deposit = q.direction === 'deposit'
      feature(deposit ? merchant.flags.DEPRECM3 : merchant.flags.WITHREC3)
      const currency = walletCurrency(merchant.currency, caller.type)
      const pageNo = q.pageNo ?? 1
      const pageSize = q.pageSize ?? 20
      const { rows, total } = await repo.fundPostings(
        caller.id,
        currency,
        deposit ? DEPOSIT_KINDS : WITHDRAWAL_KINDS,
        deposit ? 'in' : 'out',
        { pageNo, pageSize },
      )
      return {
        list: rows.map((r) => ({
          id: String(r.id),
          type: r.kind,
          amount: toMajor(r.amount),
          balanceAfter: toMajor(r.balanceAfter),
          currency,
          reason: r.reason,
          createdAt: r.createdAt.getTime(),
        })),
        pageNum: pageNo,
        totalPages: Math.max(1, Math.ceil(total / pageSize)),
        totalCount: total,
      }
    },

    async referredMembers(merchant: Merchant, caller: Caller): Promise<ReferredMembers> {
      feature(await repo.promotionLive(merchant.id, 'REFERRAL', clock.now()))
      const row = await member(caller.id)
      const { rows, total } = await repo.referredMembers(caller.id, MAX_REFERRED)
      return {
        affiliateCode: row.affiliateCode,
        total,
        members: rows.map((r) => ({ account: maskAccount(r.username), regDate: r.regDate.getTime() })),
      }
    },
  }
}
export type MemberCentreService = ReturnType<typeof createMemberCentreService>
