import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Principal } from '../../../api/src/http/principal.js';
import {
  addMember,
  addOrganization,
  addUser,
  appAs,
  freshPlatformDatabase,
  type PlatformDatabase,
} from './platform-database.js';

interface Issued {
  id: string;
  email: string;
  role: string;
  token: string;
  link: string;
  expires_at: string;
}

/** Invitations as copyable links with a one-time token, through the real app. */
describe('invitations', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let owner: Principal, admin: Principal, invitee: Principal, stranger: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('invitations');
    const db = platform.pool;
    call = appAs(db);
    const orgId = await addOrganization(db, 'acme');
    await addOrganization(db, 'other');
    owner = await addUser(db, 'owner@acme.test');
    admin = await addUser(db, 'admin@acme.test');
    invitee = await addUser(db, 'invitee@acme.test');
    stranger = await addUser(db, 'stranger@acme.test');
    await addMember(db, orgId, owner.userId, 'owner');
    await addMember(db, orgId, admin.userId, 'administrator');
  });
  afterAll(() => platform?.close());

  const invite = (who: Principal, email: string, role: string) =>
    call<Issued>(who, 'POST', '/platform/organizations/acme/invitations', { email, role });
  const accept = (who: Principal | undefined, token: string, slug = 'acme') =>
    call<{ role: string }>(who, 'POST', `/platform/organizations/${slug}/invitations/accept`, {
      token,
    });

  it('issues a link with a one-time token that is stored only as a hash', async () => {
    const res = await invite(admin, 'Invitee@acme.test', 'developer');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ email: 'invitee@acme.test', role: 'developer' });
    const link = new URL(res.body.link);
    expect(link.pathname).toBe('/join');
    expect(link.searchParams.get('slug')).toBe('acme');
    expect(link.searchParams.get('token')).toBe(res.body.token);
    expect(res.body.token.length).toBeGreaterThanOrEqual(40);
    const hours = (Date.parse(res.body.expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThanOrEqual(24);

    const stored = await platform.pool.query('SELECT * FROM invitations');
    expect(JSON.stringify(stored.rows)).not.toContain(res.body.token);

    const list = await call<object[]>(owner, 'GET', '/platform/organizations/acme/invitations');
    expect(list.status).toBe(200);
    expect(list.body).toHaveLength(1);
    expect(JSON.stringify(list.body)).not.toContain(res.body.token);
    expect(list.body[0]).not.toHaveProperty('token');
  });

  it('lets only an owner invite an owner', async () => {
    expect((await invite(admin, 'boss@acme.test', 'owner')).status).toBe(403);
    expect((await invite(owner, 'boss@acme.test', 'owner')).status).toBe(201);
  });

  it('is accepted once, by the invited email only, in its own organization only', async () => {
    const { token } = (await invite(owner, invitee.email, 'read_only')).body;
    expect((await accept(undefined, token)).status).toBe(401);
    expect((await accept(stranger, token)).status).toBe(404);
    expect((await accept(invitee, token, 'other')).status).toBe(404);
    expect((await accept(invitee, 'not-a-token')).status).toBe(404);

    const accepted = await accept(invitee, token);
    expect(accepted).toEqual({ status: 200, body: { role: 'read_only' } });
    const members = await call<{ email: string; role: string }[]>(
      invitee,
      'GET',
      '/platform/organizations/acme/members',
    );
    expect(members.body).toContainEqual(
      expect.objectContaining({ email: invitee.email, role: 'read_only' }),
    );
    expect((await accept(invitee, token)).status).toBe(404);
  });

  it('keeps the role of a member who accepts another invitation', async () => {
    const { token } = (await invite(owner, invitee.email, 'administrator')).body;
    expect(await accept(invitee, token)).toEqual({ status: 200, body: { role: 'read_only' } });
  });

  it('refuses an expired link', async () => {
    const { token, id } = (await invite(owner, stranger.email, 'developer')).body;
    await platform.pool.query(
      `UPDATE invitations SET expires_at = now() - interval '1 second' WHERE id = $1`,
      [id],
    );
    expect((await accept(stranger, token)).status).toBe(404);
  });

  it('revokes a pending invitation, whose link then no longer works', async () => {
    const { token, id } = (await invite(admin, stranger.email, 'developer')).body;
    expect(
      (await call(invitee, 'DELETE', `/platform/organizations/acme/invitations/${id}`)).status,
    ).toBe(403);
    expect(
      (await call(admin, 'DELETE', `/platform/organizations/acme/invitations/${id}`)).status,
    ).toBe(204);
    expect(
      (await call(admin, 'DELETE', `/platform/organizations/acme/invitations/${id}`)).status,
    ).toBe(404);
    expect((await accept(stranger, token)).status).toBe(404);
    const list = await call<Issued[]>(owner, 'GET', '/platform/organizations/acme/invitations');
    expect(list.body.map((i) => i.id)).not.toContain(id);
  });
});
