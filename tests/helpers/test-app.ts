import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { buildApp, type App, type AppDeps } from '../../src/server/app';
import type { Database } from '../../src/server/db/open-database';
import type { AppConfig } from '../../src/server/config';
import type { ServiceContext } from '../../src/server/services/context';
import { silentLogger } from '../../src/server/services/context';
import { RatingsStore } from '../../src/server/services/analysis/rated-league';
import { AnalysisChanges } from '../../src/server/services/analysis/games-cache';
import { testConfig } from './test-config';
import { cookiesFrom } from './factories';
import { createRepositories } from '../../src/server/repositories';

/** A controllable clock: tests move time instead of sleeping. */
export class TestClock {
  constructor(private current = new Date('2026-11-22T15:00:00Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
  set(date: Date): void {
    this.current = new Date(date);
  }
}

export interface TestApp {
  app: App;
  /** The app's own context, with its cache of rating fits, for calling services directly. */
  ctx: ServiceContext & { ratings: RatingsStore };
  clock: TestClock;
  config: AppConfig;
  logs: string[];
  close(): Promise<void>;
}

/** Builds the real app on a given database, capturing log lines so tests can inspect them. */
export async function makeTestApp(
  database: Database,
  options: { env?: Record<string, string>; deps?: Partial<AppDeps>; clock?: TestClock } = {},
): Promise<TestApp> {
  const config = testConfig({ RATE_LIMIT_VERIFY_PER_MINUTE: '1000', ...options.env });
  const clock = options.clock ?? new TestClock();
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      logs.push(chunk.toString('utf8'));
      cb();
    },
  });
  const ratings = options.deps?.ratings ?? new RatingsStore();
  const analysisChanges = options.deps?.analysisChanges ?? new AnalysisChanges();
  const app = await buildApp({
    config,
    database,
    ratings,
    analysisChanges,
    now: clock.now,
    logStream,
    logLevel: 'info',
    webRoot: null,
    ...options.deps,
  });
  await app.ready();
  // The tests read bodies as text: they ask for it, as curl does without --compressed. A client
  // naming no encoding gets large bodies gzipped (send-json-text.ts; tests/api/slate-size.test.ts).
  const inject = app.inject.bind(app);
  // A test that passes 'accept-encoding': undefined sends no such header at all.
  app.inject = ((opts: InjectOptions) => {
    const headers: Record<string, unknown> = { 'accept-encoding': 'identity', ...opts.headers };
    if (headers['accept-encoding'] === undefined) delete headers['accept-encoding'];
    return inject({ ...opts, headers: headers as InjectOptions['headers'] });
  }) as typeof app.inject;
  return {
    app,
    ctx: {
      db: database.db,
      repos: createRepositories(database.db),
      config,
      now: clock.now,
      log: silentLogger,
      ratings,
      analysisChanges,
      ...(options.deps?.licenseLookups ? { licenseLookups: options.deps.licenseLookups } : {}),
    },
    clock,
    config,
    logs,
    close: () => app.close(),
  };
}

/** Verifies a key on this app (status 200 or the test fails) and returns the cookies it set. */
export async function signIn(t: TestApp, key: string): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/verify-license',
    payload: { licenseKey: key },
  });
  if (res.statusCode !== 200) throw new Error(`verify-license answered ${res.statusCode}: ${res.body}`);
  return cookiesFrom(res);
}
