import { Hono } from 'hono';
import type pg from 'pg';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { listQuery } from '../shared/list-params.js';
import { assertSchemaWritable } from '../shared/system-schemas.js';
import { withTransaction } from '../shared/transaction.js';
import {
  grantTablePrivilege,
  listTablePrivileges,
  revokeTablePrivilege,
  TABLE_PRIVILEGES,
  type TablePrivileges,
} from './table-sql.js';
import { resolveTargets, tableTargets } from './targets.js';

export const privilegeList = listQuery.extend({
  table_id: z.coerce.number().int().positive().optional(),
});
const changes = z
  .array(
    z.object({
      relation_id: z.number().int().positive(),
      grantee: z.string().min(1),
      privilege_type: z.enum(TABLE_PRIVILEGES),
      is_grantable: z.boolean().optional(),
    }),
  )
  .min(1);

/** Applies grants or revokes in one transaction; answers the tables' privileges after. */
async function apply(
  pool: pg.Pool,
  body: z.infer<typeof changes>,
  statement: typeof grantTablePrivilege,
): Promise<TablePrivileges[]> {
  const ids = [...new Set(body.map((p) => p.relation_id))];
  const tables = await resolveTargets(pool, tableTargets(ids), ids.map(String), 'Table');
  const statements = body.map((p) => {
    const table = tables.get(String(p.relation_id))!;
    assertSchemaWritable(table.schema);
    return statement({ schema: table.schema, name: table.table }, p);
  });
  await withTransaction(pool, async (client) => {
    for (const sql of statements) await client.query(sql);
  });
  const { text, values } = listTablePrivileges({ table_ids: ids, include_system_schemas: true });
  return (await pool.query<TablePrivileges>(text, [...values])).rows;
}

/** `/platform/pg-meta/{ref}/table-privileges`: list, grant (POST) and revoke (DELETE). */
export const tablePrivilegeRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'privileges'),
      validate('query', privilegeList),
      async (c) => {
        const { text, values } = listTablePrivileges(c.req.valid('query'));
        return c.json((await c.get('project').pool.query<TablePrivileges>(text, [...values])).rows);
      },
    )
    .post('/', requires('sql:admin:write', 'privileges'), validate('json', changes), async (c) =>
      c.json(await apply(c.get('project').pool, c.req.valid('json'), grantTablePrivilege)),
    )
    .delete('/', requires('sql:admin:write', 'privileges'), validate('json', changes), async (c) =>
      c.json(await apply(c.get('project').pool, c.req.valid('json'), revokeTablePrivilege)),
    );
