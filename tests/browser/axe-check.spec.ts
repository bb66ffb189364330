/**
 * The accessibility check every journey relies on (support.ts expectAccessible) fails on a serious
 * violation in both of the ways it runs axe: in the page itself (a page with no frames) and with the
 * full frame-by-frame run (a page with a frame), including a violation inside that frame.
 */
import { expect, test } from '@playwright/test';
import { expectAccessible } from './support';

// Low-contrast text (color-contrast, serious) and an image with no text alternative (image-alt, critical).
const VIOLATIONS = `
  <p style="color:#777;background:#888">Fair line 24.5</p>
  <img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="20" height="20">`;
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><title>axe check</title></head><body><main><h1>Check</h1>${body}</main></body></html>`;

test('a page with no frames: a violation fails the check', async ({ page: browserPage }) => {
  await browserPage.setContent(page(VIOLATIONS));
  expect(browserPage.frames()).toHaveLength(1);
  const failure = await expectAccessible(browserPage, 'no frames').catch((error: Error) => error);
  expect(String(failure)).toMatch(/color-contrast \(serious\)/);
  expect(String(failure)).toMatch(/image-alt \(critical\)/);
});

test('a page with a frame: a violation inside the frame fails the check', async ({ page: browserPage }) => {
  await browserPage.setContent(
    page(`<iframe title="Panel" srcdoc="${page(VIOLATIONS).replace(/"/g, '&quot;')}"></iframe>`),
  );
  await expect.poll(() => browserPage.frames().length).toBe(2);
  await expect(browserPage.frameLocator('iframe').getByText('Fair line 24.5')).toBeVisible();
  const failure = await expectAccessible(browserPage, 'with a frame').catch((error: Error) => error);
  expect(String(failure)).toMatch(/image-alt \(critical\)/);
});

test('a clean page passes in both runs', async ({ page: browserPage }) => {
  const clean = '<p>Fair line 24.5</p>';
  await browserPage.setContent(page(clean));
  await expectAccessible(browserPage, 'clean, no frames');
  await browserPage.setContent(
    page(`<iframe title="Panel" srcdoc="${page(clean).replace(/"/g, '&quot;')}"></iframe>`),
  );
  await expect.poll(() => browserPage.frames().length).toBe(2);
  await expect(browserPage.frameLocator('iframe').getByText('Fair line 24.5')).toBeVisible();
  await expectAccessible(browserPage, 'clean, with a frame');
});
