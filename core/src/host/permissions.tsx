import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import useSWR from 'swr';
import { can, type Action, type Grant, type Resource } from '@atrium/common/permissions';

interface PermissionState {
  readonly grants: readonly Grant[];
  readonly isLoading: boolean;
}

const PermissionsContext = createContext<PermissionState>({ grants: [], isLoading: true });

const fetchGrants = async (url: string): Promise<readonly Grant[]> => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load permissions (HTTP ${response.status})`);
  return ((await response.json()) as { grants: Grant[] }).grants;
};

/**
 * The current user's grants, from the same model the API enforces. The UI only mirrors them:
 * while they load, nothing is allowed, so no control flashes enabled and then disables.
 */
export function PermissionsProvider({
  children,
  grants: fixed,
}: {
  children: ReactNode;
  /** Fixed grants, for tests and the docs site. */
  grants?: readonly Grant[];
}) {
  const { data, isLoading } = useSWR(fixed ? null : '/platform/profile/permissions', fetchGrants);
  const grants = fixed ?? data;
  const state = useMemo(
    () => ({ grants: grants ?? [], isLoading: !fixed && isLoading }),
    [grants, fixed, isLoading],
  );
  return <PermissionsContext.Provider value={state}>{children}</PermissionsContext.Provider>;
}

export function usePermissions() {
  const { grants, isLoading } = useContext(PermissionsContext);
  // Stable while the grants are, so memoised plugin contexts and menus do not rebuild each render.
  const check = useCallback(
    (action: Action, resource: Resource) => can(grants, action, resource),
    [grants],
  );
  return { isLoading, can: check };
}
