import { lazy, Suspense, type ComponentType } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { ProjectHomePage } from '../pages/ProjectHomePage.js';
import { NotReadyRedirect } from '../projects/NotReadyRedirect.js';
import { SIGNED_OUT_ROUTES } from '../auth/sign-in-routes.js';
import { LeaveForSignIn } from './LeaveForSignIn.js';
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
const MePage = page(() => import('../account/MePage.js'), 'MePage');
const TokensPage = page(() => import('../account/TokensPage.js'), 'TokensPage');
const SecurityPage = page(() => import('../account/SecurityPage.js'), 'SecurityPage');
const AuditPage = page(() => import('../account/AuditPage.js'), 'AuditPage');
const TeamPage = page(() => import('../team/TeamPage.js'), 'TeamPage');
const OrgAuditPage = page(() => import('../audit/OrgAuditPage.js'), 'OrgAuditPage');
const SupportPage = page(() => import('../pages/SupportPage.js'), 'SupportPage');
const PluginsAdminPage = page(() => import('../pages/PluginsAdminPage.js'), 'PluginsAdminPage');
const NewProjectPage = page(() => import('../pages/NewProjectPage.js'), 'NewProjectPage');
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
    <>
      {/* Only the hosted platform creates projects, so only there can one be not ready yet. */}
      {deployment.hosted && <NotReadyRedirect />}
      <Switch>
        <Route path="/">
          <Redirect to={deployment.hosted ? '/projects' : DEFAULT_PROJECT} replace />
        </Route>
        <Route path="/projects" component={ProjectsPage} />
        {/* New projects are made on the hosted platform; self-hosted has the one project. */}
        <Route path="/new/:slug">
          {deployment.hosted ? <NewProjectPage /> : <Redirect to={DEFAULT_PROJECT} replace />}
        </Route>
        {!deployment.hosted && (
          <Route path="/new/*?">
            <Redirect to={DEFAULT_PROJECT} replace />
          </Route>
        )}
        {SIGNED_OUT_ROUTES.map((path) => (
          <Route key={path} path={path} component={LeaveForSignIn} />
        ))}
        <Route path="/support/new" component={SupportPage} />
        <Route path="/admin/plugins" component={PluginsAdminPage} />
        {/* Accounts exist in every build now, so their pages do too (issue 13). */}
        <Route path="/account/me" component={MePage} />
        <Route path="/account/tokens" component={TokensPage} />
        <Route path="/account/security" component={SecurityPage} />
        <Route path="/account/audit" component={AuditPage} />
        <Route path="/org/:slug/team" component={TeamPage} />
        <Route path="/org/:slug/audit" component={OrgAuditPage} />
        {/* Other account pages, and project settings, are hosted only (spec 2.2). */}
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
    </>
  );
}
