/**
 * `@atrium/plugin-server`: what a plugin's server part (`./server`) imports, published. In the
 * workspace it is the API's own `@atrium/api/plugin`, so the API mounts a first-party or example
 * plugin's routes with its own middleware; the build bundles those sources into `dist/`.
 */
export * from '@atrium/api/plugin';
