import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { rowWriter } from './row-json.js';

const { builtins } = pg.types;
const column = (name: string, dataTypeID: number) => ({ name, dataTypeID });

describe('rowWriter', () => {
  it('writes json and jsonb text as it is: every digit, every duplicate key', () => {
    const write = rowWriter([column('doc', builtins.JSONB), column('raw', builtins.JSON)]);
    expect(write(['{"big": 12345678901234567890123}', '{"a":1,"a":2}'])).toBe(
      '{"doc":{"big": 12345678901234567890123},"raw":{"a":1,"a":2}}',
    );
  });

  it('writes json[] and jsonb[] as arrays of their elements as written, nested and NULL too', () => {
    const write = rowWriter([column('docs', 3807), column('grid', 199), column('none', 3807)]);
    expect(write(['{"{\\"n\\": 12345678901234567890}",NULL,"null"}', '{{"[1]","{}"}}', '{}'])).toBe(
      '{"docs":[{"n": 12345678901234567890},null,null],"grid":[[[1],{}]],"none":[]}',
    );
  });

  it('writes other types as JSON.stringify writes the row pg parses', () => {
    const columns = [
      column('int', builtins.INT4),
      column('big', builtins.INT8),
      column('exact', builtins.NUMERIC),
      column('flag', builtins.BOOL),
      column('when', builtins.TIMESTAMPTZ),
      column('list', 1007), // int4[]
      column('text', builtins.TEXT),
      column('nothing', builtins.TEXT),
    ];
    const values = [
      '7',
      '9007199254740993',
      '1.10',
      't',
      '2024-01-02 03:04:05+00',
      '{1,2}',
      'a "q"',
      null,
    ];
    const parsed = Object.fromEntries(
      columns.map(({ name, dataTypeID }, i) => {
        const text = values[i];
        return [name, text === null ? null : pg.types.getTypeParser(dataTypeID, 'text')(text!)];
      }),
    );
    expect(rowWriter(columns)(values)).toBe(JSON.stringify(parsed));
  });

  it('gives a name used twice its first place and its last value, and whole-number names first, as pg’s row object', () => {
    const write = rowWriter([
      column('b', builtins.INT4),
      column('1', builtins.INT4),
      column('b', builtins.INT4),
    ]);
    expect(write(['1', '2', '3'])).toBe('{"1":2,"b":3}');
  });

  it('writes a row without columns as an empty object', () => {
    expect(rowWriter([])([])).toBe('{}');
  });
});
