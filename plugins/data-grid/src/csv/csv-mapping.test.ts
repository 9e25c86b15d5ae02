import { describe, expect, it } from 'vitest';
import { defaultMapping, detectHeader, isFileUsableAsIs, mappingProblem } from './csv-mapping.js';

const columns = ['id', 'name', 'age'];

describe('CSV import mapping', () => {
  it('detects a header by its column names, and data by its numbers', () => {
    expect(detectHeader(['name', 'age'], columns)).toBe(true);
    expect(detectHeader(['Rex', '3'], columns)).toBe(false);
    expect(detectHeader(['Rex', 'dog'], columns)).toBe(false);
  });

  it('maps by header name, or by position without a header', () => {
    expect(defaultMapping(['age', 'colour', 'name'], columns, true)).toEqual(['age', null, 'name']);
    expect(defaultMapping(['1', 'Rex', '3', 'x'], columns, false)).toEqual([
      'id',
      'name',
      'age',
      null,
    ]);
  });

  it('sends the file as it is only when its header names every target', () => {
    expect(isFileUsableAsIs(['name', 'age'], ['name', 'age'], true)).toBe(true);
    expect(isFileUsableAsIs(['name', 'colour'], ['name', null], true)).toBe(false);
    expect(isFileUsableAsIs(['Rex', '3'], ['name', 'age'], false)).toBe(false);
  });

  it('refuses an empty or doubled mapping', () => {
    expect(mappingProblem([null, null])).toBe('Map at least one CSV column to a table column');
    expect(mappingProblem(['name', 'name'])).toBe('Column "name" is mapped more than once');
    expect(mappingProblem(['name', null])).toBeUndefined();
  });
});
