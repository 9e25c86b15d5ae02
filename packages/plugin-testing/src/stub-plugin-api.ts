import type { Hono } from 'hono';
import type { ExtractSchema } from 'hono/types';
import { vi } from 'vitest';
import { apiError, routeMatcher, type StubRequest } from '@atrium/plugin-api/testing';

// Any route schema: the plugin's exported route type decides it, as for `usePluginApi`.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyRoutes = Hono<any, any, any>;
type Schema<Routes extends AnyRoutes> = ExtractSchema<Routes>;
type Path<Routes extends AnyRoutes> = keyof Schema<Routes> & string;
type MethodName<M> = M extends `$${infer Name}` ? Uppercase<Name> : never;

/** A route of the plugin's server part as stubs name it: `'GET /greeting'`. */
export type PluginApiRoute<Routes extends AnyRoutes> = {
  [P in Path<Routes>]: `${MethodName<keyof Schema<Routes>[P] & string>} ${P}`;
}[Path<Routes>];

/** What a route answers on success, from the server part's own route types. */
export type PluginApiAnswer<Routes extends AnyRoutes, R> = R extends `${infer M} ${infer P}`
  ? P extends Path<Routes>
    ? Schema<Routes>[P][`$${Lowercase<M>}` & keyof Schema<Routes>[P]] extends { output: infer O }
      ? O
      : never
    : never
  : never;

/** Route to answer; a `Response` stands for an error (`apiError(404, ...)`). */
export type PluginApiStub<Routes extends AnyRoutes> = {
  readonly [R in PluginApiRoute<Routes>]?: (
    request: StubRequest,
  ) => PluginApiAnswer<Routes, R> | Response | Promise<PluginApiAnswer<Routes, R> | Response>;
};

/**
 * The plugin's own server part (`/api/plugins/{id}`) in UI tests, typed by the routes its
 * `./server` entry exports (`stubPluginApi<HelloRoutes>('hello', { 'GET /greeting': ... })`), so a
 * stub cannot answer what the real route does not. Other requests go on to the `fetch` in place
 * before (`stubPgMeta`'s, when called first). Unstubbed routes of the plugin answer 404; every
 * request to the plugin is recorded.
 */
export function stubPluginApi<Routes extends AnyRoutes>(
  pluginId: string,
  routes: PluginApiStub<Routes>,
) {
  const prefix = `/api/plugins/${encodeURIComponent(pluginId)}`;
  const handlers = Object.entries(routes).map(([route, handler]) => ({
    match: routeMatcher(route),
    handler: handler as (request: StubRequest) => unknown,
  }));
  const requests: StubRequest[] = [];
  const previous = globalThis.fetch;
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    if (url.pathname !== prefix && !url.pathname.startsWith(`${prefix}/`)) {
      return previous(input, init);
    }
    const path = url.pathname.slice(prefix.length) || '/';
    const text = await request.text();
    const base = { method: request.method, url, path, body: text ? JSON.parse(text) : undefined };
    for (const { match, handler } of handlers) {
      const params = match(base);
      if (!params) continue;
      requests.push({ ...base, params });
      const answer = await handler({ ...base, params });
      return answer instanceof Response ? answer : Response.json(answer);
    }
    requests.push({ ...base, params: {} });
    return apiError(404, `no stub for ${request.method} ${path}`, 'not_found');
  });
  vi.stubGlobal('fetch', fetch);
  return { fetch, requests };
}
