import {
  adminLotteryOddsBodySchema,
  adminLotteryOddsQuerySchema,
  adminLotteryOddsSchema,
  lotteryCancelAnswerSchema,
  lotteryCancelBodySchema,
  lotteryDrawQuerySchema,
  lotteryGameQuerySchema,
  lotteryNearQuerySchema,
  lotteryNumeroSchema,
  lotteryOpenedSchema,
  lotteryOrderBodySchema,
  lotteryOrderDetailQuerySchema,
  lotteryOrderDetailSchema,
  lotteryOrderListSchema,
  lotteryOrdersQuerySchema,
  lotteryPlaceAnswerSchema,
  lotteryRecentSchema,
} from './lottery.ts'
import { def } from './route-def.ts'

/**
 * The lottery engine's calls (decision 026) on the original gateway's paths (wire-contract §7.5).
 * Numeros, results and draws are public (anyone may verify a draw); orders are the member's.
 */
export const lotteryRoutes = {
  lotteryOpened: def({
    method: 'GET',
    path: '/lgw/games/opened/numero',
    query: lotteryGameQuerySchema,
    value: lotteryOpenedSchema,
    auth: 'optional',
  }),
  lotteryVnOpened: def({
    method: 'GET',
    path: '/lgw/vn/numeros/opened/game',
    query: lotteryGameQuerySchema,
    value: lotteryOpenedSchema,
    auth: 'optional',
  }),
  lotteryNear: def({
    method: 'GET',
    path: '/lgw/numeros/near',
    query: lotteryNearQuerySchema,
    value: lotteryRecentSchema,
  }),
  lotteryVnRecent: def({
    method: 'GET',
    path: '/lgw/vn/games/game_menu/recent',
    query: lotteryNearQuerySchema,
    value: lotteryRecentSchema,
  }),
  /** One numero with its commitment and, once drawn, the seed and result: the verify page's source. */
  lotteryDraw: def({ method: 'GET', path: '/lgw/draw', query: lotteryDrawQuerySchema, value: lotteryNumeroSchema }),
  lotteryPlace: def({
    method: 'POST',
    path: '/lgw/orders',
    body: lotteryOrderBodySchema,
    value: lotteryPlaceAnswerSchema,
    auth: 'member',
  }),
  lotteryOrders: def({
    method: 'GET',
    path: '/lgw/orders',
    query: lotteryOrdersQuerySchema,
    value: lotteryOrderListSchema,
    auth: 'member',
  }),
  lotteryOrderDetail: def({
    method: 'GET',
    path: '/lgw/orders/detail',
    query: lotteryOrderDetailQuerySchema,
    value: lotteryOrderDetailSchema,
    auth: 'member',
  }),
  lotteryCancel: def({
    method: 'POST',
    path: '/lgw/orders/suborders/cancel',
    body: lotteryCancelBodySchema,
    value: lotteryCancelAnswerSchema,
    auth: 'member',
  }),
  adminLotteryOdds: def({
    method: 'GET',
    path: '/admin/lottery/odds',
    query: adminLotteryOddsQuerySchema,
    value: adminLotteryOddsSchema,
    auth: 'admin',
    permission: 'games.read',
  }),
  adminLotterySetOdds: def({
    method: 'PUT',
    path: '/admin/lottery/odds',
    body: adminLotteryOddsBodySchema,
    value: adminLotteryOddsSchema,
    auth: 'admin',
    permission: 'games.write',
  }),
} as const
