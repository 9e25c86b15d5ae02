import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The catalogue's sources (tracked by git), tests aside. */
const sources = execFileSync('git', ['ls-files', 'api/src/pg-meta/*.ts'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'));

/** An oid (or an oid column: `relid`, `typrelid`, `prorettype`, ...) cast to 32-bit `int`. */
const OID_AS_INT = /\b\w*(oid|relid|rettype|type_id)\w*\)?::int(4|eger)?\b(?!\[)/i;

/**
 * docs/architecture/api.md: ids are oids, unsigned 32-bit. `::int` turns an oid past 2^31-1 into
 * a negative number, so the catalogue answers oids as `oid` in rows and `bigint` in JSON
 * (`api/src/pg-meta/shared/oid-output.ts`).
 */
describe('catalogue oids', () => {
  it('finds the catalogue sources', () => {
    expect(sources).toContain('api/src/pg-meta/tables/sql.ts');
  });

  it.each(sources)('%s casts no oid to int', (path) => {
    const offending = readFileSync(`${root}/${path}`, 'utf8')
      .split('\n')
      .filter((line) => OID_AS_INT.test(line));
    expect(offending).toEqual([]);
  });
});
