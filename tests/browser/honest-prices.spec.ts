/**
 * Issue 11 "Honest prices", the copy and content side: with no odds feed the server replays a past
 * season, and every picks surface (site picks pages, dashboard, admin, the overlay) says so in a
 * persistent banner; the replayed record is a demo record; the methodology page shows the published
 * backtest figures and charts (that no page calls an edge low risk is checked on every route by
 * every-route.spec.ts). Screenshots at phone and desktop sizes go to artifacts/screens-<run id>/ in
 * a look run.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { PublicConfig } from '../../src/shared/api/public-config';
import { demoRecordLabel, replayBannerText } from '../../src/shared/display/replay-copy';
import { percentWithSe } from '../../src/shared/display/backtest-display';
import type { BacktestFigures } from '../../src/shared/model/backtest-figures';
import { browserEnv, RUN_ID } from './browser-env';
import {
  expectAccessible,
  screenshotBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  watchNetwork,
  signIn,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const SHOTS_DIR = `screens-${RUN_ID || 'honest-prices'}`;
// Read as a file: Playwright's loader does not import JSON modules.
const PUBLISHED_FIGURES = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', '..', 'src/shared/model/backtest-figures.json'), 'utf8'),
) as BacktestFigures;

/** Phone and desktop screenshots: of `target`, else the viewport (`full`: the whole page). */
async function shoot(page: Page, name: string, target?: Locator, full = false): Promise<void> {
  await screenshotBoth(page, name, { dir: SHOTS_DIR, ...(target ? { target } : {}), fullPage: full });
}

let replay: NonNullable<PublicConfig['replay']>;

test.beforeAll(async ({ request }) => {
  const config = (await (await request.get(url('/api/public-config'))).json()) as PublicConfig;
  // The test server has no odds API key: it replays a past season.
  expect(config.replay).not.toBeNull();
  replay = config.replay!;
});

test.beforeEach(async ({ page }) => skipOnboarding(page));
test.use({ viewport: VIEWPORTS.desktop });

function banner(scope: Page | Locator) {
  return scope.getByRole('complementary', { name: 'Demo replay' });
}

test.describe('the replay banner', () => {
  for (const path of [
    '/weekly-picks',
    '/weekly-best-bets',
    '/football-bets',
    '/betting-trends',
    '/record',
    '/dashboard',
  ]) {
    test(`shows on ${path}`, async ({ page }) => {
      await signIn(page, env.baseUrl, env.licenseKey);
      const console = watchConsole(page);
      await page.goto(url(path));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 20_000 });
      await expect(banner(page)).toBeVisible({ timeout: 20_000 });
      await expect(banner(page)).toContainText(replayBannerText(replay));
      expect(console.problems, path).toEqual([]);
      // These pages, banner and all, are photographed signed in by every-route.spec.ts.
    });
  }

  test('shows on the admin page, before and after the admin signs in', async ({ page }) => {
    await page.goto(url('/admin'));
    await expect(page.getByRole('heading', { name: 'Admin Access Required' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(banner(page)).toContainText(replayBannerText(replay));
    await page.getByLabel(/admin license key/i).fill(env.adminKey);
    await page.getByLabel(/admin license key/i).press('Enter');
    await expect(page.getByRole('heading', { name: 'Admin Games Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(banner(page)).toContainText(replayBannerText(replay));
    await shoot(page, 'banner-admin');
  });

  test('shows in the overlay panel', async ({ page }) => {
    await page.goto(url('/demo'));
    await page.getByRole('button', { name: 'Open Analysis' }).click();
    const overlay = page.locator('[data-betlens-overlay]');
    const panel = overlay.getByRole('dialog', { name: /Weekly Expert Picks/ });
    await expect(panel).toBeVisible({ timeout: 20_000 });
    // The licence gate opens over the panel; the banner sits under the panel's header either way.
    await expect(overlay.getByTestId('replay-banner')).toContainText(replayBannerText(replay));
    await page.keyboard.press('Escape');
    await expect(overlay.getByTestId('replay-banner')).toBeVisible();
    await shoot(page, 'banner-overlay');
  });

  test('is absent from pages that show no picks', async ({ page }) => {
    const network = watchNetwork(page);
    await page.goto(url('/privacy-policy'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    // The page has fetched all it will (its config and data): a banner would be drawn by now.
    await network.quiet();
    await expect(banner(page)).toHaveCount(0);
  });
});

test('the replayed record is a demo record, never "this season"', async ({ page }) => {
  await page.goto(url('/record'));
  await expect(page.getByRole('heading', { name: demoRecordLabel(replay) })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('main')).not.toContainText(/this season/i);
  // Photographed by every-route.spec.ts (route-record-*.png).
  await page.goto(url('/'));
  const widget = page.getByRole('region', { name: 'Our Track Record' });
  await expect(widget).toContainText(/Demo record/, { timeout: 20_000 });
  await expect(widget).not.toContainText(/this season/i);
});

test('the methodology page shows the published figures and charts', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto(url('/betting-101'));
  await page.getByRole('link', { name: 'Methodology' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Methodology' })).toBeVisible({ timeout: 20_000 });
  const { nfl, cfb } = PUBLISHED_FIGURES.leagues;
  await expect(page.locator('#accuracy')).toContainText(nfl.ratingsMae.toFixed(2));
  await expect(page.locator('#accuracy')).toContainText(cfb.opening!.openMae.toFixed(2));
  await expect(page.locator('#closing-line-value')).toContainText(percentWithSe(cfb.clv!.rate, cfb.clv!.se));
  const all = nfl.atsVsClose.find((tier) => tier.to === null && tier.from === 0)!;
  await expect(page.locator('#against-the-spread')).toContainText(
    percentWithSe(all.winRate!, all.winRateSe!),
  );
  await expect(page.locator('#what-it-means')).toContainText('do not beat the closing line');
  const charts = page.locator('#calibration img');
  await expect(charts).toHaveCount(2);
  for (const chart of await charts.all()) {
    await chart.scrollIntoViewIfNeeded();
    await expect.poll(() => chart.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  }
  await expectAccessible(page, '/methodology');
  expect(console.problems).toEqual([]);
  await shoot(page, 'methodology', undefined, true);
  await page.goto(url('/betting-101#backtest'));
  await expect(page.locator('#backtest')).toContainText(percentWithSe(all.winRate!, all.winRateSe!), {
    timeout: 20_000,
  });
  await shoot(page, 'betting-101-backtest', page.locator('#backtest'));
  await page.goto(url('/'));
  await shoot(page, 'landing-features', page.locator('#features'));
});
