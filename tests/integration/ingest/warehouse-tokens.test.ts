import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import {
  startOnSharedCluster,
  type SharedClusterInstance,
} from '../../harness/shared-cluster-instance.js';

const TOKENS = '/platform/projects/default/analytics/warehouse/access-tokens';

interface TokenJson {
  readonly id: string;
  readonly description: string;
  readonly token?: string;
}

/**
 * docs/architecture/ingest.md: a project's warehouse access tokens are made, listed and revoked
 * by its administrators, answered once, stored as digests only, and audited by description.
 */
describe('warehouse access tokens', () => {
  let instance: SharedClusterInstance;

  const call = async <T>(method: string, path: string, body?: unknown) => {
    const response = await fetch(`${instance.atrium.url}${path}`, {
      method,
      headers: { ...instance.auth, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
  };
  const platformQuery = <T extends object>(sql: string, params: unknown[] = []) =>
    directQuery<T & Record<string, unknown>>(sql, params, instance.platformDbUrl);

  beforeAll(async () => {
    instance = await startOnSharedCluster('warehouse_tokens');
  });
  afterAll(() => instance?.close());

  it('answers a new token once, lists it without the token, and keeps only its digest', async () => {
    const made = await call<TokenJson>('POST', TOKENS, { description: ' Web app logs ' });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ description: 'Web app logs', last_used_at: null });
    const token = made.body.token!;
    expect(token).toMatch(/^atr_wh_[\w-]{40,}$/);

    const listed = await call<TokenJson[]>('GET', TOKENS);
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

    expect((await call('DELETE', `${TOKENS}/${made.body.id}`)).status).toBe(204);
    expect((await call<TokenJson[]>('GET', TOKENS)).body).toEqual([]);
    expect((await call('DELETE', `${TOKENS}/${made.body.id}`)).status).toBe(404);

    const entries = await platformQuery<{ action: string }>(
      `SELECT action, target_name, project_ref, status FROM audit_log
        WHERE action LIKE 'warehouse_token.%' ORDER BY id`,
    );
    expect(entries).toEqual([
      {
        action: 'warehouse_token.created',
        target_name: 'Web app logs',
        project_ref: 'default',
        status: 201,
      },
      {
        action: 'warehouse_token.revoked',
        target_name: 'Web app logs',
        project_ref: 'default',
        status: 204,
      },
      {
        action: 'warehouse_token.revoked',
        target_name: null,
        project_ref: 'default',
        status: 404,
      },
    ]);
  });

  it('refuses a blank or overlong description and writes nothing', async () => {
    for (const description of ['  ', 'x'.repeat(101), undefined]) {
      const refused = await call<{ error: { code: string } }>('POST', TOKENS, { description });
      expect(refused.status, String(description)).toBe(400);
      expect(refused.body.error.code).toBe('invalid_request');
    }
    expect(await platformQuery(`SELECT id FROM warehouse_tokens`)).toEqual([]);
  });

  it("neither lists nor revokes another project's token through this project's path", async () => {
    const [org] = await platformQuery<{ id: string }>(
      `SELECT id::text AS id FROM organizations WHERE slug = 'default'`,
    );
    await platformQuery(
      `INSERT INTO projects (ref, organization_id, name, connection_string_encrypted)
       VALUES ('second-app', $1, 'Second app', 'unused')`,
      [org!.id],
    );
    const other = await call<TokenJson>(
      'POST',
      '/platform/projects/second-app/analytics/warehouse/access-tokens',
      { description: 'Second app logs' },
    );
    expect(other.status).toBe(201);
    expect((await call<TokenJson[]>('GET', TOKENS)).body).toEqual([]);
    expect((await call('DELETE', `${TOKENS}/${other.body.id}`)).status).toBe(404);
    expect(await platformQuery(`SELECT description FROM warehouse_tokens`)).toEqual([
      { description: 'Second app logs' },
    ]);
  });
});
