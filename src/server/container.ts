import pino from 'pino';
import type { Redis } from 'ioredis';
import type { AppConfig } from './config';
import type { Database } from './db/open-database';
import { logSerializers, scrubbingHooks } from './http/log-serializers';
import type {
  AnalyticsForwarder,
  NflResultsFeed,
  OddsProvider,
  SmsSender,
  StatsProvider,
  TextModel,
} from './providers/ports';
import {
  createAnalyticsForwarder,
  createMarketplace,
  createOddsProvider,
  createResultsFeed,
  createSmsSender,
  createStatsProvider,
  createTextModel,
} from './providers/create-providers';
import type { ProviderLogger } from './providers/http/provider-logger';
import { createRepositories } from './repositories';
import { AnalysisChanges } from './services/analysis/games-cache';
import { RatingsStore } from './services/analysis/rated-league';
import { silentLogger, type Logger, type ServiceContext } from './services/context';
import { LicenseLookups } from './services/licensing/license-lookups';
import type { MarketplaceLicenses } from './services/licensing/marketplace-port';
import { OddsPlanner } from './services/odds/odds-plan';

/**
 * The composition root: everything the app, its job worker and the CLI share, built once per
 * process. Its shape is the union of every service's deps (a ServiceContext plus the caches and the
 * outside-service adapters), so one object is what every service, job and route area receives.
 */
export interface Caches {
  /** Rating fits, shared by the app's routes and its job worker. */
  readonly ratings: RatingsStore;
  /** The count of read-path writes, so the worker's analyses refresh the app's cached slates at once. */
  readonly analysisChanges: AnalysisChanges;
  /** The credit plan shared by the odds status and the poller (recomputed after every call). */
  readonly oddsPlanner: OddsPlanner;
  /** Remembered licence look-ups: only for a process that is its database's only writer. */
  readonly licenseLookups?: LicenseLookups;
}

/** The outside services, each a real adapter or its embedded offline default (create-providers.ts). */
export interface Adapters {
  readonly odds: OddsProvider;
  readonly stats?: StatsProvider;
  readonly nflResults?: NflResultsFeed;
  /** Anthropic for explanations; the deterministic writer when absent. */
  readonly textModel?: TextModel;
  readonly marketplace?: MarketplaceLicenses;
  readonly smsSender?: SmsSender;
  readonly analyticsForwarder?: AnalyticsForwarder;
  /** Shared counters and rate limits across instances, when REDIS_URL is set. */
  readonly redis?: Redis;
}

export type Container = ServiceContext &
  Caches &
  Adapters & {
    readonly database: Database;
    /** The logger outside services use (pino, with secrets scrubbed). */
    readonly providerLog: ProviderLogger;
  };

/**
 * The clock: real time, or a moved one (CLOCK_START, never in production) that runs on from that
 * instant in real time.
 */
export function clockFor(config: AppConfig, realNow: () => number = Date.now): () => Date {
  if (!config.clockStart) return () => new Date(realNow());
  const start = config.clockStart.getTime();
  const bootedAt = realNow();
  return () => new Date(start + (realNow() - bootedAt));
}

/** The outside-service adapters the configuration selects (offline defaults where unset). */
export function adaptersFor(
  config: AppConfig,
  log: ProviderLogger,
  now: () => Date,
  redis?: Redis,
): Adapters {
  const stats = createStatsProvider(config, log);
  const nflResults = createResultsFeed(config, log);
  const textModel = createTextModel(config, log);
  const marketplace = createMarketplace(config, log);
  const smsSender = createSmsSender(config, log);
  const analyticsForwarder = createAnalyticsForwarder(config, log);
  return {
    odds: createOddsProvider(config, log, now),
    ...(stats ? { stats } : {}),
    ...(nflResults ? { nflResults } : {}),
    ...(textModel ? { textModel } : {}),
    ...(marketplace ? { marketplace } : {}),
    ...(smsSender ? { smsSender } : {}),
    ...(analyticsForwarder ? { analyticsForwarder } : {}),
    ...(redis ? { redis } : {}),
  };
}

/** The providers' logger: pino at the configured level, with keys and personal data scrubbed. */
export function providerLoggerFor(config: AppConfig): ProviderLogger {
  return pino({ level: config.logLevel, serializers: logSerializers, hooks: scrubbingHooks });
}

/**
 * Builds the container on an open database with these adapters (adaptersFor(config) in a process;
 * fakes in tests); `caches` replace the fresh ones (a test sharing a rating store, say).
 */
export function createContainer(parts: {
  config: AppConfig;
  database: Database;
  adapters: Adapters;
  now?: () => Date;
  log?: Logger;
  providerLog?: ProviderLogger;
  caches?: Partial<Caches>;
  /** Whether this process is its database's only writer (so licence look-ups may be remembered). */
  soleWriter?: boolean;
}): Container {
  const { config, database } = parts;
  const now = parts.now ?? clockFor(config);
  const providerLog = parts.providerLog ?? providerLoggerFor(config);
  const soleWriter = parts.soleWriter ?? database.kind === 'pglite';
  const licenseLookups =
    parts.caches?.licenseLookups ?? (soleWriter ? new LicenseLookups(() => Date.now()) : undefined);
  return {
    db: database.db,
    repos: createRepositories(database.db),
    config,
    now,
    log: parts.log ?? silentLogger,
    database,
    providerLog,
    ratings: parts.caches?.ratings ?? new RatingsStore(),
    analysisChanges: parts.caches?.analysisChanges ?? new AnalysisChanges(),
    oddsPlanner: parts.caches?.oddsPlanner ?? new OddsPlanner(),
    ...(licenseLookups ? { licenseLookups } : {}),
    ...parts.adapters,
  };
}
