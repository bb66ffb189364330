/**
 * The admin publishes picks and the record grades them: admin login with a CLI key, force
 * refresh, expert context, approve two games and reject one; a licensed user sees the picks on
 * /football-bets and /weekly-picks; then the server restarts with its clock after those games, the
 * replay's finals arrive, and /record and the landing page show the graded picks.
 *
 * It moves its server's clock forward, then gives it back the real one (afterAll); the server is
 * this worker's own, so no other worker's journeys meet the moved clock.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  browserEnv,
  EXTENSION_STORES,
  saveBrowserEnv,
  SPORTSBOOK_BANNERS,
  type BrowserEnv,
} from './browser-env';
import { startServer, stopServer } from './start-server';
import {
  expectAccessible,
  kicksOffLater,
  screenshotBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

interface SlateGame {
  id: string;
  awayTeam: string;
  homeTeam: string;
  commenceTime: string;
  maxEdge: number;
  curationStatus: string;
  flags: { offMarket: boolean };
  bestSportsbooks: { stale: boolean; offMarket: boolean }[];
}

/**
 * Two games to publish, still to kick off with a fresh on-market price: the quality picks (weekly
 * picks) first, then, on a day whose replayed slate has fewer than two, the admin's other analysed
 * games by edge (the admin may publish any priced game; the demo's slate changes with the day).
 */
async function gamesToPublish(request: APIRequestContext): Promise<SlateGame[]> {
  const res = await request.get(url('/api/weekly-picks?sport=all'), {
    headers: { 'x-license-key': env.licenseKey, 'x-device-id': 'publish-journey-device-01' },
  });
  expect(res.status()).toBe(200);
  const publishable = (g: SlateGame) =>
    kicksOffLater(g) && !g.flags.offMarket && g.bestSportsbooks.some((b) => !b.stale && !b.offMarket);
  const quality = ((await res.json()) as { games: SlateGame[] }).games.filter(publishable);
  if (quality.length >= 2) return quality;
  const admin = await request.get(url('/api/admin/games?sport=all'), {
    headers: { 'x-license-key': env.adminKey },
  });
  expect(admin.status()).toBe(200);
  const others = ((await admin.json()) as { games: SlateGame[] }).games
    .filter((g) => publishable(g) && g.curationStatus === 'pending' && !quality.some((q) => q.id === g.id))
    .sort((a, b) => b.maxEdge - a.maxEdge);
  return [...quality, ...others];
}

/** Restarts the server on the same data, with its clock at `clockStart` (CLOCK_START) or real time. */
async function restartServer(current: BrowserEnv, clockStart?: Date): Promise<BrowserEnv> {
  await stopServer(current.serverPid);
  const port = new URL(current.baseUrl).port;
  const serverPid = await startServer({
    ...process.env,
    DATA_DIR: current.dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PORT: port,
    RATE_LIMIT_VERIFY_PER_MINUTE: '200',
    ...SPORTSBOOK_BANNERS,
    ...EXTENSION_STORES,
    ...(clockStart ? { CLOCK_START: clockStart.toISOString() } : {}),
    ...(current.webDistDir ? { WEB_DIST_DIR: current.webDistDir } : {}),
  });
  const next = { ...current, serverPid };
  // The teardown stops whichever server is running now.
  saveBrowserEnv(next);
  return next;
}

async function adminLogin(page: Page) {
  await page.goto(url('/admin'));
  await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible();
  await page.getByLabel(/admin license key/i).fill(env.adminKey);
  await page.getByLabel(/admin license key/i).press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Games Dashboard' })).toBeVisible();
  await expect(page.getByText('Admin Access Granted').first()).toBeVisible();
}

test.describe.configure({ mode: 'serial' });

// Later journeys share this server: give it back its real clock (licences expire on the moved one).
test.afterAll(async () => {
  const current = browserEnv();
  if (current.serverPid !== env.serverPid) await restartServer(current);
});

// This journey is about curation and the record; the onboarding journey has its own spec.
test.beforeEach(async ({ page }) => skipOnboarding(page));
test.use({ viewport: VIEWPORTS.desktop });

test('admin curates, subscribers read the picks, and the record grades them', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const console = watchConsole(page);

  // Before anything is graded, the landing page says so.
  await page.goto(url('/'));
  await expect(page.getByText('No graded picks yet in the demo record')).toBeVisible();

  await adminLogin(page);
  await screenshotBoth(page, 'admin-dashboard');
  await expectAccessible(page, 'admin dashboard');

  await page.getByRole('button', { name: 'Force Refresh Games' }).click();
  // The request enqueues a job, then lists the games; on the embedded database (one connection) the
  // list waits behind the refresh the worker has just claimed, so it can take a while on a loaded
  // machine.
  await expect(page.getByText('Force Refresh Started').first()).toBeVisible({ timeout: 90_000 });
  await expect(page.getByText('Games Refreshed').first()).toBeVisible({ timeout: 120_000 });

  const toPublish = await gamesToPublish(page.request);
  expect(toPublish.length).toBeGreaterThanOrEqual(2);
  const [first, second] = toPublish;
  const matchup = (g: SlateGame) => `${g.awayTeam} @ ${g.homeTeam}`;

  // Expert context on the first game, then approve it.
  const card1 = page.getByRole('article', { name: matchup(first!) });
  await card1.getByRole('button', { name: 'Add Context' }).click();
  await card1.getByLabel('Key Injury').check();
  const insight = 'Starting left tackle ruled out on Friday';
  await card1.getByLabel('Brief insight').fill(insight);
  await expect(card1.getByText(`${insight.length}/300`)).toBeVisible();
  await card1.getByLabel(/Injury adjustment/).fill('1.5');
  // Expert context moves no price (issue 20 §1): the quality pick still publishes as it was priced.
  const preview1 = card1.getByRole('status').filter({ hasText: /Will publish|Cannot publish|Pricing/ });
  await expect(preview1).toHaveText(/^Will publish/, { timeout: 30_000 });
  await expect(preview1).not.toContainText('updating', { timeout: 30_000 });
  await expect(card1.getByLabel(/Off-market price: why publish it\?/)).toHaveCount(0);
  await screenshotBoth(page, 'admin-expert-context');
  await expect(card1.getByRole('button', { name: `Approve ${matchup(first!)}` })).toBeEnabled({
    timeout: 30_000,
  });
  await card1.getByRole('button', { name: `Approve ${matchup(first!)}` }).click();
  await expect(page.getByText('Game Approved').first()).toBeVisible();
  await expect(card1.getByText('APPROVED')).toBeVisible();
  await expect(card1.getByRole('button', { name: `Approve ${matchup(first!)}` })).toBeDisabled();

  const card2 = page.getByRole('article', { name: matchup(second!) });
  // Priced once near the screen: Approve waits for that price.
  await card2.scrollIntoViewIfNeeded();
  await card2.getByRole('button', { name: `Approve ${matchup(second!)}` }).click();
  await expect(card2.getByText('APPROVED')).toBeVisible();

  // Reject one more pending game from the list.
  const pendingCard = page
    .getByRole('article')
    .filter({ has: page.getByText('PENDING', { exact: true }) })
    .first();
  const rejectButton = pendingCard.getByRole('button', { name: /^Reject / });
  await rejectButton.click();
  await expect(page.getByText('Game Rejected').first()).toBeVisible();

  // Every action is in the audit log on the page.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Admin Games Dashboard' })).toBeVisible();
  await expect(page.getByText('game.approve').first()).toBeVisible();
  await expect(page.getByText('game.reject').first()).toBeVisible();
  expect(console.problems).toEqual([]);

  // A licensed user (another browser) reads the approved picks.
  const subscriber = await browser.newContext({ viewport: VIEWPORTS.desktop });
  const user = await subscriber.newPage();
  await skipOnboarding(user);
  await user.goto(url('/'));
  await user.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = user.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('License Key').fill(env.licenseKey);
  await dialog.getByLabel('License Key').press('Enter');
  await expect(user).toHaveURL(url('/dashboard'));

  // Each list below first waits for the stored key's check, then loads: on a loaded two-core machine
  // that can take longer than the default 10 s, so the first look after a navigation waits up to 30 s.
  await user.goto(url('/football-bets'));
  await expect(user.getByRole('heading', { name: 'Approved Picks (2)' })).toBeVisible({ timeout: 30_000 });
  for (const g of [first!, second!]) await expect(user.getByText(matchup(g)).first()).toBeVisible();
  const approved1 = user
    .getByRole('article')
    .filter({ hasText: matchup(first!) })
    .first();
  await approved1.getByRole('button', { name: /Detailed Analysis/ }).click();
  await expect(approved1.getByText('Key Game Notes')).toBeVisible();
  // In Key Game Notes as written (the expert-context line beside the edge quotes it too).
  await expect(approved1.getByText(insight, { exact: true })).toBeVisible();
  await expect(approved1.getByTestId('expert-context')).toContainText(insight);
  await screenshotBoth(user, 'football-bets');
  await expectAccessible(user, 'football bets');

  // Weekly picks lists the quality picks: both games, the first with its expert context (which moves
  // no price).
  await user.goto(url('/weekly-picks'));
  await expect(user.getByText(matchup(second!)).first()).toBeVisible({ timeout: 30_000 });
  await expect(user.getByText(matchup(first!)).first()).toBeVisible();
  await screenshotBoth(user, 'weekly-picks');
  await expectAccessible(user, 'weekly picks');
  await subscriber.close();

  // The games are played: restart with the clock after both, and let the replay's finals arrive.
  const lastKickoff = Math.max(...[first!, second!].map((g) => Date.parse(g.commenceTime)));
  const restarted = await restartServer(env, new Date(lastKickoff + 6 * 3_600_000));
  await expect
    .poll(
      async () => {
        const res = await page.request.get(`${restarted.baseUrl}/api/record`);
        return ((await res.json()) as { overall: { graded: number } }).overall.graded;
      },
      { timeout: 90_000, intervals: [250, 500, 1000] },
    )
    .toBe(2);
  const record = (await (await page.request.get(url('/api/record'))).json()) as {
    overall: { wins: number; losses: number; pushes: number };
    picks: { awayTeam: string; homeTeam: string; grade: { result: string } }[];
  };

  await page.goto(url('/record'));
  await expect(page.getByRole('heading', { name: 'Track Record' })).toBeVisible({ timeout: 30_000 });
  for (const p of record.picks)
    await expect(page.getByText(`${p.awayTeam} @ ${p.homeTeam}`).first()).toBeVisible();
  await screenshotBoth(page, 'record');
  await expectAccessible(page, 'record');

  // The landing page's figures now come from the graded picks.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(url('/'));
  const o = record.overall;
  await expect(page.getByText(`${o.wins}-${o.losses}-${o.pushes}`).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText('No graded picks yet in the demo record')).toHaveCount(0);
  await screenshotBoth(page, 'landing-with-record');
});
