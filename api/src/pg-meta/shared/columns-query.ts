import { oidAsNumber, type OidOutput } from './oid-output.js';
import { paging, schemaConditions, type ListParams } from './list-params.js';
import { SqlParams, type BoundQuery } from './sql-params.js';

/** A column as the API returns it (the postgres-meta shape), in column lists and inside tables and views. */
export interface Column {
  table_id: number;
  schema: string;
  table: string;
  id: string;
  ordinal_position: number;
  name: string;
  default_value: string | null;
  data_type: string;
  format: string;
  is_identity: boolean;
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_generated: boolean;
  is_nullable: boolean;
  is_updatable: boolean;
  is_unique: boolean;
  enums: string[];
  check: string | null;
  comment: string | null;
}

/** Which columns to read: of some relations, of one table (optionally one column), or a list page. */
export type ColumnFilter =
  | { readonly relationIds: readonly number[] }
  | { readonly tableId: number; readonly ordinal?: number }
  | { readonly list: ListParams & { readonly table_id?: number } };

/**
 * THE column query: every endpoint that returns columns builds it here, so `/columns`,
 * `/tables?include_columns` and `/views` always agree on a column's fields.
 *
 * The relations are chosen first (`rel`), then their attributes and their single-column unique
 * and check constraints are read through the indexes on those relations, never per column.
 * `data_type` follows information_schema: 'ARRAY' and 'USER-DEFINED' stand in for non-built-ins,
 * and a domain reports its base type. Updatability is asked of a foreign table only when its
 * wrapper has a handler: Postgres raises an error for one without, which would fail the whole list.
 * `ordered: false` leaves the rows in whatever order is cheapest, for callers that group them.
 */
export function selectColumns(
  filter: ColumnFilter,
  ordered = true,
  output: OidOutput = 'row',
): BoundQuery {
  const params = new SqlParams();
  let relations: string;
  let attributes = '';
  let tail = '';
  if ('relationIds' in filter) {
    relations = ` AND c.oid = ANY(${params.add([...filter.relationIds])}::oid[])`;
  } else if ('tableId' in filter) {
    relations = ` AND c.oid = ${params.add(filter.tableId)}`;
    if (filter.ordinal !== undefined) attributes = ` AND a.attnum = ${params.add(filter.ordinal)}`;
  } else {
    const { table_id } = filter.list;
    relations =
      (table_id !== undefined ? ` AND c.oid = ${params.add(table_id)}` : '') +
      schemaConditions('nc.nspname', filter.list, params);
    tail = paging(filter.list, params);
  }
  const text = `
  WITH chosen AS (
    SELECT c.oid FROM pg_class c JOIN pg_namespace nc ON nc.oid = c.relnamespace
     WHERE c.relkind IN ('r', 'p', 'v', 'm', 'f')${relations}
  ),
  -- Each relation's single-column unique and check constraints, one index lookup per relation.
  -- Per column it was six lookups a table; as one aggregate joined to all columns it was once
  -- planned as a nested loop over every constraint of the list (quadratic: 90 ms at 500 tables).
  rel AS (
    SELECT chosen.oid, k.unique_columns, k.check_columns, k.check_expressions
      FROM chosen LEFT JOIN LATERAL (
        SELECT array_agg(k.conkey[1]) FILTER (WHERE k.contype = 'u') AS unique_columns,
               array_agg(k.conkey[1] ORDER BY k.conname) FILTER (WHERE k.contype = 'c')
                 AS check_columns,
               -- Pretty-printed, without the CHECK ( ... ) wrapper: what a person would type.
               array_agg(regexp_replace(pg_get_constraintdef(k.oid, true), '^CHECK \\((.*)\\)$', '\\1')
                 ORDER BY k.conname) FILTER (WHERE k.contype = 'c') AS check_expressions
          FROM pg_constraint k
         WHERE k.conrelid = chosen.oid AND k.contype IN ('u', 'c') AND cardinality(k.conkey) = 1
      ) k ON true
  )
  SELECT ${oidAsNumber('c.oid', output)} AS table_id, nc.nspname AS schema, c.relname AS table,
         c.oid::bigint || '.' || a.attnum AS id, a.attnum::int AS ordinal_position, a.attname AS name,
         -- Looked up only for the columns that have a default, not probed for every column.
         CASE WHEN a.atthasdef THEN (SELECT pg_get_expr(ad.adbin, ad.adrelid) FROM pg_attrdef ad
                                      WHERE ad.adrelid = a.attrelid AND ad.adnum = a.attnum)
         END AS default_value,
         CASE WHEN t.typtype = 'd' THEN
                CASE WHEN bt.typelem <> 0 AND bt.typlen = -1 THEN 'ARRAY'
                     WHEN nbt.nspname = 'pg_catalog' THEN format_type(t.typbasetype, NULL)
                     ELSE 'USER-DEFINED' END
              WHEN t.typelem <> 0 AND t.typlen = -1 THEN 'ARRAY'
              WHEN nt.nspname = 'pg_catalog' THEN format_type(a.atttypid, NULL)
              ELSE 'USER-DEFINED' END AS data_type,
         COALESCE(bt.typname, t.typname) AS format,
         a.attidentity IN ('a', 'd') AS is_identity,
         CASE a.attidentity WHEN 'a' THEN 'ALWAYS' WHEN 'd' THEN 'BY DEFAULT' END AS identity_generation,
         a.attgenerated <> '' AS is_generated,
         NOT (a.attnotnull OR (t.typtype = 'd' AND t.typnotnull)) AS is_nullable,
         CASE WHEN c.relkind IN ('r', 'p') THEN true
              WHEN c.relkind = 'v' THEN pg_column_is_updatable(c.oid, a.attnum, false)
              WHEN c.relkind = 'f' AND EXISTS (
                     SELECT 1 FROM pg_foreign_table ft
                       JOIN pg_foreign_server fs ON fs.oid = ft.ftserver
                       JOIN pg_foreign_data_wrapper w ON w.oid = fs.srvfdw
                      WHERE ft.ftrelid = c.oid AND w.fdwhandler <> 0)
                THEN pg_column_is_updatable(c.oid, a.attnum, false)
              ELSE false END AS is_updatable,
         COALESCE(a.attnum = ANY(rel.unique_columns), false) AS is_unique,
         -- Enum labels for enum columns and arrays of enums; other types skip the lookup.
         CASE WHEN COALESCE(bt.typtype, t.typtype) = 'e' OR COALESCE(bt.typelem, t.typelem) <> 0 THEN
                ARRAY(SELECT e.enumlabel::text FROM pg_enum e
                       WHERE e.enumtypid IN (COALESCE(bt.oid, t.oid), COALESCE(bt.typelem, t.typelem))
                       ORDER BY e.enumsortorder)
              ELSE '{}'::text[] END AS enums,
         -- The first by name, when a column has several.
         rel.check_expressions[array_position(rel.check_columns, a.attnum)] AS "check",
         d.description AS comment
    FROM rel
    JOIN pg_class c ON c.oid = rel.oid
    JOIN pg_attribute a ON a.attrelid = rel.oid
    JOIN pg_namespace nc ON nc.oid = c.relnamespace
    JOIN pg_type t ON t.oid = a.atttypid
    JOIN pg_namespace nt ON nt.oid = t.typnamespace
    LEFT JOIN (pg_type bt JOIN pg_namespace nbt ON nbt.oid = bt.typnamespace)
           ON t.typtype = 'd' AND bt.oid = t.typbasetype
    LEFT JOIN pg_description d
           ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = a.attnum
   WHERE a.attnum > 0 AND NOT a.attisdropped${attributes}
   ${ordered ? 'ORDER BY nc.nspname, c.relname, a.attnum' : ''}${tail}`;
  return { text, values: params.values };
}

/**
 * The same columns as JSON text, one array per relation: `{ table_id, columns }` rows whose
 * `columns` the API can splice into its answer without parsing and re-serialising thousands of
 * column objects (see `tables/list-with-columns.ts`).
 */
export function selectColumnsJson(filter: { readonly relationIds: readonly number[] }): BoundQuery {
  // Unordered inside: each array is ordered by position as it is built, and the arrays are
  // matched to their tables by id, so sorting all the columns first is wasted work.
  const { text, values } = selectColumns(filter, false, 'json');
  return {
    text: `SELECT col.table_id::oid AS table_id, json_agg(to_json(col) ORDER BY col.ordinal_position)::text AS columns
      FROM (${text}) col GROUP BY col.table_id`,
    values,
  };
}

/** Groups columns by relation id, so each listed relation gets its own (possibly empty) list. */
export function columnsByRelation(columns: readonly Column[]): Map<number, Column[]> {
  const byRelation = new Map<number, Column[]>();
  for (const column of columns) {
    const list = byRelation.get(column.table_id) ?? [];
    list.push(column);
    byRelation.set(column.table_id, list);
  }
  return byRelation;
}
