import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { columnIdParam } from '../columns/id-param.js';
import { notingTarget } from '../shared/noting-target.js';
import { projectDb } from '../shared/project-db.js';
import { runStatements } from '../../db/transaction.js';
import {
  COLUMN_PRIVILEGES,
  grantColumnPrivilege,
  listColumnPrivileges,
  revokeColumnPrivilege,
  type ColumnPrivileges,
} from './column-sql.js';
import { privilegeList } from './table-routes.js';
import { privilegesTarget } from './audit-target.js';
import { columnTargets, resolveTargets } from './targets-sql.js';

const changes = z
  .array(
    z.object({
      column_id: columnIdParam.shape.id,
      grantee: z.string().min(1),
      privilege_type: z.enum(COLUMN_PRIVILEGES),
      is_grantable: z.boolean().optional(),
    }),
  )
  .min(1);

/** Applies grants or revokes in one transaction; answers the columns' privileges after. */
function apply(
  c: Context<AppEnv>,
  body: z.infer<typeof changes>,
  statement: typeof grantColumnPrivilege,
): Promise<ColumnPrivileges[]> {
  const keys = body.map((p) => `${p.column_id.tableId}.${p.column_id.ordinal}`);
  const ids = body.map((p) => p.column_id);
  return projectDb(c).mutate({
    find: async (client) =>
      notingTarget(c, await resolveTargets(client, columnTargets(ids), keys, 'Column'), (columns) =>
        privilegesTarget(
          body,
          keys.map((key) => columns.get(key)!),
        ),
      ),
    writes: (columns) => [...columns.values()].map((column) => column.schema),
    change: (client, columns) =>
      runStatements(
        client,
        body.map((p, i) => {
          const column = columns.get(keys[i]!)!;
          return statement({ schema: column.schema, name: column.table }, column.column!, p);
        }),
      ),
    readBack: async (client) => {
      const tableIds = [...new Set(ids.map((id) => id.tableId))];
      const { text, values } = listColumnPrivileges({
        table_ids: tableIds,
        include_system_schemas: true,
      });
      const rows = (await client.query<ColumnPrivileges>(text, [...values])).rows;
      return rows.filter((row) => keys.includes(row.column_id));
    },
  });
}

/** `/platform/pg-meta/{ref}/column-privileges`: list, grant (POST) and revoke (DELETE). */
export const columnPrivilegeRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'privileges'),
      validate('query', privilegeList),
      async (c) => {
        return c.json(
          await projectDb(c).rows<ColumnPrivileges>(listColumnPrivileges(c.req.valid('query'))),
        );
      },
    )
    .post(
      '/',
      requires('sql:admin:write', 'privileges'),
      audited('privileges.granted'),
      validate('json', changes),
      async (c) => c.json(await apply(c, c.req.valid('json'), grantColumnPrivilege)),
    )
    .delete(
      '/',
      requires('sql:admin:write', 'privileges'),
      audited('privileges.revoked'),
      validate('json', changes),
      async (c) => c.json(await apply(c, c.req.valid('json'), revokeColumnPrivilege)),
    );
