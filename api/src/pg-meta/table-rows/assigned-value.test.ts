import { describe, expect, it } from 'vitest';
import { SqlParams } from '../shared/sql-params.js';
import { assignedValue } from './assigned-value.js';
import { people } from './relation-sql.fixture.js';

const [id, name, , , tags] = people.columns;

describe('assignedValue', () => {
  it('binds a scalar as its text for the column type to read, never through a JS number', () => {
    const params = new SqlParams();
    expect(assignedValue(people, id!, '9007199254740993', params)).toBe('$1');
    expect(assignedValue(people, name!, '{"b":1,  "a":2}', params)).toBe('$2');
    expect(assignedValue(people, name!, true, params)).toBe('$3');
    expect(params.values).toEqual(['9007199254740993', '{"b":1,  "a":2}', 'true']);
  });

  it('writes NULL without a parameter', () => {
    const params = new SqlParams();
    expect(assignedValue(people, name!, null, params)).toBe('NULL');
    expect(params.values).toEqual([]);
  });

  it('reads an array from its JSON text, or a JSON array, into the column type', () => {
    const params = new SqlParams();
    expect(assignedValue(people, tags!, '["2024-01-01"]', params)).toBe(
      `(json_populate_record(NULL::"public"."people", json_build_object($2::text, $1::json))).` +
        `"tags"`,
    );
    assignedValue(people, tags!, ['2024-01-02'], params);
    expect(params.values).toEqual(['["2024-01-01"]', 'tags', '["2024-01-02"]', 'tags']);
  });
});
