import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { parseStatements } from '../../api/src/sql/parse-tree.js';

/**
 * docs/architecture/api.md: a resource's routes MUST NOT hold SQL text. Its SQL lives in the
 * resource's `sql.ts` (project database) or `store.ts` (platform database), built there with
 * quoted identifiers and bound values, so a route file only names what it asks for.
 *
 * SQL text is told by Postgres's own parser, not by a keyword list: every string and template
 * literal of a route file (a template's `${...}` read as an identifier) that parses into a
 * statement is SQL. Bare words such as `'tables'` or `'public'` do not parse.
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));

/** A literal's text, with each substitution of a template standing as a plain identifier. */
function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node)) {
    return node.head.text + node.templateSpans.map((span) => `x${span.literal.text}`).join('');
  }
  return undefined;
}

/** `file:line` of each literal in `source` that Postgres reads as one or more statements. */
async function sqlTextIn(fileName: string, source: string): Promise<string[]> {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const literals: ts.Node[] = [];
  const visit = (node: ts.Node) => {
    if (literalText(node) !== undefined) literals.push(node);
    // A template's own parts are read through the template, not one by one.
    if (!ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
  };
  visit(file);
  const found: string[] = [];
  for (const node of literals) {
    const statements = await parseStatements(literalText(node)!);
    if (statements && statements.length > 0) {
      found.push(`${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`);
    }
  }
  return found;
}

/** Route files: a `routes.ts` or `*-routes.ts`, and every file of a `routes/` folder. */
const routeFiles = readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => !/\.test\.ts$/.test(path))
  .filter((path) => /(^|[-/])routes\.ts$/.test(path) || /(^|\/)routes\/.+\.ts$/.test(path));

describe('route files hold no SQL text', () => {
  it('finds the route files of every area', () => {
    expect(routeFiles).toContain('pg-meta/tables/routes.ts');
    expect(routeFiles).toContain('auth/token/routes.ts');
  });

  it('sees SQL in a literal, with or without substitutions, and not in plain words', async () => {
    const fixture = [
      `export const a = (db) => db.query('SELECT id FROM users WHERE email = $1', [email]);`,
      'export const b = (db) => db.query(`DELETE FROM ${table} WHERE id = $1`, [id]);',
      `export const c = { resource: 'tables', schema: 'public', message: 'Sign in to do this' };`,
      'export const d = (c) => c.json({ text: `Project ${ref} is not ready` });',
    ].join('\n');
    expect(await sqlTextIn('fixture/routes.ts', fixture)).toEqual([
      'fixture/routes.ts:1',
      'fixture/routes.ts:2',
    ]);
  });

  it.each(routeFiles)('%s', async (path) => {
    expect(await sqlTextIn(path, readFileSync(join(API_SRC, path), 'utf8'))).toEqual([]);
  });
});
