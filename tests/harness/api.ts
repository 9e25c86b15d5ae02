import { ownerAuth, sharedUrl } from './instance-tokens.js';

export interface ApiResponse<T = unknown> {
  readonly status: number;
  readonly body: T;
}

/**
 * Calls the shared instance (or the one at `baseUrl`) over HTTP as its owner, and
 * parses the JSON answer.
 */
export async function api<T = unknown>(
  method: string,
  path: string,
  body?: unknown,
  baseUrl = sharedUrl()!,
): Promise<ApiResponse<T>> {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    // Every POST carries the JSON type, even without a body: the API refuses a bare POST, which
    // any web page could send (docs/architecture/api.md).
    headers: {
      ...ownerAuth(baseUrl),
      ...(body === undefined && method !== 'POST' ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T };
}

/** Runs SQL through the API's query endpoint on the default project. */
export const query = <T = Record<string, unknown>>(
  sql: string,
  extra: object = {},
  baseUrl?: string,
) => api<T[]>('POST', '/platform/pg-meta/default/query', { query: sql, ...extra }, baseUrl);
