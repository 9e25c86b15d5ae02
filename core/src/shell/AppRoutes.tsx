import { useMemo } from 'react';
import { Route, Switch } from 'wouter';
import { Skeleton } from '@atrium/design-system';
import { useServices } from '../host/services-context.js';
import { NotFoundPage } from '../pages/NotFoundPage.js';
import { NotReadyRedirect } from '../projects/NotReadyRedirect.js';
import { PluginRoute } from './PluginRoute.js';
import type { AppRoute } from './routes/app-route.js';
import { CORE_ROUTES, SELF_HOSTED_FALLBACKS } from './routes/core-routes.js';
import { routeVisibility } from './routes/route-visibility.js';
import { useRouteFacts } from './routes/use-route-facts.js';

/**
 * One route table: core's pages, then every route of the plugins that are on, then the self-hosted
 * redirects, each kept only where its `when` holds. A route whose condition waits on facts still
 * loading (grants, the project's extensions) holds its path with a placeholder. A plugin that is
 * off has no route here, so its paths fall through to the not-found page.
 */
export function AppRoutes() {
  const { registry, deployment } = useServices();
  const table = useMemo<readonly AppRoute[]>(
    () => [
      ...CORE_ROUTES,
      ...registry.routes.map((route) => ({
        path: route.path,
        when: route.when,
        element: <PluginRoute route={route} />,
      })),
      ...SELF_HOSTED_FALLBACKS,
    ],
    [registry],
  );
  const facts = useRouteFacts(table.some((route) => route.when?.extension !== undefined));
  return (
    <>
      {/* Only the hosted platform creates projects, so only there can one be not ready yet. */}
      {deployment.hosted && <NotReadyRedirect />}
      <Switch>
        {table.flatMap((route, index) => {
          const shown = routeVisibility(route.when, facts);
          if (shown === 'hidden') return [];
          return (
            <Route key={index} path={route.path}>
              {shown === 'pending' ? <Skeleton count={3} /> : route.element}
            </Route>
          );
        })}
        <Route component={NotFoundPage} />
      </Switch>
    </>
  );
}
