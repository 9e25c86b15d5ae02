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

/** The names an `index.ts` exports, read from its syntax tree (`export *` names none). */
function exportedNames(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (
      ts.isExportDeclaration(statement) &&
      statement.exportClause &&
      ts.isNamedExports(statement.exportClause)
    ) {
      names.push(...statement.exportClause.elements.map((element) => element.name.text));
    }
  }
  return names;
}

/** Each name `file` imports or re-exports from `target` (a path without extension); `*` for all. */
function namesTakenFrom(file: string, target: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    const isImport = ts.isImportDeclaration(statement);
    if (!isImport && !ts.isExportDeclaration(statement)) continue;
    const specifier = statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    if (resolve(dirname(file), specifier.text).replace(/\.[jt]s$/, '') !== target) continue;
    const bindings = isImport ? statement.importClause?.namedBindings : statement.exportClause;
    if (!bindings || ts.isNamespaceImport(bindings) || ts.isNamespaceExport(bindings)) {
      names.push('*');
    } else {
      names.push(...bindings.elements.map((e) => (e.propertyName ?? e.name).text));
    }
  }
  return names;
}

/**
 * Each name an area's `index.ts` exports that no file outside the area takes, as
 * `area/index.ts: name`: an index is the area's public face, only what other areas use. An index
 * that is also a package entry (`public`, relative to `root`) faces plugins, and is left out.
 */
export function unusedIndexExports(root: string, publicEntries: readonly string[] = []): string[] {
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(isSource);
  const unused: string[] = [];
  for (const area of areasIn(root)) {
    const index = `${area}/index.ts`;
    if (!files.includes(index) || publicEntries.includes(index)) continue;
    const target = join(root, area, 'index');
    const taken = new Set(
      files
        .filter((path) => path.split('/')[0] !== area)
        .flatMap((path) => namesTakenFrom(join(root, path), target)),
    );
    if (taken.has('*')) continue;
    for (const name of exportedNames(join(root, index))) {
      if (!taken.has(name)) unused.push(`${index}: ${name}`);
    }
  }
  return unused.sort();
}
