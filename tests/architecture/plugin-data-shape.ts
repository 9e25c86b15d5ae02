import ts from 'typescript';

/** The client methods that write: only a plugin's `src/data/` modules call them. */
const WRITE_METHODS = new Set(['$post', '$patch', '$put', '$delete']);

/** Data hooks whose answer's type comes from the call: a type argument would hand-write it. */
const TYPED_BY_THE_CALL = new Set([
  'useProjectQuery',
  'useProjectMutation',
  'useApiQuery',
  'readJson',
]);

/** SWR's own hooks: a plugin reads through `useProjectQuery` or `useApiQuery`, never around them. */
const RAW_SWR_HOOKS = new Set(['useSWR', 'useSWRInfinite', 'useSWRMutation', 'useSWRImmutable']);

/** Where a problem is: the file, its line, and the rule it breaks. */
export interface DataShapeViolation {
  readonly line: number;
  readonly rule: string;
}

const calleeName = (call: ts.CallExpression): string | undefined => {
  const callee = call.expression;
  if (ts.isIdentifier(callee)) return callee.text;
  if (ts.isPropertyAccessExpression(callee)) return callee.name.text;
  return undefined;
};

/** The expressions a key argument can evaluate to: both branches of `open ? key : null`. */
function keyCandidates(node: ts.Expression): ts.Expression[] {
  if (ts.isParenthesizedExpression(node)) return keyCandidates(node.expression);
  if (ts.isConditionalExpression(node))
    return [...keyCandidates(node.whenTrue), ...keyCandidates(node.whenFalse)];
  if (
    ts.isBinaryExpression(node) &&
    node.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken
  )
    return keyCandidates(node.right);
  return [node];
}

const isHandWrittenKey = (node: ts.Expression): boolean =>
  ts.isArrayLiteralExpression(node) ||
  ts.isStringLiteralLike(node) ||
  ts.isTemplateExpression(node) ||
  (ts.isAsExpression(node) && isHandWrittenKey(node.expression));

/**
 * Reads one plugin source file's syntax tree (not its text, so comments, strings and formatting
 * neither hide nor invent a problem) for the data layer's rules (docs/architecture/data-fetching.md):
 * only `src/data/` modules call a client's `$post`/`$patch`/`$put`/`$delete` (a component or a
 * screen's hook writes through their mutations, and a read sent as POST is one of their queries);
 * no data hook is given a response type by hand; a project query is keyed by a resource's key,
 * never a literal; SWR's own hooks are never called around them.
 */
export function dataShapeViolations(fileName: string, text: string): DataShapeViolation[] {
  const isComponent = fileName.endsWith('.tsx');
  const isDataModule = /(^|\/)src\/data\//.test(fileName);
  const source = ts.createSourceFile(
    fileName,
    text,
    ts.ScriptTarget.Latest,
    true,
    isComponent ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const found: DataShapeViolation[] = [];
  const report = (node: ts.Node, rule: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1, rule });
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node);
      if (
        !isDataModule &&
        name &&
        WRITE_METHODS.has(name) &&
        ts.isPropertyAccessExpression(node.expression)
      )
        report(
          node,
          isComponent
            ? `a component calls ${name}: write through a mutation in src/data/`
            : `${name} called outside src/data/: write through a mutation there`,
        );
      if (name && TYPED_BY_THE_CALL.has(name) && node.typeArguments?.length)
        report(node, `${name} given a type by hand: the route's type comes from the call`);
      if (name && RAW_SWR_HOOKS.has(name))
        report(node, `${name} called directly: read through useProjectQuery with a resource key`);
      const [key] = node.arguments;
      if (name === 'useProjectQuery' && key && keyCandidates(key).some(isHandWrittenKey))
        report(node, 'a project query keyed by hand: use a resource key builder');
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
