import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { areasIn } from './api-layering.js';
import { sqlTextIn } from './sql-text.js';

/** The calls that declare a route's permission (`api/src/http/permission-middleware.ts`). */
const ROUTE_DECLARATIONS: readonly string[] = [
  'requires',
  'requiresSignedIn',
  'requiresSession',
  'isPublic',
];

const isRouteFile = (name: string) => /^([a-z0-9-]+-)?routes\.ts$/.test(name);
const isStoreFile = (name: string) => /^([a-z0-9-]+-)?store\.ts$/.test(name);
const isSqlFile = (name: string) => /^([a-z0-9-]+-)?sql\.ts$/.test(name);
const isSource = (path: string) => /\.ts$/.test(path) && !/\.(test|fixture)\.ts$/.test(path);

/** `<area>/<resource>/<file>`: a file of a resource folder. */
const inResourceFolder = (path: string) => path.split('/').length === 3;

/** Whether `file` calls a route declaration, read from its syntax tree (comments do not count). */
function declaresRoutes(source: ts.SourceFile): boolean {
  let found = false;
  const visit = (node: ts.Node) => {
    if (
      ts.isCallExpression(node) &&
      ts.isIdentifier(node.expression) &&
      ROUTE_DECLARATIONS.includes(node.expression.text)
    ) {
      found = true;
    }
    if (!found) ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The files of `root` that `source` imports or re-exports at run time, relative to `root`. */
function localImports(root: string, path: string, source: ts.SourceFile): string[] {
  const found: string[] = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier;
    if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith('.')) continue;
    // A type-only import runs nothing of the file it names.
    if (ts.isImportDeclaration(statement) && statement.importClause?.isTypeOnly) continue;
    const target = resolve(dirname(join(root, path)), specifier.text.replace(/\.js$/, '.ts'));
    if (existsSync(target) && statSync(target).isFile()) found.push(relative(root, target));
  }
  return found;
}

/**
 * Each place under `root` (an `api/src`) where an area breaks the API's layout
 * (docs/architecture/api.md), relative to `root`:
 * - a folder named `routes` (routes live with their resource, not in a folder of their own);
 * - a file that declares routes (`requires`, `requiresSignedIn`, `requiresSession`, `isPublic`)
 *   but is not a route file of a resource folder, `<area>/<resource>/routes.ts` (or
 *   `<part>-routes.ts`); files that only mount route files (an area's `<area>-routes.ts`) may sit
 *   anywhere in the area;
 * - a `store.ts` or `sql.ts` (or `<part>-store.ts`, `<part>-sql.ts`) outside a resource folder,
 *   or a resource folder holding both (a resource is on one database: `store.ts` for the platform
 *   database, `sql.ts` for a project's);
 * - a route file importing a file of its own area that holds SQL text but is not a `store.ts` or
 *   `sql.ts` (the kernel's `withTransaction` and `ping` hold SQL of their own, and are the kernel).
 * The kernel's own files, tests and fixtures are left out.
 */
export async function layoutViolations(root: string): Promise<string[]> {
  const areas = areasIn(root);
  const paths = readdirSync(root, { recursive: true, encoding: 'utf8' })
    .map((path) => path.split('\\').join('/'))
    .filter((path) => areas.includes(path.split('/')[0]!));
  const violations: string[] = [];
  for (const folder of paths.filter((path) => statSync(join(root, path)).isDirectory())) {
    if (basename(folder) === 'routes') violations.push(`${folder}/: a routes folder`);
    const names = readdirSync(join(root, folder));
    if (names.some(isStoreFile) && names.some(isSqlFile)) {
      violations.push(`${folder}/: both a store and an sql file`);
    }
  }
  const sources = paths.filter(isSource);
  for (const path of sources) {
    const name = basename(path);
    const area = path.split('/')[0]!;
    const text = readFileSync(join(root, path), 'utf8');
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest);
    const routeFile = isRouteFile(name) && inResourceFolder(path);
    if (declaresRoutes(source) && !routeFile) {
      violations.push(`${path}: declares routes outside <area>/<resource>/routes.ts`);
    }
    if ((isStoreFile(name) || isSqlFile(name)) && !inResourceFolder(path)) {
      violations.push(`${path}: a store or sql file outside a resource folder`);
    }
    if (!routeFile) continue;
    for (const imported of localImports(root, path, source)) {
      const importedName = basename(imported);
      if (imported.split('/')[0] !== area) continue;
      if (isStoreFile(importedName) || isSqlFile(importedName)) continue;
      const sql = await sqlTextIn(imported, readFileSync(join(root, imported), 'utf8'));
      if (sql.length > 0) violations.push(`${path} -> ${imported}: SQL outside store.ts or sql.ts`);
    }
  }
  return violations.sort();
}
