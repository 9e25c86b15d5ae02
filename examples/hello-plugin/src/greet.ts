import type { PluginContext } from '@atrium/core/plugin-api';

/** The `hello.greet` command (Mod+Shift+H, or from the command palette). */
export function greet(context: PluginContext): void {
  context.toast.success(
    context.projectRef ? `Hello from project ${context.projectRef}!` : 'Hello from Atrium!',
  );
}
