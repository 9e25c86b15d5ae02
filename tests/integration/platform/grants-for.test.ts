import type pg from 'pg';
import { AccessCache } from '../../../api/src/auth/access-cache.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantsFor } from '../../../api/src/permissions/grants-for.js';
import { ROLE_GRANTS, ROLES } from '../../../api/src/permissions/model.js';
import type { Principal } from '../../../api/src/http/principal.js';
import {
  addMember,
  addOrganization,
  addProject,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from './platform-database.js';

/** grantsFor reads a member's role from the platform database and answers its row of the table. */
describe('grantsFor', () => {
  let platform: PlatformDatabase;
  let orgId: string;
  let otherOrgId: string;
  const members: Partial<Record<(typeof ROLES)[number], Principal>> = {};
  let outsider: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('grants');
    const db = platform.pool;
    orgId = await addOrganization(db, 'acme');
    otherOrgId = await addOrganization(db, 'other');
    await addProject(db, orgId, 'acme-app');
    await addProject(db, otherOrgId, 'other-app');
    for (const role of ROLES) {
      members[role] = await addUser(db, `${role}@acme.test`);
      await addMember(db, orgId, members[role].userId, role);
    }
    outsider = await addUser(db, 'outsider@elsewhere.test');
    await addMember(db, otherOrgId, outsider.userId, 'owner');
  });
  afterAll(() => platform?.close());

  it.each(ROLES)(
    'gives a %s their role’s grants on the organization and its projects',
    async (role) => {
      const principal = members[role]!;
      expect(await grantsFor(platform.pool, principal, { orgSlug: 'acme' })).toEqual(
        ROLE_GRANTS[role],
      );
      expect(await grantsFor(platform.pool, principal, { projectRef: 'acme-app' })).toEqual(
        ROLE_GRANTS[role],
      );
    },
  );

  it('gives nothing outside the member’s organizations, nor on what does not exist', async () => {
    const owner = members.owner!;
    expect(await grantsFor(platform.pool, owner, { orgSlug: 'other' })).toEqual([]);
    expect(await grantsFor(platform.pool, owner, { projectRef: 'other-app' })).toEqual([]);
    expect(await grantsFor(platform.pool, owner, { projectRef: 'no-such-project' })).toEqual([]);
    // Names no ref or slug can have are answered without asking the database, nor remembered.
    const cache = new AccessCache();
    cache.setHearing(true);
    const lookUps = countingQueries(platform.pool);
    for (const name of ['x'.repeat(64), 'Acme', "acme'--", '-acme', 'a'.repeat(10_000)]) {
      expect(await grantsFor(lookUps, owner, { projectRef: name }, cache)).toEqual([]);
      expect(await grantsFor(lookUps, owner, { orgSlug: name }, cache)).toEqual([]);
    }
    expect(lookUps.count).toBe(0);
    expect(await grantsFor(platform.pool, outsider, { projectRef: 'acme-app' })).toEqual([]);
    expect(await grantsFor(platform.pool, outsider, { projectRef: 'other-app' })).toEqual(
      ROLE_GRANTS.owner,
    );
  });

  it('is what GET /platform/profile/permissions answers for the project or organization asked', async () => {
    const call = appAs(platform.pool);
    const reader = members.read_only!;
    expect(await call(reader, 'GET', '/platform/profile/permissions?project=acme-app')).toEqual({
      status: 200,
      body: { grants: ROLE_GRANTS.read_only },
    });
    expect(
      (await call(members.administrator!, 'GET', '/platform/profile/permissions?organization=acme'))
        .body,
    ).toEqual({ grants: ROLE_GRANTS.administrator });
    expect(
      (await call(reader, 'GET', '/platform/profile/permissions?project=other-app')).body,
    ).toEqual({ grants: [] });
    // Nothing asked: a signed-in user holds nothing outside an organization.
    expect((await call(reader, 'GET', '/platform/profile/permissions')).body).toEqual({
      grants: [],
    });
  });

  it("lists on GET /platform/projects the projects of the user's organizations only", async () => {
    const call = appAs(platform.pool);
    const refs = async (who: Principal) =>
      (await call<{ ref: string }[]>(who, 'GET', '/platform/projects')).body.map((p) => p.ref);
    expect(await refs(members.read_only!)).toEqual(['acme-app']);
    expect(await refs(outsider)).toEqual(['other-app']);
    // Nobody signed in, from another machine: no one to list projects for.
    expect((await call(undefined, 'GET', '/platform/projects')).status).toBe(401);
  });

  it('follows a role change at once', async () => {
    const developer = members.developer!;
    await platform.pool.query(
      `UPDATE organization_members SET role = 'read_only' WHERE user_id = $1`,
      [developer.userId],
    );
    expect(await grantsFor(platform.pool, developer, { orgSlug: 'acme' })).toEqual(
      ROLE_GRANTS.read_only,
    );
  });
});

/** The pool's `query`, counting its calls. */
function countingQueries(pool: Pick<pg.Pool, 'query'>) {
  const counted = {
    count: 0,
    query: ((...args: Parameters<pg.Pool['query']>) => {
      counted.count++;
      return (pool.query as (...a: unknown[]) => unknown)(...args);
    }) as pg.Pool['query'],
  };
  return counted;
}
