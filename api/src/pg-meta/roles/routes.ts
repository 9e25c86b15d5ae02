import { Hono } from 'hono';
import { z } from 'zod';
import { badRequest } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { audited } from '../../http/audit-policy.js';
import { requires } from '../../http/permission-middleware.js';
import { notingTarget } from '../shared/noting-target.js';
import { validate } from '../../http/validate.js';
import { identifier } from '../shared/identifier.js';
import type { Queryable } from '../../db/queryable.js';
import { findOne } from '../shared/find-one.js';
import { idParam } from '../shared/id-param.js';
import { pagingQuery } from '../shared/list-params.js';
import { runStatements } from '../../db/transaction.js';
import { assertRoleWritable } from './protected-roles.js';
import {
  alterRole,
  createRole,
  dropRole,
  getRole,
  getRoleByName,
  listRoles,
  type Role,
} from './sql.js';
import { projectDb } from '../shared/project-db.js';

const listQuery = pagingQuery.extend({
  include_default_roles: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
});

const options = {
  password: z.string().optional(),
  can_login: z.boolean().optional(),
  inherit_role: z.boolean().optional(),
  can_create_db: z.boolean().optional(),
  can_create_role: z.boolean().optional(),
  is_replication_role: z.boolean().optional(),
  can_bypass_rls: z.boolean().optional(),
  connection_limit: z.number().int().min(-1).optional(),
  valid_until: z.string().nullable().optional(),
  /** Present only so it can be refused with a clear message. */
  is_superuser: z.unknown().optional(),
};
const roleName = identifier;
/** A role as the audit log names it. */
const roleTarget = (role: Role) => role.name;
const createBody = z.object({
  name: roleName,
  ...options,
  config: z.record(z.string(), z.string()).optional(),
});
const updateBody = z.object({
  name: roleName.optional(),
  ...options,
  config: z.record(z.string(), z.string().nullable()).optional(),
});

function refuseSuperuser(body: { is_superuser?: unknown }): void {
  if (body.is_superuser !== undefined) {
    throw badRequest('Superuser cannot be granted or changed from the dashboard', 'superuser');
  }
}

const findRole = (db: Queryable, id: number) =>
  findOne<Role>(db, getRole(id), `Role with id ${id} not found`);

/** `/platform/pg-meta/{ref}/roles`. Passwords go to Postgres only: never returned nor logged. */
export const roleRoutes = () =>
  new Hono<AppEnv>()
    .get('/', requires('sql:admin:read', 'roles'), validate('query', listQuery), async (c) => {
      return c.json(await projectDb(c).rows<Role>(listRoles(c.req.valid('query'))));
    })
    .get('/:id', requires('sql:admin:read', 'roles'), validate('param', idParam), async (c) =>
      c.json(await projectDb(c).read((client) => findRole(client, c.req.valid('param').id))),
    )
    .post(
      '/',
      requires('sql:admin:write', 'roles'),
      audited('role.created'),
      validate('json', createBody),
      async (c) => {
        const { name, config, is_superuser, ...rest } = c.req.valid('json');
        refuseSuperuser({ is_superuser });
        const created = await projectDb(c).mutate({
          find: () => notingTarget(c, name, (role) => role),
          // Roles live outside schemas.
          writes: () => [],
          change: (client) => runStatements(client, createRole(name, rest, config)),
          readBack: async (client) => {
            const { text, values } = getRoleByName(name);
            return (await client.query<Role>(text, [...values])).rows[0]!;
          },
        });
        return c.json(created, 201);
      },
    )
    .patch(
      '/:id',
      requires('sql:admin:write', 'roles'),
      audited('role.altered'),
      validate('param', idParam),
      validate('json', updateBody),
      async (c) => {
        const { is_superuser, ...change } = c.req.valid('json');
        refuseSuperuser({ is_superuser });
        const id = c.req.valid('param').id;
        const role = await projectDb(c).mutate({
          find: async (client) => notingTarget(c, await findRole(client, id), roleTarget),
          writes: () => [],
          check: assertRoleWritable,
          change: (client, current) => runStatements(client, alterRole(current.name, change)),
          readBack: (client) => findRole(client, id),
        });
        return c.json(role);
      },
    )
    .delete(
      '/:id',
      requires('sql:admin:write', 'roles'),
      audited('role.dropped'),
      validate('param', idParam),
      async (c) => {
        const role = await projectDb(c).mutate({
          find: async (client) =>
            notingTarget(c, await findRole(client, c.req.valid('param').id), roleTarget),
          writes: () => [],
          check: assertRoleWritable,
          change: async (client, role) => {
            await client.query(dropRole(role.name));
            return role;
          },
        });
        return c.json(role);
      },
    );
