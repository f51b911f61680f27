/**
 * Staff sign-in (decision 027): password (Argon2id) → a ticket of 5 minutes, bound to the address
 * and usable once → a TOTP code (±1 step, each step accepted once) or a recovery code, or the
 * enrolment of a new authenticator. Brute-force limits are the members' (login-limits.ts) under a
 * `staff:` prefix, reserved before any hashing; staff have no captcha, so past a limit the account
 * is locked for that window. A wrong second factor counts like a wrong password, and the counters
 * clear only when the second factor succeeds (a known password cannot reset them).
 */
import { createHash, randomBytes, randomInt } from 'node:crypto'
import { roleCan, PERMISSIONS, StaffErrorCode, type StaffMe, type StaffRole } from '@parlor/contract'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { recordAudit } from '../audit/audit-log.ts'
import { DUMMY_HASH, type PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { type LoginLimits, loginKeys, reserveLogin } from '../session/login-limits.ts'
import type { MerchantRegistry } from '../system/merchant-registry.ts'
import type { StaffRecord, StaffRepository } from './staff-repository.ts'

export const STAFF_COOKIE = 'parlor_bo'
export const TICKET_MS = 5 * 60_000
export const SESSION_MAX_MS = 12 * 3_600_000
export const RECOVERY_CODES = 10
const TOTP_ISSUER = 'Parlor'
/** ±1 step of 30 seconds: a phone's clock a little off still signs in. */
const TOTP_TOLERANCE_S = 30
/** Wrong codes one ticket takes before it dies: more guesses need the password again. */
export const OTP_TRIES_PER_TICKET = 5

export const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')
export const newToken = () => randomBytes(32).toString('base64url')

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
function newRecoveryCode(): string {
  let s = ''
  for (let i = 0; i < 10; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `${s.slice(0, 5)}-${s.slice(5)}`
}
/** Dashes and case do not matter when a recovery code is typed. */
export const recoveryCodeHash = (code: string) => sha256(code.trim().toLowerCase().replace(/-/g, ''))

/** Staff keys of the members' counters: the typed username and the address, under `staff:`. */
function staffLoginKeys(username: string, ip: string) {
  const k = loginKeys(0, `u:${username}`, `staff:${username}`, ip)
  const p = (key: string) => `staff:${key}`
  return { account: k.account.map(p), accountAddress: p(k.accountAddress), address: k.address.map(p) }
}

export interface StaffAuthDeps {
  db: Db
  repo: StaffRepository
  registry: MerchantRegistry
  passwords: PasswordHasher
  limiter: RateLimiter
  limits: LoginLimits
  clock: Clock
  idleMs: number
}

export interface SignedIn {
  me: StaffMe
  recoveryCodes?: string[]
  /** The cookie's value; only its SHA-256 is stored. */
  token: string
  expiresAt: Date
}

export function createStaffAuthService(d: StaffAuthDeps) {
  const { repo, clock } = d
  // Without a captcha the members' captcha thresholds would lock at 3 failures: staff lock at the caps.
  const limits: LoginLimits = { ...d.limits, captchaAccount: d.limits.maxAccount, captchaAddress: d.limits.maxAddress }

  /** Reserves an attempt; past a limit refuses with the time the lock ends. */
  async function reserve(username: string, ip: string) {
    const keys = staffLoginKeys(username, ip)
    const attempt = await reserveLogin(d.limiter, keys, limits)
    if (attempt.blockedUntil || attempt.captchaRequired) {
      await attempt.refused()
      const counters = await d.limiter.peek([...keys.account, ...keys.address])
      const until =
        attempt.blockedUntil ??
        counters.filter((c) => c.count > 0).sort((a, b) => b.resetAt.getTime() - a.resetAt.getTime())[0]?.resetAt ??
        new Date(clock.now().getTime() + 60 * 60_000)
      throw new AppError(429, StaffErrorCode.locked, { time: until.toISOString() }, { until: until.toISOString() })
    }
    return attempt
  }

  async function me(s: StaffRecord): Promise<StaffMe> {
    return {
      id: s.id,
      username: s.username,
      displayName: s.displayName,
      role: s.role as StaffRole,
      merchants: await scopeCodes(d.registry, s.merchantIds),
      permissions: PERMISSIONS.filter((p) => roleCan(s.role as StaffRole, p)),
      recoveryCodesLeft: await repo.codesLeft(s.id),
      idleMinutes: Math.round(d.idleMs / 60_000),
    }
  }

  async function issueCodes(tx: Parameters<Parameters<Db['transaction']>[0]>[0], staffId: number) {
    const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
    await repo.replaceCodes(tx, staffId, codes.map(recoveryCodeHash))
    return codes
  }

  async function checkTotp(secret: string, code: string, lastStep: number | null) {
    if (!/^\d{6}$/.test(code)) return null
    const r = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: TOTP_TOLERANCE_S,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    }).catch(() => ({ valid: false as const }))
    return r.valid && 'timeStep' in r ? r.timeStep : null
  }

  /** Ticket → staff member, or staff_ticket_expired (unknown, used, expired or another address). */
  async function ticketFor(ticket: string, ip: string, purpose: 'otp' | 'enrol') {
    const t = await repo.liveTicket(sha256(ticket), ip, clock.now())
    const s = t && t.purpose === purpose ? await repo.byId(t.staffId) : null
    // Disabled since the password step: the ticket dies with the account.
    if (!t || !s || s.status !== 'active') return null
    return { ticket: t, staff: s }
  }

  async function openSession(
    tx: Parameters<Parameters<Db['transaction']>[0]>[0],
    s: StaffRecord,
    ip: string,
    userAgent: string | undefined,
    method: 'totp' | 'recovery' | 'enrol',
  ) {
    const now = clock.now()
    const token = newToken()
    const expiresAt = new Date(now.getTime() + SESSION_MAX_MS)
    await repo.insertSession(tx, {
      tokenHash: sha256(token),
      staffId: s.id,
      ip,
      userAgent: userAgent?.slice(0, 300) ?? null,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(Math.min(now.getTime() + d.idleMs, expiresAt.getTime())),
      expiresAt,
    })
    await repo.update(tx, s.id, { lastLoginAt: now })
    // Who signed in, when, from where and how: an investigation starts from here.
    await recordAudit(tx, {
      merchantId: null,
      actor: s.username,
      actorType: 'session',
      actorId: s.id,
      ip,
      action: method === 'enrol' ? 'staff.enrol' : 'staff.login',
      target: `staff:${s.username}`,
      detail: { method, userAgent: userAgent?.slice(0, 300) ?? null },
    })
    return { token, expiresAt }
  }

  return {
    me,

    async login(username: string, password: string, ip: string) {
      const attempt = await reserve(username, ip)
      const s = await repo.byUsername(username)
      const ok = await d.passwords.verify(s?.passwordHash ?? DUMMY_HASH, password)
      if (!s || !ok) {
        attempt.failed()
        throw new AppError(401, StaffErrorCode.badCredentials)
      }
      // A right password is not a success yet: the counters clear only after the second factor.
      await attempt.refused()
      if (s.status !== 'active') throw new AppError(403, StaffErrorCode.disabled)
      const ticket = newToken()
      const now = clock.now()
      const expiresAt = new Date(now.getTime() + TICKET_MS)
      if (s.totpSecret) {
        await repo.insertTicket({ tokenHash: sha256(ticket), staffId: s.id, purpose: 'otp', ip, expiresAt })
        return { step: 'otp' as const, ticket }
      }
      const secret = generateSecret()
      await repo.insertTicket({ tokenHash: sha256(ticket), staffId: s.id, purpose: 'enrol', secret, ip, expiresAt })
      const otpauthUrl = generateURI({ issuer: TOTP_ISSUER, label: s.username, secret })
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      const qrDataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
      return { step: 'enrol' as const, ticket, secret, otpauthUrl, qrDataUrl }
    },

    async otp(ticket: string, code: string, ip: string, userAgent?: string): Promise<SignedIn> {
      const found = await ticketFor(ticket, ip, 'otp')
      if (!found) throw new AppError(401, StaffErrorCode.ticketExpired)
      const s = found.staff
      const attempt = await reserve(s.username, ip)
      // Counted per ticket too, so one ticket is not worth the account's whole allowance.
      const [tries] = await d.limiter.hit([{ key: `staff:ticket:${found.ticket.tokenHash}`, windowMs: TICKET_MS }])
      if ((tries?.count ?? 1) > OTP_TRIES_PER_TICKET) {
        await repo.useTicket(d.db, found.ticket.tokenHash, clock.now())
        await attempt.refused()
        throw new AppError(401, StaffErrorCode.ticketExpired)
      }
      const step = s.totpSecret ? await checkTotp(s.totpSecret, code, s.totpLastStep) : null
      const result = await inTransaction(d.db, async (tx) => {
        if (step !== null) {
          if (!(await repo.acceptStep(tx, s.id, step))) return 'bad' as const
        } else if (!(await repo.useCode(tx, s.id, recoveryCodeHash(code), clock.now()))) return 'bad' as const
        if (!(await repo.useTicket(tx, found.ticket.tokenHash, clock.now()))) return 'expired' as const
        return openSession(tx, s, ip, userAgent, step !== null ? 'totp' : 'recovery')
      })
      if (result === 'expired') {
        await attempt.refused()
        throw new AppError(401, StaffErrorCode.ticketExpired)
      }
      if (result === 'bad') {
        attempt.failed()
        throw new AppError(401, StaffErrorCode.badOtp)
      }
      await attempt.succeeded([])
      const fresh = (await repo.byId(s.id)) ?? s
      return { me: await me(fresh), ...result }
    },

    async enrol(ticket: string, code: string, ip: string, userAgent?: string): Promise<SignedIn> {
      const found = await ticketFor(ticket, ip, 'enrol')
      const secret = found?.ticket.secret
      if (!found || !secret) throw new AppError(401, StaffErrorCode.ticketExpired)
      const s = found.staff
      const attempt = await reserve(s.username, ip)
      const step = await checkTotp(secret, code, null)
      if (step === null) {
        attempt.failed()
        throw new AppError(401, StaffErrorCode.badOtp)
      }
      const result = await inTransaction(d.db, async (tx) => {
        if (!(await repo.useTicket(tx, found.ticket.tokenHash, clock.now()))) return null
        if (!(await repo.enrolTotp(tx, s.id, secret, step))) return null
        const recoveryCodes = await issueCodes(tx, s.id)
        return { recoveryCodes, ...(await openSession(tx, s, ip, userAgent, 'enrol')) }
      })
      if (!result) {
        await attempt.refused()
        throw new AppError(401, StaffErrorCode.ticketExpired)
      }
      await attempt.succeeded([])
      const fresh = (await repo.byId(s.id)) ?? s
      return { me: await me(fresh), ...result }
    },

    /** New recovery codes for a signed-in staff member, confirmed with a current TOTP code. */
    async regenerateCodes(staffId: number, code: string, ip: string): Promise<string[]> {
      const s = await repo.byId(staffId)
      if (!s?.totpSecret) throw new AppError(401, StaffErrorCode.badOtp)
      const attempt = await reserve(s.username, ip)
      const step = await checkTotp(s.totpSecret, code, s.totpLastStep)
      const codes =
        step === null
          ? null
          : await inTransaction(d.db, async (tx) => {
              if (!(await repo.acceptStep(tx, s.id, step))) return null
              const fresh = await issueCodes(tx, s.id)
              await recordAudit(tx, {
                merchantId: null,
                actor: s.username,
                actorType: 'session',
                actorId: s.id,
                ip,
                action: 'staff.recovery_codes',
                target: `staff:${s.username}`,
              })
              return fresh
            })
      if (!codes) {
        attempt.failed()
        throw new AppError(401, StaffErrorCode.badOtp)
      }
      await attempt.succeeded([])
      return codes
    },

    /** The session of a `parlor_bo` cookie, its idle expiry pushed forward; null when not live. */
    async session(token: string) {
      const now = clock.now()
      const live = await repo.liveSession(sha256(token), now)
      if (!live) return null
      const idle = new Date(Math.min(now.getTime() + d.idleMs, live.session.expiresAt.getTime()))
      await repo.touchSession(live.session.id, now, idle)
      return live
    },

    logout: (sessionId: number) => repo.revokeSession(sessionId, clock.now()),
  }
}
export type StaffAuthService = ReturnType<typeof createStaffAuthService>

/** Merchant ids → the contract's scope (codes, or `all`). */
export async function scopeCodes(registry: MerchantRegistry, ids: readonly number[] | null): Promise<'all' | string[]> {
  if (ids === null) return 'all'
  const byId = new Map([...(await registry.current()).byCode.values()].map((m) => [m.id, m.code]))
  return ids.map((id) => byId.get(id) ?? `#${id}`)
}

/** The contract's scope → merchant ids; an unknown code answers 404 merchant_not_found. */
export async function scopeIds(registry: MerchantRegistry, scope: 'all' | readonly string[]): Promise<number[] | null> {
  if (scope === 'all') return null
  const byCode = (await registry.current()).byCode
  const ids = scope.map((code) => {
    const m = byCode.get(code.toLowerCase())
    if (!m) throw new AppError(404, StaffErrorCode.merchantNotFound, { code })
    return m.id
  })
  return [...new Set(ids)].sort((a, b) => a - b)
}
