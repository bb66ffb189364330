import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { join } from 'node:path';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;

const SHOTS = join(import.meta.dirname, '..', '..', 'artifacts', 'screenshots');

/** Saves the page at phone and desktop sizes (restoring the viewport the test had). */
export async function screenshotBoth(page: Page, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150);
    await page.screenshot({ path: join(SHOTS, `${name}-${label}.png`), fullPage: true });
  }
  if (original) await page.setViewportSize(original);
}

/** Saves one element (a page section) at phone and desktop sizes. */
export async function screenshotElementBoth(page: Page, element: Locator, name: string): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await element.scrollIntoViewIfNeeded();
    await page.waitForTimeout(150);
    await element.screenshot({ path: join(SHOTS, `${name}-${label}.png`) });
  }
  if (original) await page.setViewportSize(original);
}

/** No serious or critical axe violations. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
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
