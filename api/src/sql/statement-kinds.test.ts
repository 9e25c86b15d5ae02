import { describe, expect, it } from 'vitest';
import { sqlKinds } from './statement-kinds.js';

describe('sqlKinds', () => {
  it('tells reads from changes by the statements Postgres parses', async () => {
    expect(await sqlKinds('select extname from pg_extension')).toEqual({
      kinds: ['SelectStmt'],
      onlyReads: true,
    });
    expect(await sqlKinds('SELECT 1; DROP TABLE public.x')).toEqual({
      kinds: ['SelectStmt', 'DropStmt'],
      onlyReads: false,
    });
    expect((await sqlKinds('BEGIN; SHOW search_path; EXPLAIN SELECT 1; COMMIT'))?.onlyReads).toBe(
      true,
    );
  });

  it('counts data-modifying parts inside reading statements as changes', async () => {
    for (const sql of [
      'WITH gone AS (DELETE FROM t RETURNING *) SELECT * FROM gone',
      'EXPLAIN ANALYZE UPDATE t SET a = 1',
      'SELECT * INTO copy FROM t',
    ]) {
      expect((await sqlKinds(sql))?.onlyReads, sql).toBe(false);
    }
  });

  it('counts a SELECT calling anything but a built-in read as a change', async () => {
    for (const sql of [
      'SELECT wipe_everything()',
      'SELECT * FROM public.archive_orders(30)',
      'SELECT pg_catalog.pg_terminate_backend(123)',
      "SELECT dblink_exec('dbname=x', 'DROP TABLE t')",
      'SET search_path = public, pg_catalog; SELECT count(*) FROM t',
    ]) {
      expect((await sqlKinds(sql))?.onlyReads, sql).toBe(false);
    }
    for (const sql of [
      'SELECT count(*), max(created_at), now() FROM orders',
      'SELECT pg_catalog.pg_size_pretty(pg_total_relation_size(42))',
    ]) {
      expect((await sqlKinds(sql))?.onlyReads, sql).toBe(true);
    }
  });

  it('cannot tell text the parser refuses, nor text too long to parse inline', async () => {
    expect(await sqlKinds('SELEC 1')).toBeUndefined();
    expect(await sqlKinds(`SELECT ${'1 + '.repeat(2000)}1`)).toBeUndefined();
  });
});
