import { vi } from 'vitest';
import type { Policy } from '../policy/policy.js';
import type { DatabaseRole, TableSummary } from '../data/types.js';

export interface StubDatabase {
  tables?: TableSummary[];
  policies?: Policy[];
  roles?: DatabaseRole[];
  /** Answers for writes and computations, by `METHOD /path-suffix`; defaults to 200 `{}`. */
  answers?: Record<string, () => Response>;
}

/** A recorded API call: method, path after `/platform/pg-meta/{ref}`, and the JSON body. */
export interface StubCall {
  method: string;
  path: string;
  /** The query string, such as `?included_schemas=public`. */
  search: string;
  body: unknown;
}

/**
 * The metadata API as the plugin's screens see it, through a stubbed fetch. Returns the calls made,
 * so tests can assert what was sent.
 */
export function stubApi(db: StubDatabase) {
  const calls: StubCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url);
      const path = url.pathname.replace(/^\/platform\/pg-meta\/[^/]+/, '');
      const text = await request.text();
      calls.push({
        method: request.method,
        path,
        search: url.search,
        body: text ? JSON.parse(text) : undefined,
      });
      const answer = db.answers?.[`${request.method} ${path}`];
      if (answer) return answer();
      if (request.method === 'GET') {
        if (path === '/tables') return Response.json(db.tables ?? []);
        if (path === '/policies') return Response.json(db.policies ?? []);
        if (path === '/schemas') return Response.json([{ id: 1, name: 'public' }]);
        if (path === '/roles') return Response.json(db.roles ?? []);
      }
      return Response.json({});
    }),
  );
  return calls;
}

export const failWith = (status: number, message: string) => () =>
  Response.json({ error: { message, code: 'x' } }, { status });

export const table = (id: number, name: string, rls = true, schema = 'public'): TableSummary => ({
  id,
  name,
  schema,
  rls_enabled: rls,
});

export const policy = (id: number, tableId: number, change: Partial<Policy> = {}): Policy => ({
  id,
  name: `policy ${id}`,
  schema: 'public',
  table: 'todos',
  table_id: tableId,
  action: 'PERMISSIVE',
  roles: ['public'],
  command: 'SELECT',
  definition: 'true',
  check: null,
  ...change,
});
