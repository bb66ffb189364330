import { expect, test, type Locator, type Page } from '@playwright/test';
import { browserEnv } from './browser-env';
import { expectAccessible, screenshotBoth, VIEWPORTS, watchConsole } from './support';

const env = browserEnv();
const url = (path: string) => `${env.baseUrl}${path}`;

const PAGE_STYLE_PROPS = [
  'fontFamily',
  'fontSize',
  'lineHeight',
  'color',
  'backgroundColor',
  'letterSpacing',
] as const;

/** The computed styles that an overlay leaking CSS would change. */
async function pageStyles(page: Page): Promise<Record<string, string>[]> {
  return page.evaluate(async (props) => {
    const probes = [
      document.body,
      document.querySelector('h1'),
      document.querySelector('main p'),
      document.querySelector('main button'),
    ];
    // The clicked button's hover transition may still be running; read the settled values.
    await Promise.all(probes.flatMap((element) => element?.getAnimations().map((a) => a.finished) ?? []));
    return probes.map((element) => {
      if (!element) throw new Error('probe element missing');
      const style = getComputedStyle(element);
      return Object.fromEntries(props.map((p) => [p, style[p]]));
    });
  }, PAGE_STYLE_PROPS);
}

/** Computed style of an element inside the overlay's shadow root. */
async function overlayStyle(page: Page, selector: string, prop: string): Promise<string> {
  return page.evaluate(
    ({ selector, prop }) => {
      const host = document.querySelector('[data-betlens-overlay]');
      const element = host?.shadowRoot?.querySelector(selector);
      if (!element) throw new Error(`${selector} not found in the overlay`);
      return getComputedStyle(element).getPropertyValue(prop);
    },
    { selector, prop },
  );
}

async function expectPicksOrEmpty(panel: Locator) {
  // The offline replay prices real games; whether this week has quality picks depends on the data.
  await expect(
    panel.getByText(/^\d+ high-quality picks? available$/).or(panel.getByText('No Picks This Week')),
  ).toBeVisible({ timeout: 20_000 });
}

test.describe('the overlay on /demo', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('Open Analysis → licence gate → verify → SMS skip → picks → College → details → Escape', async ({
    page,
  }) => {
    // The longest journey here (five pairs of screenshots, four axe runs, a priced matchup).
    test.setTimeout(120_000);
    const console = watchConsole(page);
    const response = await page.goto(url('/demo'));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'College Football Central' })).toBeVisible();
    await expect(page).toHaveTitle(/^College Football Central \(Demo\) \| /);
    const board = page.getByRole('region', { name: 'Featured College Games' });
    await expect(board.getByRole('article')).toHaveCount(3);
    await expect(board.getByText('Sample', { exact: true })).toHaveCount(3);
    await expect(
      page.getByRole('region', { name: 'Use it on your sportsbook' }).getByRole('listitem'),
    ).toHaveCount(3);
    // The page itself is photographed by every-route.spec.ts (route-demo-*.png); here, the overlay.
    await expectAccessible(page, '/demo');
    const stylesBefore = await pageStyles(page);

    // No licence stored: the gate opens over the panel.
    const open = page.getByRole('button', { name: 'Open Analysis' });
    await open.click();
    const panel = page.getByRole('dialog', { name: /Weekly Expert Picks$/ });
    await expect(panel).toBeVisible();
    const gate = page.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' });
    await expect(gate).toBeVisible();
    const config = (await (await page.request.get(url('/api/public-config'))).json()) as {
      marketplace: { trialUrl: string };
    };
    const trial = gate.getByRole('link', { name: 'Start FREE 7-Day All-Access Trial' });
    await expect(trial).toHaveAttribute('href', config.marketplace.trialUrl);
    await expect(trial).toHaveAttribute('target', '_blank');
    await expect(trial).toBeFocused();

    // Isolation: the page looks exactly as before; the overlay is styled from its own sheet.
    expect(await pageStyles(page)).toEqual(stylesBefore);
    expect(await overlayStyle(page, '.blo-panel', 'width')).toBe('420px');
    expect(await overlayStyle(page, '.blo-panel', 'background-color')).toBe('rgb(2, 6, 23)');
    expect(await overlayStyle(page, '.blo-sheet-title', 'font-size')).toBe('20px');
    expect(await overlayStyle(page, '.blo-button-primary', 'background-color')).toBe('rgb(16, 185, 129)');
    const sheets = await page.evaluate(() => ({
      page: document.adoptedStyleSheets.length,
      overlay: document.querySelector('[data-betlens-overlay]')?.shadowRoot?.adoptedStyleSheets.length,
    }));
    expect(sheets).toMatchObject({ page: 0, overlay: 1 });
    await screenshotBoth(page, 'demo-overlay-gate');
    await expectAccessible(page, '/demo with the licence gate open');

    // Enter a key: blank, wrong, then the real one.
    await gate.getByRole('button', { name: 'Already have a license key? Enter it here' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Enter License Key' });
    const keyInput = keyDialog.getByLabel('License Key');
    await expect(keyInput).toBeFocused();
    const toasts = panel.getByRole('region', { name: 'Notifications', exact: true });
    await keyDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts.getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts.getByText('Please enter a license key')).toBeVisible();

    await keyInput.fill('DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await keyDialog.getByRole('button', { name: 'Verify' }).click();
    await expect(toasts.getByText('Verification Failed')).toBeVisible();
    await expect(toasts.getByText('Invalid or expired license key')).toBeVisible();

    await keyInput.fill(env.overlayLicenseKey);
    await keyInput.press('Enter');
    await expect(toasts.getByText('Success', { exact: true })).toBeVisible();
    await expect(toasts.getByText('License verified successfully!')).toBeVisible();
    await expect(keyDialog).toBeHidden();

    // A new licence has no SMS alerts yet: the opt-in is offered.
    const sms = page.getByRole('dialog', { name: 'Get SMS Alerts!' });
    await expect(sms).toBeVisible();
    await expect(sms.getByLabel('Phone Number')).toBeFocused();
    await screenshotBoth(page, 'demo-overlay-sms');
    await sms.getByRole('button', { name: 'Skip' }).click();
    await expect(sms).toBeHidden();

    await expect(panel.getByText('Licensed User')).toBeVisible();
    await expect(panel.getByText(/^\d+ days? remaining$/)).toBeVisible();
    await expect(panel.getByText(/^Curated high-quality picks for Week \d+$/)).toBeVisible();
    await expectPicksOrEmpty(panel);
    await expect(panel.getByText('Weekly picks updated Tuesdays & Thursdays')).toBeVisible();
    await screenshotBoth(page, 'demo-overlay-nfl');

    await panel.getByRole('tab', { name: 'College' }).click();
    await expect(panel.getByRole('tab', { name: 'College' })).toHaveAttribute('aria-selected', 'true');
    await expectPicksOrEmpty(panel);
    const detailButtons = panel.getByRole('button', { name: 'Detailed Analysis' });
    if ((await detailButtons.count()) > 0) {
      await detailButtons.first().click();
      await expect(panel.getByRole('button', { name: 'Hide Details' }).first()).toHaveAttribute(
        'aria-expanded',
        'true',
      );
      // Offline there is no AI writer: the explanation is the model's notes (features.spec.ts).
      await expect(panel.getByRole('heading', { name: 'Model notes' }).first()).toBeVisible();
    }
    await screenshotBoth(page, 'demo-overlay-open');
    await expectAccessible(page, '/demo with the overlay panel open');
    expect(await pageStyles(page)).toEqual(stylesBefore);

    // Type a matchup, as on a sportsbook page: an unknown name first, then the server's suggestion.
    await panel.getByRole('button', { name: 'Analyze a Matchup' }).click();
    await panel.getByLabel('Away Team').fill('Michgan');
    await panel.getByLabel('Home Team').fill('Ohio State');
    await panel.getByRole('button', { name: 'Analyze Matchup' }).click();
    const problem = panel.getByRole('alert');
    await expect(problem).toContainText("awayTeam 'Michgan' is not a college team");
    await problem.getByRole('button', { name: 'Michigan', exact: true }).click();
    await expect(panel.getByLabel('Away Team')).toHaveValue('Michigan');
    await panel.getByLabel('Neutral site').check();
    await panel.getByRole('button', { name: 'Analyze Matchup' }).click();
    const analysis = panel.getByRole('article', { name: 'Michigan @ Ohio State' });
    // Pricing a matchup takes 5-15 s normally (support's own words), longer on a busy machine.
    await expect(analysis).toBeVisible({ timeout: 30_000 });
    await expect(
      analysis.locator('[data-pick-line]').or(analysis.getByText('No recommendation available')),
    ).toBeVisible();
    await screenshotBoth(page, 'demo-overlay-matchup');
    await expectAccessible(page, '/demo with a matchup analysed');

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(open).toBeFocused();
    expect(console.problems).toEqual([]);
  });

  test("the page's own CSS does not reach into the overlay", async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(url('/demo'));
    // A hostile page stylesheet (a constructed one, which the site's CSP allows).
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(
        'button, p, h2, div { color: rgb(255, 0, 0) !important; font-family: serif !important; ' +
          'background: rgb(255, 255, 0) !important; font-size: 40px !important; }',
      );
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    });
    await page.getByRole('button', { name: 'Open Analysis' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeVisible();
    expect(await overlayStyle(page, '.blo-sheet-title', 'color')).toBe('rgb(255, 255, 255)');
    expect(await overlayStyle(page, '.blo-sheet-title', 'font-size')).toBe('20px');
    expect(await overlayStyle(page, '.blo-sheet-title', 'font-family')).not.toBe('serif');
    expect(await overlayStyle(page, '.blo-sheet-title', 'font-family')).toContain('system-ui');
    expect(await overlayStyle(page, '.blo-link-button', 'background-color')).toBe('rgba(0, 0, 0, 0)');
    expect(await overlayStyle(page, '.blo-panel', 'background-color')).toBe('rgb(2, 6, 23)');
    expect(console.problems).toEqual([]);
  });

  test('on a 390×844 phone the picks list gets at least 60% of the height (issue 22)', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(url('/demo'));
    // Verified in this browser (its device cookie), and the licence stored as the overlay keeps it.
    const verified = await page.request.post(url('/api/auth/verify-license'), {
      data: { licenseKey: env.overlayLicenseKey },
    });
    expect(verified.ok()).toBe(true);
    const { license } = (await verified.json()) as { license: Record<string, unknown> };
    await page.evaluate(
      ({ license, key }) => {
        localStorage.setItem('betlens_license', JSON.stringify({ ...license, licenseKey: key }));
        localStorage.setItem('betlens_license_key', key);
      },
      { license, key: env.overlayLicenseKey },
    );
    await page.reload();
    await page.getByRole('button', { name: 'Open Analysis' }).click();
    const panel = page.getByRole('dialog', { name: /Weekly Expert Picks$/ });
    await expect(panel.getByText('Licensed User')).toBeVisible();
    await expectPicksOrEmpty(panel);
    // The list's area: the tab panel (count line and scrolling list) between the tabs and the footer.
    const height = await page.evaluate(() => {
      const root = document.querySelector('[data-betlens-overlay]')?.shadowRoot;
      const list = root?.querySelector('.blo-list-scroll') ?? root?.querySelector('.blo-tabpanel');
      return list?.getBoundingClientRect().height ?? 0;
    });
    expect(height).toBeGreaterThanOrEqual(0.6 * VIEWPORTS.phone.height);
  });

  test('on a phone the panel takes the full width', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(url('/demo'));
    await page.getByRole('button', { name: 'Open Analysis' }).click();
    await expect(page.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })).toBeVisible();
    expect(await overlayStyle(page, '.blo-panel', 'width')).toBe(`${VIEWPORTS.phone.width}px`);
  });
});
