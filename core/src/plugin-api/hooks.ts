import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { deepFreeze } from '../host/deep-freeze.js';
import { useFeedback, type Feedback } from '../host/feedback.js';
import type { Services } from '../services/container.js';
import { usePermissions } from '../host/permissions.js';
import { usePluginScope } from '../host/plugin-scope.js';
import { useProjectRef } from '../host/project-ref.js';
import { useServices } from '../host/services-context.js';
import type { ResolvedContribution } from '../host/plugin-registry.js';
import type { PluginContext } from './context.js';
import type { ExtensionPoint } from './extension-points.js';

/**
 * The read-only context of the plugin whose component calls it: services, the project in view,
 * permissions. Frozen, so a plugin cannot change what another plugin sees.
 */
export function usePluginContext(): PluginContext {
  const pluginId = usePluginScope();
  const { deployment, preferences, flags } = useServices();
  const { can } = usePermissions();
  const feedback = useFeedback();
  const projectRef = useProjectRef();
  const [, navigate] = useLocation();
  return useMemo(
    () =>
      buildPluginContext(pluginId, {
        projectRef,
        services: { deployment, preferences, flags },
        can,
        navigate,
        feedback,
      }),
    [pluginId, projectRef, deployment, can, navigate, feedback, preferences, flags],
  );
}

/** What a plugin context is made of; the command palette builds one to run a plugin's command. */
export interface PluginContextSources {
  readonly projectRef: string | undefined;
  readonly services: Pick<Services, 'deployment' | 'preferences' | 'flags'>;
  readonly can: PluginContext['can'];
  readonly navigate: (to: string) => void;
  readonly feedback: Feedback;
}

export function buildPluginContext(pluginId: string, sources: PluginContextSources): PluginContext {
  const { projectRef, services, can, navigate, feedback } = sources;
  // Deep: `toast` is shared by every plugin, so one must not be able to replace its methods.
  return deepFreeze({
    pluginId,
    projectRef,
    hosted: services.deployment.hosted,
    can,
    navigate: (to: string) => navigate(to),
    toast: feedback.toast,
    confirm: feedback.confirm,
    preferences: services.preferences.scoped(projectRef, pluginId),
    isFlagOn: (flag: string) => services.flags.isOn(flag),
  });
}

/** The contributions to an extension point from the plugins that are on, overrides applied. */
export function useContributions<TData>(
  point: ExtensionPoint<TData>,
): readonly ResolvedContribution<TData>[] {
  const { registry } = useServices();
  return registry.contributions(point);
}

/** Whether the current user may do something; mirrors the API's checks. */
export function useCan() {
  return usePermissions().can;
}
