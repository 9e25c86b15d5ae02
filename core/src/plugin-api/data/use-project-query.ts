import useSWR, { type SWRConfiguration, type SWRResponse } from 'swr';
import type { AnyClientResponse, SuccessBody } from '../api-types.js';
import type { ApiRequestError } from '../use-api.js';
import { projectKey, type ResourceKey } from './define-resource.js';
import { loaded, type ProjectCall } from './project-call.js';
import { NoProjectError, useClientsOfProjectInView } from './use-project.js';

type Options<T> = SWRConfiguration<T, ApiRequestError>;
/** The body's data: each overload gives it its type; the body only passes it on. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Loose = any;

/**
 * A cached read of the project in view, keyed by a resource's key (never by hand) and typed by
 * what the call answers: one typed-client request (its route's success type), or data the call
 * computes from several. `useProjectQuery(roleKeys.list(), (pgMeta) =>
 * pgMeta.security.roles.$get({ query: {} }))`. A `null` key reads nothing; any other throws outside a project.
 */
export function useProjectQuery<R extends AnyClientResponse>(
  key: ResourceKey | null,
  call: ProjectCall<[], R>,
  options?: NoInfer<Options<SuccessBody<R>>>,
): SWRResponse<SuccessBody<R>, ApiRequestError>;
export function useProjectQuery<T>(
  key: ResourceKey | null,
  call: ProjectCall<[], T>,
  options?: NoInfer<Options<T>>,
): SWRResponse<T, ApiRequestError>;
export function useProjectQuery(
  key: ResourceKey | null,
  call: (...args: Loose[]) => Promise<unknown>,
  options?: Loose,
): Loose {
  const clients = useClientsOfProjectInView();
  // A `null` key reads nothing, so it needs no project (a menu shown inside and outside one).
  if (key !== null && !clients) throw new NoProjectError('useProjectQuery');
  return useSWR<Loose, ApiRequestError>(
    key === null || !clients ? null : projectKey(clients.ref, key),
    async () => loaded(await call(clients!.pgMeta, clients!.clientOf)),
    options,
  );
}
