import { describe, expect, it } from 'vitest';
import { exportDisposition } from './export-filename.js';

describe('exportDisposition', () => {
  it('names the file [table]_rows.csv', () => {
    expect(exportDisposition('people')).toBe('attachment; filename="people_rows.csv"');
  });

  it('adds an RFC 5987 name when the table name is not plain ASCII', () => {
    expect(exportDisposition('café "x"')).toBe(
      `attachment; filename="caf_ _x__rows.csv"; filename*=UTF-8''caf%C3%A9%20%22x%22_rows.csv`,
    );
  });
});
