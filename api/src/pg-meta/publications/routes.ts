import { Hono } from 'hono';
import { z } from 'zod';
import { badRequest, notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { pagingQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import {
  alterPublication,
  createPublication,
  dropPublication,
  findTable,
  getPublication,
  getPublicationByName,
  listPublications,
  type Publication,
} from './sql.js';
import { parseTableName, type QualifiedName } from './table-name.js';
import { notingTarget } from '../shared/noting-target.js';
import { projectDb } from '../shared/project-db.js';

const flags = {
  publish_insert: z.boolean().optional(),
  publish_update: z.boolean().optional(),
  publish_delete: z.boolean().optional(),
  publish_truncate: z.boolean().optional(),
};
const createBody = z.object({
  name: z.string().min(1),
  ...flags,
  /** null: FOR ALL TABLES. */
  tables: z.array(z.string()).nullable().optional(),
});
const updateBody = z.object({
  name: z.string().min(1).optional(),
  owner: z.string().min(1).optional(),
  ...flags,
  /** The full list wanted: tables not in it are removed, new ones added. */
  tables: z.array(z.string()).optional(),
});

/** A publication as the audit log names it: by its name, as it was before a rename. */
const byName = (publication: Publication) => publication.name;

const findPublication = (db: Queryable, id: number) =>
  findOne<Publication>(db, getPublication(id), `Publication with id ${id} not found`);

/** Parses `schema.name` strings and checks, with bound lookups, that each table exists. */
async function existingTables(db: Queryable, names: readonly string[]): Promise<QualifiedName[]> {
  const tables = names.map(parseTableName);
  for (const table of tables) {
    const { text, values } = findTable(table);
    if (!(await db.query(text, [...values])).rowCount) {
      throw notFound(`Table ${table.schema}.${table.name} not found`);
    }
  }
  return tables;
}

const key = (t: QualifiedName) => JSON.stringify([t.schema, t.name]);
const without = (from: QualifiedName[], other: QualifiedName[]) => {
  const keys = new Set(other.map(key));
  return from.filter((t) => !keys.has(key(t)));
};

/** `/platform/pg-meta/{ref}/publications`. */
export const publicationRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'publications'),
      validate('query', pagingQuery),
      async (c) => {
        return c.json(await projectDb(c).rows<Publication>(listPublications(c.req.valid('query'))));
      },
    )
    .get(
      '/:id',
      requires('sql:admin:read', 'publications'),
      validate('param', idParam),
      async (c) =>
        c.json(
          await projectDb(c).read((client) => findPublication(client, c.req.valid('param').id)),
        ),
    )
    .post(
      '/',
      requires('sql:admin:write', 'publications'),
      audited('publication.created'),
      validate('json', createBody),
      async (c) => {
        const body = c.req.valid('json');
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, body, (body) => body.name),
          // A publication lives outside schemas; it only names the tables it publishes.
          writes: () => [],
          change: async (client, body) => {
            const tables = body.tables ? await existingTables(client, body.tables) : body.tables;
            const flagValues = {
              publish_insert: body.publish_insert ?? true,
              publish_update: body.publish_update ?? true,
              publish_delete: body.publish_delete ?? true,
              publish_truncate: body.publish_truncate ?? true,
            };
            await client.query(createPublication(body.name, flagValues, tables));
          },
          readBack: async (client, body) => {
            const { text, values } = getPublicationByName(body.name);
            return (await client.query<Publication>(text, [...values])).rows[0]!;
          },
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'publications'),
      audited('publication.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const id = c.req.valid('param').id;
        const { tables, ...change } = c.req.valid('json');
        const publication = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findPublication(client, id), byName),
          writes: () => [],
          change: async (client, current) => {
            let add: QualifiedName[] = [];
            let drop: QualifiedName[] = [];
            if (tables) {
              if (current.tables === null) {
                throw badRequest('The publication is enabled for all tables', 'all_tables');
              }
              const wanted = await existingTables(client, tables);
              const have = current.tables.map(parseTableName);
              add = without(wanted, have);
              drop = without(have, wanted);
            }
            await runStatements(client, alterPublication(current, { ...change, add, drop }));
          },
          readBack: (client) => findPublication(client, id),
        });
        return c.json(publication);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'publications'),
      audited('publication.dropped'),
      validate('param', idParam),
      async (c) => {
        const publication = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findPublication(client, c.req.valid('param').id), byName),
          writes: () => [],
          change: async (client, publication) => {
            await client.query(dropPublication(publication.name));
            return publication;
          },
        });
        return c.json(publication);
      },
    );
