import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app.js';
import { AUDIT_POLICY, type AuditPolicy } from '../../api/src/http/audit-policy.js';
import { INGEST_PREFIX } from '../../api/src/ingest/ingest-surface.js';
import { createLogger } from '../../api/src/logger.js';
import type { ProjectRegistry } from '../../api/src/projects/registry.js';

/**
 * docs/architecture/api.md: every route that changes data MUST refuse requests a page of another
 * site can send without a preflight, before its handler runs. Walks the whole route table of the
 * real app; the database placeholders record any use, which would mean a handler (or the project
 * lookup before it) ran. The one use allowed is the audit trail's record of the refusal, which
 * every refused change must leave (a POST declared as a read, `notAudited`, leaves none).
 */
describe('every mutating route refuses cross-site requests before its handler', () => {
  const touched: string[] = [];
  const placeholder = <T>(name: string) =>
    new Proxy(
      {},
      {
        get: (_target, property) => {
          touched.push(`${name}.${String(property)}`);
          throw new Error(`${name} used`);
        },
      },
    ) as T;
  const audited: string[] = [];
  const platform = new Proxy(placeholder<pg.Pool>('platform'), {
    get: (target, property, receiver) =>
      property === 'query'
        ? (query: string | pg.QueryConfig, values?: unknown[]) => {
            // pg's two forms: (text, values), or one config (recordAudit's named statement).
            const { text, values: bound = [] } =
              typeof query === 'string' ? { text: query, values } : query;
            if (!text.startsWith('INSERT INTO audit_log')) return Reflect.get(target, property);
            audited.push(`${String(bound[2])} ${String(bound[3])} ${String(bound[7])}`);
            return Promise.resolve({ rows: [], rowCount: 1 });
          }
        : Reflect.get(target, property, receiver),
  });
  const app = createApp({
    platform,
    projects: placeholder<ProjectRegistry>('projects'),
    log: createLogger('silent'),
    deployment: { plugins: [], hosted: false, flags: {} },
  });

  const MUTATING = ['POST', 'PUT', 'PATCH', 'DELETE'];
  const endpoints = [
    ...new Set(
      app.routes.filter((r) => MUTATING.includes(r.method)).map((r) => `${r.method} ${r.path}`),
    ),
  ];

  /** Routes declared as reads (`notAudited`): a refusal of one is no change, and is not recorded. */
  const declaredRead = (method: string, path: string) =>
    app.routes.some(
      (r) =>
        r.method === method &&
        r.path === path &&
        (r.handler as { [AUDIT_POLICY]?: AuditPolicy })[AUDIT_POLICY]?.action === null,
    );

  /** A concrete URL for a route pattern: every parameter becomes 1. */
  const urlFor = (path: string) =>
    `http://127.0.0.1:8000${path.replace(/:[\w-]+(\{[^}]*\})?/g, '1')}`;
  /** From this machine, which grants nothing: the edge refuses these before any sign-in check. */
  const local = { incoming: { socket: { remoteAddress: '127.0.0.1', remotePort: 40000 } } };

  const attacks: ReadonlyArray<[string, Record<string, string>, number]> = [
    ['text/plain', { 'content-type': 'text/plain' }, 415],
    ['a form', { 'content-type': 'application/x-www-form-urlencoded' }, 415],
    ['a multipart form', { 'content-type': 'multipart/form-data; boundary=x' }, 415],
    [
      'a foreign Origin',
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      403,
    ],
    [
      'Sec-Fetch-Site: cross-site',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      403,
    ],
  ];

  it('has mutating endpoints to check, the CSV import and event intake among them', () => {
    expect(endpoints).toContain('POST /platform/pg-meta/:ref/query');
    expect(endpoints).toContain('POST /ingest/v1/:ref/events');
    expect(endpoints).toContain('POST /platform/pg-meta/:ref/tables/:id/import');
    expect(endpoints.length).toBeGreaterThan(30);
  });

  it.each(endpoints)('%s', async (endpoint) => {
    const [method, path] = endpoint.split(' ') as [string, string];
    for (const [what, headers, status] of attacks) {
      touched.length = 0;
      audited.length = 0;
      const response = await app.request(urlFor(path), { method, headers, body: 'x=1' }, local);
      // The ingest surface takes other sites' requests by design, but none a page can send
      // without a preflight carries its token (`Authorization`): 401, and intake is not audited.
      const ingest = path.startsWith(`${INGEST_PREFIX}/`);
      expect(response.status, `${endpoint} with ${what}`).toBe(ingest ? 401 : status);
      expect(touched, `${endpoint} with ${what} reached its handler`).toEqual([]);
      expect(audited, `${endpoint} with ${what} left no audit entry`).toEqual(
        ingest || declaredRead(method, path) ? [] : [`${method} ${path} ${status}`],
      );
    }
  });
});
