import { join } from 'node:path';

const PREFIX = '\0atrium-shared:';

/**
 * The workspace module behind each `@atrium` module a deployment's plugins share with the app:
 * core's own, so a plugin's hooks read the shell's contexts.
 */
const WORKSPACE_SOURCES = {
  '@atrium/plugin-api': 'core/src/plugin-api/index.ts',
  '@atrium/design-system': 'design-system/src/index.ts',
  '@atrium/plugin-data-grid/contracts': 'plugins/data-grid/src/contracts.ts',
};

/**
 * An npm library's named exports, as Node's own `import` reads them: the ESM build where there is
 * one (as the bundler reads it), names found in a CommonJS one. This package depends on the same
 * versions as core, so its copies name the same exports.
 */
async function exportNamesOf(specifier) {
  const names = Object.keys(await import(specifier));
  // `__esModule` is CommonJS interop, not an export of the module the bundler reads.
  return names.filter((name) => name !== '__esModule' && /^[A-Za-z_$][\w$]*$/.test(name));
}

/**
 * A Vite plugin for the distribution's web build: one entry chunk per shared module, exporting
 * what the module exports from the app's own copy, and `shared-libraries.json`, each module's
 * URL. Rolldown keeps a module the app and an entry both use in one chunk, so a plugin importing
 * an entry gets the app's instance (one React, one plugin-API context).
 */
export async function sharedEntries(root, modules) {
  const sources = {};
  for (const specifier of modules) {
    const workspace = WORKSPACE_SOURCES[specifier];
    if (workspace) {
      sources[specifier] = `export * from ${JSON.stringify(join(root, workspace))};\n`;
      continue;
    }
    const names = await exportNamesOf(specifier);
    const named = names.filter((name) => name !== 'default');
    sources[specifier] =
      `export { ${named.join(', ')} } from ${JSON.stringify(specifier)};\n` +
      (names.includes('default') ? `export { default } from ${JSON.stringify(specifier)};\n` : '');
  }
  const entryName = (specifier) => `shared-${specifier.replace(/^@/, '').replace(/\//g, '-')}`;
  return {
    input: Object.fromEntries(modules.map((m) => [entryName(m), `${PREFIX}${m}`])),
    plugin: {
      name: 'atrium-shared-entries',
      resolveId: (id) => (id.startsWith(PREFIX) ? id : undefined),
      load: (id) => (id.startsWith(PREFIX) ? sources[id.slice(PREFIX.length)] : undefined),
      generateBundle(_options, bundle) {
        const urls = {};
        for (const chunk of Object.values(bundle)) {
          if (chunk.type === 'chunk' && chunk.facadeModuleId?.startsWith(PREFIX)) {
            urls[chunk.facadeModuleId.slice(PREFIX.length)] = `/${chunk.fileName}`;
          }
        }
        const missing = modules.filter((m) => !urls[m]);
        if (missing.length > 0) this.error(`no entry chunk for ${missing.join(', ')}`);
        this.emitFile({
          type: 'asset',
          fileName: 'shared-libraries.json',
          source: `${JSON.stringify(urls, null, 2)}\n`,
        });
      },
    },
  };
}
