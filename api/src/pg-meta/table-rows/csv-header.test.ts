import { describe, expect, it } from 'vitest';
import { csvFields, firstRecordEnd } from './csv-header.js';

describe('firstRecordEnd', () => {
  it('finds the line break that ends the first record', () => {
    expect(firstRecordEnd('a,b\n1,2\n')).toBe(4);
    expect(firstRecordEnd('a,b\r\n1,2')).toBe(5);
  });

  it('skips line breaks inside quotes, and waits for more text when there is none', () => {
    expect(firstRecordEnd('"a\nb",c\n1')).toBe(8);
    expect(firstRecordEnd('"a""\n')).toBe(-1);
    expect(firstRecordEnd('a,b')).toBe(-1);
  });
});

describe('csvFields', () => {
  it('splits and unquotes a record', () => {
    expect(csvFields('id,"full, name","say ""hi""",\r\n')).toEqual([
      'id',
      'full, name',
      'say "hi"',
      '',
    ]);
  });

  it('drops a byte order mark', () => {
    expect(csvFields('\uFEFFid,name\n')).toEqual(['id', 'name']);
  });
});
