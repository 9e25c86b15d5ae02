/** Test utilities for plugin authors: `import { PluginTestHarness } from '@atrium/core/testing'`. */
export { PluginTestHarness, type PluginTestHarnessProps } from './PluginTestHarness.js';
export { PluginRegistry } from '../host/plugin-registry.js';
/** Loads the lazy schemas of the points the given manifests offer, before a registry checks them. */
export { loadPointSchemas } from '../host/load-manifest-checks.js';
export {
  recordingFeedback,
  type RecordedNotification,
  type RecordingFeedback,
} from './recording-feedback.js';
export {
  stubPgMeta,
  apiError,
  routeMatcher,
  type PgMetaStub,
  type PgMetaRoute,
  type PgMetaAnswer,
  type StubRequest,
} from './stub-pg-meta.js';
export * from './pg-meta-fixtures.js';
/** The accessibility check every design-system component runs, for plugins' own components. */
export { expectAccessible } from '@atrium/design-system/testing';
