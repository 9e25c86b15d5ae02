import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * docs/architecture/api.md: a metadata route that changes the database MUST go through `mutate`
 * (api/src/pg-meta/shared/mutation.ts), which refuses protected schemas and runs the change in one
 * transaction that a client going away cancels. So route files MUST NOT reach for the pieces it
 * is built from: with no other way to open a transaction, no route can forget the checks.
 */
const PG_META = fileURLToPath(new URL('../../api/src/pg-meta', import.meta.url));
const BYPASSES = ['withTransaction', 'runInTransaction', 'assertSchemaWritable'];

const routeFiles = readdirSync(PG_META, { recursive: true, encoding: 'utf8' })
  .filter((path) => /(^|[-/])routes\.ts$/.test(path))
  .map((path) => path.split('\\').join('/'));

describe('mutating metadata routes go through mutate', () => {
  it('finds the route files', () => {
    expect(routeFiles).toContain('tables/routes.ts');
    expect(routeFiles).toContain('table-rows/routes.ts');
    expect(routeFiles).toContain('columns/routes.ts');
    expect(routeFiles).toContain('policies/routes.ts');
  });

  it.each(routeFiles)('%s', (path) => {
    const source = readFileSync(join(PG_META, path), 'utf8');
    const used = BYPASSES.filter((name) => new RegExp(`\\b${name}\\b`).test(source));
    expect(used, `${path} opens transactions or checks schemas itself`).toEqual([]);
  });
});
