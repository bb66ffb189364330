/**
 * Every route of the site, as a visitor and as a licensed user: it answers, renders its heading,
 * runs under the CSP without errors, never calls an edge low risk or the market's price our model,
 * has no serious or critical axe violations, fits a phone's width, and is photographed at phone and
 * desktop sizes in a look run (artifacts/screenshots/route-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/shared/routes';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  screenshotBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  watchNetwork,
  signIn,
} from './support';

// Each test stands alone (its own page, this worker's server): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

async function visit(page: Page, path: string) {
  const console = watchConsole(page);
  const network = watchNetwork(page);
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The data-driven parts have arrived and been drawn.
  await network.quiet();
  // Honest wording on every page, its data included: an edge is never "low risk", and the market's
  // price is never "our model".
  const text = await page.locator('body').innerText();
  expect(text, path).not.toMatch(/low risk|risk: low/i);
  expect(text, path).not.toMatch(/our model|model would set/i);
  return console;
}

test.describe('every route as a visitor', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page }) => skipOnboarding(page));

  for (const path of APP_ROUTES) {
    test(`${path} renders, passes axe and is photographed`, async ({ page }) => {
      const console = await visit(page, path);
      await expectAccessible(page, `${path} (visitor)`);
      await screenshotBoth(page, `route-${shotName(path)}`);
      expect(console.problems, path).toEqual([]);
    });
  }
});

test.describe('licensed pages as a licensed user', () => {
  test.use({ viewport: VIEWPORTS.desktop });
  test.beforeEach(async ({ page }) => skipOnboarding(page));

  for (const path of [
    '/dashboard',
    '/football-bets',
    '/weekly-picks',
    '/weekly-best-bets',
    '/betting-trends',
  ]) {
    test(`${path} with a licence`, async ({ page }) => {
      await signIn(page, env.baseUrl, env.licenseKey);
      const console = await visit(page, path);
      await expectAccessible(page, `${path} (licensed)`);
      await screenshotBoth(page, `route-${shotName(path)}-licensed`);
      expect(console.problems, path).toEqual([]);
    });
  }
});
