import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sqlTextIn } from './sql-text.js';

/**
 * docs/architecture/api.md: a resource's routes MUST NOT hold SQL text. Its SQL lives in the
 * resource's `sql.ts` (project database) or `store.ts` (platform database), built there with
 * quoted identifiers and bound values, so a route file only names what it asks for. SQL text is
 * told by Postgres's own parser (`sqlTextIn`).
 */
const API_SRC = fileURLToPath(new URL('../../api/src', import.meta.url));

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
