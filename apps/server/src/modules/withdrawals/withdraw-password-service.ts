/**
 * The withdrawal password: six digits, Argon2id like sign-in passwords, asked on every
 * withdrawal and payout change. Its own guess limit: five wrong in a row lock it for fifteen
 * minutes; each guess is counted before the hash is checked, so parallel guesses cannot get
 * past the limit and a locked member costs no hashing. Reset by an SMS code sent to the
 * member's bound mobile through the verification service (its code rules, limits and outbox).
 * A member who has set security questions also answers them on a reset (decision 045): after the
 * SMS code, so answers cannot be guessed without the phone, and counted per member before any
 * answer is hashed.
 */
import { CashierError, ErrorCode, WITHDRAW_PASSWORD_PATTERN } from '@parlor/contract'
import { eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { members, securityAnswers } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { VerificationService } from '../verification/verification-service.ts'
import { createWithdrawPasswordRepository } from './withdraw-password-repository.ts'
import { oneAtATime } from '../../lib/one-at-a-time.ts'

export const WITHDRAW_PASSWORD_GUESSES = 5
export const WITHDRAW_PASSWORD_LOCK_MINUTES = 15
/** Wrong security answers a member may give per window on a withdrawal password reset. */
export const SECURITY_ANSWER_TRIES = 5
export const SECURITY_ANSWER_WINDOW_MINUTES = 15

/** Answers compare as typed by a person: trimmed, lower-case, inner spaces collapsed. */
export const normaliseAnswer = (s: string) => s.trim().replace(/\s+/g, ' ').toLocaleLowerCase()
/** The sign-in flows' answer to a wrong or expired SMS code, so clients react alike. */
const SMS_CODE_WRONG = 'verification.code.error'

function checkNew(body: { newPassword: string; confirmPassword: string }) {
  if (!WITHDRAW_PASSWORD_PATTERN.test(body.newPassword)) throw new AppError(400, CashierError.withdrawPasswordFormat)
  if (body.newPassword !== body.confirmPassword) throw new AppError(400, ErrorCode.passwordConfirmMismatch)
}

export function createWithdrawPasswordService(deps: {
  db: Db
  passwords: PasswordHasher
  clock: Clock
  verification: VerificationService
  limiter: RateLimiter
  /** After a change or reset: the inbox notice of account protection (decision 041). */
  onPasswordChanged?: ((memberId: number) => Promise<void>) | undefined
}) {
  const { db, passwords, clock, verification } = deps
  const repo = createWithdrawPasswordRepository(db)
  const locked = () =>
    new AppError(423, CashierError.withdrawPasswordLocked, { minutes: String(WITHDRAW_PASSWORD_LOCK_MINUTES) })

  /**
   * The member's stored answers, when the member has security questions; refuses a body that
   * does not answer each of them (no hashing, no count: the questions themselves are no secret).
   */
  async function answersOf(memberId: number, typed: { questionId: number; answer: string }[] | undefined) {
    const stored = await db
      .select({ questionId: securityAnswers.questionId, answerHash: securityAnswers.answerHash })
      .from(securityAnswers)
      .where(eq(securityAnswers.memberId, memberId))
    const given = new Map((typed ?? []).map((a) => [Number(a.questionId), a.answer.trim()]))
    if (stored.some((q) => !given.get(q.questionId))) throw new AppError(400, CashierError.securityAnswersRequired)
    return stored.map((q) => ({ hash: q.answerHash, typed: given.get(q.questionId) ?? '' }))
  }

  /** Each check counts before any hashing; a right set clears the count, so only wrong sets use up tries. */
  async function checkAnswers(memberId: number, answers: { hash: string; typed: string }[]) {
    if (!answers.length) return
    const key = `wpw:answers:${memberId}`
    const [c] = await deps.limiter.hit([{ key, windowMs: SECURITY_ANSWER_WINDOW_MINUTES * 60_000 }])
    if ((c?.count ?? 1) > SECURITY_ANSWER_TRIES)
      throw new AppError(423, CashierError.securityAnswersLocked, { minutes: String(SECURITY_ANSWER_WINDOW_MINUTES) })
    const right = await Promise.all(answers.map((a) => passwords.verify(a.hash, normaliseAnswer(a.typed))))
    if (right.some((ok) => !ok)) throw new AppError(400, CashierError.securityAnswersWrong)
    await deps.limiter.reset([key])
  }

  async function mobileOf(memberId: number) {
    const [row] = await db
      .select({ mobile: members.mobile, dialingCode: members.dialingCode })
      .from(members)
      .where(eq(members.id, memberId))
    return row?.mobile ? { mobileNum: row.mobile, countryDialingCode: row.dialingCode } : null
  }

  /**
   * One guess at a time per member in this process. Guesses are counted before they are checked,
   * so guesses in flight use up the limit: without this queue, a member's own parallel requests
   * (a double tap, a script) would be refused as if they were wrong. The database count still
   * bounds guesses across processes.
   */
  const inTurn = oneAtATime<number>()

  /**
   * Throws unless `plain` is the member's withdrawal password: not set, wrong (with the guesses
   * left) or locked (with the minutes of the lock).
   */
  const verify = (memberId: number, plain: string | undefined) => inTurn(memberId, () => guess(memberId, plain))

  async function guess(memberId: number, plain: string | undefined): Promise<void> {
    const now = clock.now()
    const claimed = await repo.claimGuess(memberId, WITHDRAW_PASSWORD_GUESSES, now)
    if (!claimed) {
      const row = await repo.find(memberId)
      if (!row) throw new AppError(400, CashierError.withdrawPasswordNotSet)
      // A guess that stopped between counting and locking leaves a spent count without a lock.
      await repo.lockIfSpent(
        memberId,
        WITHDRAW_PASSWORD_GUESSES,
        new Date(now.getTime() + WITHDRAW_PASSWORD_LOCK_MINUTES * 60_000),
      )
      throw locked()
    }
    const right =
      plain !== undefined && WITHDRAW_PASSWORD_PATTERN.test(plain) && (await passwords.verify(claimed.hash, plain))
    if (right) {
      await repo.resetFailures(memberId)
      return
    }
    if (claimed.failures >= WITHDRAW_PASSWORD_GUESSES) {
      await repo.lockIfSpent(
        memberId,
        WITHDRAW_PASSWORD_GUESSES,
        new Date(now.getTime() + WITHDRAW_PASSWORD_LOCK_MINUTES * 60_000),
      )
      throw locked()
    }
    throw new AppError(400, CashierError.withdrawPasswordWrong, {
      remaining: String(WITHDRAW_PASSWORD_GUESSES - claimed.failures),
    })
  }

  return {
    verify,
    has: (memberId: number) => repo.has(memberId),

    /** Sets the first password, or changes it (`oldPassword` checked under the guess limit). */
    async set(
      memberId: number,
      body: { oldPassword?: string | undefined; newPassword: string; confirmPassword: string },
    ) {
      checkNew(body)
      if (!(await repo.has(memberId))) {
        if (body.oldPassword) throw new AppError(400, CashierError.withdrawPasswordNotSet)
        if (await repo.insert(memberId, await passwords.hash(body.newPassword), clock.now())) return
      }
      if (body.oldPassword === undefined || body.oldPassword === '')
        throw new AppError(409, CashierError.withdrawPasswordAlreadySet)
      await verify(memberId, body.oldPassword)
      await repo.replace(memberId, await passwords.hash(body.newPassword), clock.now())
      await deps.onPasswordChanged?.(memberId)
    },

    /** Sends the reset code to the member's bound mobile; answers the masked number. */
    async sendResetCode(merchant: Merchant, memberId: number, ip: string) {
      const target = await mobileOf(memberId)
      if (!target) throw new AppError(400, CashierError.mobileRequired)
      await verification.send(merchant, target, ip, 'withdrawPassword')
      return target.mobileNum
    },

    async reset(
      merchant: Merchant,
      memberId: number,
      body: {
        verificationCode: string
        newPassword: string
        confirmPassword: string
        securityAnswers?: { questionId: number; answer: string }[] | undefined
      },
    ) {
      checkNew(body)
      const target = await mobileOf(memberId)
      if (!target) throw new AppError(400, CashierError.mobileRequired)
      const answers = await answersOf(memberId, body.securityAnswers)
      const check = await verification.check(merchant, 'withdrawPassword', target, body.verificationCode)
      if (check !== 'ok') throw new AppError(400, SMS_CODE_WRONG)
      await checkAnswers(memberId, answers)
      await repo.replace(memberId, await passwords.hash(body.newPassword), clock.now())
      await deps.onPasswordChanged?.(memberId)
    },
  }
}
export type WithdrawPasswordService = ReturnType<typeof createWithdrawPasswordService>

/** Registration: the `paymentPassword` typed on the form becomes the withdrawal password, in the member's transaction. */
export async function storeWithdrawPassword(tx: Tx, memberId: number, hash: string, now: Date) {
  await createWithdrawPasswordRepository(tx).insert(memberId, hash, now)
}
