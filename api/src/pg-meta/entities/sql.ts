import { oidAsNumber, type OidOutput } from '../shared/oid-output.js';
import { z } from 'zod';
import { pagingQuery } from '../shared/list-params.js';
import { SqlParams, type BoundQuery } from '../shared/sql-params.js';

/** Relation kinds the sidebar shows: table, view, materialized view, foreign and partitioned table. */
export const ENTITY_TYPES = ['r', 'v', 'm', 'f', 'p'] as const;
export type EntityType = (typeof ENTITY_TYPES)[number];

/** The order of the 'grouped-alphabetical' sort: tables first, then views, then the rest. */
const GROUP_ORDER: readonly EntityType[] = ['r', 'p', 'v', 'm', 'f'];

export const entitiesQuery = z.object({
  schema: z.string().min(1, 'schema is required'),
  search: z
    .string()
    .transform((s) => s.trim())
    .optional(),
  sort: z.enum(['alphabetical', 'grouped-alphabetical']).default('alphabetical'),
  types: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(ENTITY_TYPES)))
    .optional(),
  // The strict paging of every list (decimal digits only), with the sidebar's defaults.
  limit: pagingQuery.shape.limit.unwrap().default(100),
  offset: pagingQuery.shape.offset.unwrap().default(0),
});
export type EntitiesQuery = z.infer<typeof entitiesQuery>;

export interface Entity {
  id: number;
  schema: string;
  name: string;
  type: EntityType;
  comment: string | null;
  rls_enabled: boolean;
  /** Views: whether the view runs with its caller's rights (materialized: never); null otherwise. */
  security_invoker: boolean | null;
}

/** An entity's fields, read from `pg_class c` joined to `pg_namespace n`. */
const entityFields = (
  output: OidOutput,
) => `${oidAsNumber('c.oid', output)} AS id, n.nspname AS schema, c.relname AS name, c.relkind::text AS type,
           obj_description(c.oid, 'pg_class') AS comment, c.relrowsecurity AS rls_enabled,
           CASE WHEN c.relkind = 'v' THEN COALESCE(
             (SELECT option_value::bool FROM pg_options_to_table(c.reloptions)
               WHERE option_name = 'security_invoker'), false)
             -- A materialized view holds what its owner's query saw: never the reader's rights.
             WHEN c.relkind = 'm' THEN false END AS security_invoker`;

/** A LIKE pattern matching `text` anywhere, with its own `\`, `%` and `_` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/**
 * One query returning the page and the total count of matches, so the count stays right even
 * when the offset is past the last match (a window count would vanish with the rows).
 */
export function listEntities(query: EntitiesQuery): BoundQuery {
  const params = new SqlParams();
  let where = `n.nspname = ${params.add(query.schema)}`;
  where += ` AND c.relkind::text = ANY(${params.add(query.types ?? [...ENTITY_TYPES])}::text[])`;
  if (query.search) where += ` AND c.relname ILIKE ${params.add(containsPattern(query.search))}`;
  const order =
    query.sort === 'grouped-alphabetical'
      ? `array_position(${params.add(GROUP_ORDER)}::text[], m.type), m.name`
      : 'm.name';
  const text = `
  WITH matching AS (
    SELECT ${entityFields('json')}
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
     WHERE ${where}
  )
  SELECT (SELECT count(*)::int FROM matching) AS count,
         COALESCE((SELECT json_agg(p) FROM (
           SELECT m.* FROM matching m ORDER BY ${order}, m.id
            LIMIT ${params.add(query.limit)} OFFSET ${params.add(query.offset)}) p), '[]') AS data`;
  return { text, values: params.values };
}

/** One entity by id, whatever its kind, so the editor can open any relation from its URL. */
export function getEntity(id: number): BoundQuery {
  const params = new SqlParams();
  const text = `SELECT ${entityFields('row')}
    FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
   WHERE c.oid = ${params.add(id)} AND c.relkind::text = ANY(${params.add([...ENTITY_TYPES])}::text[])`;
  return { text, values: params.values };
}
