import { describe, expect, it } from 'vitest';
import { getRelation, listRelations } from './sql.js';

describe('view and other relation SQL', () => {
  it('binds every list filter and scopes to the one kind asked for', () => {
    const query = listRelations('m', { excluded_schemas: [`x'; DROP VIEW y; --`], limit: 3 });
    expect(query.text).not.toContain('DROP');
    expect(query.text).toContain(`c.relkind = 'm'`);
    expect(query.values).toEqual([
      [`x'; DROP VIEW y; --`],
      ['information_schema', 'pg_catalog', 'pg_toast'],
      3,
    ]);
    expect(query.text).toMatch(/LIMIT \$3$/);
  });

  it('reports updatability for views only', () => {
    expect(listRelations('v', {}).text).toContain('AS is_updatable');
    expect(listRelations('f', {}).text).not.toContain('is_updatable');
  });

  it('finds one relation by a bound id', () => {
    const query = getRelation('p', 9);
    expect(query.text).toContain(`c.relkind = 'p'`);
    expect(query.text).toContain('AND c.oid = $1');
    expect(query.values).toEqual([9]);
  });
});
