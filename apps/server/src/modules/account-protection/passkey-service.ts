/**
 * Passkeys (WebAuthn, decision 043) through `@simplewebauthn/server`: adding, listing and removing
 * them in the security centre, and proving a member with one, as the second step of a sign-in or
 * as a password-free sign-in.
 *
 * Every WebAuthn challenge is random, kept as its SHA-256 for five minutes and taken once, so an
 * assertion sent twice proves nothing the second time. The signature counter only moves forward,
 * through a conditional update, for authenticators that keep one.
 */
import {
  AccountProtectionErrorCode as Code,
  ErrorCode,
  type Passkey,
  type PasskeyAssertion,
  type PasskeyAttestation,
  type PasskeyCreationOptions,
  type PasskeyRequestOptions,
} from '@parlor/contract'
import {
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server'
import type { Clock } from '../../lib/clock.ts'
import { AppError } from '../../lib/errors.ts'
import { sha256Hex } from '../../lib/hash.ts'
import type { RateLimiter } from '../../lib/store/index.ts'
import type { MemberRow } from '../member/member-repository.ts'
import type { Merchant } from '../system/merchant-repository.ts'
import type { PasskeyRepository, PasskeyRow } from './passkey-repository.ts'

export const PASSKEY_CHALLENGE_MS = 5 * 60_000
export const MAX_PASSKEYS = 10
/** Option calls per address in five minutes: each one writes a challenge row. */
const OPTIONS_PER_IP = 30

/** The relying party a request speaks for: its host, when this server is known to serve it. */
export interface RelyingParty {
  id: string
  origin: string
}

/** The challenge inside an assertion's or attestation's client data, or null when unreadable. */
function challengeOf(clientDataJSON: string): string | null {
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown }
    return typeof data.challenge === 'string' && data.challenge.length <= 200 ? data.challenge : null
  } catch {
    return null
  }
}

const transportsOf = (row: PasskeyRow) => row.transports as AuthenticatorTransportFuture[]

export function createPasskeyService(deps: {
  repo: PasskeyRepository
  limiter: RateLimiter
  clock: Clock
  /** The sign-in password again, limited per member (account-protection-service.ts). */
  checkPassword: (memberId: number) => (password: string) => Promise<MemberRow>
}) {
  const { repo, clock } = deps
  const expires = () => new Date(clock.now().getTime() + PASSKEY_CHALLENGE_MS)

  async function limitOptions(ip: string) {
    const [c] = await deps.limiter.hit([{ key: `passkey:opt:${ip}`, windowMs: 5 * 60_000 }])
    if ((c?.count ?? 1) > OPTIONS_PER_IP) throw new AppError(429, ErrorCode.tooManyRequests)
  }

  const requireRp = (rp: RelyingParty | null): RelyingParty => {
    if (!rp) throw new AppError(400, Code.passkeyHostRefused)
    return rp
  }

  /**
   * The credential an assertion names, verified against a challenge of `purpose` this server
   * issued for this host; the counter moved on. Null for anything that does not prove it.
   */
  async function prove(
    merchant: Merchant,
    rp: RelyingParty,
    assertion: PasskeyAssertion,
    purpose: 'second' | 'signin',
    expect: (challenge: { memberId: number | null; loginChallenge: string | null }, key: PasskeyRow) => boolean,
  ): Promise<PasskeyRow | null> {
    const key = await repo.byCredential(merchant.id, assertion.id)
    if (!key || key.rpId !== rp.id) return null
    const challenge = challengeOf(assertion.response.clientDataJSON)
    if (!challenge) return null
    const issued = await repo.takeChallenge(sha256Hex(challenge), purpose, clock.now())
    if (!issued || issued.merchantId !== merchant.id || issued.rpId !== rp.id || !expect(issued, key)) return null
    const result = await verifyAuthenticationResponse({
      response: assertion as AuthenticationResponseJSON,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: key.credentialId,
        publicKey: Buffer.from(key.publicKey, 'base64url'),
        counter: key.counter,
        transports: transportsOf(key),
      },
      // Without a password the passkey is the whole sign-in: the device must have checked its owner.
      requireUserVerification: purpose === 'signin',
    }).catch(() => null)
    if (!result?.verified) return null
    const next = result.authenticationInfo.newCounter
    // A counter that does not move forward is a cloned or replaying authenticator (the library
    // refuses it too); both zero means the authenticator keeps no counter.
    if ((next > 0 || key.counter > 0) && next <= key.counter) return null
    return (await repo.used(key.id, key.counter, next, clock.now())) ? key : null
  }

  async function requestOptions(
    merchant: Merchant,
    rp: RelyingParty,
    purpose: 'second' | 'signin',
    memberId: number | null,
    loginChallenge: string | null,
    keys: PasskeyRow[],
  ): Promise<PasskeyRequestOptions> {
    const options = await generateAuthenticationOptions({
      rpID: rp.id,
      timeout: PASSKEY_CHALLENGE_MS,
      userVerification: purpose === 'signin' ? 'required' : 'preferred',
      allowCredentials: keys.map((k) => ({ id: k.credentialId, transports: transportsOf(k) })),
    })
    await repo.createChallenge({
      tokenHash: sha256Hex(options.challenge),
      purpose,
      merchantId: merchant.id,
      memberId,
      loginChallenge,
      rpId: rp.id,
      expiresAt: expires(),
    })
    return options as PasskeyRequestOptions
  }

  return {
    count: (memberId: number) => repo.count(memberId),

    async list(memberId: number): Promise<Passkey[]> {
      return (await repo.list(memberId)).map((k) => ({
        id: k.id,
        name: k.name,
        createdAt: k.createdAt.getTime(),
        lastUsedAt: k.lastUsedAt?.getTime() ?? null,
      }))
    },

    async registerOptions(
      merchant: Merchant,
      rp: RelyingParty | null,
      memberId: number,
      password: string,
    ): Promise<PasskeyCreationOptions> {
      const party = requireRp(rp)
      const member = await deps.checkPassword(memberId)(password)
      const keys = await repo.list(member.id)
      if (keys.length >= MAX_PASSKEYS) throw new AppError(400, Code.passkeyLimit)
      const options = await generateRegistrationOptions({
        rpName: merchant.name || merchant.code,
        rpID: party.id,
        userName: member.username,
        // The user handle names the member inside this merchant, never the username itself.
        userID: Buffer.from(`${merchant.id}:${member.id}`),
        timeout: PASSKEY_CHALLENGE_MS,
        attestationType: 'none',
        excludeCredentials: keys.map((k) => ({ id: k.credentialId, transports: transportsOf(k) })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'preferred' },
      })
      await repo.createChallenge({
        tokenHash: sha256Hex(options.challenge),
        purpose: 'register',
        merchantId: merchant.id,
        memberId: member.id,
        loginChallenge: null,
        rpId: party.id,
        expiresAt: expires(),
      })
      return { ...options }
    },

    async register(
      merchant: Merchant,
      rp: RelyingParty | null,
      memberId: number,
      name: string,
      attestation: PasskeyAttestation,
    ): Promise<Passkey> {
      const party = requireRp(rp)
      const challenge = challengeOf(attestation.response.clientDataJSON)
      const issued = challenge ? await repo.takeChallenge(sha256Hex(challenge), 'register', clock.now()) : null
      if (!challenge || !issued || issued.memberId !== memberId || issued.rpId !== party.id)
        throw new AppError(400, Code.passkeyInvalid)
      const result = await verifyRegistrationResponse({
        response: attestation as RegistrationResponseJSON,
        expectedChallenge: challenge,
        expectedOrigin: party.origin,
        expectedRPID: party.id,
        requireUserVerification: false,
      }).catch(() => null)
      if (!result?.verified) throw new AppError(400, Code.passkeyInvalid)
      if ((await repo.count(memberId)) >= MAX_PASSKEYS) throw new AppError(400, Code.passkeyLimit)
      const { credential } = result.registrationInfo
      const row = await repo.add({
        memberId,
        merchantId: merchant.id,
        credentialId: credential.id,
        publicKey: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: (credential.transports ?? []).slice(0, 10),
        name,
        rpId: party.id,
        createdAt: clock.now(),
      })
      if (!row) throw new AppError(400, Code.passkeyInvalid)
      return { id: row.id, name: row.name, createdAt: row.createdAt.getTime(), lastUsedAt: null }
    },

    async remove(memberId: number, id: number, password: string): Promise<void> {
      await deps.checkPassword(memberId)(password)
      if (!(await repo.remove(memberId, id))) throw new AppError(404, ErrorCode.notFound)
    },

    /**
     * Options for the second step of the login challenge `token` (that member's passkeys), or for
     * password-free sign-in without one (any passkey of this host: empty allowCredentials).
     */
    async loginOptions(
      merchant: Merchant,
      rp: RelyingParty | null,
      ip: string,
      token: string | undefined,
    ): Promise<PasskeyRequestOptions> {
      const party = requireRp(rp)
      await limitOptions(ip)
      if (!token) return requestOptions(merchant, party, 'signin', null, null, [])
      const hash = sha256Hex(token)
      const login = await repo.liveLoginChallenge(hash, clock.now())
      if (!login || login.merchantId !== merchant.id) throw new AppError(400, Code.challengeExpired)
      const keys = (await repo.list(login.memberId)).filter((k) => k.rpId === party.id)
      if (!keys.length) throw new AppError(400, Code.passkeyInvalid)
      return requestOptions(merchant, party, 'second', login.memberId, hash, keys)
    },

    /** The second step: an assertion answering options made for this member's login challenge. */
    async proveSecond(
      merchant: Merchant,
      rp: RelyingParty | null,
      member: MemberRow,
      loginChallengeHash: string,
      assertion: PasskeyAssertion,
    ): Promise<boolean> {
      if (!rp) return false
      const key = await prove(
        merchant,
        rp,
        assertion,
        'second',
        (c, k) => c.memberId === member.id && c.loginChallenge === loginChallengeHash && k.memberId === member.id,
      )
      return key !== null
    },

    /** The member a password-free assertion's credential belongs to (a lookup, no proof yet). */
    async holder(merchant: Merchant, assertion: PasskeyAssertion): Promise<number | null> {
      return (await repo.byCredential(merchant.id, assertion.id))?.memberId ?? null
    },

    /** Password-free: an assertion answering sign-in options, by the given member's passkey. */
    async proveSignIn(
      merchant: Merchant,
      rp: RelyingParty | null,
      member: MemberRow,
      assertion: PasskeyAssertion,
    ): Promise<boolean> {
      if (!rp) return false
      return (await prove(merchant, rp, assertion, 'signin', (_c, k) => k.memberId === member.id)) !== null
    },

    sweep: () => repo.sweep(clock.now()),
  }
}
export type PasskeyService = ReturnType<typeof createPasskeyService>
