import { defineConfig } from 'vitest/config';

/**
 * Three suites. Unit tests are pure and fast. Integration tests share one embedded Postgres and
 * one API server per run (tests/harness/integration-setup.ts) and talk to it over HTTP. End-to-end
 * tests start the app the way `npm start` does and drive Debian's Chromium.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'core/src/**/*.test.{ts,tsx}',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          globalSetup: ['tests/harness/integration-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/harness/e2e-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
