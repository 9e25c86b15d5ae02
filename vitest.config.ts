import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { propTablesPlugin } from './docs/site/src/prop-tables/vite-plugin.js';
import EnvironmentSequencer from './tests/harness/environment-sequencer.js';

/** The web packages' sources, whose tests run in the `logic` and `ui` projects. */
const WEB_SOURCES = [
  'design-system/src',
  'core/src',
  'plugins/*/src',
  'examples/**/src',
  'docs/site/src',
];

/**
 * Five suites. Unit tests are pure and fast; logic tests are the web packages' pure ones, ui tests
 * their components in happy-dom. Integration tests share one embedded Postgres and one API server
 * per run (tests/harness/integration-setup.ts) and talk to it over HTTP. End-to-end tests start the app
 * the way `npm start` does and drive Debian's headless Chromium.
 */
export default defineConfig({
  test: {
    // A file naming another environment than its project's runs after the others, so a worker
    // that shares its module graph between files changes environment once (tests/harness).
    sequence: { sequencer: EnvironmentSequencer },
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'api/src/**/*.test.ts',
            'common/src/**/*.test.ts',
            'packages/atrium/src/**/*.test.ts',
            'tests/architecture/**/*.test.ts',
            // The SDK's build checks (packages/build); the plugin rules' own tests.
            'packages/build/*.test.ts',
            'packages/plugin-testing/src/check/*.test.ts',
          ],
          environment: 'node',
          // One module graph per worker, as in `logic`: importing each file's modules afresh (the
          // API's, TypeScript's for the architecture rules) was 70% of the project's CPU
          // time. A module mock or fake timers a file leaves on are ruled out
          // (tests/architecture/unit-tests-share-no-state.test.ts); stubs and spies are undone
          // after each test.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        // Pure logic of the web packages, in node: no DOM to build per file, and `isolate: false`
        // runs the files of a worker in one module graph (no module mocks, no fake timers left on:
        // tests/architecture/logic-tests-share-no-state.test.ts). Style files are only given
        // their file scope and run where they are imported (`transform`), with the same class
        // names: compiling each one in vanilla-extract's own Vite server, for CSS that node
        // never reads, was a quarter of the project's CPU time (23 s against 17).
        plugins: [vanillaExtractPlugin({ unstable_mode: 'transform' }), propTablesPlugin()],
        test: {
          name: 'logic',
          include: WEB_SOURCES.map((dir) => `${dir}/**/*.test.ts`),
          exclude: ['**/node_modules/**', '**/*.dom.test.ts'],
          environment: 'node',
          isolate: false,
          // Stubs and spies undone after each test, so none reaches the next file in the worker.
          unstubGlobals: true,
          unstubEnvs: true,
          restoreMocks: true,
        },
      },
      {
        // propTablesPlugin: the docs site's pages import the generated props tables. Style files
        // run where they are imported, as in `logic` (a quarter less CPU: 26 s against 35 for
        // ten files), and their CSS goes nowhere, as when compiled: the test DOM's document gets
        // no style sheet (tests/harness/styles-not-injected.ts, the first setup file).
        plugins: [
          vanillaExtractPlugin({ unstable_mode: 'transform' }),
          react(),
          propTablesPlugin(),
        ],
        test: {
          name: 'ui',
          // Components, and the few `.dom.test.ts` files whose subject is the browser's own API.
          include: WEB_SOURCES.flatMap((dir) => [
            `${dir}/**/*.test.tsx`,
            `${dir}/**/*.dom.test.ts`,
          ]),
          // happy-dom builds and queries a page for less CPU than jsdom: the project's step took
          // 133-154 s of CPU in clean runs of `npm test`, against 193 s in jsdom.
          // A file whose subject it gets wrong names jsdom in a docblock (`// @vitest-environment
          // jsdom`) saying why; those files run last (the sequencer above).
          environment: 'happy-dom',
          environmentOptions: {
            happyDOM: {
              settings: {
                // A link's click (a download's too) leaves the page where it is, as in jsdom:
                // happy-dom otherwise moved the shared window to the link's URL (`blob:…`), and the
                // files after it in the worker rendered on a page no longer at `/`.
                navigation: { disableFallbackToSetURL: true },
                // A desktop window: happy-dom answers media queries for its viewport (1024 px by
                // default), and the shell shows its navigation as a rail below 1200 px.
                viewport: { width: 1440, height: 900 },
              },
            },
          },
          // One DOM and one module graph per worker, as in `logic`: a fresh environment and fresh
          // imports per file were half the project's CPU time. What a fresh environment would have
          // is put back before each file (core/src/testing/fresh-file-state.ts).
          isolate: false,
          setupFiles: [
            'tests/harness/styles-not-injected.ts',
            'design-system/src/test/setup.ts',
            'core/src/testing/fresh-file-state.ts',
            'core/src/testing/no-drag-left-going.ts',
          ],
          // Two workers even on two cores (Vitest's default there is one): ui runs beside e2e,
          // which keeps only about half a core busy, and one worker left the other half idle for
          // the three and a half minutes ui took.
          maxWorkers: 2,
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
          // Two files at once even on two cores (Vitest's default there is one): an integration
          // test mostly waits on the shared API and Postgres, and the run's CPU stayed under 65%.
          // A file that starts instances of its own keeps the shared one up for its neighbours.
          maxWorkers: 2,
          // One module graph per worker, as in `unit`: most files import the API's sources to
          // start an instance or call its parts, and importing them afresh per file was two
          // thirds of a file's import time. Tests mock no module (tests/architecture/
          // integration-tests-share-no-state.test.ts) and close what they start.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/harness/e2e-setup.ts'],
          // `expect.poll` asks until its condition holds, for as long as the tests' own waits
          // (`setDefaultTimeout(10_000)`): Vitest's default of one second is shorter than a page's
          // next render on a loaded 2-CPU machine (tests/e2e/poll-patience.test.ts).
          expect: { poll: { timeout: 10_000 } },
          testTimeout: 30_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          // One module graph for the run, as in `integration`: the files run one after another, so
          // importing Playwright and the harness afresh per file was 35 s of the run's wall time.
          // No file mocks a module or leaves fake timers on (tests/architecture/
          // e2e-tests-share-no-state.test.ts).
          isolate: false,
        },
      },
    ],
  },
});
