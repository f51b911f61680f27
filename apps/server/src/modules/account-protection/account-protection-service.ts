/**
 * Account protection (decision 041): the authenticator-app second step of sign-in with recovery
 * codes, the member's open sessions and sign-in history, and inbox notices of security events.
 *
 * The second step is limited like the first: every code attempt reserves its place in the
 * member's login counters (login-limits.ts) before any checking, and each challenge takes at most
 * five codes. A code's time step is accepted once per member (a replayed code is refused even
 * within its 30 seconds), and a recovery code once.
 */
import { randomInt } from 'node:crypto'
import {
  AccountProtectionErrorCode as Code,
  ErrorCode,
  type LoginVerifyValue,
  LANGUAGES,
  type RecoveryCodes,
  type TotpSetup,
  type TotpStatus,
} from '@parlor/contract'
import type { z } from 'zod'
import type { loginVerificationBodySchema } from '@parlor/contract'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import type { PasswordHasher } from '../../lib/password.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { translate } from '../../i18n/messages.ts'
import type { SecretBox } from '../encryption/secret-box.ts'
import type { MemberRepository, MemberRow } from '../member/member-repository.ts'
import type { SessionRepository } from '../session/session-repository.ts'
import { type LoginLimits, loginKeys, reserveLogin } from '../session/login-limits.ts'
import type { CallerContext } from '../session/session-service.ts'
import type { AccountProtectionRepository } from './account-protection-repository.ts'
import { deviceKeyOf } from './device-key.ts'
import type { PasskeyService, RelyingParty } from './passkey-service.ts'

export const CHALLENGE_MS = 5 * 60_000
export const CODES_PER_CHALLENGE = 5
export const RECOVERY_CODES = 10
/** ±1 step of 30 seconds: a phone's clock a little off still signs in. */
const TOLERANCE_S = 30
const HISTORY = 30
/** Password checks of enrolment and disabling, per member, in 15 minutes. */
const PASSWORD_TRIES = 10

const CODE_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
function newRecoveryCode(): string {
  let s = ''
  for (let i = 0; i < 10; i++) s += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return `${s.slice(0, 5)}-${s.slice(5)}`
}
/** Dashes and case do not matter when a recovery code is typed. */
const normalCode = (code: string) => code.trim().toLowerCase().replace(/-/g, '')

/** "Chrome on Android": enough to recognise one's own device, from the User-Agent. */
export function agentSummary(ua: string | undefined | null): string | null {
  if (!ua) return null
  const browser = /Edg\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /SamsungBrowser/.test(ua)
        ? 'Samsung Internet'
        : /Firefox\//.test(ua)
          ? 'Firefox'
          : /Chrome\/|Chromium\/|CriOS/.test(ua)
            ? 'Chrome'
            : /Safari\//.test(ua)
              ? 'Safari'
              : null
  const system = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /Linux/.test(ua)
            ? 'Linux'
            : null
  if (browser && system) return `${browser} · ${system}`
  return browser ?? system ?? ua.slice(0, 40)
}

/** Every language's text of one notice, so the inbox shows it in whichever language the member reads. */
function localized(code: string, params: Record<string, string>) {
  return Object.fromEntries(LANGUAGES.map((lang) => [lang, translate(code, lang, params)]))
}

/** `twoStepReset`: support turned the member's two-step sign-in off (decision 045). */
export type SecurityNotice = 'newDevice' | 'passwordChanged' | 'withdrawPasswordChanged' | 'twoStepReset'

export function createAccountProtectionService(deps: {
  repo: AccountProtectionRepository
  members: MemberRepository
  sessions: SessionRepository
  box: SecretBox
  passwords: PasswordHasher
  limiter: RateLimiter
  limits: LoginLimits
  clock: Clock
  /** Passkeys as a second step (decision 043). */
  passkeys?: Pick<PasskeyService, 'count' | 'proveSecond'>
}) {
  const { repo, box, clock, passwords } = deps
  const context = (memberId: number) => `totp:${memberId}`

  async function checkTotp(secret: string, code: string, lastStep: number | null): Promise<number | null> {
    if (!/^\d{6}$/.test(code)) return null
    const r = await verify({
      secret,
      token: code,
      epoch: Math.floor(clock.now().getTime() / 1000),
      epochTolerance: TOLERANCE_S,
      ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
    }).catch(() => ({ valid: false as const }))
    return r.valid && 'timeStep' in r ? r.timeStep : null
  }

  /** A current authenticator code taken once, or an unused recovery code used up. */
  async function takeCode(memberId: number, code: string, allowRecovery: boolean): Promise<boolean> {
    const totp = await repo.totp(memberId)
    if (!totp?.confirmedAt) return false
    if (/^\d{6}$/.test(code.trim())) {
      const step = await checkTotp(box.open(totp.secretSealed, context(memberId)), code.trim(), totp.lastStep)
      return step !== null && (await repo.acceptStep(memberId, step))
    }
    if (!allowRecovery) return false
    const typed = normalCode(code)
    for (const c of await repo.unusedCodes(memberId)) {
      if (await passwords.verify(c.codeHash, typed)) return repo.useCode(c.id, clock.now())
    }
    return false
  }

  /** The sign-in password again, limited per member before any hashing. */
  async function checkPassword(member: MemberRow, password: string): Promise<void> {
    const [c] = await deps.limiter.hit([{ key: `protect:pw:${member.id}`, windowMs: 15 * 60_000 }])
    if ((c?.count ?? 1) > PASSWORD_TRIES) throw new AppError(429, ErrorCode.tooManyRequests)
    if (!(await passwords.verify(member.passwordHash, password)))
      throw new AppError(400, ErrorCode.oldPasswordIncorrect)
  }

  async function memberOf(id: number): Promise<MemberRow> {
    const m = await deps.members.findById(id)
    if (!m) throw new AppError(401, ErrorCode.customerNotLogin)
    return m
  }

  async function notify(
    member: { id: number; merchantId: number },
    kind: SecurityNotice,
    params: Record<string, string>,
  ) {
    await repo.notify(
      member.merchantId,
      member.id,
      localized(`notice.${kind}.title`, params),
      localized(`notice.${kind}.body`, params),
      clock.now(),
    )
  }

  async function recordFailure(ctx: CallerContext, member: MemberRow, loginType: string) {
    await repo.recordEvent({
      memberId: member.id,
      at: clock.now(),
      success: false,
      loginType,
      ip: ctx.ip,
      device: ctx.device?.slice(0, 20) ?? null,
      userAgent: ctx.userAgent?.slice(0, 300) ?? null,
      deviceKey: null,
    })
  }

  return {
    notify,
    recordFailure,

    /** The sign-in password again (adding or removing a passkey), limited like enrolment's. */
    confirmPassword: (memberId: number) => async (password: string) => {
      const member = await memberOf(memberId)
      await checkPassword(member, password)
      return member
    },

    /** A security notice to a member known by id (password changes elsewhere in the app). */
    async noticeFor(memberId: number, kind: SecurityNotice): Promise<void> {
      const member = await deps.members.findById(memberId)
      if (member) await notify(member, kind, {})
    },

    /** Null when the member has no confirmed authenticator; else the challenge of the second step. */
    async secondStep(
      ctx: CallerContext,
      member: MemberRow,
      loginType: string,
      loginDeviceId: string | undefined,
    ): Promise<LoginVerifyValue | null> {
      const totp = await repo.totp(member.id)
      const ga = !!totp?.confirmedAt
      const passkey = ((await deps.passkeys?.count(member.id)) ?? 0) > 0
      if (!ga && !passkey) return null
      const challenge = randomSecret(32)
      await repo.createChallenge({
        tokenHash: sha256Hex(challenge),
        memberId: member.id,
        merchantId: ctx.merchant.id,
        loginType,
        loginDeviceId: loginDeviceId ?? null,
        expiresAt: new Date(clock.now().getTime() + CHALLENGE_MS),
      })
      return { ...(ga ? { ga: true as const } : {}), ...(passkey ? { passkey: true as const } : {}), challenge }
    },

    /**
     * The member a challenge and a right code (or passkey, for `rp`, the request's relying party)
     * prove, with what the first step said; or a refusal.
     */
    async verify(
      ctx: CallerContext,
      body: z.output<typeof loginVerificationBodySchema>,
      rp: RelyingParty | null = null,
    ) {
      const hash = sha256Hex(body.challenge)
      const challenge = await repo.tryChallenge(hash, clock.now(), CODES_PER_CHALLENGE)
      if (!challenge || challenge.merchantId !== ctx.merchant.id) throw new AppError(400, Code.challengeExpired)
      const member = await memberOf(challenge.memberId)
      const account = `id:${member.id}`
      const attempt = await reserveLogin(
        deps.limiter,
        loginKeys(ctx.merchant.id, `u:${member.username.toLowerCase()}`, account, ctx.ip),
        deps.limits,
      )
      if (attempt.blockedUntil) {
        await attempt.refused()
        const minutes = Math.max(1, Math.ceil((attempt.blockedUntil.getTime() - clock.now().getTime()) / 60_000))
        throw new AppError(429, ErrorCode.tooManyRequestLogin, { minutes: String(minutes) })
      }
      const code = body.authCode ?? ''
      const ok =
        member.status === 1 &&
        (body.method === 'P'
          ? !!body.assertion &&
            !!deps.passkeys &&
            (await deps.passkeys.proveSecond(ctx.merchant, rp, member, hash, body.assertion))
          : await takeCode(member.id, code, body.method === 'R' || !/^\d+$/.test(code)))
      if (!ok) {
        attempt.failed()
        await recordFailure(ctx, member, challenge.loginType)
        throw new AppError(400, body.method === 'P' ? Code.passkeyInvalid : Code.codeInvalid)
      }
      if (!(await repo.useChallenge(hash, clock.now()))) {
        await attempt.refused()
        throw new AppError(400, Code.challengeExpired)
      }
      await attempt.succeeded([])
      return { member, loginType: challenge.loginType, loginDeviceId: challenge.loginDeviceId ?? undefined }
    },

    /** History, and an inbox notice when a member who signed in before does so from a new device. */
    async recordSignIn(ctx: CallerContext, member: MemberRow, loginType: string, loginDeviceId: string | undefined) {
      const now = clock.now()
      const deviceKey = deviceKeyOf(ctx.device, ctx.userAgent, loginDeviceId)
      const known = await repo.knownDevice(member.id, deviceKey)
      await repo.recordEvent({
        memberId: member.id,
        at: now,
        success: true,
        loginType,
        ip: ctx.ip,
        device: ctx.device?.slice(0, 20) ?? null,
        userAgent: ctx.userAgent?.slice(0, 300) ?? null,
        deviceKey,
      })
      if (known.signedInBefore && !known.seenDevice)
        await notify(member, 'newDevice', {
          time: now.toISOString().replace('T', ' ').slice(0, 16),
          ip: ctx.ip,
          device: agentSummary(ctx.userAgent) ?? ctx.device ?? '-',
        })
    },

    async status(memberId: number): Promise<TotpStatus> {
      const totp = await repo.totp(memberId)
      const enabled = !!totp?.confirmedAt
      return { enabled, recoveryCodesLeft: enabled ? await repo.codesLeft(memberId) : 0 }
    },

    async setup(memberId: number, password: string): Promise<TotpSetup> {
      const member = await memberOf(memberId)
      await checkPassword(member, password)
      const secret = generateSecret()
      if (!(await repo.startTotp(member.id, box.seal(secret, context(member.id)), clock.now())))
        throw new AppError(400, Code.alreadyEnabled)
      const otpauthUrl = generateURI({ issuer: 'Parlor', label: member.username, secret })
      const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
      return { secret, otpauthUrl, qrDataUrl: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` }
    },

    async confirm(memberId: number, code: string): Promise<RecoveryCodes> {
      const [c] = await deps.limiter.hit([{ key: `protect:confirm:${memberId}`, windowMs: 15 * 60_000 }])
      if ((c?.count ?? 1) > PASSWORD_TRIES) throw new AppError(429, ErrorCode.tooManyRequests)
      const totp = await repo.totp(memberId)
      if (!totp) throw new AppError(400, Code.notEnabled)
      if (totp.confirmedAt) throw new AppError(400, Code.alreadyEnabled)
      const step = await checkTotp(box.open(totp.secretSealed, context(memberId)), code, null)
      if (step === null) throw new AppError(400, Code.codeInvalid)
      const codes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode)
      const hashes = await Promise.all(codes.map((x) => passwords.hash(normalCode(x))))
      if (!(await repo.confirmTotp(memberId, step, hashes, clock.now()))) throw new AppError(400, Code.alreadyEnabled)
      return { recoveryCodes: codes }
    },

    async disable(memberId: number, password: string, code: string): Promise<void> {
      const member = await memberOf(memberId)
      await checkPassword(member, password)
      const totp = await repo.totp(memberId)
      if (!totp?.confirmedAt) throw new AppError(400, Code.notEnabled)
      if (!(await takeCode(memberId, code, true))) throw new AppError(400, Code.codeInvalid)
      await repo.removeTotp(memberId)
    },

    async openSessions(memberId: number, currentId: number) {
      const rows = await repo.openSessions(memberId, clock.now())
      return rows.map((s) => ({
        id: s.id,
        createdAt: s.createdAt.getTime(),
        lastSeenAt: s.lastSeenAt.getTime(),
        ip: s.ip,
        device: s.device,
        agent: agentSummary(s.userAgent),
        loginType: s.loginType,
        current: s.id === currentId,
      }))
    },

    async revokeOthers(db: Parameters<SessionRepository['revokeMember']>[0], memberId: number, currentId: number) {
      return { count: await deps.sessions.revokeMember(db, memberId, 'others', clock.now(), currentId) }
    },

    async history(memberId: number) {
      const rows = await repo.history(memberId, HISTORY)
      return rows.map((e) => ({
        at: e.at.getTime(),
        ip: e.ip,
        device: e.device,
        agent: agentSummary(e.userAgent),
        loginType: e.loginType,
        success: e.success,
      }))
    },

    sweep: () => repo.sweepChallenges(clock.now()),
  }
}
export type AccountProtectionService = ReturnType<typeof createAccountProtectionService>
