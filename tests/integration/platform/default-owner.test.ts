import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureDefaultOwner } from '../../../api/src/platform/default-project.js';
import {
  addMember,
  addOrganization,
  addUser,
  freshPlatformDatabase,
  type PlatformDatabase,
} from './platform-database.js';

/** Self-hosted mode: the `default` organization's first owner is the first account. */
describe("the default organization's owner", () => {
  let platform: PlatformDatabase;
  let orgId: string;
  const roles = async () =>
    (
      await platform.pool.query<{ email: string; role: string }>(
        `SELECT u.email, m.role FROM organization_members m JOIN users u ON u.id = m.user_id
          WHERE m.organization_id = $1 ORDER BY u.email`,
        [orgId],
      )
    ).rows;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('default_owner');
    orgId = await addOrganization(platform.pool, 'default');
  });
  afterAll(() => platform?.close());

  it('is nobody while no account exists', async () => {
    await ensureDefaultOwner(platform.pool);
    expect(await roles()).toEqual([]);
  });

  it('is the oldest account, for a data folder from before organizations (accounts, no owner)', async () => {
    const first = await addUser(platform.pool, 'first@example.test');
    const second = await addUser(platform.pool, 'second@example.test');
    // The first account already a member, but not an owner: it is made one.
    await addMember(platform.pool, orgId, first.userId, 'read_only');
    await addMember(platform.pool, orgId, second.userId, 'developer');
    await ensureDefaultOwner(platform.pool);
    expect(await roles()).toEqual([
      { email: 'first@example.test', role: 'owner' },
      { email: 'second@example.test', role: 'developer' },
    ]);
  });

  it('changes nothing once the organization has an owner', async () => {
    await platform.pool.query(
      `UPDATE organization_members SET role = 'owner' WHERE organization_id = $1`,
      [orgId],
    );
    await platform.pool.query(
      `UPDATE organization_members m SET role = 'read_only' FROM users u
        WHERE u.id = m.user_id AND u.email = 'first@example.test'`,
    );
    await ensureDefaultOwner(platform.pool);
    expect(await roles()).toEqual([
      { email: 'first@example.test', role: 'read_only' },
      { email: 'second@example.test', role: 'owner' },
    ]);
  });
});
