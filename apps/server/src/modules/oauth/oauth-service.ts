/**
 * Google and Facebook sign-in (docs/decisions/008): start → provider → callback →
 * one-time code → exchange. Everything the browser carries between steps is a random value
 * whose SHA-256 is the key of a single-use, expiring ticket in the database, so any instance
 * can serve any step and nothing can be replayed.
 */
import { randomInt, timingSafeEqual } from 'node:crypto'
import { ErrorCode, type LoginAnswer, OAUTH_PROVIDERS, type OauthError, type OauthProviderName } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../lib/clock.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import { AppError } from '../../lib/errors.ts'
import { randomSecret, sha256Hex } from '../../lib/hash.ts'
import type { MemberRow } from '../member/member-repository.ts'
import type { CallerContext, SessionService } from '../session/session-service.ts'
import { hasFlag, requireFlag } from '../system/merchant-context.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { OauthRepository } from './oauth-repository.ts'
import { type OidcClient, OidcError } from './oidc-client.ts'

export const FLOW_TTL_MS = 10 * 60_000
export const CODE_TTL_MS = 30_000
/** Each start stores a row: cap how many one address can open (per 10 minutes). */
export const STARTS_PER_ADDRESS = 30
/** Accounts made by social sign-in get a hash no password matches. */
const NO_PASSWORD = '!oauth'

const FLAG: Record<OauthProviderName, 'GOOGLELOGIN3' | 'FACEBOOKLOGIN3'> = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
}

/** Ends the flow on the login screen with an error the screen can name. */
export class OauthFailure extends Error {
  constructor(
    readonly code: OauthError,
    readonly detail: string,
  ) {
    super(`${code}: ${detail}`)
    this.name = 'OauthFailure'
  }
}

/**
 * How a refused step ends for the browser: an error the login screen can name. Steps of this flow
 * are top-level navigations, so an error envelope would leave the player on raw JSON.
 */
export function failureOf(err: unknown): OauthFailure | null {
  if (err instanceof OauthFailure) return err
  if (err instanceof OidcError) return new OauthFailure('oauth_failed', err.message)
  if (err instanceof AppError) {
    if (err.errorCode === ErrorCode.functionNotAvailable) return new OauthFailure('unavailable', 'provider not offered')
    if (err.statusCode === 429) return new OauthFailure('too_many_attempts', 'too many flows from this address')
    return new OauthFailure('oauth_failed', err.errorCode)
  }
  return null
}

/** The login screen with the reason, keeping the app path the player meant to return to. */
export function failurePath(failure: OauthFailure, returnTo?: string): string {
  const next = new URLSearchParams({ oauthError: failure.code })
  const back = safeReturnTo(returnTo)
  if (back) next.set('redirect', back)
  return `/m/login?${next}`
}

/** `returnTo` when it is an app path (`/m` or `/m/...`) on our own origin; otherwise nothing. */
export function safeReturnTo(raw: string | undefined): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return undefined
  try {
    const base = 'http://parlor.invalid'
    const url = new URL(raw, base)
    if (url.origin !== base || !(url.pathname === '/m' || url.pathname.startsWith('/m/'))) return undefined
    return `${url.pathname}${url.search}`
  } catch {
    return undefined
  }
}

function sameText(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/** A username for a new account from the email's local part: letters and digits, a letter first. */
function usernameFrom(email: string): string {
  let base = (email.split('@')[0] ?? '').toLowerCase().replace(/[^a-z0-9]/g, '')
  if (!/^[a-z]/.test(base)) base = `u${base}`
  // 12 characters at most: within every seeded merchant's username rule.
  return `${base.slice(0, 8)}${randomInt(1000, 10_000)}`
}

export function createOauthService(deps: {
  clients: Partial<Record<OauthProviderName, OidcClient>>
  repo: OauthRepository
  sessions: SessionService
  limiter: RateLimiter
  clock: Clock
  log: FastifyBaseLogger
}) {
  const { repo, clock } = deps

  function clientFor(merchant: Merchant, provider: OauthProviderName): OidcClient {
    const client = deps.clients[provider]
    if (!client) throw new AppError(400, ErrorCode.functionNotAvailable)
    requireFlag(merchant, FLAG[provider])
    return client
  }

  async function findOrCreateMember(
    merchant: Merchant,
    provider: OauthProviderName,
    issuer: string,
    claims: Record<string, unknown>,
  ): Promise<MemberRow> {
    const subject = claims.sub as string
    const now = clock.now()
    const verified = claims.email_verified === true || claims.email_verified === 'true'
    const email = typeof claims.email === 'string' ? claims.email.trim() : ''
    if (!verified || !email) throw new OauthFailure('email_not_verified', 'email missing or not verified')

    const linked = await repo.findLinkedMember(merchant.id, provider, subject)
    if (linked) {
      await repo.touchIdentity(merchant.id, provider, subject, now)
      return linked
    }

    const link = async (member: MemberRow) => {
      const holder = await repo.link({
        merchantId: merchant.id,
        provider,
        issuer,
        subject,
        memberId: member.id,
        email,
        now,
      })
      return holder === member.id ? member : ((await repo.findMember(holder)) ?? member)
    }

    const byEmail = await repo.findMembersByEmail(merchant.id, email)
    if (byEmail.length > 1) throw new OauthFailure('oauth_failed', 'several members share the email')
    if (byEmail[0]) return link(byEmail[0])

    if (merchant.authSettings.socialSignUp !== true) throw new OauthFailure('sign_up_disabled', 'no member, no sign-up')
    const name = typeof claims.name === 'string' && claims.name.trim() ? claims.name.trim().slice(0, 64) : undefined
    for (let attempt = 0; attempt < 5; attempt++) {
      const username = usernameFrom(email)
      const created = await repo.createMember({
        merchantId: merchant.id,
        username,
        nickname: name ?? username,
        email,
        passwordHash: NO_PASSWORD,
        registerMethod: provider.toUpperCase(),
        now,
      })
      if (created) return link(created)
    }
    throw new OauthFailure('oauth_failed', 'no free username')
  }

  return {
    /**
     * The providers this merchant offers now: flag on and a client configured. The status answer
     * hands them to the app, which shows a button only for these.
     */
    offered(merchant: Pick<Merchant, 'flags'>): OauthProviderName[] {
      return OAUTH_PROVIDERS.filter((p) => deps.clients[p] !== undefined && hasFlag(merchant, FLAG[p]))
    },

    /** Where to send the browser, and the cookie value that binds the flow to it. */
    async start(
      merchant: Merchant,
      provider: OauthProviderName,
      caller: { origin: string; ip: string },
      returnTo: string | undefined,
    ): Promise<{ location: string; cookie: string }> {
      const client = clientFor(merchant, provider)
      const [started] = await deps.limiter.hit([{ key: `oauth:${caller.ip}`, windowMs: FLOW_TTL_MS }])
      if (started && started.count > STARTS_PER_ADDRESS) throw new AppError(429, ErrorCode.tooManyRequests)
      const now = clock.now()
      await repo.sweepTickets(now)
      const binding = randomSecret(32)
      const flow = {
        state: randomSecret(24),
        nonce: randomSecret(24),
        verifier: randomSecret(48),
        redirectUri: `${caller.origin}/wps/session/oauth/${provider}/callback`,
        returnTo: safeReturnTo(returnTo) ?? '',
      }
      const location = await client.authorizationUrl(flow)
      await repo.putTicket({
        id: sha256Hex(binding),
        kind: 'flow',
        merchantId: merchant.id,
        provider,
        data: flow,
        createdAt: now,
        expiresAt: new Date(now.getTime() + FLOW_TTL_MS),
      })
      return { location, cookie: binding }
    },

    /**
     * The provider's redirect back. Answers where the browser goes next: the login screen with a
     * one-time code, or with `oauthError`.
     */
    async callback(
      merchant: Merchant,
      provider: OauthProviderName,
      binding: string | undefined,
      query: {
        code?: string | undefined
        state?: string | undefined
        error?: string | undefined
        iss?: string | undefined
      },
    ): Promise<string> {
      try {
        const client = clientFor(merchant, provider)
        if (!binding) throw new OauthFailure('oauth_failed', 'no flow cookie')
        // Taken (deleted) before anything is checked: a flow gets exactly one callback.
        const ticket = await repo.takeTicket(sha256Hex(binding), 'flow', clock.now())
        if (!ticket || ticket.merchantId !== merchant.id || ticket.provider !== provider)
          throw new OauthFailure('oauth_failed', 'flow unknown, used or expired')
        const flow = ticket.data as Record<string, string>
        if (!query.state || !flow.state || !sameText(query.state, flow.state))
          throw new OauthFailure('oauth_failed', 'state mismatch')
        if (query.error) throw new OauthFailure('oauth_failed', `provider error ${query.error}`)
        // RFC 9207: when the provider names itself, it must be the one we started with.
        if (query.iss !== undefined && query.iss !== client.issuer)
          throw new OauthFailure('oauth_failed', 'issuer mismatch')
        if (!query.code) throw new OauthFailure('oauth_failed', 'no code')

        const claims = await client.exchange({
          redirectUri: flow.redirectUri ?? '',
          response: { code: query.code, state: query.state, iss: query.iss },
          state: flow.state,
          verifier: flow.verifier ?? '',
          nonce: flow.nonce ?? '',
        })
        const member = await findOrCreateMember(merchant, provider, client.issuer, claims)
        if (member.status !== 1) throw new OauthFailure('account_disabled', 'member disabled')

        const code = randomSecret(32)
        const now = clock.now()
        const returnTo = flow.returnTo ?? ''
        await repo.putTicket({
          id: sha256Hex(code),
          kind: 'code',
          merchantId: merchant.id,
          provider,
          data: { memberId: member.id },
          createdAt: now,
          expiresAt: new Date(now.getTime() + CODE_TTL_MS),
        })
        const next = new URLSearchParams({ oauth: code })
        // `returnTo` as agreed for this flow; `redirect` is what the login screen reads for any sign-in.
        if (returnTo) {
          next.set('returnTo', returnTo)
          next.set('redirect', returnTo)
        }
        return `/m/login?${next}`
      } catch (err) {
        const failure = failureOf(err)
        if (!failure) throw err
        deps.log.info({ provider, reason: failure.detail }, 'social sign-in refused')
        return failurePath(failure)
      }
    },

    /** The login screen trades the one-time code for a session (the normal login answer). */
    async exchange(ctx: CallerContext, code: string): Promise<LoginAnswer> {
      const ticket = await repo.takeTicket(sha256Hex(code), 'code', clock.now())
      if (!ticket || ticket.merchantId !== ctx.merchant.id) throw new AppError(400, ErrorCode.oauthCodeInvalid)
      const provider = ticket.provider as OauthProviderName
      clientFor(ctx.merchant, provider)
      const member = await repo.findMember(Number(ticket.data.memberId))
      if (!member) throw new AppError(400, ErrorCode.oauthCodeInvalid)
      return deps.sessions.openWithSecondStep(ctx, member, provider, undefined)
    },
  }
}
export type OauthService = ReturnType<typeof createOauthService>
