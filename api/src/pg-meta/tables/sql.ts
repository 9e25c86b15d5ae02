import { oidAsNumber, type OidOutput } from '../shared/oid-output.js';
import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';
import type { Column } from '../shared/columns-query.js';

export interface PrimaryKey {
  schema: string;
  table_name: string;
  name: string;
  table_id: number;
}

export interface Relationship {
  id: number;
  constraint_name: string;
  source_schema: string;
  source_table_name: string;
  source_column_name: string;
  target_table_schema: string;
  target_table_name: string;
  target_column_name: string;
  deletion_action: string;
}

/** A table as the API returns it (the postgres-meta shape); `columns` unless `include_columns=false`. */
export interface Table {
  id: number;
  schema: string;
  name: string;
  comment: string | null;
  rls_enabled: boolean;
  rls_forced: boolean;
  replica_identity: 'DEFAULT' | 'INDEX' | 'FULL' | 'NOTHING';
  live_rows_estimate: number;
  dead_rows_estimate: number;
  size: string;
  bytes: number;
  primary_keys: PrimaryKey[];
  relationships: Relationship[];
  columns?: Column[];
}

/** Schemas initdb pins: relations in them record no dependency on them in pg_depend. */
const PINNED_SCHEMAS: readonly string[] = ['pg_catalog', 'pg_toast'];

const TABLE_KINDS = `c.relkind IN ('r', 'p') AND NOT pg_is_other_temp_schema(c.relnamespace)`;

/**
 * The ids of the tables (ordinary and partitioned) a list asks for, in list order and paged.
 * With named schemas they are found through pg_depend's index on the referenced object rather
 * than a scan of all of pg_class, which has no index by schema (at 10,000 tables the scan is most
 * of a sidebar list's time). Every relation outside the pinned schemas records a dependency on
 * its schema, moved along by ALTER ... SET SCHEMA.
 */
export function listTableIds(list: ListParams): BoundQuery {
  const params = new SqlParams();
  const named = list.included_schemas ?? [];
  const throughDepend = named.length > 0 && !named.some((name) => PINNED_SCHEMAS.includes(name));
  const from = throughDepend
    ? `pg_namespace n
      JOIN pg_depend d ON d.refclassid = 'pg_namespace'::regclass AND d.refobjid = n.oid
                      AND d.refobjsubid = 0 AND d.classid = 'pg_class'::regclass
      JOIN pg_class c ON c.oid = d.objid AND c.relnamespace = n.oid`
    : 'pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace';
  const text = `SELECT c.oid AS id FROM ${from}
     WHERE ${TABLE_KINDS}${schemaConditions('n.nspname', list, params)}
     ORDER BY n.nspname, c.relname${paging(list, params)}`;
  return { text, values: params.values };
}

/**
 * The tables `ids` names (a bound oid array, so the planner knows how many) with their primary
 * keys and foreign-key relationships, in list order. The key lookups join only against those
 * tables, so one query serves any number of them without scanning the whole catalogue. Sizes and
 * counts are cast to float8 so they arrive as JSON numbers, not strings.
 */
function tablesQuery(ids: string, output: OidOutput): string {
  return `
  WITH t AS (
    SELECT c.oid, c.relname, n.nspname
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE c.oid = ANY(${ids}::oid[]) AND c.relkind IN ('r', 'p')
  ),
  pk AS (
    SELECT k.conrelid, json_agg(json_build_object('schema', t.nspname, 'table_name', t.relname,
             'name', a.attname, 'table_id', t.oid::bigint) ORDER BY a.attnum) AS primary_keys
      FROM t JOIN pg_constraint k ON k.conrelid = t.oid AND k.contype = 'p'
      JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = ANY(k.conkey)
     GROUP BY k.conrelid
  ),
  -- Foreign keys touching the chosen tables, as two lookups: an OR of the two directions would
  -- make Postgres scan every constraint in the catalogue.
  fk_ids AS (
    SELECT k.oid FROM t JOIN pg_constraint k ON k.conrelid = t.oid AND k.contype = 'f'
    UNION
    SELECT k.oid FROM t JOIN pg_constraint k ON k.confrelid = t.oid AND k.contype = 'f'
  ),
  fk AS (
    SELECT k.oid, k.conname, k.conrelid, k.confrelid, k.confdeltype, s.attname AS source_column,
           d.attname AS target_column
      FROM fk_ids JOIN pg_constraint k ON k.oid = fk_ids.oid
      CROSS JOIN LATERAL unnest(k.conkey, k.confkey) AS cols(source_attnum, target_attnum)
      JOIN pg_attribute s ON s.attrelid = k.conrelid AND s.attnum = cols.source_attnum
      JOIN pg_attribute d ON d.attrelid = k.confrelid AND d.attnum = cols.target_attnum
  ),
  fk_of_table AS (
    SELECT t.oid AS table_oid, fk.* FROM t JOIN fk ON fk.conrelid = t.oid
    UNION
    SELECT t.oid AS table_oid, fk.* FROM t JOIN fk ON fk.confrelid = t.oid
  ),
  -- Names through index lookups per key: joined, the planner hashes all of pg_class twice.
  rel AS (
    SELECT fk.table_oid, json_agg(json_build_object('id', fk.oid::bigint,
             'constraint_name', fk.conname, 'source_schema', fk.conrelid_schema,
             'source_table_name', fk.conrelid_name, 'source_column_name', fk.source_column,
             'target_table_schema', fk.confrelid_schema, 'target_table_name', fk.confrelid_name,
             'target_column_name', fk.target_column,
             'deletion_action', fk.confdeltype) ORDER BY fk.conname, fk.source_column) AS relationships
      FROM (SELECT f.*,
                   (SELECT relname FROM pg_class WHERE oid = f.conrelid) AS conrelid_name,
                   (SELECT nspname FROM pg_namespace WHERE oid = (
                      SELECT relnamespace FROM pg_class WHERE oid = f.conrelid)) AS conrelid_schema,
                   (SELECT relname FROM pg_class WHERE oid = f.confrelid) AS confrelid_name,
                   (SELECT nspname FROM pg_namespace WHERE oid = (
                      SELECT relnamespace FROM pg_class WHERE oid = f.confrelid)) AS confrelid_schema
              FROM fk_of_table f) fk
     GROUP BY fk.table_oid
  )
  SELECT ${oidAsNumber('c.oid', output)} AS id, t.nspname AS schema, c.relname AS name,
         d.description AS comment,
         c.relrowsecurity AS rls_enabled, c.relforcerowsecurity AS rls_forced,
         CASE c.relreplident WHEN 'd' THEN 'DEFAULT' WHEN 'i' THEN 'INDEX' WHEN 'f' THEN 'FULL'
              ELSE 'NOTHING' END AS replica_identity,
         -- The statistics function, not pg_stat_user_tables: that view aggregates every table
         -- and index in the catalogue before any filter applies.
         COALESCE(NULLIF(pg_stat_get_live_tuples(c.oid), 0), GREATEST(c.reltuples, 0))::float8
           AS live_rows_estimate,
         pg_stat_get_dead_tuples(c.oid)::float8 AS dead_rows_estimate,
         pg_size_pretty(sz.bytes) AS size,
         sz.bytes::float8 AS bytes,
         COALESCE(pk.primary_keys, '[]') AS primary_keys,
         COALESCE(rel.relationships, '[]') AS relationships
    FROM t JOIN pg_class c ON c.oid = t.oid
    -- The spec's 'Size (Estimated)': the table's data as it is on disk now, plus its indexes and
    -- TOAST data as of their last VACUUM, ANALYZE or CREATE INDEX (pg_class.relpages). Measuring
    -- every fork of every index and TOAST relation (pg_total_relation_size) opens and stats each
    -- file: at 500 tables that was 20 ms of a 50 ms list (tests/bench/pg-meta-catalogue.bench.mts).
    CROSS JOIN LATERAL (
      SELECT pg_relation_size(c.oid) + current_setting('block_size')::bigint * (
               COALESCE((SELECT sum(i.relpages) FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid
                          WHERE x.indrelid = c.oid), 0)
             + COALESCE((SELECT tc.relpages FROM pg_class tc WHERE tc.oid = c.reltoastrelid), 0)
             ) AS bytes
    ) sz
    LEFT JOIN pg_description d
           ON d.objoid = c.oid AND d.classoid = 'pg_class'::regclass AND d.objsubid = 0
    LEFT JOIN pk ON pk.conrelid = c.oid
    LEFT JOIN rel ON rel.table_oid = c.oid
   ORDER BY t.nspname, c.relname`;
}

/** The tables `ids` names, as rows. */
export function tablesByIds(ids: readonly number[]): BoundQuery {
  return { text: tablesQuery('$1', 'row'), values: [[...ids]] };
}

/** The tables `ids` names as `{ id, json }` rows of JSON text (see `list-with-columns.ts`). */
export function tablesJsonByIds(ids: readonly number[]): BoundQuery {
  return {
    text: `SELECT x.id::oid AS id, to_json(x)::text AS json FROM (${tablesQuery('$1', 'json')}) x
      ORDER BY x.schema, x.name`,
    values: [[...ids]],
  };
}

export const getTable = (id: number): BoundQuery => tablesByIds([id]);

/** The id of a table just created, found by its exact (unquoted) schema and name. */
export function tableIdByName(schema: string, name: string): BoundQuery {
  const params = new SqlParams();
  const text = `SELECT c.oid AS id FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE n.nspname = ${params.add(schema)} AND c.relname = ${params.add(name)} AND c.relkind IN ('r', 'p')`;
  return { text, values: params.values };
}
