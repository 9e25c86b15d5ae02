import { describe, expect, it } from 'vitest';
import { keyless, people } from './relation-sql.fixture.js';
import { fullValueQuery } from './value-sql.js';

describe('fullValueQuery', () => {
  it('selects one whole cell by primary key', () => {
    const { text, values } = fullValueQuery(people, 'name', { id: 7 });
    expect(text).toBe(
      'SELECT to_jsonb("name") AS value FROM "public"."people" WHERE ("id") IN ' +
        '(SELECT "id" FROM json_populate_recordset(NULL::"public"."people", $1::json)) LIMIT 1',
    );
    expect(values).toEqual(['[{"id":7}]']);
  });

  it("refuses a table without a primary key with the spec's message", () => {
    expect(() => fullValueQuery(keyless, 'name', { id: 7 })).toThrow(
      'Unable to load value as table has no primary keys',
    );
  });
});
