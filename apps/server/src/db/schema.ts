/**
 * The database schema, one source for PGlite and PostgreSQL. After editing, run
 * `npm run db:generate` and commit the new file under drizzle/; never edit or regenerate
 * a migration that has been committed (stack-notes gotcha 14).
 * Keep SQL to what PostgreSQL 15 understands: PGlite is 18 and would accept more.
 */
import {
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { sql } from 'drizzle-orm'
import type { CustomerService, MobileTemplate, RegisterSettings, Resource, Whitelabel } from '@parlor/contract'

/**
 * A merchant's sign-in settings. `captchaType`: the image captcha shows 4-5 digits (`numeric`)
 * or a sum to solve (`arithmetic`). `passwordMaxAgeDays`: after this many days a password counts
 * as expired (`passwordExpired` in the login answer); 0 or absent never expires.
 */
export interface AuthSettings {
  captchaType?: 'numeric' | 'arithmetic'
  passwordMaxAgeDays?: number
  /** Google / Facebook sign-in may create an account for an unknown verified email (default false). */
  socialSignUp?: boolean
}

/** Text kept per language code, e.g. `{ EN: 'Slots', TY: 'Mga Slot' }`. */
export type Localized = Record<string, string>

export const merchants = pgTable('merchants', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  currency: text('currency').notNull(),
  currencySymbol: text('currency_symbol').notNull(),
  countryCode: text('country_code').notNull(),
  dialingCode: text('dialing_code').notNull(),
  defaultLanguage: text('default_language').notNull(),
  languages: jsonb('languages').$type<string[]>().notNull(),
  flags: jsonb('flags').$type<Whitelabel>().notNull(),
  registerSettings: jsonb('register_settings').$type<RegisterSettings>().notNull(),
  mobileTemplate: jsonb('mobile_template').$type<MobileTemplate>().notNull(),
  resources: jsonb('resources').$type<Resource[]>().notNull(),
  /** Paths stored already encrypted as the wire carries them (wire-contract §2.4). */
  customerService: jsonb('customer_service').$type<CustomerService[]>().notNull(),
  imageCdns: jsonb('image_cdns').$type<string[]>().notNull(),
  launchGameCdns: jsonb('launch_game_cdns').$type<string[]>().notNull(),
  maintenance: boolean('maintenance').notNull().default(false),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  /** ISO country codes allowed when regionRestriction is on. */
  allowedCountries: jsonb('allowed_countries').$type<string[]>().notNull(),
  timeZone: text('time_zone').notNull(),
  ageLimit: smallint('age_limit').notNull().default(18),
  legacyEncryption: boolean('legacy_encryption').notNull().default(false),
  /** Sign-in settings (captcha style, password age); missing keys take the defaults in code. */
  authSettings: jsonb('auth_settings').$type<AuthSettings>().notNull().default({}),
  primaryColor: text('primary_color').notNull(),
  /** The player app's header logo; null shows the merchant's name. */
  logoUrl: text('logo_url'),
  /** Balance adjustments above this (minor units) need a second staff approver. */
  adjustmentThresholdMinor: bigint('adjustment_threshold_minor', { mode: 'bigint' }).notNull().default(sql`100000`),
  /** Responsible gaming: hours before a member's raised or removed limit takes effect (decision 040). */
  rgCoolingOffHours: smallint('rg_cooling_off_hours').notNull().default(24),
  /**
   * Responsible gaming: merchants with the same group (sister brands) refuse a new account matching
   * a member on a break in any of them (decision 044); null: the merchant stands alone.
   */
  rgGroup: text('rg_group'),
  /**
   * Promotions: how many members may claim one promotion's period from the same address or the
   * same device before further claims from it are refused and flagged in the audit log.
   */
  promoClaimsPerSource: smallint('promo_claims_per_source').notNull().default(5),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

export const merchantDomains = pgTable('merchant_domains', {
  domain: text('domain').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
})

export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    username: text('username').notNull(),
    /** Lower-cased username; the unique index on it makes registration race-free. */
    usernameKey: text('username_key').notNull(),
    passwordHash: text('password_hash').notNull(),
    type: smallint('type').notNull().default(0),
    status: smallint('status').notNull().default(1),
    nickname: text('nickname'),
    email: text('email'),
    mobile: text('mobile'),
    dialingCode: text('dialing_code'),
    payeeName: text('payee_name'),
    /** Calendar date ('YYYY-MM-DD'), set once by the member: the VIP birthday bonus's day. */
    birthDate: date('birth_date', { mode: 'string' }),
    parentId: bigint('parent_id', { mode: 'number' }),
    /** The member whose invite-friends code (referral_codes) this member registered with; not an agent tie. */
    referredBy: bigint('referred_by', { mode: 'number' }),
    affiliateCode: text('affiliate_code'),
    clubLabel: text('club_label'),
    language: text('language'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
    /** Marked by an operator: left out of reports. */
    testAccount: boolean('test_account').notNull().default(false),
  },
  (t) => [
    uniqueIndex('members_merchant_username_key').on(t.merchantId, t.usernameKey),
    uniqueIndex('members_merchant_affiliate_code').on(t.merchantId, t.affiliateCode),
    index('members_parent').on(t.parentId),
    index('members_referred_by').on(t.referredBy),
    index('members_merchant_mobile').on(t.merchantId, t.mobile),
  ],
)

export const vendors = pgTable('vendors', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  /** Main category the vendor is listed under (RNG, LIVE, …). */
  category: text('category').notNull(),
  sort: integer('sort').notNull().default(0),
  color: text('color').notNull(),
})

export const games = pgTable(
  'games',
  {
    /** Doubles as the wire's nodeId. */
    id: serial('id').primaryKey(),
    gameCode: text('game_code').notNull(),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    gameType: text('game_type').notNull(),
    classify: text('classify').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    /** Minimum bet in minor units of the merchant currency. */
    minBet: integer('min_bet').notNull(),
    minLine: integer('min_line').notNull().default(1),
    isNew: boolean('is_new').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    /** 0 allows free play without login (wire-contract §3.5). */
    supportPlay: smallint('support_play').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    uniqueIndex('games_vendor_code').on(t.vendorCode, t.gameCode),
    index('games_type_vendor').on(t.gameType, t.vendorCode),
  ],
)

export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** B banner, PL player notice, PU popup, PR promotion, H hot match, A agent notice. */
    type: text('type').notNull(),
    groupName: text('group_name'),
    /** M mobile, W desktop, null both. */
    platform: text('platform'),
    /** Popups: B anonymous, A signed in, F first login. */
    execution: text('execution'),
    category: text('category'),
    promotionType: text('promotion_type'),
    titles: jsonb('titles').$type<Localized>().notNull(),
    /** Operator HTML, stored as given and sanitised where displayed. */
    contents: jsonb('contents').$type<Localized>().notNull(),
    imageUrl: text('image_url'),
    linkUrl: text('link_url'),
    payload: jsonb('payload').$type<Record<string, unknown>>(),
    sort: integer('sort').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('announcements_merchant_type').on(t.merchantId, t.type)],
)

export const helpEntries = pgTable('help_entries', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  sort: integer('sort').notNull().default(0),
  titles: jsonb('titles').$type<Localized>().notNull(),
  contents: jsonb('contents').$type<Localized>().notNull(),
})

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  dialingCode: text('dialing_code').notNull(),
  name: text('name').notNull(),
  sort: integer('sort').notNull().default(0),
})

/** One row; `version` goes up whenever the catalogue changes, so every instance rebuilds its index. */
export const catalogueState = pgTable('catalogue_state', {
  id: smallint('id').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
})

export const favouriteGames = pgTable(
  'favourite_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] })],
)

export const recentGames = pgTable(
  'recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    playedAt: timestamp('played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.gameId] }),
    index('recent_games_member_played').on(t.memberId, t.playedAt),
  ],
)

// ---- Sign-in: sessions, counters, captchas, SMS codes, body-encryption keys ----

export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** SHA-256 (hex) of the token handed to the client; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** username, sms, freeplay or firebase. */
    loginType: text('login_type').notNull(),
    /** The client should send the member to the change-password screen. */
    changePassword: boolean('change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** logout, password, disabled. */
    revokedReason: text('revoked_reason'),
    ip: text('ip'),
    device: text('device'),
    loginDeviceId: text('login_device_id'),
    /** The browser's User-Agent (first 300 characters), for the member's list of open sessions. */
    userAgent: text('user_agent'),
  },
  (t) => [index('sessions_member').on(t.memberId), index('sessions_expires').on(t.expiresAt)],
)

/** Counters with a window that opens at the first hit (login failures, SMS sends, …). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires').on(t.expiresAt)],
)

export const captchas = pgTable(
  'captchas',
  {
    /** SHA-256 (hex) of the random id held in the caller's cookie. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    answerHash: text('answer_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('captchas_expires').on(t.expiresAt)],
)

export const smsCodes = pgTable(
  'sms_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** Digits only, without the dialling code. */
    mobile: text('mobile').notNull(),
    /** login, register, password. */
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [
    index('sms_codes_lookup').on(t.merchantId, t.purpose, t.mobile, t.createdAt),
    index('sms_codes_expires').on(t.expiresAt),
  ],
)

/** What the `outbox` SMS provider "sends": read with `npm run sms:outbox`. Development only. */
export const smsOutbox = pgTable('sms_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Key pairs for encrypted request bodies, shared by every instance (wire-contract §2). */
export const rsaKeys = pgTable(
  'rsa_keys',
  {
    id: text('id').primaryKey(),
    /** legacy (1024-bit textbook RSA) or oaep (2048-bit RSA-OAEP-SHA256). */
    scheme: text('scheme').notNull(),
    /** legacy: modulus hex; oaep: SPKI DER, base64. */
    publicKey: text('public_key').notNull(),
    /** Private key as JWK JSON. */
    privateKey: text('private_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('rsa_keys_active_scheme').on(t.scheme).where(sql`retired_at is null`)],
)

// ---- Social sign-in (Google, Facebook over OpenID Connect; docs/decisions/008) ----

/** A provider account linked to a member: later sign-ins match by (provider, subject), not by email. */
export const oauthIdentities = pgTable(
  'oauth_identities',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** google or facebook. */
    provider: text('provider').notNull(),
    /** The ID token's `iss` and `sub` at link time. */
    issuer: text('issuer').notNull(),
    subject: text('subject').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('oauth_identities_subject').on(t.merchantId, t.provider, t.subject),
    index('oauth_identities_member').on(t.memberId),
  ],
)

/**
 * Short-lived, single-use sign-in state: `flow` rows hold a started authorization (state, PKCE
 * verifier, nonce; bound to the browser by a cookie), `code` rows the one-time code the login
 * screen trades for a session. Ids are SHA-256 hex of what the browser holds.
 */
export const oauthTickets = pgTable(
  'oauth_tickets',
  {
    id: text('id').primaryKey(),
    kind: text('kind').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    /** flow: { state, verifier, nonce, returnTo, redirectUri }; code: { memberId, returnTo }. */
    data: jsonb('data').$type<Record<string, string | number>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oauth_tickets_expires').on(t.expiresAt)],
)

/**
 * Wallet ledger (double entry). An account holds one currency: a member's wallet, or one of a
 * merchant's own accounts (house, promotions, trial funds, adjustments). `balance` is kept
 * beside the account and moved only by the ledger service, in the same database transaction
 * that appends the entries; member wallets can never go below zero (check constraint plus the
 * conditional debit in code). Trial members' wallets hold the DEMO currency only.
 * Migration 0004 adds triggers: entries are append-only, and the entries of a transaction sum
 * to zero in a single currency (checked at commit).
 */
export const walletAccounts = pgTable(
  'wallet_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /**
     * member | bonus (the member's locked bonus money, decision 048) | house | promotions |
     * trial_funds | adjustments | deposits | withdrawal_holds | payouts | red_envelopes
     */
    kind: text('kind').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    currency: text('currency').notNull(),
    /** Minor units. */
    balance: bigint('balance', { mode: 'bigint' }).notNull().default(sql`0`),
    /**
     * Which of a merchant's house accounts (one per shard) this is: game bets and wins post to the
     * member's shard so players do not queue on one house row (decision 035). 0 for every other kind.
     */
    shard: smallint('shard').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_accounts_member').on(t.memberId, t.kind, t.currency).where(sql`member_id is not null`),
    uniqueIndex('wallet_accounts_system').on(t.merchantId, t.kind, t.currency, t.shard).where(sql`member_id is null`),
    check('wallet_accounts_shard', sql`shard = 0 or (kind = 'house' and shard > 0)`),
    check('wallet_accounts_member_not_negative', sql`kind not in ('member', 'bonus') or balance >= 0`),
    check('wallet_accounts_member_kind', sql`(kind in ('member', 'bonus')) = (member_id is not null)`),
  ],
)

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /**
     * No foreign key (migration 0021): its share lock on the merchant's row made every posting of
     * a merchant meet there. Each leg only moves an account of this merchant.
     */
    merchantId: integer('merchant_id').notNull(),
    /** Chosen by the caller; the same key with the same body answers the first result. */
    idempotencyKey: text('idempotency_key').notNull(),
    /** adjustment | seed | trial_grant | bet | win | rollback | transfer | reversal */
    kind: text('kind').notNull(),
    reason: text('reason'),
    /** SHA-256 of the canonical request, to tell a retry from a conflicting reuse of the key. */
    requestHash: text('request_hash').notNull(),
    /** The member whose wallet moved, for the account history. */
    memberId: bigint('member_id', { mode: 'number' }),
    /** Game round, provider transaction id, operator, … */
    meta: jsonb('meta').$type<Record<string, string | number>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('wallet_transactions_key').on(t.merchantId, t.idempotencyKey),
    index('wallet_transactions_member').on(t.memberId, t.createdAt),
  ],
)

export const walletEntries = pgTable(
  'wallet_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => walletTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => walletAccounts.id),
    /** Signed minor units: credit positive, debit negative. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
  },
  (t) => [
    index('wallet_entries_transaction').on(t.transactionId),
    index('wallet_entries_account').on(t.accountId, t.id),
  ],
)

/**
 * Game rounds as the platform side of the seamless-wallet interface sees them, for every game
 * provider (docs/game-providers.md). Money moves only through ledger transactions keyed
 * `provider:<PROVIDER>:<transactionId>`; a round records what is open and how it ended.
 */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's round id. */
    roundId: text('round_id').notNull(),
    /** No foreign key, as wallet_transactions: every bet opens a round. */
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    /** open | settled | rolled_back */
    status: text('status').notNull().default('open'),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    /** The provider transaction that closed the round (win or rollback). */
    closedBy: text('closed_by'),
    /** The game session the round was played in (in-house games). */
    gameSessionId: bigint('game_session_id', { mode: 'number' }),
    /** Provably-fair details of in-house rounds (server seed hash, client seed, nonce, outcome). */
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_rounds_provider_round').on(t.provider, t.roundId),
    index('game_rounds_member').on(t.memberId, t.createdAt),
    index('game_rounds_open').on(t.status, t.createdAt).where(sql`status = 'open'`),
  ],
)

/** Shared secrets of game providers for signed wallet calls; a dev secret is generated on first start. */
export const providerSecrets = pgTable('provider_secrets', {
  provider: text('provider').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Single-use, short-lived tokens in in-house launch URLs (stored hashed), exchanged for a game session. */
export const gameLaunchTokens = pgTable(
  'game_launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    /** Whose game the token opens: INHOUSE or a seamless vendor's code; each trades only its own. */
    provider: text('provider').notNull().default('INHOUSE'),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    backUrl: text('back_url'),
    language: text('language'),
    /** The sign-in session that asked for the launch; null for a guest's trial launch. */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('game_launch_tokens_expires').on(t.expiresAt)],
)

/** A game page's session: bound to one member, game, currency and sign-in session (token stored hashed). */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    /** INHOUSE (the token is the game page's) or a seamless vendor (the token is that vendor's). */
    provider: text('provider').notNull().default('INHOUSE'),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    backUrl: text('back_url'),
    /**
     * The sign-in session that launched the game: the game session lives only while that one
     * does (logout, password change, disabled account end both). Null only for a guest's trial
     * launch, which has no sign-in session.
     */
    sessionId: bigint('session_id', { mode: 'number' }).references(() => sessions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('game_sessions_member').on(t.memberId), index('game_sessions_session').on(t.sessionId)],
)

/**
 * Provably-fair seed pairs per member: the server seed's SHA-256 is shown before play, the seed
 * itself only once the pair is rotated (revealedAt). Each round uses HMAC-SHA256(serverSeed,
 * `${clientSeed}:${nonce}`) and then increments the nonce.
 */
export const fairSeeds = pgTable(
  'fair_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('fair_seeds_active').on(t.memberId).where(sql`revealed_at is null`)],
)

/** Which announcements a member has read (wire-contract §8: unread = items without `read`). */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.announcementId] })],
)

/** Single-use password reset links sent by email; only the token's hash is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_resets_member').on(t.memberId)],
)

/** Mail the default provider "sends": read with `npm run mail:outbox`. */
export const mailOutbox = pgTable('mail_outbox', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  body: text('body').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

// --- Member centre, profile ---

/** Raw bytes (PostgreSQL bytea) as a Node Buffer: head icons, feedback images. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => Buffer.from(v),
})

/**
 * Head icons (decision 012): only the server's re-encoding is stored, never the uploaded bytes.
 * `key` is random per upload and names the public image URL, so a new icon is a new URL.
 */
export const memberIcons = pgTable(
  'member_icons',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** image/png or image/jpeg, of the re-encoded bytes. */
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('member_icons_key').on(t.key)],
)

// --- Inbox, feedback ---

/**
 * Operator messages (decision 014). `member_id` null is a broadcast to the merchant's members
 * registered when it was sent; read marks live in inbox_reads for both kinds.
 */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    titles: jsonb('titles').$type<Localized>().notNull(),
    /** Operator HTML, stored as given and sanitised where displayed. */
    contents: jsonb('contents').$type<Localized>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('inbox_messages_member').on(t.memberId, t.createdAt),
    index('inbox_messages_broadcast').on(t.merchantId, t.createdAt).where(sql`member_id is null`),
  ],
)

export const inboxReads = pgTable(
  'inbox_reads',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => inboxMessages.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.messageId] })],
)

/** Member feedback for operators (`PUT /wps/feedback`); images checked by content before insert. */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    remark: text('remark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('feedback_merchant_created').on(t.merchantId, t.createdAt)],
)

export const feedbackImages = pgTable(
  'feedback_images',
  {
    feedbackId: bigint('feedback_id', { mode: 'number' })
      .notNull()
      .references(() => feedback.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    /** Sniffed from the bytes (image/png or image/jpeg), never taken from the upload's name. */
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [primaryKey({ columns: [t.feedbackId, t.position] })],
)

/** The user agreement per merchant and language; `{age}` is replaced by the merchant's age limit. */
export const merchantAgreements = pgTable(
  'merchant_agreements',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    content: text('content').notNull(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.language] })],
)

/** A member's own code for invite friends, issued on first request (decision 014). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('referral_codes_merchant_code').on(t.merchantId, t.code)],
)

// --- Agent team: contracts, affiliate links ---

/** Extra registration codes of an agent (MCS2_wpsCreateAffUrl); registering with one puts the member under the agent. */
export const agentAffiliateLinks = pgTable(
  'agent_affiliate_links',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** Upper case; unique per merchant together with members.affiliate_code (checked on create). */
    code: text('code').notNull(),
    remark: text('remark'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_affiliate_links_code').on(t.merchantId, t.code),
    index('agent_affiliate_links_member').on(t.memberId),
  ],
)

/**
 * Salary and dividend contracts offered to an agent by its upline (from null = the house).
 * At most one pending and one accepted contract per agent and kind (partial unique indexes).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    /** dailySalary | dividend | hourlySalary */
    kind: text('kind').notNull(),
    fromMemberId: bigint('from_member_id', { mode: 'number' }).references(() => members.id),
    toMemberId: bigint('to_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** pending | accepted | rejected | ended */
    status: text('status').notNull().default('pending'),
    /** hour | day | halfMonth | month */
    period: text('period').notNull(),
    /** amount (major units) | percent */
    rewardUnit: text('reward_unit').notNull(),
    tiers: jsonb('tiers').$type<{ minTurnover: number; minActiveMembers: number; reward: number }[]>().notNull(),
    remark: text('remark'),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('agent_contracts_one_pending').on(t.toMemberId, t.kind).where(sql`status = 'pending'`),
    uniqueIndex('agent_contracts_one_accepted').on(t.toMemberId, t.kind).where(sql`status = 'accepted'`),
    index('agent_contracts_from').on(t.fromMemberId),
  ],
)

/**
 * One row per money call of an agent (transfer to downlines or to the upline), keyed by the
 * caller's request key: a retry with the same body replays, another body under the key is refused.
 */
export const agentTransfers = pgTable(
  'agent_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestKey: text('request_key').notNull(),
    /** downline | multiple | upline */
    kind: text('kind').notNull(),
    requestHash: text('request_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('agent_transfers_key').on(t.memberId, t.requestKey)],
)

/**
 * An agent's red-envelope rain (decision 049): the total left the agent's wallet for the merchant's
 * `red_envelopes` escrow account when it was created (`fund_transaction_id`); recipients claim
 * their envelope between `starts_at` and `ends_at`. `settled_at` is set once, by the job after the
 * window or by the agent's cancel before the start, in the transaction that returns what was not
 * claimed (`returned_minor`, `return_transaction_id`).
 */
export const redEnvelopeRains = pgTable(
  'red_envelope_rains',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    /** equal | random */
    mode: text('mode').notNull(),
    envelopeCount: integer('envelope_count').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    requestKey: text('request_key').notNull(),
    requestHash: text('request_hash').notNull(),
    fundTransactionId: bigint('fund_transaction_id', { mode: 'number' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    returnedMinor: bigint('returned_minor', { mode: 'bigint' }),
    returnTransactionId: bigint('return_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('red_envelope_rains_key').on(t.agentId, t.requestKey),
    index('red_envelope_rains_agent').on(t.agentId, t.id),
    index('red_envelope_rains_due').on(t.endsAt).where(sql`settled_at is null`),
    check('red_envelope_rains_window', sql`ends_at > starts_at`),
    check('red_envelope_rains_total', sql`total_minor >= envelope_count and envelope_count > 0`),
  ],
)

/**
 * One envelope per recipient of a rain, its amount drawn by the server. Claimed (`claimed_at`,
 * paid by `transaction_id`) or returned with the rain (`returned_at`), never both: each is a
 * conditional update on the other being null.
 */
export const redEnvelopes = pgTable(
  'red_envelopes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    rainId: bigint('rain_id', { mode: 'number' })
      .notNull()
      .references(() => redEnvelopeRains.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('red_envelopes_member').on(t.rainId, t.memberId),
    index('red_envelopes_open').on(t.memberId).where(sql`claimed_at is null and returned_at is null`),
    check('red_envelopes_amount', sql`amount_minor > 0`),
    check('red_envelopes_once', sql`claimed_at is null or returned_at is null`),
  ],
)

/** Rebate rate of a member per product type, in basis points of turnover (150 = 1.50%); no row = 0. */
export const agentRebateRates = pgTable(
  'agent_rebate_rates',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.memberId, t.productType] }),
    check('agent_rebate_rates_range', sql`rate_bp between 0 and 10000`),
  ],
)

/**
 * The cashier (decision 023). A deposit channel is one way to pay in, configured per merchant
 * without a redeploy: a payment provider's hosted page (`gateway`) or a transfer to the
 * merchant's receiving account (`manual`). Amounts in minor units of the merchant's currency.
 */
export const paymentChannels = pgTable(
  'payment_channels',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    /** gateway | manual */
    kind: text('kind').notNull(),
    /** card | qr | alipay | wechat | qq | bank: icon and wire variant. */
    variant: text('variant').notNull(),
    /** Provider code: `sandbox`, `manual`, or a real adapter's. */
    provider: text('provider').notNull(),
    names: jsonb('names').$type<Localized>().notNull(),
    minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
    /** Fee the player pays on top, basis points (150 = 1.50%). */
    feeBp: integer('fee_bp').notNull().default(0),
    /** Quick amounts shown as buttons, major units. */
    quickAmounts: jsonb('quick_amounts').$type<number[]>().notNull().default([]),
    displayOrder: integer('display_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    maintenance: boolean('maintenance').notNull().default(false),
    /** Manual channels: the receiving account `{ bankName, accountName, accountNumber, branch }`. */
    account: jsonb('account').$type<{
      bankName: string
      accountName: string
      accountNumber: string
      branch: string | null
    }>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_channels_code').on(t.merchantId, t.code),
    check('payment_channels_amounts', sql`min_minor > 0 and max_minor >= min_minor`),
    check('payment_channels_fee', sql`fee_bp between 0 and 10000`),
  ],
)

/**
 * One deposit attempt. Credited exactly once: the ledger posting is keyed `deposit:<id>`, and the
 * provider's transaction id is unique per provider, whatever the number and order of notifications.
 */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    /** Public reference: random, unguessable, quoted by player and operator. */
    orderNo: text('order_no').notNull(),
    requestKey: text('request_key').notNull(),
    provider: text('provider').notNull(),
    providerTxnId: text('provider_txn_id'),
    /** pending | credited | declined | rejected | expired | review */
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    creditedMinor: bigint('credited_minor', { mode: 'bigint' }),
    /** What the provider reported as paid, fee included; differs from amount + fee only for `review`. */
    paidMinor: bigint('paid_minor', { mode: 'bigint' }),
    currency: text('currency').notNull(),
    promoId: integer('promo_id'),
    payerReference: text('payer_reference'),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    receiptMime: text('receipt_mime'),
    receipt: bytea('receipt'),
    note: text('note'),
    reviewedBy: text('reviewed_by'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('deposits_order_no').on(t.orderNo),
    uniqueIndex('deposits_request_key').on(t.memberId, t.requestKey),
    uniqueIndex('deposits_provider_txn').on(t.provider, t.providerTxnId).where(sql`provider_txn_id is not null`),
    index('deposits_member_created').on(t.memberId, t.createdAt),
    index('deposits_merchant_status').on(t.merchantId, t.status, t.createdAt),
  ],
)

/** Every notification a provider sent, kept whatever became of it (refused ones wait for review). */
export const paymentNotifications = pgTable(
  'payment_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    merchantId: integer('merchant_id'),
    orderNo: text('order_no'),
    providerTxnId: text('provider_txn_id'),
    body: text('body').notNull(),
    signatureOk: boolean('signature_ok').notNull(),
    /** credited | duplicate | declined | ignored | refused:<reason> */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_notifications_order').on(t.orderNo), index('payment_notifications_received').on(t.receivedAt)],
)

/** Deposit promotions a merchant offers; the promotions engine credits the bonus of an accepted one. */
export const depositPromotions = pgTable('deposit_promotions', {
  id: serial('id').primaryKey(),
  merchantId: integer('merchant_id')
    .notNull()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  names: jsonb('names').$type<Localized>().notNull(),
  descriptions: jsonb('descriptions').$type<Localized>().notNull(),
  /** 1 = first deposit, 2 = second, …; null = any. */
  depositOrdinal: integer('deposit_ordinal'),
  bonusBp: integer('bonus_bp').notNull(),
  maxBonusMinor: bigint('max_bonus_minor', { mode: 'bigint' }).notNull(),
  minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }).notNull(),
  turnoverMultiple: integer('turnover_multiple').notNull().default(1),
  enabled: boolean('enabled').notNull().default(true),
})

/**
 * A promotion a deposit accepted, waiting for the promotions engine: it reads `pending` rows of
 * credited deposits, credits the bonus and marks them `granted` (or `void` when the deposit failed).
 */
export const promoAcceptances = pgTable(
  'promo_acceptances',
  {
    depositId: bigint('deposit_id', { mode: 'number' })
      .primaryKey()
      .references(() => deposits.id),
    promoId: integer('promo_id')
      .notNull()
      .references(() => depositPromotions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** pending | granted | void */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promo_acceptances_status').on(t.status)],
)

/** Withdrawal limits per merchant; no row = the defaults in the cashier module. */
export const cashierSettings = pgTable('cashier_settings', {
  merchantId: integer('merchant_id')
    .primaryKey()
    .references(() => merchants.id, { onDelete: 'cascade' }),
  withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' }).notNull(),
  withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' }).notNull(),
  dailyCount: integer('daily_count').notNull(),
  dailyAmountMinor: bigint('daily_amount_minor', { mode: 'bigint' }).notNull(),
  /** Turnover since the last deposit, in hundredths of that deposit (100 = 1×); 0 = none. */
  turnoverPercent: integer('turnover_percent').notNull().default(0),
  /** Banks offered for withdrawal cards, `[{ code, name }]`. */
  banks: jsonb('banks').$type<{ code: string; name: string }[]>().notNull().default([]),
  /** A withdrawal while a bonus is locked (decision 048): `block` refuses it, `forfeit` gives the bonus up. */
  bonusWithdrawRule: text('bonus_withdraw_rule').notNull().default('block'),
  /** Days a granted bonus stays locked before it expires back to the house. */
  bonusExpiryDays: integer('bonus_expiry_days').notNull().default(30),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Bonus money held apart from cash until wagered (decision 048): one row per source (a deposit's
 * accepted promotion, a promotion claim), so a source grants once. The money sits in the member's
 * `bonus` ledger account; status leaves `active` once, by a conditional UPDATE committed with the
 * posting that moves it (release to cash, forfeit or expiry to the house).
 */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** deposit_promo (source id = deposit id) | promotion_claim (source id = claim id) */
    sourceKind: text('source_kind').notNull(),
    sourceId: bigint('source_id', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Stakes the member must place since `wageredFrom` before the bonus turns into cash. */
    wageringRequiredMinor: bigint('wagering_required_minor', { mode: 'bigint' }).notNull(),
    wageredFrom: timestamp('wagered_from', { withTimezone: true }).notNull(),
    /** active | released | forfeited | expired */
    status: text('status').notNull().default('active'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    grantTransactionId: bigint('grant_transaction_id', { mode: 'number' }),
    /** The posting that ended the grant (release, forfeit or expiry). */
    endTransactionId: bigint('end_transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bonus_grants_source').on(t.merchantId, t.sourceKind, t.sourceId),
    index('bonus_grants_member_active').on(t.memberId).where(sql`status = 'active'`),
    index('bonus_grants_active_expiry').on(t.expiresAt).where(sql`status = 'active'`),
    check('bonus_grants_amount', sql`amount_minor > 0 and wagering_required_minor >= 0`),
  ],
)

/** A member's payout account; removed cards keep their row (withdrawals point at them). */
export const bankCards = pgTable(
  'bank_cards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    removedAt: timestamp('removed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bank_cards_live').on(t.memberId, t.accountNumber).where(sql`removed_at is null`),
    index('bank_cards_member').on(t.memberId),
  ],
)

/** The withdrawal password (Argon2id, like sign-in passwords) with its own guess counter. */
export const withdrawPasswords = pgTable('withdraw_passwords', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  hash: text('hash').notNull(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A withdrawal. Asking moves the amount from the member's wallet to the merchant's
 * `withdrawal_holds` account in the same transaction (ledger key `withdrawal:<id>:hold`); paid
 * moves it on to `payouts`, rejected/cancelled/failed returns it. The holds account's balance
 * equals the sum of pending and approved withdrawals.
 */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    orderNo: text('order_no').notNull(),
    requestKey: text('request_key').notNull(),
    bankCardId: bigint('bank_card_id', { mode: 'number' })
      .notNull()
      .references(() => bankCards.id),
    /** pending | approved | paid | rejected | cancelled | failed */
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    currency: text('currency').notNull(),
    provider: text('provider'),
    providerPayoutId: text('provider_payout_id'),
    note: text('note'),
    reviewedBy: text('reviewed_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('withdrawals_order_no').on(t.orderNo),
    uniqueIndex('withdrawals_request_key').on(t.memberId, t.requestKey),
    index('withdrawals_member_created').on(t.memberId, t.createdAt),
    index('withdrawals_merchant_status').on(t.merchantId, t.status, t.createdAt),
    check('withdrawals_amount_positive', sql`amount_minor > 0`),
  ],
)

/** A member's security question answers (Argon2id of the normalised answer). */
export const securityAnswers = pgTable(
  'security_answers',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionId: integer('question_id').notNull(),
    answerHash: text('answer_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.questionId] })],
)

/** What operators did, one row per action (cashier reviews, channel and limit changes, …). */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id'),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    target: text('target'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** session (signed-in staff), apiKey, token (PARLOR_ADMIN_TOKEN), local (this machine's tools), system. */
    actorType: text('actor_type').notNull().default('token'),
    /** The staff member (sessions) or API key id; null for tokens and the system. */
    actorId: integer('actor_id'),
    ip: text('ip'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [
    index('audit_log_merchant_created').on(t.merchantId, t.createdAt),
    index('audit_log_created').on(t.createdAt),
    index('audit_log_actor').on(t.actor, t.createdAt),
  ],
)

/**
 * Images staff upload for a merchant (banners, game icons, logos), served at
 * `/cdn/uploads/<merchant>/<id>.<ext>`: in the database so every instance serves every upload.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    /** Random; also the file name in the URL. */
    id: text('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('uploaded_images_merchant').on(t.merchantId)],
)

/** Back-office staff (decision 027); members never sign in here. */
export const staff = pgTable('staff', {
  id: serial('id').primaryKey(),
  /** Lower case; unique. */
  username: text('username').notNull().unique(),
  displayName: text('display_name').notNull(),
  passwordHash: text('password_hash').notNull(),
  role: text('role').notNull(),
  /** Merchant ids the staff member may act on; null is every merchant. */
  merchantIds: jsonb('merchant_ids').$type<number[] | null>(),
  status: text('status').notNull().default('active'),
  /** Base32 TOTP secret, set when enrolment is confirmed with a first code. */
  totpSecret: text('totp_secret'),
  /** The last TOTP time step accepted, so one code cannot be used twice. */
  totpLastStep: bigint('totp_last_step', { mode: 'number' }),
  lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  createdBy: text('created_by'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** One-use recovery codes, stored as SHA-256 hex. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('staff_recovery_codes_staff').on(t.staffId)],
)

/** The step between the password and TOTP: 5 minutes, one use; `secret` while enrolling. */
export const staffTickets = pgTable('staff_tickets', {
  tokenHash: text('token_hash').primaryKey(),
  staffId: integer('staff_id')
    .notNull()
    .references(() => staff.id, { onDelete: 'cascade' }),
  purpose: text('purpose').notNull(),
  secret: text('secret'),
  ip: text('ip'),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
})

export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    /** SHA-256 (hex) of the cookie's token. */
    tokenHash: text('token_hash').notNull().unique(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('staff_sessions_staff').on(t.staffId)],
)

/** Keys for scripts calling the operator API (`X-Admin-Token`), stored as SHA-256 hex. */
export const staffApiKeys = pgTable('staff_api_keys', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  keyHash: text('key_hash').notNull().unique(),
  prefix: text('prefix').notNull(),
  role: text('role').notNull(),
  merchantIds: jsonb('merchant_ids').$type<number[] | null>(),
  createdBy: text('created_by').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  revokedAt: timestamp('revoked_at', { withTimezone: true }),
})

/** Planned maintenance of a merchant (`vendor_code` null) or of one vendor for it. */
export const maintenanceWindows = pgTable(
  'maintenance_windows',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code').references(() => vendors.code),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('maintenance_windows_merchant_end').on(t.merchantId, t.endsAt)],
)

/** A merchant's own settings for a catalogue game; a game without a row uses the catalogue's. */
export const merchantGames = pgTable(
  'merchant_games',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled'),
    sort: integer('sort'),
    isNew: boolean('is_new'),
    isHot: boolean('is_hot'),
    minBet: integer('min_bet'),
    names: jsonb('names').$type<Localized>(),
    iconUrl: text('icon_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.gameId] })],
)

/**
 * Operator balance adjustments: `applied` at once up to the merchant's threshold, else `pending`
 * until a second staff member approves (then applied) or rejects. Idempotent by (merchant, key).
 */
export const balanceAdjustments = pgTable(
  'balance_adjustments',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    reason: text('reason').notNull(),
    state: text('state').notNull(),
    idemKey: text('idem_key').notNull(),
    requestedBy: text('requested_by').notNull(),
    requestedById: integer('requested_by_id'),
    decidedBy: text('decided_by'),
    decidedById: integer('decided_by_id'),
    decisionNote: text('decision_note'),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('balance_adjustments_key').on(t.merchantId, t.idemKey),
    index('balance_adjustments_merchant_state').on(t.merchantId, t.state),
  ],
)

/**
 * How the platform reaches a third-party game vendor (docs/vendor-protocol.md): where it launches,
 * the secret both sides sign with, and the vendor-wide switches. A vendor without a row has no
 * integration and answers "vendor not available" on launch.
 */
export const vendorIntegrations = pgTable('vendor_integrations', {
  vendorCode: text('vendor_code')
    .primaryKey()
    .references(() => vendors.code),
  /** Only `seamless` so far: the vendor calls our wallet for every bet and win. */
  protocol: text('protocol').notNull().default('seamless'),
  baseUrl: text('base_url').notNull(),
  /** HMAC-SHA256 secret of launch URLs and wallet calls; a secret, never answered by the API. */
  secret: text('secret').notNull(),
  /** Off: the vendor's games are offered to no merchant. */
  enabled: boolean('enabled').notNull().default(true),
  /** On: the games stay listed, marked, and every launch and wallet call is refused. */
  maintenance: boolean('maintenance').notNull().default(false),
  /** Mapping settings of a real aggregator (currency or language codes, lobby ids). */
  settings: jsonb('settings').$type<Record<string, unknown>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Which vendors a merchant offers: a vendor without an enabled row is not offered to it. */
export const merchantVendors = pgTable(
  'merchant_vendors',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => vendors.code),
    enabled: boolean('enabled').notNull().default(true),
    /** Switched on by an operator: the vendor's games answer maintenance for this merchant. */
    maintenance: boolean('maintenance').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.vendorCode] })],
)

/**
 * The lottery engine's draws (decision 026), shared by every merchant: one row per game and numero,
 * created with its commitment (`commit_hash` = SHA-256 of `seed`) before it opens. Open and closed
 * follow from the times; `status` records the draw (`drawn`, result revealed) and the end of
 * settlement (`settled`). The unique index is what keeps two schedulers from making two numeros.
 */
export const lotteryNumeros = pgTable(
  'lottery_numeros',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameCode: text('game_code').notNull(),
    numero: text('numero').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    drawsAt: timestamp('draws_at', { withTimezone: true }).notNull(),
    commitHash: text('commit_hash').notNull(),
    /** Secret until the draw; answered only once `status` is drawn or settled. */
    seed: text('seed').notNull(),
    result: jsonb('result').$type<string[]>(),
    /** scheduled | drawn | settled */
    status: text('status').notNull().default('scheduled'),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_numeros_game_numero').on(t.gameCode, t.numero),
    index('lottery_numeros_game_draws').on(t.gameCode, t.drawsAt),
    index('lottery_numeros_unsettled').on(t.drawsAt).where(sql`status <> 'settled'`),
  ],
)

/** A member's lottery ticket: one ledger bet for all its sub-orders, keyed by the client's request key. */
export const lotteryOrders = pgTable(
  'lottery_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    gameCode: text('game_code').notNull(),
    /** The first numero; chase sub-orders run on the following ones. */
    numero: text('numero').notNull(),
    chase: integer('chase').notNull().default(1),
    stopOnWin: boolean('stop_on_win').notNull().default(false),
    currency: text('currency').notNull(),
    totalMinor: bigint('total_minor', { mode: 'bigint' }).notNull(),
    requestKey: text('request_key').notNull(),
    /** pending | settled */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('lottery_orders_member_request').on(t.memberId, t.requestKey),
    index('lottery_orders_member_created').on(t.memberId, t.createdAt),
  ],
)

/** One bet type and its picks on one numero; settled, cancelled or stopped exactly once (status guard). */
export const lotterySuborders = pgTable(
  'lottery_suborders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryOrders.id),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    numeroId: bigint('numero_id', { mode: 'number' })
      .notNull()
      .references(() => lotteryNumeros.id),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    picks: jsonb('picks').$type<string[]>().notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    /** Odds × 100 at the time of the order. */
    oddsCents: integer('odds_cents').notNull(),
    /** pending | won | lost | cancelled | stopped */
    status: text('status').notNull().default('pending'),
    winMinor: bigint('win_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('lottery_suborders_order').on(t.orderId),
    index('lottery_suborders_pending').on(t.numeroId).where(sql`status = 'pending'`),
  ],
)

/** A merchant's odds where they differ from the engine's defaults (contract LOTTERY_BET_TYPES). */
export const lotteryOdds = pgTable(
  'lottery_odds',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    gameCode: text('game_code').notNull(),
    betType: text('bet_type').notNull(),
    oddsCents: integer('odds_cents').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.gameCode, t.betType] }),
    check('lottery_odds_range', sql`odds_cents between 101 and 10000000`),
  ],
)

/**
 * Promotions a member can join or claim (decision 038). `reward` holds the kind's settings in
 * minor units as text (bigint in JSON): `{ amountMinor }`, and for missions `{ gameType, targetMinor }`.
 */
export interface PromotionReward {
  amountMinor: string
  gameType?: string
  targetMinor?: string
  /** Leaderboards and raffles: prize of rank 1, 2, … (amountMinor is their sum). */
  prizesMinor?: string[]
  /** Leaderboards: the turnover needed to rank. */
  minTurnoverMinor?: string
  /** Raffles: bets per ticket and the cap per member. */
  ticketMinor?: string
  maxTickets?: number
  /** Referral: the friend's first deposit and/or turnover within `withinDays` of registering; inviter's weekly cap. */
  firstDepositMinor?: string
  turnoverMinor?: string
  withinDays?: number
  maxFriendsPerWeek?: number
  /** Paid as bonus money to bet this many times the reward before it becomes cash; absent or 0: cash (decision 048). */
  wageringMultiple?: number
}

/** Who a promotion is for (decision 038); null on the row: every member. */
export interface PromotionAudience {
  kind: 'ALL' | 'VIP' | 'NEW' | 'TEAM'
  /** VIP: the levels held that qualify. */
  vipLevels?: number[]
  /** NEW: registered at most this many days ago. */
  newWithinDays?: number
  /** TEAM: members anywhere below these agents. */
  agentIds?: number[]
}

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    /** DAILY_CHECKIN | MISSION | LEADERBOARD | REFERRAL (contract PROMOTION_KINDS). */
    kind: text('kind').notNull(),
    /** The tab the promotion lists under (DAILY, SLOTS, …). */
    category: text('category').notNull(),
    titles: jsonb('titles').$type<Localized>().notNull(),
    /** Operator HTML, stored as given and sanitised where displayed. */
    rules: jsonb('rules').$type<Localized>().notNull(),
    imageUrl: text('image_url'),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }),
    /** claim: claimed straight away; join_claim: joined first, claimed when the condition is met; raffle: entered, drawn at the end. */
    claimMode: text('claim_mode').notNull(),
    reward: jsonb('reward').$type<PromotionReward>().notNull(),
    audience: jsonb('audience').$type<PromotionAudience>(),
    /** A claim waits as `applying` until an operator approves (paid) or rejects it. */
    requiresApproval: boolean('requires_approval').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('promotions_merchant').on(t.merchantId, t.sort)],
)

/**
 * A member's take on a promotion for one period (a merchant-local day or week, `periodKey`). The
 * unique index is what makes a claim once per period: concurrent claims conflict on it.
 */
export const promotionClaims = pgTable(
  'promotion_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    memberId: integer('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    /** joined | applying | claimed | rejected */
    status: text('status').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** Where the claim came from: the caller's address and a key of its device (null before claiming). */
    address: text('address'),
    deviceKey: text('device_key'),
  },
  (t) => [
    uniqueIndex('promotion_claims_once').on(t.promotionId, t.memberId, t.periodKey),
    index('promotion_claims_member').on(t.memberId, t.joinedAt),
    index('promotion_claims_address').on(t.promotionId, t.periodKey, t.address),
    index('promotion_claims_device').on(t.promotionId, t.periodKey, t.deviceKey),
  ],
)

/**
 * A leaderboard's period whose prizes were paid (decision 038, amendment "leaderboard"). The row is
 * inserted in the transaction that ranks and pays: a second job waits on it, conflicts, pays nothing.
 */
export const promotionLeaderboardPeriods = pgTable(
  'promotion_leaderboard_periods',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id, { onDelete: 'cascade' }),
    periodKey: text('period_key').notNull(),
    winners: integer('winners').notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.promotionId, t.periodKey] })],
)

/**
 * A raffle's draw (decision 038, amendment raffle): one row per promotion, written with the winners'
 * payouts in one transaction, so a second job conflicts on the key and draws nothing. What was drawn
 * is kept as drawn (entries with their tickets, winners by rank): shown again, never re-drawn.
 */
export const raffleDraws = pgTable('raffle_draws', {
  promotionId: integer('promotion_id')
    .primaryKey()
    .references(() => promotions.id, { onDelete: 'cascade' }),
  drawnAt: timestamp('drawn_at', { withTimezone: true }).notNull(),
  entries: jsonb('entries').$type<{ memberId: number; tickets: number }[]>().notNull(),
  winners: jsonb('winners')
    .$type<{ rank: number; memberId: number; username: string; tickets: number; prizeMinor: string }[]>()
    .notNull(),
})

/**
 * A member's authenticator app (decision 041). The base32 secret is sealed with the data key
 * (modules/encryption/secret-box.ts); two-step sign-in is on only once `confirmedAt` is set.
 */
export const memberTotp = pgTable('member_totp', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  secretSealed: text('secret_sealed').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  /** The last time step accepted, so one code cannot be used twice. */
  lastStep: bigint('last_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
})

/** One-use recovery codes of a member's two-step sign-in: Argon2id hashes only. */
export const memberRecoveryCodes = pgTable(
  'member_recovery_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('member_recovery_codes_member').on(t.memberId)],
)

/** Between a right password and the second step: SHA-256 of an opaque token, five minutes, one use. */
export const loginChallenges = pgTable(
  'login_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    loginType: text('login_type').notNull(),
    loginDeviceId: text('login_device_id'),
    /** Wrong codes taken so far; the challenge dies at the cap. */
    tries: integer('tries').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('login_challenges_expires').on(t.expiresAt)],
)

/**
 * A member's passkeys (WebAuthn, decision 043): the credential id and COSE public key as the
 * authenticator gave them (base64url), its signature counter, and the name the member chose.
 */
export const memberPasskeys = pgTable(
  'member_passkeys',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    /** The authenticator's signature counter; 0 for authenticators that keep none. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    name: text('name').notNull(),
    /** The relying party (host) it was made for: a passkey answers only on that host. */
    rpId: text('rp_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('member_passkeys_credential').on(t.merchantId, t.credentialId),
    index('member_passkeys_member').on(t.memberId),
  ],
)

/**
 * WebAuthn challenges (decision 043): SHA-256 of the challenge, five minutes, one use. `purpose`
 * is `register` (a member adding a passkey), `second` (the second step of the login challenge
 * `loginChallenge`) or `signin` (password-free, nobody known yet).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    tokenHash: text('token_hash').primaryKey(),
    purpose: text('purpose').notNull(),
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id, { onDelete: 'cascade' }),
    loginChallenge: text('login_challenge'),
    rpId: text('rp_id').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [index('passkey_challenges_expires').on(t.expiresAt)],
)

/** Every sign-in and every wrong password or code for a known member: the security centre's history. */
export const loginEvents = pgTable(
  'login_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    success: boolean('success').notNull(),
    loginType: text('login_type').notNull(),
    ip: text('ip'),
    device: text('device'),
    userAgent: text('user_agent'),
    /** The login device id, else a hash of the user agent: a new value means a new device. */
    deviceKey: text('device_key'),
  },
  (t) => [index('login_events_member').on(t.memberId, t.at)],
)

/** Keys that seal secrets at rest when config names none (development): generated once. */
export const dataKeys = pgTable('data_keys', {
  id: text('id').primaryKey(),
  key: text('key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The house's rebate rate per merchant and product type (the catalogue's game type), in basis
 * points of turnover. A member's own rate set by its agent (agent_rebate_rates), where it has one
 * for the product type, takes its place (decision 042).
 */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    productType: text('product_type').notNull(),
    rateBp: integer('rate_bp').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.productType] }),
    check('rebate_rates_range', sql`rate_bp between 0 and 10000`),
  ],
)

/**
 * A rebate paid to a member for one merchant-local day and product type. The unique index is what
 * pays it once: payout jobs running side by side conflict on it, and the row commits with its
 * ledger posting (key `rebate:<member>:<day>:<product>`).
 */
export const rebatePayouts = pgTable(
  'rebate_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    merchantId: integer('merchant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The merchant-local day the stakes were placed on, `YYYY-MM-DD`. */
    day: text('day').notNull(),
    productType: text('product_type').notNull(),
    currency: text('currency').notNull(),
    betMinor: bigint('bet_minor', { mode: 'bigint' }).notNull(),
    rateBp: integer('rate_bp').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rebate_payouts_once').on(t.memberId, t.day, t.productType),
    index('rebate_payouts_merchant_day').on(t.merchantId, t.day),
  ],
)

/**
 * Merchant-local days whose rebates have all been paid: a later run skips them instead of adding
 * up the day's rounds again. Written after the day's payouts; a run that dies before leaves the
 * day to the next run, which pays only what is still missing.
 */
export const rebatePayoutDays = pgTable(
  'rebate_payout_days',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    paidCount: integer('paid_count').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.merchantId, t.day] })],
)

/**
 * A merchant's VIP levels (decision 042). A member holds the highest level whose thresholds its
 * lifetime turnover and deposits reach and whose keep rule its last 30 days' turnover meets; level
 * `0` thresholds are usually zero (everyone's entry level). Amounts in minor units.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    merchantId: integer('merchant_id')
      .notNull()
      .references(() => merchants.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    /** Shown as the member's club label ("VIP 2"). */
    name: text('name').notNull(),
    turnoverMinor: bigint('turnover_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    /** Turnover of the last 30 days needed to hold the level. */
    keepTurnoverMinor: bigint('keep_turnover_minor', { mode: 'bigint' }).notNull(),
    /** Paid once per member and level, the first time it is reached. */
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' }).notNull(),
    /** Added to the member's rebate rate, basis points. */
    rebateBonusBp: integer('rebate_bonus_bp').notNull(),
    /** Withdrawal limits a day, shown with the level; null: the cashier's own limits. */
    withdrawDailyMaxMinor: bigint('withdraw_daily_max_minor', { mode: 'bigint' }),
    withdrawDailyCount: integer('withdraw_daily_count'),
    /** Paid each year on the member's birthday while it holds the level; 0: none. */
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [
    primaryKey({ columns: [t.merchantId, t.level] }),
    check('vip_levels_level', sql`level between 0 and 99`),
    check('vip_levels_rebate_bonus', sql`rebate_bonus_bp between 0 and 10000`),
  ],
)

/** The level each member holds, as the VIP job last computed it. */
export const memberVip = pgTable('member_vip', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  merchantId: integer('merchant_id').notNull(),
  level: integer('level').notNull(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Upgrade bonuses paid: once per member and level, by this unique key and the ledger's. */
export const vipUpgradeBonuses = pgTable(
  'vip_upgrade_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_upgrade_bonuses_once').on(t.memberId, t.level)],
)

/** Birthday bonuses paid: once per member and year (of the birthday paid), by this unique key and the ledger's. */
export const vipBirthdayBonuses = pgTable(
  'vip_birthday_bonuses',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    level: integer('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    transactionId: bigint('transaction_id', { mode: 'number' }),
    paidAt: timestamp('paid_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('vip_birthday_bonuses_once').on(t.memberId, t.year)],
)

/**
 * A member's deposit, loss and wager limits (decision 040), one row per kind and period. `amount`
 * is the limit in force (null: none); a raise or removal waits in `pending` until `pendingAt`, when
 * it is in force without anyone writing it (the bet function reads both).
 */
export const rgLimits = pgTable(
  'rg_limits',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** deposit | loss | wager | time (minutes signed in and active, decision 044) */
    kind: text('kind').notNull(),
    /** day | week | month (merchant-local) */
    period: text('period').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }),
    /** With `pendingAt`: the limit from then on (null removes it). */
    pendingMinor: bigint('pending_minor', { mode: 'bigint' }),
    pendingAt: timestamp('pending_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.kind, t.period] })],
)

/** A member's time-out or self-exclusion: in force while not lifted and before `endsAt` (null: permanent). */
export const rgExclusions = pgTable('rg_exclusions', {
  memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
  merchantId: integer('merchant_id').notNull(),
  /** timeout | self_exclusion */
  kind: text('kind').notNull(),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  liftedAt: timestamp('lifted_at', { withTimezone: true }),
})

/**
 * What a member bet and won per merchant-local day, kept by the bet and win functions in the same
 * statement as the posting, so a limit's check reads a handful of rows, never the rounds.
 */
export const rgTotals = pgTable(
  'rg_totals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD in the merchant's time zone. */
    day: text('day').notNull(),
    wageredMinor: bigint('wagered_minor', { mode: 'bigint' }).notNull().default(sql`0`),
    wonMinor: bigint('won_minor', { mode: 'bigint' }).notNull().default(sql`0`),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)

/**
 * Signed-in time a member spent active per merchant-local day (decision 044), added by the auth
 * plugin when it touches a session (at most once a minute per session), read by the session-time
 * limit (`rg_limits` kind `time`, minutes).
 */
export const rgPlayTime = pgTable(
  'rg_play_time',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** YYYY-MM-DD in the merchant's time zone. */
    day: text('day').notNull(),
    seconds: integer('seconds').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.day] })],
)

/** Every responsible-gaming change of a member, with its time and who made it. */
export const rgHistory = pgTable(
  'rg_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    merchantId: integer('merchant_id').notNull(),
    /** member | operator */
    source: text('source').notNull(),
    /** limit | timeout | self_exclusion | lift */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rg_history_member').on(t.memberId, t.at)],
)
