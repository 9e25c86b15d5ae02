import { describe, expect, it } from 'vitest';
import { SqlParams } from '../shared/sql-params.js';
import { primaryKeyMatch } from './primary-key.js';
import { keyless, people } from './relation-sql.fixture.js';

describe('primaryKeyMatch', () => {
  it('matches keys through one JSON parameter typed by the table', () => {
    const params = new SqlParams();
    expect(primaryKeyMatch(people, [{ id: 1 }, { id: '2' }], params, 'no key')).toBe(
      '("id") IN (SELECT "id" FROM json_populate_recordset(NULL::"public"."people", $1::json))',
    );
    expect(params.values).toEqual(['[{"id":1},{"id":"2"}]']);
  });

  it('needs exactly the primary key columns', () => {
    expect(() => primaryKeyMatch(people, [{ name: 'x' }], new SqlParams(), 'no key')).toThrow(
      'A primary key match needs exactly the columns "id"',
    );
    expect(() => primaryKeyMatch(people, [{ id: 1, age: 2 }], new SqlParams(), 'no key')).toThrow(
      /exactly the columns/,
    );
  });

  it('answers the given message for a table without a primary key', () => {
    expect(() => primaryKeyMatch(keyless, [{ id: 1 }], new SqlParams(), 'no key here')).toThrow(
      'no key here',
    );
  });
});
