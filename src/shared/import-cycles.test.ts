import { describe, expect, it } from 'vitest';

/**
 * src/shared is loaded by the server, the web app, the overlay and the extension. A runtime import
 * cycle there makes a module's exports undefined while the other half of the cycle initialises, in
 * whichever bundle happens to enter the cycle first, so none is allowed. Type-only imports are erased
 * and do not count. The sources are read through the bundler (src/shared may not use Node APIs).
 */

const SOURCES = import.meta.glob<string>(['./**/*.ts', './**/*.tsx', '!./**/*.test.ts', '!./**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)([^'";]*?)\s*from\s*'(\.[^']*)'/gms;

function onlyTypes(names: string): boolean {
  const trimmed = names.trim();
  if (!/^\{[^}]*\}$/.test(trimmed)) return false;
  const list = trimmed
    .slice(1, -1)
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return list.length > 0 && list.every((n) => n.startsWith('type '));
}

/** './pricing/fair-line.ts' importing '../odds/ev' → './odds/ev'. */
function join(from: string, spec: string): string {
  const parts = from.split('/').slice(0, -1);
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop();
    else if (part !== '.') parts.push(part);
  }
  return parts.join('/');
}

function resolve(sources: Readonly<Record<string, string>>, from: string, spec: string): string | null {
  const base = join(from, spec);
  return [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, base].find((c) => c in sources) ?? null;
}

function importCycles(sources: Readonly<Record<string, string>>): string[][] {
  const graph = new Map(
    Object.entries(sources).map(([file, text]) => [
      file,
      [...text.matchAll(IMPORT)].flatMap((m) =>
        onlyTypes(m[1] ?? '') ? [] : (resolve(sources, file, m[2] ?? '') ?? []),
      ),
    ]),
  );
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'open');
    stack.push(file);
    for (const dep of graph.get(file) ?? []) {
      if (state.get(dep) === 'open') cycles.push([...stack.slice(stack.indexOf(dep)), dep]);
      else if (!state.has(dep)) visit(dep);
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of graph.keys()) if (!state.has(file)) visit(file);
  return cycles;
}

describe('src/shared import graph', () => {
  it('finds a runtime cycle and ignores type-only imports', () => {
    expect(
      importCycles({
        './a.ts': "import { b } from './x/b';\nexport const a = b;\n",
        './x/b.ts': "import type { A } from '../a';\nimport { a } from '../a';\nexport const b = a;\n",
        './c.ts': "import type { B } from './x/b';\nimport { type A } from './a';\n",
      }),
    ).toEqual([['./a.ts', './x/b.ts', './a.ts']]);
    expect(
      importCycles({ './a.ts': "import type { B } from './b';\n", './b.ts': "import { a } from './a';\n" }),
    ).toEqual([]);
  });

  it('reads the real tree', () => {
    expect(Object.keys(SOURCES)).toContain('./pricing/fair-line.ts');
  });

  it('has no runtime import cycle (fair-line.ts and rate-book-line.ts once imported each other)', () => {
    expect(importCycles(SOURCES)).toEqual([]);
  });
});
