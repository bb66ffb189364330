/**
 * Issue 22's error messages in the browser: a revoked key at login says it was revoked; a signed-in
 * user whose licence is revoked mid-session sees the same notice as the sign-in prompt comes back
 * (never a silent logout); a college-only plan choosing NFL on Best Bets is told its plan does not
 * include NFL picks, with an upgrade link. The revoked licences are made for this spec through the
 * admin API, so no shared key is revoked. Screenshots at 390×844 and 1440×900 in artifacts/screenshots.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import { issueLicence, screenshotBoth, signIn, skipOnboarding, VIEWPORTS, watchNetwork } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;
const admin = { 'x-license-key': env.adminKey };
const REVOKED = 'This license has been revoked. Contact support.';

test.use({ viewport: VIEWPORTS.desktop });
test.beforeEach(async ({ page }) => skipOnboarding(page));

async function revoke(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.post(url(`/api/admin/licenses/${id}/revoke`), { headers: admin, data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

async function submitKeyInDialog(page: Page, key: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('License Key').fill(key);
  await dialog.getByLabel('License Key').press('Enter');
}

test('a revoked key at login says the licence was revoked', async ({ page }) => {
  const licence = await issueLicence(page.request, env, 'revoked-at-login');
  await revoke(page.request, licence.id);
  await page.goto(url('/'));
  await submitKeyInDialog(page, licence.key);
  await expect(page.getByText('License Revoked').first()).toBeVisible();
  await expect(page.getByText(REVOKED).first()).toBeVisible();
  await expect(page.getByText('Invalid License Key')).toHaveCount(0);
  await expect(page).toHaveURL(url('/'));
  await screenshotBoth(page, 'error-login-revoked');
});

test('a licence revoked mid-session shows the notice, then the sign-in prompt', async ({ page }) => {
  const licence = await issueLicence(page.request, env, 'revoked-mid-session');
  await signIn(page, env.baseUrl, licence.key);
  const network = watchNetwork(page);
  await page.goto(url('/weekly-best-bets'));
  await expect(page.getByRole('button', { name: 'NFL' })).toBeVisible();
  await expect(page.getByText("Sign in to see this week's best bets")).toHaveCount(0);
  // Everything the page loads has arrived: a request of its own still in flight when the licence is
  // revoked would sign the user out before the click below (the filter button gone under it).
  await network.quiet();

  await revoke(page.request, licence.id);
  // The next data request (choosing a filter) is refused as revoked.
  await page.getByRole('button', { name: 'NFL' }).click();
  await expect(page.getByText(REVOKED).first()).toBeVisible();
  await expect(page.getByText("Sign in to see this week's best bets").first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign In to View Best Bets' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('betlens_license_key'))).toBeNull();
  await screenshotBoth(page, 'error-revoked-mid-session');
});

test('a college-only plan choosing NFL on Best Bets is told its plan lacks NFL, with an upgrade link', async ({
  page,
}) => {
  await signIn(page, env.baseUrl, env.cfbOnlyKey);
  await page.goto(url('/weekly-best-bets'));
  const nfl = page.getByRole('button', { name: 'NFL' });
  await expect(nfl).toBeVisible();
  await nfl.click();
  await expect(page.getByText('Your plan does not include NFL picks').first()).toBeVisible();
  const upgrade = page.getByRole('link', { name: 'Upgrade your plan' });
  await expect(upgrade).toHaveAttribute('href', '/purchase');
  await expect(page.getByText(/Failed to load/)).toHaveCount(0);
  await screenshotBoth(page, 'error-plan-without-nfl');
  await upgrade.click();
  await expect(page).toHaveURL(url('/purchase'));
});
