import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/api.md: a metadata route MUST reach its project's database only through the
 * request's handle (`projectDb(c)`, api/src/pg-meta/shared/project-db.ts), whose reads are
 * cancelled when the client goes away and whose `mutate` hands its steps the transaction's client
 * alone. So a route file MUST NOT touch a `pool`, nor the pieces the handle is built from: then a
 * read that outlives its client, or a change that looks its object up outside its transaction,
 * cannot be written.
 */
const PG_META = fileURLToPath(new URL('../../api/src/pg-meta', import.meta.url));
const BUILDING_BLOCKS = new Set(['withClient', 'transactionOn', 'runMutation', 'openCopyOut']);
/** SQL text: it belongs in the resource's `sql.ts`, built there with bound values. */
const SQL_TEXT = /^\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|ALTER|DROP)\s/;

/**
 * Where `source` goes round the handle: each `pool` it touches, each building block it names, and
 * each SQL text it holds instead of calling its `sql.ts`.
 */
function bypasses(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node) =>
    `${fileName}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAccessExpression(node) && node.name.text === 'pool') {
      found.push(`${at(node)} reads .pool`);
    } else if (ts.isIdentifier(node) && BUILDING_BLOCKS.has(node.text)) {
      found.push(`${at(node)} uses ${node.text}`);
    } else if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateHead(node)) &&
      SQL_TEXT.test(node.text)
    ) {
      found.push(`${at(node)} holds SQL text`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const routeFiles = readdirSync(PG_META, { recursive: true, encoding: 'utf8' })
  .map((path) => path.split('\\').join('/'))
  .filter((path) => /(^|[-/])routes\.ts$/.test(path));

describe('metadata routes reach the database through the request handle', () => {
  it('finds the route files', () => {
    expect(routeFiles).toContain('tables/routes.ts');
    expect(routeFiles).toContain('privileges/table-routes.ts');
    expect(routeFiles).toContain('table-rows/routes.ts');
  });

  it('sees a route that goes round the handle', () => {
    const fixture = `
      import { withClient } from '../../db/with-client.js';
      export const r = (c) => c.get('project').pool.query('SELECT 1');
      export const s = (c) => withClient(pool, undefined, (client) => client.query('SELECT 1'));`;
    expect(bypasses('fixture/routes.ts', fixture)).toEqual([
      'fixture/routes.ts:2 uses withClient',
      'fixture/routes.ts:3 reads .pool',
      'fixture/routes.ts:3 holds SQL text',
      'fixture/routes.ts:4 uses withClient',
      'fixture/routes.ts:4 holds SQL text',
    ]);
  });

  it.each(routeFiles)('%s', (path) => {
    expect(bypasses(path, readFileSync(join(PG_META, path), 'utf8'))).toEqual([]);
  });
});
