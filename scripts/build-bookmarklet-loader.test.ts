import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BOOKMARKLET_LOADER } from '../src/web/bookmarklet/loader.generated';
import { bookmarkletHref } from '../src/web/lib/bookmarklet-link';
import {
  expectedGeneratedModule,
  GENERATED,
  MAX_LOADER_BYTES,
  minifyLoader,
} from './build-bookmarklet-loader';

describe('the bookmarklet loader build', () => {
  it('has its committed minified copy up to date with loader.ts (run npm run build:bookmarklet)', () => {
    expect(readFileSync(GENERATED, 'utf8')).toBe(expectedGeneratedModule());
  });

  it('keeps the whole bookmark within 5 KB', () => {
    const code = decodeURIComponent(
      bookmarkletHref('https://betlens.example.com')!.slice('javascript:'.length),
    );
    expect(Buffer.byteLength(code, 'utf8')).toBeLessThanOrEqual(MAX_LOADER_BYTES);
    expect(code.startsWith(`(${BOOKMARKLET_LOADER})(`)).toBe(true);
  });

  it('refuses a source that is not one exported loader function', () => {
    expect(() => minifyLoader('export const x = 1;')).toThrow(/one function exported as bookmarkletLoader/);
  });
});
