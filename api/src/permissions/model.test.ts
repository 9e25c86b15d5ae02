import { describe, expect, it } from 'vitest';
import { ALL_GRANTS, can } from './model.js';

describe('can', () => {
  it('matches exact grants and wildcards', () => {
    const grants = [
      { action: 'sql:admin:read', resource: 'tables' },
      { action: 'storage:admin:write', resource: '*' },
    ] as const;
    expect(can(grants, 'sql:admin:read', 'tables')).toBe(true);
    expect(can(grants, 'sql:admin:read', 'policies')).toBe(false);
    expect(can(grants, 'sql:admin:write', 'tables')).toBe(false);
    expect(can(grants, 'storage:admin:write', 'buckets')).toBe(true);
    expect(can(ALL_GRANTS, 'infra:execute', 'backups')).toBe(true);
    expect(can([], 'sql:query', 'sql')).toBe(false);
  });
});
