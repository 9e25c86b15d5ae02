import type { Plugin } from 'vite';
import { isDesignSystemFile } from './design-system-files.js';
import { cachedPropTables } from './cached-prop-tables.js';

/** What the docs pages import; see `virtual-prop-tables.d.ts`. */
export const propTablesModule = 'virtual:atrium-prop-tables';
const resolvedId = `\0${propTablesModule}`;

/**
 * Generates the props tables from the design system's TypeScript types whenever the docs are
 * built, served or tested, so the tables cannot drift from the components. The type-checked
 * program takes seconds, so it runs only when a page imports the tables and no earlier run left
 * tables for the same sources (`cachedPropTables`), and again in dev only after a design-system
 * file changes.
 */
export function propTablesPlugin(): Plugin {
  let code: Promise<string> | undefined;
  return {
    name: 'atrium-prop-tables',
    resolveId: (id) => (id === propTablesModule ? resolvedId : undefined),
    load(id) {
      if (id !== resolvedId) return undefined;
      code ??= cachedPropTables().then(
        (tables) => `export const propTables = ${JSON.stringify(tables)};\n`,
        (error: unknown) => {
          code = undefined; // The next load tries again (in dev, after the file is fixed).
          throw error;
        },
      );
      return code;
    },
    handleHotUpdate({ file, server, modules }) {
      if (!isDesignSystemFile(file)) return undefined;
      code = undefined;
      const tables = server.moduleGraph.getModuleById(resolvedId);
      if (!tables) return undefined;
      server.moduleGraph.invalidateModule(tables);
      return [...modules, tables];
    },
  };
}
