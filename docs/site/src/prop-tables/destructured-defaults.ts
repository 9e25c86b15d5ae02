import ts from 'typescript';

/** A default the component's code applies, and whether it is a plain value. */
export interface CodeDefault {
  readonly text: string;
  /** `'medium'`, `3`, or a constant holding a literal; not `defaultCount[shape]`. */
  readonly isLiteral: boolean;
}

const isLiteralExpression = (node: ts.Expression) =>
  ts.isLiteralExpression(node) ||
  node.kind === ts.SyntaxKind.TrueKeyword ||
  node.kind === ts.SyntaxKind.FalseKeyword;

/** As written, except a constant holding a literal prints as its value (`delay = tooltipDelay`). */
function codeDefault(checker: ts.TypeChecker, initializer: ts.Expression): CodeDefault {
  if (isLiteralExpression(initializer)) return { text: initializer.getText(), isLiteral: true };
  const type = checker.getTypeAtLocation(initializer);
  const holdsLiteral =
    ts.isIdentifier(initializer) &&
    (type.isLiteral() || (type.flags & ts.TypeFlags.BooleanLiteral) !== 0);
  return holdsLiteral
    ? { text: checker.typeToString(type), isLiteral: true }
    : { text: initializer.getText(), isLiteral: false };
}

/**
 * The defaults a component declares where it destructures its props (`{ size = 'medium' }`), so
 * the table shows the default the code really applies, without repeating it in a comment.
 */
export function destructuredDefaults(
  checker: ts.TypeChecker,
  component: ts.Declaration | undefined,
): ReadonlyMap<string, CodeDefault> {
  const defaults = new Map<string, CodeDefault>();
  if (!component || !ts.isFunctionDeclaration(component)) return defaults;
  const pattern = component.parameters[0]?.name;
  if (!pattern || !ts.isObjectBindingPattern(pattern)) return defaults;
  for (const element of pattern.elements) {
    const key = element.propertyName ?? element.name;
    if (!element.initializer || !(ts.isIdentifier(key) || ts.isStringLiteral(key))) continue;
    defaults.set(key.text, codeDefault(checker, element.initializer));
  }
  return defaults;
}
