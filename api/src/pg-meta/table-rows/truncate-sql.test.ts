import { describe, expect, it } from 'vitest';
import { people } from './relation-sql.fixture.js';
import { truncateTable } from './truncate-sql.js';

describe('truncateTable', () => {
  it('truncates, with cascade when asked', () => {
    expect(truncateTable(people, {})).toBe('TRUNCATE "public"."people"');
    expect(truncateTable(people, { cascade: true })).toBe('TRUNCATE "public"."people" CASCADE');
  });

  it('is refused while impersonating a role', () => {
    expect(() => truncateTable(people, { role: 'anon' })).toThrow(
      'Table truncation is not supported when impersonating a role',
    );
  });
});
