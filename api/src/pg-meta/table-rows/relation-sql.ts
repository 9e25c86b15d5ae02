import type { Queryable } from '../../db/queryable.js';
import { badRequest, notFound } from '../../http/api-error.js';
import { quoteIdent } from '../../sql/quote.js';
import type { BoundQuery } from '../shared/sql-params.js';

/**
 * How a column's values become JSON: `native` through `to_jsonb(col)` (booleans, int2/int4,
 * strings: JSON that says exactly what Postgres prints), `text` as the type's own output (bigint,
 * numeric, floats, json and jsonb, inet, dates: exactly as Postgres prints them, never rounded by
 * a JS number or re-normalised), `text[]` for arrays of such types, each element its output.
 */
export type JsonShape = 'native' | 'text' | 'text[]';

export interface RowColumn {
  readonly name: string;
  /** `format_type(atttypid, NULL)`: a type name Postgres itself printed, safe to put after `::`. */
  readonly type: string;
  readonly shape: JsonShape;
  /** An array (or a domain over one): its values travel as JSON arrays. */
  readonly isArray: boolean;
}

/** A table, view, materialized view, foreign or partitioned table, as the row endpoints need it. */
export interface Relation {
  readonly id: number;
  readonly schema: string;
  readonly name: string;
  readonly kind: 'r' | 'p' | 'v' | 'm' | 'f';
  readonly columns: readonly RowColumn[];
  /** Primary-key column names in key order; empty when there is none (views, keyless tables). */
  readonly primaryKey: readonly string[];
}

/**
 * Types whose `to_jsonb` says exactly what their output says: no bigint or numeric (JS numbers
 * would round them), no floats (JS prints `1e-7` where Postgres prints `1e-07`), no json (jsonb
 * would re-normalise it).
 */
const NATIVE_TYPES = `'{bool,int2,int4,text,varchar,bpchar,name}'::regtype[]`;
/** Array elements kept as JSON values: json and jsonb elements too (their text is not a value). */
const NATIVE_ELEMENTS = `'{bool,int2,int4,text,varchar,bpchar,name,json,jsonb}'::regtype[]`;

/**
 * One relation with its columns and primary key, by oid, read through the catalogue's indexes.
 * A domain is shaped by its base type, an array by its element type.
 */
export function relationQuery(id: number): BoundQuery {
  const text = `
  SELECT c.oid AS id, n.nspname AS schema, c.relname AS name, c.relkind AS kind,
         COALESCE((
           SELECT json_agg(json_build_object(
                    'name', a.attname,
                    'type', format_type(a.atttypid, NULL),
                    'shape', CASE
                      WHEN b.oid = ANY(${NATIVE_TYPES}) THEN 'native'
                      WHEN b.typcategory = 'A' AND b.typelem = ANY(${NATIVE_ELEMENTS}) THEN 'native'
                      WHEN b.typcategory = 'A' THEN 'text[]'
                      ELSE 'text' END,
                    'isArray', b.typcategory = 'A') ORDER BY a.attnum)
             FROM pg_attribute a
             JOIN pg_type t ON t.oid = a.atttypid
             JOIN pg_type b ON b.oid = CASE WHEN t.typtype = 'd' THEN t.typbasetype ELSE t.oid END
            WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped), '[]') AS columns,
         COALESCE((
           SELECT array_agg(a.attname::text ORDER BY array_position(k.conkey, a.attnum))
             FROM pg_constraint k
             JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = ANY(k.conkey)
            WHERE k.conrelid = c.oid AND k.contype = 'p'), '{}') AS "primaryKey"
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.oid = $1 AND c.relkind IN ('r', 'p', 'v', 'm', 'f')`;
  return { text, values: [id] };
}

/** The relation with this oid, or 404. */
export async function loadRelation(db: Queryable, id: number): Promise<Relation> {
  const { text, values } = relationQuery(id);
  const relation = (await db.query<Relation>(text, [...values])).rows[0];
  if (!relation) throw notFound(`Table with id ${id} not found`);
  return relation;
}

/** `"schema"."name"`, for SQL. */
export const qualifiedName = (relation: Relation) =>
  `${quoteIdent(relation.schema)}.${quoteIdent(relation.name)}`;

/** The column with this exact name, or 400 naming the table, so a typo is easy to spot. */
export function columnNamed(relation: Relation, name: string): RowColumn {
  const column = relation.columns.find((c) => c.name === name);
  if (!column) {
    throw badRequest(
      `Column "${name}" does not exist on table "${relation.schema}.${relation.name}"`,
      'unknown_column',
    );
  }
  return column;
}
