import { vi } from 'vitest';

export interface StubRequest {
  readonly method: string;
  readonly url: URL;
  /** The path under `/platform/pg-meta/{ref}`, such as `/entities` or `/tables/7`. */
  readonly path: string;
  readonly body: unknown;
}

type Handler = (request: StubRequest) => unknown;

/**
 * Stands in for the metadata API in UI tests: `routes` maps `METHOD /path` (under
 * `/platform/pg-meta/{ref}`; `:id` matches one segment) to a JSON body, or to a Response for an
 * error. Every request is recorded, so tests assert what the UI asked for.
 */
export function stubApi(routes: Record<string, Handler>) {
  const requests: StubRequest[] = [];
  const patterns = Object.entries(routes).map(([key, handler]) => {
    const [method, path] = key.split(' ') as [string, string];
    const regex = new RegExp(`^${path.replaceAll(':id', '[^/]+')}$`);
    return { method, regex, handler };
  });
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const url = new URL(request.url);
    const path = url.pathname.replace(/^\/platform\/pg-meta\/[^/]+/, '');
    const text = await request.text();
    const stub = { method: request.method, url, path, body: text ? JSON.parse(text) : undefined };
    requests.push(stub);
    const route = patterns.find((p) => p.method === request.method && p.regex.test(path));
    if (!route) {
      return Response.json({ error: { message: 'not found', code: 'not_found' } }, { status: 404 });
    }
    const answer = await route.handler(stub);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    /** The recorded requests to one path, e.g. `find('GET', '/entities')`. */
    find: (method: string, path: string) =>
      requests.filter((r) => r.method === method && r.path === path),
  };
}

/** An error as the API answers it. */
export const apiError = (status: number, message: string, code = 'error') =>
  Response.json({ error: { message, code } }, { status });
