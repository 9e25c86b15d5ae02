import { describe, expect, it } from 'vitest';
import { buildGridColumns } from '../model/grid-column.js';
import { apiColumn } from '../test/fake-api.js';
import {
  INVALID_BOOLEAN,
  INVALID_JSON,
  INVALID_NUMBER,
  NULL_NOT_ALLOWED,
  parseInput,
  parsePasted,
} from './parse-input.js';

const [int4, int8, json, bool, text, date, requiredBool, requiredText] = buildGridColumns(
  [
    apiColumn('a', 'int4', 1),
    apiColumn('b', 'int8', 2),
    apiColumn('c', 'jsonb', 3),
    apiColumn('d', 'bool', 4),
    apiColumn('e', 'text', 5),
    apiColumn('f', 'date', 6),
    apiColumn('g', 'bool', 7, { is_nullable: false }),
    apiColumn('h', 'text', 8, { is_nullable: false }),
  ],
  undefined,
);

describe('parseInput (spec section 5)', () => {
  it('checks numbers and sends their text, empty as null, so no digit is lost', () => {
    expect(parseInput(int4!, ' 42 ')).toEqual({ value: '42' });
    expect(parseInput(int4!, 'NaN')).toEqual({ value: 'NaN' });
    expect(parseInput(int4!, '')).toEqual({ value: null });
    expect(parseInput(int8!, '9007199254740993')).toEqual({ value: '9007199254740993' });
    expect(parseInput(int4!, '4x')).toEqual({ error: INVALID_NUMBER });
  });

  it("checks JSON: 'Please enter a valid JSON', empty is null", () => {
    expect(parseInput(json!, '{"a":[1]}')).toEqual({ value: '{"a":[1]}' });
    expect(parseInput(json!, '{a:1}')).toEqual({ error: 'Please enter a valid JSON' });
    expect(INVALID_JSON).toBe('Please enter a valid JSON');
    expect(parseInput(json!, '  ')).toEqual({ value: null });
  });

  it('sends JSON as the text typed: digits past 2^53, duplicate keys and spacing kept', () => {
    for (const typed of [
      '{"big": 12345678901234567890123}',
      '1790000000000000001',
      '{"b":1,  "a":2, "b":3}',
      ' [1, 2.50] ',
    ]) {
      expect(parseInput(json!, typed)).toEqual({ value: typed });
    }
  });

  it('spells booleans, keeps text as typed, empties dates to null', () => {
    expect(parseInput(bool!, 'TRUE')).toEqual({ value: true });
    expect(parseInput(bool!, 'FALSE')).toEqual({ value: false });
    expect(parseInput(bool!, 'NULL')).toEqual({ value: null });
    expect(parseInput(text!, ' spaced ')).toEqual({ value: ' spaced ' });
    expect(parseInput(date!, '')).toEqual({ value: null });
    expect(parsePasted(text!, 'NULL')).toEqual({ value: null });
  });

  it("takes Postgres's boolean spellings, so a CSV export's t and f paste back unchanged", () => {
    expect(parsePasted(bool!, 't')).toEqual({ value: true });
    expect(parsePasted(bool!, 'f')).toEqual({ value: false });
    expect(parsePasted(bool!, 'yes')).toEqual({ value: true });
    expect(parsePasted(bool!, 'Off')).toEqual({ value: false });
    expect(parsePasted(bool!, '0')).toEqual({ value: false });
    expect(parsePasted(bool!, 'maybe')).toEqual({ error: INVALID_BOOLEAN });
  });

  it('refuses NULL, typed or pasted, in a NOT NULL column', () => {
    expect(parsePasted(requiredBool!, 'NULL')).toEqual({ error: NULL_NOT_ALLOWED });
    expect(parseInput(requiredBool!, '')).toEqual({ error: NULL_NOT_ALLOWED });
    expect(parsePasted(requiredText!, 'NULL')).toEqual({ error: NULL_NOT_ALLOWED });
    expect(parseInput(requiredText!, '')).toEqual({ value: '' });
    expect(parsePasted(bool!, 'NULL')).toEqual({ value: null });
  });
});
