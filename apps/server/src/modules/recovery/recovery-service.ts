/**
 * Password recovery (accounts-and-access §Forgot password, §Set password by phone; wire-contract §5).
 *
 * By email: the answer is the same whether or not username and email match, and the mail is
 * sent after the answer, so neither content nor timing tells who has an account. A match gets
 * a single-use link valid for 30 minutes (decision 009); using it sets a new password and ends
 * every session of the account.
 *
 * By phone: an SMS code (the noLogin purpose, delivered only to members' numbers) proves the
 * number; the new password must differ from the old one (`modify.new.old.same`).
 */
import { randomBytes } from 'node:crypto'
import { ErrorCode } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { SecurityStore } from '../../lib/store/index.ts'
import { passwordAcceptable } from '../member/member-service.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { normaliseMobile, type VerificationService } from '../verification/verification-service.ts'
import type { Mailer } from './mailer.ts'
import { createRecoveryRepository } from './recovery-repository.ts'

export const RESET_LINK_MINUTES = 30
const HOUR = 3_600_000

export const RecoveryError = {
  resetLinkInvalid: 'reset.link.invalid',
  smsCode: 'verification.code.error',
} as const

export function createRecoveryService(deps: {
  db: Db
  store: SecurityStore
  verification: VerificationService
  sessions: SessionRepository
  passwords: PasswordHasher
  mailer: Mailer
  clock: Clock
  log: FastifyBaseLogger
}) {
  const { db, store, verification, sessions, passwords, mailer, clock, log } = deps
  const repo = createRecoveryRepository(db)
  const pending = new Set<Promise<void>>()

  async function limit(keys: string[], max: number) {
    const hits = await store.limiter.hit(keys.map((key) => ({ key, windowMs: HOUR })))
    if (hits.some((h) => h.count > max)) throw new AppError(429, ErrorCode.tooManyRequests)
  }

  async function setPassword(memberId: number, plain: string) {
    const hash = await passwords.hash(plain)
    const now = clock.now()
    await repo.setPassword(memberId, hash, now)
    await sessions.revokeMember(db, memberId, 'password_reset', now)
  }

  return {
    /** Same answer for every input; the work for a match happens after it. */
    async requestEmail(merchant: Merchant, input: { username: string; email: string }, ip: string, origin: string) {
      const username = input.username.trim()
      const email = input.email.trim()
      await limit([`pwmail:ip:${ip}`], 20)
      await limit([`pwmail:user:${merchant.id}:${username.toLowerCase()}`], 5)
      const job = (async () => {
        const m = await repo.activeByUsername(merchant.id, username)
        if (!m?.email || m.email.toLowerCase() !== email.toLowerCase()) return
        const token = randomBytes(32).toString('base64url')
        await repo.insertGrant({
          tokenHash: sha256Hex(token),
          memberId: m.id,
          merchantId: merchant.id,
          expiresAt: new Date(clock.now().getTime() + RESET_LINK_MINUTES * 60_000),
        })
        const link = `${origin}/m/forget?reset=${token}`
        await mailer.send({
          to: m.email,
          subject: `${merchant.name}: reset your password`,
          text: [
            `Hello ${m.nickname ?? m.username},`,
            '',
            `Someone asked to reset the password of your ${merchant.name} account "${m.username}".`,
            `Open this link within ${RESET_LINK_MINUTES} minutes to choose a new password (it works once):`,
            link,
            '',
            'If this was not you, ignore this message; your password stays as it is.',
          ].join('\n'),
        })
      })()
        .catch((err) => log.error({ err }, 'password reset mail failed'))
        .finally(() => pending.delete(job))
      pending.add(job)
    },

    async resetWithLink(merchant: Merchant, token: string, newPassword: string) {
      if (!passwordAcceptable(merchant, newPassword)) throw new AppError(400, ErrorCode.passwordFormat)
      const now = clock.now()
      // Claiming the link and checking it are one statement, so it cannot be used twice.
      const memberId = await repo.claimGrant(sha256Hex(token), merchant.id, now)
      if (memberId === null) throw new AppError(400, RecoveryError.resetLinkInvalid)
      await setPassword(memberId, newPassword)
      // Any other links sent before are void now.
      await repo.voidGrantsOf(memberId, now)
    },

    async sendPhoneCode(
      merchant: Merchant,
      input: { mobileNum: string; countryDialingCode?: string | undefined },
      ip: string,
    ) {
      return verification.send(merchant, input, ip, 'noLogin')
    },

    async resetWithPhone(
      merchant: Merchant,
      input: { mobileNum: string; verificationCode: string; newPassword: string },
    ) {
      const mobile = normaliseMobile(input.mobileNum)
      // A right code answered "same password" leaves a 10-minute grant, so the member can choose
      // another password with the code still on screen (the client clears only the password).
      const grant = sha256Hex(`phone:${merchant.id}:${mobile}:${input.verificationCode.trim()}`)
      const now = clock.now()
      const granted = await repo.grantOpen(grant, now)
      if (!granted) {
        const check = await verification.check(merchant, 'noLogin', { mobileNum: mobile }, input.verificationCode)
        if (check !== 'ok') throw new AppError(400, RecoveryError.smsCode)
      }
      const m = await repo.activeByMobile(merchant.id, mobile)
      // Codes are only delivered to members' numbers, so a right code with no member cannot happen honestly.
      if (!m) throw new AppError(400, RecoveryError.smsCode)
      const refuse = async (code: string): Promise<never> => {
        if (!granted) {
          await repo.insertGrant(
            { tokenHash: grant, memberId: m.id, merchantId: merchant.id, expiresAt: new Date(now.getTime() + 600_000) },
            true,
          )
        }
        throw new AppError(400, code)
      }
      if (!passwordAcceptable(merchant, input.newPassword)) await refuse(ErrorCode.passwordFormat)
      if (await passwords.verify(m.passwordHash, input.newPassword)) await refuse(ErrorCode.modifyNewOldSame)
      await setPassword(m.id, input.newPassword)
      await repo.markGrantUsed(grant, now)
      return { username: m.username }
    },

    /** Resolves when queued mail has been handled (tests, shutdown). */
    async flush() {
      await Promise.all([...pending])
    },
  }
}
export type RecoveryService = ReturnType<typeof createRecoveryService>
