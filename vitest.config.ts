import { defineConfig } from 'vitest/config';
import { fileURLToPath } from 'node:url';

const alias = { '@shared': fileURLToPath(new URL('./src/shared', import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          include: [
            'src/shared/**/*.test.ts',
            'src/server/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/teams/**/*.test.ts',
            'tests/backtest/**/*.test.ts',
          ],
          environment: 'node',
          // Pure modules and no module mocks: one module graph per worker instead of one per file
          // (half the CPU time; state lives in the objects the tests make, not in modules).
          isolate: false,
          // Runs beside the web group (one group, one worker count: vitest requires the same).
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'web',
          include: [
            'src/client/**/*.test.{ts,tsx}',
            'src/web/**/*.test.{ts,tsx}',
            'src/overlay/**/*.test.{ts,tsx}',
            'src/extension/**/*.test.{ts,tsx}',
          ],
          environment: 'happy-dom',
          // Each file still gets its own module graph and DOM (isolated), in a fresh worker thread
          // rather than a fresh child process: the web group went from 63 s to 44 s (110 s to 73 s of
          // CPU). Sharing one graph per worker (isolate: false) was faster still but let module
          // state (toasts, lazily loaded chunks) cross files: order-dependent failures.
          pool: 'threads',
          setupFiles: ['tests/setup-web.ts'],
          testTimeout: 20_000,
          // Both cores (the default is one worker on a 2-core machine): each file's DOM and module
          // graph are its own, so two run side by side as well as one after the other.
          maxWorkers: 2,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts', 'tests/adapters/**/*.test.ts', 'tests/cli/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file opens its own databases; two workers on a 2-core machine, after the fast groups.
          maxWorkers: 2,
          // One module graph per worker: the app's state lives in each buildApp (no module-level
          // caches, no module mocks here), so files cannot see each other's; imports are paid once.
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
