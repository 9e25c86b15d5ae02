import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { ProjectHomePage } from '../pages/ProjectHomePage.js';
import { PluginRoute } from './PluginRoute.js';

/** Core pages off the common path load on first visit, keeping the shell's first load small. */
const page = (load: () => Promise<Record<string, ComponentType>>, name: string) => {
  const Lazy = lazy(async () => ({ default: (await load())[name]! }));
  return function LazyPage() {
    return (
      <Suspense fallback={<Skeleton count={3} />}>
        <Lazy />
      </Suspense>
    );
  };
};

const ProjectsPage = page(() => import('../pages/ProjectsPage.js'), 'ProjectsPage');
const LocalModePage = page(() => import('../pages/LocalModePage.js'), 'LocalModePage');
const SupportPage = page(() => import('../pages/SupportPage.js'), 'SupportPage');
const PluginsAdminPage = page(() => import('../pages/PluginsAdminPage.js'), 'PluginsAdminPage');
const ProjectBuildingPage = page(
  () => import('../pages/ProjectBuildingPage.js'),
  'ProjectBuildingPage',
);

const DEFAULT_PROJECT = '/project/default';

/**
 * Core's own routes, then every route of the plugins that are on. A plugin that is off has no
 * route here, so its paths fall through to the not-found page.
 */
export function AppRoutes() {
  const { registry, deployment } = useServices();
  return (
    <Switch>
      <Route path="/">
        <Redirect to={deployment.hosted ? '/projects' : DEFAULT_PROJECT} replace />
      </Route>
      <Route path="/projects" component={ProjectsPage} />
      <Route path="/sign-in" component={LocalModePage} />
      <Route path="/sign-in-mfa" component={LocalModePage} />
      <Route path="/support/new" component={SupportPage} />
      <Route path="/admin/plugins" component={PluginsAdminPage} />
      {/* Self-hosted builds have no account or project settings pages (spec 2.2). */}
      {!deployment.hosted && (
        <Route path="/account/*?">
          <Redirect to={DEFAULT_PROJECT} replace />
        </Route>
      )}
      {!deployment.hosted && (
        <Route path="/project/:ref/settings/*?">
          <Redirect to={DEFAULT_PROJECT} replace />
        </Route>
      )}
      <Route path="/project/:ref" component={ProjectHomePage} />
      <Route path="/project/:ref/building" component={ProjectBuildingPage} />
      {registry.routes.map((route) => (
        <Route key={route.path} path={route.path}>
          <PluginRoute route={route} />
        </Route>
      ))}
      <Route component={NotFoundPage} />
    </Switch>
  );
}
