/**
 * Self-registration (accounts-and-access §Registration, §4; wire-contract §4). Order of work:
 * the per-address cap (before anything costly), the merchant's field rules (shared with the web
 * form), the affiliate code, the captcha, the SMS code, then one Argon2id hash and one insert
 * guarded by the unique index on (merchant, lower(username)).
 */
import {
  DEFAULT_PASSWORD,
  ErrorCode,
  firstRegisterFailure,
  type RegisterFailure,
  type RouteValue,
  type routes,
  WITHDRAW_PASSWORD_PATTERN,
} from '@parlor/contract'
import type { z } from 'zod'
import type { registerBodySchema } from '@parlor/contract'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { hasFlag, requireFlag } from '../system/merchant-context.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { SecurityStore } from '../../lib/store/index.ts'
import type { CaptchaService } from '../captcha/captcha-service.ts'
import type { CallerContext, SessionService } from '../session/session-service.ts'
import { normaliseMobile, type VerificationService } from '../verification/verification-service.ts'
import type { RegistrationRepository } from './registration-repository.ts'

type RegisterBody = z.output<typeof registerBodySchema>
export type RegisterMode = 'username' | 'mobile'

/** Registrations one address may make per hour: enough for a family, not for a bot. */
export const REGISTRATIONS_PER_ADDRESS_HOUR = 10

export const RegisterError = {
  fieldInvalid: 'register.field.invalid',
  usernameExists: 'username.exists',
  invitationCode: 'invitation_code_error',
  smsCode: 'verification.code.error',
} as const

function refuseField(f: RegisterFailure): never {
  throw new AppError(400, RegisterError.fieldInvalid, { field: f.field }, f)
}

export function createRegistrationService(deps: {
  repo: RegistrationRepository
  store: SecurityStore
  captchas: CaptchaService
  verification: VerificationService
  sessions: SessionService
  passwords: PasswordHasher
  clock: Clock
  /** Responsible gaming: refuses details of an excluded member of the merchant (and logs the attempt). */
  refuseExcludedDetails: (
    merchantId: number,
    details: { mobile: string | null; email: string | null; payeeName: string | null; username: string },
    ip: string,
  ) => Promise<void>
}) {
  const { repo, store, captchas, verification, sessions, passwords, clock } = deps

  return {
    async register(
      ctx: CallerContext,
      body: RegisterBody,
      mode: RegisterMode,
    ): Promise<RouteValue<typeof routes.register>> {
      const m = ctx.merchant
      requireFlag(m, mode === 'username' ? 'USERNAMEREG3' : 'MOBILENUMREG3')

      const [addr] = await store.limiter.hit([{ key: `reg:ip:${m.id}:${ctx.ip}`, windowMs: 3_600_000 }])
      if (addr && addr.count > REGISTRATIONS_PER_ADDRESS_HOUR) throw new AppError(429, ErrorCode.tooManyRequests)

      const mobilePassword = hasFlag(m, 'MOBILENUMPASSREG3')
      const smsCode = mode === 'mobile' || (hasFlag(m, 'REGMOBVERF3') && Boolean(body.mobileNum))
      const values = { ...body, agree: body.agree ?? true } as Parameters<typeof firstRegisterFailure>[1]
      const failure = firstRegisterFailure(m.registerSettings, values, mode, { mobilePassword, smsCode })
      if (failure) refuseField(failure)
      // The form's payment password becomes the withdrawal password, which is six digits whatever
      // the merchant's field rule allows: anything else is refused, never quietly dropped.
      const paymentPassword = body.paymentPassword?.trim()
      if (paymentPassword && !WITHDRAW_PASSWORD_PATTERN.test(paymentPassword))
        refuseField({ field: 'paymentPassword', code: 'pattern', messageKey: 'reg_pattern_6', min: 6, max: 6 })

      let parentId: number | null = null
      if (body.affiliateCode && m.registerSettings.affiliateCode?.enabled) {
        const agent = await repo.agentByAffiliateCode(m.id, body.affiliateCode)
        if (!agent) throw new AppError(400, RegisterError.invitationCode, {}, { field: 'affiliateCode' })
        parentId = agent.id
      }
      // An invite-friends code only credits the friend (decision 014); a stale or mistyped one never
      // blocks the sign-up, since the player did not type it and cannot see it on the form.
      const referredBy = body.referralCode ? await repo.memberByReferralCode(m.id, body.referralCode) : null

      if (m.registerSettings.captcha?.enabled && !(await captchas.verify(m.id, ctx.captchaCookie, body.captcha))) {
        throw new AppError(400, ErrorCode.captchaError, {}, { field: 'captcha', captcha: true })
      }

      const mobile = body.mobileNum ? normaliseMobile(body.mobileNum) : null
      if (smsCode && mobile) {
        const check = await verification.check(
          m,
          'register',
          { mobileNum: mobile, countryDialingCode: body.countryDialingCode },
          body.verificationCode ?? '',
        )
        if (check !== 'ok') throw new AppError(400, RegisterError.smsCode, {}, { field: 'verificationCode' })
      }

      const username = mode === 'mobile' ? (mobile as string) : (body.username ?? '').trim()
      // Without MOBILENUMPASSREG3 the original platform gives mobile sign-ups 123456 and forces a change.
      const password = mode === 'mobile' && !mobilePassword ? DEFAULT_PASSWORD : (body.password as string)
      const email = body.email?.trim() || null
      const payeeName = body.payeeName?.trim() || null
      await deps.refuseExcludedDetails(m.id, { mobile, email, payeeName, username }, ctx.ip)
      const withdrawPasswordHash = paymentPassword ? await passwords.hash(paymentPassword) : null
      const member = await repo.create(
        {
          merchantId: m.id,
          username,
          usernameKey: username.toLowerCase(),
          passwordHash: await passwords.hash(password),
          type: 0,
          nickname: body.nickname?.trim() || null,
          email,
          mobile,
          dialingCode: body.countryDialingCode?.replace(/\D/g, '') || (mobile ? m.dialingCode : null),
          payeeName,
          parentId,
          referredBy,
          firstTimeLogin: password === DEFAULT_PASSWORD,
          passwordChangedAt: clock.now(),
          registerMethod: body.registerMethod ?? 'H5',
          registerUrl: body.registerUrl ?? null,
          regDate: clock.now(),
        },
        { withdrawPasswordHash },
      )
      if (!member)
        throw new AppError(
          409,
          RegisterError.usernameExists,
          {},
          { field: mode === 'mobile' ? 'mobileNum' : 'username' },
        )

      if (body.login) {
        const answer = await sessions.openVerified(ctx, member, mode === 'mobile' ? 'register_mobile' : 'register')
        return { ...answer, customerId: answer.id }
      }
      return {
        id: member.id,
        customerId: member.id,
        userName: member.username,
        customerName: member.username,
        customerType: member.type,
        firstTimeLogin: member.firstTimeLogin,
        changePassword: member.firstTimeLogin,
      }
    },

    async usernameAvailable(merchantId: number, username: string, ip: string): Promise<boolean> {
      const [hit] = await store.limiter.hit([{ key: `reg:check:${ip}`, windowMs: 60_000 }])
      if (hit && hit.count > 60) throw new AppError(429, ErrorCode.tooManyRequests)
      return !(await repo.usernameTaken(merchantId, username.trim()))
    },

    async affiliate(merchantId: number, code: string, ip: string): Promise<{ code: string }> {
      const [hit] = await store.limiter.hit([{ key: `reg:aff:${ip}`, windowMs: 60_000 }])
      if (hit && hit.count > 60) throw new AppError(429, ErrorCode.tooManyRequests)
      const agent = await repo.agentByAffiliateCode(merchantId, code)
      if (!agent) throw new AppError(404, RegisterError.invitationCode)
      // A code from one of the agent's extra links names the same agent; registering with it works as is.
      return { code: agent.affiliateCode ?? code }
    },
  }
}
export type RegistrationService = ReturnType<typeof createRegistrationService>
