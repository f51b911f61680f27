/**
 * Every setting the server reads from the environment, validated once at start.
 * Nothing else reads process.env. Keep the README's configuration table in step.
 */
import { resolve } from 'node:path'
import { z } from 'zod'
import { backofficeDistDefault, webDistDefault } from './lib/runtime-paths.ts'

const bool = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v))

const DEFAULT_SANDBOX_SECRET = 'sandbox-secret-not-for-production'

const schema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  PARLOR_DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** PostgreSQL connections the server opens at most. */
  PARLOR_DB_POOL_MAX: z.coerce.number().int().min(1).max(1000).default(10),
  /** Embedded database: requests in progress at most; past it they answer busy (503). 0: no bound. */
  PARLOR_DB_QUEUE_MAX: z.coerce.number().int().min(0).max(100_000).default(64),
  /** auto: seed demo data into an empty embedded database only. */
  PARLOR_SEED: z.enum(['auto', 'always', 'never']).default('auto'),
  /** Comma-separated addresses or CIDRs whose X-Forwarded-For is believed. */
  PARLOR_TRUSTED_PROXIES: z.string().default(''),
  /** Deprecated shared operator token (an owner for every merchant); prefer staff API keys. At least 24 characters. */
  PARLOR_ADMIN_TOKEN: z.string().min(24).optional(),
  PARLOR_WEB_DIST: z.string().optional(),
  /** The built back office (apps/backoffice/dist), served at /bo/. */
  PARLOR_BACKOFFICE_DIST: z.string().optional(),
  PARLOR_BODY_LIMIT: z.coerce
    .number()
    .int()
    .min(1024)
    .max(50 * 1024 * 1024)
    .default(64 * 1024),
  PARLOR_CONFIG_CACHE_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  PARLOR_CATALOGUE_CHECK_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  PARLOR_HSTS: bool.default(false),
  // sign-in
  PARLOR_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  PARLOR_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(2160).default(12),
  /** Back-office staff sessions end after this many idle minutes (and after 12 hours in any case). */
  PARLOR_STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Accept unencrypted JSON on the encrypted calls (only when no Encryption header is sent). */
  PARLOR_ALLOW_PLAIN_AUTH: bool.default(false),
  /** Failures within 15 minutes after which login needs the image captcha. */
  PARLOR_LOGIN_CAPTCHA_ACCOUNT: z.coerce.number().int().min(1).max(1000).default(3),
  PARLOR_LOGIN_CAPTCHA_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(10),
  /** Failures within an hour after which login is refused until the hour has passed. */
  PARLOR_LOGIN_MAX_ACCOUNT: z.coerce.number().int().min(1).max(10_000).default(20),
  PARLOR_LOGIN_MAX_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(100),
  PARLOR_SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  /** smtp://user:pass@host:port (or smtps://); unset keeps mail in the outbox table. */
  PARLOR_SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//)
    .optional(),
  PARLOR_MAIL_FROM: z.string().min(3).default('Parlor <no-reply@parlor.test>'),
  PARLOR_SMS_HTTP_URL: z.string().url().optional(),
  PARLOR_SMS_HTTP_TOKEN: z.string().min(1).optional(),
  PARLOR_SMS_CODE_MINUTES: z.coerce.number().int().min(1).max(60).default(5),
  /** Counters, captchas and SMS codes live in Redis when set, else in the database. */
  REDIS_URL: z.string().url().optional(),
  PARLOR_REDIS_PREFIX: z.string().max(64).default('parlor:'),
  /** Milliseconds a Redis command may take (or wait for a connection) before the call answers 503 store_unavailable. */
  PARLOR_REDIS_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
  /** Bearer token Prometheus sends to GET /metrics; unset: /metrics answers 404. At least 24 characters. */
  PARLOR_METRICS_TOKEN: z.string().min(24).max(512).optional(),
  /** The OpenAPI document (/docs/openapi.json) and Swagger UI (/docs). */
  PARLOR_DOCS: bool.default(true),
  /** Requests one client address may make per window, all routes together; 0 turns the limit off. */
  PARLOR_RATE_LIMIT_MAX: z.coerce.number().int().min(0).max(10_000_000).default(6000),
  PARLOR_RATE_LIMIT_WINDOW_MS: z.coerce.number().int().min(1000).max(86_400_000).default(60_000),
  /** Threads that decode uploaded images (head icons, back-office uploads), off the event loop. */
  PARLOR_IMAGE_WORKERS: z.coerce.number().int().min(1).max(8).default(1),
  /** A decode that takes longer is abandoned (its thread replaced) and the upload refused. */
  PARLOR_IMAGE_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  // Firebase phone sign-in: on when the project id is set. Keys: inline JWKS JSON or a file path,
  // else the URL (default: Google's published securetoken keys).
  PARLOR_FIREBASE_PROJECT_ID: z.string().min(1).max(128).optional(),
  PARLOR_FIREBASE_JWKS_URL: z
    .string()
    .url()
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
  PARLOR_FIREBASE_JWKS: z.string().min(1).optional(),
  // Google / Facebook sign-in over OpenID Connect: a provider is on when all three are set.
  PARLOR_OIDC_GOOGLE_ISSUER: z.string().url().optional(),
  PARLOR_OIDC_GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  PARLOR_OIDC_GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  PARLOR_OIDC_FACEBOOK_ISSUER: z.string().url().optional(),
  PARLOR_OIDC_FACEBOOK_CLIENT_ID: z.string().min(1).optional(),
  PARLOR_OIDC_FACEBOOK_CLIENT_SECRET: z.string().min(1).optional(),
  /** Shared secret the in-house game provider signs wallet calls with; unset: generated once and kept in the database. */
  PARLOR_INHOUSE_SECRET: z.string().min(32).optional(),
  /** 32 bytes, base64: seals secrets kept at rest (authenticator secrets); unset: generated once and kept in the database. */
  PARLOR_DATA_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, { message: 'must be 32 bytes in base64' })
    .optional(),
  // Payments: the sandbox gateway (apps/payment-sandbox) is a provider when its URL is set.
  PARLOR_PAYMENT_SANDBOX_URL: z.string().url().optional(),
  PARLOR_PAYMENT_SANDBOX_SECRET: z.string().min(8).default(DEFAULT_SANDBOX_SECRET),
  /** Lets a production server (NODE_ENV=production) talk to the sandbox gateway: test money only. */
  PARLOR_ALLOW_PAYMENT_SANDBOX: bool.default(false),
  // Game vendors: the simulator (apps/vendor-simulator) plays every demo vendor when its URL is set.
  PARLOR_VENDOR_SIMULATOR_URL: z.string().url().optional(),
  PARLOR_VENDOR_SIMULATOR_SECRET: z.string().min(32).default('vendor-simulator-secret-not-for-production'),
  /** Minutes a vendor's round may stay open before the platform rolls it back (docs/vendor-protocol.md). */
  PARLOR_VENDOR_ROUND_TIMEOUT_MIN: z.coerce.number().int().min(1).max(525_600).default(60),
  /** Where providers call back and send players back to; default http://127.0.0.1:<PORT>. */
  PARLOR_PUBLIC_URL: z.string().url().optional(),
  /**
   * Hosts besides the merchants' domains where passkeys may be made and used (decision 043),
   * comma-separated. Default `localhost`: a browser reaches it only on its own machine.
   */
  PARLOR_PASSKEY_HOSTS: z.string().default('localhost'),
  /** Seconds between reconciliation runs (pending gateway deposits asked about); 0 turns it off. */
  PARLOR_RECONCILE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Milliseconds between lottery scheduler ticks (open, draw and settle numeros); 0 turns it off. */
  PARLOR_LOTTERY_TICK_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Minutes between runs of VIP levels and rebate payouts (decision 042); 0 turns them off. */
  PARLOR_PROMOTION_JOBS_MIN: z.coerce.number().int().min(0).max(1440).default(10),
  /** Seconds between returns of unclaimed red envelopes after their rain's window (decision 049); 0 turns it off. */
  PARLOR_RED_ENVELOPE_JOB_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Test-only routes for the browser journeys (captcha answers). Never on outside e2e. */
  PARLOR_E2E_HOOKS: bool.default(false),
  /** Milliseconds a stopping server (SIGTERM, SIGINT) has to finish its requests and jobs; then it exits 1. */
  PARLOR_SHUTDOWN_GRACE_MS: z.coerce.number().int().min(1000).max(600_000).default(25_000),
  /** Milliseconds a stopping server keeps serving, not ready, before it stops accepting connections. */
  PARLOR_SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(300_000).default(0),
})

export type Config = {
  port: number
  host: string
  dataDir: string
  databaseUrl: string | undefined
  dbPoolMax: number
  /** Embedded database only (PostgreSQL waits in its pool); 0 means no bound. */
  dbQueueMax: number
  seed: 'auto' | 'always' | 'never'
  trustedProxies: string[]
  adminToken: string | undefined
  webDist: string
  backofficeDist: string
  bodyLimit: number
  configCacheMs: number
  catalogueCheckMs: number
  logLevel: string
  hsts: boolean
  session: { idleMs: number; maxMs: number }
  staffIdleMs: number
  allowPlainAuth: boolean
  loginLimits: { captchaAccount: number; captchaAddress: number; maxAccount: number; maxAddress: number }
  sms: { provider: 'outbox' | 'http'; httpUrl: string | undefined; httpToken: string | undefined; codeMinutes: number }
  mail: { smtpUrl: string | undefined; from: string }
  redisUrl: string | undefined
  redisPrefix: string
  redisTimeoutMs: number
  /** GET /metrics answers only with this bearer token; undefined: /metrics is off (404). */
  metricsToken: string | undefined
  docs: boolean
  /** Per client address, every route but health, readiness, metrics and signed provider callbacks; max 0: off. */
  rateLimit: { max: number; windowMs: number }
  /** The image-decoding thread pool. */
  images: { workers: number; timeoutMs: number }
  /** Firebase phone sign-in; undefined when off. `jwks` is inline JSON or a file path. */
  firebase: { projectId: string; jwksUrl: string; jwks: string | undefined } | undefined
  /** Social sign-in providers that are configured (OpenID Connect, discovery from the issuer). */
  oidc: Partial<Record<'google' | 'facebook', { issuer: string; clientId: string; clientSecret: string }>>
  inhouseSecret: string | undefined
  dataKey: string | undefined
  /** Payment providers (docs/payment-providers.md); the sandbox is configured when `sandboxUrl` is set. */
  payments: {
    sandboxUrl: string | undefined
    sandboxSecret: string
    /** Our address as providers see it, without a trailing slash. */
    publicUrl: string
    /** 0: no scheduled reconciliation. */
    reconcileMs: number
  }
  /** The vendor simulator (docs/vendor-protocol.md); integrations are written at start when `url` is set. */
  vendorSimulator: { url: string | undefined; secret: string }
  /** Default age after which an open vendor round is swept; a vendor's settings may say otherwise. */
  vendorRoundTimeoutMs: number
  /** The lottery scheduler's tick (decision 026); 0: not started (tests tick it themselves). */
  lotteryTickMs: number
  /** Between runs of VIP levels and rebate payouts, the first at start; 0: never (tests run them). */
  promotionJobsMs: number
  /** Between returns of unclaimed red envelopes, the first at start; 0: never (tests run it). */
  redEnvelopeJobMs: number
  e2eHooks: boolean
  /** Hosts (lower case) where passkeys work besides the merchants' domains. */
  passkeyHosts: string[]
  /** A stopping server: `drainMs` still serving (not ready), then closing within `graceMs` in all. */
  shutdown: { graceMs: number; drainMs: number }
}

/** A provider entry when issuer, client id and secret are all set; half a configuration is refused. */
function oidcProvider(name: 'google' | 'facebook', issuer?: string, clientId?: string, clientSecret?: string) {
  const set = [issuer, clientId, clientSecret].filter(Boolean).length
  if (set === 0) return {}
  if (set < 3 || !issuer || !clientId || !clientSecret) {
    const upper = name.toUpperCase()
    throw new Error(
      `Invalid configuration:\n  PARLOR_OIDC_${upper}_ISSUER, _CLIENT_ID and _CLIENT_SECRET: set all three or none`,
    )
  }
  return { [name]: { issuer, clientId, clientSecret } }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means unset (as shells and CI templates often leave them).
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''))
  const parsed = schema.safeParse(present)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const e = parsed.data
  // Relative paths are the user's: npm -w runs scripts inside apps/server, but INIT_CWD keeps
  // the directory npm was started in (the repository root in the README's commands).
  const base = env.INIT_CWD || process.cwd()
  if (e.PARLOR_SMS_PROVIDER === 'http' && !e.PARLOR_SMS_HTTP_URL)
    throw new Error('Invalid configuration:\n  PARLOR_SMS_HTTP_URL: required when PARLOR_SMS_PROVIDER=http')
  // The sandbox credits deposits nobody paid: a production server only talks to it when told
  // so on purpose, and never with the secret everyone can read in the repository.
  if (env.NODE_ENV === 'production' && e.PARLOR_PAYMENT_SANDBOX_URL) {
    if (!e.PARLOR_ALLOW_PAYMENT_SANDBOX)
      throw new Error(
        'Invalid configuration:\n  PARLOR_PAYMENT_SANDBOX_URL: the sandbox gateway in production needs PARLOR_ALLOW_PAYMENT_SANDBOX=1',
      )
    if (e.PARLOR_PAYMENT_SANDBOX_SECRET === DEFAULT_SANDBOX_SECRET)
      throw new Error(
        'Invalid configuration:\n  PARLOR_PAYMENT_SANDBOX_SECRET: the default secret is refused in production',
      )
  }
  // The drain is part of the grace period: a drain as long as the grace would leave no time to close.
  if (e.PARLOR_SHUTDOWN_DRAIN_MS >= e.PARLOR_SHUTDOWN_GRACE_MS)
    throw new Error(
      'Invalid configuration:\n  PARLOR_SHUTDOWN_DRAIN_MS: must be shorter than PARLOR_SHUTDOWN_GRACE_MS (the drain is part of it)',
    )
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: resolve(base, e.PARLOR_DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    dbPoolMax: e.PARLOR_DB_POOL_MAX,
    dbQueueMax: e.PARLOR_DB_QUEUE_MAX,
    seed: e.PARLOR_SEED,
    trustedProxies: e.PARLOR_TRUSTED_PROXIES.split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    adminToken: e.PARLOR_ADMIN_TOKEN,
    webDist: resolve(base, e.PARLOR_WEB_DIST ?? webDistDefault),
    backofficeDist: resolve(base, e.PARLOR_BACKOFFICE_DIST ?? backofficeDistDefault),
    bodyLimit: e.PARLOR_BODY_LIMIT,
    configCacheMs: e.PARLOR_CONFIG_CACHE_MS,
    catalogueCheckMs: e.PARLOR_CATALOGUE_CHECK_MS,
    logLevel: e.LOG_LEVEL,
    hsts: e.PARLOR_HSTS,
    session: { idleMs: e.PARLOR_SESSION_IDLE_MINUTES * 60_000, maxMs: e.PARLOR_SESSION_MAX_HOURS * 3_600_000 },
    staffIdleMs: e.PARLOR_STAFF_IDLE_MINUTES * 60_000,
    allowPlainAuth: e.PARLOR_ALLOW_PLAIN_AUTH,
    loginLimits: {
      captchaAccount: e.PARLOR_LOGIN_CAPTCHA_ACCOUNT,
      captchaAddress: e.PARLOR_LOGIN_CAPTCHA_ADDRESS,
      maxAccount: e.PARLOR_LOGIN_MAX_ACCOUNT,
      maxAddress: e.PARLOR_LOGIN_MAX_ADDRESS,
    },
    sms: {
      provider: e.PARLOR_SMS_PROVIDER,
      httpUrl: e.PARLOR_SMS_HTTP_URL,
      httpToken: e.PARLOR_SMS_HTTP_TOKEN,
      codeMinutes: e.PARLOR_SMS_CODE_MINUTES,
    },
    mail: { smtpUrl: e.PARLOR_SMTP_URL, from: e.PARLOR_MAIL_FROM },
    redisUrl: e.REDIS_URL,
    redisPrefix: e.PARLOR_REDIS_PREFIX,
    redisTimeoutMs: e.PARLOR_REDIS_TIMEOUT_MS,
    metricsToken: e.PARLOR_METRICS_TOKEN,
    docs: e.PARLOR_DOCS,
    rateLimit: { max: e.PARLOR_RATE_LIMIT_MAX, windowMs: e.PARLOR_RATE_LIMIT_WINDOW_MS },
    images: { workers: e.PARLOR_IMAGE_WORKERS, timeoutMs: e.PARLOR_IMAGE_TIMEOUT_MS },
    firebase: e.PARLOR_FIREBASE_PROJECT_ID
      ? { projectId: e.PARLOR_FIREBASE_PROJECT_ID, jwksUrl: e.PARLOR_FIREBASE_JWKS_URL, jwks: e.PARLOR_FIREBASE_JWKS }
      : undefined,
    oidc: {
      ...oidcProvider(
        'google',
        e.PARLOR_OIDC_GOOGLE_ISSUER,
        e.PARLOR_OIDC_GOOGLE_CLIENT_ID,
        e.PARLOR_OIDC_GOOGLE_CLIENT_SECRET,
      ),
      ...oidcProvider(
        'facebook',
        e.PARLOR_OIDC_FACEBOOK_ISSUER,
        e.PARLOR_OIDC_FACEBOOK_CLIENT_ID,
        e.PARLOR_OIDC_FACEBOOK_CLIENT_SECRET,
      ),
    },
    inhouseSecret: e.PARLOR_INHOUSE_SECRET,
    dataKey: e.PARLOR_DATA_KEY,
    payments: {
      sandboxUrl: e.PARLOR_PAYMENT_SANDBOX_URL?.replace(/\/+$/, ''),
      sandboxSecret: e.PARLOR_PAYMENT_SANDBOX_SECRET,
      publicUrl: (e.PARLOR_PUBLIC_URL ?? `http://127.0.0.1:${e.PORT}`).replace(/\/+$/, ''),
      reconcileMs: e.PARLOR_RECONCILE_SECONDS * 1000,
    },
    vendorSimulator: {
      url: e.PARLOR_VENDOR_SIMULATOR_URL?.replace(/\/+$/, ''),
      secret: e.PARLOR_VENDOR_SIMULATOR_SECRET,
    },
    vendorRoundTimeoutMs: e.PARLOR_VENDOR_ROUND_TIMEOUT_MIN * 60_000,
    lotteryTickMs: e.PARLOR_LOTTERY_TICK_MS,
    promotionJobsMs: e.PARLOR_PROMOTION_JOBS_MIN * 60_000,
    redEnvelopeJobMs: e.PARLOR_RED_ENVELOPE_JOB_SECONDS * 1000,
    e2eHooks: e.PARLOR_E2E_HOOKS,
    passkeyHosts: e.PARLOR_PASSKEY_HOSTS.split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
    shutdown: { graceMs: e.PARLOR_SHUTDOWN_GRACE_MS, drainMs: e.PARLOR_SHUTDOWN_DRAIN_MS },
  }
}
