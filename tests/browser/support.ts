import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const SHOTS = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');

/**
 * Waits until the page has laid itself out: two animation frames (a resize or a scroll renders on
 * the next frame, and a resize listener's React update on the one after).
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

export interface ScreenshotOptions {
  /** Folder under artifacts/ (default artifacts/screenshots). */
  dir?: string;
  /** Only this element (a page section), else the page. */
  target?: Locator;
  /** The whole page rather than the viewport (default true; ignored with `target`). */
  fullPage?: boolean;
  /** Scroll to the top first (a fixed dialog is shot where the page was scrolled to). */
  top?: boolean;
}

/**
 * Screenshots are for a person to look at; nothing compares them. `npm run test:browser:look`
 * (BROWSER_SCREENSHOTS=1) writes them under artifacts/; other runs (CI) take none, which is most
 * of the PNG encoding a run used to spend.
 */
export const TAKE_SCREENSHOTS = process.env.BROWSER_SCREENSHOTS === '1';

/** Writes one screenshot of the page or an element, in a run that takes them (TAKE_SCREENSHOTS). */
export async function photograph(
  target: Page | Locator,
  path: string,
  options: Parameters<Page['screenshot']>[0] = {},
): Promise<void> {
  if (!TAKE_SCREENSHOTS) return;
  mkdirSync(dirname(path), { recursive: true });
  await target.screenshot({ ...options, path });
}

/** The page does not scroll sideways at its current size (a phone screen fits it). */
export async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${what} scrolls sideways by ${overflow}px`).toBeLessThanOrEqual(0);
}

/**
 * Shows the page, or one element, at phone and desktop sizes (restoring the viewport the test had)
 * and, in a run that takes screenshots, saves `<name>-phone.png` and `<name>-desktop.png` for a
 * person to look at. Every run checks that the whole page fits the phone's width.
 */
export async function screenshotBoth(
  page: Page,
  name: string,
  options: ScreenshotOptions = {},
): Promise<void> {
  const dir = options.dir ? join(import.meta.dirname, '..', '..', 'artifacts', options.dir) : SHOTS;
  if (!TAKE_SCREENSHOTS) {
    if (options.target) return;
    const original = page.viewportSize();
    await page.setViewportSize(VIEWPORTS.phone);
    await settle(page);
    await expectNoSidewaysScroll(page, `${name} at 390×844`);
    if (original) await page.setViewportSize(original);
    return;
  }
  mkdirSync(dir, { recursive: true });
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    if (options.top) await page.evaluate(() => window.scrollTo(0, 0));
    if (options.target) await options.target.scrollIntoViewIfNeeded();
    await settle(page);
    const path = join(dir, `${name}-${label}.png`);
    // Transitions shown at their end (an edge meter filling, a drawer sliding in), as a person sees them.
    if (options.target) await options.target.screenshot({ path, animations: 'disabled' });
    else await page.screenshot({ path, fullPage: options.fullPage ?? true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves one element (a page section) at phone and desktop sizes. */
export async function screenshotElementBoth(page: Page, element: Locator, name: string): Promise<void> {
  await screenshotBoth(page, name, { target: element });
}

/**
 * No serious or critical axe violations; `exclude` (a CSS selector) leaves out what an earlier pass
 * of the same journey already checked, such as the hundredth card of one component.
 *
 * Cost (every-route.spec.ts, 27 pages, measured here): axe's default run opens a blank page per
 * check to merge its frames' results, and lists every passing node. A page with no frames has
 * nothing to merge, so it runs in the page itself (axe's "legacy" mode, which leaves only
 * cross-origin frames untested: there are none); a page with frames keeps the full run. Only
 * violations are collected, all of them. Chromium's CPU for that spec fell from 133 s to 63 s.
 * axe-check.spec.ts proves both paths still fail on a violation.
 */
export async function expectAccessible(
  page: Page,
  context: string,
  { exclude }: { exclude?: string } = {},
): Promise<void> {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode(true);
  if (exclude) builder.exclude(exclude);
  const results = await builder.analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe on ${context}`,
  ).toEqual([]);
}

/** Collects CSP violations and page errors so a journey can assert the app runs under its own CSP. */
export function watchConsole(page: Page): { problems: string[] } {
  const problems: string[] = [];
  page.on('console', (msg) => {
    const text = msg.text();
    if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(text)) problems.push(text);
  });
  page.on('pageerror', (err) => problems.push(err.message));
  return { problems };
}

/**
 * Follows the page's requests from now on, so a journey can wait until the page has fetched what
 * it will (data, lazy chunks) before it judges the page. Playwright's 'networkidle' never comes on
 * a page the service worker controls (every page after the first visit), so the requests are
 * counted here.
 */
export function watchNetwork(page: Page): { quiet: () => Promise<void> } {
  const inFlight = new Set<Request>();
  let lastChange = Date.now();
  page.on('request', (request) => {
    // Analytics posts (keepalive fetches) draw nothing, and Playwright never sees them end.
    if (new URL(request.url()).pathname === '/api/events') return;
    inFlight.add(request);
    lastChange = Date.now();
  });
  const done = (request: Request) => {
    if (inFlight.delete(request)) lastChange = Date.now();
  };
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    /** Resolves once nothing is in flight and nothing new has started for 300 ms, then lets it draw. */
    quiet: async () => {
      await expect
        .poll(() => inFlight.size === 0 && Date.now() - lastChange >= 300, {
          message: 'the page stops fetching',
          timeout: 30_000,
          intervals: [100],
        })
        .toBe(true);
      await settle(page);
    },
  };
}

/**
 * Marks onboarding as done before any page script runs, for journeys about something else (a
 * first visit otherwise opens the onboarding dialog over the landing page).
 */
export async function skipOnboarding(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.localStorage.setItem('betlens_onboarding_completed', 'true');
  });
}

/** Signs this browser in the way the login dialog does: the verify call (cookie) and the stored key. */
export async function signIn(page: Page, baseUrl: string, key: string): Promise<void> {
  await page.goto(`${baseUrl}/404-sign-in-first`);
  const verified = await page.evaluate(async (licenseKey) => {
    const res = await fetch('/api/auth/verify-license', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ licenseKey }),
      credentials: 'include',
    });
    const body = (await res.json()) as { license?: object };
    localStorage.setItem('betlens_license', JSON.stringify({ ...body.license, licenseKey }));
    localStorage.setItem('betlens_license_key', licenseKey);
    return res.ok;
  }, key);
  expect(verified).toBe(true);
}

let issued = 0;
/**
 * A licence of a journey's own, issued through the admin API (the way the operator issues one), so
 * its device slots and its state are the journey's alone. Returns the key (shown once) and the id.
 */
export async function issueLicence(
  request: APIRequestContext,
  env: { readonly baseUrl: string; readonly adminKey: string },
  label: string,
  { plan = 'all-access', days = 30 }: { plan?: string; days?: number } = {},
): Promise<{ key: string; id: string }> {
  issued++;
  const res = await request.post(`${env.baseUrl}/api/admin/licenses`, {
    headers: { 'x-license-key': env.adminKey },
    data: { email: `${label}-${Date.now()}-${issued}@example.com`, plan, days },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { licenseKey: string; license: { id: string } };
  return { key: body.licenseKey, id: body.license.id };
}

/**
 * How long before its kickoff a journey may still pick a game to act on (record a bet on it,
 * approve it, read its card): the demo slate is this week's, so late on a Saturday or on a Sunday
 * some of it has kicked off, and the clock keeps running while the journey works.
 */
const ACT_BEFORE_KICKOFF_MS = 30 * 60_000;

/** True when `game` kicks off later than ACT_BEFORE_KICKOFF_MS from now. */
export function kicksOffLater(game: { commenceTime: string }): boolean {
  return Date.parse(game.commenceTime) > Date.now() + ACT_BEFORE_KICKOFF_MS;
}
