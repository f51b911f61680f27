/**
 * Verifies Firebase Authentication ID tokens (phone sign-in) as Firebase documents it:
 * RS256 signed by one of the published keys, `iss` https://securetoken.google.com/<project>,
 * `aud` <project>, `exp` in the future, `iat` and `auth_time` in the past, `sub` non-empty.
 * The key set is configurable (Google's URL in production, a local JWKS in tests) and the
 * current time comes from the app's clock.
 */
import { readFileSync } from 'node:fs'
import { createLocalJWKSet, createRemoteJWKSet, type JSONWebKeySet, type JWTPayload, jwtVerify } from 'jose'
import type { Clock } from '../../lib/clock.ts'

/** Allowance for clocks that differ a little between Firebase and us. */
const SKEW_S = 30

export interface FirebaseIdentity {
  uid: string
  /** E.164, e.g. `+639171234567`. */
  phoneNumber: string
}

export class FirebaseTokenError extends Error {
  constructor(readonly reason: string) {
    super(`firebase token refused: ${reason}`)
    this.name = 'FirebaseTokenError'
  }
}

export interface FirebaseVerifierOptions {
  projectId: string
  /** Inline JWKS JSON, or a path to a file holding it; wins over `jwksUrl`. */
  jwks?: string | JSONWebKeySet | undefined
  jwksUrl?: string | undefined
  clock: Clock
}

function keySetOf(opts: FirebaseVerifierOptions) {
  if (opts.jwks) {
    const text = typeof opts.jwks === 'string' ? opts.jwks.trim() : undefined
    const json: JSONWebKeySet =
      text === undefined
        ? (opts.jwks as JSONWebKeySet)
        : JSON.parse(text.startsWith('{') ? text : readFileSync(text, 'utf8'))
    return createLocalJWKSet(json)
  }
  if (!opts.jwksUrl) throw new Error('Firebase sign-in needs a JWKS or a JWKS URL')
  // jose caches the set and refetches on an unknown `kid` (key rotation), at most every 30 s.
  return createRemoteJWKSet(new URL(opts.jwksUrl), { timeoutDuration: 5000 })
}

export function createFirebaseVerifier(opts: FirebaseVerifierOptions) {
  const keys = keySetOf(opts)
  const issuer = `https://securetoken.google.com/${opts.projectId}`

  return {
    async verify(token: string): Promise<FirebaseIdentity> {
      const now = opts.clock.now()
      let payload: JWTPayload
      try {
        ;({ payload } = await jwtVerify(token, keys, {
          algorithms: ['RS256'],
          issuer,
          audience: opts.projectId,
          currentDate: now,
          clockTolerance: SKEW_S,
          requiredClaims: ['exp', 'iat', 'sub', 'auth_time'],
        }))
      } catch (err) {
        throw new FirebaseTokenError((err as { code?: string }).code ?? 'invalid')
      }
      const nowS = Math.floor(now.getTime() / 1000)
      const authTime = payload.auth_time
      if (typeof payload.iat !== 'number' || payload.iat > nowS + SKEW_S) throw new FirebaseTokenError('iat')
      if (typeof authTime !== 'number' || authTime > nowS + SKEW_S) throw new FirebaseTokenError('auth_time')
      if (typeof payload.sub !== 'string' || !payload.sub || payload.sub.length > 128)
        throw new FirebaseTokenError('sub')
      const phone = payload.phone_number
      if (typeof phone !== 'string' || !/^\+[1-9]\d{4,18}$/.test(phone)) throw new FirebaseTokenError('phone_number')
      return { uid: payload.sub, phoneNumber: phone }
    },
  }
}
export type FirebaseVerifier = ReturnType<typeof createFirebaseVerifier>
