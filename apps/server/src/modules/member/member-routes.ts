import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { ok } from '../../lib/envelope.ts'
import type { AuthMember, AuthSession } from '../../plugins/auth.ts'
import type { MemberService } from './member-service.ts'

export async function memberRoutes(fastify: FastifyInstance, { service }: { service: MemberService }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>()
  // requireMember has run, so both are set.
  const who = (req: { member: AuthMember | null; session: AuthSession | null }) => ({
    member: req.member as AuthMember,
    session: req.session as AuthSession,
  })

  app.get(routes.memberInfo.path, { onRequest: app.requireMember }, async (req) =>
    ok(await service.info(who(req).member.id)),
  )

  app.post(
    routes.memberPassword.path,
    { onRequest: app.requireRealMember, schema: { body: routes.memberPassword.body } },
    async (req) => {
      const { member, session } = who(req)
      await service.changePassword(req.merchant, member.id, session.id, req.body)
      return ok(null)
    },
  )
}
