import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReplayProvider } from '../../src/server/providers/replay/replay-provider';
import { refreshGames } from '../../src/server/services/analysis/refresh';
import { ANALYSED_AT, openAnalysedApp, type AnalysedApp } from '../helpers/analysed-database';
import { testDatabaseKinds } from '../helpers/databases';
import { TestClock } from '../helpers/test-app';

/**
 * The embedded database answers on this thread, so a job's chain of queries would never let a
 * request in: a first start's refresh once kept every page waiting about 20 s. The jobs yield to the
 * event loop between games, so a request made while a refresh runs is answered before it ends.
 * (PGlite only: PostgreSQL answers over a socket, which always yields.)
 */
describe('requests are answered while a refresh runs (embedded database)', () => {
  let t: AnalysedApp;
  let origin: string;
  const clock = new TestClock(ANALYSED_AT);

  beforeAll(async () => {
    t = await openAnalysedApp(testDatabaseKinds()[0]!, { clock });
    origin = await t.app.listen({ host: '127.0.0.1', port: 0 });
  }, 300_000);
  afterAll(() => t.close());

  it('answers a health check before the refresh it arrived during has finished', async () => {
    const order: string[] = [];
    let progress = 0;
    const refresh = refreshGames(
      { ...t.ctx, odds: createReplayProvider({ now: clock.now }) },
      { params: {} },
      ({ processed }) => {
        if (processed !== undefined) progress = processed;
        return Promise.resolve();
      },
    ).then(() => order.push('refresh'));
    // Asked once the refresh is pricing games (the long part), not while it fetches odds.
    while (progress === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    const health = fetch(`${origin}/api/health`).then(async (res) => {
      order.push(`health ${res.status}`);
      return (await res.json()) as { status: string };
    });
    await Promise.all([refresh, health]);
    expect(order).toEqual(['health 200', 'refresh']);
    expect((await health).status).toBe('ok');
  }, 120_000);
});
