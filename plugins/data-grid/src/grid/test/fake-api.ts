import type { Column } from '@atrium/core/plugin-api';
import { aPrimaryKey, aRole, aTable, anEntity, apiError, stubPgMeta } from '@atrium/core/testing';

export { aColumn as apiColumn } from '@atrium/core/testing';

export interface FakeTable {
  readonly columns: Column[];
  rows: Record<string, unknown>[];
  readonly primaryKeys: string[];
  /** Per row, the columns the server cut at 10,240 characters. */
  readonly truncated?: string[][];
  /** What the count endpoint answers when not exact; the row count by default. */
  readonly count?: { count: number; estimated: boolean };
  /** RLS is on and lets no impersonated role read a row (reads with `role` get none). */
  readonly rlsHidesRows?: boolean;
  /** The relation's kind: a table by default, `v` for a view. */
  readonly entityType?: 'r' | 'v';
}

const matches = (row: Record<string, unknown>, key: Record<string, unknown>) =>
  Object.entries(key).every(([k, v]) => row[k] === v);

/**
 * One table (id 7) in memory behind the typed metadata-API stub (`stubPgMeta`): enough of the
 * contract for the grid's UI logic. Every request is recorded (`calls`) for assertions.
 */
export function stubApi(table: FakeTable) {
  const stub = stubPgMeta({
    'GET /entities/:id': () =>
      anEntity({ rls_enabled: table.rlsHidesRows === true, type: table.entityType ?? 'r' }),
    'GET /columns': () => table.columns,
    'GET /tables/:id': () => aTable({ primary_keys: table.primaryKeys.map((n) => aPrimaryKey(n)) }),
    'GET /views/:id': () => ({
      id: 7,
      schema: 'public',
      name: 'pets',
      comment: null,
      is_updatable: false,
      definition: ' SELECT pets.id,\n    pets.name\n   FROM pets;',
      columns: table.columns,
    }),
    'GET /roles': () => [aRole({ id: 1, name: 'anon' }), aRole({ id: 2, name: 'authenticated' })],
    'GET /tables/:id/rows': ({ url }) => {
      const limit = Number(url.searchParams.get('limit'));
      const offset = Number(url.searchParams.get('offset'));
      const visible = table.rlsHidesRows && url.searchParams.has('role') ? [] : table.rows;
      const page = visible.slice(offset, offset + limit);
      const truncated = page.map((_, i) => table.truncated?.[offset + i] ?? []);
      return { rows: page as never, truncated };
    },
    'GET /tables/:id/rows/count': ({ url }) => {
      const exact = url.searchParams.get('exact') === 'true';
      if (table.rlsHidesRows && url.searchParams.has('role')) return { count: 0, estimated: false };
      return table.count && !exact ? table.count : { count: table.rows.length, estimated: false };
    },
    'POST /tables/:id/rows/value': ({ body }) => {
      const { column, primary_key } = body as {
        column: string;
        primary_key: Record<string, unknown>;
      };
      const row = table.rows.find((r) => matches(r, primary_key));
      return { value: `${String(row?.[column])} (full)` };
    },
    'PATCH /tables/:id/rows': ({ body }) => {
      const { primary_key, values } = body as {
        primary_key: Record<string, unknown>;
        values: Record<string, unknown>;
      };
      const row = table.rows.find((r) => matches(r, primary_key));
      if (!row) return apiError(404, 'not found', 'not_found');
      Object.assign(row, values);
      return { ...row } as never;
    },
  });
  return { fetch: stub.fetch, calls: stub.requests };
}
