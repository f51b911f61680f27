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
import type { CustomerService, MobileTemplate, RegisterSettings, Resource, Whitelabel } from '@parlor/contract'

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
  /** Vendor codes offered; null offers every vendor. */
  vendors: jsonb('vendors').$type<string[] | null>(),
  maintenance: boolean('maintenance').notNull().default(false),
  regionRestriction: boolean('region_restriction').notNull().default(false),
  /** ISO country codes allowed when regionRestriction is on. */
  allowedCountries: jsonb('allowed_countries').$type<string[]>().notNull(),
  timeZone: text('time_zone').notNull(),
  ageLimit: smallint('age_limit').notNull().default(18),
  legacyEncryption: boolean('legacy_encryption').notNull().default(false),
  primaryColor: text('primary_color').notNull(),
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
    parentId: bigint('parent_id', { mode: 'number' }),
    affiliateCode: text('affiliate_code'),
    clubLabel: text('club_label'),
    language: text('language'),
    firstTimeLogin: boolean('first_time_login').notNull().default(true),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    registerMethod: text('register_method'),
    registerUrl: text('register_url'),
    regDate: timestamp('reg_date', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_merchant_username_key').on(t.merchantId, t.usernameKey),
    uniqueIndex('members_merchant_affiliate_code').on(t.merchantId, t.affiliateCode),
    index('members_parent').on(t.parentId),
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
  (t) => [primaryKey({ columns: [t.memberId, t.gameId] }), index('recent_games_member_played').on(t.memberId, t.playedAt)],
)
