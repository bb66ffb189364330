/**
 * The overlay on real sportsbook host names, offline: local HTTPS pages with strict CSPs under
 * sportsbook.draftkings.com, sportsbook.caesars.com and sportsbook.fanduel.com (mapped to
 * 127.0.0.1), each running a hostile script of its own that records what it can see
 * (sportsbook-server.ts). The server runs WITHOUT CORS_ORIGINS.
 *
 * - The browser extension (unpacked, built for this server in global setup) in a persistent
 *   context: the panel in a closed shadow root, the popup, the options page, a blocked site.
 * - The bookmarklet, as the landing page builds it, on a page that allows our frame and on one
 *   whose CSP forbids it.
 *
 * A closed shadow root is invisible to page scripts and to Playwright's locators, so the panel is
 * driven like a user would (real mouse clicks, real typing) with the DevTools protocol finding
 * the elements (`DOM.getDocument` with `pierce`).
 */
import {
  chromium,
  expect,
  test,
  type BrowserContext,
  type CDPSession,
  type Page,
  type Worker,
} from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';
import { browserEnv, EXTENSION_STORES } from './browser-env';
import {
  SPORTSBOOK_HOSTS,
  sportsbookBrowserArgs,
  startSportsbookServer,
  type PageSaw,
  type SportsbookServer,
} from './sportsbook-server';
import {
  expectAccessible,
  screenshotBoth,
  screenshotElementBoth,
  skipOnboarding,
  VIEWPORTS,
  watchConsole,
} from './support';

const env = browserEnv();
const PICKS_OR_EMPTY = /\d+ high-quality picks? available|No Picks This Week/;

let sportsbook: SportsbookServer;

// The bookmarklet journeys' browser (the `page` fixture) resolves the sportsbook host names too.
test.use({
  viewport: VIEWPORTS.desktop,
  launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS, ...sportsbookBrowserArgs()] },
});

test.beforeAll(async () => {
  sportsbook = await startSportsbookServer(new URL(env.baseUrl).origin);
});

test.afterAll(async () => {
  await sportsbook.close();
});

/** What the sportsbook page itself can read: storage, cookies, markup, and what its script saw. */
async function whatThePageSees(page: Page): Promise<string> {
  return page.evaluate(() => {
    const dump = (storage: Storage) =>
      Array.from(
        { length: storage.length },
        (_, i) => `${storage.key(i)}=${storage.getItem(storage.key(i)!)}`,
      );
    const saw = (window as unknown as { __pageSaw: unknown }).__pageSaw;
    return JSON.stringify({
      local: dump(localStorage),
      session: dump(sessionStorage),
      cookie: document.cookie,
      html: document.documentElement.outerHTML,
      saw,
    });
  });
}

/**
 * Whether the journeys' licence already has SMS alerts (another journey may have subscribed it):
 * the overlay offers 'Get SMS Alerts!' after a verification only when it has none.
 */
async function licenceHasSms(): Promise<boolean> {
  const res = await fetch(`${env.baseUrl}/api/sms/check-license-subscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ licenseKey: env.overlayLicenseKey }),
  });
  return ((await res.json()) as { hasSubscription?: unknown }).hasSubscription === true;
}

/** How many device slots the journeys' licence holds now, as the admin's licence list counts them. */
async function devicesOfLicence(): Promise<number> {
  const res = await fetch(`${env.baseUrl}/api/admin/licenses`, {
    headers: { 'x-license-key': env.adminKey },
  });
  const { licenses } = (await res.json()) as { licenses: { keyLast4: string; devices: number }[] };
  const mine = licenses.find((l) => l.keyLast4 === env.overlayLicenseKey.slice(-4));
  if (!mine) throw new Error('the journeys licence is not in the admin list');
  return mine.devices;
}

async function pageSaw(page: Page): Promise<PageSaw> {
  return page.evaluate(() => (window as unknown as { __pageSaw: PageSaw }).__pageSaw);
}

// ---------------------------------------------------------------------------------------------
// The closed shadow root, through the DevTools protocol

interface DomNode {
  backendNodeId: number;
  attributes?: string[];
  children?: DomNode[];
  shadowRoots?: (DomNode & { shadowRootType?: string })[];
  contentDocument?: DomNode;
}

class ClosedShadow {
  private constructor(
    private readonly cdp: CDPSession,
    private readonly objectId: string,
    readonly mode: string | undefined,
  ) {}

  /** The extension's shadow root on this page, or null when the page has none. */
  static async find(page: Page): Promise<ClosedShadow | null> {
    const cdp = await page.context().newCDPSession(page);
    const { root } = (await cdp.send('DOM.getDocument', { depth: -1, pierce: true })) as { root: DomNode };
    const stack: DomNode[] = [root];
    while (stack.length > 0) {
      const node = stack.pop()!;
      const shadow = node.shadowRoots?.[0];
      if (node.attributes?.includes('data-betlens-extension') && shadow) {
        const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: shadow.backendNodeId });
        return new ClosedShadow(cdp, object.objectId!, shadow.shadowRootType);
      }
      stack.push(...(node.children ?? []), ...(node.shadowRoots ?? []));
    }
    await cdp.detach();
    return null;
  }

  private async call<T>(fn: string, ...args: unknown[]): Promise<T> {
    const { result, exceptionDetails } = await this.cdp.send('Runtime.callFunctionOn', {
      objectId: this.objectId,
      functionDeclaration: fn,
      arguments: args.map((value) => ({ value })),
      returnByValue: true,
      awaitPromise: true,
    });
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? exceptionDetails.text);
    return result.value as T;
  }

  /** The visible text of the overlay. */
  text(): Promise<string> {
    return this.call<string>('function () { return this.querySelector(".blo-root").innerText; }');
  }

  /** The centre of a button, link or tab with this accessible text, for a real mouse click. */
  private center(name: string): Promise<{ x: number; y: number } | null> {
    return this.call(
      `function (name) {
        const el = Array.from(this.querySelectorAll('button, a, [role="tab"]')).find(
          (e) => e.textContent.trim() === name || e.getAttribute('aria-label') === name,
        );
        if (!el) return null;
        el.scrollIntoView({ block: 'center' });
        const r = el.getBoundingClientRect();
        return { x: r.x + r.width / 2, y: r.y + r.height / 2 };
      }`,
      name,
    );
  }

  /**
   * A real mouse click once the element has stopped moving (two readings alike): the panel slides
   * in and re-renders as its data arrives, and a click measured mid-move lands on a neighbour.
   */
  async click(page: Page, name: string): Promise<void> {
    let point: { x: number; y: number } | null = null;
    let previous = '';
    await expect
      .poll(
        async () => {
          point = await this.center(name);
          const reading = JSON.stringify(point);
          const stable = point !== null && reading === previous;
          previous = reading;
          return stable;
        },
        { message: `button ${name} in place`, intervals: [100] },
      )
      .toBe(true);
    await page.mouse.click(point!.x, point!.y);
  }

  /** Focuses the field labelled `label` and types into it with the keyboard. */
  async type(page: Page, label: string, text: string): Promise<void> {
    const focused = await this.call<boolean>(
      `function (label) {
        const l = Array.from(this.querySelectorAll('label')).find((e) => e.textContent.trim() === label);
        const input = l && (l.htmlFor ? this.getElementById(l.htmlFor) : l.querySelector('input'));
        if (!input) return false;
        input.focus();
        return this.activeElement === input;
      }`,
      label,
    );
    expect(focused, `field ${label}`).toBe(true);
    await page.keyboard.type(text);
  }

  async expectText(pattern: string | RegExp): Promise<void> {
    await expect
      .poll(() => this.text(), { timeout: 20_000 })
      .toMatch(
        typeof pattern === 'string' ? new RegExp(pattern.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) : pattern,
      );
  }
}

// ---------------------------------------------------------------------------------------------
// The extension

test.describe('the browser extension', () => {
  test.describe.configure({ mode: 'serial' });

  let context: BrowserContext;
  let worker: Worker;
  let profile: string;
  let extensionId: string;

  test.beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'betlens-extension-profile-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM_PATH,
      // The flags ask for the new headless mode, which runs extensions.
      headless: false,
      viewport: VIEWPORTS.desktop,
      args: [
        ...CHROMIUM_FLAGS,
        `--disable-extensions-except=${env.extensionDir}`,
        `--load-extension=${env.extensionDir}`,
        ...sportsbookBrowserArgs(),
      ],
    });
    worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    extensionId = new URL(worker.url()).host;
  });

  test.afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  /** Opens the toolbar popup for the active tab, as a click on the extension's icon does. */
  async function openPopup(): Promise<Page> {
    const opened = context.waitForEvent('page');
    await worker.evaluate(async () => {
      const chrome = (
        globalThis as unknown as { chrome: { windows: { create(o: object): Promise<unknown> } } }
      ).chrome;
      const runtime = (globalThis as unknown as { chrome: { runtime: { getURL(p: string): string } } }).chrome
        .runtime;
      await chrome.windows.create({
        url: runtime.getURL('popup.html'),
        type: 'popup',
        width: 380,
        height: 640,
      });
    });
    const popup = await opened;
    await popup.waitForLoadState();
    return popup;
  }

  test('on DraftKings: the licence entered in the popup, Open BetLens, the picks, a matchup; the page sees no key', async () => {
    const page = await context.newPage();
    const console = watchConsole(page);
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.supported));
    await expect(page.getByRole('heading', { name: /Sportsbook/ })).toBeVisible();

    // The page sees one element of ours and no way into it.
    await expect
      .poll(() => page.evaluate(() => document.querySelectorAll('[data-betlens-extension]').length))
      .toBe(1);
    expect(
      await page.evaluate(() => document.querySelector('[data-betlens-extension]')!.shadowRoot),
    ).toBeNull();
    const shadow = (await ClosedShadow.find(page))!;
    expect(shadow.mode).toBe('closed');

    // The popup knows this is a supported site and takes the key.
    const popup = await openPopup();
    await expect(popup.getByText('Works on this page (DraftKings).')).toBeVisible();
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Error Please enter a license key');
    await popup.getByLabel('License Key').fill('DEADBEEF-DEADBEEF-DEADBEEF-DEADBEEF');
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.getByRole('alert')).toHaveText('Verification Failed Invalid or expired license key');
    await popup.getByLabel('License Key').fill(env.overlayLicenseKey);
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.getByText('Licensed User')).toBeVisible();
    await expect(popup.getByText(/^\d+ days? remaining$/)).toBeVisible();
    await expect(
      popup.getByText(`Key ending ${env.overlayLicenseKey.slice(-4)} · all-access plan`),
    ).toBeVisible();
    const counts = popup.getByRole('region', { name: "This Week's Picks" }).getByRole('listitem');
    await expect(counts).toHaveCount(2);
    await expect(counts.nth(0)).toContainText(/NFL · Week \d+/);
    await expect(counts.nth(0)).toContainText(PICKS_OR_EMPTY, { timeout: 20_000 });
    await expect(counts.nth(1)).toContainText(PICKS_OR_EMPTY, { timeout: 20_000 });
    await expect(popup.getByRole('link', { name: 'Open the BetLens website' })).toHaveAttribute(
      'href',
      new URL(env.baseUrl).origin,
    );
    await screenshotBoth(popup, 'extension-popup');
    await expectAccessible(popup, 'the extension popup');
    await popup.close();

    // 'Open BetLens' on the page, with a real click: the panel, already licensed.
    await page.bringToFront();
    await shadow.click(page, 'Open BetLens');
    await shadow.expectText('BetLens Weekly Expert Picks');
    await shadow.expectText('Licensed User');
    await shadow.expectText(/\d+ days? remaining/);
    await shadow.expectText(PICKS_OR_EMPTY);
    await screenshotBoth(page, 'extension-panel');

    // Analyze a matchup, typed on the keyboard into the closed shadow root.
    await shadow.click(page, 'Analyze a Matchup');
    await shadow.type(page, 'Away Team', 'Michigan');
    await shadow.type(page, 'Home Team', 'Ohio State');
    await shadow.click(page, 'Analyze Matchup');
    await shadow.expectText('Michigan @ Ohio State');
    await screenshotBoth(page, 'extension-panel-matchup');

    // Nothing of the key, the licence or the device reached the page: not its storage, not its
    // cookies, not its markup, not its wrapped fetch/XHR (no call was made through them at all),
    // and not its key listener (typing stops at the shadow root).
    const seen = await whatThePageSees(page);
    expect(seen).not.toContain(env.overlayLicenseKey);
    expect(seen).not.toContain(env.overlayLicenseKey.slice(0, 8));
    expect(seen).not.toMatch(/betlens_|journey@example\.com|Licensed User|Michigan/);
    const saw = await pageSaw(page);
    expect(saw.requests).toEqual([]);
    expect(saw.keys).toEqual([]);
    expect(saw.messages).toEqual([]);
    // The key was typed in the popup: the page's capture listeners heard the team names typed in
    // the panel, and nothing of the key.
    expect(saw.captured.join('')).not.toContain(env.overlayLicenseKey.slice(0, 8));

    // Escape closes the panel; the button is there for next time.
    await page.keyboard.press('Escape');
    await expect.poll(() => shadow.text()).not.toContain('Weekly Expert Picks');
    await shadow.expectText('Open BetLens');
    await screenshotBoth(page, 'extension-launcher');
    expect(console.problems).toEqual([]);
  });

  test('the panel takes no key: it says where to enter it, and updates when the key is entered in the popup', async () => {
    // Start without a licence: remove it in the popup.
    const page = await context.newPage();
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.supported));
    await expect.poll(() => ClosedShadow.find(page).then((s) => s !== null)).toBe(true);
    let popup = await openPopup();
    await popup.getByRole('button', { name: 'Remove this key from the extension' }).click();
    await expect(popup.getByLabel('License Key')).toBeVisible();
    // The popup can also open the panel on the page.
    await popup.getByRole('button', { name: 'Open BetLens on this page' }).click();
    await page.bringToFront();

    const shadow = (await ClosedShadow.find(page))!;
    await shadow.expectText('Sign Up for Your FREE 7-Day Trial');
    await screenshotBoth(page, 'extension-panel-gate');
    await shadow.click(page, 'Already have a license key? Enter it here');
    await shadow.expectText(
      "your license key is entered only in the BetLens extension, never on a sportsbook's page",
    );
    await shadow.expectText("Click the BetLens icon in your browser's toolbar");
    await screenshotBoth(page, 'extension-panel-key-hint');
    // No field to type a key into, anywhere in the panel.
    expect(await shadow.text()).not.toMatch(/XXXXXXXX/);

    // 'Open BetLens settings' opens the options page, which takes the key too.
    const optionsOpened = context.waitForEvent('page', (p) => p.url().endsWith('/options.html'));
    await shadow.click(page, 'Open BetLens settings');
    const options = await optionsOpened;
    await expect(options.getByLabel('License Key')).toBeVisible();
    await options.close();

    // The key entered in the popup: the open panel updates by itself.
    popup = await openPopup();
    await popup.getByLabel('License Key').fill(env.overlayLicenseKey);
    await popup.getByRole('button', { name: 'Verify' }).click();
    await expect(popup.getByText('Licensed User')).toBeVisible();
    await popup.close();
    await page.bringToFront();
    await shadow.expectText('Licensed User');
    await shadow.expectText(PICKS_OR_EMPTY);

    const seen = await whatThePageSees(page);
    expect(seen).not.toContain(env.overlayLicenseKey);
    expect(seen).not.toContain(env.overlayLicenseKey.slice(0, 8));
    expect(await pageSaw(page)).toEqual({ requests: [], keys: [], messages: [], captured: [] });
  });

  test('on Caesars (a blocked site): no button, and the popup says it is not supported', async () => {
    const page = await context.newPage();
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.blocked));
    await expect(page.getByRole('heading', { name: /Sportsbook/ })).toBeVisible();
    const popup = await openPopup();
    await expect(popup.getByText('BetLens is not supported on this site.')).toBeVisible();
    await expect(
      popup.getByText(/It works on DraftKings, FanDuel and BetMGM sportsbook pages\./),
    ).toBeVisible();
    // The licence saved before is still there: the popup shows its status.
    await expect(popup.getByText('Licensed User')).toBeVisible();
    await screenshotBoth(popup, 'extension-popup-unsupported');
    await popup.close();
    // The content script never ran here (on DraftKings its element is there by now).
    expect(await page.evaluate(() => document.querySelectorAll('[data-betlens-extension]').length)).toBe(0);
    expect(await ClosedShadow.find(page)).toBeNull();
    expect(await pageSaw(page)).toEqual({ requests: [], keys: [], messages: [], captured: [] });
  });

  test('the options page shows the server it uses and refuses an address that is not one', async () => {
    const page = await context.newPage();
    await page.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(page.getByRole('heading', { name: 'BetLens extension settings' })).toBeVisible();
    const field = page.getByLabel('Server address');
    await expect(field).toHaveValue(new URL(env.baseUrl).origin);
    await expect(page.getByText(`Default: ${new URL(env.baseUrl).origin}`)).toBeVisible();
    await field.fill('not a server');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Enter a server address such as https://picks.example.com',
    );
    await screenshotBoth(page, 'extension-options');
    await expectAccessible(page, 'the extension options page');
  });
});

// ---------------------------------------------------------------------------------------------
// The bookmarklet

test.describe('the bookmarklet on a sportsbook page', () => {
  /** The code a click on the bookmark runs: the href of the landing page's own button. */
  async function bookmarkletCode(page: Page): Promise<string> {
    const landing = await page.context().newPage();
    await skipOnboarding(landing);
    await landing.goto(env.baseUrl);
    const install = landing.locator('#install');
    const button = install.locator('a[href^="javascript:"]');
    await expect(button).toHaveAttribute('href', /^javascript:/);
    // The install section offers the extension too, from its store listings.
    await expect(install.getByRole('link', { name: 'Add to Chrome' })).toHaveAttribute(
      'href',
      EXTENSION_STORES.EXTENSION_CHROME_URL,
    );
    await expect(install.getByRole('link', { name: 'Add to Firefox' })).toHaveAttribute(
      'href',
      EXTENSION_STORES.EXTENSION_FIREFOX_URL,
    );
    await screenshotElementBoth(landing, install, 'landing-install');
    const href = (await button.getAttribute('href'))!;
    await landing.close();
    return decodeURIComponent(href.slice('javascript:'.length));
  }

  test('opens the panel in a frame of our origin: no CORS entry, and the page sees no key', async ({
    page,
  }) => {
    const code = await bookmarkletCode(page);
    // No CORS_ORIGINS on this server: another origin's call would be refused.
    const preflight = await page.request.fetch(`${env.baseUrl}/api/auth/verify-license`, {
      method: 'OPTIONS',
      headers: {
        origin: `https://${SPORTSBOOK_HOSTS.bookmarklet}`,
        'access-control-request-method': 'POST',
      },
    });
    expect(preflight.headers()['access-control-allow-origin']).toBeUndefined();

    const console = watchConsole(page);
    const devicesBefore = await devicesOfLicence();
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.bookmarklet, '/frames-allowed'));
    await page.getByRole('button', { name: 'Place bet' }).focus();
    await page.evaluate(code);
    const iframe = page.locator('iframe[title="BetLens picks"]');
    await expect(iframe).toBeVisible();
    const frame = page.frameLocator('iframe[title="BetLens picks"]');
    const gate = frame.getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' });
    await expect(gate).toBeVisible();
    // The frame is our origin's page, not something the page can reach into.
    expect(await page.evaluate(() => document.querySelector('iframe')!.contentDocument)).toBeNull();

    // The key is typed in a first-party window of ours, not in the frame on the sportsbook's page.
    const signInOpened = page.context().waitForEvent('page');
    await gate.getByRole('button', { name: 'Already have a license key? Enter it here' }).click();
    const signIn = await signInOpened;
    await expect(signIn).toHaveURL(`${new URL(env.baseUrl).origin}/overlay-sign-in`);
    await expect(frame.getByRole('dialog', { name: 'Enter License Key' })).toContainText(
      'Enter your key in the BetLens sign-in window',
    );
    await expect(signIn.getByRole('heading', { name: 'BetLens sign-in' })).toBeVisible();
    await screenshotBoth(signIn, 'bookmarklet-sign-in-window');
    await signIn.getByLabel('License Key').pressSequentially(env.overlayLicenseKey);
    const smsOffered = !(await licenceHasSms());
    await signIn.getByRole('button', { name: 'Verify' }).click();
    await expect(signIn.getByText(/^Signed in\./)).toBeVisible();
    const panel = frame.getByRole('dialog', { name: /Weekly Expert Picks$/ });
    await expect(panel.getByText('License verified successfully!')).toBeVisible();
    if (smsOffered) {
      await frame
        .getByRole('dialog', { name: 'Get SMS Alerts!' })
        .getByRole('button', { name: 'Skip' })
        .click();
    }
    await expect(panel.getByText('Licensed User')).toBeVisible();
    await expect(panel.getByText(PICKS_OR_EMPTY)).toBeVisible({ timeout: 20_000 });
    // The sign-in window and the frame are one device: the window hands the frame the site's id.
    const devicesAfterSignIn = await devicesOfLicence();
    expect(devicesAfterSignIn - devicesBefore).toBeLessThanOrEqual(1);
    await screenshotBoth(page, 'bookmarklet-frame-picks');

    const seen = await whatThePageSees(page);
    expect(seen).not.toContain(env.overlayLicenseKey);
    expect(seen).not.toContain(env.overlayLicenseKey.slice(0, 8));
    const saw = await pageSaw(page);
    expect(saw.requests).toEqual([]);
    expect(saw.keys).toEqual([]);
    expect(saw.captured).toEqual([]);
    // The frame told the page it was ready and open, and nothing more.
    const ours = new URL(env.baseUrl).origin;
    expect(saw.messages).toEqual([
      `${ours} {"source":"betlens-overlay","type":"ready"}`,
      `${ours} {"source":"betlens-overlay","type":"opened"}`,
    ]);

    // Escape closes the panel: the frame hides and focus goes back to the page.
    await panel.press('Escape');
    await expect(iframe).toBeHidden();
    await expect(page.getByRole('button', { name: 'Place bet' })).toBeFocused();
    // A second click re-opens the same frame, still licensed. (This test browser, like a private
    // window, refuses storage to framed pages: the frame kept the licence in its memory.)
    await page.evaluate(code);
    await expect(iframe).toBeVisible();
    await expect(panel.getByText('Licensed User')).toBeVisible();
    expect(await page.locator('iframe').count()).toBe(1);
    expect(console.problems).toEqual([]);

    // The sign-in window closes itself a moment after handing the licence over. Until it has, a new
    // sign-in would reuse it (one named window) instead of opening one: on a fast machine the steps
    // above take less than that moment.
    if (!signIn.isClosed()) await signIn.waitForEvent('close');
    // The next page view (storage refused to the frame: the licence in its memory is gone) takes
    // the licence from the sign-in window without typing the key again.
    await page.reload();
    await page.evaluate(code);
    const again = page.context().waitForEvent('page');
    await frame
      .getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' })
      .getByRole('button', { name: 'Already have a license key? Enter it here' })
      .click();
    const second = await again;
    await second.getByRole('button', { name: 'Use this license' }).click();
    await expect(panel.getByText('Licensed User')).toBeVisible();
    await expect(panel.getByText(PICKS_OR_EMPTY)).toBeVisible({ timeout: 20_000 });
    // Storage refused to the frame, yet the repeated view took no new device slot.
    expect(await devicesOfLicence()).toBe(devicesAfterSignIn);
  });

  test('a page that defines window.__betlensOverlay gets no say: the real frame opens, not its prompt', async ({
    page,
  }) => {
    const code = await bookmarkletCode(page);
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.bookmarklet, '/frames-allowed'));
    await page.evaluate(() => {
      (window as unknown as Record<string, unknown>).__betlensOverlay = {
        open() {
          const fake = document.createElement('div');
          fake.id = 'fake-prompt';
          fake.textContent = 'Enter your BetLens license key';
          document.body.append(fake);
        },
      };
    });
    await page.evaluate(code);
    await expect(page.locator('iframe[title="BetLens picks"]')).toBeVisible();
    await expect(
      page
        .frameLocator('iframe[title="BetLens picks"]')
        .getByRole('dialog', { name: 'Sign Up for Your FREE 7-Day Trial' }),
    ).toBeVisible();
    await expect(page.locator('#fake-prompt')).toHaveCount(0);
  });

  test("says in one line, pointing to the extension, when the page's CSP forbids the frame", async ({
    page,
  }) => {
    const code = await bookmarkletCode(page);
    await page.goto(sportsbook.url(SPORTSBOOK_HOSTS.bookmarklet));
    await page.evaluate(code);
    const notice = page.getByRole('alert');
    await expect(notice).toHaveText(
      "This site's security settings block the BetLens bookmarklet. Use the BetLens browser extension instead×",
    );
    await expect(
      notice.getByRole('link', { name: 'Use the BetLens browser extension instead' }),
    ).toHaveAttribute('href', `${new URL(env.baseUrl).origin}/#install`);
    await expect(page.locator('iframe')).toHaveCount(0);
    await screenshotBoth(page, 'bookmarklet-csp-blocked');
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toBeHidden();
  });
});
