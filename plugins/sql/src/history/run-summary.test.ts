import { describe, expect, it } from 'vitest';
import { duration, ranAt, rowsText, STATUS_BADGE } from './run-summary.js';

describe('run summary', () => {
  it('writes durations at a readable scale', () => {
    expect(duration(12.4)).toBe('12 ms');
    expect(duration(1440)).toBe('1.4 s');
    expect(duration(125_000)).toBe('2 min 5 s');
  });

  it('counts rows, and says nothing without a count', () => {
    expect(rowsText(1)).toBe('1 row');
    expect(rowsText(100000)).toBe('100,000 rows');
    expect(rowsText(null)).toBe('');
  });

  it('writes the time as the running queries dialog does', () => {
    expect(ranAt('2026-11-27T08:15:42Z')).toMatch(/^\d{2} Nov 2026 \d{2}:\d{2} \([+-]\d{4}\)$/);
  });

  it('labels each ending', () => {
    expect(STATUS_BADGE.error).toEqual({ label: 'Failed', tone: 'critical' });
  });
});
