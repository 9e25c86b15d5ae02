/** Test utilities for plugin authors: `import { PluginTestHarness } from '@atrium/core/testing'`. */
export { PluginTestHarness, type PluginTestHarnessProps } from './PluginTestHarness.js';
export { PluginRegistry } from '../host/plugin-registry.js';
