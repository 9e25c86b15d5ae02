import ts from 'typescript';

/** The declaration behind an import or re-export, or the symbol itself. */
export const resolveSymbol = (checker: ts.TypeChecker, symbol: ts.Symbol) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** Where an imported name comes from: the module as written and the name it exports it under. */
export function importOf(symbol: ts.Symbol): { module: string; name: string } | undefined {
  const specifier = symbol.declarations?.[0];
  if (!specifier || !ts.isImportSpecifier(specifier)) return undefined;
  const { moduleSpecifier } = specifier.parent.parent.parent;
  if (!ts.isStringLiteral(moduleSpecifier)) return undefined;
  return { module: moduleSpecifier.text, name: (specifier.propertyName ?? specifier.name).text };
}
