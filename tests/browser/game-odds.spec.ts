/**
 * The odds screen of one game and the dashboard by plan: every book's prices with the fair line and
 * the best offers, the odds-format toggle and "my books" filter remembered after a reload, the line
 * chart's points; the expired-licence renew state; a college-only buyer's dashboard picks.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { picksWindow } from '../../src/shared/calendar/picks-window';
import { dashboardPicks } from '../../src/shared/calendar/todays-picks';
import { browserEnv } from './browser-env';
import { expectAccessible, screenshotBoth, skipOnboarding, VIEWPORTS, watchConsole } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

test.beforeEach(async ({ page }) => skipOnboarding(page));

const shoot = (page: Page, name: string) => screenshotBoth(page, name, { dir: 'screens-gamepage' });

/** A priced NFL game with fresh books (the server's start-up refresh may still be running). */
async function pricedGame(request: APIRequestContext): Promise<{ id: string; homeTeam: string }> {
  for (let attempt = 0; attempt < 90; attempt++) {
    const res = await request.get(url('/api/bookmarklet/games?sport=nfl'), {
      headers: { 'x-license-key': env.licenseKey, 'x-device-id': 'game-odds-journey-01' },
    });
    if (res.ok()) {
      const body = (await res.json()) as {
        games: { id: string; homeTeam: string; bestSportsbooks: { stale: boolean }[] }[];
      };
      const game = body.games.find((g) => g.bestSportsbooks.some((b) => !b.stale));
      if (game) return game;
    }
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error('no priced game appeared');
}

async function logIn(page: Page, key: string) {
  await page.goto(url('/'));
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('License Key').fill(key);
  await dialog.getByLabel('License Key').press('Enter');
  await expect(page).toHaveURL(url('/dashboard'));
}

/**
 * The picks the dashboard should list for `key` right now: its approved picks, or with none the
 * model's quality picks of the picks window, through the dashboard's own rule (shared).
 */
async function dashboardPicksFor(
  request: APIRequestContext,
  key: string,
): Promise<{ awayTeam: string; homeTeam: string; sport: string }[]> {
  const headers = { 'x-license-key': key, 'x-device-id': 'game-odds-dashboard-01' };
  type Listed = { games: { awayTeam: string; homeTeam: string; sport: string; commenceTime: string }[] };
  const now = new Date();
  const approved = await request.get(url('/api/football-bets?sport=all&forceRefresh=false'), { headers });
  expect(approved.ok()).toBe(true);
  let { games } = (await approved.json()) as Listed;
  if (games.length === 0) {
    const { startDate, endDate } = picksWindow(now);
    const model = await request.get(
      url(`/api/weekly-picks?sport=all&startDate=${startDate}&endDate=${endDate}`),
      { headers },
    );
    expect(model.ok()).toBe(true);
    ({ games } = (await model.json()) as Listed);
  }
  return dashboardPicks(games, now).games;
}

test.describe('the odds screen', () => {
  test.use({ viewport: VIEWPORTS.phone });
  test.setTimeout(240_000);

  test('grid with fair line and best prices, format toggle and my books kept per device, line chart', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const game = await pricedGame(request);
    await logIn(page, env.licenseKey);
    await page.goto(url(`/games/${game.id}/odds`));
    await expect(page.getByRole('heading', { level: 1, name: 'Odds & Line Movement' })).toBeVisible();

    const grid = page.getByRole('table');
    await expect(grid).toBeVisible({ timeout: 30_000 });
    const bookRows = grid.locator('tbody tr[data-book]');
    expect(await bookRows.count()).toBeGreaterThan(1);
    await expect(grid.locator('tr[data-row="fair"]')).toContainText('Fair');
    // Each side has a best price, marked for screen readers too.
    expect(await grid.locator('[data-best]').count()).toBeGreaterThanOrEqual(6);
    await expect(grid.getByText('(best price)').first()).toBeAttached();

    const firstPrice = () => grid.locator('tbody tr[data-book] [data-price]').first().innerText();
    expect(await firstPrice()).toMatch(/^[+-]\d{3,}$/);
    await page.getByRole('radio', { name: 'Decimal' }).check({ force: true });
    expect(await firstPrice()).toMatch(/^\d+\.\d\d$/);

    // My books: one chosen, grid filtered to it.
    const firstBook = page.getByRole('group', { name: 'My books' }).getByRole('button').first();
    const bookName = (await firstBook.innerText()).trim();
    await firstBook.click();
    await expect(firstBook).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('switch', { name: 'Only my books' }).click();
    await expect(bookRows).toHaveCount(1);
    await expect(bookRows.first().locator('th')).toContainText(bookName);

    // A reload on this device keeps both choices.
    await page.reload();
    await expect(page.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('radio', { name: 'Decimal' })).toBeChecked();
    expect(await firstPrice()).toMatch(/^\d+\.\d\d$/);
    await expect(page.locator('tbody tr[data-book]')).toHaveCount(1);
    await expect(page.getByRole('switch', { name: 'Only my books' })).toHaveAttribute('aria-checked', 'true');

    await page.getByRole('radio', { name: 'Implied %' }).check({ force: true });
    expect(await firstPrice()).toMatch(/^\d+\.\d%$/);
    await page.getByRole('switch', { name: 'Only my books' }).click();
    await page.getByRole('radio', { name: 'American' }).check({ force: true });

    // The line chart: one dot per stored snapshot that moved, per book.
    const chart = page.getByTestId('line-chart');
    await expect(chart).toBeVisible();
    expect(await chart.locator('circle[data-point]').count()).toBeGreaterThan(1);
    await expect(chart).toHaveAttribute('aria-label', /opened .+, now .+/);
    await expect(page.getByText(/Opened .+, now .+\./)).toBeVisible();

    await expectAccessible(page, 'odds screen');
    await shoot(page, 'odds-screen');
    expect(console.problems).toEqual([]);

    // The cards link here and show the open and current line.
    await page.goto(url('/weekly-best-bets'));
    const link = page.locator(`a[href="/games/${game.id}/odds"]`).first();
    if (await link.count()) {
      await expect(link).toHaveText('Odds & line movement');
      const card = page.locator('article', { has: link });
      await expect(card.getByTestId('open-current-line')).toContainText(/Open .+Now .+/);
    }
  });
});

test.describe('the dashboard', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.setTimeout(180_000);

  test('an expired licence reaches "Your subscription expired on …" and Renew Subscription', async ({
    page,
  }) => {
    // A key stored while it was valid, now past its end: the start-up check must not drop it silently.
    await page.addInitScript((key) => {
      if (!window.sessionStorage.getItem('seeded')) {
        window.localStorage.setItem('betlens_license_key', key);
        window.sessionStorage.setItem('seeded', '1');
      }
    }, env.expiredKey);
    await page.goto(url('/dashboard'));
    await expect(page.getByText(/^Your subscription expired on [A-Z][a-z]+ \d+, \d{4}$/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.getByRole('link', { name: 'Renew Subscription' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Current Picks' })).toHaveCount(0);
    // Still there after a reload (remembered as lapsed; the key itself is gone).
    await page.reload();
    await expect(page.getByText(/^Your subscription expired on /)).toBeVisible();
    await expectAccessible(page, 'expired dashboard');
    await shoot(page, 'dashboard-expired');
  });

  test('a college-only buyer sees their picks, not "Subscribe Now"', async ({ page, request }) => {
    await pricedGame(request);
    await logIn(page, env.cfbOnlyKey);
    await expect(page.getByRole('link', { name: 'Subscribe Now' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Current Picks' })).toBeVisible();
    const picks = page.getByRole('region', { name: 'Your Picks' });
    await expect(picks.getByText('College football')).toBeVisible();
    await expect(picks.getByText(/^Loading picks/)).toHaveCount(0, { timeout: 30_000 });
    // Which college picks exist depends on the clock (late on a Saturday every one of this week's
    // has kicked off): the rows must be what the dashboard's rule makes of the API's own lists.
    const expected = await dashboardPicksFor(request, env.cfbOnlyKey);
    const rows = picks.getByTestId('dashboard-pick');
    if (expected.length === 0) {
      await expect(picks.getByText('No picks for the next 8 days yet.')).toBeVisible();
    } else {
      await expect(rows).toHaveCount(expected.length);
      for (const [i, game] of expected.entries()) {
        await expect(rows.nth(i)).toContainText(`${game.awayTeam} @ ${game.homeTeam}`);
      }
    }
    for (const row of await rows.all()) await expect(row).toContainText('CFB');
    await expect(page.getByText(/Coming Soon - In Development/)).toHaveCount(0);
    await expectAccessible(page, 'college-only dashboard');
    await shoot(page, 'dashboard-cfb');
  });
});
