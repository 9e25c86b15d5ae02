import { Hono } from 'hono';
import { notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import type { RouteResource } from '../../http/route-resources.js';
import { validate } from '../../http/validate.js';
import { idParam } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { projectDb, type ProjectDb } from '../shared/project-db.js';
import { columnsByRelation, selectColumns, type Column } from '../shared/columns-query.js';
import { getRelation, listRelations, type Relation, type RelationKind } from './sql.js';

/** Attaches columns to every relation with one extra query, whatever the number of relations. */
async function withColumns(db: ProjectDb, relations: Relation[]) {
  const columns = await db.rows<Column>(selectColumns({ relationIds: relations.map((r) => r.id) }));
  const byRelation = columnsByRelation(columns);
  return relations.map((r) => ({ ...r, columns: byRelation.get(r.id) ?? [] }));
}

/**
 * List and get-by-id for one kind of read-only relation. `label` names it in 404 messages;
 * `resource` is the permission resource the routes declare.
 */
const relationRoutes = (kind: RelationKind, resource: RouteResource, label: string) =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', resource), validate('query', listQuery), async (c) => {
      const list = c.req.valid('query');
      const db = projectDb(c);
      const relations = await db.rows<Relation>(listRelations(kind, list));
      return c.json(list.include_columns ? await withColumns(db, relations) : relations);
    })
    .get('/:id', requires('sql:admin:read', resource), validate('param', idParam), async (c) => {
      const db = projectDb(c);
      const id = c.req.valid('param').id;
      const [relation] = await db.rows<Relation>(getRelation(kind, id));
      if (!relation) throw notFound(`${label} with id ${id} not found`);
      const [withCols] = await withColumns(db, [relation]);
      return c.json(withCols);
    });

/** `/platform/pg-meta/{ref}/views`. */
export const viewRoutes = () => relationRoutes('v', 'views', 'View');
/** `/platform/pg-meta/{ref}/materialized-views`. */
export const materializedViewRoutes = () =>
  relationRoutes('m', 'materialized_views', 'Materialized view');
/** `/platform/pg-meta/{ref}/foreign-tables`. */
export const foreignTableRoutes = () => relationRoutes('f', 'foreign_tables', 'Foreign table');
/** `/platform/pg-meta/{ref}/partitioned-tables`. */
export const partitionedTableRoutes = () => relationRoutes('p', 'tables', 'Partitioned table');
