import { describe, expect, it } from 'vitest';
import { bookmarkletHref, safeOrigin } from './bookmarklet-link';

describe('bookmarkletHref', () => {
  it('loads bookmarklet.js from the configured origin', () => {
    const href = bookmarkletHref('https://betlens.app/')!;
    expect(href.startsWith('javascript:')).toBe(true);
    const code = decodeURIComponent(href.slice('javascript:'.length));
    expect(code).toContain('"https://betlens.app/bookmarklet.js"');
    expect(code).not.toMatch(/localhost|127\.0\.0\.1/);
    expect(code).toContain('window.__betlensOverlay');
  });

  it('refuses anything that is not an http(s) origin', () => {
    expect(bookmarkletHref('javascript:alert(1)')).toBeNull();
    expect(bookmarkletHref('not a url')).toBeNull();
    expect(safeOrigin('https://a.example/path?q=1')).toBe('https://a.example');
  });

  it('refuses an origin that could break out of the string it is embedded in', () => {
    expect(bookmarkletHref("https://a.example'")).toBeNull();
    expect(bookmarkletHref('http://127.0.0.1:5000')).toContain('127.0.0.1');
  });
});
