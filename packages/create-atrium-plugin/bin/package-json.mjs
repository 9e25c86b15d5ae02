/** The SDK release the scaffold writes plugins for, and the host libraries it provides. */
const SDK_VERSION = '0.1.0';
const SDK = ['@atrium/design-system', '@atrium/plugin-api', '@atrium/plugin-server'];
const HOST = { hono: '4.13.19', react: '19.3.1', 'react-dom': '19.3.1', swr: '2.5.1' };
const TOOLS = {
  '@atrium/plugin-testing': SDK_VERSION,
  '@testing-library/dom': '10.4.2',
  '@testing-library/react': '16.3.3',
  '@types/react': '19.3.0',
  jsdom: '29.0.1',
  typescript: '5.9.3',
  vitest: '4.1.12',
  wouter: '3.13.0',
  zod: '4.6.7',
};

const sdk = Object.fromEntries(SDK.map((name) => [name, SDK_VERSION]));

/**
 * A new plugin's package.json: its entries, its scripts (`test`, `typecheck`, `check`), the plugin
 * API version it is written for (2), the SDK and host libraries as peers (the Atrium that
 * installs it provides them) and, to develop and test it alone, as dev dependencies with the test
 * tools.
 */
export const packageJson = (id) => ({
  name: id,
  version: '0.1.0',
  type: 'module',
  atrium: { apiVersion: 2, id },
  files: ['src', 'tsconfig.json', 'vitest.config.ts'],
  exports: { './manifest': './src/manifest.ts', './server': './src/server.ts' },
  // `check`: the plugin rules (public API only, the data layer, notifications through the
  // context) over the package, from `@atrium/plugin-testing`.
  scripts: { test: 'vitest run', typecheck: 'tsc --noEmit', check: 'atrium-plugin-check' },
  peerDependencies: { ...sdk, ...HOST },
  devDependencies: { ...sdk, ...HOST, ...TOOLS },
});
