import ts from 'typescript';
import { isDesignSystemFile } from './design-system-files.js';
import { importOf, resolveSymbol } from './resolve-symbol.js';

/** A library type that prop types extend as a whole, such as react-aria's `ButtonProps`. */
export interface LibraryBase {
  readonly from: string;
  /** `Button` for `ButtonProps`; other names keep their type arguments. */
  readonly name: string;
  readonly type: ts.Type;
}

export interface Inheritance {
  /** Library props the design system names one by one (`Pick<AriaTooltipProps, 'placement'>`). */
  readonly picked: ReadonlySet<string>;
  /** Library types taken whole (directly or through `Omit`): one summary line each. */
  readonly bases: readonly LibraryBase[];
}

/** Utility types whose first argument is still the type the props come from. */
const passThrough = new Set(['Omit', 'Partial', 'Required', 'Readonly', 'NonNullable']);

type Reference = ts.TypeReferenceNode | ts.ExpressionWithTypeArguments;

/**
 * Walks what a prop type extends (heritage clauses, aliases, intersections), through the design
 * system's own types, down to the library types it extends or picks from.
 */
export function findInheritance(checker: ts.TypeChecker, target: ts.Symbol): Inheritance {
  const picked = new Set<string>();
  const bases: LibraryBase[] = [];
  const seen = new Set<ts.Declaration>();

  const typeOf = (node: Reference) =>
    ts.isTypeReferenceNode(node)
      ? checker.getTypeFromTypeNode(node)
      : checker.getTypeAtLocation(node);

  const visitDeclaration = (declaration: ts.Declaration) => {
    if (seen.has(declaration) || !isDesignSystemFile(declaration.getSourceFile().fileName)) return;
    seen.add(declaration);
    if (ts.isInterfaceDeclaration(declaration)) {
      declaration.heritageClauses?.forEach((clause) => clause.types.forEach(visitReference));
    } else if (ts.isTypeAliasDeclaration(declaration)) {
      visitType(declaration.type);
    }
  };

  const visitType = (node: ts.TypeNode) => {
    if (ts.isIntersectionTypeNode(node) || ts.isUnionTypeNode(node)) node.types.forEach(visitType);
    else if (ts.isParenthesizedTypeNode(node)) visitType(node.type);
    else if (ts.isTypeReferenceNode(node)) visitReference(node);
  };

  const visitReference = (node: Reference) => {
    const nameNode = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
    const written = nameNode.getText();
    const args = node.typeArguments ?? [];
    if (written === 'Pick') {
      checker.getPropertiesOfType(typeOf(node)).forEach((prop) => picked.add(prop.name));
      return;
    }
    if (passThrough.has(written)) {
      if (args[0]) visitType(args[0]);
      return;
    }
    const symbol = checker.getSymbolAtLocation(nameNode);
    if (!symbol) return;
    const imported = importOf(symbol);
    if (imported && !imported.module.startsWith('.')) {
      const withArgs = `${imported.name}<${args.map((arg) => arg.getText()).join(', ')}>`;
      const name = imported.name.endsWith('Props')
        ? imported.name.slice(0, -'Props'.length)
        : args.length > 0
          ? withArgs
          : imported.name;
      bases.push({ from: imported.module, name, type: typeOf(node) });
      return;
    }
    resolveSymbol(checker, symbol).declarations?.forEach(visitDeclaration);
    // A generic alias of ours (`Styled<AriaTabsProps>`) gets its library type as an argument.
    args.forEach(visitType);
  };

  target.declarations?.forEach(visitDeclaration);
  return { picked, bases };
}
