import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../api/src/app.js';
import { memoryLogger } from '../../../api/src/http/memory-logger.js';
import {
  createWarehouseToken,
  revokeWarehouseToken,
} from '../../../api/src/ingest/warehouse-tokens/store.js';
import type { ProjectRegistry } from '../../../api/src/projects/registry.js';
import { superuserQuery } from '../../harness/database.js';
import { clonePlatformDatabase, sharedClusterUrl } from '../../harness/shared-cluster-instance.js';

const EVENTS = 'http://localhost/ingest/v1/intake/events';

/**
 * docs/architecture/ingest.md: `POST /ingest/v1/{ref}/events` takes a batch of log events with a
 * warehouse access token of that project, writes it all or nothing, and refuses anything else
 * with a clear error, writing nothing. The app runs in this process on a platform database of its
 * own; intake reaches no project database.
 */
describe('log event intake', () => {
  let platformDb: string;
  let platform: pg.Pool;
  let app: ReturnType<typeof createApp>;
  let token: string;
  let otherProjectToken: string;

  const send = (body: string, headers: Record<string, string> = {}) =>
    app.request(EVENTS, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body,
    });
  const withToken = (value: string) => ({ authorization: `Bearer ${value}` });
  const written = async () =>
    (
      await platform.query<{ event_message: string }>(
        `SELECT e.event_message, e.metadata, e."timestamp", p.ref
           FROM log_events e JOIN projects p ON p.id = e.project_id ORDER BY e.id`,
      )
    ).rows;

  beforeAll(async () => {
    platformDb = await clonePlatformDatabase('log_event_intake');
    platform = new pg.Pool({ connectionString: sharedClusterUrl(platformDb), max: 4 });
    await platform.query(
      `WITH o AS (INSERT INTO organizations (slug, name) VALUES ('intake-org', 'Intake') RETURNING id)
       INSERT INTO projects (ref, name, organization_id, connection_string_encrypted)
       SELECT ref, ref, o.id, 'unused' FROM o, unnest(ARRAY['intake', 'elsewhere']) AS ref`,
    );
    token = (await createWarehouseToken(platform, 'intake', 'web app')).token;
    otherProjectToken = (await createWarehouseToken(platform, 'elsewhere', 'other app')).token;
    app = createApp({
      platform,
      projects: {} as ProjectRegistry,
      log: memoryLogger().log,
      deployment: { plugins: [], hosted: false, flags: {} },
    });
  });
  afterAll(async () => {
    await platform?.end();
    if (platformDb) await superuserQuery(`DROP DATABASE IF EXISTS ${platformDb} WITH (FORCE)`);
  });

  it('refuses no token, another project’s token and a session-looking one, writing nothing', async () => {
    for (const headers of [{}, withToken(otherProjectToken), withToken('not.a.jwt')]) {
      const refused = await send(JSON.stringify({ event_message: 'hello' }), headers);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toMatchObject({ error: { code: 'invalid_warehouse_token' } });
    }
    expect(await written()).toEqual([]);
  });

  it('writes a batch for the token’s project, dated as sent or as received', async () => {
    const before = Date.now();
    const response = await send(
      JSON.stringify([
        { event_message: 'first', timestamp: '2026-01-02T03:04:05Z', metadata: { level: 'info' } },
        { event_message: 'second' },
      ]),
      { ...withToken(token), origin: 'https://app.example' },
    );
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ events: 2 });
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const rows = await written();
    expect(rows).toEqual([
      {
        event_message: 'first',
        metadata: { level: 'info' },
        timestamp: new Date('2026-01-02T03:04:05Z'),
        ref: 'intake',
      },
      { event_message: 'second', metadata: {}, timestamp: expect.any(Date), ref: 'intake' },
    ]);
    expect((rows[1] as unknown as { timestamp: Date }).timestamp.getTime()).toBeGreaterThanOrEqual(
      before - 1000,
    );
    const [used] = (
      await platform.query<{ last_used_at: Date | null }>(
        `SELECT last_used_at FROM warehouse_tokens WHERE description = 'web app'`,
      )
    ).rows;
    expect(used!.last_used_at).toBeInstanceOf(Date);
    // Intake is not audited: only making and revoking tokens is.
    expect((await platform.query(`SELECT id FROM audit_log`)).rows).toEqual([]);
    await platform.query(`DELETE FROM log_events`);
  });

  it('refuses too many events, too large a body, bad JSON and a bad event, writing nothing', async () => {
    const cases: [string, number, string][] = [
      [
        JSON.stringify(Array.from({ length: 1001 }, () => ({ event_message: 'x' }))),
        413,
        'payload_too_large',
      ],
      [JSON.stringify({ event_message: 'x'.repeat(1024 * 1024) }), 413, 'payload_too_large'],
      ['{"event_message": ', 400, 'invalid_json'],
      [JSON.stringify([{ event_message: 'ok' }, { event_message: '' }]), 400, 'invalid_request'],
      [JSON.stringify({ event_message: 'ok', level: 'info' }), 400, 'invalid_request'],
      [JSON.stringify({ event_message: 'ok', timestamp: 'yesterday' }), 400, 'invalid_request'],
    ];
    for (const [body, status, code] of cases) {
      const refused = await send(body, withToken(token));
      expect(refused.status, body.slice(0, 40)).toBe(status);
      const answer = (await refused.json()) as { error: { code: string; message: string } };
      expect(answer.error.code, body.slice(0, 40)).toBe(code);
      expect(answer.error.message.length).toBeGreaterThan(10);
    }
    const text = await send('event_message=x', {
      ...withToken(token),
      'content-type': 'text/plain',
    });
    expect(text.status).toBe(415);
    expect(await written()).toEqual([]);
  });

  it('answers a cross-origin preflight without a token or credentials', async () => {
    const preflight = await app.request(EVENTS, {
      method: 'OPTIONS',
      headers: {
        origin: 'https://app.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('refuses a revoked token, writing nothing', async () => {
    const revoked = await createWarehouseToken(platform, 'intake', 'revoked app');
    expect((await send('{"event_message":"before"}', withToken(revoked.token))).status).toBe(201);
    await revokeWarehouseToken(platform, 'intake', revoked.id);
    const refused = await send('{"event_message":"after"}', withToken(revoked.token));
    expect(refused.status).toBe(401);
    expect((await written()).map((row) => row.event_message)).toEqual(['before']);
  });
});
