import useSWR, { type SWRConfiguration } from 'swr';
import type { ApiClient, ErrorBody } from '@atrium/api/client';
import { useServices } from '../host/services-context.js';

/** An API error as the web app sees it: the server's message, code and HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** Reads a response's JSON, or throws the API's error with its message. */
export async function readJson<T>(response: Response): Promise<T> {
  if (response.ok) return (await response.json()) as T;
  const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
  throw new ApiRequestError(
    response.status,
    body?.error.message ?? `Request failed (HTTP ${response.status})`,
    body?.error.code ?? 'http_error',
  );
}

/** The typed API client (`hc` over the API's routes). */
export function useApiClient(): ApiClient {
  return useServices().api;
}

/**
 * SWR over the typed client: cached by key, revalidated, and failing with the server's message.
 * `useApiQuery('projects', (api) => api.platform.projects.$get())`
 */
export function useApiQuery<T>(
  key: string | null,
  request: (api: ApiClient) => Promise<Response>,
  options?: SWRConfiguration<T, ApiRequestError>,
) {
  const api = useApiClient();
  return useSWR<T, ApiRequestError>(key, async () => readJson<T>(await request(api)), options);
}
