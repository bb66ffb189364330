import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { openDatabase } from '../../src/server/db/open-database';
import { issueLicense, type IssueLicenseInput } from '../../src/server/services/licensing/issue-license';
import { loadConfig } from '../../src/server/config';
import { createServiceContext } from '../../src/server/services/context';
import {
  ENV_FILE,
  EXTENSION_STORES,
  SPORTSBOOK_BANNERS,
  RUN_ID,
  type BrowserEnv,
  type BrowserEnvFile,
} from './browser-env';
import { CLI_BUNDLE, SERVER_BUNDLE_DIR, freePort, startServer, stopServer } from './start-server';

const ROOT = join(import.meta.dirname, '..', '..');
const TSX = join(ROOT, 'node_modules', '.bin', 'tsx');

/** One command of the compiled CLI (built with the server below, as `npm run cli` runs it). */
function cli(args: string[], env: NodeJS.ProcessEnv): string {
  const out = execFileSync(process.execPath, ['--enable-source-maps', CLI_BUNDLE, ...args], {
    cwd: ROOT,
    env,
    encoding: 'utf8',
  });
  return out.trim().split('\n').at(-1)!.trim();
}

/**
 * Builds the web app if needed, makes the admin key with the real CLI and the licences through the
 * service it calls (one already expired, with a clock 40 days back), then starts
 * the real server on a fresh embedded database: one server per worker, each on its own copy of
 * that database (the same keys), so workers share no server state.
 */
export default async function globalSetup(playwright: FullConfig): Promise<void> {
  const rootDir = mkdtempSync(join(tmpdir(), 'betlens-browser-'));
  // The first server's data folder: the keys are made here, then copied for the other servers.
  const dataDir = join(rootDir, 'server-0');
  // An isolated run builds its own copy of the web app so a concurrent rebuild cannot pull assets
  // from under its server; the default run shares dist/web (CI has just built it).
  let webDistDir: string | undefined;
  if (RUN_ID) {
    webDistDir = join(rootDir, 'web');
    // The site, then the bookmarklet script into the same folder (as `npm run build` does).
    const { buildWeb } = await import('../../scripts/ensure-web-build');
    await buildWeb(webDistDir);
  } else {
    execFileSync(TSX, ['scripts/ensure-web-build.ts'], { cwd: ROOT, stdio: 'inherit' });
  }
  // The servers run compiled JavaScript, as `npm start` does (no tsx transform at every start).
  const { buildServer } = await import('../../scripts/build-server');
  await buildServer(SERVER_BUNDLE_DIR);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
  };
  delete env.DATABASE_URL;

  // The admin key with the real CLI (`npm run cli`, compiled: it also migrates the new data folder).
  const adminKey = cli(['admin-key', 'create', '--label', 'browser tests'], env);

  // The licences through the service the CLI's `license create` calls, in one open of the database
  // (each CLI run opens the embedded database again: about 3 s apiece here). Every journey that
  // signs in uses a fresh browser, i.e. a new device: the site's journeys and the sportsbook-page
  // journeys (overlay, extension, bookmarklet) each get their own all-access licence, so neither
  // runs out of slots as journeys are added, and the college-only one (3 days left) has 20.
  const database = await openDatabase({ kind: 'pglite', dataDir });
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
  const issue = (input: IssueLicenseInput, now = new Date()) =>
    issueLicense(createServiceContext({ db: database.db, config, now: () => now }), input);
  const allAccess = async (email: string) =>
    (await issue({ email, plan: 'all-access', days: 45, maxDevices: 50 })).key;
  const licenseKey = await allAccess('journey@example.com');
  const overlayLicenseKey = await allAccess('overlay-journey@example.com');
  const cfbOnlyKey = (await issue({ email: 'cfb@example.com', plan: 'cfb', days: 3, maxDevices: 20 })).key;
  // One that ran out: issued 40 days back for 30 days.
  const expired = await issue(
    { email: 'lapsed@example.com', plan: 'all-access', days: 30 },
    new Date(Date.now() - 40 * 86_400_000),
  );
  await database.close();

  // One history import and one refresh, done here once on the first server's data, then copied:
  // every worker's server starts with the analysed slate (it skips the import, and the start-up
  // refresh as one finished minutes ago) instead of each doing both while its journeys begin.
  await warmUp({ ...env, RATE_LIMIT_VERIFY_PER_MINUTE: '200' }, adminKey);

  const workers = Math.max(1, playwright.workers);
  const dataDirs = [dataDir];
  for (let i = 1; i < workers; i++) {
    const copy = join(rootDir, `server-${i}`);
    // The database as the CLI left it, without a lock file (none is left after a clean exit).
    cpSync(dataDir, copy, { recursive: true, filter: (src) => basename(src) !== 'betlens.lock' });
    dataDirs.push(copy);
  }

  const servers = await Promise.all(
    dataDirs.map(async (serverDataDir, i): Promise<BrowserEnv> => {
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      // The browser extension, built for this server as its API origin (the extension journeys load it).
      const { buildExtension } = await import('../../scripts/build-extension');
      const extension = await buildExtension({
        outDir: join(rootDir, `extension-${i}`),
        zipDir: join(rootDir, `extension-zip-${i}`),
        apiOrigin: baseUrl,
      });
      // No CORS_ORIGINS: the bookmarklet's frame and the extension need no sportsbook origin allowed.
      const serverEnv: NodeJS.ProcessEnv = { ...env, DATA_DIR: serverDataDir };
      delete serverEnv.CORS_ORIGINS;
      const serverPid = await startServer({
        ...serverEnv,
        PORT: String(port),
        RATE_LIMIT_VERIFY_PER_MINUTE: '200',
        ...SPORTSBOOK_BANNERS,
        ...EXTENSION_STORES,
        ...(webDistDir ? { WEB_DIST_DIR: webDistDir } : {}),
      });
      return {
        baseUrl,
        dataDir: serverDataDir,
        serverPid,
        licenseKey,
        overlayLicenseKey,
        expiredKey: expired.key,
        cfbOnlyKey,
        adminKey,
        extensionDir: extension.dir,
        ...(webDistDir ? { webDistDir } : {}),
      };
    }),
  );

  const prepared: BrowserEnvFile = { rootDir, servers };
  mkdirSync(join(ROOT, 'artifacts', 'screenshots'), { recursive: true });
  writeFileSync(ENV_FILE, JSON.stringify(prepared, null, 2));
}

/**
 * Starts the server on `env`'s data folder, waits for its start-up refresh (joined through the
 * admin API, as the dashboard's Force Refresh does) to complete, and stops it cleanly.
 */
async function warmUp(env: NodeJS.ProcessEnv, adminKey: string): Promise<void> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const pid = await startServer({ ...env, PORT: String(port) });
  try {
    const headers = { 'x-license-key': adminKey };
    const games = await fetch(`${baseUrl}/api/admin/games?forceRefresh=true`, { headers });
    const { jobId } = (await games.json()) as { jobId?: string };
    if (!jobId) throw new Error(`warm-up: no refresh job (${games.status})`);
    const deadline = Date.now() + 300_000;
    for (;;) {
      const res = await fetch(`${baseUrl}/api/admin/refresh-status/${jobId}`, { headers });
      const status = (await res.json()) as { status?: string; error?: string | null };
      if (status.status === 'completed') break;
      if (status.status === 'failed') throw new Error(`warm-up refresh failed: ${status.error}`);
      if (Date.now() > deadline) throw new Error('warm-up refresh did not finish within 5 minutes');
      await new Promise((r) => setTimeout(r, 500));
    }
  } finally {
    await stopServer(pid);
  }
}
