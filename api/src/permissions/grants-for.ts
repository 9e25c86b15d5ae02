import type { AccessCache } from '../auth/index.js';
import type { GrantTarget } from '../http/grant-target.js';
import type { Principal } from '../http/principal.js';
import {
  can,
  grantsOfRole,
  isRole,
  type Action,
  type Grant,
  type Resource,
  type Role,
} from './model.js';
import type { Queryable } from '../db/queryable.js';

export type { GrantTarget } from '../http/grant-target.js';

/** The principal's role in the target's organization, or undefined when not a member. */
export async function roleIn(
  db: Queryable,
  principal: Principal,
  target: GrantTarget,
): Promise<Role | undefined> {
  const { rows } =
    'projectRef' in target
      ? await db.query<{ role: string }>(
          `SELECT m.role FROM organization_members m
             JOIN projects p ON p.organization_id = m.organization_id
            WHERE m.user_id = $1 AND p.ref = $2`,
          [principal.userId, target.projectRef],
        )
      : await db.query<{ role: string }>(
          `SELECT m.role FROM organization_members m
             JOIN organizations o ON o.id = m.organization_id
            WHERE m.user_id = $1 AND o.slug = $2`,
          [principal.userId, target.orgSlug],
        );
  const role = rows[0]?.role;
  return isRole(role) ? role : undefined;
}

/**
 * Whether the principal's role in any organization they belong to allows `action` on `resource`:
 * for what is the deployment's rather than one project's (its AI key), given to whoever may do the
 * same in some project of theirs.
 */
export async function mayAnywhere(
  db: Queryable,
  principal: Principal,
  action: Action,
  resource: Resource,
): Promise<boolean> {
  const { rows } = await db.query<{ role: string }>(
    `SELECT DISTINCT role FROM organization_members WHERE user_id = $1`,
    [principal.userId],
  );
  return rows.some(({ role }) => isRole(role) && can(grantsOfRole(role), action, resource));
}

/**
 * The grants a signed-in member holds on a project or organization: their role's row of the
 * permission table, or none when they are not a member (or the project or organization does not
 * exist, which a non-member must not be able to tell apart).
 */
export async function grantsFor(
  db: Queryable,
  principal: Principal,
  target: GrantTarget,
  access?: AccessCache,
): Promise<readonly Grant[]> {
  // Refs and slugs are checked by this pattern in the platform database: anything else names
  // nothing, and is not worth a round trip or an entry in the cache (a URL can be long).
  if (!NAME.test(targetName(target))) return [];
  const lookUp = async () => ({ role: await roleIn(db, principal, target) });
  // Non-members are remembered too (`role` undefined): any membership change clears the cache.
  const { role } = access
    ? (await access.remember(`role:${principal.userId}:${targetKey(target)}`, lookUp))!
    : await lookUp();
  return role ? grantsOfRole(role) : [];
}

/** The shape of a project ref and an organization slug (the platform's CHECK constraints). */
const NAME = /^[a-z0-9][a-z0-9-]{0,62}$/;

const targetName = (target: GrantTarget) =>
  'projectRef' in target ? target.projectRef : target.orgSlug;

const targetKey = (target: GrantTarget) =>
  'projectRef' in target ? `project:${target.projectRef}` : `organization:${target.orgSlug}`;
