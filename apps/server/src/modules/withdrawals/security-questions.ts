/**
 * Security questions: a fixed catalogue (texts in the server's cashier messages, by language),
 * SECURITY_QUESTION_COUNT of them chosen by the member, answers kept only as Argon2id hashes of
 * the normalised answer. Changing questions already set asks for the withdrawal password.
 */
import { ErrorCode, type Language, SECURITY_QUESTION_COUNT, type SetSecurityQuestionsBody } from '@parlor/contract'
import { asc, eq } from 'drizzle-orm'
import { type Db, inTransaction } from '../../db/client.ts'
import { securityAnswers } from '../../db/schema.ts'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import { translate } from '../../i18n/messages.ts'
import { normaliseAnswer, type WithdrawPasswordService } from './withdraw-password-service.ts'

export const SECURITY_QUESTION_IDS = [1, 2, 3, 4, 5, 6, 7, 8] as const
export const securityQuestionKey = (id: number) => `cashier.security.question.${id}`

const question = (id: number, language: Language) => ({ id, question: translate(securityQuestionKey(id), language) })

export function createSecurityQuestionsService(deps: {
  db: Db
  passwords: PasswordHasher
  clock: Clock
  withdrawPassword: WithdrawPasswordService
}) {
  const { db, passwords, clock, withdrawPassword } = deps

  const chosen = async (memberId: number) =>
    db
      .select({ questionId: securityAnswers.questionId })
      .from(securityAnswers)
      .where(eq(securityAnswers.memberId, memberId))
      .orderBy(asc(securityAnswers.questionId))

  return {
    catalogue(language: Language) {
      return SECURITY_QUESTION_IDS.map((id) => question(id, language))
    },

    async ofMember(memberId: number, language: Language) {
      return { questions: (await chosen(memberId)).map((r) => question(r.questionId, language)) }
    },

    async set(memberId: number, body: SetSecurityQuestionsBody) {
      const ids = body.answers.map((a) => Number(a.questionId))
      const known = new Set<number>(SECURITY_QUESTION_IDS)
      if (new Set(ids).size !== SECURITY_QUESTION_COUNT || ids.some((id) => !known.has(id)))
        throw new AppError(400, ErrorCode.requestParam, { detail: 'answers' })
      if ((await chosen(memberId)).length > 0) await withdrawPassword.verify(memberId, body.withdrawPassword)
      const hashed = await Promise.all(
        body.answers.map(async (a) => ({
          memberId,
          questionId: Number(a.questionId),
          answerHash: await passwords.hash(normaliseAnswer(a.answer)),
          createdAt: clock.now(),
        })),
      )
      await inTransaction(db, async (tx) => {
        await tx.delete(securityAnswers).where(eq(securityAnswers.memberId, memberId))
        await tx.insert(securityAnswers).values(hashed)
      })
    },
  }
}
export type SecurityQuestionsService = ReturnType<typeof createSecurityQuestionsService>
