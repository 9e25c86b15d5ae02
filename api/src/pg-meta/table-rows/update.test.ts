import { describe, expect, it } from 'vitest';
import { people } from './relation-sql.fixture.js';
import { updateRow } from './update.js';

describe('updateRow', () => {
  it('sets only the given columns, each from its text, on the row with that key', () => {
    const { text, values } = updateRow(people, { id: 3 }, { age: 40, name: null });
    expect(text).toContain(
      'UPDATE "public"."people" SET "age" = $1, "name" = NULL WHERE ("id") IN',
    );
    expect(text).toContain(`RETURNING *) SELECT CASE WHEN "id" IS NULL`);
    expect(values).toEqual(['40', '[{"id":3}]']);
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
