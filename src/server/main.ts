import pino from 'pino';
import { RatingsStore } from './services/analysis/rated-league';
import { AnalysisChanges } from './services/analysis/games-cache';
import { buildApp } from './app';
import { LicenseLookups } from './services/licensing/license-lookups';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectConfiguredDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadDotEnv } from './env-file';
import { logSerializers, scrubbingHooks } from './http/log-serializers';
import { seedFirstRun } from './services/first-run';
import {
  createMarketplace,
  createOddsProvider,
  createSmsSender,
  createAnalyticsForwarder,
  createStatsProvider,
  createResultsFeed,
  createTextModel,
} from './providers/create-providers';
import { startSmsDispatcher } from './services/sms/dispatch-outbox';
import { startEventForwarder } from './services/analytics/forward-events';
import { importHistoryIfEmpty, startJobs } from './services/startup';
import { OddsPlanner } from './services/odds/odds-plan';
import { createRedisClient, redisReady } from './security/redis-client';
import { createRepositories } from './repositories';

async function main(): Promise<void> {
  loadDotEnv();
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  let connected: Awaited<ReturnType<typeof connectConfiguredDatabase>>;
  try {
    connected = await connectConfiguredDatabase(config, 'server');
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { database, release } = connected;
  const redis = config.redisUrl
    ? createRedisClient(config.redisUrl, (error) =>
        console.error(`Redis unreachable (${error.message}): key checks answer 503 until it is back`),
      )
    : undefined;
  // Commands fail at once while it is not connected (no offline queue): give it a moment first.
  if (redis) await redisReady(redis, 5_000);
  const providerLog = pino({ level: config.logLevel, serializers: logSerializers, hooks: scrubbingHooks });
  const textModel = createTextModel(config, providerLog);
  // A moved clock (CLOCK_START, never in production) runs on from that instant in real time.
  const bootedAt = Date.now();
  const now = config.clockStart
    ? (
        (start: number) => () =>
          new Date(start + (Date.now() - bootedAt))
      )(config.clockStart.getTime())
    : () => new Date();
  // One cache of rating fits for the app's routes and its job worker.
  const ratings = new RatingsStore();
  // The embedded database is this process's alone (data-dir lock), so its licence look-ups may be
  // remembered; instances sharing PostgreSQL read them every time.
  const licenseLookups = database.kind === 'pglite' ? new LicenseLookups(() => Date.now()) : undefined;
  // One count of read-path writes, so the worker's analyses refresh the app's cached slates at once.
  const analysisChanges = new AnalysisChanges();
  // One credit plan for the app's odds status and its poller (recomputed after every call).
  const oddsPlanner = new OddsPlanner();
  const app = await buildApp({
    oddsPlanner,
    config,
    ratings,
    analysisChanges,
    ...(licenseLookups ? { licenseLookups } : {}),
    ...(config.webDistDir ? { webRoot: config.webDistDir } : {}),
    database,
    now,
    logStream: process.stdout,
    redis,
    marketplace: createMarketplace(config, providerLog),
    textModel,
  });

  const ctx = {
    db: database.db,
    repos: createRepositories(database.db),
    config,
    now,
    log: app.log,
    textModel,
    ratings,
    analysisChanges,
    ...(licenseLookups ? { licenseLookups } : {}),
  };
  const firstRun = await seedFirstRun(ctx);
  await importHistoryIfEmpty(ctx, config.historyDir, (line) => process.stdout.write(`${line}\n`));
  const odds = createOddsProvider(config, providerLog, now);
  const stats = createStatsProvider(config, providerLog);
  const nflResults = createResultsFeed(config, providerLog);
  const worker = await startJobs(
    { ...ctx, odds, oddsPlanner, ...(stats ? { stats } : {}), ...(nflResults ? { nflResults } : {}) },
    {
      refreshMinutes: config.odds.refreshMinutes,
      schedule: config.scheduler,
      resultsHours: config.nflResults.refreshHours,
      ...(firstRun ? { demoLicenseId: firstRun.demoLicenseId } : {}),
    },
  );
  const smsSender = createSmsSender(config, providerLog);
  const smsDispatcher = smsSender ? startSmsDispatcher(ctx, smsSender) : undefined;
  const forwarder = createAnalyticsForwarder(config, providerLog);
  const eventForwarder = forwarder ? startEventForwarder(ctx, forwarder) : undefined;
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const url = `http://${config.host === '0.0.0.0' ? '127.0.0.1' : config.host}:${port}`;

  const lines = [
    '',
    `  ${config.site.productName} is running at ${url}`,
    `  Database: ${database.kind === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `  Odds: ${odds.name === 'replay' ? `offline replay of the ${config.odds.replaySeason} season (simulated demo books)` : `The Odds API, polled on a budget of ${config.odds.creditsPerMonth.toLocaleString('en-US')} credits a month`}`,
    `  NFL results: ${nflResults ? `${config.nflResults.url} (daily, conditional GET)` : 'bundled history only (offline replay)'}`,
    `  SMS: ${smsSender ? 'Twilio' : 'not configured (texts are kept in the admin outbox)'}`,
  ];
  if (firstRun) {
    lines.push(
      '',
      '  First run: these keys are shown once and stored only as hashes. Keep them.',
      `  Demo all-access licence (${firstRun.demoLicenseDays} days): ${firstRun.demoLicenseKey}`,
      `  Admin key:                           ${firstRun.adminKey}`,
    );
  }
  lines.push('');
  process.stdout.write(`${lines.join('\n')}\n`);

  const shutdown = (signal: string) => {
    app.log.info({ signal }, 'Shutting down');
    void worker
      .stop()
      .then(() => smsDispatcher?.stop())
      .then(() => eventForwarder?.stop())
      .then(() => app.close())
      .then(() => database.close())
      .then(() => redis?.quit())
      .finally(() => {
        release();
        process.exit(0);
      });
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
