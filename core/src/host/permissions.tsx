import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { useLocation } from 'wouter';
import { can, type Action, type Grant, type Resource } from '@atrium/common/permissions';
import { useServices } from './services-context.js';

interface PermissionState {
  readonly grants: readonly Grant[];
  readonly isLoading: boolean;
  /** The grants could not be read: an empty list then says nothing about the user. */
  readonly failed: boolean;
}

const PermissionsContext = createContext<PermissionState>({
  grants: [],
  isLoading: true,
  failed: false,
});

const fetchGrants =
  (fetch: typeof globalThis.fetch) =>
  async (url: string): Promise<readonly Grant[]> => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`Could not load permissions (HTTP ${response.status})`);
    return ((await response.json()) as { grants: Grant[] }).grants;
  };

/**
 * Where grants are asked for (identity contract, point 5): a signed-in member holds them only in
 * their organizations and its projects, so the page's project (`/project/{ref}`) or organization
 * (`/org/{slug}`) is named; the `default` project elsewhere.
 */
export function permissionsUrl(path: string): string {
  const org = /^\/org\/([^/]+)/.exec(path)?.[1];
  if (org) return `/platform/profile/permissions?organization=${org}`;
  const project = /^\/project\/([^/]+)/.exec(path)?.[1] ?? 'default';
  return `/platform/profile/permissions?project=${project}`;
}

/**
 * The current user's grants, from the same model the API enforces. The UI only mirrors them:
 * while they load, nothing is allowed, so no control flashes enabled and then disables.
 */
export function PermissionsProvider({
  children,
  grants,
}: {
  children: ReactNode;
  /** Fixed grants, for tests and the docs site. */
  grants?: readonly Grant[];
}) {
  const state = useMemo(() => grants && { grants, isLoading: false, failed: false }, [grants]);
  return state ? (
    <PermissionsContext.Provider value={state}>{children}</PermissionsContext.Provider>
  ) : (
    <FetchedPermissions>{children}</FetchedPermissions>
  );
}

/** The grants the API answers for the page's project or organization, with the session's token. */
function FetchedPermissions({ children }: { children: ReactNode }) {
  const { fetch } = useServices();
  const [path] = useLocation();
  const fetcher = useMemo(() => fetchGrants(fetch), [fetch]);
  const { data, isLoading, error } = useSWR(permissionsUrl(path), fetcher);
  const failed = error !== undefined;
  const state = useMemo(
    () => ({ grants: data ?? [], isLoading, failed }),
    [data, isLoading, failed],
  );
  return <PermissionsContext.Provider value={state}>{children}</PermissionsContext.Provider>;
}

export function usePermissions() {
  const { grants, isLoading, failed } = useContext(PermissionsContext);
  // Stable while the grants are, so memoised plugin contexts and menus do not rebuild each render.
  const check = useCallback(
    (action: Action, resource: Resource) => can(grants, action, resource),
    [grants],
  );
  // The API answers no grants alike for a project that does not exist and for one the user is no
  // member of, so neither tells which: both read "Project not found".
  const holdsNothing = !isLoading && !failed && grants.length === 0;
  return { isLoading, can: check, holdsNothing };
}
