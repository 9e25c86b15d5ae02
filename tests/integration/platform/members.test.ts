import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../api/src/auth/password-hash.js';
import type { Principal } from '../../../api/src/http/principal.js';
import {
  addMember,
  addOrganization,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from './platform-database.js';

interface Member {
  user_id: string;
  email: string | null;
  role: string;
}

/**
 * The organization routes through the real app, as signed-in members of each role (each with a
 * real session and access token).
 */
describe('organizations and members', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let orgId: string;
  let owner: Principal, admin: Principal, developer: Principal, reader: Principal;
  let newcomer: Principal, outsider: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('members');
    const db = platform.pool;
    call = appAs(db);
    orgId = await addOrganization(db, 'acme');
    const otherId = await addOrganization(db, 'other');
    owner = await addUser(db, 'owner@acme.test');
    admin = await addUser(db, 'admin@acme.test');
    developer = await addUser(db, 'dev@acme.test');
    reader = await addUser(db, 'reader@acme.test');
    newcomer = await addUser(db, 'New.Comer@acme.test');
    outsider = await addUser(db, 'outsider@other.test');
    await addMember(db, orgId, owner.userId, 'owner');
    await addMember(db, orgId, admin.userId, 'administrator');
    await addMember(db, orgId, developer.userId, 'developer');
    await addMember(db, orgId, reader.userId, 'read_only');
    await addMember(db, otherId, outsider.userId, 'owner');
  });
  afterAll(() => platform?.close());

  const members = async () =>
    (await call<Member[]>(owner, 'GET', '/platform/organizations/acme/members')).body;

  it("lists the user's own organizations only (slug, name)", async () => {
    const res = await call(reader, 'GET', '/platform/organizations');
    expect(res).toEqual({
      status: 200,
      body: [{ slug: 'acme', name: 'Organization acme' }],
    });
    expect((await call(outsider, 'GET', '/platform/organizations')).body).toEqual([
      { slug: 'other', name: 'Organization other' },
    ]);
  });

  it('shows the members, with their emails, to every member and to no one else', async () => {
    const res = await call<Member[]>(reader, 'GET', '/platform/organizations/acme/members');
    expect(res.status).toBe(200);
    expect(res.body.map((m) => [m.email, m.role])).toEqual([
      ['owner@acme.test', 'owner'],
      ['admin@acme.test', 'administrator'],
      ['dev@acme.test', 'developer'],
      ['reader@acme.test', 'read_only'],
    ]);
    expect((await call(outsider, 'GET', '/platform/organizations/acme/members')).status).toBe(403);
    expect((await call(undefined, 'GET', '/platform/organizations/acme/members')).status).toBe(401);
  });

  it('refuses every change to a developer and a read-only member', async () => {
    for (const who of [developer, reader]) {
      const attempts = [
        call(who, 'POST', '/platform/organizations/acme/members', {
          email: newcomer.email,
          role: 'developer',
        }),
        call(who, 'PATCH', `/platform/organizations/acme/members/${reader.userId}`, {
          role: 'developer',
        }),
        call(who, 'DELETE', `/platform/organizations/acme/members/${reader.userId}`),
        call(who, 'POST', '/platform/organizations/acme/invitations', {
          email: 'x@acme.test',
          role: 'developer',
        }),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ error: { code: 'insufficient_permissions' } });
      }
    }
    expect((await members()).map((m) => m.role)).toEqual([
      'owner',
      'administrator',
      'developer',
      'read_only',
    ]);
  });

  it('adds an existing account by email (any case), once', async () => {
    const res = await call<Member>(admin, 'POST', '/platform/organizations/acme/members', {
      email: 'NEW.COMER@acme.test',
      role: 'developer',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: newcomer.userId,
      email: 'new.comer@acme.test',
      role: 'developer',
    });
    const again = await call(owner, 'POST', '/platform/organizations/acme/members', {
      email: newcomer.email,
      role: 'read_only',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error: { code: 'already_a_member' } });
  });

  it('answers an unknown email with 404 and, given a password, creates the account', async () => {
    const unknown = await call(owner, 'POST', '/platform/organizations/acme/members', {
      email: 'nobody@acme.test',
      role: 'developer',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ error: { code: 'user_not_found' } });
    const withPassword = await call(owner, 'POST', '/platform/organizations/acme/members', {
      email: 'nobody@acme.test',
      role: 'developer',
      password: 'correct horse battery',
    });
    expect(withPassword.status).toBe(201);
    expect(withPassword.body).toMatchObject({ email: 'nobody@acme.test', role: 'developer' });
    const [account] = (
      await platform.pool.query<{ id: string; password_hash: string }>(
        'SELECT id, password_hash FROM users WHERE email = $1',
        ['nobody@acme.test'],
      )
    ).rows;
    // Hashed by the account code, so the teammate signs in with it.
    expect(await verifyPassword('correct horse battery', account!.password_hash)).toBe(true);
    const teammate = { userId: account!.id, email: 'nobody@acme.test' };
    expect((await call(teammate, 'GET', '/platform/organizations/acme/members')).status).toBe(200);
    const again = await call(owner, 'POST', '/platform/organizations/acme/members', {
      email: 'nobody@acme.test',
      role: 'developer',
      password: 'another password',
    });
    expect(again.status).toBe(409);
  });

  it('refuses a bad role or email with 400', async () => {
    for (const body of [
      { email: newcomer.email, role: 'admin' },
      { email: 'not an email', role: 'developer' },
      { role: 'developer' },
    ]) {
      expect((await call(owner, 'POST', '/platform/organizations/acme/members', body)).status).toBe(
        400,
      );
    }
  });

  it('lets an administrator manage everyone but owners', async () => {
    const promote = await call(
      admin,
      'PATCH',
      `/platform/organizations/acme/members/${newcomer.userId}`,
      {
        role: 'owner',
      },
    );
    expect(promote.status).toBe(403);
    const demoteOwner = await call(
      admin,
      'PATCH',
      `/platform/organizations/acme/members/${owner.userId}`,
      {
        role: 'developer',
      },
    );
    expect(demoteOwner.status).toBe(403);
    expect(
      (await call(admin, 'DELETE', `/platform/organizations/acme/members/${owner.userId}`)).status,
    ).toBe(403);
    const change = await call<Member>(
      admin,
      'PATCH',
      `/platform/organizations/acme/members/${newcomer.userId}`,
      { role: 'read_only' },
    );
    expect(change.status).toBe(200);
    expect(change.body.role).toBe('read_only');
  });

  it('keeps at least one owner: the last one can be neither demoted nor removed', async () => {
    const demote = await call(
      owner,
      'PATCH',
      `/platform/organizations/acme/members/${owner.userId}`,
      {
        role: 'administrator',
      },
    );
    expect(demote.status).toBe(400);
    expect(demote.body).toMatchObject({
      error: { code: 'last_owner', message: expect.stringContaining('at least one owner') },
    });
    const remove = await call(
      owner,
      'DELETE',
      `/platform/organizations/acme/members/${owner.userId}`,
    );
    expect(remove.status).toBe(400);

    // With a second owner, the first may step down.
    expect(
      (
        await call(owner, 'PATCH', `/platform/organizations/acme/members/${newcomer.userId}`, {
          role: 'owner',
        })
      ).status,
    ).toBe(200);
    const stepDown = await call<Member>(
      owner,
      'PATCH',
      `/platform/organizations/acme/members/${owner.userId}`,
      { role: 'administrator' },
    );
    expect(stepDown.status).toBe(200);
    expect(stepDown.body.role).toBe('administrator');
    // Now the newcomer is the last owner.
    expect(
      (await call(newcomer, 'DELETE', `/platform/organizations/acme/members/${newcomer.userId}`))
        .status,
    ).toBe(400);
    expect(
      (
        await call(newcomer, 'PATCH', `/platform/organizations/acme/members/${owner.userId}`, {
          role: 'owner',
        })
      ).status,
    ).toBe(200);
  });

  it('never leaves an organization ownerless when two owners demote each other at once', async () => {
    const results = await Promise.all([
      call(owner, 'PATCH', `/platform/organizations/acme/members/${newcomer.userId}`, {
        role: 'developer',
      }),
      call(newcomer, 'PATCH', `/platform/organizations/acme/members/${owner.userId}`, {
        role: 'developer',
      }),
    ]);
    // One wins. The other is refused either as the last owner's demotion (400: both were checked
    // while both were owners) or because its sender is no longer an owner (403: the winner's
    // change committed before its permission check). Either way one owner is left.
    const [won, lost] = results.map((r) => r.status).sort();
    expect(won).toBe(200);
    expect([400, 403]).toContain(lost);
    expect((await members()).filter((m) => m.role === 'owner')).toHaveLength(1);
  });

  it('removes a member, who then holds nothing there', async () => {
    const res = await call(
      admin,
      'DELETE',
      `/platform/organizations/acme/members/${reader.userId}`,
    );
    expect(res.status).toBe(204);
    expect((await call(reader, 'GET', '/platform/organizations/acme/members')).status).toBe(403);
    expect((await call(reader, 'GET', '/platform/organizations')).body).toEqual([]);
    expect(
      (await call(admin, 'DELETE', `/platform/organizations/acme/members/${reader.userId}`)).status,
    ).toBe(404);
  });
});
