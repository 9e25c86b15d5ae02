import { describe, expect, it } from 'vitest';
import { DEFAULT_CSV_EXPORT_LIMIT, exportLimitMessage } from './export-limit.js';

describe('exportLimitMessage', () => {
  it("is the spec's message with the limit formatted", () => {
    expect(exportLimitMessage(DEFAULT_CSV_EXPORT_LIMIT)).toBe(
      "Sorry! We're unable to support exporting of CSV for row counts larger than 500,000 at the moment.",
    );
    expect(exportLimitMessage(1234567)).toContain('larger than 1,234,567 at');
  });
});
