/**
 * Every route of the site, as a visitor and as a licensed user: it answers, renders its heading,
 * runs under the CSP without errors, has no serious or critical axe violations, and is
 * photographed at phone and desktop sizes (artifacts/screenshots/route-*.png).
 */
import { expect, test, type Page } from '@playwright/test';
import { APP_ROUTES } from '../../src/shared/routes';
import { browserEnv } from './browser-env';
import { expectAccessible, screenshotBoth, skipOnboarding, VIEWPORTS, watchConsole } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replace(/\//g, '-'));

/** Signs this browser in the way the login dialog does: the verify call (cookie) and the stored key. */
async function signIn(page: Page) {
  await page.goto(url('/404-sign-in-first'));
  const verified = await page.evaluate(async (key) => {
    const res = await fetch('/api/auth/verify-license', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey: key }),
      credentials: 'include',
    });
    const body = (await res.json()) as { license?: object };
    localStorage.setItem('betlens_license', JSON.stringify({ ...body.license, licenseKey: key }));
    localStorage.setItem('betlens_license_key', key);
    return res.ok;
  }, env.licenseKey);
  expect(verified).toBe(true);
}

async function visit(page: Page, path: string) {
  const console = watchConsole(page);
  const response = await page.goto(url(path));
  expect(response?.status(), path).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  // Let data-driven parts settle before judging the page.
  await page.waitForTimeout(800);
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
      await signIn(page);
      const console = await visit(page, path);
      await expectAccessible(page, `${path} (licensed)`);
      await screenshotBoth(page, `route-${shotName(path)}-licensed`);
      expect(console.problems, path).toEqual([]);
    });
  }
});
