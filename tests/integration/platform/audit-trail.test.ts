import { randomUUID } from 'node:crypto';
import { describe, expect, inject, it } from 'vitest';
import { directQuery } from '../../harness/database.js';
import { sharedClusterUrl } from '../../harness/shared-cluster-instance.js';
import { ownerAuth } from '../../harness/instance-tokens.js';
import { OWNER } from '../../harness/owner.js';

/** The shared instance's platform database, where its audit log is kept. */
const PLATFORM_DB = sharedClusterUrl('atrium');

/** A request to the shared instance over HTTP, as the web app sends it, with its own request id. */
async function send(method: string, path: string, body?: unknown) {
  const requestId = `audit-test-${randomUUID()}`;
  const response = await fetch(`${inject('apiUrl')}${path}`, {
    method,
    headers: { ...ownerAuth(), 'content-type': 'application/json', 'x-request-id': requestId },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  await response.arrayBuffer();
  return { status: response.status, requestId };
}

const ownerId = async () =>
  (
    await directQuery<{ id: string }>(
      'SELECT id FROM users WHERE email = $1',
      [OWNER.email],
      PLATFORM_DB,
    )
  )[0]!.id;

const entriesOf = (requestId: string) =>
  directQuery('SELECT * FROM audit_log WHERE request_id = $1', [requestId], PLATFORM_DB);

/** Every change through the real app (started as `npm start` does) leaves one audit entry. */
describe('the audit trail', () => {
  it('records a change: route pattern, target, status, actor and address, never the body or query string', async () => {
    // A statement that may change something (a SELECT is a read, and leaves no entry).
    const sent = await send('POST', '/platform/pg-meta/default/query?note=query-string-xyz', {
      query: "DO $$ BEGIN PERFORM 'body-secret-xyz'; END $$",
    });
    expect(sent.status).toBe(200);
    const entries = await entriesOf(sent.requestId);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      method: 'POST',
      route: '/platform/pg-meta/:ref/query',
      target: { ref: 'default' },
      project_ref: 'default',
      // A project's entry names its organization too, so it outlives the project's row.
      organization_slug: 'default',
      status: 200,
      // The tests call as the first owner.
      actor_user_id: await ownerId(),
      actor_address: '127.0.0.1',
    });
    const stored = JSON.stringify(entries[0]);
    expect(stored).not.toContain('body-secret-xyz');
    expect(stored).not.toContain('query-string-xyz');
  });

  it('records a refused change with its status', async () => {
    const sent = await send('POST', '/platform/pg-meta/default/query', { query: 42 });
    expect(sent.status).toBe(400);
    expect(await entriesOf(sent.requestId)).toEqual([
      expect.objectContaining({ route: '/platform/pg-meta/:ref/query', status: 400 }),
    ]);
  });

  it('records a change on an unknown path without a route', async () => {
    const sent = await send('DELETE', '/platform/no-such-thing/1');
    expect(sent.status).toBe(404);
    expect(await entriesOf(sent.requestId)).toEqual([
      expect.objectContaining({ method: 'DELETE', route: null, target: {}, status: 404 }),
    ]);
  });

  it('records no reads, a POST of SELECTs included', async () => {
    const sent = await send('GET', '/platform/pg-meta/default/tables');
    expect(sent.status).toBe(200);
    expect(await entriesOf(sent.requestId)).toEqual([]);
    const selected = await send('POST', '/platform/pg-meta/default/query', { query: 'SELECT 1' });
    expect(selected.status).toBe(200);
    expect(await entriesOf(selected.requestId)).toEqual([]);
  });

  it("shows the caller's changes on /platform/profile/audit, newest first", async () => {
    const sent = await send('POST', '/platform/pg-meta/default/query', {
      query: 'DO $$ BEGIN END $$',
    });
    const [entry] = (await entriesOf(sent.requestId)) as { id: string }[];
    // Other test files change things at the same time: page back until the entry shows up.
    const seen: { id: string; at: string }[] = [];
    for (let offset = 0; !seen.some((e) => e.id === String(entry!.id)); offset += 200) {
      const response = await fetch(
        `${inject('apiUrl')}/platform/profile/audit?limit=200&offset=${offset}`,
        { headers: ownerAuth() },
      );
      expect(response.status).toBe(200);
      const page = (await response.json()) as {
        entries: { id: string; at: string }[];
        has_more: boolean;
      };
      const times = page.entries.map((e) => Date.parse(e.at));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      seen.push(...page.entries);
      if (!page.has_more) break;
    }
    expect(seen.map((e) => e.id)).toContain(String(entry!.id));
  });
});
