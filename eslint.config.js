// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';

const nodeBuiltins = ['node:*', 'fs', 'path', 'os', 'crypto', 'http', 'https', 'net', 'child_process', 'url'];

/*
 * The browser roots and the fence between them (issue 23 §4): src/client holds what the site, the
 * overlay and the extension share, so none of them reaches into another. src/web may load the
 * overlay only through its entry (src/overlay/index.ts: the Demo page mounts it). Test support
 * (fixtures, fetch stubs, harnesses) lives under test/ folders and is for tests only; tests may
 * use src/web's test support from any root.
 */
const testFiles = ['src/**/*.test.{ts,tsx}', 'src/**/test/**'];
const browserOnly = [
  { group: ['**/server/**'], message: 'The browser code talks to the server over HTTP only.' },
  { group: nodeBuiltins, message: 'No Node APIs in browser code.' },
];
const testSupportForTestsOnly = {
  group: ['**/test', '**/test/**'],
  message: 'Test support (fixtures, fetch stubs, harnesses) is imported by tests only.',
};
/** Any src/web module; for tests, any but src/web's test support. */
const webModule = { code: '(^|/)web(/|$)', tests: '(^|/)web(/(?!test/|pages/picks/test/)|$)' };
const clientHome =
  'What the site, the overlay and the extension share lives in src/client (pure rules in src/shared).';
/** @type {Record<string, (tests: boolean) => object[]>} */
const browserFences = {
  client: (tests) => [
    {
      regex: tests ? webModule.tests : webModule.code,
      message: `src/client may not import src/web. ${clientHome}`,
    },
    {
      group: ['**/overlay', '**/overlay/**', '**/extension', '**/extension/**'],
      message: 'src/client may not import src/overlay or src/extension: they import it, not the other way.',
    },
  ],
  web: () => [
    {
      group: ['**/overlay/**'],
      message: 'src/web loads the overlay through its entry (src/overlay/index.ts) only. ' + clientHome,
    },
    {
      group: ['**/extension', '**/extension/**'],
      message: `src/web may not import src/extension. ${clientHome}`,
    },
  ],
  overlay: (tests) => [
    {
      regex: tests ? webModule.tests : webModule.code,
      message: `src/overlay may not import src/web. ${clientHome}`,
    },
  ],
  extension: (tests) => [
    {
      regex: tests ? webModule.tests : webModule.code,
      message: `src/extension may not import src/web. ${clientHome}`,
    },
  ],
};
const browserFenceConfigs = Object.entries(browserFences).flatMap(([root, fence]) => [
  {
    files: [`src/${root}/**/*.{ts,tsx}`],
    ignores: testFiles,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [...browserOnly, testSupportForTestsOnly, ...fence(false)] },
      ],
    },
  },
  {
    files: testFiles.map((glob) => glob.replace('src/', `src/${root}/`)),
    rules: { 'no-restricted-imports': ['error', { patterns: [...browserOnly, ...fence(true)] }] },
  },
]);

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'scratch/**',
      'test-results/**',
      'playwright-report/**',
      'artifacts/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': 'off',
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // The boundary: shared is pure and imported by everyone; it imports nothing with I/O.
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/server/**',
                '**/client/**',
                '**/web/**',
                '**/overlay/**',
                '**/extension/**',
                '@/server/**',
                '@/web/**',
              ],
              message: 'src/shared must stay pure: no server, client, web, overlay or extension imports.',
            },
            { group: nodeBuiltins, message: 'src/shared must not use Node APIs (no I/O).' },
            {
              group: ['react', 'react-dom', 'fastify', 'drizzle-orm', 'pg', '@electric-sql/*'],
              message: 'src/shared must not depend on a framework or a database.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'window',
        'document',
        'localStorage',
        'sessionStorage',
        'process',
        'fetch',
      ],
    },
  },
  {
    files: ['src/{client,web,overlay,extension}/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...browserFenceConfigs,
  {
    // No import cycles in src/ (issue 33 §1): a cycle makes a module's exports undefined while the
    // other half of the loop is still evaluating, and ties two ideas into one. Imports are resolved as
    // TypeScript resolves them (tsconfig paths such as @shared/*); packages are not followed.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      // Which files are modules to parse (.ts, .tsx) and with which parser; without these only .js
      // files are followed and the rule sees no cycle at all.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: 'tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/client/**', '**/web/**', '**/overlay/**', '**/extension/**'],
              message: 'The server does not import browser code.',
            },
          ],
        },
      ],
    },
  },
);
