import { describe, expect, it } from 'vitest';
import { deleteRows } from './delete-sql.js';
import { parseFilter } from './filters.js';
import { people } from './relation-sql.fixture.js';

describe('deleteRows', () => {
  it('deletes by primary keys', () => {
    expect(deleteRows(people, { primaryKeys: [{ id: 1 }, { id: 2 }] })).toEqual({
      text:
        'DELETE FROM "public"."people" WHERE ("id") IN (SELECT "id" FROM ' +
        'json_populate_recordset(NULL::"public"."people", $1::json))',
      values: ['[{"id":1},{"id":2}]'],
    });
  });

  it("deletes what the grid's filters select", () => {
    expect(deleteRows(people, { filters: [parseFilter('age:lt:18')] })).toEqual({
      text: 'DELETE FROM "public"."people" WHERE "age" < $1::text::integer',
      values: ['18'],
    });
  });

  it('refuses to delete without a filter', () => {
    const message = 'Deletes need a filter: refusing to delete every row';
    expect(() => deleteRows(people, { primaryKeys: [] })).toThrow(message);
    expect(() => deleteRows(people, { filters: [] })).toThrow(message);
  });
});
