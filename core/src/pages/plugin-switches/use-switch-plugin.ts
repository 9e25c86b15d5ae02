import { useFeedback } from '../../host/feedback.js';
import { PLUGIN_SWITCHED_EVENT } from '../../host/follow-plugin-switches.js';
import { readJson, useApiClient } from '../../plugin-api/use-api.js';

/**
 * Switches a plugin on or off for the whole deployment (`PUT` or `DELETE /platform/plugins/:id/enabled`), then
 * tells the outcome and has this app follow at once (`PLUGIN_SWITCHED_EVENT`: the follower builds
 * the app again for the plugins now on); other windows and instances follow within seconds. The API
 * refuses anyone but an Owner of the default organization, and the refusal is told as it is.
 */
export function useSwitchPlugin() {
  const api = useApiClient();
  const { toast } = useFeedback();
  return async (id: string, title: string, enabled: boolean): Promise<void> => {
    try {
      const switched = api.platform.plugins[':id'].enabled;
      await readJson(
        await (enabled ? switched.$put({ param: { id } }) : switched.$delete({ param: { id } })),
      );
      toast.success(`${title} switched ${enabled ? 'on' : 'off'}`);
    } catch (error) {
      toast.error(
        `Could not switch ${title} ${enabled ? 'on' : 'off'}: ${(error as Error).message}`,
      );
      return;
    }
    globalThis.dispatchEvent(new Event(PLUGIN_SWITCHED_EVENT));
  };
}
