import { describe, expect, it } from 'vitest';
import { exportCopy, importCopy } from './copy-sql.js';
import { parseFilter } from './filters.js';
import { people } from './relation-sql.fixture.js';
import { parseSort } from './sorts.js';

describe('COPY statements', () => {
  it("exports the grid's query with literals inlined", () => {
    expect(exportCopy(people, [parseFilter("name:neq:it's")], [parseSort('age:asc')])).toBe(
      `COPY (SELECT * FROM "public"."people" WHERE "name" <> 'it''s'::text::text ` +
        `ORDER BY "age" ASC NULLS LAST, "id") TO STDOUT WITH CSV HEADER`,
    );
    expect(exportCopy(people, [], [])).toBe(
      'COPY (SELECT * FROM "public"."people" ORDER BY "id") TO STDOUT WITH CSV HEADER',
    );
  });

  it('imports into the header columns', () => {
    expect(importCopy(people, ['name', 'a:b'])).toBe(
      'COPY "public"."people" ("name", "a:b") FROM STDIN WITH CSV HEADER',
    );
  });
});
