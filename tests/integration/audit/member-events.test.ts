import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../api/src/http/principal.js';
import {
  addMember,
  addOrganization,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from '../platform/platform-database.js';

/** Members and invitations changed through the real app leave named events, naming the member. */
describe('audit events for members', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let owner: Principal;
  let analyst: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('member_events');
    call = appAs(platform.pool);
    const orgId = await addOrganization(platform.pool, 'acme');
    owner = await addUser(platform.pool, 'owner@acme.test');
    analyst = await addUser(platform.pool, 'analyst@acme.test');
    await addMember(platform.pool, orgId, owner.userId, 'owner');
  });
  afterAll(() => platform?.close());

  const lastEntry = async () =>
    (
      await platform.pool.query(
        `SELECT action, target_name, details, actor_email, status
           FROM audit_log ORDER BY id DESC LIMIT 1`,
      )
    ).rows[0];

  it('records a member added, their role changed and removed, by email, kept once gone', async () => {
    const members = '/platform/organizations/acme/members';
    expect(
      (await call(owner, 'POST', members, { email: analyst.email, role: 'developer' })).status,
    ).toBe(201);
    expect(await lastEntry()).toEqual({
      action: 'member.added',
      target_name: 'analyst@acme.test',
      details: { role: 'developer' },
      actor_email: 'owner@acme.test',
      status: 201,
    });

    const changed = await call(owner, 'PATCH', `${members}/${analyst.userId}`, {
      role: 'read_only',
    });
    expect(changed.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: 'member.role_changed',
      target_name: 'analyst@acme.test',
      details: { role: 'read_only' },
    });

    expect((await call(owner, 'DELETE', `${members}/${analyst.userId}`)).status).toBe(204);
    expect(await lastEntry()).toMatchObject({
      action: 'member.removed',
      target_name: 'analyst@acme.test',
    });

    // The account is renamed later: the entries still say who it was.
    await platform.pool.query(`UPDATE users SET email = 'renamed@acme.test' WHERE id = $1`, [
      analyst.userId,
    ]);
    const { rows } = await platform.pool.query(
      `SELECT DISTINCT target_name FROM audit_log WHERE action LIKE 'member.%'`,
    );
    expect(rows).toEqual([{ target_name: 'analyst@acme.test' }]);
  });

  it('records an invitation with the invited email and role', async () => {
    const sent = await call(owner, 'POST', '/platform/organizations/acme/invitations', {
      email: 'guest@acme.test',
      role: 'developer',
    });
    expect(sent.status).toBe(201);
    expect(await lastEntry()).toMatchObject({
      action: 'member.invited',
      target_name: 'guest@acme.test',
      details: { role: 'developer' },
    });
  });

  it('records an invitation revoked and one accepted, by the invited email', async () => {
    const invitations = '/platform/organizations/acme/invitations';
    const revokedOne = await call<{ id: string }>(owner, 'POST', invitations, {
      email: 'dropped@acme.test',
      role: 'developer',
    });
    expect((await call(owner, 'DELETE', `${invitations}/${revokedOne.body.id}`)).status).toBe(204);
    expect(await lastEntry()).toMatchObject({
      action: 'invitation.revoked',
      target_name: 'dropped@acme.test',
      actor_email: owner.email,
      status: 204,
    });

    const invitee = await addUser(platform.pool, 'joiner@acme.test');
    const issued = await call<{ token: string }>(owner, 'POST', invitations, {
      email: invitee.email,
      role: 'developer',
    });
    const accepted = await call(invitee, 'POST', `${invitations}/accept`, {
      token: issued.body.token,
    });
    expect(accepted.status).toBe(200);
    expect(await lastEntry()).toMatchObject({
      action: 'invitation.accepted',
      target_name: 'joiner@acme.test',
      actor_email: 'joiner@acme.test',
      status: 200,
    });
  });
});
