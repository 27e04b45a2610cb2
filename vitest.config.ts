import os from 'node:os';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const unitAndApi = ['src/**/*.test.{ts,tsx}'];
// Unit and API files wait on PostgreSQL, the disk and the loopback as much as they compute: one worker a core
// (Vitest's default leaves one core to itself) keeps a 2-core machine busy.
const unitWorkers = Math.max(2, os.availableParallelism() - 1);

/**
 * Browser and process files run alone: they assert a delay a user notices ('within a second') or start `npm start`
 * on a new data directory, which another file's load would stretch.
 */
const E2E_ALONE = [
  'admin-settings',
  'admin-shop-identity',
  'admin-zones',
  'database-unreachable',
  'first-start',
  'order-journey',
  'server',
  'storefront-order',
].map((name) => `tests/e2e/${name}.test.ts`);

export default defineConfig({
  resolve: {
    alias: { '@test': path.resolve(import.meta.dirname, 'tests/support'), '@': path.resolve(import.meta.dirname, 'src') },
  },
  test: {
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true, test: { name: 'pglite', include: unitAndApi, maxWorkers: unitWorkers } },
      // The same suite on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [{ extends: true as const, test: { name: 'postgres', include: unitAndApi, maxWorkers: unitWorkers, env: { BOUTIQUE_TEST_DB: 'postgres' } } }]
        : []),
      // Browser and process tests, each file with a server and a Chromium of its own, which wait on each other more
      // than they compute: two files at a time, after the unit and API files (a group of their own)…
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          exclude: E2E_ALONE,
          globalSetup: ['tests/e2e/global-setup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // …but those that time what a user waits for, or start `npm start` cold, run last and alone.
      {
        extends: true,
        test: {
          name: 'e2e-alone',
          include: E2E_ALONE,
          globalSetup: ['tests/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 180_000,
        },
      },
      // Crash safety: real server processes killed and restarted, minutes of them, so apart from `npm test`
      // (`npm run test:resilience`, which CI runs too; tests/resilience/RESULTS.md).
      ...(process.env.RESILIENCE_TESTS === '1'
        ? [
            {
              extends: true as const,
              test: {
                name: 'resilience',
                include: ['tests/resilience/**/*.test.ts'],
                globalSetup: ['tests/e2e/global-setup.ts'],
                fileParallelism: false,
                testTimeout: 240_000,
                hookTimeout: 240_000,
              },
            },
          ]
        : []),
    ],
  },
});
