import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { Database } from '../../src/server/db/open-database';
import { makeTestApp, type TestApp } from '../helpers/test-app';
import { testDatabaseKinds } from '../helpers/databases';

/** How the built single-page app is served: every known page gets index.html, others a 404 status. */
describe('serving the web app', () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'betlens-web-'));
  let database: Database;
  let t: TestApp;

  beforeAll(async () => {
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(
      join(webRoot, 'index.html'),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>BetLens</title><div id="root"></div>' +
        `<!-- ${'a page larger than the 1 KB compression threshold '.repeat(30)} -->`,
    );
    writeFileSync(join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1)');
    // What scripts/precompress-web.ts writes next to a built asset.
    writeFileSync(join(webRoot, 'assets', 'bundle-def456.js'), 'console.log(2);'.repeat(200));
    writeFileSync(
      join(webRoot, 'assets', 'bundle-def456.js.br'),
      brotliCompressSync('console.log(2);'.repeat(200)),
    );
    writeFileSync(join(webRoot, 'favicon.svg'), '<svg/>');
    writeFileSync(join(webRoot, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    writeFileSync(join(webRoot, 'manifest.webmanifest'), '{"name":"BetLens"}');
    writeFileSync(join(webRoot, 'bookmarklet.js'), '(function(){})();');
    writeFileSync(
      join(webRoot, 'overlay-frame.html'),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>BetLens picks</title>',
    );
    writeFileSync(
      join(webRoot, 'landing.html'),
      '<!doctype html><meta name="csp-nonce" content="__CSP_NONCE__"><title>BetLens</title>' +
        '<div id="root"><h1>Decide in 30 seconds</h1></div>',
    );
    database = await testDatabaseKinds()[0]!.open();
    t = await makeTestApp(database, { deps: { webRoot } });
  });
  afterAll(async () => {
    await t.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves index.html on / and on every app route, uncached, with the security headers', async () => {
    for (const path of ['/', '/dashboard', '/betting-101', '/dashboard/']) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.statusCode, path).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const home = await t.app.inject({ method: 'GET', url: '/' });
    const nonce = /content="([0-9a-f]{32})"/.exec(home.body)?.[1];
    expect(nonce).toBeDefined();
    expect(home.headers['content-security-policy']).toContain(`style-src 'self' 'nonce-${nonce}'`);
    const again = await t.app.inject({ method: 'GET', url: '/' });
    expect(again.body).not.toContain(nonce);
    expect((await t.app.inject({ method: 'GET', url: '/index.html' })).body).not.toContain('__CSP_NONCE__');
    expect(home.headers['content-security-policy']).toContain("script-src 'self'");
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(home.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the API its own short security headers: nothing loads from JSON, nobody frames it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    // Page-only headers stay off JSON answers.
    expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    expect(res.headers['x-dns-prefetch-control']).toBeUndefined();
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it("serves the bookmarklet's frame page framable by https pages only, and nothing else", async () => {
    const frame = await t.app.inject({ method: 'GET', url: '/overlay-frame' });
    expect(frame.statusCode).toBe(200);
    expect(frame.body).toContain('<title>BetLens picks</title>');
    const nonce = /content="([0-9a-f]{32})"/.exec(frame.body)?.[1];
    const csp = String(frame.headers['content-security-policy']);
    expect(csp).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("frame-ancestors 'self' https:");
    expect(csp).toContain("script-src 'self'");
    expect(frame.headers['x-frame-options']).toBeUndefined();
    expect(frame.headers['cache-control']).toBe('no-cache');
    // The file itself is never served raw, and every other page stays unframable.
    expect((await t.app.inject({ method: 'GET', url: '/overlay-frame.html' })).body).not.toContain(
      '__CSP_NONCE__',
    );
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(home.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it("serves the bookmarklet's sign-in window unframable, keeping its opener (our frame on a sportsbook page)", async () => {
    const page = await t.app.inject({ method: 'GET', url: '/overlay-sign-in' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>BetLens picks</title>');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('serves the prerendered landing page on / only, with its own nonce', async () => {
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.body).toContain('<h1>Decide in 30 seconds</h1>');
    const nonce = /content="([0-9a-f]{32})"/.exec(home.body)?.[1];
    expect(home.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
    const dashboard = await t.app.inject({ method: 'GET', url: '/dashboard' });
    expect(dashboard.body).toContain('<div id="root"></div>');
    // Never served raw (its nonce placeholder would show).
    const raw = await t.app.inject({ method: 'GET', url: '/landing.html' });
    expect(raw.statusCode).toBe(404);
    expect(raw.body).not.toContain('__CSP_NONCE__');
  });

  it('compresses the page for browsers that accept it, each copy with its own nonce', async () => {
    const pages = [];
    for (const accept of ['br, gzip', 'br', 'gzip']) {
      const res = await t.app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': accept } });
      expect(res.statusCode).toBe(200);
      const encoding = res.headers['content-encoding'];
      expect(encoding).toBe(accept.startsWith('br') ? 'br' : 'gzip');
      const html = (encoding === 'br' ? brotliDecompressSync : gunzipSync)(res.rawPayload).toString();
      const nonce = /content="([0-9a-f]{32})"/.exec(html)?.[1];
      expect(html).toContain('<h1>Decide in 30 seconds</h1>');
      expect(res.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      pages.push(nonce);
    }
    expect(new Set(pages).size).toBe(3);
  });

  it('serves the service worker uncached, the manifest, and the shell it precaches', async () => {
    const sw = await t.app.inject({ method: 'GET', url: '/sw.js' });
    expect(sw.statusCode).toBe(200);
    expect(sw.headers['content-type']).toContain('javascript');
    expect(sw.headers['cache-control']).toBe('no-cache');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
    // The bookmarklet loads one stable URL on sportsbook pages: revalidated, a 304 when unchanged.
    const script = await t.app.inject({ method: 'GET', url: '/bookmarklet.js' });
    expect(script.statusCode).toBe(200);
    expect(script.headers['cache-control']).toBe('no-cache');
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const again = await t.app.inject({
      method: 'GET',
      url: '/bookmarklet.js',
      headers: { 'if-none-match': String(script.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(manifest.headers['content-type']).toContain('manifest+json');
    // Workbox precaches /index.html?__WB_REVISION__=…; it must be a 200 for the install to succeed.
    const shell = await t.app.inject({ method: 'GET', url: '/index.html?__WB_REVISION__=abc' });
    expect(shell.statusCode).toBe(200);
    expect(shell.body).toContain('<div id="root">');
  });

  it('answers unknown pages with the app and a 404 status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/no-such-page?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('<div id="root">');
  });

  it('serves hashed assets with a year of caching', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await t.app.inject({ method: 'GET', url: '/favicon.svg' })).statusCode).toBe(200);
  });

  it('sends the build-time brotli copy of an asset as it is', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/bundle-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(2);'.repeat(200));
    const plain = await t.app.inject({ method: 'GET', url: '/assets/bundle-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(2);'.repeat(200));
  });

  it('compresses large responses for clients that accept it', async () => {
    writeFileSync(join(webRoot, 'assets', 'big.js'), 'x'.repeat(20_000));
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/openapi.json',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('allows only configured origins cross-site', async () => {
    const allowed = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: t.config.publicOrigin, 'access-control-request-method': 'GET' },
    });
    expect(allowed.headers['access-control-allow-origin']).toBe(t.config.publicOrigin);
    const other = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });
});
