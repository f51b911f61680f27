/**
 * Withdrawals over HTTP (decision 023): the withdraw screen, bank cards, the withdrawal password
 * and security questions for members (trial members are refused by the `realMember` guard), and
 * the operator's review and limits. Handlers only map requests to the services.
 */
import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import { route } from '../../lib/route.ts'
import { auditActor, merchantScopeCheck } from '../staff/staff-principal.ts'
import { maskMobile } from '../member/member-service.ts'
import { callbackUrls, type ProviderRegistry } from '../payments/provider-registry.ts'
import type { VerificationService } from '../verification/verification-service.ts'
import { createBankCardsService } from './bank-cards-service.ts'
import { createSecurityQuestionsService } from './security-questions.ts'
import { createWithdrawPasswordService } from './withdraw-password-service.ts'
import type { WithdrawalDeps } from './withdrawal-core.ts'
import { createWithdrawalInfoService } from './withdrawal-info-service.ts'
import { createWithdrawalRequestsService } from './withdrawal-requests-service.ts'
import { createWithdrawalReviewService } from './withdrawal-review-service.ts'

/** The provider that pays withdrawals out; without it, approved withdrawals wait for a manual payout. */
export const PAYOUT_PROVIDER = 'sandbox'

export interface WithdrawalsOptions {
  db: Db
  clock: Clock
  passwords: PasswordHasher
  verification: VerificationService
  /** Counts wrong security answers on a withdrawal password reset. */
  limiter: RateLimiter
  providers: ProviderRegistry
  publicUrl: string
  /** After a withdrawal password change or reset (account protection's inbox notice). */
  onWithdrawPasswordChanged?: ((memberId: number) => Promise<void>) | undefined
}

export function createWithdrawalServices(o: WithdrawalsOptions, log?: FastifyInstance['log']) {
  const withdrawPassword = createWithdrawPasswordService({ ...o, onPasswordChanged: o.onWithdrawPasswordChanged })
  const deps: WithdrawalDeps = {
    ...o,
    withdrawPassword,
    payouts: {
      provider: o.providers.get(PAYOUT_PROVIDER) ?? null,
      notifyUrl: (code) => callbackUrls(o.publicUrl, code).notifyUrl,
    },
    ...(log ? { log } : {}),
  }
  return {
    withdrawPassword,
    bankCards: createBankCardsService({ ...o, withdrawPassword }),
    questions: createSecurityQuestionsService({ ...o, withdrawPassword }),
    requests: createWithdrawalRequestsService(deps),
    info: createWithdrawalInfoService(deps),
    review: createWithdrawalReviewService(deps),
  }
}

const languageOf = (req: FastifyRequest) => req.language ?? 'EN'

export async function withdrawalsRoutes(app: FastifyInstance, o: WithdrawalsOptions) {
  const { withdrawPassword, bankCards, questions, requests, info, review } = createWithdrawalServices(o, app.log)

  route(app, routes.withdrawInfo, async (req) => info.info(req.merchant, req.member))
  route(app, routes.withdraw, async (req) => requests.withdraw(req.merchant, req.member, req.body))
  route(app, routes.withdrawCancel, async (req) => requests.cancel(req.merchant, req.member, req.params.orderNo))
  route(app, routes.withdrawalRecords, async (req) => info.records(req.member, req.query))

  route(app, routes.bankCards, async (req) => bankCards.list(req.member.id))
  route(app, routes.withdrawBanks, async (req) => bankCards.banks(req.merchant.id))
  route(app, routes.bindBankCard, async (req) => bankCards.bind(req.member, req.body))
  route(app, routes.removeBankCard, async (req) => {
    await bankCards.remove(req.member.id, req.params.id)
    return { ok: true as const }
  })

  route(app, routes.hasWithdrawPassword, async (req) => ({ hasPassword: await withdrawPassword.has(req.member.id) }))
  route(app, routes.setWithdrawPassword, async (req) => {
    await withdrawPassword.set(req.member.id, req.body)
    return { ok: true as const }
  })
  route(app, routes.withdrawPasswordResetSms, async (req) => ({
    mobile: maskMobile(await withdrawPassword.sendResetCode(req.merchant, req.member.id, req.ip)) ?? '',
  }))
  route(app, routes.resetWithdrawPassword, async (req) => {
    await withdrawPassword.reset(req.merchant, req.member.id, req.body)
    return { ok: true as const }
  })

  route(app, routes.securityQuestions, async (req) => questions.catalogue(languageOf(req)))
  route(app, routes.customerSecurityQuestions, async (req) => questions.ofMember(req.member.id, languageOf(req)))
  route(app, routes.setCustomerSecurityQuestions, async (req) => {
    await questions.set(req.member.id, req.body)
    return { ok: true as const }
  })

  const inScope = merchantScopeCheck(o.db)
  route(app, routes.adminWithdrawals, async (req) => {
    await inScope(req, req.query.merchant)
    return review.adminList(req.query)
  })
  route(app, routes.adminWithdrawalApprove, async (req) => {
    await inScope(req, req.body.merchant)
    return review.approve(req.params.orderNo, req.body, auditActor(req))
  })
  for (const [entry, to] of [
    [routes.adminWithdrawalReject, 'rejected'],
    [routes.adminWithdrawalPaid, 'paid'],
    [routes.adminWithdrawalFailed, 'failed'],
  ] as const)
    route(app, entry, async (req) => {
      await inScope(req, req.body.merchant)
      return review.review(to, req.params.orderNo, req.body, auditActor(req))
    })
  route(app, routes.adminCashierSettings, async (req) => {
    await inScope(req, req.query.merchant)
    return review.getSettings(req.query.merchant)
  })
  route(app, routes.adminCashierSettingsPut, async (req) => {
    await inScope(req, req.body.merchant)
    return review.putSettings(req.body, auditActor(req))
  })
}
