import { Writable } from 'node:stream';
import type { InjectOptions } from 'fastify';
import { buildApp, type App, type AppOptions } from '../../src/server/app';
import { createContainer, type Adapters, type Caches, type Container } from '../../src/server/container';
import { createOddsProvider } from '../../src/server/providers/create-providers';
import { noopLogger, type ProviderLogger } from '../../src/server/providers/http/provider-logger';
import type { Database } from '../../src/server/db/open-database';
import type { AppConfig } from '../../src/server/config';
import { silentLogger } from '../../src/server/services/context';
import { testConfig } from './test-config';
import { cookiesFrom } from './factories';

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

/**
 * What a test may put in its app's container instead of the defaults, and the app options it may
 * set (its logs always go to the captured stream, at 'info').
 */
export type TestAppDeps = Partial<Adapters & Caches & Pick<AppOptions, 'webRoot' | 'oddsStatus'>>;

const silentProviderLog: ProviderLogger = noopLogger;

export interface TestApp {
  app: App;
  /** The app's container (its context, caches and adapters), for calling services directly. */
  ctx: Container;
  clock: TestClock;
  config: AppConfig;
  logs: string[];
  close(): Promise<void>;
}

/** Builds the real app on a given database, capturing log lines so tests can inspect them. */
export async function makeTestApp(
  database: Database,
  options: { env?: Record<string, string>; deps?: TestAppDeps; clock?: TestClock } = {},
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
  const { webRoot, oddsStatus, ...parts } = options.deps ?? {};
  // Only the adapters a test passes (an app without a marketplace, text model or Redis by default).
  const {
    ratings: givenRatings,
    analysisChanges: givenChanges,
    oddsPlanner,
    licenseLookups,
    ...adapters
  } = parts;
  const container = createContainer({
    config,
    database,
    now: clock.now,
    log: silentLogger,
    providerLog: silentProviderLog,
    adapters: {
      odds: adapters.odds ?? createOddsProvider(config, silentProviderLog, clock.now),
      ...adapters,
    },
    caches: {
      ...(givenRatings ? { ratings: givenRatings } : {}),
      ...(givenChanges ? { analysisChanges: givenChanges } : {}),
      ...(oddsPlanner ? { oddsPlanner } : {}),
      ...(licenseLookups ? { licenseLookups } : {}),
    },
    soleWriter: false,
  });
  const app = await buildApp(container, {
    logStream,
    logLevel: 'info',
    webRoot: webRoot === undefined ? null : webRoot,
    ...(oddsStatus ? { oddsStatus } : {}),
  });
  await app.ready();
  // The tests read bodies as text: they ask for it (a client naming no encoding gets it too,
  // send-json-text.ts), and one that wants compression names it.
  const inject = app.inject.bind(app);
  // A test that passes 'accept-encoding': undefined sends no such header at all.
  app.inject = ((opts: InjectOptions) => {
    const headers: Record<string, unknown> = { 'accept-encoding': 'identity', ...opts.headers };
    if (headers['accept-encoding'] === undefined) delete headers['accept-encoding'];
    return inject({ ...opts, headers: headers as InjectOptions['headers'] });
  }) as typeof app.inject;
  return {
    app,
    ctx: container,
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
