import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { ApiClient, ErrorBody } from '@atrium/api/client';
import { useServices } from '../host/services-context.js';
import type { AnyClientResponse, SuccessBody } from './api-types.js';

/** Where in the submitted SQL the server's error is, when it says (a syntax error). */
export type ApiErrorLocation = Pick<ErrorBody['error'], 'position' | 'field'>;

/** An API error as the web app sees it: the server's message, code and HTTP status. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: string,
    /** The error's place in the SQL sent: a position, and the request field it counts in. */
    readonly location: ApiErrorLocation = {},
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * Reads a response's JSON, or throws the API's error with its message. A typed-client response
 * gives its success type from the API's routes; a plain `Response` takes the type it is given.
 */
export async function readJson<R extends AnyClientResponse>(response: R): Promise<SuccessBody<R>>;
export async function readJson<T>(response: Response): Promise<T>;
export async function readJson(response: Response | AnyClientResponse): Promise<unknown> {
  if (response.ok) return await response.json();
  const body = (await response.json().catch(() => undefined)) as ErrorBody | undefined;
  const { position, field } = body?.error ?? {};
  throw new ApiRequestError(
    response.status,
    body?.error.message ?? `Request failed (HTTP ${response.status})`,
    body?.error.code ?? 'http_error',
    { ...(position !== undefined && { position }), ...(field !== undefined && { field }) },
  );
}

/** The typed API client (`hc` over the API's routes). */
export function useApiClient(): ApiClient {
  return useServices().api;
}

type Options<T> = SWRConfiguration<T, ApiRequestError>;

/**
 * SWR over the typed client: cached by key, revalidated, failing with the server's message, and
 * typed by what the request's route answers:
 * `useApiQuery(['projects'], (api) => api.platform.projects.$get())`. A type argument stands in
 * where the route cannot say (the rows of a SQL query): `useApiQuery<{ extname: string }[]>(...)`.
 * Keys are arrays: `['projects']`, or `['projects', ref, resource, ...]` for one project's data.
 */
export function useApiQuery<T = never, R extends AnyClientResponse | Response = Response>(
  key: readonly unknown[] | null,
  request: (api: ApiClient) => Promise<R>,
  options?: NoInfer<Options<Given<T, SuccessBody<R>>>>,
): SWRResponse<Given<T, SuccessBody<R>>, ApiRequestError> {
  const api = useApiClient();
  return useSWR<Given<T, SuccessBody<R>>, ApiRequestError>(
    key,
    async () => readJson((await request(api)) as Response),
    options,
  );
}

/** `T` when a caller gave it, else `Inferred`. */
type Given<T, Inferred> = [T] extends [never] ? Inferred : T;
