import { useCallback } from 'react';
import useSWR, { useSWRConfig, type SWRConfiguration } from 'swr';
import type { ApiClient, ErrorBody, PgMetaClient } from '@atrium/api/client';
import { useServices } from '../host/services-context.js';
import { usePluginContext } from './hooks.js';

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

/**
 * The metadata API of the project in view (the `default` project outside one), as typed clients
 * per resource group: `pgMeta.relations.tables.$get({ query })`.
 */
export function usePgMeta(): {
  ref: string;
  pgMeta: PgMetaClient;
  /** Refetches what `usePgMetaQuery(key, ...)` holds for this project, after a write. */
  revalidate: (key: string) => Promise<unknown>;
} {
  const ref = usePluginContext().projectRef ?? 'default';
  const { mutate } = useSWRConfig();
  const revalidate = useCallback((key: string) => mutate(pgMetaKey(ref, key)), [mutate, ref]);
  return { ref, pgMeta: useServices().pgMeta(ref), revalidate };
}

/**
 * SWR over the project's metadata API, like `useApiQuery`:
 * `usePgMetaQuery('rls:roles', (pgMeta) => pgMeta.security.roles.$get({ query: {} }))`.
 * The key is scoped to the project, so two projects never share a cache entry.
 */
export function usePgMetaQuery<T>(
  key: string | null,
  request: (pgMeta: PgMetaClient) => Promise<Response>,
  options?: SWRConfiguration<T, ApiRequestError>,
) {
  const { ref, pgMeta } = usePgMeta();
  return useSWR<T, ApiRequestError>(
    key === null ? null : pgMetaKey(ref, key),
    async () => readJson<T>(await request(pgMeta)),
    options,
  );
}

/** The SWR key `usePgMetaQuery` stores `key` under, for `mutate` after a write. */
export const pgMetaKey = (ref: string, key: string) => `pg-meta:${ref}:${key}`;
