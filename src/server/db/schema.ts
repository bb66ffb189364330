import { sql } from 'drizzle-orm';
import { LEAGUES } from '@shared/league';
import type { BookPropPrice } from '@shared/props/price-prop';
import {
  bigserial,
  boolean,
  doublePrecision,
  real,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

/** The product's league codes ('nfl' | 'cfb', src/shared/league.ts): the database refuses any other. */
export const leagueEnum = pgEnum('league', LEAGUES);

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
    // The hourly sweep deletes by expiry (sweepSessions): without it every sweep reads the table.
    index('sessions_expires_idx').on(t.expiresAt),
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
 * 'replay:nfl:2024_01_BAL_KC', 'odds:<event id>'); team ids are catalogue ids (src/server/teams).
 */
export const games = pgTable(
  'games',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gameKey: text('game_key').notNull(),
    league: leagueEnum('league').notNull(),
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
    // A team's recent games (team-history.ts, every analysis): home or away, by season.
    index('games_home_team_season_idx').on(t.homeTeamId, t.season),
    index('games_away_team_season_idx').on(t.awayTeamId, t.season),
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
  (t) => [
    index('odds_snapshots_game_fetched_idx').on(t.gameId, t.fetchedAt),
    // Each book's latest price per market side (latest-quotes.ts) is read on every poll and slate.
    index('odds_snapshots_latest_idx').on(t.gameId, t.bookKey, t.market, t.side, t.fetchedAt),
  ],
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
    league: leagueEnum('league').notNull(),
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

/**
 * What an admin decided and added for a game. Kept apart from `games` so ingestion can never
 * overwrite it; every change is also in the audit log.
 */
export const gameCuration = pgTable('game_curation', {
  gameId: uuid('game_id')
    .primaryKey()
    .references(() => games.id, { onDelete: 'cascade' }),
  /** pending | approved | rejected | featured */
  status: text('status').notNull().default('pending'),
  contextualFactors: jsonb('contextual_factors').$type<string[]>().notNull().default([]),
  contextualNotes: text('contextual_notes'),
  injuryAdjustment: real('injury_adjustment'),
  /** null = as the schedule says. */
  neutralSite: boolean('neutral_site'),
  reason: text('reason'),
  decidedBy: text('decided_by'),
  decidedAt: ts('decided_at'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * A published pick: side, line, price, book, units and the analysis shown, frozen at publish
 * time. Republishing adds a version; rows are never changed (a trigger refuses UPDATE/DELETE).
 */
export const picks = pgTable(
  'picks',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id),
    version: integer('version').notNull(),
    analysisId: uuid('analysis_id')
      .notNull()
      .references(() => analyses.id),
    analysisVersion: integer('analysis_version').notNull(),
    league: leagueEnum('league').notNull(),
    season: integer('season').notNull(),
    kickoff: ts('kickoff').notNull(),
    /** spread | total | moneyline (issue 21: the pick is the analysis' lead price in any market). */
    market: text('market').notNull().default('spread'),
    /** home | away (spread, moneyline) or over | under (total) */
    side: text('side').notNull(),
    /** The side's team; 'Over' / 'Under' on a total. */
    team: text('team').notNull(),
    /** The side's line in sportsbook convention (favourite negative) or the total; null on a moneyline. */
    line: real('line'),
    price: integer('price').notNull(),
    bookKey: text('book_key').notNull(),
    bookTitle: text('book_title').notNull(),
    simulated: boolean('simulated').notNull(),
    units: real('units').notNull(),
    edge: real('edge').notNull(),
    betString: text('bet_string').notNull(),
    /**
     * Published at an off-market price (edge above EDGE_VERIFY_PERCENT or far from the fair line) on
     * the admin's explicit confirmation, whose reason is kept: never staked, never texted.
     */
    offMarket: boolean('off_market').notNull().default(false),
    offMarketReason: text('off_market_reason'),
    /** The full Game payload users saw. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** approve | republish-odds-only | republish-full-recompute */
    reason: text('reason').notNull(),
    publishedBy: text('published_by').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [
    uniqueIndex('picks_game_version_idx').on(t.gameId, t.version),
    index('picks_kickoff_idx').on(t.kickoff),
  ],
);

/** The grade of a pick against its frozen line; append-only like the picks themselves. */
export const pickGrades = pgTable('pick_grades', {
  pickId: uuid('pick_id')
    .primaryKey()
    .references(() => picks.id),
  /** win | loss | push */
  result: text('result').notNull(),
  homeScore: integer('home_score').notNull(),
  awayScore: integer('away_score').notNull(),
  /** The picked side's line in the last snapshot of the pick's book (else consensus) before kickoff. */
  closingLine: real('closing_line'),
  closingPrice: integer('closing_price'),
  /** Points of closing line value: positive when the pick beat the close. */
  clv: real('clv'),
  unitsWon: real('units_won').notNull(),
  gradedAt: ts('graded_at').notNull(),
});

/** One phone number opted in to texts, per licence. */
export const smsSubscriptions = pgTable(
  'sms_subscriptions',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    /** E.164, e.g. +12025550123. */
    phone: text('phone').notNull(),
    optedInForPicks: boolean('opted_in_for_picks').notNull().default(true),
    optedInForLineMovements: boolean('opted_in_for_line_movements').notNull().default(true),
    /** active | stopped (the number replied STOP) */
    status: text('status').notNull().default('active'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    stoppedAt: ts('stopped_at'),
  },
  (t) => [
    uniqueIndex('sms_subscriptions_license_phone_idx').on(t.licenseId, t.phone),
    index('sms_subscriptions_phone_idx').on(t.phone),
  ],
);

/**
 * Every text the product sends, queued first. `dedupeKey` is unique, so one announcement, pick or
 * line move reaches a number at most once however often it is triggered.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    to: text('to').notNull(),
    body: text('body').notNull(),
    /** confirmation | announcement | pick | line-move | help | stop */
    kind: text('kind').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    /** queued | sent | failed | outbox (kept here: no SMS provider configured) */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    providerId: text('provider_id'),
    error: text('error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    sentAt: ts('sent_at'),
  },
  (t) => [
    uniqueIndex('sms_outbox_dedupe_idx').on(t.dedupeKey),
    index('sms_outbox_status_created_idx').on(t.status, t.createdAt),
    index('sms_outbox_created_idx').on(t.createdAt),
  ],
);

/** NFL player props: from The Odds API event odds, or typed by an admin and parsed. */
export const playerProps = pgTable(
  'player_props',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** odds-api | admin */
    source: text('source').notNull(),
    /** Provider key for de-duplication ('odds:<event>:<market>:<player>:<point>'); null for admin props. */
    sourceKey: text('source_key'),
    gameId: uuid('game_id').references(() => games.id, { onDelete: 'set null' }),
    fullText: text('full_text'),
    player: text('player'),
    team: text('team'),
    position: text('position'),
    propType: text('prop_type'),
    line: real('line'),
    notes: text('notes'),
    propInsight: text('prop_insight'),
    /** Book props: each book's Over and Under price at its own line, refreshed on every ingest. */
    prices: jsonb('prices').$type<BookPropPrice[]>().notNull().default([]),
    /** When the prop stops being shown (the game's kickoff, or the admin removed it). */
    expiresAt: ts('expires_at').notNull(),
    removedAt: ts('removed_at'),
    createdBy: text('created_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('player_props_source_key_idx').on(t.sourceKey),
    index('player_props_expires_idx').on(t.expiresAt),
  ],
);

/**
 * First-party analytics: the spec's events, from the browser and overlay (POST /api/events) and
 * from the server itself. No licence key, phone or e-mail is ever stored here. `forwardedAt` is
 * set once the optional forwarder (ANALYTICS_FORWARD_URL) has accepted the event.
 */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    /** web | overlay | server */
    source: text('source').notNull(),
    path: text('path'),
    properties: jsonb('properties').notNull().default({}),
    occurredAt: ts('occurred_at').notNull().defaultNow(),
    forwardedAt: ts('forwarded_at'),
  },
  (t) => [
    index('analytics_events_name_at_idx').on(t.name, t.occurredAt),
    index('analytics_events_unforwarded_idx')
      .on(t.id)
      .where(sql`forwarded_at is null`),
  ],
);

/**
 * Bets a licence recorded ("I placed this", My bets): kept per licence, so every device of the
 * licence sees the same list; graded by the refresh job once the game is final (docs/bets.md).
 */
export const bets = pgTable(
  'bets',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    licenseId: uuid('license_id')
      .notNull()
      .references(() => licenses.id, { onDelete: 'cascade' }),
    gameId: uuid('game_id')
      .notNull()
      .references(() => games.id, { onDelete: 'cascade' }),
    /** spread | total | moneyline */
    market: text('market').notNull(),
    /** home | away | over | under */
    side: text('side').notNull(),
    /** The side's line (sportsbook sign) or the total; null on a moneyline. */
    line: real('line'),
    price: integer('price').notNull(),
    /** The book as the bettor named it (pre-filled from the card or odds row). */
    book: text('book').notNull(),
    /** Units. */
    stake: doublePrecision('stake').notNull(),
    /** Dollars per unit on the recording device, when it had one. */
    unitSize: doublePrecision('unit_size'),
    /** The game's kickoff when recorded: a game moved far from it voids the bet. */
    kickoffAtPlacement: ts('kickoff_at_placement').notNull(),
    placedAt: ts('placed_at').notNull(),
    /** Recorded by the demo from the offline replay's own picks. */
    demo: boolean('demo').notNull().default(false),
    /** null (pending) | win | loss | push | void */
    result: text('result'),
    /** cancelled | rescheduled | no-result */
    voidReason: text('void_reason'),
    /** Net units. */
    profit: doublePrecision('profit'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    gradedAt: ts('graded_at'),
    /** Closing-line value, filled once the game has kicked off (null values: no close to compare with). */
    closingFairLine: real('closing_fair_line'),
    closingFairPrice: integer('closing_fair_price'),
    clv: doublePrecision('clv'),
    closingAt: ts('closing_at'),
    clvCheckedAt: ts('clv_checked_at'),
  },
  (t) => [index('bets_license_placed_idx').on(t.licenseId, t.placedAt), index('bets_game_idx').on(t.gameId)],
);

/**
 * One row per outside file the server downloads on a schedule (today: 'nfl-results', NFL_RESULTS_URL).
 * The validators of the last good download make the next one a conditional GET; a failed or garbled
 * download records its error here and leaves the last good data in place.
 */
export const feedStates = pgTable('feed_states', {
  feed: text('feed').primaryKey(),
  /** The address the validators belong to (a changed URL is downloaded in full). */
  url: text('url').notNull(),
  etag: text('etag'),
  lastModified: text('last_modified'),
  /** ok (downloaded and applied) | not-modified | failed */
  status: text('status').notNull(),
  error: text('error'),
  /** Rows applied by the last good download. */
  rows: integer('rows'),
  checkedAt: ts('checked_at').notNull(),
  /** When a download last changed the data. */
  changedAt: ts('changed_at'),
});

/**
 * A licence's own settings (no accounts: every device of the licence shares them). No row = the
 * defaults. `staking_rule` is one of STAKING_RULES (src/shared/odds/staking.ts).
 */
export const licenseSettings = pgTable('license_settings', {
  licenseId: uuid('license_id')
    .primaryKey()
    .references(() => licenses.id, { onDelete: 'cascade' }),
  stakingRule: text('staking_rule').notNull().default('quarter-kelly'),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/**
 * One row per call the odds poller makes (docs/pricing.md, "How fresh a price is"): which bands of
 * which league it covered, what the source said about the quota, and how it ended. The scheduler
 * reads the latest rows per league and band (across instances: this table is the shared clock of
 * polling), the admin status card and /metrics read the month's rows.
 */
export const oddsPolls = pgTable(
  'odds_polls',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    league: text('league').notNull(),
    /** 'odds' (featured markets) | 'props' (event odds) | 'probe' (a free quota check while paused) */
    kind: text('kind').notNull().default('odds'),
    /** The schedule's bands this call covered (OddsBand[]). */
    bands: jsonb('bands').$type<string[]>().notNull().default([]),
    /** running | ok | failed | rate-limited | quota-spent */
    status: text('status').notNull(),
    httpStatus: integer('http_status'),
    startedAt: ts('started_at').notNull(),
    finishedAt: ts('finished_at'),
    events: integer('events'),
    /** Price rows stored by this call. */
    quotes: integer('quotes'),
    /** Games whose prices changed, and so were priced again at once. */
    repriced: integer('repriced'),
    creditsLast: integer('credits_last'),
    creditsUsed: integer('credits_used'),
    creditsRemaining: integer('credits_remaining'),
    /** A 429's Retry-After: nothing is polled for this league before it. */
    retryAfterUntil: ts('retry_after_until'),
    error: text('error'),
  },
  (t) => [index('odds_polls_league_started_idx').on(t.league, t.startedAt)],
);
