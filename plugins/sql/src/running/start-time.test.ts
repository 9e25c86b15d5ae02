import { describe, expect, it } from 'vitest';
import { runningCount, startTime } from './start-time.js';

describe('running queries wording', () => {
  it("counts the queries in the spec's words", () => {
    expect(runningCount(0)).toBe('There are 0 queries currently running');
    expect(runningCount(1)).toBe('There is 1 query currently running');
    expect(runningCount(2)).toBe('There are 2 queries currently running');
  });

  it('writes the start time as DD MMM YYYY HH:mm with the zone offset', () => {
    expect(startTime('2026-11-27T08:15:42.123Z')).toMatch(
      /^\d{2} Nov 2026 \d{2}:\d{2} \([+-]\d{4}\)$/,
    );
    expect(startTime(null)).toBe('Unknown');
  });
});
