import type { Db } from '../db/open-database';

/**
 * The data layer: the only code that queries tables. Each repository is built on a database (or a
 * transaction: `createRepositories(tx)` inside `db.transaction`) and its methods also take an
 * optional transaction as their last argument. Services call repositories, never tables; the
 * composition root (container.ts) builds them once, and every ServiceContext carries them as `repos`.
 */
export type Queryable = Db;

// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- each repository adds its entry below
export interface Repositories {}

export function createRepositories(db: Queryable): Repositories {
  void db;
  return {};
}
