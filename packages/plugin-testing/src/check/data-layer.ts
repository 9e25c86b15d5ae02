import ts from 'typescript';
import { lineOf, parse, walk } from './syntax.js';
import type { Finding } from './violation.js';

/*
 * docs/architecture/data-fetching.md: plugin code reads the API through the plugin API's typed
 * hooks, under resources' key builders, takes response types from the API's routes, and writes
 * only from its `src/data/` modules, through their mutations.
 */

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

/** The response types the plugin API derives from the API's routes: never declared again. */
const API_TYPES = new Set([
  'Entity',
  'EntityPage',
  'Schema',
  'Table',
  'Column',
  'Policy',
  'Role',
  'EnumType',
]);

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
  if (ts.isAsExpression(node)) return keyCandidates(node.expression);
  return [node];
}

const isStringKey = (node: ts.Expression) =>
  ts.isStringLiteralLike(node) || ts.isTemplateExpression(node);
const isHandWrittenKey = (node: ts.Expression) =>
  ts.isArrayLiteralExpression(node) || isStringKey(node);

/** What one call breaks, if anything. */
function callProblems(call: ts.CallExpression, isComponent: boolean, isDataModule: boolean) {
  const name = calleeName(call);
  if (!name) return [];
  const problems: string[] = [];
  if (!isDataModule && WRITE_METHODS.has(name) && ts.isPropertyAccessExpression(call.expression))
    problems.push(
      isComponent
        ? `a component calls ${name}: write through a mutation in src/data/`
        : `${name} called outside src/data/: write through a mutation there`,
    );
  if (TYPED_BY_THE_CALL.has(name) && call.typeArguments?.length)
    problems.push(`${name} given a type by hand: the route's type comes from the call`);
  if (RAW_SWR_HOOKS.has(name))
    problems.push(`${name} called directly: read through useProjectQuery with a resource key`);
  const keys = call.arguments[0] ? keyCandidates(call.arguments[0]) : [];
  if (name === 'useProjectQuery' && keys.some(isHandWrittenKey))
    problems.push('a project query keyed by hand: use a resource key builder');
  if (name === 'useApiQuery' && keys.some(isStringKey))
    problems.push('a query keyed by a string instead of a resource key builder');
  if (name === 'fetch' && ts.isIdentifier(call.expression))
    problems.push('a raw fetch instead of a typed client');
  return problems;
}

/**
 * Reads one shipped source file's syntax tree for the data layer's rules: only `src/data/`
 * modules call a client's `$post`/`$patch`/`$put`/`$delete` (a component or a screen's hook writes
 * through their mutations, and a read sent as POST is one of their queries); no data hook is given
 * a response type by hand, nor an API response type declared again; a query is keyed by a
 * resource's key, never a literal; neither SWR's own hooks nor `fetch` are called around them.
 */
export function dataLayerViolations(fileName: string, text: string): Finding[] {
  const isComponent = fileName.endsWith('.tsx');
  const isDataModule = /(^|[\\/])src[\\/]data[\\/]/.test(fileName);
  const source = parse(fileName, text);
  const found: Finding[] = [];
  walk(source, (node) => {
    const problems = ts.isCallExpression(node)
      ? callProblems(node, isComponent, isDataModule)
      : (ts.isInterfaceDeclaration(node) || ts.isTypeAliasDeclaration(node)) &&
          API_TYPES.has(node.name.text)
        ? [`an API response type declared again: ${node.name.text} comes from the routes`]
        : [];
    for (const message of problems) found.push({ line: lineOf(source, node), message });
  });
  return found;
}
