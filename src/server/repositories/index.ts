import type { Db } from '../db/open-database';
import { createAnalysesRepository, type AnalysesRepository } from './analyses-repository';
import { createAdminKeysRepository, type AdminKeysRepository } from './admin-keys-repository';
import {
  createAnalyticsEventsRepository,
  type AnalyticsEventsRepository,
} from './analytics-events-repository';
import { createDevicesRepository, type DevicesRepository } from './devices-repository';
import { createLicensesRepository, type LicensesRepository } from './licenses-repository';
import { createServerEventsRepository, type ServerEventsRepository } from './server-events-repository';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';
import { createOddsPollsRepository, type OddsPollsRepository } from './odds-polls-repository';
import { createAuditRepository, type AuditRepository } from './audit-repository';
import { createJobsRepository, type JobsRepository } from './jobs-repository';
import { createSettingsRepository, type SettingsRepository } from './settings-repository';
import { createCurationsRepository, type CurationsRepository } from './curations-repository';
import { createPicksRepository, type PicksRepository } from './picks-repository';
import { createQuotesRepository, type QuotesRepository } from './quotes-repository';
import { createGamesRepository, type GamesRepository } from './games-repository';
import { createFeedStatesRepository, type FeedStatesRepository } from './feed-states-repository';
import { createBetsRepository, type BetsRepository } from './bets-repository';
import { createTeamHistoryRepository, type TeamHistoryRepository } from './team-history-repository';
import { createSmsRepository, type SmsRepository } from './sms-repository';
import { createPropsRepository, type PropsRepository } from './props-repository';

/**
 * The data layer: the only code that queries tables. Each repository is built on a database (or a
 * transaction: `createRepositories(tx)` inside `db.transaction`) and its methods also take an
 * optional transaction as their last argument. Services call repositories, never tables; the
 * composition root (container.ts) builds them once, and every ServiceContext carries them as `repos`.
 */
export type Queryable = Db;

export interface Repositories {
  props: PropsRepository;
  adminKeys: AdminKeysRepository;
  analyses: AnalysesRepository;
  analyticsEvents: AnalyticsEventsRepository;
  audit: AuditRepository;
  bets: BetsRepository;
  curations: CurationsRepository;
  devices: DevicesRepository;
  feedStates: FeedStatesRepository;
  games: GamesRepository;
  jobs: JobsRepository;
  licenses: LicensesRepository;
  oddsPolls: OddsPollsRepository;
  picks: PicksRepository;
  quotes: QuotesRepository;
  serverEvents: ServerEventsRepository;
  sessions: SessionsRepository;
  settings: SettingsRepository;
  sms: SmsRepository;
  teamHistory: TeamHistoryRepository;
}

export function createRepositories(db: Queryable): Repositories {
  return {
    props: createPropsRepository(db),
    adminKeys: createAdminKeysRepository(db),
    analyses: createAnalysesRepository(db),
    analyticsEvents: createAnalyticsEventsRepository(db),
    audit: createAuditRepository(db),
    bets: createBetsRepository(db),
    curations: createCurationsRepository(db),
    devices: createDevicesRepository(db),
    feedStates: createFeedStatesRepository(db),
    games: createGamesRepository(db),
    jobs: createJobsRepository(db),
    licenses: createLicensesRepository(db),
    oddsPolls: createOddsPollsRepository(db),
    picks: createPicksRepository(db),
    quotes: createQuotesRepository(db),
    serverEvents: createServerEventsRepository(db),
    sessions: createSessionsRepository(db),
    settings: createSettingsRepository(db),
    sms: createSmsRepository(db),
    teamHistory: createTeamHistoryRepository(db),
  };
}
