// What the grid asks of a 10,000,000-row table, as API paths and as the SQL the API runs for them
// (built by the API's own builders), so each API figure sits next to the bare query's.
import { SqlParams } from '../../../api/src/pg-meta/shared/sql-params.js';
import { estimateQuery } from '../../../api/src/pg-meta/table-rows/count.js';
import { parseFilter } from '../../../api/src/pg-meta/table-rows/filters.js';
import type { Keyset } from '../../../api/src/pg-meta/table-rows/keyset.js';
import type { Relation } from '../../../api/src/pg-meta/table-rows/relation-sql.js';
import { gridPageStatement } from '../../../api/src/pg-meta/table-rows/select-sql.js';
import { parseSort } from '../../../api/src/pg-meta/table-rows/sorts.js';

export interface Operation {
  readonly label: string;
  /** Path and query after `/platform/pg-meta/default/tables/{id}`. */
  readonly path: string;
  readonly sql: (relation: Relation) => { text: string; values: unknown[] };
  /** Without one, the figure is reported for comparison only. */
  readonly targetMs?: number;
}

const page =
  (filters: string[], sorts: string[], offset = 0, keyset?: Keyset) =>
  (relation: Relation) => {
    const params = new SqlParams();
    const text = gridPageStatement(
      relation,
      {
        filters: filters.map(parseFilter),
        sorts: sorts.map(parseSort),
        limit: 100,
        offset,
        keyset,
      },
      params,
    );
    return { text, values: params.values };
  };

export const MIDDLE_OFFSET = 5_000_000;
/** A value of `n` that some rows have (n = i * 7919 mod 1000003). */
const N = 424_242;

/** The middle page as the grid reaches it with Next: the rows after the previous page's last key (ids are 1..N). */
const middleKey: Keyset = { direction: 'after', key: { id: String(MIDDLE_OFFSET) } };

export const OPERATIONS: readonly Operation[] = [
  { label: 'first page', path: '/rows', sql: page([], []), targetMs: 100 },
  {
    label: `middle page, after key ${MIDDLE_OFFSET.toLocaleString('en-US')}`,
    path: `/rows?after=${encodeURIComponent(JSON.stringify(middleKey.key))}`,
    sql: page([], [], 0, middleKey),
    targetMs: 100,
  },
  {
    // A typed page number still jumps by OFFSET, which walks every skipped index entry.
    label: `page at offset ${MIDDLE_OFFSET.toLocaleString('en-US')}, by pk`,
    path: `/rows?sort=id:asc&offset=${MIDDLE_OFFSET}`,
    sql: page([], ['id:asc'], MIDDLE_OFFSET),
  },
  {
    label: 'filtered page (indexed n)',
    path: `/rows?filter=n:eq:${N}`,
    sql: page([`n:eq:${N}`], []),
    targetMs: 100,
  },
  {
    label: 'count, no filters',
    path: '/rows/count',
    sql: (relation) => {
      const { text, values } = estimateQuery(relation, []);
      return { text, values: [...values] };
    },
    targetMs: 100,
  },
];
