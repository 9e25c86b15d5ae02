// The module `vite-plugin.ts` generates at build time. An ambient module declaration must stay a
// script (a top-level import would make it a failing augmentation), hence the inline import type.
declare module 'virtual:atrium-prop-tables' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  export const propTables: import('./types.js').PropTables;
}
