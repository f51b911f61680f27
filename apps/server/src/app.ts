/**
 * Builds the application: plugins, then modules, then error and not-found handling.
 * Listening and process signals live in server.ts, so tests can build and `inject`.
 */
import fastifyCookie from '@fastify/cookie'
import fastifyCompress from '@fastify/compress'
import { randomUUID } from 'node:crypto'
import { ErrorCode } from '@parlor/contract'
import Fastify, { type FastifyInstance, type FastifyRequest, type RawRequestDefaultExpression } from 'fastify'
import { validatorCompiler, serializerCompiler } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { type Clock, systemClock } from './lib/clock.ts'
import { AppError } from './lib/errors.ts'
import { createImageDecoder } from './lib/image-decoder.ts'
import { logRedaction } from './lib/log-redaction.ts'
import { createMetrics } from './lib/metrics.ts'
import { runEvery } from './lib/periodic.ts'
import { argon2Hasher, type PasswordHasher } from './lib/password.ts'
import { openSecurityStore, StoreUnavailableError } from './lib/store/index.ts'
import { addressLimitPlugin } from './plugins/address-limit.ts'
import { authPlugin } from './plugins/auth.ts'
import { encryptedBodyPlugin } from './plugins/encrypted-body.ts'
import { errorsPlugin, frameworkErrorAnswer } from './plugins/errors.ts'
import { inputGuardPlugin } from './plugins/input-guard.ts'
import { metricsRoutes, requestMetricsPlugin } from './plugins/metrics.ts'
import { requestBoundPlugin } from './plugins/request-bound.ts'
import { requestContextPlugin } from './plugins/request-context.ts'
import { securityPlugin } from './plugins/security.ts'
import { gameListBoot, homeBoot, signInBoot } from './plugins/boot-screen.ts'
import { spaFallback, type WebApps, webAppAvailable, webAppRoutes } from './plugins/web-app.ts'
import { webManifestRoutes } from './plugins/web-manifest.ts'
import { uploadedIcons, webClipRoutes } from './modules/system/web-clip.ts'
import { adminRoutes } from './modules/admin/admin-routes.ts'
import { createBoAuditRepository } from './modules/backoffice/bo-audit-repository.ts'
import { boAuditRoutes } from './modules/backoffice/bo-audit-routes.ts'
import { staffAuthPlugin } from './modules/staff/staff-auth-plugin.ts'
import { createStaffAuthService } from './modules/staff/staff-auth-service.ts'
import { createStaffRepository } from './modules/staff/staff-repository.ts'
import { staffRoutes } from './modules/staff/staff-routes.ts'
import { createStaffService } from './modules/staff/staff-service.ts'
import { captchaRoutes } from './modules/captcha/captcha-routes.ts'
import { createCaptchaService } from './modules/captcha/captcha-service.ts'
import { encryptionRoutes } from './modules/encryption/encryption-routes.ts'
import { createKeyStore, type KeyStore } from './modules/encryption/key-store.ts'
import { createMemberRepository } from './modules/member/member-repository.ts'
import { memberRoutes } from './modules/member/member-routes.ts'
import { createMemberService } from './modules/member/member-service.ts'
import { createSessionRepository } from './modules/session/session-repository.ts'
import { createAccountProtectionRepository } from './modules/account-protection/account-protection-repository.ts'
import { accountProtectionRoutes } from './modules/account-protection/account-protection-routes.ts'
import {
  createAccountProtectionService,
  type SecurityNotice,
} from './modules/account-protection/account-protection-service.ts'
import { createPasskeyRepository } from './modules/account-protection/passkey-repository.ts'
import { createPasskeyService } from './modules/account-protection/passkey-service.ts'
import { openSecretBox } from './modules/encryption/secret-box.ts'
import { sessionRoutes } from './modules/session/session-routes.ts'
import { createSessionService, type FirebaseLogin } from './modules/session/session-service.ts'
import { createOutboxRepository } from './modules/verification/outbox-repository.ts'
import { createHttpProvider, createOutboxProvider, type SmsProvider } from './modules/verification/sms-provider.ts'
import { verificationRoutes } from './modules/verification/verification-routes.ts'
import { createVerificationService } from './modules/verification/verification-service.ts'
import { createCatalogueRepository } from './modules/games/catalogue-repository.ts'
import { createCatalogue } from './modules/games/catalogue-service.ts'
import { gamesRoutes } from './modules/games/games-routes.ts'
import { createPlayerGamesRepository } from './modules/games/player-games-repository.ts'
import { playerGamesRoutes } from './modules/games/player-games-routes.ts'
import type { VendorAdapter } from './modules/games/vendor-adapters.ts'
import { createContentRepository } from './modules/content/content-repository.ts'
import { contentRoutes, firstHomeBanner } from './modules/content/content-routes.ts'
import { firstTileIcons } from './modules/games/first-tiles.ts'
import { createRegistrationRepository } from './modules/registration/registration-repository.ts'
import { registrationRoutes } from './modules/registration/registration-routes.ts'
import { createRegistrationService } from './modules/registration/registration-service.ts'
import { createOutboxMailer, createSmtpMailer, type Mailer, newestOutbox } from './modules/recovery/mailer.ts'
import { recoveryRoutes } from './modules/recovery/recovery-routes.ts'
import { createRecoveryService } from './modules/recovery/recovery-service.ts'
import { docsPlugin } from './modules/docs/docs-plugin.ts'
import { healthRoutes } from './modules/health/health-routes.ts'
import { firebaseLoginFromConfig } from './modules/firebase/firebase-setup.ts'
import { oauthRoutes } from './modules/oauth/oauth-routes.ts'
import { oauthServiceFromConfig } from './modules/oauth/oauth-setup.ts'
import { mediaRoutes } from './modules/media/media-routes.ts'
import { createMemberCentreRepository } from './modules/member-centre/member-centre-repository.ts'
import { memberCentreRoutes } from './modules/member-centre/member-centre-routes.ts'
import { promotionsRoutes } from './modules/promotions/promotions-routes.ts'
import { createLeaderboardPayout, createLeaderboardService } from './modules/promotions/leaderboard.ts'
import { leaderboardRoutes } from './modules/promotions/leaderboard-routes.ts'
import { createReferralReward, createReferralService } from './modules/promotions/referral-reward.ts'
import { referralRoutes } from './modules/promotions/referral-routes.ts'
import { createPromotionsService } from './modules/promotions/promotions-service.ts'
import { createBonusJob } from './modules/bonus/bonus-service.ts'
import { createRaffle } from './modules/promotions/raffle.ts'
import { createRebatePayout } from './modules/promotions/rebate-payout.ts'
import { createVipService } from './modules/promotions/vip-service.ts'
import { rgAdminRoutes } from './modules/responsible-gaming/rg-admin.ts'
import { rgRoutes } from './modules/responsible-gaming/rg-routes.ts'
import { createRgService } from './modules/responsible-gaming/rg-service.ts'
import { createMemberCentreService } from './modules/member-centre/member-centre-service.ts'
import { createMerchantRegistry } from './modules/system/merchant-registry.ts'
import { createMerchantRepository } from './modules/system/merchant-repository.ts'
import { systemRoutes } from './modules/system/system-routes.ts'
import { statusAnswerBuilder } from './modules/system/system-service.ts'
import { createBoAdjustmentsRepository } from './modules/backoffice/bo-adjustments-repository.ts'
import { boAdjustmentsRoutes } from './modules/backoffice/bo-adjustments-routes.ts'
import { createBoAdjustmentsService } from './modules/backoffice/bo-adjustments-service.ts'
import { createBoAgentsRepository } from './modules/backoffice/bo-agents-repository.ts'
import { boAgentsRoutes } from './modules/backoffice/bo-agents-routes.ts'
import { createBoAgentsService } from './modules/backoffice/bo-agents-service.ts'
import { createBoContentRepository } from './modules/backoffice/bo-content-repository.ts'
import { boContentRoutes } from './modules/backoffice/bo-content-routes.ts'
import { createBoContentService } from './modules/backoffice/bo-content-service.ts'
import { createBoPromotionsRepository } from './modules/backoffice/bo-promotions-repository.ts'
import { boPromotionsRoutes } from './modules/backoffice/bo-promotions-routes.ts'
import { createBoPromotionsService } from './modules/backoffice/bo-promotions-service.ts'
import { createBoRebateSettingsRepository } from './modules/backoffice/bo-rebate-settings-repository.ts'
import { boRebateSettingsRoutes } from './modules/backoffice/bo-rebate-settings-routes.ts'
import { createBoRebateSettingsService } from './modules/backoffice/bo-rebate-settings-service.ts'
import { createBoGamesRepository } from './modules/backoffice/bo-games-repository.ts'
import { boGamesRoutes } from './modules/backoffice/bo-games-routes.ts'
import { createBoGamesService } from './modules/backoffice/bo-games-service.ts'
import { createBoMembersRepository } from './modules/backoffice/bo-members-repository.ts'
import { boMembersRoutes } from './modules/backoffice/bo-members-routes.ts'
import { createBoMembersService } from './modules/backoffice/bo-members-service.ts'
import { createBoReportsRepository } from './modules/backoffice/bo-reports-repository.ts'
import { boReportsRoutes } from './modules/backoffice/bo-reports-routes.ts'
import { createBoReportsService } from './modules/backoffice/bo-reports-service.ts'
import { createMaintenance, maintenanceGuard } from './modules/system/maintenance.ts'
import { createBoMerchantsRepository } from './modules/backoffice/bo-merchants-repository.ts'
import { boMerchantsRoutes } from './modules/backoffice/bo-merchants-routes.ts'
import { createBoMerchantsService } from './modules/backoffice/bo-merchants-service.ts'
import { walletRoutes } from './modules/wallet/wallet-routes.ts'
import { INHOUSE, providerRoutes, providerSecret } from './modules/inhouse/provider-routes.ts'
import { createProviderService } from './modules/inhouse/provider-service.ts'
import { createInhouseAdapter } from './modules/inhouse/inhouse-adapter.ts'
import { inhouseRoutes } from './modules/inhouse/inhouse-routes.ts'
import { setupVendors } from './modules/vendors/vendors-setup.ts'
import { lotteryAdapters } from './modules/lottery/lottery-catalogue.ts'
import { lotteryRoutes } from './modules/lottery/lottery-routes.ts'
import { createLotteryScheduler } from './modules/lottery/lottery-scheduler.ts'
import { createLotteryService } from './modules/lottery/lottery-service.ts'
import { createAgentRepository } from './modules/agent/agent-repository.ts'
import { agentRoutes } from './modules/agent/agent-routes.ts'
import { createAgentService } from './modules/agent/agent-service.ts'
import { createInhouseService, ROUND_STALE_MS } from './modules/inhouse/inhouse-service.ts'
import { createInboxRepository } from './modules/inbox/inbox-repository.ts'
import type { PaymentProvider } from './modules/payments/payment-provider.ts'
import { cashierRoutes } from './modules/payments/cashier-setup.ts'
import { createWithdrawPasswordRepository } from './modules/withdrawals/withdraw-password-repository.ts'
import { inboxRoutes } from './modules/inbox/inbox-routes.ts'
import { createFeedbackRepository } from './modules/feedback/feedback-repository.ts'
import { feedbackRoutes } from './modules/feedback/feedback-routes.ts'
import { createPagesRepository } from './modules/pages/pages-repository.ts'
import { infoPagesRoutes } from './modules/pages/pages-routes.ts'

export interface AppOptions {
  config: Config
  database: Database
  /** Serve the built web app when present (default true). */
  serveWeb?: boolean
  /** Time source for everything that expires (default: real time). */
  clock?: Clock
  passwords?: PasswordHasher
  /** Overrides the SMS provider chosen by config (tests). */
  smsProvider?: SmsProvider
  /** Firebase phone sign-in, built separately; without it `type: "firebase"` is refused. */
  firebaseLogin?: FirebaseLogin
  /** Overrides the mailer chosen by config (tests). */
  mailer?: Mailer
  /** Game providers by vendor code; a vendor without one answers "vendor not available". */
  vendorAdapters?: Record<string, VendorAdapter>
  /** Where log lines go instead of stdout (tests read what the app logs); the level stays config's. */
  logStream?: { write(line: string): void }
  /** Local operator token of an embedded data folder (server.ts); accepted from loopback only. */
  localOperatorToken?: string
  /** Payment providers by code, added to or replacing the ones config names (tests). */
  paymentProviders?: Record<string, PaymentProvider>
  /** True once the server is shutting down: /ready answers 503 so the balancer stops sending work. */
  isDraining?: () => boolean
  /** Builds the encryption key store (tests keep a handle on it to watch its bounded caches). */
  keyStore?: (db: Database['db']) => KeyStore
}

/** A caller's X-Request-Id is kept when it is short and plain, so it can be logged and searched safely. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/

/** The request's id: the caller's (a proxy's, usually) when safe, else a new one. */
export function requestId(req: RawRequestDefaultExpression): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID()
}

/** Fastify's own settings: logging, proxies, body size, routing and router refusals. */
function serverOptions(config: Config, logStream: AppOptions['logStream']) {
  return {
    logger:
      config.logLevel === 'silent'
        ? false
        : // Tokens ride in query strings and headers: request lines log them redacted.
          { level: config.logLevel, ...logRedaction, ...(logStream ? { stream: logStream } : {}) },
    trustProxy: config.trustedProxies.length ? config.trustedProxies : false,
    // Fastify would take any X-Request-Id as it is; requestId() checks it first.
    requestIdHeader: false as const,
    // Logged as `reqId` (Fastify's default label) on every line of the request.
    genReqId: requestId,
    bodyLimit: config.bodyLimit,
    // Stack traces and internals never leave; the error handler renders every failure.
    // A request that reached a stopping server is served, with Connection: close, not refused
    // with 503: a balancer does not resend a POST elsewhere, so a money call would be lost to the
    // caller. New connections are refused from the first moment of closing (server.close).
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Router refusals (bad escapes, over-long path parameters) answer the envelope like every error.
    frameworkErrors: frameworkErrorAnswer,
  }
}

export async function buildApp({
  config,
  database,
  serveWeb = true,
  clock = systemClock,
  passwords = argon2Hasher,
  smsProvider,
  firebaseLogin,
  vendorAdapters = {},
  mailer,
  localOperatorToken,
  logStream,
  paymentProviders,
  isDraining = () => false,
  keyStore = createKeyStore,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify(serverOptions(config, logStream))
  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)
  // First hook of all: every answer names its request, refusals and 404s included.
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id)
  })
  const metrics = createMetrics({ enabled: config.metricsToken !== undefined })
  app.addHook('onClose', async () => metrics.close())

  const db = database.db
  database.onConnectionError?.((err) =>
    app.log.warn({ err }, 'the database ended a connection; the pool opens a new one'),
  )
  const repo = createMerchantRepository(db)
  const registry = createMerchantRegistry(repo, config.configCacheMs)
  const catalogue = createCatalogue(createCatalogueRepository(db), { checkEveryMs: config.catalogueCheckMs })
  // Maintenance windows and vendor switches, cached per merchant as long as the merchant settings.
  const maintenance = createMaintenance(db, { ttlMs: config.configCacheMs })
  const webApps: WebApps = {
    web: serveWeb && webAppAvailable(config.webDist) ? config.webDist : undefined,
    backoffice: serveWeb && webAppAvailable(config.backofficeDist) ? config.backofficeDist : undefined,
  }
  const web = webApps.web !== undefined || webApps.backoffice !== undefined

  // Sign-in: shared state in the database or Redis, sessions always in the database.
  const store = openSecurityStore({
    db,
    clock,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
    commandTimeoutMs: config.redisTimeoutMs,
    log: app.log,
  })
  const members = createMemberRepository(db)
  const keys = keyStore(db)
  const sessions = createSessionRepository(db)
  const captchas = createCaptchaService({ store, clock })
  const outbox = createOutboxRepository(db)
  const sms =
    smsProvider ??
    (config.sms.provider === 'http' && config.sms.httpUrl
      ? createHttpProvider(config.sms.httpUrl, config.sms.httpToken)
      : createOutboxProvider(outbox, app.log))
  const verification = createVerificationService({
    store,
    members,
    provider: sms,
    clock,
    codeMinutes: config.sms.codeMinutes,
    log: app.log,
  })
  // Passkeys (decision 043): adding one asks for the password through account protection.
  const passkeys = createPasskeyService({
    repo: createPasskeyRepository(db),
    limiter: store.limiter,
    clock,
    checkPassword: (memberId) => (password) => protection.confirmPassword(memberId)(password),
  })
  // Two-step sign-in, sign-in history and security notices (decision 041).
  const protection = createAccountProtectionService({
    passkeys,
    repo: createAccountProtectionRepository(db),
    members,
    sessions,
    box: await openSecretBox(db, config.dataKey),
    passwords,
    limiter: store.limiter,
    limits: config.loginLimits,
    clock,
  })
  // Responsible gaming: limits and breaks, checked at sign-in, registration and where money moves.
  const rg = createRgService({ db, clock, log: (err) => app.log.warn({ err }, 'responsible-gaming notice failed') })
  const sessionCore = createSessionService({
    members,
    sessions,
    store,
    captchas,
    verification,
    passwords,
    clock,
    session: config.session,
    limits: config.loginLimits,
    firebaseLogin: firebaseLogin ?? firebaseLoginFromConfig(config, db, clock, app.log),
    protection,
    refuseSignIn: rg.refuseSignIn,
  })
  // Sign-ins counted by outcome for the metrics; the service itself knows nothing of them.
  const sessionService: typeof sessionCore = {
    ...sessionCore,
    async login(ctx, body) {
      try {
        const answer = await sessionCore.login(ctx, body)
        metrics.login('success')
        return answer
      } catch (err) {
        const code =
          err instanceof AppError
            ? err.errorCode
            : err instanceof StoreUnavailableError
              ? ErrorCode.storeUnavailable
              : ErrorCode.internal
        metrics.login('failure', code)
        throw err
      }
    },
  }
  // A notice that cannot be written must not fail the change it reports.
  const securityNotice = (kind: SecurityNotice) => (memberId: number) =>
    protection.noticeFor(memberId, kind).catch((err: unknown) => app.log.warn({ err }, 'security notice failed'))
  const memberService = createMemberService({
    db,
    members,
    sessions,
    limiter: store.limiter,
    passwords,
    clock,
    onPasswordChanged: securityNotice('passwordChanged'),
  })
  const sweeper = runEvery(
    10 * 60_000,
    () =>
      metrics.job('security_sweep', () =>
        Promise.all([
          store.sweep(),
          sessions.sweep(clock.now(), 30 * 86_400_000),
          protection.sweep(),
          passkeys.sweep(),
        ]),
      ),
    (err) => app.log.warn({ err }, 'sweep failed'),
  )
  // Uploaded pictures are decoded on worker threads, not on the event loop.
  const images = createImageDecoder(config.images)
  app.addHook('onClose', async () => {
    await images.close()
    await sweeper.stop()
    await verification.flush()
    await store.close()
  })

  await app.register(securityPlugin, { hsts: config.hsts })
  // Before any other work: a flood from one address is refused first (helmet's headers still set).
  await app.register(addressLimitPlugin, {
    ...config.rateLimit,
    redisUrl: config.redisUrl,
    redisPrefix: config.redisPrefix,
  })
  // Brotli or gzip for answers over 1 KiB: the built app's JavaScript shrinks to about a third.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] })
  await app.register(errorsPlugin, web ? { spa: spaFallback(webApps) } : {})
  // Before any route: text the database cannot store (NUL, lone surrogates) is refused in every input.
  await app.register(inputGuardPlugin)
  // The embedded database serves one statement at a time: bound the requests waiting on it.
  await app.register(requestBoundPlugin, { max: database.kind === 'pglite' ? config.dbQueueMax : 0 })
  app.addHook('onSend', async (req, reply) => {
    if (req.url.startsWith('/wps') || req.url.startsWith('/lgw')) reply.header('cache-control', 'no-store')
  })

  if (config.metricsToken) await app.register(requestMetricsPlugin, { metrics })
  metrics.watchDatabase({
    ...(database.poolStats ? { pool: database.poolStats } : {}),
    ...(database.kind === 'pglite' ? { queue: app.requestBound } : {}),
  })
  await app.register(healthRoutes, { database, store, isDraining })
  await app.register(metricsRoutes, { metrics, token: config.metricsToken })
  // Before merchant resolution: the API's documentation is the same on every host.
  if (config.docs) await app.register(docsPlugin)
  await app.register(mediaRoutes, { db })
  await app.register(requestContextPlugin, { registry })
  await app.register(fastifyCookie)
  await app.register(authPlugin, { sessions, clock, idleMs: config.session.idleMs, activity: rg.recordActivity })
  // Staff sign-in: requireAdmin on the root app, before any module registers an operator call.
  const staffRepo = createStaffRepository(db)
  const staffAuth = createStaffAuthService({
    db,
    repo: staffRepo,
    registry,
    passwords,
    limiter: store.limiter,
    limits: config.loginLimits,
    clock,
    idleMs: config.staffIdleMs,
  })
  await app.register(staffAuthPlugin, {
    auth: staffAuth,
    repo: staffRepo,
    clock,
    adminToken: config.adminToken,
    localToken: localOperatorToken,
  })
  await app.register(staffRoutes, {
    auth: staffAuth,
    repo: staffRepo,
    service: createStaffService({ db, repo: staffRepo, registry, passwords, clock }),
  })
  await app.register(boAuditRoutes, { repo: createBoAuditRepository(db), registry })
  await app.register(encryptedBodyPlugin, { keys, allowPlain: config.allowPlainAuth, bodyLimit: config.bodyLimit })
  // A merchant in maintenance answers maintenance to every game list and launch (maintenance.ts).
  app.addHook(
    'preHandler',
    maintenanceGuard({
      maintenance,
      clock,
      vendorOf: async (nodeId) => {
        const g = (await catalogue.current()).byId.get(nodeId)
        return g ? { code: g.row.vendorCode, name: g.vendor.name } : null
      },
    }),
  )
  // Social sign-in is built here because the status answer names the providers it offers.
  const oauth = oauthServiceFromConfig(config, db, clock, sessionService, store.limiter, app.log)
  const statusAnswers = statusAnswerBuilder({ registry, maintenance, clock, socialLogin: oauth.offered })
  // The player app's page carries the boot answer for its host (the API's merchant rule without
  // the merchant header), so a first visit does not wait for the boot call.
  const pageMerchant = async (request: FastifyRequest) => {
    const snapshot = await registry.current()
    return snapshot.byDomain.get(request.hostname.toLowerCase()) ?? snapshot.defaultMerchant
  }
  webApps.bootStatus = async (request) => {
    const merchant = await pageMerchant(request)
    return merchant
      ? { at: clock.now().getTime(), status: await statusAnswers.statusOf({ merchant, ip: request.ip }) }
      : null
  }
  const content = createContentRepository(db)
  webApps.bootScreen = async (request, landing) => {
    const merchant = await pageMerchant(request)
    if (!merchant) return null
    if (landing === '/m/home') return homeBoot(await firstHomeBanner(content, merchant.id, clock.now()))
    // A list of one type as the app first shows it; a search or a filter is another list.
    const query = request.query as Record<string, string>
    if (landing === '/m/gameList' && Object.keys(query).join() === 'gameType')
      return gameListBoot(await firstTileIcons(catalogue, merchant, query.gameType ?? ''))
    if (landing === '/m/login') {
      const info = await statusAnswers.infoOf(merchant)
      return signInBoot(info.merchantName, info.mobileTemplate.h5_logo)
    }
    return null
  }
  await app.register(systemRoutes, { repo, registry, answers: statusAnswers })
  await app.register(gamesRoutes, { catalogue, maintenance, clock })
  await app.register(contentRoutes, { repo: content, catalogue, clock })
  // In-house games: the provider interface, the game server and its INHOUSE adapter.
  const provider = createProviderService(db, clock)
  const inhouse = createInhouseService({ db, clock, provider, sessions, idleMs: config.session.idleMs })
  const inhouseAdapter = createInhouseAdapter({ db, clock, inhouse, provider, limiter: store.limiter })
  // The lottery engine's games and the catalogue's lottery rows open the in-app lottery screen.
  const catalogueRow = async (nodeId: number) => (await catalogue.current()).byId.get(nodeId)?.row
  // Third-party vendors: seamless integrations from the database (docs/vendor-protocol.md).
  const vendors = await setupVendors({ config, db, clock, catalogue, provider, sessions, localOperatorToken })
  // One timer sweeps the rounds every provider left open (in-house after a minute, vendors after
  // their timeout); each rollback is conditional on the round row, so instances may race.
  const roundSweeper = runEvery(
    ROUND_STALE_MS,
    () =>
      Promise.all(
        (
          [
            ['inhouse_round_sweep', 'in-house', inhouse.sweepStale],
            ['vendor_round_sweep', 'vendor', vendors.sweepStale],
          ] as const
        ).map(([job, name, sweep]) =>
          metrics.job(job, sweep).catch((err: unknown) => app.log.warn({ err }, `${name} round sweep failed`)),
        ),
      ),
    () => {},
  )
  app.addHook('onClose', () => roundSweeper.stop())
  await app.register(playerGamesRoutes, {
    catalogue,
    repo: createPlayerGamesRepository(db),
    adapters: new Map(Object.entries({ ...lotteryAdapters(catalogueRow, inhouseAdapter), ...vendorAdapters })),
    seamless: vendors.seamless,
    clock,
    maintenance,
  })
  await app.register(walletRoutes, { db, clock })
  await app.register(providerRoutes, {
    service: provider,
    secret: await providerSecret(db, INHOUSE, config.inhouseSecret),
  })
  await app.register(inhouseRoutes, { inhouse })
  // The lottery engine: scheduled draws (ticked here unless config turns it off) and its calls.
  const lotteryScheduler = createLotteryScheduler({ db, clock, log: app.log, observe: metrics.job })
  if (config.lotteryTickMs > 0) app.addHook('onReady', async () => lotteryScheduler.start(config.lotteryTickMs))
  app.addHook('onClose', () => lotteryScheduler.stop())
  await app.register(lotteryRoutes, {
    db,
    service: createLotteryService({ db, clock }),
  })
  await vendors.register(app)
  await app.register(encryptionRoutes, { keys })
  await app.register(sessionRoutes, { service: sessionService })
  await app.register(accountProtectionRoutes, {
    db,
    service: protection,
    sessions: sessionService,
    passkeys,
    // The RP ID is the request's host, accepted only where this server serves the merchant: one
    // of its domains, or a host configured for passkeys (decision 043).
    passkeyHost: async (req) => {
      const host = req.hostname.toLowerCase()
      if (config.passkeyHosts.includes(host)) return true
      return (await registry.current()).byDomain.get(host)?.id === req.merchant.id
    },
  })
  await app.register(oauthRoutes, { service: oauth })
  await app.register(memberRoutes, { service: memberService })
  await app.register(captchaRoutes, { captchas, limiter: store.limiter })
  if (config.e2eHooks)
    await app.register((await import('./modules/captcha/captcha-test-routes.ts')).captchaTestRoutes, { store })
  await app.register(verificationRoutes, { verification })
  await app.register(recoveryRoutes, {
    service: createRecoveryService({
      db,
      store,
      verification,
      sessions,
      passwords,
      clock,
      log: app.log,
      mailer:
        mailer ??
        (config.mail.smtpUrl
          ? createSmtpMailer(config.mail.smtpUrl, config.mail.from)
          : createOutboxMailer(db, app.log)),
    }),
  })
  await app.register(registrationRoutes, {
    verification,
    service: createRegistrationService({
      repo: createRegistrationRepository(db),
      store,
      captchas,
      verification,
      sessions: sessionService,
      passwords,
      clock,
      refuseExcludedDetails: rg.refuseExcludedDetails,
    }),
  })
  // Member centre, profile
  await app.register(memberCentreRoutes, {
    service: createMemberCentreService({
      repo: createMemberCentreRepository(db),
      limiter: store.limiter,
      clock,
      images,
      hasWithdrawPassword: (memberId) => createWithdrawPasswordRepository(db).has(memberId),
    }),
  })

  const promotionMerchants = async () => [...(await registry.current()).byCode.values()]
  // Inviters paid per friend who met a referral promotion's condition, at deposit credit and by the job (decision 038).
  const referralReward = createReferralReward({ db, clock, merchants: promotionMerchants })
  const vip = createVipService({ db, clock, merchants: promotionMerchants })
  await app.register(promotionsRoutes, { service: createPromotionsService({ db, clock }), vip })
  await app.register(leaderboardRoutes, { service: createLeaderboardService({ db, clock }) })
  await app.register(referralRoutes, { service: createReferralService({ db, clock }) })
  // VIP levels recomputed, then members' rebates of ended days paid (at the new levels' rates), each
  // bonus and rebate once per member however many instances run (decision 042).
  if (config.promotionJobsMs > 0) {
    const payout = createRebatePayout({ db, clock, merchants: promotionMerchants })
    // Locked bonuses released once wagered and expired back to the house (decision 048).
    const bonusJob = createBonusJob({ db, clock, merchants: promotionMerchants })
    // Leaderboards' ended weeks ranked and their prizes paid, once per period (decision 038).
    const leaderboardJob = createLeaderboardPayout({ db, clock, merchants: promotionMerchants })
    // Raffles past their draw time drawn and paid, once however many instances run.
    const raffle = createRaffle({ db, clock })
    const onError = (err: unknown) => app.log.warn({ err }, 'promotion job failed')
    const jobs = async () => {
      await metrics.job('vip_levels', vip.run).catch(onError)
      await metrics.job('rebate_payout', payout.run).catch(onError)
      await metrics.job('bonus_settle', bonusJob.run).catch(onError)
      await metrics.job('leaderboard_payout', leaderboardJob.run).catch(onError)
      await metrics.job('raffle_draw', async () => raffle.run(await promotionMerchants())).catch(onError)
      await metrics.job('referral_reward', referralReward.run).catch(onError)
    }
    const timer = runEvery(config.promotionJobsMs, jobs, onError)
    // The first run at start: a server that was down at midnight pays without waiting a period.
    let first: Promise<unknown> = Promise.resolve()
    app.addHook('onReady', async () => {
      first = jobs()
    })
    app.addHook('onClose', async () => {
      await Promise.all([first, timer.stop()])
    })
  }
  await app.register(rgRoutes, { service: rg })

  // Inbox, help, feedback, info pages
  const inbox = createInboxRepository(db)
  const feedback = createFeedbackRepository(db)
  await app.register(inboxRoutes, { repo: inbox, clock })
  await app.register(feedbackRoutes, { repo: feedback, clock, limiter: store.limiter })
  await app.register(infoPagesRoutes, { repo: createPagesRepository(db), clock })

  // Agent home and team
  const agentService = createAgentService({
    db,
    repo: createAgentRepository(db),
    registration: createRegistrationRepository(db),
    passwords,
    limiter: store.limiter,
    clock,
  })
  await app.register(agentRoutes, { service: agentService })
  // Red-envelope rains whose window closed give the agent back what was not claimed, once per
  // rain however many instances run (decision 049).
  if (config.redEnvelopeJobMs > 0) {
    const onError = (err: unknown) => app.log.warn({ err }, 'red envelope return failed')
    const settle = () => metrics.job('red_envelope_return', agentService.settleDue).catch(onError)
    const timer = runEvery(config.redEnvelopeJobMs, settle, onError)
    let first: Promise<unknown> = Promise.resolve()
    app.addHook('onReady', async () => {
      first = settle()
    })
    app.addHook('onClose', async () => {
      await Promise.all([first, timer.stop()])
    })
  }

  // The cashier: payment providers, withdrawals, deposits and provider notifications.
  await app.register(cashierRoutes, {
    config,
    db,
    clock,
    passwords,
    verification,
    limiter: store.limiter,
    paymentProviders,
    onWithdrawPasswordChanged: securityNotice('withdrawPasswordChanged'),
    onDepositCredited: async (merchantId: number, memberId: number) => {
      const merchant = (await promotionMerchants()).find((m) => m.id === merchantId)
      // The referral job pays on its next run; the failure is logged so an operator sees the delay's cause.
      if (merchant)
        await referralReward
          .onDepositCredited(merchant, memberId)
          .catch((err: unknown) => app.log.warn({ err, memberId }, 'referral reward at deposit credit failed'))
    },
  })

  await app.register(adminRoutes, {
    db,
    repo,
    registry,
    members,
    sessions,
    clock,
    outbox,
    mailOutbox: (limit) => newestOutbox(db, limit),
    inbox,
    feedback,
  })
  // Back office: merchant settings, maintenance windows, dashboard.
  await app.register(boMerchantsRoutes, {
    registry,
    service: createBoMerchantsService({
      db,
      repo: createBoMerchantsRepository(db),
      registry,
      maintenance,
      clock,
      vendorExists: async (code) => (await catalogue.current()).vendors.some((v) => v.code === code),
    }),
  })
  // Back office: a merchant's games and vendors, content and image uploads.
  await app.register(boGamesRoutes, {
    registry,
    service: createBoGamesService({ db, repo: createBoGamesRepository(db), catalogue, clock, maintenance }),
  })
  await app.register(boContentRoutes, {
    registry,
    service: createBoContentService({ db, repo: createBoContentRepository(db), images }),
  })
  await app.register(boPromotionsRoutes, {
    registry,
    service: createBoPromotionsService({ db, repo: createBoPromotionsRepository(db), clock }),
  })
  await app.register(boRebateSettingsRoutes, {
    registry,
    service: createBoRebateSettingsService({ db, repo: createBoRebateSettingsRepository(db) }),
  })
  // Back office: members, balance adjustments, the agent tree and reports.
  const boMembers = createBoMembersRepository(db)
  await app.register(boMembersRoutes, {
    registry,
    service: createBoMembersService({
      db,
      repo: boMembers,
      registry,
      passwords,
      clock,
      onTwoStepReset: securityNotice('twoStepReset'),
    }),
  })
  await app.register(rgAdminRoutes, { db, clock, service: rg })
  await app.register(boAdjustmentsRoutes, {
    registry,
    service: createBoAdjustmentsService({
      db,
      repo: createBoAdjustmentsRepository(db),
      members: boMembers,
      registry,
      clock,
    }),
  })
  await app.register(boAgentsRoutes, {
    registry,
    service: createBoAgentsService({ repo: createBoAgentsRepository(db), clock }),
  })
  await app.register(boReportsRoutes, { registry, service: createBoReportsService(createBoReportsRepository(db)) })
  // The manifest names the merchant of the host, so it is served with or without the built app.
  await app.register(webManifestRoutes, { registry })
  // The download page's iOS profile, generated per merchant (modules/system/web-clip.ts).
  await app.register(webClipRoutes, {
    registry,
    icons: uploadedIcons(createBoContentRepository(db).findUpload),
  })
  if (web) await webAppRoutes(app, webApps)

  return app
}
