import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { propTablesPlugin } from './docs/site/src/prop-tables/vite-plugin.js';

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
            'common/src/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // propTablesPlugin: the docs site's pages import the generated props tables.
        plugins: [vanillaExtractPlugin(), react(), propTablesPlugin()],
        test: {
          name: 'ui',
          include: [
            'design-system/src/**/*.test.{ts,tsx}',
            'core/src/**/*.test.{ts,tsx}',
            'plugins/*/src/**/*.test.{ts,tsx}',
            'examples/**/src/**/*.test.{ts,tsx}',
            'docs/site/src/**/*.test.{ts,tsx}',
          ],
          environment: 'jsdom',
          setupFiles: ['design-system/src/test/setup.ts'],
          // A whole form driven through user-event takes 2-4 s in jsdom on an idle 2-CPU machine;
          // a run in parallel with the others must not fail on time alone. Nothing here is timed.
          testTimeout: 15_000,
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
