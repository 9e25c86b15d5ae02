import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { designSystemSource } from './design-system-files.js';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/**
 * The design system's public modules: its index, and each component module, which heavy
 * components are imported from lazily (`@atrium/design-system/lazy/CodeEditor/CodeEditor`).
 */
function publicModules(): string[] {
  const components = path.join(designSystemSource, 'components');
  const lazy = readdirSync(components, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(components, entry.name, `${entry.name}.tsx`))
    .filter((file) => ts.sys.fileExists(file));
  return [path.join(designSystemSource, 'index.ts'), ...lazy];
}

/**
 * A type-checked program of the design system, with the repository's compiler options. Over its
 * public modules and what they import, not the tsconfig's 2,300 files (so the config's folders are
 * not listed), and without the global `types` (Node's, 2.3 MB of declarations the browser-side
 * design system never names): a third less source to parse, the same tables.
 */
export function designSystemProgram() {
  const config = ts.getParsedCommandLineOfConfigFile(
    path.join(repoRoot, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      readDirectory: () => [],
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (!config) throw new Error('tsconfig.json could not be read');
  const entries = publicModules();
  const program = ts.createProgram(entries, { ...config.options, types: [], noEmit: true });
  const checker = program.getTypeChecker();
  const exports = new Map<string, ts.Symbol>();
  for (const entry of entries) {
    const source = program.getSourceFile(entry);
    const moduleSymbol = source && checker.getSymbolAtLocation(source);
    if (!moduleSymbol) throw new Error(`${entry} is not a module`);
    for (const symbol of checker.getExportsOfModule(moduleSymbol)) {
      if (!exports.has(symbol.name)) exports.set(symbol.name, symbol);
    }
  }
  return { checker, exports };
}
