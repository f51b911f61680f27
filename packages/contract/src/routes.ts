import { z } from 'zod'
import { agentRoutes } from './agent-routes.ts'
import { memberCentreRoutes } from './member-centre-routes.ts'
import { pagesRoutes } from './pages-routes.ts'
import { def, type RouteDef } from './route-def.ts'
import {
  passwordEmailBodySchema,
  passwordResetBodySchema,
  passwordSmsBodySchema,
  passwordVerificationBodySchema,
} from './recovery.ts'
import {
  affiliateQuerySchema,
  registerAnswerSchema,
  registerBodySchema,
  registerSmsBodySchema,
  usernameCheckQuerySchema,
} from './register.ts'
import {
  announcementsQuerySchema,
  announcementsSchema,
  languageBodySchema,
  lobbyNewsSchema,
  markReadBodySchema,
  promotionsSchema,
  winnerBoardQuerySchema,
  winnerBoardSchema,
} from './content.ts'
import {
  favouriteBodySchema,
  favouriteListQuerySchema,
  favouriteListSchema,
  gameListQuerySchema,
  launchAnswerSchema,
  launchQuerySchema,
  recentAddQuerySchema,
  recentListQuerySchema,
  recentListSchema,
  trialLaunchQuerySchema,
  gameListSchema,
  hotGamesQuerySchema,
  hotGamesSchema,
  lotteryItemSchema,
  lotteryQuerySchema,
  vassalageSchema,
  vassGameTypeSchema,
  vendorLanesSchema,
} from './games.ts'
import { oauthCallbackQuerySchema, oauthExchangeBodySchema, oauthStartQuerySchema } from './oauth.ts'
import {
  freeplayBodySchema,
  keyQuerySchema,
  loginAnswerSchema,
  loginBodySchema,
  memberInfoSchema,
  oaepKeySchema,
  passwordChangeBodySchema,
  smsSendBodySchema,
  smsSendValueSchema,
} from './session.ts'
import {
  countriesSchema,
  domainRouteQuerySchema,
  domainRouteSchema,
  locationSchema,
  merchantInfoSchema,
  registerSettingsSchema,
  statusQuerySchema,
  systemStatusSchema,
  templatesQuerySchema,
  templatesSchema,
} from './system.ts'
import {
  balanceQuerySchema,
  balanceSchema,
  gameRecordListSchema,
  gameRecordQuerySchema,
  gcsBalanceSchema,
  merchantWalletSchema,
  transactionRecordListSchema,
  transactionRecordQuerySchema,
} from './wallet.ts'

/**
 * The HTTP contract as data: every call the server answers and the web app makes. Areas built
 * later keep their entries in their own file (`agent-routes.ts`, `member-centre-routes.ts`) and are
 * spread in here, so `routes` stays the one table.
 */

export const routes = {
  systemStatus: def({ method: 'GET', path: '/wps/system/status', query: statusQuerySchema, value: systemStatusSchema }),
  systemConsolidated: def({ method: 'GET', path: '/wps/system/settings/consolidated', value: merchantInfoSchema }),
  systemWhitelabel: def({ method: 'GET', path: '/wps/system/whitelabel', value: z.unknown() }),
  systemTemplates: def({
    method: 'GET',
    path: '/wps/system/templates',
    query: templatesQuerySchema,
    value: templatesSchema,
  }),
  systemDomainRoute: def({
    method: 'GET',
    path: '/wps/system/domainRoute',
    query: domainRouteQuerySchema,
    value: domainRouteSchema,
  }),
  systemCountry: def({ method: 'GET', path: '/wps/system/country', moduleId: 'COMM3', value: countriesSchema }),
  systemLocation: def({ method: 'GET', path: '/wps/system/location', value: locationSchema }),
  systemRegisterSettings: def({
    method: 'GET',
    path: '/wps/system/setting/register',
    moduleId: 'REG3',
    value: registerSettingsSchema,
  }),
  systemPing: def({ method: 'GET', path: '/wps/system/test/ping', value: z.literal('pong') }),
  // Sign-in, session and member (wire-contract §2, §3, §4.2, §4.4, §5).
  sessionLogin: def({
    method: 'POST',
    path: '/wps/session/login',
    moduleId: 'COMM3',
    body: loginBodySchema,
    value: loginAnswerSchema,
    encrypted: true,
  }),
  sessionFreeplay: def({
    method: 'POST',
    path: '/wps/session/login/freeplay',
    moduleId: 'FREEPLAY3',
    body: freeplayBodySchema,
    value: loginAnswerSchema,
  }),
  /** Also answers POST, which third-party clients use. */
  sessionLogout: def({
    method: 'DELETE',
    path: '/wps/session/logout',
    moduleId: 'COMM3',
    value: z.null(),
    auth: 'member',
  }),
  /** Google / Facebook sign-in (oauth.ts): answers a 302 to the provider, not an envelope. */
  oauthStart: def({
    method: 'GET',
    path: '/wps/session/oauth/:provider/start',
    query: oauthStartQuerySchema,
    value: z.null(),
    raw: true,
  }),
  /** The provider's redirect back; answers a 302 to `/m/login?oauth=…` or `?oauthError=…`. */
  oauthCallback: def({
    method: 'GET',
    path: '/wps/session/oauth/:provider/callback',
    query: oauthCallbackQuerySchema,
    value: z.null(),
    raw: true,
  }),
  oauthExchange: def({
    method: 'POST',
    path: '/wps/session/oauth/exchange',
    moduleId: 'COMM3',
    body: oauthExchangeBodySchema,
    value: loginAnswerSchema,
  }),
  /** Plain-text hex modulus of the legacy 1024-bit key (no envelope); merchants with legacyEncryption only. */
  sessionKeyLegacy: def({
    method: 'GET',
    path: '/wps/session/key/rsa',
    query: keyQuerySchema,
    value: z.string(),
    raw: true,
  }),
  /** Same path with `?scheme=oaep`: the modern key, in the envelope. */
  sessionKeyOaep: def({ method: 'GET', path: '/wps/session/key/rsa', query: keyQuerySchema, value: oaepKeySchema }),
  memberInfo: def({
    method: 'GET',
    path: '/wps/member/info',
    moduleId: 'COMM3',
    value: memberInfoSchema,
    auth: 'member',
  }),
  memberPassword: def({
    method: 'POST',
    path: '/wps/member/password',
    moduleId: 'PASS3',
    body: passwordChangeBodySchema,
    value: z.null(),
    encrypted: true,
    auth: 'realMember',
  }),
  memberTrialUser: def({ method: 'GET', path: '/wps/member/trialuser', value: z.string() }),
  /** value: PNG, base64 without a data-URI prefix; the answer is bound to a cookie. */
  captcha: def({ method: 'GET', path: '/wps/captcha', moduleId: 'CAPTCHA3', value: z.string() }),
  smsNoLogin: def({
    method: 'POST',
    path: '/wps/verification/sms/noLogin',
    moduleId: 'VERIFICATION3',
    body: smsSendBodySchema,
    value: smsSendValueSchema,
  }),
  // Game catalogue (wire-contract §7); relays are GET only.
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
    value: z.array(z.unknown()),
  }),
  lotteryVnMenu: def({
    method: 'GET',
    path: '/lgw/vn/games/game_menu',
    query: lotteryQuerySchema,
    value: z.array(z.unknown()),
  }),
  lotteryPopular: def({ method: 'GET', path: '/lgw/games/popular', value: z.array(lotteryItemSchema) }),
  // Favourites, recent games and launch (wire-contract §7); member-only except the trial launch.
  favouriteIds: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGames',
    moduleId: 'GAMELOFAV3',
    value: z.array(z.string()),
  }),
  favouriteList: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getFavoriteGamesList',
    moduleId: 'GAMELOFAV3',
    query: favouriteListQuerySchema,
    value: favouriteListSchema,
  }),
  favouriteAdd: def({
    method: 'POST',
    path: '/wps/relay/MCSFE_addFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    body: favouriteBodySchema,
    value: z.null(),
  }),
  favouriteRemove: def({
    method: 'DELETE',
    path: '/wps/relay/MCSFE_removeFavoriteGameV2',
    moduleId: 'GAMELOFAV3',
    body: favouriteBodySchema,
    value: z.null(),
  }),
  recentList: def({
    method: 'GET',
    path: '/wps/relay/GCS_recentGame',
    moduleId: 'GAMELOREC3',
    query: recentListQuerySchema,
    value: recentListSchema,
  }),
  recentAdd: def({
    method: 'GET',
    path: '/wps/relay/MCS2_addRecentGame',
    moduleId: 'GAMELOREC3',
    query: recentAddQuerySchema,
    value: z.null(),
  }),
  launchGame: def({
    method: 'GET',
    path: '/wps/game/launchGame',
    moduleId: 'GAMELO3',
    query: launchQuerySchema,
    value: launchAnswerSchema,
  }),
  trialLaunch: def({
    method: 'GET',
    path: '/wps/relay/GCS_gameTrialLaunch',
    query: trialLaunchQuerySchema,
    value: launchAnswerSchema,
  }),
  // Wallet (wire-contract §5); balances come from the ledger.
  walletBalance: def({
    method: 'GET',
    path: '/wps/v2/wallets/balance',
    moduleId: 'COMM3',
    query: balanceQuerySchema,
    value: balanceSchema,
    auth: 'member',
  }),
  walletGcs: def({ method: 'GET', path: '/wps/wallets/gcs', value: gcsBalanceSchema, auth: 'member' }),
  merchantWallet: def({
    method: 'GET',
    path: '/wps/relay/GCS_merchantWallet',
    moduleId: 'COMM3',
    value: merchantWalletSchema,
  }),
  /** The account record screen (`/m/transaction/record`): the member's ledger transactions, newest first. */
  transactionRecords: def({
    method: 'GET',
    path: '/wps/wallets/records',
    query: transactionRecordQuerySchema,
    value: transactionRecordListSchema,
    auth: 'member',
  }),
  /** The betting record screen (`/m/gameRecord`): the member's game rounds, newest first. */
  gameRecords: def({
    method: 'GET',
    path: '/wps/game/records',
    query: gameRecordQuerySchema,
    value: gameRecordListSchema,
    auth: 'member',
  }),
  // Content (wire-contract §8) and the member's language (§5).
  announcements: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getListAnnouncements',
    moduleId: 'COMM3',
    query: announcementsQuerySchema,
    value: announcementsSchema,
  }),
  markAnnouncementRead: def({
    method: 'POST',
    path: '/wps/relay/MCSFE_markAnnouncementAsRead',
    body: markReadBodySchema,
    value: z.null(),
  }),
  lobbyNews: def({ method: 'GET', path: '/wps/relay/GLS2_lobbyNews', value: lobbyNewsSchema }),
  /** Biggest recent in-house wins (wire-contract §7); public, accounts masked. */
  winnerBoard: def({
    method: 'GET',
    path: '/wps/relay/ODSFE2_getWinnerBoard',
    moduleId: 'COMM3',
    query: winnerBoardQuerySchema,
    value: winnerBoardSchema,
  }),
  merchantPromotions: def({
    method: 'GET',
    path: '/wps/relay/MCSFE_getMerchantAvailablePromotions',
    value: promotionsSchema,
  }),
  memberLanguage: def({
    method: 'PUT',
    path: '/wps/member/language',
    moduleId: 'COMM3',
    body: languageBodySchema,
    value: z.null(),
  }),
  // Registration (wire-contract §4); the two register calls travel encrypted.
  register: def({
    method: 'PUT',
    path: '/wps/member/register',
    moduleId: 'REG3',
    body: registerBodySchema,
    value: registerAnswerSchema,
    encrypted: true,
  }),
  registerMobile: def({
    method: 'PUT',
    path: '/wps/member/register/mobile',
    moduleId: 'MOBILENUMREG3',
    body: registerBodySchema,
    value: registerAnswerSchema,
    encrypted: true,
  }),
  checkUsername: def({ method: 'GET', path: '/wps/check/username', query: usernameCheckQuerySchema, value: z.null() }),
  affiliateCheck: def({
    method: 'GET',
    path: '/wps/agent/affiliate',
    moduleId: 'AFFMAN3',
    query: affiliateQuerySchema,
    value: z.object({ code: z.string() }),
  }),
  smsRegister: def({
    method: 'POST',
    path: '/wps/verification/sms/register',
    moduleId: 'REGMOBVERF3',
    body: registerSmsBodySchema,
    value: z.object({ expiredMinutes: z.number() }),
  }),
  // Password recovery (wire-contract §5); reset and verification travel encrypted.
  passwordEmail: def({
    method: 'POST',
    path: '/wps/member/password/email',
    moduleId: 'COMM3',
    body: passwordEmailBodySchema,
    value: z.null(),
  }),
  passwordReset: def({
    method: 'POST',
    path: '/wps/member/password/reset',
    moduleId: 'PASS3',
    body: passwordResetBodySchema,
    value: z.null(),
    encrypted: true,
  }),
  passwordSms: def({
    method: 'POST',
    path: '/wps/member/password/sms',
    moduleId: 'PWRESETSMS3',
    body: passwordSmsBodySchema,
    value: z.object({ expiredMinutes: z.number() }),
  }),
  passwordVerification: def({
    method: 'POST',
    path: '/wps/member/password/verification',
    moduleId: 'CHNGPASSVERIF3',
    body: passwordVerificationBodySchema,
    value: z.object({ userName: z.string() }),
    encrypted: true,
  }),
  ...agentRoutes,
  ...memberCentreRoutes,
  ...pagesRoutes,
} as const

export type Routes = typeof routes
export type RouteValue<R extends RouteDef> = z.output<R['value']>
