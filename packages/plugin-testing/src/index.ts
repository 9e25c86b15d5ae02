/**
 * `@atrium/plugin-testing`: what a plugin's own tests need, inside the repository or out of it.
 * Mount with `renderPlugin` (or `PluginTestHarness`), stub the APIs with `stubPgMeta` and
 * `stubPluginApi`, check manifests with `PluginRegistry`, and set Vitest up with
 * `pluginTestConfig()` from `@atrium/plugin-testing/vitest`.
 */
export * from '@atrium/plugin-api/testing';
export { renderPlugin, type RenderPluginOptions } from './render-plugin.js';
export {
  stubPluginApi,
  type PluginApiAnswer,
  type PluginApiRoute,
  type PluginApiStub,
} from './stub-plugin-api.js';
