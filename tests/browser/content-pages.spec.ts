import { expect, test, type Page } from '@playwright/test';
import type { PublicConfig } from '../../src/shared/api/public-config';
import { browserEnv } from './browser-env';
import { expectAccessible, expectNoSidewaysScroll, screenshotBoth, VIEWPORTS, watchConsole } from './support';

// Each test stands alone (its own page, this worker's server): they spread over the workers.
test.describe.configure({ mode: 'parallel' });

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

async function publicConfig(page: Page): Promise<PublicConfig> {
  const response = await page.request.get(url('/api/public-config'));
  expect(response.ok()).toBe(true);
  return (await response.json()) as PublicConfig;
}

/** The element's top is inside the viewport and below the sticky header. */
async function expectSectionInView(page: Page, id: string) {
  await expect
    .poll(async () =>
      page.evaluate((target) => {
        const el = document.getElementById(target);
        if (!el) return 'missing';
        const top = el.getBoundingClientRect().top;
        const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
        return top >= header - 1 && top < window.innerHeight / 2 ? 'in view' : `top at ${Math.round(top)}`;
      }, id),
    )
    .toBe('in view');
}

const PAGES = [
  { path: '/betting-101', h1: 'Betting 101', copy: 'The juice: -110 and the 52.4% break-even' },
  { path: '/affiliate', h1: /Earn 20% recommending/, copy: '30-day cookie' },
  { path: '/purchase', h1: 'Choose your plan', copy: 'Is there a free trial?' },
  { path: '/support', h1: 'How can we help?', copy: 'What to include in your request' },
  { path: '/success', h1: 'Thank you for your purchase!', copy: 'Install the bookmarklet' },
  { path: '/privacy-policy', h1: 'Privacy Policy', copy: 'Data requests' },
  { path: '/terms-of-service', h1: 'Terms of Service', copy: 'Disputes and governing law' },
] as const;

test.describe('content pages', () => {
  test.use({ viewport: VIEWPORTS.phone });

  for (const entry of PAGES) {
    test(`${entry.path}: heading, key copy, fits a phone, accessible`, async ({ page }) => {
      const console = watchConsole(page);
      const response = await page.goto(url(entry.path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(entry.h1);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      await expect(page.getByText(entry.copy, { exact: false }).first()).toBeVisible();
      await expectNoSidewaysScroll(page, `${entry.path} at 390×844`);
      await expectAccessible(page, entry.path);
      // every-route.spec.ts runs axe on each page at 1440×900 (and photographs it in a look run).
      await page.setViewportSize(VIEWPORTS.desktop);
      await expectNoSidewaysScroll(page, `${entry.path} at 1440×900`);
      expect(console.problems).toEqual([]);
    });
  }

  test('/betting-101 anchors scroll into view on arrival, in-app navigation and contents clicks', async ({
    page,
  }) => {
    for (const id of ['model-edge', 'fair-lines', 'ats-records']) {
      await page.goto(url(`/betting-101#${id}`));
      await expect(page.locator(`#${id}`)).toBeAttached();
      await expectSectionInView(page, id);
    }

    // From another page through the router (wouter does not scroll to hashes by itself).
    await page.goto(url('/support'));
    await page.evaluate(() => {
      window.history.pushState(null, '', '/betting-101#ats-records');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Betting 101' })).toBeVisible();
    await expectSectionInView(page, 'ats-records');

    await page.goto(url('/betting-101'));
    const toc = page.getByRole('navigation', { name: 'On this page' });
    for (const [name, id] of [
      ['Fair Lines', 'fair-lines'],
      ['The Edge vs. the Fair Price', 'model-edge'],
      ['ATS Records', 'ats-records'],
    ] as const) {
      await toc.getByRole('link', { name }).click();
      await expect(page).toHaveURL(url(`/betting-101#${id}`));
      await expectSectionInView(page, id);
    }

    // Keyboard: the contents links are reachable and work with Enter.
    await page.goto(url('/betting-101'));
    await toc.getByRole('link', { name: 'Wong Teasers' }).focus();
    await page.keyboard.press('Enter');
    await expectSectionInView(page, 'wong-teasers');
  });

  test('/purchase: brand-only header, checkout links are the configured URLs in a new tab', async ({
    page,
  }) => {
    const config = await publicConfig(page);
    await page.goto(url('/purchase'));
    const header = page.getByRole('banner');
    await expect(header.getByRole('link')).toHaveCount(1);
    await expect(header.getByRole('button')).toHaveCount(0);
    const plans = config.marketplace.plans;
    for (const [name, plan] of [
      ['College Football', plans.cfbMonthly],
      ['All-Access', plans.allAccessMonthly],
      ['Pro Football', plans.nflMonthly],
    ] as const) {
      const card = page.getByRole('article', { name });
      await expect(card.getByText(plan.price)).toBeVisible();
      const link = card.getByRole('link', { name: `Choose ${name}` });
      await expect(link).toHaveAttribute('href', plan.url);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    await expect(page.getByRole('article', { name: 'All-Access' }).getByText('Popular')).toBeVisible();
  });

  test('/success?license_key=… removes the key from the URL and logs in with it', async ({ page }) => {
    const events: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/events')) events.push(request.postData() ?? '');
    });
    await page.goto(url(`/success?license_key=${env.licenseKey}`));
    await expect(page.getByRole('heading', { name: 'Your license key is ready' })).toBeVisible();
    await expect(page).toHaveURL(url('/success'));
    await expect(page.getByText(env.licenseKey.slice(-4), { exact: true })).toBeVisible();
    expect(await page.locator('body').innerText()).not.toContain(env.licenseKey);
    await expect.poll(() => events.filter((e) => e.includes('purchase_completed')).length).toBe(1);
    expect(events.join('')).not.toContain(env.licenseKey);
    await screenshotBoth(page, 'content-success-with-key');

    // Going back does not bring the key back: the history entry itself was rewritten.
    expect(await page.evaluate(() => window.location.search)).toBe('');

    await page.getByRole('button', { name: 'Log In with This Key' }).click();
    await expect(page).toHaveURL(url('/dashboard'));
    await expect(page.getByText('Login Successful').first()).toBeVisible();
    await expect(page.getByText('Account Status').first()).toBeVisible();
  });

  test('/support mailto and the help cards', async ({ page }) => {
    const config = await publicConfig(page);
    await page.goto(url('/support'));
    const mail = page.getByRole('link', { name: 'Email Support' });
    await expect(mail).toHaveAttribute(
      'href',
      new RegExp(`^mailto:${config.supportEmail.replace('.', '\\.')}\\?`),
    );
    await expect(page.getByRole('link', { name: 'Send a Support Request' })).toHaveAttribute(
      'href',
      /^mailto:/,
    );
    await page.getByRole('link', { name: /Setup guide/ }).click();
    await expect(page).toHaveURL(url('/success'));
    await page.goto(url('/support'));
    await page
      .getByRole('link', { name: /Terms of Service/ })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(17);
  });

  test('/affiliate commission follows the configured All-Access price; joins in a new tab', async ({
    page,
  }) => {
    const config = await publicConfig(page);
    await page.goto(url('/affiliate'));
    await expect(
      page.getByText(`on every ${config.marketplace.plans.allAccessMonthly.price} All-Access`),
    ).toBeVisible();
    const join = page.getByRole('link', { name: 'Join the Affiliate Program' });
    await expect(join).toHaveAttribute('href', config.marketplace.affiliateUrl);
    await expect(join).toHaveAttribute('target', '_blank');
  });
});
