/** The signed-in member's own data and password (wire-contract §5). */
import {
  checkField,
  DEFAULT_PASSWORD,
  ErrorCode,
  FALLBACK_PASSWORD_RULE,
  type MemberInfo,
  type PasswordChangeBody,
} from '@parlor/contract'
import { type Db, inTransaction } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { MemberRepository, MemberRow } from './member-repository.ts'

/** `demo@example.com` → `de**@example.com`. */
export function maskEmail(email: string | null): string | null {
  if (!email) return null
  const at = email.indexOf('@')
  if (at < 1) return '***'
  const local = email.slice(0, at)
  return `${local.slice(0, Math.min(2, local.length - 1))}${'*'.repeat(Math.max(2, local.length - 2))}${email.slice(at)}`
}

/** `9171234567` → `917*****67`. */
export function maskMobile(mobile: string | null): string | null {
  if (!mobile) return null
  if (mobile.length <= 5) return '*'.repeat(mobile.length)
  return `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 5)}${mobile.slice(-2)}`
}

export function toMemberInfo(m: MemberRow): MemberInfo {
  const rank = m.clubLabel?.match(/\d+/)?.[0]
  return {
    id: m.id,
    account: m.username,
    nickname: m.nickname ?? m.username,
    type: m.type,
    regDate: m.regDate.getTime(),
    toUpline: m.parentId !== null,
    clubLabel: { labelName: m.clubLabel ?? '', type: 'AUTO', rankLevel: rank ? Number(rank) : 0 },
    email: maskEmail(m.email),
    mobile: maskMobile(m.mobile),
  }
}

/**
 * The merchant's password rule with our floor (at least 8 unless the merchant sets less, never
 * capped below 64, no common passwords) — the same check the registration form runs.
 */
export function passwordAcceptable(merchant: Merchant, password: string): boolean {
  const rule = merchant.registerSettings.password ?? FALLBACK_PASSWORD_RULE
  return (
    password !== DEFAULT_PASSWORD && password.trim() === password && checkField('password', rule, password) === null
  )
}

const WRONG_OLD_LIMIT = 5
const WRONG_OLD_WINDOW = 15 * 60_000

export function createMemberService(deps: {
  db: Db
  members: MemberRepository
  sessions: SessionRepository
  limiter: RateLimiter
  passwords: PasswordHasher
  clock: Clock
  /** After a change: the inbox notice of account protection (decision 041). */
  onPasswordChanged?: (memberId: number) => Promise<void>
}) {
  const { db, members, sessions, limiter, passwords, clock } = deps
  return {
    async info(memberId: number): Promise<MemberInfo> {
      const row = await members.findById(memberId)
      if (!row) throw new AppError(401, ErrorCode.tokenInvalid)
      return toMemberInfo(row)
    },

    /**
     * Changes the password and signs out every other session of the member at once. A session held
     * to its forced change (first login, expired or default password) may leave the old password
     * out, once: it was proven at sign-in, and the member may never have been told it in words
     * (a temporary password an agent or operator set). Every other change needs it.
     */
    async changePassword(
      merchant: Merchant,
      memberId: number,
      session: { id: number; changePassword: boolean },
      body: PasswordChangeBody,
    ) {
      const oldPassword = body.oldPassword || null
      if (oldPassword === null && !session.changePassword) throw new AppError(400, ErrorCode.oldPasswordRequired)
      if (body.newPassword !== body.confirmNewPassword) throw new AppError(400, ErrorCode.passwordConfirmMismatch)
      if (body.newPassword === oldPassword) throw new AppError(400, ErrorCode.modifyNewOldSame)
      if (!passwordAcceptable(merchant, body.newPassword)) throw new AppError(400, ErrorCode.passwordFormat)
      // Someone holding a stolen session could otherwise guess the password through this call.
      const key = `pwchange:${memberId}`
      const [tries] = await limiter.peek([key])
      if (tries && tries.count >= WRONG_OLD_LIMIT) throw new AppError(429, ErrorCode.tooManyRequests)
      const row = await members.findById(memberId)
      if (!row) throw new AppError(401, ErrorCode.tokenInvalid)
      if (oldPassword === null) {
        // Without the old password the client cannot tell that the new one is the same.
        if (await passwords.verify(row.passwordHash, body.newPassword))
          throw new AppError(400, ErrorCode.modifyNewOldSame)
      } else if (!(await passwords.verify(row.passwordHash, oldPassword))) {
        await limiter.hit([{ key, windowMs: WRONG_OLD_WINDOW }])
        throw new AppError(400, ErrorCode.oldPasswordIncorrect)
      }
      const hash = await passwords.hash(body.newPassword)
      const now = clock.now()
      await inTransaction(db, async (tx) => {
        // The forced change is spent here, atomically: a second change without the old password
        // (sent at the same moment, or later from the same session) is refused.
        if (oldPassword === null && !(await sessions.takeChangePassword(tx, session.id)))
          throw new AppError(400, ErrorCode.oldPasswordRequired)
        await members.setPassword(tx, memberId, hash, now)
        await sessions.revokeMember(tx, memberId, 'password', now, session.id)
        if (oldPassword !== null) await sessions.clearChangePassword(tx, session.id)
      })
      await limiter.reset([key])
      await deps.onPasswordChanged?.(memberId)
    },
  }
}
export type MemberService = ReturnType<typeof createMemberService>
