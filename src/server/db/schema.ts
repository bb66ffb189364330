import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  real,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Licence keys are never stored: only their SHA-256 and last 4 characters. */
export const licenses = pgTable(
  'licenses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    keyHash: text('key_hash').notNull(),
    keyLast4: text('key_last4').notNull(),
    email: text('email').notNull(),
    plan: text('plan').notNull(),
    /** active | revoked | inactive (the marketplace says the purchase no longer grants access) */
    status: text('status').notNull().default('active'),
    statusReason: text('status_reason'),
    startsAt: ts('starts_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    maxDevices: integer('max_devices').notNull().default(2),
    source: text('source').notNull().default('local'),
    gumroadProductId: text('gumroad_product_id'),
    gumroadSaleId: text('gumroad_sale_id'),
    gumroadVerifiedAt: ts('gumroad_verified_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('licenses_key_hash_idx').on(t.keyHash), index('licenses_email_idx').on(t.email)],
);

/** Devices bound to a licence, identified by the hash of a random id held in an HttpOnly cookie. */
export const licenseDevices = pgTable(
  'license_devices',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    firstSeenAt: ts('first_seen_at').notNull().defaultNow(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('license_devices_license_device_idx').on(t.licenseId, t.deviceHash)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    tokenHash: text('token_hash').notNull(),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    deviceHash: text('device_hash').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_idx').on(t.tokenHash),
    index('sessions_license_idx').on(t.licenseId),
  ],
);

export const adminKeys = pgTable(
  'admin_keys',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    keyHash: text('key_hash').notNull(),
    keyLast4: text('key_last4').notNull(),
    label: text('label').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [uniqueIndex('admin_keys_key_hash_idx').on(t.keyHash)],
);

/** Append-only record of every admin action: who (key label), when, what, before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: ts('at').notNull().defaultNow(),
    actor: text('actor').notNull(),
    actorKeyId: uuid('actor_key_id'),
    action: text('action').notNull(),
    target: text('target'),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_at_idx').on(t.at)],
);

/** Key/value facts about this installation (e.g. when first-run seeding happened). */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One football game. `gameKey` is the stable source key ('nfl:2024_01_BAL_KC', 'cfbd:401628374',
 * 'replay:nfl:2024_01_BAL_KC', 'odds:<event id>'); team ids are catalogue ids (src/shared/teams).
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gameKey: text('game_key').notNull(),
    league: text('league').notNull(),
    season: integer('season').notNull(),
    week: integer('week').notNull(),
    seasonType: text('season_type').notNull().default('regular'),
    kickoff: ts('kickoff').notNull(),
    homeTeamId: text('home_team_id').notNull(),
    awayTeamId: text('away_team_id').notNull(),
    neutralSite: boolean('neutral_site').notNull().default(false),
    /** scheduled | final */
    status: text('status').notNull().default('scheduled'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    /** history | replay | odds-api | cfbd */
    source: text('source').notNull(),
    /** Closing market line (home, product sign) and total, when the source has them. */
    closingHomeLine: real('closing_home_line'),
    closingTotal: real('closing_total'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('games_game_key_idx').on(t.gameKey),
    index('games_league_kickoff_idx').on(t.league, t.kickoff),
    index('games_status_kickoff_idx').on(t.status, t.kickoff),
  ],
);

/** Append-only price history: line movement, closing lines and CLV all come from here. */
export const oddsSnapshots = pgTable(
  'odds_snapshots',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    bookKey: text('book_key').notNull(),
    bookTitle: text('book_title').notNull(),
    /** spreads | totals | h2h */
    market: text('market').notNull(),
    /** home | away | over | under */
    side: text('side').notNull(),
    point: real('point'),
    price: integer('price').notNull(),
    simulated: boolean('simulated').notNull().default(false),
    sourceUpdatedAt: ts('source_updated_at'),
    fetchedAt: ts('fetched_at').notNull(),
  },
  (t) => [index('odds_snapshots_game_fetched_idx').on(t.gameId, t.fetchedAt)],
);

/** Versioned analyses: inputs and outputs kept so a published pick can be explained and graded. */
export const analyses = pgTable(
  'analyses',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    modelVersion: text('model_version').notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    output: jsonb('output').$type<Record<string, unknown>>().notNull(),
    explanation: jsonb('explanation').$type<Record<string, unknown>>(),
    explanationSource: text('explanation_source'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('analyses_game_version_idx').on(t.gameId, t.version)],
);

/** Per-season team ratings and stats from outside sources (SP+, FPI, SRS, Elo, advanced stats). */
export const teamSeasonRatings = pgTable(
  'team_season_ratings',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    league: text('league').notNull(),
    season: integer('season').notNull(),
    teamId: text('team_id').notNull(),
    source: text('source').notNull(),
    rating: real('rating'),
    offense: real('offense'),
    defense: real('defense'),
    stats: jsonb('stats').$type<Record<string, number | null>>(),
  },
  (t) => [uniqueIndex('team_season_ratings_key_idx').on(t.league, t.season, t.teamId, t.source)],
);

/** Persisted background jobs (refresh, generation): claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    kind: text('kind').notNull(),
    /** queued | processing | completed | failed */
    status: text('status').notNull().default('queued'),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    progress: integer('progress').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    total: integer('total').notNull().default(0),
    message: text('message').notNull().default(''),
    error: text('error'),
    lockedBy: text('locked_by'),
    heartbeatAt: ts('heartbeat_at'),
    createdAt: ts('created_at').notNull().defaultNow(),
    startedAt: ts('started_at'),
    finishedAt: ts('finished_at'),
  },
  (t) => [index('jobs_status_created_idx').on(t.status, t.createdAt)],
);
