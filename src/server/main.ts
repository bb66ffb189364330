import { buildApp } from './app';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { connectConfiguredDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadDotEnv } from './env-file';
import { seedFirstRun } from './services/first-run';
import { startSmsDispatcher } from './services/sms/dispatch-outbox';
import { startEventForwarder } from './services/analytics/forward-events';
import { importHistoryIfEmpty, startJobs } from './services/startup';
import { createRedisClient, redisReady } from './security/redis-client';
import { adaptersFor, clockFor, createContainer, providerLoggerFor } from './container';

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
  // The composition root: one container for the app, its job worker and the senders.
  const providerLog = providerLoggerFor(config);
  const now = clockFor(config);
  const container = createContainer({
    config,
    database,
    now,
    providerLog,
    adapters: adaptersFor(config, providerLog, now, redis),
  });
  const app = await buildApp(container, {
    ...(config.webDistDir ? { webRoot: config.webDistDir } : {}),
    logStream: process.stdout,
  });
  const ctx = { ...container, log: app.log };
  const firstRun = await seedFirstRun(ctx);
  await importHistoryIfEmpty(ctx, config.historyDir, (line) => process.stdout.write(`${line}\n`));
  const { odds, nflResults, smsSender, analyticsForwarder } = container;
  const worker = await startJobs(ctx, {
    refreshMinutes: config.odds.refreshMinutes,
    schedule: config.scheduler,
    resultsHours: config.nflResults.refreshHours,
    ...(firstRun ? { demoLicenseId: firstRun.demoLicenseId } : {}),
  });
  const smsDispatcher = smsSender ? startSmsDispatcher(ctx, smsSender) : undefined;
  const eventForwarder = analyticsForwarder ? startEventForwarder(ctx, analyticsForwarder) : undefined;
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
