/**
 * My bets and the calculator (issue 21 §3–4): "I placed this" on an odds row and on a Best Bets card
 * records a bet (stake in dollars or units), My Bets lists, exports and deletes it; the calculator's
 * figures; visitors get the licence gate; and a fresh demo (first run with the offline replay) shows a
 * week of demo bets, graded with their CLV and charted. Phone 390×844 without sideways scrolling and
 * 1440×900, axe clean. Screenshots in artifacts/screens-bets/.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { Game } from '../../src/shared/api/games';
import { bookLabel } from '../../src/shared/display/book-label';
import { leadLine } from '../../src/shared/display/pick-line';
import { browserEnv } from './browser-env';
import { SERVER_BUNDLE } from './start-server';
import {
  expectAccessible,
  screenshotBoth,
  signIn,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  expectNoSidewaysScroll,
  kicksOffLater,
  photograph,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const ROOT = join(import.meta.dirname, '..', '..');
const SHOTS = join(ROOT, 'artifacts', 'screens-bets');

const shoot = (page: Page, name: string) => screenshotBoth(page, name, { dir: 'screens-bets' });

/** The page is no wider than the phone: nothing scrolls sideways. */

/**
 * A Best Bets game still to kick off (bets are recorded before kickoff) whose card leads with a fresh
 * on-market price (the start-up refresh may still be running).
 */
async function bestBet(request: APIRequestContext): Promise<Game> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const res = await request.get(url('/api/best-bets?sport=all'), {
      headers: { 'x-license-key': env.licenseKey, 'x-device-id': 'my-bets-journey-device-01' },
    });
    if (res.ok()) {
      const { games } = (await res.json()) as { games: Game[] };
      const game = games.find((g) => {
        const lead = leadLine(g);
        return kicksOffLater(g) && lead !== undefined && !lead.stale && !lead.offMarket;
      });
      if (game) return game;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no best bet appeared');
}

interface BetsBody {
  bets: { id: string; selection: string; demo: boolean; result: string | null; closing: object | null }[];
  summary: { count: number; pending: number };
}

test.beforeEach(async ({ page }) => skipOnboarding(page));

test.describe('recording bets', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.setTimeout(240_000);

  test('"I placed this" on an odds row and a pick card; My Bets lists, exports and deletes', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const game = await bestBet(request);
    await signIn(page, env.baseUrl, env.licenseKey);
    const before = ((await (await page.request.get(url('/api/bets'))).json()) as BetsBody).summary.count;

    // An odds row: the book's away spread comes pre-filled; the stake goes in dollars.
    await page.goto(url(`/games/${game.id}/odds`));
    const grid = page.getByRole('table');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    await expectNoSidewaysScroll(page, 'the odds screen');
    await shoot(page, 'odds-with-record-button');
    const row = grid.locator('tbody tr[data-book]').first();
    const bookName = (await row.locator('th').first().innerText()).split('\n')[0]!.trim();
    await row.getByRole('button', { name: `I placed this at ${bookName}` }).click();
    let dialog = page.getByRole('dialog', { name: 'Record a bet' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Book')).toHaveValue(bookName);
    await expect(dialog.getByRole('radio', { name: game.awayTeam })).toBeChecked();
    await expect(dialog.getByLabel('Price')).toHaveValue(/^[+−]\d{3,}$/);
    await expectNoSidewaysScroll(page, 'the record dialog');
    await expectAccessible(page, 'the record dialog');
    await photograph(page, join(SHOTS, 'record-dialog-phone.png'));
    await dialog.getByLabel('Unit size ($ per unit, this device)').fill('20');
    await dialog.getByRole('radio', { name: 'Dollars' }).click();
    await dialog.getByLabel('Stake (dollars)').fill('25');
    await expect(dialog.getByText('= 1.25u at $20.00 a unit')).toBeVisible();
    await dialog.getByRole('button', { name: 'Record bet' }).click();
    await expect(page.getByText('Bet recorded').first()).toBeVisible();
    await expect(dialog).toBeHidden();

    // A Best Bets card: its lead price, in units (the device remembers dollars: switch back).
    await page.goto(url('/weekly-best-bets'));
    const card = page.getByRole('article', { name: `${game.awayTeam} @ ${game.homeTeam}` });
    await card.getByRole('button', { name: 'I placed this' }).click();
    dialog = page.getByRole('dialog', { name: 'Record a bet' });
    // The card's lead price, in whichever market it leads with.
    await expect(dialog.getByLabel('Book')).toHaveValue(bookLabel(leadLine(game)!));
    await dialog.getByRole('radio', { name: 'Units' }).click();
    await dialog.getByLabel('Stake (units)').fill('1');
    await dialog.getByRole('button', { name: 'Record bet' }).click();
    await expect(page.getByText('Bet recorded').first()).toBeVisible();

    await page.goto(url('/my-bets'));
    await expect(page.getByRole('heading', { level: 1, name: 'My Bets' })).toBeVisible();
    const summary = page.getByRole('region', { name: 'Summary' });
    await expect(
      summary.getByText('Bets', { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText(String(before + 2));
    const articles = page.locator('article[data-bet]');
    await expect(articles).toHaveCount(before + 2);
    await expect(articles.first().getByText('Pending')).toBeVisible();
    await expect(articles.nth(1).getByText('1.25u ($25.00)')).toBeVisible();
    await expectNoSidewaysScroll(page, '/my-bets');
    await expectAccessible(page, '/my-bets');
    await shoot(page, 'my-bets-recorded');

    // The CSV: a header and one row per bet.
    const csv = await page.request.get(url('/api/bets.csv'));
    expect(csv.status()).toBe(200);
    expect(csv.headers()['content-type']).toContain('text/csv');
    expect((await csv.text()).trim().split('\r\n')).toHaveLength(before + 3);

    // Delete asks twice.
    const newest = articles.first();
    const name = (await newest.getByRole('heading').innerText()).trim();
    await newest.getByRole('button', { name: `Delete ${name}` }).click();
    await newest.getByRole('button', { name: `Delete bet: ${name}` }).click();
    await expect(page.getByText('Bet deleted').first()).toBeVisible();
    await expect(articles).toHaveCount(before + 1);
    expect(console.problems).toEqual([]);
  });
});

test.describe('the calculator and the gate', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('de-vigs, prices across the key number, and is licensed', async ({ page, browser }) => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const visitor = await context.newPage();
    await skipOnboarding(visitor);
    for (const [path, title] of [
      ['/my-bets', 'Sign in to see your bets'],
      ['/calculator', 'Sign in to use the calculator'],
    ] as const) {
      await visitor.goto(url(path));
      await expect(visitor.getByRole('heading', { name: title })).toBeVisible();
      await expectAccessible(visitor, `${path} signed out`);
    }
    await context.close();

    await signIn(page, env.baseUrl, env.licenseKey);
    await page.goto(url('/calculator'));
    const noVig = page.getByTestId('no-vig-results');
    await expect(noVig).toContainText('58.3% · fair −140');
    await expect(noVig).toContainText('41.7% · fair +140');
    const ev = page.getByTestId('ev-results');
    await expect(ev).toContainText('−3.9%');
    await expect(ev).toContainText('A margin of exactly 3: 8.6% of games');
    await page.getByLabel('Your side at that line').fill('-118');
    await page.getByLabel('Other side at that line').fill('-102');
    await expect(ev).toContainText('−1.0%');
    await expectAccessible(page, '/calculator');
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoSidewaysScroll(page, '/calculator');
    await shoot(page, 'calculator');
  });
});

/** A first start on an empty embedded database with the offline replay: the demo licence and its bets. */
async function startDemoServer(
  dataDir: string,
): Promise<{ child: ChildProcess; baseUrl: string; key: string }> {
  // The compiled server global setup built (as `npm start` runs it; no tsx transform at start).
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      PORT: '0',
      ...(env.webDistDir ? { WEB_DIST_DIR: env.webDistDir } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`demo server did not start:\n${output}`)), 180_000);
    const onData = (d: Buffer) => {
      output += d.toString();
      const at = /is running at (http:\/\/[\d.:]+)/.exec(output);
      const key = /Demo all-access licence[^:]*: ([0-9A-F-]{35})/.exec(output);
      if (at && key && output.includes('Admin key:')) {
        clearTimeout(timer);
        resolve({ child, baseUrl: at[1]!, key: key[1]! });
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`demo server exited with ${code}:\n${output}`)));
  });
}

test.describe('the demo', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.setTimeout(600_000);
  let dataDir = '';
  let child: ChildProcess | undefined;

  test.afterAll(() => {
    if (child?.pid) {
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test('a fresh demo shows a week of demo bets, graded with their CLV and charted', async ({
    page,
    request,
  }) => {
    dataDir = mkdtempSync(join(tmpdir(), 'betlens-demo-bets-'));
    const demo = await startDemoServer(dataDir);
    child = demo.child;
    // The demo bets job runs after the start-up refresh.
    let body: BetsBody | null = null;
    for (let attempt = 0; attempt < 480; attempt++) {
      const res = await request.get(`${demo.baseUrl}/api/bets`, {
        headers: { 'x-license-key': demo.key, 'x-device-id': 'demo-bets-journey-01' },
      });
      if (res.ok()) {
        body = (await res.json()) as BetsBody;
        if (body.bets.some((b) => b.result !== null)) break;
      }
      await new Promise((r) => setTimeout(r, 1000));
    }
    expect(body?.bets.length, 'demo bets').toBeGreaterThan(0);
    expect(body!.bets.every((b) => b.demo)).toBe(true);
    const graded = body!.bets.filter((b) => b.result !== null);
    expect(graded.length, 'graded demo bets').toBeGreaterThan(0);
    expect(graded.every((b) => b.closing !== null)).toBe(true);

    await signIn(page, demo.baseUrl, demo.key);
    await page.goto(`${demo.baseUrl}/my-bets`);
    await expect(page.getByText(/recorded by the demo/)).toBeVisible();
    await expect(page.getByTestId('profit-chart').locator('[data-point]')).toHaveCount(graded.length);
    await expect(page.getByTestId('clv-chart').locator('[data-point]').first()).toBeVisible();
    await expect(page.locator('article[data-bet]')).toHaveCount(body!.bets.length);
    await expect(
      page
        .locator('[data-result]')
        .filter({ hasText: /^(Won|Lost|Push)$/ })
        .first(),
    ).toBeVisible();
    await expect(
      page
        .locator('[data-clv]')
        .filter({ hasText: /CLV · closing fair/ })
        .first(),
    ).toBeVisible();
    await expectNoSidewaysScroll(page, 'the demo’s /my-bets');
    await expectAccessible(page, 'the demo’s /my-bets');
    await shoot(page, 'my-bets-demo');
  });
});
