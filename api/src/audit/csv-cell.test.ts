import { describe, expect, it } from 'vitest';
import { csvCell, csvRecord } from './csv-cell.js';

describe('csvCell', () => {
  it('defuses cells a spreadsheet would run as formulas', () => {
    for (const cell of ['=1+1', '+1', '-1', '@SUM(A1)', '\tx', '\rx']) {
      expect(csvCell(cell).replace(/^"/, '').startsWith("'"), JSON.stringify(cell)).toBe(true);
    }
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('quotes separators, quotes and line breaks, and leaves plain text alone', () => {
    expect(csvCell('public.projects')).toBe('public.projects');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(201)).toBe('201');
    expect(csvRecord(['a', null, 3])).toBe('a,,3\r\n');
  });
});
