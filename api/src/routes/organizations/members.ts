import { Hono, type Context } from 'hono';
import type pg from 'pg';
import { forbidden, notFound } from '../../http/api-error.js';
import type { AppEnv } from '../../http/env.js';
import { grantsOn, requires, routeTarget } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { can, type Role } from '../../permissions/model.js';
import {
  addMember,
  changeRole,
  listMembers,
  memberRole,
  removeMember,
} from '../../platform/organizations/members.js';
import { organizationId } from '../../platform/organizations/organizations.js';
import { createUser, findUserByEmail } from '../../platform/users-port.js';
import { addMemberBody, roleBody, userIdParam } from './schemas.js';

/**
 * Adding, removing, promoting or demoting an owner needs `platform:write` on `owners` besides the
 * route's `members`: an administrator manages everyone but owners (hosted platform's rule).
 */
export async function assertMayManageOwners(c: Context<AppEnv>, ...roles: (Role | undefined)[]) {
  if (!roles.includes('owner')) return;
  if (!can(await grantsOn(c, routeTarget(c)), 'platform:write', 'owners')) {
    throw forbidden('Only an owner can add, remove or change owners', 'insufficient_permissions');
  }
}

/** `/platform/organizations/:slug/members`. */
export const memberRoutes = (platform: pg.Pool) =>
  new Hono<AppEnv>()
    .get('/', requires('platform:read', 'members'), async (c) => {
      const orgId = await organizationId(platform, c.req.param('slug')!);
      return c.json(await listMembers(platform, orgId));
    })
    .post(
      '/',
      requires('platform:write', 'members'),
      validate('json', addMemberBody),
      async (c) => {
        const { email, role, password } = c.req.valid('json');
        await assertMayManageOwners(c, role);
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const user =
          (await findUserByEmail(platform, email)) ??
          (password !== undefined ? await createUser(email, password) : undefined);
        if (!user) {
          throw notFound(
            'No account has this email: give an initial password to create one, or send an invitation',
            'user_not_found',
          );
        }
        return c.json(await addMember(platform, orgId, user.id, role), 201);
      },
    )
    .patch(
      '/:userId',
      requires('platform:write', 'members'),
      validate('param', userIdParam),
      validate('json', roleBody),
      async (c) => {
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const { userId } = c.req.valid('param');
        const { role } = c.req.valid('json');
        await assertMayManageOwners(c, role, await memberRole(platform, orgId, userId));
        return c.json(await changeRole(platform, orgId, userId, role));
      },
    )
    .delete(
      '/:userId',
      requires('platform:write', 'members'),
      validate('param', userIdParam),
      async (c) => {
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const { userId } = c.req.valid('param');
        await assertMayManageOwners(c, await memberRole(platform, orgId, userId));
        await removeMember(platform, orgId, userId);
        return c.body(null, 204);
      },
    );
