/**
 * Visitor journeys: the landing page, first-visit onboarding (skip, and finish with SMS), logging in
 * from the header, choosing a sport with and without a licence, the 'Get SMS Alerts!' dialog
 * (success, invalid number, hourly limit), the mobile navigation drawer and the 404 page.
 *
 * Licences that take an SMS number are made for the test through the admin API, so the limits
 * these journeys use up never touch the keys other specs share.
 */
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import {
  expectAccessible,
  screenshotBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
  watchNetwork,
  issueLicence,
} from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

/** A new licence straight from the admin API (the way the operator issues one). */
async function makeLicense(request: APIRequestContext, plan = 'all-access', days = 30): Promise<string> {
  return (await issueLicence(request, env, 'visitor', { plan, days })).key;
}

/** A fictional US number (555-01xx) no other journey uses. */
function testNumber(): { typed: string; shown: string } {
  const last = String(Math.floor(Math.random() * 100)).padStart(2, '0');
  return { typed: `20255501${last}`, shown: `(202) 555-01${last}` };
}

async function hasSmsSubscription(request: APIRequestContext, licenseKey: string): Promise<boolean> {
  const res = await request.post(url('/api/sms/check-license-subscription'), { data: { licenseKey } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { hasSubscription: boolean }).hasSubscription;
}

function onboarding(page: Page): Locator {
  return page.getByRole('dialog');
}

/** First visit: onboarding opens by itself; type the key and walk to step 3. */
async function onboardToStep3(page: Page, key: string, shots = false): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: /^Welcome to / });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
  await dialog.getByLabel('License Key').fill(key.toLowerCase());
  await expect(dialog.getByLabel('License Key')).toHaveValue(key.toUpperCase());
  await dialog.getByRole('button', { name: 'Get Started' }).click();
  const step2 = page.getByRole('dialog', { name: 'Understanding Your Analysis' });
  await expect(step2.getByText('Step 2 of 3')).toBeVisible();
  if (shots) {
    await screenshotBoth(page, 'onboarding-step-2');
    await expectAccessible(page, 'onboarding step 2');
  }
  await step2.getByRole('button', { name: 'I Understand' }).click();
  const step3 = page.getByRole('dialog', { name: 'Never Miss a Pick' });
  await expect(step3.getByText('Step 3 of 3')).toBeVisible();
  return step3;
}

/** Onboarding without SMS: the dashboard opens and offers 'Get SMS Alerts!'. */
async function reachSmsDialog(page: Page, key: string): Promise<Locator> {
  await page.goto(url('/'));
  const step3 = await onboardToStep3(page, key);
  await step3.getByRole('button', { name: 'Continue to Dashboard' }).click();
  await expect(page).toHaveURL(url('/dashboard'));
  const dialog = page.getByRole('dialog', { name: 'Get SMS Alerts!' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('landing page', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('shows every section, stays put while data loads, and passes axe', async ({ page }) => {
    const console = watchConsole(page);
    const network = watchNetwork(page);
    await skipOnboarding(page);
    await page.addInitScript(() => {
      // Collect layout shifts from the very start (what Lighthouse's CLS counts).
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const response = await page.goto(url('/'));
    expect(response?.status()).toBe(200);
    const main = page.getByRole('main');
    const headings = main.getByRole('heading', { level: 2 });
    await expect(page.getByRole('region', { name: 'Sportsbook Bonuses' }).getByRole('link')).toHaveCount(4);
    await expect(headings).toHaveText([
      'Our Track Record',
      'How It Works',
      /^Install the .+ Button$/,
      'See the Edge Before You Bet',
      'Simple Pricing',
      // No TESTIMONIALS_JSON in the test server: the testimonials section is omitted.
      'Sportsbook Bonuses',
      'Frequently Asked Questions',
      'Ready to bet with an edge?',
    ]);
    await expect(page.locator('#pricing')).toBeVisible();
    await expect(page.getByText('5-star')).toHaveCount(0);
    // The edge meter fills once it is seen.
    await page.getByText('Example, not a current pick').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('edge-meter-bar')).toHaveAttribute('data-filled', 'true');
    // Every section's data has arrived and been drawn: any shift it causes has happened.
    await network.quiet();
    await page.evaluate(() => window.scrollTo(0, 0));

    const cls = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(cls).toBeLessThan(0.02);

    // The landing page's screenshots: every-route.spec.ts (route-home-*.png).
    await expectAccessible(page, 'landing page');
    expect(console.problems).toEqual([]);
  });

  test('logs in from the header', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto(url('/'));
    const login = page.getByRole('banner').getByRole('button', { name: 'Login' });
    await login.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(login).toBeFocused();
    await login.click();
    await dialog.getByLabel('License Key').fill(env.licenseKey);
    await dialog.getByLabel('License Key').press('Enter');
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    // Back on the landing page, a signed-in user goes on to the dashboard.
    await page.goto(url('/'));
    await expect(page).toHaveURL(url('/dashboard'));
  });
});

/** Presses Tab until the focused element has the accessible name wanted; fails after `limit`. */
async function tabTo(page: Page, name: string, limit = 40): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      const style = getComputedStyle(el);
      return {
        name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim(),
        // A keyboard user must see where focus is: an outline or a ring (box-shadow).
        visible: style.outlineStyle !== 'none' || style.boxShadow !== 'none',
      };
    });
    if (focused?.name === name) {
      expect(focused.visible, `focus indicator on '${name}'`).toBe(true);
      return;
    }
  }
  throw new Error(`'${name}' was not reached with ${limit} Tab presses`);
}

test.describe('keyboard only', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('skip link, Login dialog, dashboard and Football Bets without a pointer', async ({ page }) => {
    const console = watchConsole(page);
    await skipOnboarding(page);
    await page.goto(url('/'));
    await expect(page.getByRole('heading', { level: 1, name: 'Decide in 30 seconds' })).toBeVisible();

    await tabTo(page, 'Skip to content', 1);
    await page.keyboard.press('Enter');
    // The next Tab starts inside the main content, past the header's links.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.getElementById('main')?.contains(document.activeElement))).toBe(
      true,
    );

    await page.goto(url('/'));
    await tabTo(page, 'Login');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('License Key')).toBeFocused();
    await page.keyboard.type(env.licenseKey);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/dashboard'));

    await tabTo(page, 'Football Bets');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(url('/football-bets'));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(console.problems).toEqual([]);
  });
});

test.describe('onboarding', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('opens on the first visit; Skip for Now; never again after a reload', async ({ page }) => {
    const console = watchConsole(page);
    const network = watchNetwork(page);
    await page.goto(url('/'));
    const dialog = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('Step 1 of 3')).toBeVisible();
    await expect(dialog.getByLabel('License Key')).toHaveAttribute(
      'placeholder',
      'XXXXXXXX-XXXXXXXX-XXXXXXXX-XXXXXXXX',
    );
    await screenshotBoth(page, 'onboarding-step-1');
    await expectAccessible(page, 'onboarding step 1');

    await dialog.getByRole('button', { name: 'Get Started' }).click();
    await expect(page.getByText('License Key Required').first()).toBeVisible();
    await expect(page.getByText('Please enter your license key to continue.').first()).toBeVisible();

    await dialog.getByRole('button', { name: 'Skip for Now' }).click();
    await expect(onboarding(page)).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Decide in 30 seconds' })).toBeVisible();
    // The welcome would open once its chunk arrived: with the network quiet, it would be open now.
    await network.quiet();
    await expect(onboarding(page)).toHaveCount(0);

    // It can still be taken by hand.
    await page.getByRole('button', { name: 'Take the tour' }).click();
    const tour = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(tour).toBeVisible();
    // Keyboard focus stays inside the modal (the page behind is inert).
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await tour.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Take the tour' })).toBeFocused();
    expect(console.problems).toEqual([]);
  });

  test('finishes with the licence key and SMS alerts, then opens the dashboard', async ({
    page,
    request,
  }) => {
    const console = watchConsole(page);
    const network = watchNetwork(page);
    const number = testNumber();
    await page.goto(url('/'));
    const step3 = await onboardToStep3(page, env.licenseKey, true);
    await expect(step3.getByRole('button', { name: 'Continue to Dashboard' })).toBeEnabled();
    await step3.getByRole('switch', { name: 'Enable SMS Alerts' }).click();
    await expect(step3.getByRole('button', { name: 'Complete Setup' })).toBeDisabled();
    await step3.getByLabel('Phone Number').pressSequentially(number.typed);
    await expect(step3.getByLabel('Phone Number')).toHaveValue(number.shown);
    await screenshotBoth(page, 'onboarding-step-3');
    await expectAccessible(page, 'onboarding step 3');

    await step3.getByRole('button', { name: 'Complete Setup' }).click();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    await expect(page.getByText('Account Status').first()).toBeVisible();
    expect(await hasSmsSubscription(request, env.licenseKey)).toBe(true);
    // SMS was set up here: no second offer (it would follow a subscription check and its dialog's
    // chunk, so once the network is quiet it would be open).
    await network.quiet();
    await expect(page.getByRole('dialog', { name: 'Get SMS Alerts!' })).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('betlens_onboarding_completed'))).toBe('true');
    expect(console.problems).toEqual([]);
  });

  test('a wrong key returns to step 1 with the login message', async ({ page }) => {
    await page.goto(url('/'));
    const step3 = await onboardToStep3(page, 'DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await step3.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page.getByText('Invalid License Key').first()).toBeVisible();
    await expect(
      page.getByText('License key not found. Please check for typos and try again.').first(),
    ).toBeVisible();
    const dialog = page.getByRole('dialog', { name: /^Welcome to / });
    await expect(dialog.getByLabel('License Key')).toBeFocused();
    await expect(page).toHaveURL(url('/'));
  });
});

test.describe('choosing a sport', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  async function openSports(page: Page): Promise<Locator> {
    await page.getByRole('button', { name: 'View Picks' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose Your Sport' });
    await expect(dialog).toBeVisible();
    return dialog;
  }

  test('without a licence: enter the key, verify, football bets', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto(url('/'));
    const sports = await openSports(page);
    await expect(sports.getByRole('button', { name: /Basketball Bets/ })).toBeDisabled();
    // A fixed dialog lands where the page was scrolled to; the top of the shot is easier to review.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshotBoth(page, 'sport-selection');
    await expectAccessible(page, 'sport selection');

    await sports.getByRole('button', { name: /Football Bets/ }).click();
    const keyView = page.getByRole('dialog', { name: 'Enter Your License Key' });
    await expect(keyView).toBeVisible();
    const verify = keyView.getByRole('button', { name: 'Verify & Access Football Bets' });
    await expect(verify).toBeDisabled();
    await expect(keyView.getByRole('link', { name: 'Purchase License Key' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await keyView.getByLabel('License Key').fill(`  ${env.licenseKey}  `);
    await screenshotBoth(page, 'sport-selection-key');
    await expectAccessible(page, 'sport selection key view');
    await verify.click();
    await expect(page).toHaveURL(url('/football-bets'));
    await expect(page.getByRole('heading', { level: 1, name: 'Football Bets' })).toBeVisible();
  });

  test('with a licence signed in from another tab: straight to football bets', async ({ context }) => {
    const landing = await context.newPage();
    await skipOnboarding(landing);
    await landing.goto(url('/'));
    await expect(landing.getByRole('button', { name: 'View Picks' })).toBeVisible();

    const other = await context.newPage();
    await skipOnboarding(other);
    await other.goto(url('/'));
    await other.getByRole('banner').getByRole('button', { name: 'Login' }).click();
    await other.getByRole('dialog', { name: 'Login' }).getByLabel('License Key').fill(env.licenseKey);
    await other.getByRole('dialog', { name: 'Login' }).getByLabel('License Key').press('Enter');
    await expect(other).toHaveURL(url('/dashboard'));

    await landing.bringToFront();
    const sports = await openSports(landing);
    await sports.getByRole('button', { name: /Football Bets/ }).click();
    await expect(landing).toHaveURL(url('/football-bets'));
    await expect(landing.getByRole('dialog')).toHaveCount(0);
    await expect(landing.getByRole('heading', { level: 1, name: 'Football Bets' })).toBeVisible();
  });

  test('a college-only licence reaches Football Bets (its plan decides the leagues)', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto(url('/'));
    const sports = await openSports(page);
    await sports.getByRole('button', { name: /Football Bets/ }).click();
    const keyView = page.getByRole('dialog', { name: 'Enter Your License Key' });

    // A wrong key: the server's message.
    await keyView.getByLabel('License Key').fill('DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await keyView.getByRole('button', { name: 'Verify & Access Football Bets' }).click();
    await expect(page.getByText('Verification Failed').first()).toBeVisible();

    await keyView.getByLabel('License Key').fill(env.cfbOnlyKey);
    await keyView.getByRole('button', { name: 'Verify & Access Football Bets' }).click();
    await expect(page).toHaveURL(url('/football-bets'));
  });
});

test.describe("'Get SMS Alerts!'", () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('opens after onboarding without SMS and enables alerts', async ({ page, request }) => {
    const key = await makeLicense(request);
    const number = testNumber();
    const dialog = await reachSmsDialog(page, key);
    await screenshotBoth(page, 'sms-opt-in');
    await expectAccessible(page, 'SMS opt-in dialog');

    await dialog.getByRole('button', { name: 'Enable SMS Alerts' }).click();
    await expect(page.getByText('Phone Number Required').first()).toBeVisible();
    await expect(
      page.getByText('Please enter your phone number to receive SMS alerts.').first(),
    ).toBeVisible();

    await dialog.getByLabel('Phone Number').pressSequentially(number.typed);
    await dialog.getByRole('button', { name: 'Enable SMS Alerts' }).click();
    await expect(page.getByText('SMS Alerts Enabled').first()).toBeVisible();
    await expect(dialog).toBeHidden();
    expect(await hasSmsSubscription(request, key)).toBe(true);
  });

  test('maps an invalid number and the hourly limit to their messages', async ({ page, request }) => {
    // Use up the hourly limit of one number with three other licences.
    const busy = testNumber();
    for (let i = 0; i < 3; i++) {
      const other = await makeLicense(request);
      const res = await request.post(url('/api/sms/subscribe'), {
        data: {
          phoneNumber: busy.shown,
          licenseKey: other,
          optedInForPicks: true,
          optedInForLineMovements: true,
        },
      });
      expect(res.status(), await res.text()).toBe(200);
    }
    const key = await makeLicense(request);
    const dialog = await reachSmsDialog(page, key);

    await dialog.getByLabel('Phone Number').pressSequentially('1234567890');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue('(123) 456-7890');
    await dialog.getByRole('button', { name: 'Enable SMS Alerts' }).click();
    await expect(page.getByText('SMS Setup Failed').first()).toBeVisible();
    await expect(
      page.getByText('Invalid phone number format. Please use format: +1234567890').first(),
    ).toBeVisible();
    // The toast is outside the modal dialog, so assistive tech ignores it while the dialog is open
    // (the dialog's own button resends); a pointer can still use it.
    const tryAgain = page.getByRole('button', { name: 'Try Again', includeHidden: true });
    await expect(tryAgain).toBeVisible();
    await screenshotBoth(page, 'sms-opt-in-invalid');
    await expect(dialog).toBeVisible();

    await dialog.getByLabel('Phone Number').fill('');
    await dialog.getByLabel('Phone Number').pressSequentially(busy.typed);
    await dialog.getByRole('button', { name: 'Enable SMS Alerts' }).click();
    await expect(
      page.getByText('Too many SMS requests. Please try again in a few minutes.').first(),
    ).toBeVisible();
    // Try Again resends the same number: still limited.
    await tryAgain.click();
    await expect(
      page.getByText('Too many SMS requests. Please try again in a few minutes.').first(),
    ).toBeVisible();
    await expect(dialog).toBeVisible();
    expect(await hasSmsSubscription(request, key)).toBe(false);

    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog).toBeHidden();
  });
});

test.describe('mobile navigation drawer', () => {
  // The drawer's slide-in is part of what this journey checks (the suite runs with reduced motion).
  test.use({ viewport: VIEWPORTS.phone, reducedMotion: 'no-preference' });

  test('opens from the right, lists links by licence, closes with Escape', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto(url('/'));
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    // Flush with the right edge once its slide-in animation has finished.
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box ? Math.round(box.x + box.width) : null;
      })
      .toBe(VIEWPORTS.phone.width);
    await expect(drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Betting 101',
      'Betting Trends',
      'Affiliate Program',
      'Home',
    ]);
    await screenshotBoth(page, 'mobile-drawer');
    await page.setViewportSize(VIEWPORTS.phone);
    await expectAccessible(page, 'mobile drawer');
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();

    // Keyboard only: open with Enter, Tab stays inside, Login / Sign Up opens the Login dialog.
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await drawer.getByRole('button', { name: 'Login / Sign Up' }).focus();
    await page.keyboard.press('Enter');
    const login = page.getByRole('dialog', { name: 'Login' });
    await expect(login).toBeVisible();
    await expect(drawer).toBeHidden();
    await login.getByLabel('License Key').fill(env.licenseKey);
    await login.getByLabel('License Key').press('Enter');
    await expect(page).toHaveURL(url('/dashboard'));

    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(drawer.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Football Bets',
      'Games',
      'My Bets',
      'Betting 101',
      'Betting Trends',
      'Affiliate Program',
      'Home',
      'Dashboard',
    ]);
    await expect(drawer.getByRole('button', { name: 'Login / Sign Up' })).toHaveCount(0);
    await drawer.getByRole('link', { name: 'Football Bets' }).click();
    await expect(page).toHaveURL(url('/football-bets'));
    await expect(drawer).toBeHidden();
  });

  test('a college-only licence sees the Football Bets item', async ({ page }) => {
    await skipOnboarding(page);
    await page.goto(url('/'));
    await page.getByRole('button', { name: 'Login' }).click();
    const login = page.getByRole('dialog', { name: 'Login' });
    await login.getByLabel('License Key').fill(env.cfbOnlyKey);
    await login.getByLabel('License Key').press('Enter');
    await expect(page).toHaveURL(url('/dashboard'));
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Football Bets' })).toBeVisible();
  });
});

test('an unknown page answers 404 with the 404 page', async ({ page }) => {
  const response = await page.goto(url('/no-such-page'));
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expectAccessible(page, '404 page');
});
