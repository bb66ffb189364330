/**
 * Live prices fresh enough to bet: a server of its own in live mode (ODDS_API_KEY) polls the fake
 * Odds API (tests/fakes/fake-odds-api.ts) on its credit schedule, serving the real-shaped NFL slate
 * of 2024 week 8 (one price moved to an edge) with its clock at the slate's snapshot time
 * (CLOCK_START; the first game kicks off within a day, so it is polled every 10 min).
 *
 * A. A subscriber at 390×844 and 1440×900 reads "NFL: odds updated … ET · next update about …" above
 *    the slate and every slate price with its age; on a game's odds screen every book's age (the
 *    stale book's '4 h ago'); on Best Bets the odds line and the pick's price with its age; axe clean.
 * B. The month's credits run out: an admin refresh meets the spent quota, and the slate says "odds
 *    paused: monthly credits spent" (role="status") at both sizes, as does the admin's Odds Status
 *    card with the credit figures.
 *
 * The server runs on a copy of this worker's data folder (the history, the admin key), so nothing
 * of it reaches the worker's own server; the browser keeps its real clock, two years after the
 * server's. Screenshots (npm run test:browser:look) in artifacts/screens-live-odds/.
 */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { ODDS_PAUSED_MESSAGE, type AdminOddsStatus, type OddsStatus } from '../../src/shared/api/odds-status';
import { startFakeOddsApi, type FakeOddsApi } from '../fakes/fake-odds-api';
import { loadSlate, SLATES, STALE_BOOK, type WireEvent } from '../fixtures/odds-api/slates';
import { stampedSlate, withSpreadMove } from '../fixtures/odds-api/live-slate';
import { browserEnv } from './browser-env';
import { freePort, startServer, stopServer } from './start-server';
import {
  expectAccessible,
  expectNoSidewaysScroll,
  issueLicence,
  photograph,
  settle,
  signIn,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
} from './support';

const worker = browserEnv();
const SHOTS = join(import.meta.dirname, '..', '..', 'artifacts', 'screens-live-odds');
/** The slate's snapshot: the server's clock starts here and runs on in real time. */
const CLOCK_START = SLATES.nfl.snapshotAt;
const SLATE = loadSlate(SLATES.nfl);
/** The moved game (withMove): its away team's spread is the pick on Best Bets. */
const PICK = `${SLATE[0]!.away_team} @ ${SLATE[0]!.home_team}`;

/** "NFL: odds updated 16:00:03 ET · next update about 16:10". */
const NFL_UPDATED = /^NFL: odds updated \d{2}:\d{2}:\d{2} ET · next update about \d{2}:\d{2}$/;
/** A fresh price's age as every surface writes it (src/shared/display/price-age.ts). */
const AGE = /^(just now|\d+ s ago|\d+ min ago)$/;
/** Any book's age on the odds screen, the stale book's hours included. */
const BOOK_AGE = /^(just now|\d+ s ago|\d+ min ago|\d+ h ago)$/;

const stamped = (events: readonly WireEvent[], now: Date) => stampedSlate(events, now);
/** DraftKings' away spread in the first game at +115 (as tests/api/live-odds.test.ts): a Best Bets pick. */
const withMove = (events: readonly WireEvent[]) => withSpreadMove(events);

let fake: FakeOddsApi;
let dataDir: string;
let serverPid: number | undefined;
let live: { baseUrl: string; adminKey: string };
const url = (path: string) => `${live.baseUrl}${path}`;

async function oddsStatus(request: APIRequestContext): Promise<OddsStatus> {
  const res = await request.get(url('/api/odds-status'));
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as OddsStatus;
}

const nflOf = (status: OddsStatus) => status.leagues.find((l) => l.league === 'nfl')!;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request }, testInfo) => {
  testInfo.setTimeout(150_000);
  fake = await startFakeOddsApi({ credits: 5000 });
  fake.seedEvents(SLATES.nfl.sportKey, ...stamped(withMove(SLATE), new Date(CLOCK_START)));
  // This worker's database (its history and admin key), without the running server's lock.
  dataDir = mkdtempSync(join(tmpdir(), 'betlens-live-odds-'));
  cpSync(worker.dataDir, dataDir, { recursive: true, filter: (src) => basename(src) !== 'betlens.lock' });
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    RATE_LIMIT_VERIFY_PER_MINUTE: '200',
    ODDS_API_KEY: fake.apiKey,
    ODDS_API_BASE_URL: fake.url,
    CLOCK_START,
    SCHEDULER: 'true',
    // The NFL results feed follows ODDS_API_KEY by default: it would reach the internet.
    NFL_RESULTS_SYNC: 'false',
    ...(worker.webDistDir ? { WEB_DIST_DIR: worker.webDistDir } : {}),
  };
  delete env.DATABASE_URL;
  delete env.CORS_ORIGINS;
  serverPid = await startServer(env);
  live = { baseUrl: `http://127.0.0.1:${port}`, adminKey: worker.adminKey };
  // The first poll (a discovery of the picks window) comes within seconds of the start.
  await expect
    .poll(async () => nflOf(await oddsStatus(request)).updatedAt, {
      message: 'the first NFL poll',
      timeout: 60_000,
      intervals: [500],
    })
    .not.toBeNull();
});

test.afterAll(async () => {
  if (serverPid !== undefined) await stopServer(serverPid);
  await fake?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test.beforeEach(async ({ page }) => skipOnboarding(page));

/**
 * Signs in as support.ts's signIn does, on a server whose clock is two years behind the browser's:
 * the session cookie's Expires is the server clock's (at most SESSION_TTL_DAYS after October 2024),
 * which this browser takes as long past and drops, so the cookie is kept for the browser's session
 * instead.
 */
async function signInOnMovedClock(page: Page): Promise<void> {
  // A licence of this journey's own (a fresh browser is a new device), issued on the server's clock
  // (October 2024) for ten years: the web app drops a stored licence whose expiry date has passed on
  // the browser's clock.
  const { key } = await issueLicence(page.request, live, 'live-odds', { days: 3650 });
  const verify = '**/api/auth/verify-license';
  let token: string | undefined;
  await page.route(verify, async (route) => {
    const response = await route.fetch();
    for (const { name, value } of response.headersArray())
      if (name.toLowerCase() === 'set-cookie') token ??= /^bl_session=([^;]+)/.exec(value)?.[1];
    await route.fulfill({ response });
  });
  await signIn(page, live.baseUrl, key);
  await page.unroute(verify);
  expect(token, 'the sign-in sets a session cookie').toBeDefined();
  await page
    .context()
    .addCookies([{ name: 'bl_session', value: token!, url: live.baseUrl, httpOnly: true, sameSite: 'Lax' }]);
}

/** The top of the page, up to two screens (the slate runs long), for a person to look at. */
async function shoot(page: Page, name: string, size: keyof typeof VIEWPORTS): Promise<void> {
  await settle(page);
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const { width, height } = VIEWPORTS[size];
  await photograph(page, join(SHOTS, `${name}-${size}.png`), {
    fullPage: true,
    clip: { x: 0, y: 0, width, height: Math.min(pageHeight, 2 * height) },
    animations: 'disabled',
  });
}

/** The Games page, NFL only (the page filters by its League chips, not the address). */
async function openNflSlate(page: Page): Promise<Locator> {
  await page.goto(url('/games'));
  await expect(page.getByRole('heading', { level: 1, name: 'Games' })).toBeVisible();
  await page.getByRole('group', { name: 'League' }).getByRole('button', { name: 'NFL' }).click();
  return page.getByTestId('odds-updated');
}

const SIZES = ['phone', 'desktop'] as const;

for (const size of SIZES) {
  test(`A: every price shows its age and the league its last update at ${VIEWPORTS[size].width}×${VIEWPORTS[size].height}`, async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS[size]);
    const console = watchConsole(page);
    await signInOnMovedClock(page);

    const updated = await openNflSlate(page);
    await expect(updated.getByText(NFL_UPDATED)).toBeVisible();
    await expect(updated.getByText(/College football|CFB/)).toHaveCount(0);
    const cards = page.getByRole('main').getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBe(SLATE.length);
    // Every best price on the first card carries its age.
    const firstPrices = cards.first().getByRole('listitem');
    const rows = await firstPrices.count();
    expect(rows).toBeGreaterThan(0);
    for (let i = 0; i < rows; i++)
      await expect(firstPrices.nth(i).locator('time[data-price-age]')).toHaveText(AGE);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'the live Games page');
    await expectAccessible(page, `live Games at ${size}`);
    await shoot(page, 'games-live', size);

    // A game's odds screen: each book's row with its age.
    await cards
      .first()
      .getByRole('link', { name: /Odds screen: every book/ })
      .click();
    await expect(page).toHaveURL(/\/games\/[0-9a-f-]{36}\/odds$/);
    await expect(page.getByRole('heading', { name: 'Prices by sportsbook' })).toBeVisible();
    await expect(page.getByTestId('odds-updated').getByText(NFL_UPDATED)).toBeVisible();
    const books = page.locator('tr[data-book]');
    await expect(books.first()).toBeVisible();
    const bookCount = await books.count();
    expect(bookCount).toBeGreaterThan(5);
    for (let i = 0; i < bookCount; i++)
      await expect(books.nth(i).locator('time[data-price-age]')).toHaveText(BOOK_AGE);
    // The stale book (hours old) says so.
    const stale = page.locator(`tr[data-book="${STALE_BOOK}"]`);
    await expect(stale.getByText('stale', { exact: true })).toBeVisible();
    await expect(stale.locator('time[data-price-age]')).toHaveText(/^4 h ago$/);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'the live odds screen');
    await expectAccessible(page, `live odds screen at ${size}`);
    await shoot(page, 'odds-screen-live', size);
    await stale.scrollIntoViewIfNeeded();
    await photograph(stale, join(SHOTS, `odds-screen-stale-row-${size}.png`), { animations: 'disabled' });

    // Best Bets: the league's odds line above the picks, and the moved price as a pick with its age.
    await page.goto(url('/weekly-best-bets'));
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly Best Bets' })).toBeVisible();
    await expect(page.getByTestId('odds-updated').getByText(NFL_UPDATED)).toBeVisible();
    // The range starts from the browser's clock (December 2026 here), not the server's: the week of
    // the server's clock is chosen by hand, as a reader would.
    await page.getByLabel('Start date').fill('2024-10-24');
    await page.getByLabel('End date').fill('2024-10-29');
    await page.getByLabel('End date').blur();
    const pick = page.getByRole('main').getByRole('article').filter({ hasText: PICK });
    await expect(pick).toBeVisible();
    await expect(pick.locator('time[data-price-age]').first()).toHaveText(AGE);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'live Best Bets');
    await expectAccessible(page, `live Best Bets at ${size}`);
    await shoot(page, 'best-bets-live', size);
    expect(console.problems).toEqual([]);
  });
}

test('B: a spent quota pauses the odds on the slate and on the admin Odds Status card', async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  const console = watchConsole(page);
  fake.exhaustQuota();
  // The admin's Force Refresh: its odds call meets 401 OUT_OF_USAGE_CREDITS.
  const headers = { 'x-license-key': live.adminKey };
  const refresh = await request.get(url('/api/admin/games?sport=nfl&forceRefresh=true'), { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
  const { jobId } = (await refresh.json()) as { jobId?: string };
  expect(jobId).toBeTruthy();
  await expect
    .poll(
      async () => {
        const res = await request.get(url(`/api/admin/refresh-status/${jobId}`), { headers });
        return ((await res.json()) as { status: string }).status;
      },
      { message: 'the refresh job ends', timeout: 60_000, intervals: [500] },
    )
    .not.toBe('processing');
  await expect
    .poll(async () => nflOf(await oddsStatus(request)).state, {
      message: 'NFL polling pauses',
      timeout: 90_000,
      intervals: [1000],
    })
    .toBe('paused');

  await signInOnMovedClock(page);
  for (const size of SIZES) {
    await page.setViewportSize(VIEWPORTS[size]);
    const updated = await openNflSlate(page);
    const paused = updated.getByRole('status');
    // The words after a warning sign (aria-hidden).
    await expect(paused.getByText(`NFL: ${ODDS_PAUSED_MESSAGE}`, { exact: true })).toBeVisible();
    await expect(paused).toHaveAttribute('data-odds-state', 'paused');
    // The last good prices stay, with their ages.
    await expect(page.locator('time[data-price-age]').first()).toHaveText(/ago|just now/);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'the paused Games page');
    await expectAccessible(page, `paused Games at ${size}`);
    await shoot(page, 'games-paused', size);
  }

  const admin = await request.get(url('/api/admin/odds-status'), { headers });
  const figures = (await admin.json()) as AdminOddsStatus;
  expect(figures.credits).toMatchObject({ plan: 'paused', remaining: 0 });

  await page.goto(url('/admin'));
  await page.getByLabel(/admin license key/i).fill(live.adminKey);
  await page.getByLabel(/admin license key/i).press('Enter');
  await expect(page.getByRole('heading', { name: 'Admin Games Dashboard' })).toBeVisible({ timeout: 20_000 });
  const card = page.getByRole('region', { name: 'Odds Status' });
  const credits = page.getByTestId('odds-credits');
  await expect(credits).toContainText('Credits this month');
  await expect(credits).toContainText(`Plan: ${ODDS_PAUSED_MESSAGE}`);
  await expect(credits.getByText('Remaining', { exact: true })).toBeVisible();
  const used = figures.credits!.usedThisMonth!.toLocaleString('en-US');
  await expect(credits).toContainText(`${used} of ${figures.credits!.budget.toLocaleString('en-US')}`);
  const nfl = page.locator('[data-odds-league="nfl"]');
  await expect(nfl.getByRole('status')).toHaveText(ODDS_PAUSED_MESSAGE);
  await expect(nfl).toContainText('Paused');
  await expect(nfl).toContainText(/Quota spent 1/);
  // The sign-in toast would cover the card's top in the pictures.
  await page.getByRole('button', { name: 'Close notification' }).first().click();
  await expect(page.getByRole('button', { name: 'Close notification' })).toHaveCount(0);
  for (const size of SIZES) {
    await page.setViewportSize(VIEWPORTS[size]);
    await card.scrollIntoViewIfNeeded();
    await settle(page);
    if (size === 'phone') await expectNoSidewaysScroll(page, 'the admin page');
    await expectAccessible(page, `admin Odds Status at ${size}`);
    await photograph(card, join(SHOTS, `admin-odds-status-paused-${size}.png`), {
      animations: 'disabled',
    });
  }
  expect(console.problems).toEqual([]);
});
