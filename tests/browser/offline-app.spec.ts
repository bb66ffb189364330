/**
 * The site as an installable, offline-capable app: the service worker at /sw.js precaches the
 * shell, the manifest names the icons, a reload while offline still opens the app with the offline
 * banner, and reconnecting shows 'Back online!' for 3 seconds.
 */
import { expect, test } from '@playwright/test';
import { browserEnv } from './browser-env';
import { expectAccessible, screenshotBoth, skipOnboarding, VIEWPORTS, watchConsole } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

// The other journeys block the service worker (playwright.config.ts); this one is about it.
test.use({ viewport: VIEWPORTS.phone, serviceWorkers: 'allow' });
test.beforeEach(async ({ page }) => skipOnboarding(page));

test('the service worker precaches the shell: the app opens offline and says so', async ({
  page,
  context,
}) => {
  const console = watchConsole(page);
  await page.goto(url('/'));
  await expect(page.getByRole('heading', { name: /Decide in 30 seconds/ })).toBeVisible();

  // Registered at page load, at /sw.js, controlling the page once active.
  const scriptUrl = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active?.scriptURL ?? null;
  });
  expect(scriptUrl).toBe(url('/sw.js'));
  await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // Installable: a manifest with the app's name, start URL and 192/512 icons that exist.
  const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(url(manifestHref!))).json()) as {
    name: string;
    start_url: string;
    display: string;
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
  expect(manifest.icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);
  for (const icon of manifest.icons) expect((await page.request.get(url(icon.src))).status()).toBe(200);

  await context.setOffline(true);
  await expect(page.getByText("You're offline. Some features may be unavailable.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: /Decide in 30 seconds/ })).toBeVisible();
  await expect(page.getByText("You're offline. Some features may be unavailable.")).toBeVisible();
  // Another app page opens offline too (client-side route from the cached shell).
  await page.goto(url('/betting-101'));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await screenshotBoth(page, 'offline-banner');
  await expectAccessible(page, 'offline banner');

  await context.setOffline(false);
  const back = page.getByText('Back online! All features restored.');
  await expect(back).toBeVisible();
  const shown = Date.now();
  // It goes by itself after 3 s (the unit test times it exactly); not at once.
  await expect(back).toHaveCount(0, { timeout: 10_000 });
  expect(Date.now() - shown).toBeGreaterThan(2000);
  expect(console.problems).toEqual([]);
});
