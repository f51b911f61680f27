/**
 * `POST /wps/session/login` with `type: "firebase"` (wire-contract §3.1): the client has proven
 * the phone number with Firebase and sends the ID token; we verify it and sign in the member
 * holding that number, or answer `bind_customer_required` when nobody does (§1.1). Plugged into
 * the session service through its `firebaseLogin` seam, which opens the session.
 */
import { ErrorCode } from '@parlor/contract'
import type { FastifyBaseLogger } from 'fastify'
import { AppError } from '../../lib/errors.ts'
import type { FirebaseLogin } from '../session/session-service.ts'
import { normaliseMobile } from '../verification/verification-service.ts'
import type { FirebaseRepository } from './firebase-repository.ts'
import { FirebaseTokenError, type FirebaseVerifier } from './firebase-verifier.ts'

export function createFirebaseLogin(deps: {
  verifier: FirebaseVerifier
  repo: FirebaseRepository
  log?: FastifyBaseLogger
}): FirebaseLogin {
  return async (ctx, body) => {
    if (!body.firebaseIdToken) throw new AppError(400, ErrorCode.loginCredErr)
    let phone: string
    try {
      phone = (await deps.verifier.verify(body.firebaseIdToken)).phoneNumber
    } catch (err) {
      if (!(err instanceof FirebaseTokenError)) throw err
      deps.log?.info({ reason: err.reason }, 'firebase token refused')
      throw new AppError(400, ErrorCode.loginCredErr)
    }
    const tokenDigits = phone.slice(1)
    // The number the client says it signed in with must be the one Firebase proved.
    const typed = normaliseMobile(body.username)
    const dialing = (body.countryDialingCode ?? ctx.merchant.dialingCode).replace(/\D/g, '')
    if (typed && typed !== tokenDigits && `${dialing}${typed}` !== tokenDigits)
      throw new AppError(400, ErrorCode.loginCredErr)

    const member = await deps.repo.findByPhone(ctx.merchant.id, ctx.merchant.dialingCode, phone)
    if (!member) throw new AppError(400, ErrorCode.bindCustomerRequired)
    if (member.status !== 1) throw new AppError(400, ErrorCode.loginCredErr)
    return member
  }
}
