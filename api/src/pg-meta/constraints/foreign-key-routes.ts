import { Hono } from 'hono';
import type pg from 'pg';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { findTable } from '../columns/find-table.js';
import { cascades, dropQuery } from '../shared/drop-query.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { notingTarget, qualifiedName } from '../shared/noting-target.js';
import { projectDb } from '../shared/project-db.js';
import { newForeignKeyBody } from './foreign-key-body.js';
import {
  addForeignKey,
  dropConstraint,
  foreignKeyIds,
  getForeignKey,
  listForeignKeys,
  type ForeignKey,
} from './foreign-key-sql.js';
import { tableListQuery } from './routes.js';

/** A constraint as the audit log names it: `schema.table.constraint`. */
const constraintTarget = (fk: ForeignKey) =>
  `${fk.source_schema}.${fk.source_table}.${fk.constraint_name}`;

const findForeignKey = (db: Queryable, id: number) =>
  findOne<ForeignKey>(db, getForeignKey(id), `Foreign key with id ${id} not found`);

/** The ids of a table's foreign keys, to tell which one an ADD CONSTRAINT made. */
async function foreignKeyIdsOf(client: pg.PoolClient, tableId: number): Promise<number[]> {
  const { text, values } = foreignKeyIds(tableId);
  return (await client.query<{ id: number }>(text, [...values])).rows.map((r) => r.id);
}

/** `/platform/pg-meta/{ref}/foreign-keys`. */
export const foreignKeyRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'columns'),
      validate('query', tableListQuery),
      async (c) => {
        return c.json(await projectDb(c).rows<ForeignKey>(listForeignKeys(c.req.valid('query'))));
      },
    )
    .get('/:id', requires('sql:admin:read', 'columns'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findForeignKey(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'columns'),
      audited('constraint.created'),
      validate('json', newForeignKeyBody),
      async (c) => {
        const fk = c.req.valid('json');
        const created = await projectDb(c).mutate({
          // Named by its table until Postgres has named it (a refused or failed one stays so).
          find: async (client) =>
            notingTarget(
              c,
              {
                source: await findTable(client, fk.source_id),
                target: await findTable(client, fk.target_id),
              },
              ({ source }) =>
                fk.constraint_name === undefined
                  ? qualifiedName(source)
                  : `${qualifiedName(source)}.${fk.constraint_name}`,
            ),
          // The constraint belongs to the source table; the target is only referenced.
          writes: ({ source }) => [source.schema],
          change: async (client, { source, target }) => {
            const before = new Set(await foreignKeyIdsOf(client, fk.source_id));
            await client.query(addForeignKey(source, target, fk));
            return (await foreignKeyIdsOf(client, fk.source_id)).find((id) => !before.has(id))!;
          },
          readBack: async (client, _tables, id) =>
            notingTarget(c, await findForeignKey(client, id), constraintTarget),
        });
        return c.json(created, 201);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'columns'),
      audited('constraint.dropped'),
      validate('param', idParam),
      validate('query', dropQuery),
      async (c) => {
        const fk = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(
              c,
              await findForeignKey(client, c.req.valid('param').id),
              constraintTarget,
            ),
          writes: (fk) => [fk.source_schema],
          change: async (client, fk) => {
            const table = { schema: fk.source_schema, name: fk.source_table };
            await client.query(
              dropConstraint(table, fk.constraint_name, cascades(c.req.valid('query'))),
            );
            return fk;
          },
        });
        return c.json(fk);
      },
    );
