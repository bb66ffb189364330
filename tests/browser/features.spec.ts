/**
 * The advertised data features as a bettor meets them (issue 12 section 2): the ATS percentage badge
 * with its record text and the advanced team statistics on the best-bets cards, the "Model notes"
 * label when no AI wrote the text (this server has no AI key), and the All-Access power rankings
 * page with its refusal for a plan without it. Screenshots: artifacts/screenshots/features-*.png.
 */
import { expect, test } from '@playwright/test';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  screenshotBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  signIn,
  photograph,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

test.beforeEach(async ({ page }) => skipOnboarding(page));

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`data features on ${name}`, () => {
    test.use({ viewport });

    test('best-bets cards show the ATS badge with its record text, advanced stats and "Model notes"', async ({
      page,
    }) => {
      const console = watchConsole(page);
      await signIn(page, env.baseUrl, env.licenseKey);
      await page.goto(url('/weekly-best-bets'));
      const cards = page.getByRole('main').getByRole('article');
      await expect(cards.first()).toBeVisible({ timeout: 60_000 });

      // On a phone the badge is in the card's details (the pick comes first); on a desktop, on the card.
      if (name === 'phone') await cards.first().getByRole('button', { name: 'Details' }).click();
      const badge = cards.first().getByTestId('ats-badge').filter({ visible: true }).first();
      await expect(badge).toBeVisible();
      await expect(badge).toContainText('ATS confidence');
      // Percentage (one decimal) with its HIGH / MED / LOW tier, then the record and its sample size.
      await expect(badge).toContainText(/\d{1,3}\.\d% (HIGH|MED|LOW)|—/);
      await expect(badge.getByRole('listitem')).toHaveCount(2);
      // On the card the season is the game's ('9-2 ATS (11 games)'); the details name it.
      await expect(badge).toContainText(/\d+-\d+(-\d+)? ATS (in \d{4} )?\(\d+ games?\)/);

      // Advanced team statistics for the season the game is in, with their source, in the details.
      if (name !== 'phone') await cards.first().getByRole('button', { name: 'Details' }).click();
      await expect(cards.first()).toContainText(/\d+-\d+(-\d+)? ATS in \d{4} \(\d+ games?\)/);
      await page
        .getByText(/^Advanced Team Statistics \(\d{4}\)$/)
        .first()
        .click();
      const stats = page.getByText(/^Advanced Stats \((NFL|CFB)\)$/).first();
      await expect(stats).toBeVisible();
      const block = stats.locator('..');
      await expect(block).toContainText('Pts/G');
      await expect(block).toContainText(/season to date, \d{4} season/);

      // No AI writer on this server: the explanation (in the card's details) is the model's notes.
      await expect(page.getByText('Model notes', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('AI Analysis', { exact: true })).toHaveCount(0);

      await badge.scrollIntoViewIfNeeded();
      await photograph(page, `artifacts/screenshots/features-best-bets-card-${name}.png`);
      if (name === 'desktop') await expectAccessible(page, '/weekly-best-bets with ATS badges');
      expect(console.problems).toEqual([]);
    });

    test('the power rankings page ranks NFL and college teams for All-Access, with SP+ and its source', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const console = watchConsole(page);
      await signIn(page, env.baseUrl, env.licenseKey);
      await page.goto(url('/power-rankings'));
      await expect(page.getByRole('heading', { level: 1, name: 'Power Rankings' })).toBeVisible();
      const nfl = page.getByRole('heading', { level: 2, name: /^NFL power rankings, \d{4} season$/ });
      await expect(nfl).toBeVisible({ timeout: 60_000 });
      const table = page.getByRole('region', { name: 'NFL power rankings' }).getByRole('table');
      await expect(table.getByRole('row')).toHaveCount(33);
      await expect(table.getByRole('columnheader')).toHaveText(['#', 'Team', 'Rating', 'Off', 'Def', 'Move']);
      await expect(page.getByText(/Home field: \d+\.\d points/)).toBeVisible();
      await photograph(page, `artifacts/screenshots/features-rankings-nfl-${name}.png`);
      // Axe on the NFL view (33 rows); the college view's ~270 rows only repeat the same markup.
      if (name === 'desktop') await expectAccessible(page, '/power-rankings');

      await page.getByRole('button', { name: 'College' }).click();
      await expect(page.getByRole('button', { name: 'College' })).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByRole('heading', { level: 2, name: /^College power rankings/ })).toBeVisible({
        timeout: 60_000,
      });
      await expect(page.getByRole('heading', { level: 2, name: /^SP\+ ratings, \d{4}$/ })).toBeVisible();
      await expect(page.getByText(/via CollegeFootballData\.com/)).toBeVisible();
      if (name === 'desktop') await screenshotBoth(page, 'features-rankings-college');
      expect(console.problems).toEqual([]);
    });

    test('a plan without rankings gets the All-Access panel (the server answers 403)', async ({ page }) => {
      await signIn(page, env.baseUrl, env.cfbOnlyKey);
      const answer = page.waitForResponse((r) => r.url().includes('/api/power-rankings'));
      await page.goto(url('/power-rankings'));
      expect((await answer).status()).toBe(403);
      await expect(
        page.getByRole('heading', { name: 'Power rankings are part of the All-Access plan' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: 'See the All-Access plan' })).toHaveAttribute(
        'href',
        '/purchase',
      );
      await expect(page.getByRole('table')).toHaveCount(0);
      await photograph(page, `artifacts/screenshots/features-rankings-403-${name}.png`);
      if (name === 'desktop') await expectAccessible(page, '/power-rankings 403');
    });
  });
}

test.describe('the pricing page links the advertised rankings', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test('All-Access links "SP+ ratings and NFL power rankings" to the page', async ({ page }) => {
    await page.goto(url('/purchase'));
    const link = page.getByRole('link', { name: 'SP+ ratings and NFL power rankings' }).first();
    await expect(link).toHaveAttribute('href', '/power-rankings');
  });
});

test.describe('the overlay pick cards', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('show the ATS badge with its record text and label template text "Model notes"', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, env.baseUrl, env.licenseKey);
    await page.goto(url('/demo'));
    await page.getByRole('button', { name: 'Open Analysis' }).click();
    const panel = page.getByRole('dialog', { name: /Weekly Expert Picks$/ });
    await expect(panel).toBeVisible();
    const sms = page.getByRole('dialog', { name: 'Get SMS Alerts!' });
    const skip = sms.getByRole('button', { name: 'Skip' });
    // A new device may be offered SMS alerts first.
    if (await skip.isVisible({ timeout: 5_000 }).catch(() => false)) await skip.click();
    const card = panel.getByRole('article').first();
    await expect(card).toBeVisible({ timeout: 30_000 });
    const badge = panel.getByTestId('ats-badge').first();
    await expect(badge).toBeVisible();
    await expect(badge).toContainText(/\d{1,3}\.\d% (HIGH|MED|LOW)|—/);
    await expect(badge).toContainText(/\d+-\d+(-\d+)? ATS in \d{4} \(\d+ games?\)/);
    await panel.getByRole('button', { name: 'Detailed Analysis' }).first().click();
    await expect(panel.getByRole('heading', { name: 'Model notes' }).first()).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'AI Analysis' })).toHaveCount(0);
    await expect(
      panel.getByRole('heading', { name: /^Advanced Team Statistics \((NFL|CFB)\)$/ }).first(),
    ).toBeVisible();
    await screenshotBoth(page, 'features-overlay');
  });
});
