import type { Db } from '../db/open-database';
import { createAnalysesRepository, type AnalysesRepository } from './analyses-repository';

/**
 * The data layer: the only code that queries tables. Each repository is built on a database (or a
 * transaction: `createRepositories(tx)` inside `db.transaction`) and its methods also take an
 * optional transaction as their last argument. Services call repositories, never tables; the
 * composition root (container.ts) builds them once, and every ServiceContext carries them as `repos`.
 */
export type Queryable = Db;

export interface Repositories {
  analyses: AnalysesRepository;
}

export function createRepositories(db: Queryable): Repositories {
  return {
    analyses: createAnalysesRepository(db),
  };
}
