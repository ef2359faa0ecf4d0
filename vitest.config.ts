import { defineConfig } from 'vitest/config';

/**
 * Three projects: unit (pure rules, in-memory SQLite), api (app.inject on a fresh database; TEST_DIALECT picks
 * SQLite or PostgreSQL, scripts/test.mjs runs it on both) and browser (Chromium against the production build).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/contract/src/**/*.test.ts',
            'apps/api/src/**/*.test.ts',
            'apps/web/app/**/*.test.{ts,tsx}',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'api',
          include: ['apps/api/test/**/*.test.ts'],
          environment: 'node',
          testTimeout: 20_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'browser',
          include: ['apps/web/test/**/*.browser.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file starts its own shop server on its own SQLite file, so two files can run side by side: a file
          // keeps about half of a two-core machine busy (Chromium waits on the server and the other way round).
          fileParallelism: true,
          maxWorkers: 2,
          globalSetup: ['apps/web/test/support/global-setup.ts'],
        },
      },
    ],
  },
});
