import { z } from 'zod';
import { isPlan, PLANS } from '@shared/licensing/plans';
import { ConfigError, loadConfig } from './config';
import { connectConfiguredDatabase } from './db/connect';
import { DataDirLockedError } from './db/data-dir-lock';
import { loadDotEnv } from './env-file';
import { AppError } from './http/app-error';
import { intFlag, parseArgs, requireFlag, UsageError, type ParsedArgs } from './cli/parse-args';
import type { ServiceContext } from './services/context';
import { adaptersFor, clockFor, createContainer, type Adapters, type Caches } from './container';
import { noopLogger } from './providers/http/provider-logger';
import { issueLicense } from './services/licensing/issue-license';
import {
  extendLicense,
  listLicenses,
  resetDevices,
  revokeLicense,
} from './services/licensing/manage-licenses';
import { createAdminKey, listAdminKeys, revokeAdminKey } from './services/licensing/admin-keys';
import { recordAudit } from './services/audit';
import { importHistory } from './services/ingest/import-history';
import { refreshGames } from './services/analysis/refresh';
import { RatingsStore } from './services/analysis/rated-league';
import { createOddsProvider } from './providers/create-providers';
import { enqueueJob, claimJob, runJob } from './services/jobs/job-queue';
import { existsSync } from 'node:fs';

const USAGE = `Usage: npm run cli -- <command>

  license create --email E --plan ${PLANS.join('|')} --days N [--max-devices N]
  license list
  license revoke KEY
  license extend KEY --days N
  license reset-devices KEY
  admin-key create --label L
  admin-key list
  admin-key revoke KEY|LAST4
  import [--data DIR]          load historical games, lines and ratings (default: bundled history)
  refresh                      fetch odds and re-analyse the picks window now

Honours DATA_DIR (embedded database) and DATABASE_URL (PostgreSQL).`;

type Out = (line: string) => void;

function positional(args: ParsedArgs, index: number, what: string): string {
  const value = args.positionals[index];
  if (!value) throw new UsageError(`${what} is required`);
  return value;
}

export async function runCommand(
  ctx: ServiceContext & Partial<Adapters & Caches>,
  argv: readonly string[],
  out: Out,
): Promise<void> {
  const args = parseArgs(argv);
  const [group, action] = args.positionals;
  const audit = (action: string, target: string, after?: unknown) =>
    recordAudit(ctx, { actor: 'cli', action, target, after });

  if (group === 'license' && action === 'create') {
    const email = requireFlag(args, 'email');
    if (!z.email().safeParse(email).success) throw new UsageError('--email must be an e-mail address');
    const plan = requireFlag(args, 'plan');
    if (!isPlan(plan)) throw new UsageError(`--plan must be one of ${PLANS.join(', ')}`);
    const days = intFlag(args, 'days', 1, 3650);
    const maxDevices = intFlag(args, 'max-devices', 1, 50, ctx.config.licenseMaxDevices);
    const { key, license } = await issueLicense(ctx, { email, plan, days, maxDevices });
    await audit('license.issue', `license …${license.keyLast4}`, { email: license.email, plan, days });
    out(`Created ${plan} licence for ${license.email}, expires ${license.expiresAt.toISOString()}.`);
    out('The key is shown once; only its hash is stored:');
    out(key);
    return;
  }
  if (group === 'license' && action === 'list') {
    const rows = await listLicenses(ctx);
    if (rows.length === 0) out('No licences.');
    for (const l of rows) {
      out(
        `…${l.keyLast4}  ${l.plan.padEnd(10)} ${l.status.padEnd(8)} ${l.isActive ? 'active ' : 'inactive'} ` +
          `expires ${l.expiresAt.slice(0, 10)}  devices ${l.devices}/${l.maxDevices}  ${l.source.padEnd(7)} ${l.email}`,
      );
    }
    return;
  }
  if (group === 'license' && action === 'revoke') {
    const { after } = await revokeLicense(ctx, { key: positional(args, 2, 'KEY') });
    await audit('license.revoke', `license …${after.keyLast4}`);
    out(`Revoked licence …${after.keyLast4}; its sessions are ended.`);
    return;
  }
  if (group === 'license' && action === 'extend') {
    const days = intFlag(args, 'days', 1, 3650);
    const { after } = await extendLicense(ctx, { key: positional(args, 2, 'KEY') }, days);
    await audit('license.extend', `license …${after.keyLast4}`, { days, expiresAt: after.expiresAt });
    out(`Licence …${after.keyLast4} now expires ${after.expiresAt.toISOString()}.`);
    return;
  }
  if (group === 'license' && action === 'reset-devices') {
    const { license, removed } = await resetDevices(ctx, { key: positional(args, 2, 'KEY') });
    await audit('license.reset-devices', `license …${license.keyLast4}`, { removed });
    out(`Removed ${removed} device(s) from licence …${license.keyLast4}.`);
    return;
  }
  if (group === 'admin-key' && action === 'create') {
    const label = requireFlag(args, 'label');
    if (label.length > 80) throw new UsageError('--label must be at most 80 characters');
    const { key, row } = await createAdminKey(ctx, label);
    await audit('admin-key.create', `admin key …${row.keyLast4} (${row.label})`);
    out(`Created admin key '${row.label}'. The key is shown once; only its hash is stored:`);
    out(key);
    return;
  }
  if (group === 'admin-key' && action === 'list') {
    const rows = await listAdminKeys(ctx);
    if (rows.length === 0) out('No admin keys.');
    for (const k of rows) {
      out(
        `…${k.keyLast4}  ${k.revokedAt ? 'revoked' : 'active '}  created ${k.createdAt.toISOString().slice(0, 10)}  ` +
          `last used ${k.lastUsedAt ? k.lastUsedAt.toISOString().slice(0, 16) : 'never'}  ${k.label}`,
      );
    }
    return;
  }
  if (group === 'admin-key' && action === 'revoke') {
    const row = await revokeAdminKey(ctx, positional(args, 2, 'KEY'));
    await audit('admin-key.revoke', `admin key …${row.keyLast4} (${row.label})`);
    out(`Revoked admin key …${row.keyLast4} (${row.label}).`);
    return;
  }
  if (group === 'import') {
    const dir =
      typeof args.flags.get('data') === 'string' ? (args.flags.get('data') as string) : ctx.config.historyDir;
    if (dir && !existsSync(dir)) throw new UsageError(`--data: no such folder ${dir}`);
    const summary = await importHistory(ctx, { ...(dir ? { dir } : {}), onProgress: out });
    out(
      `Imported ${summary.nflGames} NFL games, ${summary.cfbGames} college games and ${summary.ratings} rating rows.`,
    );
    if (summary.unresolvedTeams.length > 0)
      out(`Skipped games of unknown teams: ${summary.unresolvedTeams.join(', ')}`);
    return;
  }
  if (group === 'refresh') {
    // The container's adapters (main below); a bare context (tests) gets the configured defaults.
    const deps = {
      ...ctx,
      odds: ctx.odds ?? createOddsProvider(ctx.config, noopLogger, ctx.now),
      ratings: ctx.ratings ?? new RatingsStore(),
    };
    const { job } = await enqueueJob(ctx, 'refresh', { reason: 'cli' });
    const claimed = await claimJob(ctx);
    if (!claimed || claimed.id !== job.id) throw new UsageError('Another refresh is already running');
    const done = await runJob(ctx, claimed, (row, report) => refreshGames(deps, row, report));
    if (done.status !== 'completed') throw new UsageError(`Refresh failed: ${done.error ?? 'unknown error'}`);
    out(done.message);
    return;
  }
  throw new UsageError(group ? `Unknown command: ${args.positionals.join(' ')}` : 'No command given');
}

async function main(): Promise<number> {
  loadDotEnv();
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help')) {
    console.log(USAGE);
    return argv.length === 0 ? 1 : 0;
  }
  const config = loadConfig();
  const { database, release } = await connectConfiguredDatabase(config, 'cli');
  try {
    // The composition root, as the server builds it (its adapters log nothing on a terminal).
    const now = clockFor(config);
    const container = createContainer({
      config,
      database,
      now,
      providerLog: noopLogger,
      adapters: adaptersFor(config, noopLogger, now),
      soleWriter: false,
    });
    await runCommand(container, argv, (line) => console.log(line));
    return 0;
  } finally {
    await database.close();
    release();
  }
}

if (process.argv[1] && /cli\.(ts|js)$/.test(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`);
      else if (error instanceof ConfigError || error instanceof DataDirLockedError)
        console.error(error.message);
      else if (error instanceof AppError) console.error(error.message);
      else console.error(error instanceof Error ? (error.stack ?? error.message) : error);
      process.exit(error instanceof DataDirLockedError ? 3 : 1);
    },
  );
}
