/**
 * Core's testing entry (`@atrium/core/testing`: the harness, the registry, the pg-meta stub),
 * built into the same `dist/` as the plugin API so both share one copy of core's contexts.
 * Plugin authors import it through `@atrium/plugin-testing`.
 */
export * from '@atrium/core/testing';
