import { z } from 'zod'
import {
  favouriteBodySchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  gameListQuerySchema,
  gameListSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  launchAnswerSchema,
  launchQuerySchema,
  lotteryItemSchema,
  lotteryMenuSchema,
  lotteryQuerySchema,
  recentAddQuerySchema,
  recentListQuerySchema,
  recentListSchema,
  trialLaunchQuerySchema,
  vassGameTypeSchema,
  vassalageSchema,
  vendorLanesSchema,
} from './games.ts'
import { def } from './route-def.ts'

/**
 * Game catalogue (wire-contract §7; relays are GET only), then favourites, recent games and
 * launch, member-only except the trial launch.
 */
export const gamesRoutes = {
  gameList: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_gameList',
    moduleId: 'GAMELO3',
    query: gameListQuerySchema,
    value: gameListSchema,
  }),
  hotGames: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_hotGamesV2',
    moduleId: 'GAMELOHOT3',
    query: hotGamesQuerySchema,
    value: hotGamesSchema,
  }),
  newGameVendor: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_newGameVendor',
    moduleId: 'COMM3',
    value: vendorLanesSchema,
  }),
  vassGameType: def({
    method: 'GET',
    path: '/wps/relay/GCSGAME_getVassGameType',
    moduleId: 'COMM3',
    value: vassGameTypeSchema,
  }),
  vassalage: def({ method: 'GET', path: '/wps/relay/GCSGAME_getVassalage', value: vassalageSchema }),
  lotteryList: def({
    method: 'GET',
    path: '/lgw/games/mobile',
    query: lotteryQuerySchema,
    value: z.array(lotteryItemSchema),
  }),
  lotteryMenus: def({
    method: 'GET',
    path: '/lgw/games/mobile_game_menus',
    query: lotteryQuerySchema,
    value: z.array(lotteryMenuSchema),
  }),
  lotteryVnMenu: def({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    query: lotteryQuerySchema,
    value: z.array(lotteryMenuSchema),
  }),
  lotteryPopular: def({ method: 'GET', path: '/lgw/games/popular', value: z.array(lotteryItemSchema) }),
  // Favourites, recent games and launch (wire-contract §7); member-only except the trial launch.
  favouriteIds: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    value: z.array(z.string()),
    auth: 'member',
  }),
  favouriteList: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    moduleId: 'GAMELOFAV3',
    query: favouriteListQuerySchema,
    value: favouriteListSchema,
    auth: 'member',
  }),
  favouriteAdd: def({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    body: favouriteBodySchema,
    value: z.null(),
    auth: 'member',
  }),
  favouriteRemove: def({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    body: favouriteBodySchema,
    value: z.null(),
    auth: 'member',
  }),
  recentList: def({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    moduleId: 'GAMELOREC3',
    query: recentListQuerySchema,
    value: recentListSchema,
    auth: 'member',
  }),
  recentAdd: def({
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    moduleId: 'GAMELOREC3',
    query: recentAddQuerySchema,
    value: z.null(),
    auth: 'member',
  }),
  launchGame: def({
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: 'GAMELO3',
    query: launchQuerySchema,
    value: launchAnswerSchema,
    auth: 'member',
  }),
  trialLaunch: def({
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    query: trialLaunchQuerySchema,
    value: launchAnswerSchema,
  }),
} as const
