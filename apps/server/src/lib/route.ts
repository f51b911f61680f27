/**
 * The one way a call is registered: everything about it but the handler comes from its contract
 * entry (packages/contract, route-def.ts). Method and path, the query/body/params schemas, the
 * sign-in guard, the merchant flag, and the envelope around the answer; the handler's answer is
 * checked against the entry's `value` schema at compile time. app-routes.test.ts fails on any
 * registered route that is not an entry or disagrees with its entry.
 */
import { type RouteAuth, type RouteDef, roleCan, StaffErrorCode } from '@parlor/contract'
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestAsyncHookHandler,
  preParsingAsyncHookHandler,
  RouteHandlerMethod,
} from 'fastify'
import type { z } from 'zod'
import type { AuthMember, AuthSession } from '../plugins/auth.ts'
import { requireFlag as refuseWithoutFlag } from '../modules/system/merchant-context.ts'
import { ok } from './envelope.ts'
import { AppError } from './errors.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The operator token check, decorated in the scopes of modules/admin only. */
    requireAdmin: onRequestAsyncHookHandler
  }
}

type Parsed<S> = S extends z.ZodType ? z.output<S> : unknown

/** The guard ran before the handler, so a member-only call always sees its member and session. */
type Signed<A> = A extends 'member' | 'realMember' ? { member: AuthMember; session: AuthSession } : unknown

export type RouteRequest<R extends RouteDef> = FastifyRequest<{
  Querystring: Parsed<R['query']>
  Body: Parsed<R['body']>
  Params: Parsed<R['params']>
}> &
  Signed<R['auth']>

/** What the handler returns: the envelope's `value`, or for raw calls whatever it sends itself. */
export type RouteAnswer<R extends RouteDef> = R['raw'] extends true ? unknown : z.input<R['value']>

export type RouteHandler<R extends RouteDef> = (req: RouteRequest<R>, reply: FastifyReply) => Promise<RouteAnswer<R>>

/** Per-route transport settings that are not part of the wire contract. */
export interface RouteOptions {
  bodyLimit?: number
  preParsing?: preParsingAsyncHookHandler
}

/** The hook a guard names, by its function name (requireMember, …), which the conformance test reads. */
export function guardHook(app: FastifyInstance, auth: RouteAuth | undefined): onRequestAsyncHookHandler | null {
  switch (auth) {
    case undefined:
      return null
    case 'member':
      return app.requireMember
    case 'realMember':
      return app.requireRealMember
    case 'optional':
      return app.identifyMember
    case 'admin':
      if (!app.hasDecorator('requireAdmin'))
        throw new Error('requireAdmin is missing: the staff plugin registers it on the root app first')
      return app.requireAdmin
  }
}

/** Operator calls every signed-in staff member may make, whatever the role. */
const ANY_STAFF = new Set(['/admin/auth/me', '/admin/auth/logout', '/admin/auth/recovery-codes'])

export function route<const R extends RouteDef>(
  app: FastifyInstance,
  entry: R,
  handler: RouteHandler<R>,
  options: RouteOptions = {},
): void {
  const onRequest = guardHook(app, entry.auth)
  const flag = entry.flag
  const permission = entry.permission
  if (entry.auth === 'admin' && permission === undefined && !ANY_STAFF.has(entry.path))
    throw new Error(`operator call ${entry.method} ${entry.path} names no permission`)
  const schema = {
    ...(entry.params ? { params: entry.params } : {}),
    ...(entry.query ? { querystring: entry.query } : {}),
    ...(entry.body ? { body: entry.body } : {}),
  }
  const run = handler as unknown as (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>
  app.route({
    method: entry.method,
    url: entry.path,
    ...options,
    ...(onRequest ? { onRequest } : {}),
    // After the guard and validation: a malformed call answers request_param_err whatever the flag.
    // The role check runs before validation too: a caller without the permission learns nothing
    // about the call's shape. Named requirePermission for app-routes.test.ts.
    ...(permission
      ? {
          preValidation: async function requirePermission(req: FastifyRequest) {
            if (!roleCan(req.staff.role, permission)) throw new AppError(403, StaffErrorCode.forbidden)
          },
        }
      : {}),
    ...(flag
      ? {
          // Named requireFlag: app-routes.test.ts finds the flag check by this hook name.
          preHandler: async function requireFlag(req: FastifyRequest) {
            refuseWithoutFlag(req.merchant, flag)
          },
        }
      : {}),
    ...(Object.keys(schema).length ? { schema } : {}),
    handler: (entry.raw
      ? run
      : async (req: FastifyRequest, reply: FastifyReply) => ok(await run(req, reply))) as RouteHandlerMethod,
  })
}
