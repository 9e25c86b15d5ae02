import type { PluginContext } from '../plugin-api/context.js';
import { pluginApiClient } from '../plugin-api/plugin-api-client.js';
import type { Services } from '../services/container.js';
import { deepFreeze } from './deep-freeze.js';
import { executeCommand } from './execute-command.js';
import type { Feedback } from './feedback.js';

/** What a plugin context is made of; the command palette builds one to run a plugin's command. */
export interface PluginContextSources {
  readonly projectRef: string | undefined;
  readonly services: Pick<Services, 'deployment' | 'preferences' | 'flags' | 'registry' | 'fetch'>;
  readonly can: PluginContext['can'];
  readonly navigate: (to: string) => void;
  readonly feedback: Feedback;
}

export function buildPluginContext(pluginId: string, sources: PluginContextSources): PluginContext {
  const { projectRef, services, can, navigate, feedback } = sources;
  const contextFor = (other: string) => buildPluginContext(other, sources);
  // Deep: `toast` is shared by every plugin, so one must not be able to replace its methods.
  return deepFreeze({
    pluginId,
    projectRef,
    hosted: services.deployment.hosted,
    can,
    navigate: (to: string) => navigate(to),
    notify: feedback.notify,
    toast: feedback.toast,
    confirm: feedback.confirm,
    executeCommand: (id: string, args?: unknown) =>
      executeCommand(id, args, services.registry, can, contextFor),
    preferences: services.preferences.scoped(projectRef, pluginId),
    isFlagOn: (flag: string) => services.flags.isOn(flag),
    pluginApi: () => pluginApiClient(pluginId, services.fetch),
  });
}
