import { describe, expect, it } from 'vitest';
import { findBackend, listOngoingQueries, terminateBackend } from './sql.js';

describe('ongoing query SQL', () => {
  it('lists only active client backends of this database, not our own', () => {
    const { text, values } = listOngoingQueries();
    expect(text).toContain('datname = current_database()');
    expect(text).toContain("state = 'active'");
    expect(text).toContain('pid <> pg_backend_pid()');
    expect(values).toEqual([]);
  });

  it('binds the pid', () => {
    expect(findBackend(42)).toMatchObject({ values: [42] });
    expect(terminateBackend(42)).toEqual({
      text: 'SELECT pg_terminate_backend($1) AS terminated',
      values: [42],
    });
  });
});
