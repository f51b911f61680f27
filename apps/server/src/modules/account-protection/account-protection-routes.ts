import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Db } from '../../db/client.ts'
import { route } from '../../lib/route.ts'
import { callerOf } from '../session/session-routes.ts'
import type { SessionService } from '../session/session-service.ts'
import type { AccountProtectionService } from './account-protection-service.ts'
import type { PasskeyService, RelyingParty } from './passkey-service.ts'

/** Whether passkeys may be made and used on this host for this merchant (decision 043). */
export type PasskeyHostCheck = (req: FastifyRequest) => Promise<boolean>

/**
 * The relying party of a request: its host name as the RP ID and its origin (default port
 * dropped, as browsers write it), or null on a host this server is not known to serve.
 */
async function relyingParty(req: FastifyRequest, known: PasskeyHostCheck): Promise<RelyingParty | null> {
  if (!(await known(req))) return null
  const port = req.port
  const defaultPort = (req.protocol === 'https' && port === 443) || (req.protocol === 'http' && port === 80)
  const host = req.hostname.toLowerCase()
  return { id: host, origin: `${req.protocol}://${host}${port && !defaultPort ? `:${port}` : ''}` }
}

/** Two-step sign-in and the security centre's sessions and history (decision 041). */
export async function accountProtectionRoutes(
  app: FastifyInstance,
  opts: {
    db: Db
    service: AccountProtectionService
    sessions: SessionService
    passkeys: PasskeyService
    passkeyHost: PasskeyHostCheck
  },
) {
  const { service, passkeys } = opts
  const rpOf = (req: FastifyRequest) => relyingParty(req, opts.passkeyHost)

  route(app, routes.sessionLoginVerification, async (req) => {
    const ctx = callerOf(req)
    const proven = await service.verify(ctx, req.body, req.body.method === 'P' ? await rpOf(req) : null)
    return opts.sessions.openVerified(ctx, proven.member, proven.loginType, proven.loginDeviceId)
  })

  route(app, routes.passkeyOptions, async (req) =>
    passkeys.loginOptions(req.merchant, await rpOf(req), req.ip, req.body.challenge),
  )
  route(app, routes.passkeyLogin, async (req) => {
    const ctx = callerOf(req)
    const rp = await rpOf(req)
    const { assertion } = req.body
    return opts.sessions.loginWithProof(ctx, {
      memberId: await passkeys.holder(req.merchant, assertion),
      unknown: `pk:${assertion.id.slice(0, 64)}`,
      loginType: 'passkey',
      loginDeviceId: req.body.loginDeviceId,
      prove: (member) => passkeys.proveSignIn(req.merchant, rp, member, assertion),
    })
  })
  route(app, routes.passkeys, async (req) => passkeys.list(req.member.id))
  route(app, routes.passkeyRegisterOptions, async (req) =>
    passkeys.registerOptions(req.merchant, await rpOf(req), req.member.id, req.body.password),
  )
  route(app, routes.passkeyRegister, async (req) =>
    passkeys.register(req.merchant, await rpOf(req), req.member.id, req.body.name, req.body.attestation),
  )
  route(app, routes.passkeyRemove, async (req) => {
    await passkeys.remove(req.member.id, req.body.id, req.body.password)
    return null
  })

  route(app, routes.totpStatus, async (req) => service.status(req.member.id))
  route(app, routes.totpSetup, async (req) => service.setup(req.member.id, req.body.password))
  route(app, routes.totpConfirm, async (req) => service.confirm(req.member.id, req.body.code))
  route(app, routes.totpDisable, async (req) => {
    await service.disable(req.member.id, req.body.password, req.body.code)
    return null
  })

  route(app, routes.activeSessions, async (req) => service.openSessions(req.member.id, req.session.id))
  route(app, routes.revokeOtherSessions, async (req) => service.revokeOthers(opts.db, req.member.id, req.session.id))
  route(app, routes.loginHistory, async (req) => service.history(req.member.id))
}
