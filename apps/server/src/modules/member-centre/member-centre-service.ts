/** The member centre's own calls: profile fields, head icon, security overview, P&L, fund records, referrals. */
import { randomBytes } from 'node:crypto'
import {
  birthDateProblem,
  checkField,
  EMAIL_MAX,
  EMAIL_PATTERN,
  ErrorCode,
  ICON_MAX_BYTES,
  MemberCentreErrorCode,
  NICKNAME_MAX,
  NICKNAME_MIN,
  type IconAnswer,
  type SecurityConfig,
} from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { localDay } from '../../lib/local-day.ts'
import { AppError } from '../../lib/errors.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { maskEmail, maskMobile } from '../member/member-service.ts'
import type { MerchantContext } from '../system/merchant-context.ts'
import type { ImageDecoder } from '../../lib/image-decoder.ts'
import { bytesFromField, type EncodedIcon, IconError, iconKind } from './icon-image.ts'
import type { MemberCentreRepository } from './member-centre-repository.ts'
import { type Caller, createMemberCentreReportService, requireMember } from './member-centre-report-service.ts'

export type { Caller } from './member-centre-report-service.ts'

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
const ICON_PATH = '/cdn/member-icons/'

const iconErrors: Record<IconError['reason'], string> = {
  missing: MemberCentreErrorCode.iconMissing,
  type: MemberCentreErrorCode.iconType,
  too_large: MemberCentreErrorCode.iconTooLarge,
  corrupt: MemberCentreErrorCode.iconCorrupt,
}

export const iconUrl = (key: string, contentType: string) =>
  `${ICON_PATH}${key}.${contentType === 'image/png' ? 'png' : 'jpg'}`

const length = (s: string) => [...s].length

/** Profile fields, head icon and the security overview. */
export function createMemberCentreProfileService(deps: {
  repo: MemberCentreRepository
  limiter: RateLimiter
  clock: Clock
  /** Decodes head icons off the event loop. */
  images: Pick<ImageDecoder, 'reencodeIcon'>
  /** Whether the member has set a withdrawal password (the cashier's withdrawals module keeps it). */
  hasWithdrawPassword?: (memberId: number) => Promise<boolean>
}) {
  const { repo, limiter, clock, images } = deps
  const member = (id: number) => requireMember(repo, id)

  async function limit(key: string, rule: { max: number; windowMs: number }) {
    const [c] = await limiter.hit([{ key, windowMs: rule.windowMs }])
    if (c && c.count > rule.max) throw new AppError(429, ErrorCode.tooManyRequests)
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
    async setPayeeName(merchant: MerchantContext, caller: Caller, raw: string) {
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

    /** Set once: the VIP birthday bonus is paid on it, so a member cannot move it to collect again. */
    async setBirthDate(merchant: Pick<MerchantContext, 'timeZone' | 'ageLimit'>, caller: Caller, raw: string) {
      const birthDate = raw.trim()
      const problem = birthDateProblem(birthDate, localDay(clock.now(), merchant.timeZone), merchant.ageLimit)
      if (problem) throw new AppError(400, problem, { age: String(merchant.ageLimit) })
      await limit(`profile:${caller.id}`, PROFILE_LIMIT)
      if (!(await repo.setBirthDateOnce(caller.id, birthDate))) {
        throw new AppError(409, MemberCentreErrorCode.birthDateLocked)
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
      let encoded: EncodedIcon
      try {
        iconKind(bytes)
        encoded = await images.reencodeIcon(bytes)
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
        birthDate: row.birthDate,
        withdrawPassword: (await deps.hasWithdrawPassword?.(caller.id)) ?? false,
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
  }
}

export function createMemberCentreService(deps: {
  repo: MemberCentreRepository
  limiter: RateLimiter
  clock: Clock
  /** Decodes head icons off the event loop. */
  images: Pick<ImageDecoder, 'reencodeIcon'>
  hasWithdrawPassword?: (memberId: number) => Promise<boolean>
}) {
  return { ...createMemberCentreProfileService(deps), ...createMemberCentreReportService(deps) }
}
export type MemberCentreService = ReturnType<typeof createMemberCentreService>
