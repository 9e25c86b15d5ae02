import { Hono } from 'hono';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { notFound } from '../../http/api-error.js';
import { idParam } from '../shared/id-param.js';
import { projectDb } from '../shared/project-db.js';
import { entitiesQuery, getEntity, listEntities, type Entity } from './sql.js';

/** `/platform/pg-meta/{ref}/entities`: the table editor's sidebar list of one schema's relations. */
export const entityRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'tables'), validate('query', entitiesQuery), async (c) => {
      const rows = await projectDb(c).rows<{ data: Entity[]; count: number }>(
        listEntities(c.req.valid('query')),
      );
      return c.json({ data: rows[0]!.data, count: rows[0]!.count });
    })
    .get('/:id', requires('sql:admin:read', 'tables'), validate('param', idParam), async (c) => {
      const { id } = c.req.valid('param');
      const [entity] = await projectDb(c).rows<Entity>(getEntity(id));
      if (!entity) throw notFound(`Entity with id ${id} not found`);
      return c.json(entity);
    });
