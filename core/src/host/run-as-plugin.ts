import type { PluginContext } from '../plugin-api/context.js';
import { reportPluginFailure } from '../state/app-state.js';

type Handler<TArgs> = (context: PluginContext, args: TArgs | undefined) => void | Promise<void>;

/**
 * Loads a plugin's handler (a command, a contributed action) and runs it with that plugin's own
 * context. A failure is listed against the plugin on `/admin/plugins` and passed on to the caller.
 */
export async function runAsPlugin<TArgs>(
  pluginId: string,
  where: string,
  load: () => Promise<Handler<TArgs>>,
  context: PluginContext,
  args: TArgs | undefined,
): Promise<void> {
  try {
    const handler = await load();
    await handler(context, args);
  } catch (error) {
    reportPluginFailure(pluginId, where, error);
    throw error;
  }
}
