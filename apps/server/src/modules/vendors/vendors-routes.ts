/**
 * `POST /provider/:vendor/{authenticate,balance,bet,win,rollback}`: the seamless-wallet calls a
 * vendor signs with its own secret (docs/vendor-protocol.md), and the operator's vendor settings.
 */
import { routes } from '@parlor/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { route } from '../../lib/route.ts'
import { signedJsonScope } from '../../lib/signed-body.ts'
import { assertInScope, auditActor } from '../staff/staff-principal.ts'
import type { VendorsAdminService } from './vendors-admin-service.ts'
import type { IntegrationRow } from './vendors-repository.ts'
import type { VendorsService } from './vendors-service.ts'

export async function vendorProviderRoutes(fastify: FastifyInstance, opts: { service: VendorsService }) {
  const s = opts.service
  // The integration read for the signature check is the one the handler acts on.
  const integrationOf = new WeakMap<FastifyRequest, IntegrationRow>()
  signedJsonScope(fastify, async (req) => {
    const vendor = (req.params as { vendor?: string }).vendor ?? ''
    const i = await s.integration(vendor)
    integrationOf.set(req, i)
    return i.secret
  })
  const of = (req: FastifyRequest): IntegrationRow => {
    const i = integrationOf.get(req)
    if (!i) throw new Error('signature hook did not run')
    return i
  }
  route(fastify, routes.vendorAuthenticate, async (req) => s.authenticate(of(req), req.body.token))
  route(fastify, routes.vendorBalance, async (req) => s.balance(of(req), req.body.sessionToken))
  route(fastify, routes.vendorBet, async (req) => s.bet(of(req), req.body))
  route(fastify, routes.vendorWin, async (req) => s.win(of(req), req.body))
  route(fastify, routes.vendorRollback, async (req) => s.rollback(of(req), req.body))
}

export function vendorOperatorRoutes(app: FastifyInstance, opts: { admin: VendorsAdminService }) {
  route(app, routes.adminVendorList, async (req) => {
    // Each integration lists every merchant offering it: staff of some merchants use the back
    // office's per-merchant vendor list instead.
    assertInScope(req.staff, null)
    return opts.admin.list()
  })
  route(app, routes.adminVendorPut, async (req) => {
    // An integration serves every merchant: only staff of every merchant change it.
    assertInScope(req.staff, null)
    return opts.admin.put(req.params.code, req.body, auditActor(req))
  })
}
