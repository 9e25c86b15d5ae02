import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The kernel: what every area builds on (the one `Queryable`, pools, transactions, the statement
 * guard, the edge middleware, the Postgres server itself). It MUST NOT import an area.
 */
export const KERNEL: readonly string[] = ['db', 'sql', 'http', 'postgres'];

/**
 * The areas: every other folder under `root`, so a new one is held to the rule without editing
 * this list. Each imports another only through that area's `index.ts`.
 */
export const areasIn = (root: string): string[] =>
  readdirSync(root).filter(
    (name) => !KERNEL.includes(name) && statSync(join(root, name)).isDirectory(),
  );

/** Every relative module a file imports or re-exports, read from its syntax tree. */
function importsOf(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const specifier =
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier;
    if (specifier && ts.isStringLiteral(specifier)) found.push(specifier.text);
    if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.filter((specifier) => specifier.startsWith('.'));
}

const isSource = (path: string) => /\.(ts|mts)$/.test(path) && !/\.(test|fixture)\.ts$/.test(path);

/**
 * Each import under `root` (an `api/src`) that breaks the layering, as `file -> imported` with
 * paths relative to `root`: the kernel importing an area, or an area importing another area's
 * file other than its `index.ts`. Tests are left out: a kernel test may build on an area.
 */
export function layeringViolations(root: string): string[] {
  const folderOf = (path: string) => relative(root, path).split('/')[0]!;
  const areas = areasIn(root);
  const violations: string[] = [];
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(isSource);
  for (const file of files.map((path) => join(root, path))) {
    const from = folderOf(file);
    for (const specifier of importsOf(file)) {
      const target = resolve(dirname(file), specifier);
      const to = folderOf(target);
      if (to === from) continue;
      const kernelToArea = KERNEL.includes(from) && areas.includes(to);
      const pastIndex =
        areas.includes(from) &&
        areas.includes(to) &&
        relative(join(root, to), target).replace(/\.[jt]s$/, '') !== 'index';
      if (kernelToArea || pastIndex) {
        violations.push(`${relative(root, file)} -> ${relative(root, target)}`);
      }
    }
  }
  return violations.sort();
}
