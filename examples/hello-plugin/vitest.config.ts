import { pluginTestConfig } from '@atrium/plugin-testing/vitest';
import { defineConfig } from 'vitest/config';

/**
 * The plugin's own tests, run with `npm test` where it is installed outside the repository. In
 * this repository its tests run in the workspace's `logic` and `ui` projects instead.
 */
export default defineConfig(pluginTestConfig());
