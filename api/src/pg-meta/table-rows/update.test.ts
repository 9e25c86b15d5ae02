import { describe, expect, it } from 'vitest';
import { people } from './relation.fixture.js';
import { updateRow } from './update.js';

describe('updateRow', () => {
  it('sets the given columns from one JSON record on the row with that key', () => {
    const { text, values } = updateRow(people, { id: 3 }, { age: 40 });
    expect(text).toContain(
      'UPDATE "public"."people" SET ("age") = (SELECT "age" FROM ' +
        'json_populate_record(NULL::"public"."people", $1::json)) WHERE ("id") IN',
    );
    expect(text).toContain('RETURNING *) SELECT to_jsonb("id"::text)');
    expect(values).toEqual(['{"age":40}', '[{"id":3}]']);
  });

  it('refuses to run without a key', () => {
    expect(() => updateRow(people, {}, { age: 1 })).toThrow(
      'Updates need a filter: refusing to update every row',
    );
  });

  it('refuses an update with nothing to set', () => {
    expect(() => updateRow(people, { id: 1 }, {})).toThrow(/Nothing to update/);
  });
});
