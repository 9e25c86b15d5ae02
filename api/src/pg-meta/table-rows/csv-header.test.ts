import { describe, expect, it } from 'vitest';
import { csvFields, firstRecordEnd } from './csv-header.js';

describe('firstRecordEnd', () => {
  it('finds the line break that ends the first record', () => {
    expect(firstRecordEnd('a,b\n1,2\n')).toBe(4);
    // At CRLF the record ends after the CR: the LF goes on to COPY with the rest of the bytes.
    expect(firstRecordEnd('a,b\r\n1,2')).toBe(4);
  });

  it('ends a record at a lone CR, as files with CR-only line endings have', () => {
    expect(firstRecordEnd('a,b\r1,2\r')).toBe(4);
    expect(csvFields('a,b\r')).toEqual(['a', 'b']);
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
