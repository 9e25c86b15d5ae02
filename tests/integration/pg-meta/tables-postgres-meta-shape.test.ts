import { describe, expect, it } from 'vitest';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

const base = '/platform/pg-meta/default/tables';

interface Table {
  name: string;
  live_rows_estimate: number;
  dead_rows_estimate: number;
  columns?: { name: string }[];
}

describe('GET /tables answers the postgres-meta shape', () => {
  it('has dead_rows_estimate, and columns unless include_columns=false', async () => {
    const schema = uniqueName('shape');
    await directQuery(
      `CREATE SCHEMA "${schema}"; CREATE TABLE "${schema}".t (id int PRIMARY KEY, note text);
       INSERT INTO "${schema}".t SELECT g, 'x' FROM generate_series(1, 20) g;
       DELETE FROM "${schema}".t WHERE id <= 5;`,
    );
    try {
      // Dead tuples reach the statistics when the deleting backend reports them.
      await directQuery('SELECT pg_stat_force_next_flush()').catch(() => undefined);
      const byDefault = await api<Table[]>('GET', `${base}?included_schemas=${schema}`);
      expect(byDefault.status).toBe(200);
      const [table] = byDefault.body;
      expect(typeof table!.dead_rows_estimate).toBe('number');
      expect(table!.columns?.map((c) => c.name)).toEqual(['id', 'note']);

      const asked = await api<Table[]>(
        'GET',
        `${base}?included_schemas=${schema}&include_columns=true`,
      );
      expect(asked.body[0]!.columns?.map((c) => c.name)).toEqual(['id', 'note']);

      const without = await api<Table[]>(
        'GET',
        `${base}?included_schemas=${schema}&include_columns=false`,
      );
      expect(without.body[0]).not.toHaveProperty('columns');
      expect(without.body[0]!.dead_rows_estimate).toEqual(expect.any(Number));

      const [stats] = await directQuery<{ dead: number }>(
        `SELECT pg_stat_get_dead_tuples($1::regclass)::int AS dead`,
        [`"${schema}".t`],
      );
      expect(without.body[0]!.dead_rows_estimate).toBe(stats!.dead);
    } finally {
      await directQuery(`DROP SCHEMA "${schema}" CASCADE`);
    }
  });
});
