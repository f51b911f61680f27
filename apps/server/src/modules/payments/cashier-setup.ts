/**
 * The cashier's wiring: the payment providers config names (plus the ones tests pass), then
 * withdrawals, deposits (each with its operator calls) and what providers call back on.
 * Deposits and payouts share one notify route, so the notifications service takes both sides.
 */
import type { FastifyInstance } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/security-store.ts'
import { createDepositServices, depositRoutes } from '../deposits/deposits-routes.ts'
import type { VerificationService } from '../verification/verification-service.ts'
import { applyPayoutState } from '../withdrawals/payout-state.ts'
import { withdrawalsRoutes } from '../withdrawals/withdrawals-routes.ts'
import { createNotificationsRepository } from './notifications-repository.ts'
import { createNotificationsService } from './notifications-service.ts'
import type { PaymentProvider } from './payment-provider.ts'
import { paymentsRoutes } from './payments-routes.ts'
import { createProviderRegistry } from './provider-registry.ts'
import { merchantScopeCheck } from '../staff/staff-principal.ts'

export interface CashierOptions {
  config: Config
  db: Db
  clock: Clock
  passwords: PasswordHasher
  verification: VerificationService
  limiter: RateLimiter
  /** Payment providers by code, added to or replacing the ones config names (tests). */
  paymentProviders?: Record<string, PaymentProvider> | undefined
  /** After a withdrawal password change or reset (account protection's inbox notice). */
  onWithdrawPasswordChanged?: ((memberId: number) => Promise<void>) | undefined
  /** After a deposit's credit committed (the referral reward's check). */
  onDepositCredited?: ((merchantId: number, memberId: number) => Promise<unknown>) | undefined
}

export async function cashierRoutes(app: FastifyInstance, o: CashierOptions) {
  const { config, db, clock } = o
  const { publicUrl, reconcileMs } = config.payments
  const providers = createProviderRegistry(config, clock, o.paymentProviders)
  if (config.payments.sandboxUrl)
    app.log.warn({ sandboxUrl: config.payments.sandboxUrl }, 'payments: the sandbox gateway is on (test money only)')
  await app.register(withdrawalsRoutes, {
    db,
    clock,
    passwords: o.passwords,
    verification: o.verification,
    limiter: o.limiter,
    providers,
    publicUrl,
    onWithdrawPasswordChanged: o.onWithdrawPasswordChanged,
  })
  const deposits = createDepositServices({ db, providers, clock, publicUrl, onCredited: o.onDepositCredited })
  await app.register(depositRoutes, {
    services: deposits,
    reconcileMs,
    inScope: merchantScopeCheck(db),
  })
  const notifications = createNotificationsService({
    repo: createNotificationsRepository(db),
    providers,
    clock,
    onPayment: deposits.payments.applyPaymentState,
    onPayout: async (providerCode, state) => {
      const r = await applyPayoutState(db, providerCode, state)
      return r === 'unknown' ? 'refused:unknown_order' : r
    },
  })
  // Provider notifications (deposits and payouts) and the way back from hosted payment pages.
  await app.register(paymentsRoutes, { notifications })
}
