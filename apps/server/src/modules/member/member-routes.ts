import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { MemberService } from './member-service.ts'

export async function memberRoutes(app: FastifyInstance, { service }: { service: MemberService }) {
  route(app, routes.memberInfo, async (req) => service.info(req.member.id))

  route(app, routes.memberPassword, async (req) => {
    await service.changePassword(req.merchant, req.member.id, req.session, req.body)
    return null
  })
}
