import { expect, test, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import { expectAccessible, screenshotBoth, skipOnboarding, VIEWPORTS, watchConsole } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

// These journeys are about logging in; the onboarding journey has its own spec.
test.beforeEach(async ({ page }) => skipOnboarding(page));

async function openLogin(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function submitKey(page: Page, key: string) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('License Key').fill(key);
  await dialog.getByLabel('License Key').press('Enter');
}

test.describe('a visitor logs in with a licence key, sees the account status and logs out', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('landing → login → dashboard → logout', async ({ page }) => {
    const console = watchConsole(page);
    const response = await page.goto(url('/'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { name: /Decide in 30 seconds/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Football Bets' })).toHaveCount(0);
    await expectAccessible(page, 'landing');

    const dialog = await openLogin(page);
    await expect(dialog.getByLabel('License Key')).toHaveAttribute(
      'placeholder',
      'XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX',
    );
    await expect(dialog.getByRole('button', { name: 'Login' })).toBeDisabled();
    await screenshotBoth(page, 'login-dialog');
    await expectAccessible(page, 'login dialog');

    // The key made by the CLI, pasted with stray spaces and in lower case.
    await submitKey(page, `  ${env.licenseKey.toLowerCase()} `);
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    await expect(page.getByText('Account Status').first()).toBeVisible();
    await expect(page.getByText('Active subscription').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Current Picks' })).toHaveAttribute(
      'href',
      '/football-bets',
    );
    await expect(page.getByRole('link', { name: 'View Betting Trends' })).toHaveAttribute(
      'href',
      '/betting-trends',
    );
    await expect(page.getByRole('button', { name: 'Available Soon' })).toBeDisabled();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Football Bets' }).first(),
    ).toBeAttached();
    await screenshotBoth(page, 'dashboard');
    await expectAccessible(page, 'dashboard');

    // The session cookie is HttpOnly: the page cannot read it.
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === 'bl_session')).toMatchObject({ httpOnly: true, sameSite: 'Lax' });
    expect(await page.evaluate(() => document.cookie)).not.toContain('bl_session');

    // A reload keeps the user logged in (stored key re-verified once at startup).
    await page.reload();
    await expect(page.getByText('Active subscription').first()).toBeVisible();

    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page.getByText('Logged Out').first()).toBeVisible();
    await expect(page).toHaveURL(url('/'));
    const after = await page.request.get(url('/api/auth/session'));
    expect(after.status()).toBe(401);
    expect(console.problems).toEqual([]);
  });

  test('a wrong key shows the mapped toast and keeps the dialog open', async ({ page }) => {
    await page.goto(url('/'));
    await openLogin(page);
    await submitKey(page, 'DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await expect(page.getByText('Invalid License Key').first()).toBeVisible();
    await expect(
      page.getByText('License key not found. Please check for typos and try again.').first(),
    ).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await expect(page).toHaveURL(url('/'));
    await screenshotBoth(page, 'login-invalid-key');
  });

  test('an expired key shows the expired message', async ({ page }) => {
    await page.goto(url('/'));
    await openLogin(page);
    await submitKey(page, env.expiredKey);
    await expect(
      page.getByText('This license has expired. Please purchase a new license.').first(),
    ).toBeVisible();
    await expect(page).toHaveURL(url('/'));
  });

  test('a college-only licence near expiry sees its days left and its picks, not a subscribe prompt', async ({
    page,
  }) => {
    await page.goto(url('/'));
    await openLogin(page);
    await submitKey(page, env.cfbOnlyKey);
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Expires in 3 days').first()).toBeVisible();
    await expect(page.getByText(/Valid until/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Subscribe Now/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'View Current Picks' })).toBeVisible();
    await screenshotBoth(page, 'dashboard-cfb-expiring');
  });

  test('the dashboard sends a logged-out visitor home', async ({ page }) => {
    await page.goto(url('/dashboard'));
    await expect(page).toHaveURL(url('/'));
  });
});

test.describe('phone', () => {
  test.use({ viewport: VIEWPORTS.phone });

  test('logs in from the phone layout', async ({ page }) => {
    await page.goto(url('/'));
    await openLogin(page);
    await submitKey(page, env.licenseKey);
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Active subscription').first()).toBeVisible();
    await expectAccessible(page, 'dashboard on a phone');
  });
});

test('unknown routes show the 404 page with a 404 status', async ({ page }) => {
  const response = await page.goto(url('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await screenshotBoth(page, 'not-found');
  await expectAccessible(page, '404');
});
