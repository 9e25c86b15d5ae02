import type { PgMetaRoutes } from '@atrium/api/client';
import { vi } from 'vitest';

type Path = keyof PgMetaRoutes & string;
type MethodName<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** A route of the metadata API as stubs name it: `'GET /entities/:id'`. */
export type PgMetaRoute = {
  [P in Path]: `${MethodName<keyof PgMetaRoutes[P] & string>} ${P}`;
}[Path];

/** What a route answers on success, from the API's own route types. */
export type PgMetaAnswer<R extends PgMetaRoute> = R extends `${infer M} ${infer P extends Path}`
  ? PgMetaRoutes[P][`$${Lowercase<M>}` & keyof PgMetaRoutes[P]] extends { output: infer O }
    ? O
    : never
  : never;

export interface StubRequest {
  readonly method: string;
  readonly url: URL;
  /** The path under `/platform/pg-meta/{ref}`, such as `/entities` or `/tables/7`. */
  readonly path: string;
  /** The path's `:name` segments, such as `{ id: '7' }`. */
  readonly params: Readonly<Record<string, string>>;
  readonly body: unknown;
}

type Answer<R extends PgMetaRoute> = PgMetaAnswer<R> | Response;

/** Route to answer; a `Response` stands for an error (see `apiError`). */
export type PgMetaStub = {
  readonly [R in PgMetaRoute]?: (request: StubRequest) => Answer<R> | Promise<Answer<R>>;
};

/** Matches a stubbed route, `'GET /tables/:id'`, to a request; gives its `:name` segments. */
export function routeMatcher(route: string) {
  const [method, path] = route.split(' ') as [string, string];
  const names: string[] = [];
  const source = path.replace(/:(\w+)/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const regex = new RegExp(`^${source}$`);
  return (request: { method: string; path: string }) => {
    const match = request.method === method ? regex.exec(request.path) : null;
    if (!match) return undefined;
    return Object.fromEntries(names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]));
  };
}

/**
 * The metadata API in plugin UI tests, typed by the API's routes: each stubbed route must answer
 * what the real one does (a fixture from `./pg-meta-fixtures`), so a stub cannot drift from the
 * API. Replaces the global `fetch` (undo with `vi.unstubAllGlobals()`); unstubbed routes answer
 * 404. Every request is recorded, so tests assert what the UI asked for.
 */
export function stubPgMeta(routes: PgMetaStub) {
  const requests: StubRequest[] = [];
  const handlers = Object.entries(routes).map(([route, handler]) => ({
    match: routeMatcher(route),
    handler: handler as (request: StubRequest) => unknown,
  }));
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/platform\/pg-meta\/[^/]+/, '');
    const text = await request.text();
    const base = { method: request.method, url, path, body: text ? JSON.parse(text) : undefined };
    for (const { match, handler } of handlers) {
      const params = match(base);
      if (!params) continue;
      const stub: StubRequest = { ...base, params };
      requests.push(stub);
      const answer = await handler(stub);
      return answer instanceof Response ? answer : Response.json(answer);
    }
    requests.push({ ...base, params: {} });
    return apiError(404, `no stub for ${request.method} ${path}`, 'not_found');
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    requests,
    /** The recorded requests to one path, e.g. `find('GET', '/entities')`. */
    find: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}

/** An error as the API answers it, with where in the SQL sent it is when the API says. */
export const apiError = (
  status: number,
  message: string,
  code = 'error',
  location: { position?: number; field?: string } = {},
) => Response.json({ error: { message, code, ...location } }, { status });
