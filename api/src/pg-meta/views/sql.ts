import { paging, schemaConditions, type ListParams } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** The read-only relation kinds served here: view, materialized view, foreign, partitioned table. */
export type RelationKind = 'v' | 'm' | 'f' | 'p';

/** A view, materialized view, foreign or partitioned table (the postgres-meta shape). */
export interface Relation {
  id: number;
  schema: string;
  name: string;
  comment: string | null;
  /** Views only: whether INSERT, UPDATE and DELETE all work on it without rules or triggers. */
  is_updatable?: boolean;
  /** Views and materialized views, read one at a time: the query, as `pg_get_viewdef` prints it. */
  definition?: string;
}

/**
 * The kind is one of four constants chosen by our code, never user text, so it is written into
 * the SQL; everything from the request is bound. 20 is the UPDATE (4) and DELETE (16) bits of
 * pg_relation_is_updatable's event mask, as information_schema.views.is_updatable defines it.
 */
function relationsQuery(kind: RelationKind, where: string, tail: string, one = false): string {
  const updatable =
    kind === 'v' ? `, (pg_relation_is_updatable(c.oid, false) & 20) = 20 AS is_updatable` : '';
  // The query behind a view, for its Definition view; only for one, as a list need not print all.
  const definition =
    one && (kind === 'v' || kind === 'm') ? `, pg_get_viewdef(c.oid, true) AS definition` : '';
  const extra = updatable + definition;
  return `
  SELECT c.oid AS id, n.nspname AS schema, c.relname AS name,
         obj_description(c.oid, 'pg_class') AS comment${extra}
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.relkind = '${kind}' AND NOT pg_is_other_temp_schema(n.oid)${where}
   ORDER BY n.nspname, c.relname${tail}`;
}

export function listRelations(kind: RelationKind, list: ListParams): BoundQuery {
  const params = new SqlParams();
  const where = schemaConditions('n.nspname', list, params);
  return { text: relationsQuery(kind, where, paging(list, params)), values: params.values };
}

export function getRelation(kind: RelationKind, id: number): BoundQuery {
  const params = new SqlParams();
  return {
    text: relationsQuery(kind, ` AND c.oid = ${params.add(id)}`, '', true),
    values: params.values,
  };
}
