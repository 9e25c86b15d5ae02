import { fileURLToPath } from 'node:url';
import type { ViteUserConfig } from 'vitest/config';

/**
 * A plugin package's Vitest config, outside the repository:
 * `export default defineConfig(pluginTestConfig())` in its `vitest.config.ts`. Its components run
 * in jsdom with `@atrium/plugin-testing/setup`; Atrium's packages are compiled with the tests
 * (`server.deps.inline`), so they and the tests share one copy of Vitest and of React.
 */
export function pluginTestConfig(): ViteUserConfig {
  return {
    test: {
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [fileURLToPath(import.meta.resolve('@atrium/plugin-testing/setup'))],
      server: { deps: { inline: [/@atrium\//] } },
      testTimeout: 15_000,
    },
  };
}
