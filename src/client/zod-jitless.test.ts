import { describe, expect, it } from 'vitest';
import { z } from 'zod';

const ENTRIES = import.meta.glob<string>(
  [
    '../web/main.tsx',
    '../overlay/frame-main.ts',
    '../extension/background.ts',
    '../extension/content-script.tsx',
    '../extension/popup-main.tsx',
    '../extension/options-main.tsx',
  ],
  { query: '?raw', import: 'default', eager: true },
);

/**
 * zod 4 probes `new Function('')` before its first object parse to pick a compiled fast path; under
 * the site's CSP (no 'unsafe-eval') that probe logs a script-src violation on every signed-in
 * page. Every browser entry turns the fast path off first, so no eval is ever attempted.
 */
describe('zod runs without eval in the browser bundles', () => {
  it('sets jitless once imported, and an object parse then never builds a Function', async () => {
    await import('./zod-jitless');
    expect(z.config().jitless).toBe(true);
    const original = globalThis.Function;
    let built = 0;
    globalThis.Function = new Proxy(original, {
      construct(target, args: string[]) {
        built += 1;
        return Reflect.construct(target, args);
      },
      apply(target, self, args: string[]) {
        built += 1;
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const schema = z.object({ a: z.string(), b: z.object({ c: z.number() }) });
      expect(schema.parse({ a: 'x', b: { c: 1 } })).toEqual({ a: 'x', b: { c: 1 } });
    } finally {
      globalThis.Function = original;
    }
    expect(built).toBe(0);
  });

  it('is the first import of every browser entry', () => {
    expect(Object.keys(ENTRIES)).toHaveLength(6);
    for (const [entry, source] of Object.entries(ENTRIES)) {
      const first = /^import [^\n]*$/m.exec(source)?.[0];
      expect(first, entry).toMatch(/^import '(\.\.\/client|\.)\/zod-jitless';$/);
    }
  });
});
