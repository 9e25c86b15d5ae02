import { describe, expect, it } from 'vitest';
import { insertRow } from './insert.js';
import { people } from './relation.fixture.js';

describe('insertRow', () => {
  it('inserts only the given columns from one JSON record and returns the typed row', () => {
    const { text, values } = insertRow(people, { name: 'Ada', age: 36 });
    expect(text).toBe(
      'WITH inserted AS (INSERT INTO "public"."people" ("name", "age") SELECT "name", "age" FROM ' +
        'json_populate_record(NULL::"public"."people", $1::json) RETURNING *) ' +
        'SELECT to_jsonb("id"::text), to_jsonb("name"), to_jsonb("age"), to_jsonb("a:b"), ' +
        'to_jsonb("tags"::text[]) FROM inserted',
    );
    expect(values).toEqual(['{"name":"Ada","age":36}']);
  });

  it('refuses a row whose every value is empty', () => {
    for (const values of [{}, { name: null }, { name: '', age: undefined }]) {
      expect(() => insertRow(people, values)).toThrow('Nothing to insert: every value is empty');
    }
  });

  it('refuses an unknown column', () => {
    expect(() => insertRow(people, { nope: 1 })).toThrow(/Column "nope" does not exist/);
  });
});
