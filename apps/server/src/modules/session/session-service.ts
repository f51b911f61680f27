/**
 * Sign-in: password and SMS login, trial play, sessions and logout (wire-contract §3).
 * Unknown accounts and wrong passwords take the same path to the same answer: the password is
 * always verified once, against a dummy hash when there is no account.
 */
import { randomInt } from 'node:crypto'
import {
  AccountProtectionErrorCode,
  DEFAULT_PASSWORD,
  ErrorCode,
  type LoginAnswer,
  type loginBodySchema,
} from '@parlor/contract'
import type { z } from 'zod'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import { DUMMY_HASH, type PasswordHasher } from '../../lib/password.ts'
import type { SecurityStore } from '../../lib/store/index.ts'
import type { CaptchaService } from '../captcha/captcha-service.ts'
import type { MemberRepository, MemberRow } from '../member/member-repository.ts'
import { hasFlag, requireFlag } from '../system/merchant-context.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import { nationalMobile, type VerificationService } from '../verification/verification-service.ts'
import { accountKeys, type LoginLimits, loginKeys, reserveLogin } from './login-limits.ts'
import type { SessionRepository } from './session-repository.ts'

type LoginBody = z.output<typeof loginBodySchema>

export interface CallerContext {
  merchant: Merchant
  ip: string
  device: string | undefined
  captchaCookie: string | undefined
  /** The browser's User-Agent, shown in the member's list of open sessions. */
  userAgent?: string | undefined
}

/**
 * Account protection's hooks into sign-in (modules/account-protection): the second step an
 * enrolled account needs, and the sign-in history. Absent, sign-in is one step and unrecorded.
 */
export interface SignInProtection {
  /** Null when the member has no second factor; else the `login_verify_required` value. */
  secondStep(
    ctx: CallerContext,
    member: MemberRow,
    loginType: string,
    loginDeviceId: string | undefined,
  ): Promise<unknown>
  recordSignIn(
    ctx: CallerContext,
    member: MemberRow,
    loginType: string,
    loginDeviceId: string | undefined,
  ): Promise<void>
  recordFailure(ctx: CallerContext, member: MemberRow, loginType: string): Promise<void>
}

/**
 * Firebase phone sign-in (`type: "firebase"`) is built separately: it verifies the ID token and
 * answers the member it belongs to, or throws `bind_customer_required`. Without it the type is
 * refused with `function.not.available`.
 */
export type FirebaseLogin = (ctx: CallerContext, body: LoginBody) => Promise<MemberRow>

/** Trial members get a hash no password matches. */
const NO_PASSWORD = '!trial'
const TRIAL_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
const DAY = 86_400_000
/** A username that may be a mobile number instead. */
const PHONE_LIKE = /^\+?[\d\s-]{5,24}$/

export function trialName(): string {
  let s = 'trial_'
  for (let i = 0; i < 8; i++) s += TRIAL_ALPHABET[randomInt(0, TRIAL_ALPHABET.length)]
  return s
}

export function createSessionService(deps: {
  members: MemberRepository
  sessions: SessionRepository
  store: SecurityStore
  captchas: CaptchaService
  verification: VerificationService
  passwords: PasswordHasher
  clock: Clock
  session: { idleMs: number; maxMs: number }
  limits: LoginLimits
  firebaseLogin?: FirebaseLogin | undefined
  protection?: SignInProtection | undefined
  /** Responsible gaming: refuses a member on a break (040) or with the session time used up (044). */
  refuseSignIn: (member: { id: number; merchant: Merchant }) => Promise<void>
}) {
  const { members, sessions, store, captchas, verification, passwords, clock, limits } = deps

  function passwordExpired(merchant: Merchant, member: MemberRow, now: Date): boolean {
    const days = merchant.authSettings.passwordMaxAgeDays ?? 0
    return days > 0 && now.getTime() - member.passwordChangedAt.getTime() > days * DAY
  }

  async function open(
    ctx: CallerContext,
    member: MemberRow,
    loginType: string,
    loginDeviceId: string | undefined,
    typedPassword?: string,
  ): Promise<LoginAnswer> {
    await deps.refuseSignIn({ id: member.id, merchant: ctx.merchant })
    const now = clock.now()
    const expired = passwordExpired(ctx.merchant, member, now)
    const changePassword =
      member.firstTimeLogin ||
      (expired && hasFlag(ctx.merchant, 'PWDEXPFORCECHANGE3')) ||
      typedPassword === DEFAULT_PASSWORD
    const token = randomSecret(32)
    await sessions.create({
      tokenHash: sha256Hex(token),
      memberId: member.id,
      merchantId: ctx.merchant.id,
      loginType,
      changePassword,
      createdAt: now,
      lastSeenAt: now,
      idleExpiresAt: new Date(now.getTime() + Math.min(deps.session.idleMs, deps.session.maxMs)),
      expiresAt: new Date(now.getTime() + deps.session.maxMs),
      ip: ctx.ip,
      device: ctx.device?.slice(0, 20) ?? null,
      loginDeviceId: loginDeviceId ?? null,
      userAgent: ctx.userAgent?.slice(0, 300) ?? null,
    })
    await deps.protection?.recordSignIn(ctx, member, loginType, loginDeviceId)
    return {
      id: member.id,
      token,
      userName: member.username,
      customerName: member.username,
      customerType: member.type,
      type: member.type,
      firstTimeLogin: member.firstTimeLogin,
      passwordExpired: expired,
      changePassword,
    }
  }

  /** The member a typed name or number reaches, by the same rules for every login type. */
  async function resolve(ctx: CallerContext, type: string, typed: string): Promise<MemberRow | null> {
    const byNumber = () => members.findByMobile(ctx.merchant.id, nationalMobile(typed, ctx.merchant.dialingCode))
    if (type === 'sms') return byNumber()
    const byName = await members.findByUsername(ctx.merchant.id, typed)
    return byName ?? (PHONE_LIKE.test(typed) ? byNumber() : null)
  }

  /** The typed name as the login counters know it: one spelling per name or number. */
  function identifierOf(merchant: Merchant, type: string, typed: string): string {
    return type === 'sms' || PHONE_LIKE.test(typed)
      ? `m:${nationalMobile(typed, merchant.dialingCode)}`
      : `u:${typed.toLowerCase()}`
  }

  type Attempt = Awaited<ReturnType<typeof reserveLogin>>
  async function refuseBlocked(attempt: Attempt) {
    if (!attempt.blockedUntil) return
    await attempt.refused()
    const minutes = Math.max(1, Math.ceil((attempt.blockedUntil.getTime() - clock.now().getTime()) / 60_000))
    throw new AppError(429, ErrorCode.tooManyRequestLogin, { minutes: String(minutes) }, { captcha: true })
  }

  /** A sign-in that succeeded clears the counters of every spelling of the account. */
  async function succeeded(ctx: CallerContext, attempt: Attempt, member: MemberRow, account: string) {
    const spellings = [identifierOf(ctx.merchant, 'username', member.username)]
    if (member.mobile) spellings.push(`m:${member.mobile}`)
    await attempt.succeeded(accountKeys(ctx.merchant.id, spellings, account))
  }

  /**
   * A member another method has proven on its own (social and Firebase sign-in): an account with
   * a second factor still answers `login_verify_required` (decision 043 closes 041's gap).
   */
  async function openWithSecondStep(
    ctx: CallerContext,
    member: MemberRow,
    loginType: string,
    loginDeviceId: string | undefined,
  ): Promise<LoginAnswer> {
    if (member.status !== 1) throw new AppError(400, ErrorCode.loginCredErr)
    const challenge = await deps.protection?.secondStep(ctx, member, loginType, loginDeviceId)
    if (challenge) throw new AppError(400, AccountProtectionErrorCode.loginVerifyRequired, {}, challenge)
    return open(ctx, member, loginType, loginDeviceId)
  }

  async function checkPassword(member: MemberRow | null, password: string): Promise<MemberRow | null> {
    const real = member?.passwordHash.startsWith('$argon2') === true
    // Always exactly one verification, so the answer costs the same whether or not the account exists.
    const matches = await passwords.verify(real && member ? member.passwordHash : DUMMY_HASH, password)
    return real && matches && member?.status === 1 ? member : null
  }

  return {
    async login(ctx: CallerContext, body: LoginBody): Promise<LoginAnswer> {
      const type = body.type === '' ? 'username' : body.type
      if (type === 'firebase') {
        if (!deps.firebaseLogin) throw new AppError(400, ErrorCode.functionNotAvailable)
        return openWithSecondStep(ctx, await deps.firebaseLogin(ctx, body), 'firebase', body.loginDeviceId)
      }
      if (type === 'sms') requireFlag(ctx.merchant, 'MOBILEVERCODELOGIN3')

      // Resolving is a lookup, not a guess: it happens first so that every spelling of one
      // account is counted against that account.
      const found = await resolve(ctx, type, body.username)
      const identifier = identifierOf(ctx.merchant, type, body.username)
      const account = found ? `id:${found.id}` : `n:${identifier}`
      const attempt = await reserveLogin(store.limiter, loginKeys(ctx.merchant.id, identifier, account, ctx.ip), limits)
      await refuseBlocked(attempt)
      if (attempt.captchaRequired && !(await captchas.verify(ctx.merchant.id, ctx.captchaCookie, body.captcha))) {
        await attempt.captchaFailed()
        throw new AppError(400, ErrorCode.captchaError, {}, { captcha: true })
      }

      let member: MemberRow | null
      if (type === 'sms') {
        const check = await verification.check(
          ctx.merchant,
          'noLogin',
          {
            mobileNum: nationalMobile(body.username, ctx.merchant.dialingCode),
            countryDialingCode: body.countryDialingCode,
          },
          body.password,
        )
        member = found && found.status === 1 && check === 'ok' ? found : null
      } else {
        member = await checkPassword(found, body.password)
      }
      if (!member) {
        const captcha = attempt.failed()
        if (found) await deps.protection?.recordFailure(ctx, found, type)
        throw new AppError(400, ErrorCode.loginCredErr, {}, { captcha })
      }
      // A right password is not a success yet for an account with a second step: the counters
      // clear only when the code is right (account-protection-service.ts).
      const challenge = await deps.protection?.secondStep(ctx, member, type, body.loginDeviceId)
      if (challenge) {
        await attempt.refused()
        throw new AppError(400, AccountProtectionErrorCode.loginVerifyRequired, {}, challenge)
      }
      await succeeded(ctx, attempt, member, account)
      return open(ctx, member, type, body.loginDeviceId, type === 'username' ? body.password : undefined)
    },

    /**
     * Password-free sign-in with a passkey (decision 043): the credential names the member (a
     * lookup, like resolving a typed name), the attempt is counted in the same login limits before
     * the assertion is checked, and an unknown credential fails exactly like a wrong password.
     * The passkey is both factors, so no second step follows.
     */
    async loginWithProof(
      ctx: CallerContext,
      opts: {
        memberId: number | null
        /** What the counters call an unknown credential. */
        unknown: string
        loginType: string
        loginDeviceId: string | undefined
        prove: (member: MemberRow) => Promise<boolean>
      },
    ): Promise<LoginAnswer> {
      const found = opts.memberId !== null ? await members.findById(opts.memberId) : null
      const identifier = found ? identifierOf(ctx.merchant, 'username', found.username) : opts.unknown
      const account = found ? `id:${found.id}` : `n:${identifier}`
      const attempt = await reserveLogin(store.limiter, loginKeys(ctx.merchant.id, identifier, account, ctx.ip), limits)
      await refuseBlocked(attempt)
      const member =
        found?.status === 1 && found.merchantId === ctx.merchant.id && (await opts.prove(found)) ? found : null
      if (!member) {
        attempt.failed()
        if (found) await deps.protection?.recordFailure(ctx, found, opts.loginType)
        throw new AppError(400, ErrorCode.loginCredErr)
      }
      await succeeded(ctx, attempt, member, account)
      return open(ctx, member, opts.loginType, opts.loginDeviceId)
    },

    /** Social sign-in's member: a session, or the second step for an account that has one. */
    openWithSecondStep,

    async freeplay(ctx: CallerContext, requested: string | null | undefined): Promise<LoginAnswer> {
      requireFlag(ctx.merchant, 'FREEPLAY3')
      // Each trial is a member row: cap how fast one address can make them.
      const [made] = await store.limiter.hit([{ key: `trial:${ctx.ip}`, windowMs: 3_600_000 }])
      if (made && made.count > 20) throw new AppError(429, ErrorCode.tooManyRequests)
      const now = clock.now()
      for (let attempt = 0; attempt < 5; attempt++) {
        const name = attempt === 0 && requested ? requested : trialName()
        const member = await members.createTrial(ctx.merchant.id, name, NO_PASSWORD, now)
        if (member) return open(ctx, member, 'freeplay', undefined)
      }
      throw new AppError(500, ErrorCode.internal)
    },

    /** A trial name nobody holds at the moment of asking. */
    async trialUser(merchant: Merchant): Promise<string> {
      requireFlag(merchant, 'FREEPLAY3')
      for (let attempt = 0; attempt < 5; attempt++) {
        const name = trialName()
        if (!(await members.usernameTaken(merchant.id, name))) return name
      }
      throw new AppError(500, ErrorCode.internal)
    },

    /** A session for a member another sign-in method has already proven (social sign-in). */
    async openVerified(
      ctx: CallerContext,
      member: MemberRow,
      loginType: string,
      loginDeviceId?: string,
    ): Promise<LoginAnswer> {
      if (member.status !== 1) throw new AppError(400, ErrorCode.loginCredErr)
      return open(ctx, member, loginType, loginDeviceId)
    },

    async logout(sessionId: number): Promise<void> {
      await sessions.revoke(sessionId, 'logout', clock.now())
    },
  }
}
export type SessionService = ReturnType<typeof createSessionService>
