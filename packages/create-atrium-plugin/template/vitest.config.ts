import { pluginTestConfig } from '@atrium/plugin-testing/vitest';
import { defineConfig } from 'vitest/config';

export default defineConfig(pluginTestConfig());
