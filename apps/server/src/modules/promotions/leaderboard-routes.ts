import { routes } from '@parlor/contract'
import type { FastifyInstance } from 'fastify'
import { route } from '../../lib/route.ts'
import type { LeaderboardService } from './leaderboard.ts'

/** Leaderboard promotions (decision 038, amendment "leaderboard"): the live boards and the caller's place. */
export async function leaderboardRoutes(app: FastifyInstance, { service }: { service: LeaderboardService }) {
  route(app, routes.promotionLeaderboards, async (req) => service.boards(req.merchant, req.member, req.language))
}
