/**
 * Renders the app icons (PWA manifest, Apple touch icon) and the browser extension's icons
 * (extension/icons) from src/web/public/favicon.svg with the Debian Chromium, so no image tool is
 * needed: `npx tsx scripts/make-icons.ts`. The PNGs are committed; run this again only when the
 * mark changes.
 */
import { chromium } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium';
import { EXTENSION_ICON_SIZES } from '../src/extension/manifest';

const ROOT = join(import.meta.dirname, '..');
const OUT = join(ROOT, 'src', 'web', 'public', 'icons');
const EXTENSION_OUT = join(ROOT, 'extension', 'icons');
const mark = readFileSync(join(ROOT, 'src', 'web', 'public', 'favicon.svg'), 'utf8');

/** `any` icons use the rounded mark as is; maskable ones sit in the 80% safe zone on a full bleed. */
const ICONS = [
  { file: join(OUT, 'icon-192.png'), size: 192, maskable: false },
  { file: join(OUT, 'icon-512.png'), size: 512, maskable: false },
  { file: join(OUT, 'icon-maskable-512.png'), size: 512, maskable: true },
  { file: join(OUT, 'apple-touch-icon-180.png'), size: 180, maskable: true },
  ...EXTENSION_ICON_SIZES.map((size) => ({
    file: join(EXTENSION_OUT, `icon-${size}.png`),
    size,
    maskable: false,
  })),
];

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  for (const icon of ICONS) {
    const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
    const inner = icon.maskable ? Math.round(icon.size * 0.7) : icon.size;
    const background = icon.maskable ? '#020617' : 'transparent';
    await page.setContent(
      `<html><body style="margin:0;background:${background};display:grid;place-items:center;height:100vh">` +
        `<div style="width:${inner}px;height:${inner}px">${mark.replace('<svg ', '<svg width="100%" height="100%" ')}</div>` +
        `</body></html>`,
    );
    await page.screenshot({ path: icon.file, omitBackground: !icon.maskable });
    await page.close();
  }
} finally {
  await browser.close();
}
console.log(`Icons written to ${OUT} and ${EXTENSION_OUT}`);
