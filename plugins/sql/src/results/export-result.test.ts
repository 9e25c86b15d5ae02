import { describe, expect, it } from 'vitest';
import { resultAsCsv, resultAsJson } from './export-result.js';

const columns = [
  { name: 'id', type_id: 23 },
  { name: 'note', type_id: 25 },
  { name: 'big', type_id: 20 },
  { name: 'ok', type_id: 16 },
  { name: 'doc', type_id: 3802 },
  { name: 'id', type_id: 23 },
];

describe('exporting a result', () => {
  it('writes CSV with a header, quoting what needs it and NULL as empty', () => {
    const csv = resultAsCsv(columns, [
      ['1', 'plain', '9007199254740993', 't', '{"a": 1}', '2'],
      ['2', 'a, "quoted"\nline', null, 'f', null, '3'],
    ]);
    expect(csv).toBe(
      'id,note,big,ok,doc,id\r\n' +
        '1,plain,9007199254740993,t,"{""a"": 1}",2\r\n' +
        '2,"a, ""quoted""\nline",,f,,3\r\n',
    );
  });

  it('writes JSON objects with typed values, every digit of an int8 kept, and repeated names apart', () => {
    const json = resultAsJson(columns, [['1', 'x', '9007199254740993', 't', '{"a": [1]}', '2']]);
    expect(JSON.parse(json)).toEqual([
      { id: 1, note: 'x', big: '9007199254740993', ok: true, doc: { a: [1] }, id_2: 2 },
    ]);
  });
});
