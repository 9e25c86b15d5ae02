import ts from 'typescript';
import { walk } from './syntax.js';

/** A module a file names: the specifier and the node that names it. */
export interface ModuleReference {
  readonly specifier: string;
  readonly node: ts.Node;
}

const literalText = (node: ts.Node | undefined) =>
  node && ts.isStringLiteralLike(node) ? node.text : undefined;

/** The module a node names, if it names one: `import`/`export ... from`, `import()`, `import('x').T`. */
function specifierOf(node: ts.Node): string | undefined {
  if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node))
    return literalText(node.moduleSpecifier);
  if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
    return literalText(node.arguments[0]);
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return literalText(node.argument.literal);
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return literalText(node.moduleReference.expression);
  return undefined;
}

/** Every module a file imports or re-exports, statically, lazily or for a type. */
export function moduleReferences(source: ts.SourceFile): ModuleReference[] {
  const found: ModuleReference[] = [];
  walk(source, (node) => {
    const specifier = specifierOf(node);
    if (specifier !== undefined) found.push({ specifier, node });
  });
  return found;
}
