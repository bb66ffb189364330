import type { Db } from '../db/open-database';
import type { AppConfig } from '../config';
import type { LicenseLookups } from './licensing/license-lookups';
import { AnalysisChanges } from './analysis/games-cache';
import { createRepositories, type Repositories } from '../repositories';

export interface Logger {
  info(obj: object | string, msg?: string): void;
  warn(obj: object | string, msg?: string): void;
  error(obj: object | string, msg?: string): void;
}

export const silentLogger: Logger = { info() {}, warn() {}, error() {} };

/** What every service function receives: the database, the clock and the parsed config. */
export interface ServiceContext {
  db: Db;
  /** The data layer on `db` (repositories/index.ts): services query tables only through it. */
  repos: Repositories;
  config: AppConfig;
  now: () => Date;
  log: Logger;
  /** Remembered licence look-ups, only for an app that is its database's only writer. */
  licenseLookups?: LicenseLookups;
  /** This app's count of writes that change the read paths (shared by the app and its job worker). */
  analysisChanges: AnalysisChanges;
}

/** A context outside an app (the CLI, scripts, tests): its own count of read-path writes. */
export function createServiceContext(parts: {
  db: Db;
  config: AppConfig;
  now: () => Date;
  log?: Logger;
}): ServiceContext {
  return {
    log: silentLogger,
    ...parts,
    repos: createRepositories(parts.db),
    analysisChanges: new AnalysisChanges(),
  };
}
