/** Test utilities for plugin authors: `import { PluginTestHarness } from '@atrium/core/testing'`. */
export { PluginTestHarness, type PluginTestHarnessProps } from './PluginTestHarness.js';
export { PluginRegistry } from '../host/plugin-registry.js';
export {
  recordingFeedback,
  type RecordedNotification,
  type RecordingFeedback,
} from './recording-feedback.js';
export {
  stubPgMeta,
  apiError,
  type PgMetaStub,
  type PgMetaRoute,
  type PgMetaAnswer,
  type StubRequest,
} from './stub-pg-meta.js';
export * from './pg-meta-fixtures.js';
/** The accessibility check every design-system component runs, for plugins' own components. */
export { expectAccessible } from '@atrium/design-system/testing';
