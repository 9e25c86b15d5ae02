/** First-party plugin ids; each is the package `@atrium/plugin-{id}`. One list for API and web build. */
export const FIRST_PARTY_PLUGINS = [
  'nav',
  'data-grid',
  'rls',
  'storage',
  'admin',
  'sql',
  'reports',
];

export const firstPartyPackage = (id: string) => `@atrium/plugin-${id}`;
