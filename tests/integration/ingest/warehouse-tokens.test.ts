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
} from '../platform/platform-database.js';

const tokensOf = (ref: string) => `/platform/projects/${ref}/analytics/warehouse/access-tokens`;
const TOKENS = tokensOf('logs-app');

interface TokenJson {
  readonly id: string;
  readonly description: string;
  readonly token?: string;
}

/**
 * docs/architecture/ingest.md: a project's warehouse access tokens are made, listed and revoked
 * by its administrators, answered once, stored as digests only, and audited by description. The
 * app runs in this process on a platform database of its own.
 */
describe('warehouse access tokens', () => {
  let platform: PlatformDatabase;
  let call: ReturnType<typeof appAs>;
  let admin: Principal;
  let developer: Principal;

  const platformQuery = async <T extends object>(sql: string) =>
    (await platform.pool.query<T & Record<string, unknown>>(sql)).rows;

  beforeAll(async () => {
    platform = await freshPlatformDatabase('warehouse_tokens');
    call = appAs(platform.pool);
    const organization = await addOrganization(platform.pool, 'logs-org');
    await addProject(platform.pool, organization, 'logs-app');
    await addProject(platform.pool, organization, 'second-app');
    admin = await addUser(platform.pool, 'admin@logs.test');
    developer = await addUser(platform.pool, 'developer@logs.test');
    await addMember(platform.pool, organization, admin.userId, 'administrator');
    await addMember(platform.pool, organization, developer.userId, 'developer');
  });
  afterAll(() => platform?.close());

  it('answers a new token once, lists it without the token, and keeps only its digest', async () => {
    const made = await call<TokenJson>(admin, 'POST', TOKENS, { description: ' Web app logs ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ description: 'Web app logs', last_used_at: null });
    const token = made.body.token!;
    expect(token).toMatch(/^atr_wh_[\w-]{40,}$/);

    const listed = await call<TokenJson[]>(admin, 'GET', TOKENS);
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      {
        id: made.body.id,
        description: 'Web app logs',
        token_alias: token.slice(0, 13),
        last_used_at: null,
        created_at: expect.any(String),
      },
    ]);
    const stored = await platformQuery<{ row: string }>(
      `SELECT row_to_json(t)::text AS row FROM warehouse_tokens t`,
    );
    expect(stored).toHaveLength(1);
    expect(stored[0]!.row).not.toContain(token);

    expect((await call(admin, 'DELETE', `${TOKENS}/${made.body.id}`)).status).toBe(204);
    expect((await call<TokenJson[]>(admin, 'GET', TOKENS)).body).toEqual([]);
    expect((await call(admin, 'DELETE', `${TOKENS}/${made.body.id}`)).status).toBe(404);

    expect(
      await platformQuery(
        `SELECT action, target_name, project_ref, actor_email, status FROM audit_log
          WHERE action LIKE 'warehouse_token.%' ORDER BY id`,
      ),
    ).toEqual([
      {
        action: 'warehouse_token.created',
        target_name: 'Web app logs',
        project_ref: 'logs-app',
        actor_email: admin.email,
        status: 201,
      },
      {
        action: 'warehouse_token.revoked',
        target_name: 'Web app logs',
        project_ref: 'logs-app',
        actor_email: admin.email,
        status: 204,
      },
      {
        action: 'warehouse_token.revoked',
        target_name: null,
        project_ref: 'logs-app',
        actor_email: admin.email,
        status: 404,
      },
    ]);
  });

  it('refuses a blank or overlong description and writes nothing', async () => {
    for (const description of ['  ', 'x'.repeat(101), undefined]) {
      const refused = await call<{ error: { code: string } }>(admin, 'POST', TOKENS, {
        description,
      });
      expect(refused.status, String(description)).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
    }
    expect(await platformQuery(`SELECT id FROM warehouse_tokens`)).toEqual([]);
  });

  it('is the administrators’ own: a Developer may neither make, list nor revoke one', async () => {
    expect((await call(developer, 'POST', TOKENS, { description: 'mine' })).status).toBe(403);
    expect((await call(developer, 'GET', TOKENS)).status).toBe(403);
    expect((await call(undefined, 'GET', TOKENS)).status).toBe(401);
    expect(await platformQuery(`SELECT id FROM warehouse_tokens`)).toEqual([]);
  });

  it("neither lists nor revokes another project's token through this project's path", async () => {
    const other = await call<TokenJson>(admin, 'POST', tokensOf('second-app'), {
      description: 'Second app logs',
    });
    expect(other.status).toBe(201);
    expect((await call<TokenJson[]>(admin, 'GET', TOKENS)).body).toEqual([]);
    expect((await call(admin, 'DELETE', `${TOKENS}/${other.body.id}`)).status).toBe(404);
    expect(await platformQuery(`SELECT description FROM warehouse_tokens`)).toEqual([
      { description: 'Second app logs' },
    ]);
  });
});
