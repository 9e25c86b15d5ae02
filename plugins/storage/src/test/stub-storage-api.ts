import { vi } from 'vitest';
import { apiError } from '@atrium/core/testing';
import type { Bucket } from '../data/bucket.js';

export interface StorageRequest {
  readonly method: string;
  /** The path under `/platform`, such as `/storage/p1/buckets/avatars`. */
  readonly path: string;
  readonly body: unknown;
}

type Handler = (request: StorageRequest) => unknown;

/**
 * The storage routes in plugin UI tests: `'GET /storage/p1/buckets'` (a path under `/platform`, a
 * trailing `*` matching any rest) to what it answers, a `Response` standing for an error
 * (`apiError`). Unstubbed routes answer 404. Returns the requests made, for asserting what the UI
 * sent. Undo with `vi.unstubAllGlobals()`.
 */
export function stubStorageApi(routes: Readonly<Record<string, Handler>>) {
  const requests: StorageRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(String(input), init);
    const text = await request.text();
    const path = decodeURIComponent(new URL(request.url).pathname.replace(/^\/platform/, ''));
    const stub: StorageRequest = {
      method: request.method,
      path,
      body: text ? JSON.parse(text) : undefined,
    };
    requests.push(stub);
    const handler = routes[`${request.method} ${path}`];
    if (!handler) return apiError(404, `no stub for ${request.method} ${path}`, 'not_found');
    const answer = await handler(stub);
    return answer instanceof Response ? answer : Response.json(answer);
  });
  return requests;
}

/** A bucket as the API lists it. */
export const aBucket = (change: Partial<Bucket> & Pick<Bucket, 'id'>): Bucket => ({
  name: change.id,
  owner: '',
  type: 'STANDARD',
  public: false,
  file_size_limit: null,
  allowed_mime_types: null,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...change,
});
