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

interface Page {
  entries: { action: string | null; target_name: string | null; actor_email: string | null }[];
}

/** The audit routes narrow the log by actor, event, target and dates, and export it as CSV. */
describe('filtering and exporting the audit log', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let owner: Principal;
  let admin: Principal;
  const log = '/platform/organizations/acme/audit';

  beforeAll(async () => {
    platform = await freshPlatformDatabase('audit_filters');
    const db = platform.pool;
    call = appAs(db);
    const orgId = await addOrganization(db, 'acme');
    owner = await addUser(db, 'owner@acme.test');
    admin = await addUser(db, 'admin@acme.test');
    await addMember(db, orgId, owner.userId, 'owner');
    await addMember(db, orgId, admin.userId, 'administrator');
    for (const [who, email] of [
      [owner, 'first@acme.test'],
      [admin, 'second@acme.test'],
    ] as const) {
      await call(who, 'POST', '/platform/organizations/acme/invitations', {
        email,
        role: 'developer',
      });
    }
    // A name a spreadsheet would run as a formula.
    await call(admin, 'POST', '/platform/profile/access-tokens', {
      name: '=HYPERLINK("http://evil.example")',
    });
    await call(admin, 'PATCH', `/platform/organizations/acme/members/${owner.userId}`, {
      role: 'owner',
    });
    // An entry from before events were named: an HTTP line, a year ago.
    await db.query(
      `INSERT INTO audit_log (at, actor_user_id, method, route, target, organization_slug, status)
       VALUES (now() - interval '1 year', $1, 'DELETE', '/platform/organizations/:slug/x', '{}',
               'acme', 200)`,
      [owner.userId],
    );
  });
  afterAll(() => platform?.close());

  const page = async (query: string) => {
    const res = await call<Page>(owner, 'GET', `${log}?${query}`);
    expect(res.status, query).toBe(200);
    return res.body.entries.map((e) => `${e.action} ${e.target_name} ${e.actor_email}`);
  };

  it('filters by actor, event and target, with LIKE characters matching themselves', async () => {
    expect(await page('actor=ADMIN@')).toEqual([
      'member.role_changed owner@acme.test admin@acme.test',
      'member.invited second@acme.test admin@acme.test',
    ]);
    expect(await page('action=member.invited&actor=owner')).toEqual([
      'member.invited first@acme.test owner@acme.test',
    ]);
    expect(await page('target=first')).toEqual(['member.invited first@acme.test owner@acme.test']);
    expect(await page('target=%25')).toEqual([]);
    // An old entry is found by its route, and its actor by today's email.
    expect(await page('target=%2Fx&actor=owner')).toEqual(['null null owner@acme.test']);
  });

  it('filters by dates, whole days included', async () => {
    const today = new Date().toISOString().slice(0, 10);
    expect(await page(`from=${today}`)).toHaveLength(3);
    expect(await page(`to=${today}`)).toHaveLength(4);
    const lastMonth = new Date(Date.now() - 30 * 24 * 3600 * 1000).toISOString().slice(0, 10);
    expect(await page(`to=${lastMonth}`)).toEqual(['null null owner@acme.test']);
  });

  it('refuses filters it cannot read, saying which', async () => {
    for (const query of ['action=table.exploded', 'from=yesterday', `actor=${'x'.repeat(400)}`]) {
      const res = await call<{ error: { message: string } }>(owner, 'GET', `${log}?${query}`);
      expect(res.status, query).toBe(400);
    }
  });

  it('exports the filtered log as CSV, formulas defused', async () => {
    const res = await call<string>(owner, 'GET', `${log}/export.csv?action=member.invited`);
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines[0]).toBe('time,actor,address,event,target,method,route,status,details');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(',member.invited,second@acme.test,POST,');
    expect(lines[2]).toContain(',member.invited,first@acme.test,POST,');
    expect(lines[2]).toContain(',"{""role"":""developer""}"');
  });

  it("exports only the caller's own entries from the account's log", async () => {
    const res = await call<string>(admin, 'GET', '/platform/profile/audit/export.csv');
    expect(res.status).toBe(200);
    const lines = String(res.body).trim().split('\r\n').slice(1);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).toContain('admin@acme.test');
    expect(lines[1]).toContain(`,token.created,"'=HYPERLINK(""http://evil.example"")",`);
  });
});
