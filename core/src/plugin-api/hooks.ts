import { useCallback, useMemo } from 'react';
import { useLocation } from 'wouter';
import { buildPluginContext, type PluginContextSources } from '../host/build-plugin-context.js';
import { useFeedback } from '../host/feedback.js';
import { usePermissions } from '../host/permissions.js';
import { usePluginScope } from '../host/plugin-scope.js';
import { useProjectRef } from '../host/project-ref.js';
import { runAsPlugin } from '../host/run-as-plugin.js';
import { useServices } from '../host/services-context.js';
import type { PluginContext } from './context.js';
import type { ExtensionPoint, PointContribution } from './extension-points.js';

/** What every plugin context on screen is built from. */
function useContextSources(): PluginContextSources {
  const { deployment, preferences, flags, registry, fetch } = useServices();
  const { can } = usePermissions();
  const feedback = useFeedback();
  const projectRef = useProjectRef();
  const [, navigate] = useLocation();
  return useMemo(
    () => ({
      projectRef,
      services: { deployment, preferences, flags, registry, fetch },
      can,
      navigate,
      feedback,
    }),
    [projectRef, deployment, preferences, flags, registry, fetch, can, navigate, feedback],
  );
}

/**
 * The read-only context of the plugin whose component calls it: services, the project in view,
 * permissions. Frozen, so a plugin cannot change what another plugin sees.
 */
export function usePluginContext(): PluginContext {
  const pluginId = usePluginScope();
  const sources = useContextSources();
  return useMemo(() => buildPluginContext(pluginId, sources), [pluginId, sources]);
}

/** The contributions to an extension point from the plugins that are on, overrides applied. */
export function useContributions<TData, TLoaded = never>(
  point: ExtensionPoint<TData, TLoaded>,
): readonly PointContribution<TData, TLoaded>[] {
  const { registry } = useServices();
  return registry.contributions(point);
}

/** A handler a point's contributions load: it runs with its own plugin's context. */
export type ContributedHandler<TArgs> = (
  context: PluginContext,
  args: TArgs | undefined,
) => void | Promise<void>;

/**
 * Runs a contribution whose entry is a handler (a row-menu action, a file action) as the plugin
 * that contributed it, with that plugin's context, whichever plugin's screen offers it. A failure
 * is listed against the contributing plugin and rejects the returned promise.
 */
export function useRunContribution() {
  const sources = useContextSources();
  return useCallback(
    <TArgs>(
      contribution: PointContribution<unknown, ContributedHandler<TArgs>>,
      args: TArgs,
    ): Promise<void> => {
      const { load, pluginId, id } = contribution;
      if (!load) return Promise.reject(new Error(`Contribution "${id}" has nothing to run`));
      return runAsPlugin(pluginId, id, load, buildPluginContext(pluginId, sources), args);
    },
    [sources],
  );
}

/** Whether the current user may do something; mirrors the API's checks. */
export function useCan() {
  return usePermissions().can;
}
