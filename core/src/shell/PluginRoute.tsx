import { NoPermission, Skeleton } from '@atrium/design-system';
import { LazyPluginComponent } from '../host/LazyPluginComponent.js';
import { usePermissions } from '../host/permissions.js';
import type { ResolvedRoute } from '../host/resolved-plugins.js';
import { ProjectNotFoundPage } from '../pages/ProjectNotFoundPage.js';

const inProject = (route: ResolvedRoute) => route.path.startsWith('/project/:ref/');

/**
 * A plugin's screen: gated by its declared permission, loaded lazily, contained on failure. While
 * the grants load it shows a placeholder, never the plugin, so no screen renders for someone who
 * may not see it. A project screen of a project the user holds nothing on says the project was not
 * found.
 */
export function PluginRoute({ route }: { route: ResolvedRoute }) {
  const { can, isLoading, holdsNothing } = usePermissions();
  // Every screen waits, with a permission or without: one behaviour, and "not found" needs them.
  if (isLoading) return <Skeleton count={3} />;
  if (inProject(route) && holdsNothing) return <ProjectNotFoundPage />;
  if (route.permission && !can(route.permission.action, route.permission.resource)) {
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
