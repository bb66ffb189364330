import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/open-database';
import { createServiceContext, type ServiceContext } from '../../src/server/services/context';
import { leagueTrends, TrendsCache } from '../../src/server/services/trends/betting-trends';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';
import { testConfig } from '../helpers/test-config';

describe.each(testDatabaseKinds())('the betting trends cache on $name', (kind) => {
  let database: Database;
  let ctx: ServiceContext;
  const clock = new TestClock(new Date('2026-11-22T15:00:00Z'));

  beforeAll(async () => {
    database = await kind.open();
    ctx = createServiceContext({ db: database.db, config: testConfig(), now: clock.now });
  });
  afterAll(() => database.close());

  it('belongs to its owner: two caches on one database never see each other’s entries', async () => {
    const a = new TrendsCache();
    const b = new TrendsCache();
    expect(await leagueTrends(ctx, a, 'nfl')).toEqual([]);
    expect(a.size).toEqual({ histories: 1, results: 1 });
    expect(b.size).toEqual({ histories: 0, results: 0 });
    await leagueTrends(ctx, b, 'cfb');
    expect(a.size).toEqual({ histories: 1, results: 1 });
    expect(b.size).toEqual({ histories: 1, results: 1 });
  });
});
