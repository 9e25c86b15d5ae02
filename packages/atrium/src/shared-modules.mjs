/**
 * The modules the prebuilt web app shares with the plugins a deployment installs, one copy each:
 * a plugin's import of one of these is bound, in the deployment's build, to the host's own entry
 * chunk for it (`shared-libraries.json`, written by the distribution's web build,
 * `build/shared-entries.mjs`), never bundled again. The host libraries
 * (core/vite/host-libraries.ts) and the SDK's web entries.
 */
export const SHARED_MODULES = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'swr',
  'wouter',
  'hono',
  'hono/client',
  'zod',
  'zod/mini',
  '@atrium/plugin-api',
  '@atrium/design-system',
  '@atrium/plugin-data-grid/contracts',
];

/** What the web build writes beside index.html: each shared module's URL. */
export const SHARED_LIBRARIES_FILE = 'shared-libraries.json';
