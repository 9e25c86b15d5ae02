import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { tableIdFilter } from '../shared/id-param.js';
import { listQuery } from '../shared/list-params.js';
import { notingTarget } from '../shared/noting-target.js';
import { projectDb } from '../shared/project-db.js';
import { runStatements } from '../../db/transaction.js';
import {
  grantTablePrivilege,
  listTablePrivileges,
  revokeTablePrivilege,
  TABLE_PRIVILEGES,
  type TablePrivileges,
} from './table-sql.js';
import { privilegesTarget } from './audit-target.js';
import { resolveTargets, tableTargets } from './targets-sql.js';

export const privilegeList = listQuery.extend(tableIdFilter.shape);
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
function apply(
  c: Context<AppEnv>,
  body: z.infer<typeof changes>,
  statement: typeof grantTablePrivilege,
): Promise<TablePrivileges[]> {
  const ids = [...new Set(body.map((p) => p.relation_id))];
  return projectDb(c).mutate({
    find: async (client) =>
      notingTarget(
        c,
        await resolveTargets(client, tableTargets(ids), ids.map(String), 'Table'),
        (tables) =>
          privilegesTarget(
            body,
            body.map((p) => tables.get(String(p.relation_id))!),
          ),
      ),
    writes: (tables) => [...tables.values()].map((table) => table.schema),
    change: (client, tables) =>
      runStatements(
        client,
        body.map((p) => {
          const table = tables.get(String(p.relation_id))!;
          return statement({ schema: table.schema, name: table.table }, p);
        }),
      ),
    readBack: async (client) => {
      const { text, values } = listTablePrivileges({
        table_ids: ids,
        include_system_schemas: true,
      });
      return (await client.query<TablePrivileges>(text, [...values])).rows;
    },
  });
}

/** `/platform/pg-meta/{ref}/table-privileges`: list, grant (POST) and revoke (DELETE). */
export const tablePrivilegeRoutes = () =>
  new Hono<AppEnv>()
    .get(
      '/',
      requires('sql:admin:read', 'privileges'),
      validate('query', privilegeList),
      async (c) => {
        return c.json(
          await projectDb(c).rows<TablePrivileges>(listTablePrivileges(c.req.valid('query'))),
        );
      },
    )
    .post(
      '/',
      requires('sql:admin:write', 'privileges'),
      audited('privileges.granted'),
      validate('json', changes),
      async (c) => c.json(await apply(c, c.req.valid('json'), grantTablePrivilege)),
    )
    .delete(
      '/',
      requires('sql:admin:write', 'privileges'),
      audited('privileges.revoked'),
      validate('json', changes),
      async (c) => c.json(await apply(c, c.req.valid('json'), revokeTablePrivilege)),
    );
