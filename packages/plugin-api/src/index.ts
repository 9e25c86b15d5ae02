/**
 * `@atrium/plugin-api`: the public plugin API, published. In the workspace it is core's own
 * `@atrium/core/plugin-api` (one module graph with the shell, so a plugin's hooks read the
 * shell's contexts); the build bundles those sources into `dist/` for plugins outside the repo.
 */
export * from '@atrium/core/plugin-api';
