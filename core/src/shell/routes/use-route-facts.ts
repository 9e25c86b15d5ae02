import { useMemo } from 'react';
import useSWR from 'swr';
import { usePermissions } from '../../host/permissions.js';
import { useProjectRef } from '../../host/project-ref.js';
import { useServices } from '../../host/services-context.js';
import { readJson } from '../../plugin-api/use-api.js';
import { extensionKeys } from '../../plugin-api/keys/extensions.js';
import { metadataApi } from '../../plugin-api/data/api-area.js';
import { projectKey } from '../../plugin-api/data/define-resource.js';
import { SELF_HOSTED_SERVICES } from '../../plugin-api/visibility.js';
import type { RouteFacts } from './route-visibility.js';

const NONE: ReadonlySet<string> = new Set();

/**
 * What the route table's conditions are evaluated against. The project's extensions are read
 * only when some route asks for one (`needsExtensions`), and only inside a project.
 */
export function useRouteFacts(needsExtensions: boolean): RouteFacts {
  const { deployment, flags, projectClient } = useServices();
  const { can, isLoading } = usePermissions();
  const ref = useProjectRef();
  const extensions = useSWR(
    needsExtensions && ref ? projectKey(ref, extensionKeys.list()) : null,
    async () => readJson(await projectClient(metadataApi, ref!).programmability.extensions.$get()),
  );
  const installed = useMemo(() => {
    // Outside a project, or unreadable (no permission, database down): none, not pending forever.
    if (!ref || extensions.error) return NONE;
    if (!extensions.data) return undefined;
    return new Set(extensions.data.filter((e) => e.installed_version).map((e) => e.name));
  }, [ref, extensions.data, extensions.error]);
  return useMemo(
    () => ({
      can,
      grantsLoading: isLoading,
      hosted: deployment.hosted,
      isFlagOn: (flag: string) => flags.isOn(flag),
      // No API reports a hosted project's services or add-ons yet: the self-hosted facts stand in.
      services: SELF_HOSTED_SERVICES,
      extensions: installed,
      addons: NONE,
    }),
    [can, isLoading, deployment.hosted, flags, installed],
  );
}
