import { useMemo } from 'react';
import { useLocation } from 'wouter';
import { colorModes, useTheme } from '@atrium/design-system';
import { useFeedback } from '../host/feedback.js';
import { parseKeybinding, type Keybinding } from '../host/keybinding.js';
import { usePermissions } from '../host/permissions.js';
import { useProjectRef } from '../host/project-ref.js';
import { useServices } from '../host/services-context.js';
import { buildPluginContext } from '../host/build-plugin-context.js';
import { executeCommand } from '../host/execute-command.js';
import type { CommandArgument } from '../plugin-api/manifest.js';

export interface PaletteCommand {
  readonly id: string;
  readonly title: string;
  /** Who adds it: 'Atrium' for core, else the plugin's title. */
  readonly source: string;
  readonly keybinding?: Keybinding;
  /** What the palette asks for, in a prompt step, before it runs the command. */
  readonly argument?: CommandArgument;
  /** Runs it; `args` are what the palette's prompt step asked for, as `{ [name]: value }`. */
  run(args?: Readonly<Record<string, string>>): Promise<void>;
}

/**
 * Every command the user may run now: core's own, and those of the plugins that are on whose
 * permission the user holds. A failing plugin command is reported and shown, not thrown.
 */
export function useCommands(openPalette: () => void): readonly PaletteCommand[] {
  const services = useServices();
  const { can } = usePermissions();
  const feedback = useFeedback();
  const projectRef = useProjectRef();
  const [, navigate] = useLocation();
  const theme = useTheme();

  return useMemo(() => {
    const core: PaletteCommand[] = [
      {
        id: 'core.command-palette',
        title: 'Open command palette',
        source: 'Atrium',
        keybinding: parseKeybinding('Mod+K'),
        run: async () => openPalette(),
      },
      {
        id: 'core.toggle-theme',
        title: 'Switch theme (system, light, dark)',
        source: 'Atrium',
        keybinding: parseKeybinding('Mod+Shift+L'),
        run: async () =>
          theme.setMode(colorModes[(colorModes.indexOf(theme.mode) + 1) % colorModes.length]!),
      },
      {
        id: 'core.projects',
        title: 'Go to projects',
        source: 'Atrium',
        run: async () => navigate('/projects'),
      },
      {
        id: 'core.plugins',
        title: 'Open plugins admin',
        source: 'Atrium',
        run: async () => navigate('/admin/plugins'),
      },
    ];
    const titles = new Map(services.registry.plugins.map((p) => [p.id, p.title]));
    const fromPlugins = services.registry.commands
      .filter((c) => !c.permission || can(c.permission.action, c.permission.resource))
      .map<PaletteCommand>((command) => ({
        id: command.id,
        title: command.title,
        source: titles.get(command.pluginId) ?? command.pluginId,
        keybinding: command.keybinding ? parseKeybinding(command.keybinding) : undefined,
        argument: command.argument,
        async run(args) {
          const sources = { projectRef, services, can, navigate, feedback };
          try {
            // What the palette's prompt step asked for, if the command declares an argument;
            // none from its keybinding. Other plugins pass theirs through executeCommand.
            await executeCommand(command.id, args, services.registry, can, (pluginId) =>
              buildPluginContext(pluginId, sources),
            );
          } catch (error) {
            // Already listed against its plugin on /admin/plugins; the user is told here.
            feedback.toast.error(
              `Command failed: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        },
      }));
    return [...core, ...fromPlugins];
  }, [services, can, feedback, projectRef, navigate, theme, openPalette]);
}
