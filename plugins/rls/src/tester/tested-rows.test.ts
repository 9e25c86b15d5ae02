import { describe, expect, it } from 'vitest';
import { testedRows, visibleSummary } from './tested-rows.js';
import type { PolicyTestResult } from './result.js';

const result: PolicyTestResult = {
  rls_enabled: true,
  columns: ['id', 'user_id', 'meta'],
  visible: [
    { id: 1, user_id: 'a' },
    { id: 2, meta: { x: 1 } },
  ],
  visible_count: 2,
  visible_count_capped: false,
  writable: { insert: [{ allowed: true }, { allowed: false, message: 'new row violates' }] },
};

describe('policy tester results', () => {
  it('pairs each visible row with its write verdicts', () => {
    expect(testedRows(result)).toEqual([
      { index: 0, values: { id: 1, user_id: 'a' }, insert: { allowed: true }, update: undefined },
      {
        index: 1,
        values: { id: 2, meta: { x: 1 } },
        insert: { allowed: false, message: 'new row violates' },
        update: undefined,
      },
    ]);
  });

  it('shows counts as short text', () => {
    expect(visibleSummary(result, 'anon')).toBe('2 rows visible to anon');
    expect(visibleSummary({ ...result, visible_count: 1 }, 'anon')).toBe('1 row visible to anon');
    expect(
      visibleSummary({ ...result, visible_count: 1000, visible_count_capped: true }, 'x'),
    ).toBe('1,000+ rows visible to x');
  });
});
