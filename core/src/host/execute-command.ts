import type { PluginContext } from '../plugin-api/context.js';
import type { ResolvedPlugins } from './resolved-plugins.js';
import { runAsPlugin } from './run-as-plugin.js';

/**
 * Runs a command of any plugin that is on, by its namespaced id, as its own plugin: the palette
 * (no arguments) and `context.executeCommand(id, args)` both come through here, so a command runs
 * the same whoever asks, and its permission holds whoever asks.
 */
export async function executeCommand(
  id: string,
  args: unknown,
  registry: ResolvedPlugins,
  can: PluginContext['can'],
  contextFor: (pluginId: string) => PluginContext,
): Promise<void> {
  const command = registry.commands.find((c) => c.id === id);
  if (!command) throw new Error(`No plugin that is on has a command "${id}"`);
  if (command.permission && !can(command.permission.action, command.permission.resource)) {
    throw new Error(`You do not have permission to run "${command.title}"`);
  }
  await runAsPlugin(
    command.pluginId,
    `command ${id}`,
    command.load,
    contextFor(command.pluginId),
    args,
  );
}
