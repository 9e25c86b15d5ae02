import { describe, expect, it } from 'vitest';
import { insertRow } from './insert.js';
import { people } from './relation-sql.fixture.js';

describe('insertRow', () => {
  it('inserts only the given columns, each from its text, and returns the typed row', () => {
    const { text, values } = insertRow(people, { name: 'Ada', age: 36 });
    expect(text).toBe(
      'WITH inserted AS (INSERT INTO "public"."people" ("name", "age") VALUES ($1, $2) ' +
        `RETURNING *) SELECT CASE WHEN "id" IS NULL THEN NULL ELSE to_jsonb(format('%s', "id")) END, ` +
        'to_jsonb("name"), to_jsonb("age"), to_jsonb("a:b"), to_jsonb("tags"::text::text[]) ' +
        'FROM inserted',
    );
    expect(values).toEqual(['Ada', '36']);
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
