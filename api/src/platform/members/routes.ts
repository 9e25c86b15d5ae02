import { Hono, type Context } from 'hono';
import type pg from 'pg';
import type { ScryptCost } from '../../auth/index.js';
import { notFound } from '../../http/api-error.js';
import { audited, noteAudit } from '../../http/audit-policy.js';
import type { AppEnv } from '../../http/env.js';
import { grantsOn, requires, routeTarget } from '../../http/permission-middleware.js';
import { validate } from '../../http/validate.js';
import { can } from '../../permissions/index.js';
import { organizationId } from '../organizations/store.js';
import { createUser, findUserByEmail } from '../users/store.js';
import {
  addMember,
  assertOwnerAuthority,
  changeRole,
  listMembers,
  removeMember,
  type OwnerAuthority,
} from './store.js';
import { noDirectAddingWhenHosted } from './no-direct-adding-when-hosted.js';
import { addMemberBody, roleBody, userIdParam } from './body.js';

/**
 * What the caller may do about owners: `platform:write` on `owners` besides the route's
 * `members`, for an administrator manages everyone but owners (the hosted platform's rule).
 */
export const ownerAuthority = async (c: Context<AppEnv>): Promise<OwnerAuthority> => ({
  mayManageOwners: can(await grantsOn(c, routeTarget(c)), 'platform:write', 'owners'),
});

/**
 * `/platform/organizations/:slug/members`. Adding a member directly (with an initial password for
 * someone without an account) is self-hosted only: `hosted` refuses it, see
 * `noDirectAddingWhenHosted`.
 */
export const memberRoutes = (platform: pg.Pool, hosted: boolean, passwordCost: ScryptCost) =>
  new Hono<AppEnv>()
    .get('/', requires('platform:read', 'members'), async (c) => {
      const orgId = await organizationId(platform, c.req.param('slug')!);
      return c.json(await listMembers(platform, orgId));
    })
    .post(
      '/',
      requires('platform:write', 'members'),
      audited('member.added'),
      noDirectAddingWhenHosted(hosted),
      validate('json', addMemberBody),
      async (c) => {
        const { email, role, password } = c.req.valid('json');
        noteAudit(c, { target: email, details: { role } });
        assertOwnerAuthority(await ownerAuthority(c), role);
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const user =
          (await findUserByEmail(platform, email)) ??
          (password !== undefined
            ? await createUser(platform, email, password, passwordCost)
            : undefined);
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
      // The member's email is found from `:userId` when the entry is written (audit-log.ts).
      audited('member.role_changed'),
      validate('param', userIdParam),
      validate('json', roleBody),
      async (c) => {
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const { userId } = c.req.valid('param');
        const { role } = c.req.valid('json');
        noteAudit(c, { details: { role } });
        return c.json(await changeRole(platform, orgId, userId, role, await ownerAuthority(c)));
      },
    )
    .delete(
      '/:userId',
      requires('platform:write', 'members'),
      audited('member.removed'),
      validate('param', userIdParam),
      async (c) => {
        const orgId = await organizationId(platform, c.req.param('slug')!);
        const { userId } = c.req.valid('param');
        await removeMember(platform, orgId, userId, await ownerAuthority(c));
        return c.body(null, 204);
      },
    );
