import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Clock } from '../../lib/clock.ts'
import type { FirebaseLogin } from '../session/session-service.ts'
import { createFirebaseLogin } from './firebase-login.ts'
import { createFirebaseRepository } from './firebase-repository.ts'
import { createFirebaseVerifier } from './firebase-verifier.ts'

/** Firebase phone sign-in as configured; undefined (the login type is refused) when not configured. */
export function firebaseLoginFromConfig(
  config: Config,
  db: Db,
  clock: Clock,
  log: FastifyBaseLogger,
): FirebaseLogin | undefined {
  if (!config.firebase) return undefined
  const verifier = createFirebaseVerifier({
    projectId: config.firebase.projectId,
    jwks: config.firebase.jwks,
    jwksUrl: config.firebase.jwksUrl,
    clock,
  })
  return createFirebaseLogin({ verifier, repo: createFirebaseRepository(db), log })
}
