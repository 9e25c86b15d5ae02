import { NoPermission } from '@atrium/design-system';
import { LazyPluginComponent } from '../host/LazyPluginComponent.js';
import { usePermissions } from '../host/permissions.js';
import type { ResolvedRoute } from '../host/plugin-registry.js';

/** A plugin's screen: gated by its declared permission, loaded lazily, contained on failure. */
export function PluginRoute({ route }: { route: ResolvedRoute }) {
  const { can, isLoading } = usePermissions();
  if (route.permission && !isLoading && !can(route.permission.action, route.permission.resource)) {
    return <NoPermission resource={route.permission.description} />;
  }
  return (
    <LazyPluginComponent
      pluginId={route.pluginId}
      where={route.path}
      load={route.load}
      props={{}}
    />
  );
}
