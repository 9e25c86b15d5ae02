/**
 * The packages a plugin outside the repository builds against, and how each is built into
 * `dist/`: its entries (the name under `dist/` and the source, from the repository's root), the
 * workspace packages its bundle holds (`inline`), and the platform. Everything else a bundle
 * imports stays an import: a peer (react, react-dom, swr, wouter, hono, zod, provided once by the
 * host) or a dependency, which the build checks its package.json declares.
 */
export const SDK_PACKAGES = [
  {
    name: '@atrium/design-system',
    dir: 'design-system',
    platform: 'browser',
    inline: ['@atrium/design-system'],
    entries: {
      index: 'design-system/src/index.ts',
      testing: 'design-system/src/test/axe.ts',
      'lazy/CodeEditor/CodeEditor': 'design-system/src/components/CodeEditor/CodeEditor.tsx',
      'lazy/AlertDialog/AlertDialog': 'design-system/src/components/AlertDialog/AlertDialog.tsx',
      'lazy/Toast/Toast': 'design-system/src/components/Toast/Toast.tsx',
    },
  },
  {
    name: '@atrium/plugin-api',
    dir: 'packages/plugin-api',
    platform: 'browser',
    // Core's plugin API and testing entries, with the API's typed-client roots and the rules
    // core shares with the API: none of them is published on its own.
    inline: ['@atrium/core', '@atrium/common', '@atrium/api'],
    entries: {
      index: 'packages/plugin-api/src/index.ts',
      testing: 'packages/plugin-api/src/testing.ts',
    },
  },
  {
    name: '@atrium/plugin-testing',
    dir: 'packages/plugin-testing',
    platform: 'browser',
    inline: [],
    entries: {
      index: 'packages/plugin-testing/src/index.ts',
      setup: 'packages/plugin-testing/src/setup.ts',
      vitest: 'packages/plugin-testing/src/vitest-config.ts',
      // The plugin rules and the `atrium-plugin-check` command's code (its bin imports it).
      check: 'packages/plugin-testing/src/check.ts',
    },
  },
  {
    name: '@atrium/plugin-server',
    dir: 'packages/plugin-server',
    platform: 'node',
    inline: ['@atrium/api', '@atrium/common'],
    entries: { index: 'packages/plugin-server/src/index.ts' },
  },
  {
    // Only the table editor's `contracts` entry (its extension points, free of its code), in a
    // package.json of its own: the plugin's manifest and screens are not published.
    name: '@atrium/plugin-data-grid',
    dir: 'plugins/data-grid',
    platform: 'browser',
    inline: ['@atrium/plugin-data-grid'],
    entries: { contracts: 'plugins/data-grid/src/contracts.ts' },
    staged: {
      description:
        'The table editor’s extension points (`./contracts`), for plugins that add to it.',
      dependencies: { '@atrium/plugin-api': '0.1.0' },
      peerDependencies: { react: '19.3.1' },
    },
  },
];

/** Public names for the workspace entries an SDK package imports without holding them. */
export const PUBLIC_NAMES = {
  '@atrium/core/plugin-api': '@atrium/plugin-api',
  '@atrium/core/testing': '@atrium/plugin-api/testing',
  '@atrium/api/plugin': '@atrium/plugin-server',
};

/** Where each workspace package an SDK bundle may hold lives, from the repository's root. */
export const WORKSPACE_DIRS = {
  '@atrium/core': 'core',
  '@atrium/common': 'common',
  '@atrium/api': 'api',
  '@atrium/design-system': 'design-system',
  '@atrium/plugin-data-grid': 'plugins/data-grid',
  '@atrium/plugin-api': 'packages/plugin-api',
  '@atrium/plugin-testing': 'packages/plugin-testing',
  '@atrium/plugin-server': 'packages/plugin-server',
};

/** The package a bare specifier names: `@scope/name` or `name`. */
export const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** Where a package's built files go: its `dist/`, or for a staged one, the package folder made there. */
export const outDirOf = (spec) => (spec.staged ? `${spec.dir}/dist/package` : `${spec.dir}/dist`);
