import ts from 'typescript';
import { designSystemProgram } from './design-system-program.js';
import { propTable } from './prop-table.js';
import { resolveSymbol } from './resolve-symbol.js';
import type { PropTable, PropTables } from './types.js';

/** The exported types the docs can show as a table: component props and option bags. */
const isTabulated = (name: string) => /(Props|Options)$/.test(name);

/**
 * A table for every exported prop type of the design system, read from its TypeScript source, so
 * the docs list exactly the props the components take. `ButtonProps` reads the defaults from the
 * exported `Button` function.
 */
export function generatePropTables(): PropTables {
  const { checker, exports: byName } = designSystemProgram();
  const tables: Record<string, PropTable> = {};
  for (const symbol of [...byName.values()].sort((a, b) => a.name.localeCompare(b.name))) {
    const target = resolveSymbol(checker, symbol);
    if (!isTabulated(symbol.name) || !(target.flags & ts.SymbolFlags.Type)) continue;
    const component = byName.get(symbol.name.replace(/Props$/, ''));
    const declaration = component && resolveSymbol(checker, component).valueDeclaration;
    tables[symbol.name] = propTable(checker, target, declaration);
  }
  return tables;
}
