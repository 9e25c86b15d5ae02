import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

interface Entry {
  actor_user_id: string | null;
  actor_email: string | null;
  actor_address: string | null;
  method: string;
  route: string | null;
  target: Record<string, string>;
  status: number;
}
interface Page {
  entries: Entry[];
  limit: number;
  offset: number;
  has_more: boolean;
}

/** The audit log as signed-in members see it: per organization and per user, newest first. */
describe('the audit log of an organization and of a user', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let owner: Principal, reader: Principal, outsider: Principal, newcomer: Principal;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('audit');
    const db = platform.pool;
    call = appAs(db);
    const orgId = await addOrganization(db, 'acme');
    const otherId = await addOrganization(db, 'other');
    await addProject(db, orgId, 'acme-app');
    owner = await addUser(db, 'owner@acme.test');
    reader = await addUser(db, 'reader@acme.test');
    outsider = await addUser(db, 'outsider@other.test');
    newcomer = await addUser(db, 'new@acme.test');
    await addMember(db, orgId, owner.userId, 'owner');
    await addMember(db, orgId, reader.userId, 'read_only');
    await addMember(db, otherId, outsider.userId, 'owner');

    // Three changes in acme (one refused), one in the other organization.
    await call(owner, 'POST', '/platform/organizations/acme/members', {
      email: newcomer.email,
      role: 'developer',
    });
    await call(reader, 'DELETE', `/platform/organizations/acme/members/${newcomer.userId}`);
    await call(owner, 'PATCH', `/platform/organizations/acme/members/${newcomer.userId}`, {
      role: 'read_only',
      password: 'never stored',
    });
    await call(outsider, 'POST', '/platform/organizations/other/invitations', {
      email: 'someone@other.test',
      role: 'developer',
    });
    // A project's route names its ref, not the organization: it counts for the organization too,
    // here an outsider's attempt, refused before the project is even looked up.
    await call(outsider, 'POST', '/platform/pg-meta/acme-app/query', { query: 'SELECT 1' });
  });
  afterAll(() => platform?.close());

  it("lists an organization's changes, its projects' included, newest first", async () => {
    const res = await call<Page>(reader, 'GET', '/platform/organizations/acme/audit');
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => [e.actor_email, e.method, e.route, e.status])).toEqual([
      ['outsider@other.test', 'POST', '/platform/pg-meta/:ref/query', 403],
      ['owner@acme.test', 'PATCH', '/platform/organizations/:slug/members/:userId', 200],
      ['reader@acme.test', 'DELETE', '/platform/organizations/:slug/members/:userId', 403],
      ['owner@acme.test', 'POST', '/platform/organizations/:slug/members', 201],
    ]);
    expect(res.body.entries[1]!.target).toEqual({ slug: 'acme', userId: newcomer.userId });
    expect(res.body.entries[0]!.target).toEqual({ ref: 'acme-app' });
    expect(res.body.entries[1]!.actor_address).toBe('10.0.0.7');
    expect(JSON.stringify(res.body)).not.toContain('never stored');
    expect((await call(outsider, 'GET', '/platform/organizations/acme/audit')).status).toBe(403);
  });

  it('pages with limit and offset', async () => {
    const first = await call<Page>(owner, 'GET', '/platform/organizations/acme/audit?limit=3');
    expect(first.body).toMatchObject({ limit: 3, offset: 0, has_more: true });
    expect(first.body.entries).toHaveLength(3);
    const second = await call<Page>(
      owner,
      'GET',
      '/platform/organizations/acme/audit?limit=3&offset=3',
    );
    expect(second.body).toMatchObject({ limit: 3, offset: 3, has_more: false });
    expect(second.body.entries.map((e) => e.route)).toEqual([
      '/platform/organizations/:slug/members',
    ]);
    expect((await call(owner, 'GET', '/platform/organizations/acme/audit?limit=1e2')).status).toBe(
      400,
    );
    expect((await call(owner, 'GET', '/platform/organizations/acme/audit?limit=201')).status).toBe(
      400,
    );
  });

  it("lists a user's own changes only", async () => {
    const res = await call<Page>(reader, 'GET', '/platform/profile/audit');
    expect(res.status).toBe(200);
    expect(res.body.entries.map((e) => [e.actor_user_id, e.method, e.status])).toEqual([
      [reader.userId, 'DELETE', 403],
    ]);
    const other = await call<Page>(outsider, 'GET', '/platform/profile/audit');
    expect(other.body.entries.map((e) => e.target)).toEqual([
      { ref: 'acme-app' },
      { slug: 'other' },
    ]);
  });
});
