import { z } from 'zod'
import {
  inhouseFileParamsSchema,
  inhouseGameParamsSchema,
  inhouseHistorySchema,
  inhousePlayAnswerSchema,
  inhousePlayBodySchema,
  inhouseRulesSchema,
  inhouseSeedAnswerSchema,
  inhouseSeedBodySchema,
  inhouseSessionBodySchema,
  inhouseSessionSchema,
  inhouseStateSchema,
  inhouseVerifyQuerySchema,
  inhouseVerifySchema,
  providerBetBodySchema,
  providerRollbackBodySchema,
  providerWalletAnswerSchema,
  providerWinBodySchema,
} from './inhouse.ts'
import { def } from './route-def.ts'

/**
 * In-house games: their pages and assets (raw), the API those pages call with the game session
 * in `X-Game-Session` (answers read by the pages' scripts in apps/server/src/modules/inhouse/public),
 * and the signed seamless-wallet calls of the provider interface.
 */
export const inhouseRoutes = {
  inhouseAsset: def({
    method: 'GET',
    path: '/games/inhouse/assets/:file',
    params: inhouseFileParamsSchema,
    value: z.string(),
    raw: true,
  }),
  inhouseVerifyPage: def({ method: 'GET', path: '/games/inhouse/verify', value: z.string(), raw: true }),
  inhouseGamePage: def({
    method: 'GET',
    path: '/games/inhouse/:game',
    params: inhouseGameParamsSchema,
    value: z.string(),
    raw: true,
  }),
  /** A launch token for a game session. */
  inhouseSession: def({
    method: 'POST',
    path: '/games/inhouse/api/session',
    body: inhouseSessionBodySchema,
    value: inhouseSessionSchema,
  }),
  inhouseState: def({ method: 'GET', path: '/games/inhouse/api/state', value: inhouseStateSchema }),
  inhousePlay: def({
    method: 'POST',
    path: '/games/inhouse/api/play',
    body: inhousePlayBodySchema,
    value: inhousePlayAnswerSchema,
  }),
  /** The session's own tickets or rounds in this game, newest first (the lottery's ticket history). */
  inhouseHistory: def({ method: 'GET', path: '/games/inhouse/api/history', value: inhouseHistorySchema }),
  inhouseSeed: def({
    method: 'POST',
    path: '/games/inhouse/api/seed',
    body: inhouseSeedBodySchema,
    value: inhouseSeedAnswerSchema,
  }),
  /** Game rules, pay table and stated RTP, for the pages. */
  inhouseRules: def({ method: 'GET', path: '/games/inhouse/api/rules', value: inhouseRulesSchema }),
  /** Recomputes a round from revealed seeds: anyone can check a result without a session. */
  inhouseVerify: def({
    method: 'GET',
    path: '/games/inhouse/api/verify',
    query: inhouseVerifyQuerySchema,
    value: inhouseVerifySchema,
  }),
  // Signed with `X-Parlor-Signature: hex(HMAC-SHA256(secret, raw body))`, checked before validation.
  providerBet: def({
    method: 'POST',
    path: '/provider/inhouse/bet',
    body: providerBetBodySchema,
    value: providerWalletAnswerSchema,
  }),
  providerWin: def({
    method: 'POST',
    path: '/provider/inhouse/win',
    body: providerWinBodySchema,
    value: providerWalletAnswerSchema,
  }),
  providerRollback: def({
    method: 'POST',
    path: '/provider/inhouse/rollback',
    body: providerRollbackBodySchema,
    value: providerWalletAnswerSchema,
  }),
} as const
