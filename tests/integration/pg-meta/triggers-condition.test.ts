import { beforeAll, describe, expect, it } from 'vitest';
import type { Trigger } from '../../../api/src/pg-meta/triggers/sql.js';
import { api } from '../../harness/api.js';
import { directQuery, uniqueName } from '../../harness/database.js';

/**
 * postgres-meta's `condition` on `POST /triggers`: a user's SQL expression in the WHEN clause,
 * which the statement guard keeps inside that clause.
 */
const base = '/platform/pg-meta/default/triggers';
const table = uniqueName('trg_cond');
const fn = uniqueName('trg_cond_fn');

beforeAll(async () => {
  await directQuery(`CREATE TABLE public.${table} (v int, touched text)`);
  await directQuery(
    `CREATE FUNCTION public.${fn}() RETURNS trigger LANGUAGE plpgsql
       AS $$ begin new.touched := tg_name; return new; end $$`,
  );
});

const create = (name: string, condition: string) =>
  api<Trigger & { error?: { code: string; message: string } }>('POST', base, {
    name,
    table,
    function_name: fn,
    events: ['INSERT'],
    orientation: 'ROW',
    condition,
  });

const touched = async (v: number) =>
  (
    await directQuery<{ touched: string | null }>(
      `INSERT INTO public.${table} (v) VALUES (${v}) RETURNING touched`,
    )
  )[0]!.touched;

describe('POST /triggers with a condition', () => {
  it('creates a trigger that fires only when its condition holds, and reads it back', async () => {
    const name = uniqueName('trg_when');
    const created = await create(name, 'new.v > 10');
    expect(created.status).toBe(201);
    expect(created.body.condition).toContain('new.v > 10');
    expect(await touched(5)).toBeNull();
    expect(await touched(20)).toBe(name);
    expect((await api('DELETE', `${base}/${created.body.id}`)).status).toBe(200);
  });

  it('refuses a condition that reaches outside its WHEN clause, creating nothing', async () => {
    const name = uniqueName('trg_evil');
    const refused = await create(
      name,
      `true) EXECUTE FUNCTION public.${fn}(); DROP TABLE public.${table}; --`,
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error?.code).toBe('invalid_expression');
    const rows = await directQuery(`SELECT 1 FROM pg_trigger WHERE tgname = $1`, [name]);
    expect(rows).toEqual([]);
    expect((await directQuery(`SELECT to_regclass('public.${table}')::text AS t`))[0]).toEqual({
      t: table,
    });
  });
});
