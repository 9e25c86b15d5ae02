// Plain JavaScript, typed by first-party-plugins.d.ts: the web build's Vite config imports it, and
// Node loads a workspace package's files itself there, which it cannot do for TypeScript.

/**
 * First-party plugin ids; each is the package `@atrium/plugin-{id}`. One list for the API (which
 * plugins are on by default, whose server parts load) and the web build (whose manifests it
 * bundles).
 */
export const FIRST_PARTY_PLUGINS = Object.freeze([
  'nav',
  'data-grid',
  'rls',
  'storage',
  'admin',
  'sql',
  'reports',
]);

/** @param {string} id */
export const firstPartyPackage = (id) => `@atrium/plugin-${id}`;
