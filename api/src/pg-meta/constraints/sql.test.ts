import { describe, expect, it } from 'vitest';
import { listConstraints } from './sql.js';

describe('constraint SQL', () => {
  it('binds every filter as a parameter', () => {
    const hostile = "x'; DROP TABLE y; --";
    const query = listConstraints({ table_id: 3, excluded_schemas: [hostile], limit: 1 });
    expect(query.text).not.toContain('DROP');
    expect(query.values).toEqual([
      3,
      [hostile],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      1,
    ]);
    expect(listConstraints({ include_system_schemas: true }).values).toEqual([]);
  });
});
