import { describe, expect, it } from 'vitest';
import { jsonValue, truncatedJsonValue, truncatedPositions } from './json-value.js';
import { people } from './relation-sql.fixture.js';

const [id, name, , , tags] = people.columns;

describe('jsonValue', () => {
  it('keeps native JSON types and prints the others through their type output', () => {
    expect(jsonValue(name!)).toBe('to_jsonb("name")');
    expect(jsonValue(id!)).toBe(
      `CASE WHEN "id" IS NULL THEN NULL ELSE to_jsonb(format('%s', "id")) END`,
    );
    expect(jsonValue(tags!)).toBe('to_jsonb("tags"::text::text[])');
  });
});

describe('truncatedJsonValue', () => {
  it('cuts in SQL past 10,240 characters and adds an ellipsis', () => {
    expect(truncatedJsonValue(name!)).toBe(
      `CASE WHEN length(format('%s', "name")) > 10240 ` +
        `THEN to_jsonb(left(format('%s', "name"), 10240) || '...') ELSE to_jsonb("name") END`,
    );
  });
});

describe('truncatedPositions', () => {
  it('lists the positions of the cut columns', () => {
    expect(truncatedPositions([id!, name!])).toBe(
      `array_remove(ARRAY[CASE WHEN length(format('%s', "id")) > 10240 THEN 0 END, ` +
        `CASE WHEN length(format('%s', "name")) > 10240 THEN 1 END]::int[], NULL)`,
    );
    expect(truncatedPositions([])).toBe(`'{}'::int[]`);
  });
});
