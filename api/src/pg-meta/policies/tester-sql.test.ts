import { describe, expect, it } from 'vitest';
import {
  becomeRole,
  tryInsert,
  tryUpdate,
  visibleCount,
  visibleRows,
  type TesterTable,
} from './tester-sql.js';

const hostile = 'x"; DROP TABLE y; --';
const table: TesterTable = {
  schema: 'my schema',
  name: hostile,
  rls_enabled: true,
  insertable: ['id', 'we"ird'],
  updatable: 'id',
};
const relation = '"my schema"."x""; DROP TABLE y; --"';
const row = { tableoid: 42, ctid: '(0,1)', row: {} };

describe('policy tester SQL', () => {
  it('becomes the role by quoted name and binds the claims', () => {
    const [setRole, setClaims] = becomeRole(hostile, { sub: "'; --" });
    expect(setRole!.text).toBe('SET LOCAL ROLE "x""; DROP TABLE y; --"');
    expect(setClaims!.text).toBe(`SELECT set_config('request.jwt.claims', $1, true)`);
    expect(JSON.parse(setClaims!.values[0] as string)).toEqual({ role: hostile, sub: "'; --" });
  });

  it('reads and counts through quoted names with bound limits', () => {
    const rows = visibleRows(table, [], 20);
    expect(rows.text).toBe(`SELECT tableoid, ctid::text FROM ${relation} LIMIT $1`);
    expect(rows.values).toEqual([20]);
    const count = visibleCount(table, 1001);
    expect(count.text).toContain(`FROM ${relation} LIMIT $1`);
    expect(count.values).toEqual([1001]);
  });

  it('reads the values in the order given, shaped as the grid shapes them', () => {
    const rows = visibleRows(
      table,
      [
        { name: 'we"ird', type: 'bigint', shape: 'text', isArray: false },
        { name: 'id', type: 'integer', shape: 'native', isArray: false },
      ],
      20,
    );
    const weird = rows.text.indexOf(`to_jsonb(format('%s', "we""ird"))`);
    expect(weird).toBeGreaterThan(0);
    expect(rows.text.indexOf('to_jsonb("id")')).toBeGreaterThan(weird);
  });

  it('targets exactly one row by table and tuple id, both bound', () => {
    const update = tryUpdate(table, 'id', row);
    expect(update.text).toBe(
      `UPDATE ${relation} SET "id" = "id" WHERE tableoid = $1 AND ctid = $2::tid`,
    );
    expect(update.values).toEqual([42, '(0,1)']);
    const insert = tryInsert(table, row);
    expect(insert.text).toContain(
      `INSERT INTO ${relation} ("id", "we""ird") OVERRIDING SYSTEM VALUE`,
    );
    expect(insert.text).toContain('WHERE tableoid = $1 AND ctid = $2::tid ON CONFLICT DO NOTHING');
    expect(insert.values).toEqual([42, '(0,1)']);
  });
});
